import FloatingPanel
import Foundation
import PanelConfig
import PanelExport
import PanelScene
import PlatformModels

/// A platform lane of the compare view: the recording played by a target library's model, as
/// `compare --platform` plays it (`LaneRun`), shown by placing the scene's panels on the
/// model's path frame by frame.
final class ComparePlatformLane {
    /// The library whose model moves the panels.
    let platform: Platform
    /// The run the lane shows: its releases and paths, the figures under the lane.
    let run: LaneRun
    /// The scene drawn, its panels placed where the model has them.
    let runtime: SceneRuntime
    private(set) var frame = 0

    /// Plays `scenario` on `platform`'s models; throws `simulate --platform`'s error for a step
    /// the model cannot play.
    init(scenario: Scenario, platform: Platform) throws {
        self.platform = platform
        run = try LaneRun(scenario: scenario, platform: platform)
        runtime = StepApplier.makeRuntime(scenario.scene)
        runtime.showAll()
        place()
    }

    /// Whether the path has no frame left.
    var isFinished: Bool { frame + 1 >= run.frameCount }

    /// Moves the panels to the next frame of the path.
    func advanceFrame() {
        guard !isFinished else { return }
        frame += 1
        place()
    }

    private func place() {
        for panel in runtime.panels {
            guard let path = run.paths[panel.id], path.indices.contains(frame) else { continue }
            let fpc = panel.controller
            fpc.surfaceLocation = fpc.position.point(main: path[frame])
        }
    }
}
