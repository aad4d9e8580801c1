import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import PlatformModels

extension LaneRun {
    /// Runs `scenario` with its panels moved by `platform`'s models, as `simulate --platform`
    /// plays it: the releases are that simulator's, the paths its models' locations. Throws the
    /// simulator's error for a step or a start the model cannot play.
    package init(scenario: Scenario, platform: Platform, density: Double = PlatformModelFactory.defaultDensity) throws {
        var recorder = LaneRecorder(ids: scenario.scene.panels.map(\.id))
        let fps = scenario.fps
        let simulator = try PlatformSimulator(
            scenario: scenario, platform: platform, density: density, content: [], sink: { _ in })
        simulator.onRelease = { release in recorder.release(of: release.panel.id, release.line(fps: fps)) }
        simulator.onFrame = { locations in recorder.frame(locations.lazy.map { CGFloat($0) }) }
        simulator.run()
        self = recorder.run
    }
}
