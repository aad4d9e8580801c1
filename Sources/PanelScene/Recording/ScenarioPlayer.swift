import FloatingPanel
import Foundation
import PanelConfig

/// Plays a scenario (a recording, or any scenario `simulate` reads) one frame at a time, so the
/// window can show it in real time (`run --replay`).
///
/// The steps are applied by the same code as `simulate`'s, to a runtime built the same way. After
/// `n` calls of `advanceFrame()` the runtime is what the trace's frame lines of frame `n`
/// describe: `n` frames run, the input that lands after frame `n` not yet applied (the next call
/// applies it, then runs frame `n + 1`). The window calls `advanceFrame()` in place of stepping
/// the stage, once per fixed step of `1 / scenario.fps` seconds, and draws `runtime`.
package final class ScenarioPlayer {
    /// The scene being played: what to draw.
    package let runtime: SceneRuntime
    private let applier: StepApplier

    /// Builds the scenario's scene (display scale 2 unless the scene gives one, as `simulate`)
    /// and shows every panel: frame 0.
    /// - Parameter onEvent: receives every delegate event, those of t = 0 included.
    package init(scenario: Scenario, onEvent: ((PanelRuntime, PanelEvent) -> Void)? = nil) {
        runtime = StepApplier.makeRuntime(scenario.scene)
        applier = StepApplier(runtime: runtime, scenario: scenario)
        for panel in runtime.panels { panel.onEvent = onEvent }
        applier.start()
    }

    /// Seconds of the scenario played so far.
    package var time: Double { applier.time }

    /// Where the scenario's finger is while it is down, in the container's points.
    package var touchLocation: CGPoint? { applier.touchLocation }

    /// Whether every step has been applied and every frame run.
    package var isFinished: Bool { applier.isFinished }

    /// Applies the input that lands now, then runs the next frame, if any, which `sample`
    /// observes; returns whether more remains to play (false once finished; calling it then does
    /// nothing).
    @discardableResult
    package func advanceFrame(sample: () -> Void = {}) -> Bool {
        applier.applyStepsAtCurrentTime()
        applier.runFrame(sample: sample)
        return !applier.isFinished
    }
}
