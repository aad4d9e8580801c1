import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// The path FloatingPanel really draws after one release of the feel report: played by the
/// engine as `simulate` plays a `drag` step, sampled once a frame until the panel rests.
package struct FeelPath {
    package var release: FeelRelease
    /// The main-axis location at the release, the stop's location and name, the release velocity.
    package var start: Double
    package var target: Double
    package var stop: String
    package var velocity: Double
    /// The location at each frame after the release (frame k at k / fps), the last at rest.
    package var points: [Double]
}

/// Plays the feel report's releases of a panel through the engine.
package enum FeelPaths {
    /// Seconds after a release within which every shipped spring and dismissal comes to rest.
    package static let settleSeconds = 3.0

    /// The engine's path for each of `panel`'s feel releases at `fps` frames a second.
    package static func play(panel: ResolvedPanel, scene: ResolvedScene, fps: Double) -> [FeelPath] {
        FeelReleases.releases(panel: panel, scene: scene).compactMap { release in
            play(release, panel: panel.id, scene: scene, fps: fps)
        }
    }

    private static func play(_ release: FeelRelease, panel id: String, scene: ResolvedScene, fps: Double)
        -> FeelPath?
    {
        let steps: [ScenarioStep] = [
            .show(panel: id, animated: false), .move(panel: id, to: release.from, animated: false),
            release.step(panel: id), .advance(seconds: settleSeconds),
        ]
        let runtime = StepApplier.makeRuntime(scene)
        let applier = StepApplier(runtime: runtime, scenario: Scenario(scene: scene, fps: fps, steps: steps))
        guard let controller = runtime.panel(id: id)?.controller else { return nil }
        applier.start()
        applier.applyStepsAtCurrentTime()
        let position = controller.position
        var dragged = false
        var start: Double?
        var points: [Double] = []
        var rested = false
        while applier.hasFramesLeft, !rested {
            applier.runFrame {
                let location = Double(position.mainLocation(controller.surfaceLocation))
                if controller.isDragging {
                    dragged = true
                } else if dragged, start == nil {
                    start = location
                    rested = !controller.isAnimating
                } else if start != nil {
                    points.append(location)
                    rested = !controller.isAnimating
                }
            }
            applier.applyStepsAtCurrentTime()
        }
        guard let start, rested else { return nil }
        let state = controller.state
        return FeelPath(
            release: release, start: start,
            target: Double(position.mainLocation(controller.surfaceLocation(for: state))),
            stop: state.rawValue, velocity: Double(release.velocity), points: points)
    }
}
