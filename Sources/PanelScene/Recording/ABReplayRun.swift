import FloatingPanel
import Foundation
import PanelConfig

/// One scenario played against two scenes at once, frame for frame (A/B): the
/// window draws B as a translucent ghost over A and both trajectories in the live plot, to see
/// which tuning feels better on the very same gesture.
///
/// B plays in A's container at A's display scale, so the two differ only by their panels'
/// configs. The steps were checked against A's scene: a step naming a panel B lacks does nothing
/// to B (but still takes its frames, so the two stay in step).
package final class ABReplayRun {
    /// The scenario's own scene.
    package let a: ScenarioPlayer
    /// The other scene, under the same input.
    package let b: ScenarioPlayer

    /// Starts both scenes at t = 0.
    /// - Parameters:
    ///   - sceneB: the scene to compare with; its container and display scale are replaced by A's.
    ///   - onEvent: receives A's delegate events (the overlay describes A).
    package init(
        scenario: Scenario, sceneB: ResolvedScene, onEvent: ((PanelRuntime, PanelEvent) -> Void)? = nil
    ) {
        var ghost = sceneB
        ghost.container = scenario.scene.container
        ghost.displayScale = scenario.scene.displayScale
        a = ScenarioPlayer(scenario: scenario, onEvent: onEvent)
        b = ScenarioPlayer(scenario: Scenario(scene: ghost, fps: scenario.fps, steps: scenario.steps))
    }

    /// A's scene at run time.
    package var runtimeA: SceneRuntime { a.runtime }
    /// B's scene at run time.
    package var runtimeB: SceneRuntime { b.runtime }

    /// Whether every step has been played (to both: they take the same frames).
    package var isFinished: Bool { a.isFinished && b.isFinished }

    /// Applies the input that lands now to both, then runs their next frame (A's observed by
    /// `sampleA`, then B's by `sampleB`); returns whether more remains to play.
    @discardableResult
    package func advanceFrame(sampleA: () -> Void = {}, sampleB: () -> Void = {}) -> Bool {
        let moreA = a.advanceFrame(sample: sampleA)
        let moreB = b.advanceFrame(sample: sampleB)
        return moreA || moreB
    }
}
