import FloatingPanel
import Foundation
import PanelConfig

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
        var recorder = LaneRecorder(ids: scenario.scene.panels.map(\.id))
        let observer = SimulationObserver(
            release: { panel, line in recorder.release(of: panel.id, line) },
            frame: { _, runtime in
                // A simulation never adds, removes or reorders the scene's panels.
                recorder.frame(
                    runtime.panels.lazy.map { panel in
                        let fpc = panel.controller
                        return fpc.position.mainLocation(fpc.surfaceLocation)
                    })
            })
        Simulator(scenario: scenario, content: [], observer: observer, sink: { _ in }).run()
        self = recorder.run
    }

    /// A run a `LaneRecorder` recorded: its releases in the order they happened and each panel's path.
    fileprivate init(releases: [Release], paths: [String: [CGFloat]], frameCount: Int) {
        self.releases = releases.sorted { ($0.line.frame, $0.panelIndex) < ($1.line.frame, $1.panelIndex) }
        self.paths = paths
        self.frameCount = frameCount
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

/// A run while it is recorded, by a simulation of FloatingPanel or of a platform's model: its
/// releases and each panel's path, kept by the panel's place in the scene (looking the path up by
/// id in every frame would hash the id once per panel-frame).
package struct LaneRecorder {
    /// Each id's first place in the scene.
    private let order: [String: Int]
    /// Each place's path: that of the first panel with its id, so panels sharing an id share a path.
    private let slots: [Int]
    private let ids: [String]
    private var paths: [[CGFloat]]
    private var releases: [LaneRun.Release] = []
    private var frameCount = 0

    /// A recorder for the scene's panels, by id in the scene's order.
    package init(ids: [String]) {
        let order = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        self.order = order
        self.ids = ids
        slots = ids.map { order[$0]! }
        paths = Array(repeating: [], count: ids.count)
    }

    /// Panel `id` was released, as `line` says.
    package mutating func release(of id: String, _ line: ReleaseLine) {
        releases.append(LaneRun.Release(panel: id, panelIndex: order[id] ?? 0, line: line))
    }

    /// One more frame: the panels' main-axis locations, in the scene's order.
    package mutating func frame(_ locations: some Sequence<CGFloat>) {
        frameCount += 1
        for (index, location) in zip(slots, locations) { paths[index].append(location) }
    }

    /// The run recorded so far.
    package var run: LaneRun {
        var byID: [String: [CGFloat]] = [:]
        for (index, path) in paths.enumerated() where !path.isEmpty && slots[index] == index { byID[ids[index]] = path }
        return LaneRun(releases: releases, paths: byID, frameCount: frameCount)
    }
}
