import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// The last drag in the live window, kept as a recording from the moment the finger went down,
/// so that `M`, `W` and `B` can play it without a `C` recording (Docs/window.md): the scene as it
/// was then — each panel's state written as its layout's initial state — and the input until the
/// finger lifts, then the frames the panels take to settle.
struct DragCapture {
    let recorder: InputRecorder
    /// Engine steps since the finger went down.
    private(set) var frame = 0
    /// The step the finger lifted in; nil while it is down.
    private(set) var releaseFrame: Int?
    /// The file the capture was saved to, once it has been.
    var savedPath: String?

    /// Seconds kept after the release, in which the panels come to rest.
    static let settleSeconds = 2.0
    private let settleFrames: Int

    /// A capture of a drag about to begin on `runtime`, stepped `fps` times a second; nil when a
    /// panel is moving or its content is scrolled, which a scenario's start cannot reproduce.
    init?(runtime: SceneRuntime, fps: Double) {
        var scene = runtime.scene
        for (index, panel) in runtime.panels.enumerated() {
            let fpc = panel.controller
            guard !fpc.isAnimating, !fpc.isDragging, !fpc.isAttracting, !fpc.isTransitioning,
                (panel.scrollView?.contentOffset ?? .zero) == .zero
            else { return nil }
            let state: FloatingPanelState = fpc.isShown ? fpc.state : .hidden
            scene.panels[index].layouts = scene.panels[index].layouts.map { entry in
                guard state == .hidden || entry.layout.anchors[state] != nil else { return entry }
                var entry = entry
                let layout = entry.layout
                entry.layout = FloatingPanelCustomLayout(
                    position: layout.position, initialState: state, anchors: layout.anchors,
                    backdropAlphas: layout.backdropAlphas, crossAxis: layout.crossAxis)
                return entry
            }
        }
        scene.container = runtime.container
        scene.displayScale = runtime.displayScale
        recorder = InputRecorder(scene: scene, fps: fps)
        settleFrames = Int((Self.settleSeconds * fps).rounded())
    }

    /// Whether the capture still takes input: until `settleSeconds` after the release have passed.
    var isOpen: Bool { releaseFrame.map { frame - $0 < settleFrames } ?? true }

    /// Records `step`, applied now, while the capture is open and the step is the gesture's: the
    /// pointer's input (a press, move, release or wheel) and the scene's reaction to it (a panel
    /// presented from a row). A key's step (a state key, hide, show, a rotation) acts on the live
    /// scene but is no part of the gesture that `M`, `W` and `B` replay (Docs/window.md).
    mutating func record(_ step: ScenarioStep) {
        guard isOpen, Self.isGestureInput(step) else { return }
        recorder.record(step, frame: frame)
        if case .pointer(let input) = step, input.phase == .up || input.phase == .cancel { releaseFrame = frame }
    }

    /// Whether `step` comes from the pointer.
    private static func isGestureInput(_ step: ScenarioStep) -> Bool {
        switch step {
        case .pointer, .wheel, .present: return true
        default: return false
        }
    }

    /// One engine step has run.
    mutating func stepEnded() {
        frame += 1
    }

    /// The step the scenario ends in: `settleSeconds` after the release, or now when later.
    var endFrame: Int { max(frame, (releaseFrame ?? frame) + settleFrames) }
}
