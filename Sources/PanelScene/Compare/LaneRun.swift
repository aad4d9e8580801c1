import FloatingPanel
import Foundation
import PanelConfig
import PlatformModels

/// A lane's scenario run without a trace: its releases (the numbers of `simulate --summary`'s
/// `release` lines, from the same `ReleaseSummary`) and every panel's main-axis path, frame by frame.
package struct LaneRun {
    /// One release: the panel's id and its release line.
    package struct Release {
        /// The panel's id.
        package var panel: String
        /// The panel's place in the scene.
        package var panelIndex: Int
        /// The numbers of its `release` line.
        package var line: ReleaseLine
    }

    /// The releases in the order they happened (by frame, then by the panels' order).
    package private(set) var releases: [Release] = []
    /// Each panel's main-axis location in every frame (index 0: the start), by panel id.
    package private(set) var paths: [String: [CGFloat]] = [:]
    /// The frames run, the start included.
    package private(set) var frameCount = 0

    /// Runs `scenario` to its end.
    package init(scenario: Scenario) {
        var releases: [Release] = []
        var paths: [String: [CGFloat]] = [:]
        var frames = 0
        let order = Dictionary(
            scenario.scene.panels.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let observer = SimulationObserver(
            release: { panel, line in
                releases.append(Release(panel: panel.id, panelIndex: order[panel.id] ?? 0, line: line))
            },
            frame: { _, runtime in
                frames += 1
                for panel in runtime.panels {
                    let fpc = panel.controller
                    paths[panel.id, default: []].append(fpc.position.mainLocation(fpc.surfaceLocation))
                }
            })
        Simulator(scenario: scenario, content: [], observer: observer, sink: { _ in }).run()
        self.releases = releases.sorted { ($0.line.frame, $0.panelIndex) < ($1.line.frame, $1.panelIndex) }
        self.paths = paths
        frameCount = frames
    }

    /// Runs `scenario` with its panels moved by `platform`'s models, as `simulate --platform`
    /// plays it: the releases are that simulator's, the paths its models' locations. Throws the
    /// simulator's error for a step or a start the model cannot play.
    package init(scenario: Scenario, platform: Platform, density: Double = PlatformSimulator.defaultDensity) throws {
        var releases: [Release] = []
        var paths: [String: [CGFloat]] = [:]
        var frames = 0
        let ids = scenario.scene.panels.map(\.id)
        let order = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let fps = scenario.fps
        let simulator = try PlatformSimulator(
            scenario: scenario, platform: platform, density: density, content: [], sink: { _ in })
        simulator.onRelease = { release in
            let id = release.panel.id
            releases.append(Release(panel: id, panelIndex: order[id] ?? 0, line: release.line(fps: fps)))
        }
        simulator.onFrame = { locations in
            frames += 1
            for (id, location) in zip(ids, locations) { paths[id, default: []].append(CGFloat(location)) }
        }
        simulator.run()
        self.releases = releases.sorted { ($0.line.frame, $0.panelIndex) < ($1.line.frame, $1.panelIndex) }
        self.paths = paths
        frameCount = frames
    }

    /// The mean distance in points between this run's path of release `index` and `other`'s
    /// path of the same panel over the same frames: from the release to the panel's next release
    /// (or the end). 0 when `other` has no such panel.
    package func meanDistance(ofRelease index: Int, from other: LaneRun) -> Double {
        let release = releases[index]
        guard let path = paths[release.panel], let otherPath = other.paths[release.panel] else { return 0 }
        let next = releases[(index + 1)...].first { $0.panel == release.panel }?.line.frame
        let end = min(next ?? path.count, path.count, otherPath.count)
        let start = min(release.line.frame, end)
        guard end > start else { return 0 }
        var total = 0.0
        for frame in start..<end { total += Double(abs(path[frame] - otherPath[frame])) }
        return total / Double(end - start)
    }
}
