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
        var releases: [Release] = []
        let ids = scenario.scene.panels.map(\.id)
        var paths = PathRecorder(ids: ids)
        var frames = 0
        let order = paths.order
        let fps = scenario.fps
        let simulator = try PlatformSimulator(
            scenario: scenario, platform: platform, density: density, content: [], sink: { _ in })
        simulator.onRelease = { release in
            let id = release.panel.id
            releases.append(Release(panel: id, panelIndex: order[id] ?? 0, line: release.line(fps: fps)))
        }
        simulator.onFrame = { locations in
            frames += 1
            for (index, location) in zip(ids.indices, locations) { paths.append(CGFloat(location), panelAt: index) }
        }
        simulator.run()
        self.init(releases: releases, paths: paths.byID, frameCount: frames)
    }
}
