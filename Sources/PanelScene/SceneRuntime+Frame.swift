import FloatingPanel
import Foundation

extension SceneRuntime {
    /// Advances the scene by one frame of `h` seconds. This is the one definition of a frame that
    /// every driver shares — the window, `simulate`, replays and A/B replays, the benchmarks
    /// and the fuzzers — so a change to what a frame does reaches all of them:
    /// 1. what moves with time alone moves: the software keyboard's slide, the content's fades
    ///    started before this frame (Docs/config.md "Content");
    /// 2. every spring and transition steps once (Docs/engine.md §5.4);
    /// 3. `input` applies what this frame received (a scripted drag's finger, a fuzzer's event);
    /// 4. `sample` observes the result (telemetry, trace lines, invariant checks).
    package func runFrame(h: Double, input: () -> Void = {}, sample: () -> Void = {}) {
        if keyboardSlide.isSliding {
            keyboardSlide.advance(by: h)
            setKeyboardHeight(keyboardSlide.height)
        }
        // Both lists in turn, as `allPanels` orders them, without building that array every frame.
        for panel in panels { panel.stepSections(by: h) }
        for panel in departingPanels { panel.stepSections(by: h) }
        stage.step(CGFloat(h))
        input()
        sample()
    }

    /// Whether anything in the scene still moves by itself: a spring, a transition, the keyboard,
    /// a content fade.
    package var isAnimating: Bool {
        stage.isAnimating || keyboardSlide.isSliding || allPanels.contains { $0.sections.isAnimating }
    }
}
