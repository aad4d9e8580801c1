import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import PlatformModels

/// Computes release maps of a loaded scene (Docs/cli.md "map"). Each cell is the scenario
/// `simulate --summary` would be given for it — a `move` to the from-state (not animated), then
/// a `drag` at the grabber of `location − pos(from)` over `dragDuration` released at the cell's
/// velocity, at the scene's refresh rate — run on a fresh runtime through the same `Simulator`
/// and `ReleaseSummary`, and the cell is the `targetState` of its release line. A platform's
/// cell is the same drag played by `PlatformSimulator` with the model placed at the from-state.
package struct ReleaseMapper {
    /// The scene every cell starts from.
    package let scene: ResolvedScene
    /// The grid.
    package var axes: ReleaseMapAxes

    /// How long each cell's drag moves the finger, in seconds (6 frames at 60 Hz). The release
    /// velocity is the cell's, whatever the finger's speed, and no slop applies, so the duration
    /// changes where no drag ends; it only has to be a drag.
    package static let dragDuration = 0.1

    /// A mapper of `scene` on `axes`.
    package init(scene: ResolvedScene, axes: ReleaseMapAxes = .command) {
        self.scene = scene
        self.axes = axes
    }

    /// What a map is drawn against, read off a runtime at the scene's start: the panel's anchors,
    /// ρ lines and the states a drag can start in.
    private struct PanelGeometry {
        var stops: [ReleaseMap.Stop]
        var thresholds: [ReleaseMap.Threshold]
        /// "y" or "x".
        var axis: String
        var mostExpanded: CGFloat
        var leastExpanded: CGFloat
        /// The states a user can rest in and drag from, most expanded first, with their locations.
        var froms: [(state: FloatingPanelState, location: CGFloat)]
    }

    /// The ids of the panels that have a map: two anchors or more and a state a drag can start in.
    package var mappablePanels: [String] {
        let runtime = StepApplier.makeRuntime(scene)
        runtime.showAll()
        return runtime.panels.filter { Self.geometry(of: $0) != nil }.map(\.id)
    }

    /// The map of panel `id` moved by FloatingPanel's engine; nil when the panel has no map.
    package func map(panel id: String) -> ReleaseMap? {
        let runtime = StepApplier.makeRuntime(scene)
        runtime.showAll()
        guard let panel = runtime.panel(id: id), let geometry = Self.geometry(of: panel) else { return nil }
        let locations = axes.locations(from: geometry.mostExpanded, to: geometry.leastExpanded)
        let velocities = axes.velocities
        let blocks = geometry.froms.map { from in
            ReleaseMap.Block(
                from: from.state.rawValue, fromLocation: from.location,
                targets: velocities.map { velocity in
                    locations.map { location in
                        engineTarget(
                            panel: id, from: from.state, translation: location - from.location, velocity: velocity)
                    }
                })
        }
        return ReleaseMap(
            panel: id, platform: nil, axis: geometry.axis, locations: locations, velocities: velocities,
            stops: geometry.stops, thresholds: geometry.thresholds, blocks: blocks)
    }

    /// The map of panel `id` moved by `platform`'s model at `density` px per dp, on the engine's
    /// grid; its blocks are the from-states the library's export keeps. Nil when the panel has no
    /// map or the export writes nothing for it; throws `PlatformStepError` when the model refuses
    /// the scene's start.
    package func map(panel id: String, platform: Platform, density: Double) throws -> ReleaseMap? {
        let runtime = StepApplier.makeRuntime(scene)
        runtime.showAll()
        guard let panel = runtime.panel(id: id), let geometry = Self.geometry(of: panel),
            let resolved = scene.panels.first(where: { $0.id == id })
        else { return nil }
        let fps = scene.refreshRate
        // Every panel's springs fitted once, not once a cell: the simulator models them all.
        var fitted: [String: FittedSprings] = [:]
        for each in scene.panels where fitted[each.id] == nil {
            fitted[each.id] = PlatformModelFactory.fittedSprings(platform, panel: each, scene: scene, fps: fps)
        }
        let model = {
            PlatformModelFactory.model(
                platform, panel: resolved, scene: self.scene, density: density, fps: fps, fitted: fitted[id])
        }
        guard model() != nil else { return nil }
        let locations = axes.locations(from: geometry.mostExpanded, to: geometry.leastExpanded)
        let velocities = axes.velocities
        var blocks: [ReleaseMap.Block] = []
        for from in geometry.froms {
            // Where the model rests in the from-state, so that each release is at the cell's location.
            guard let placed = model(), placed.place(at: from.state.rawValue) else { continue }
            let start = CGFloat(placed.location(at: 0))
            var targets: [[String]] = []
            for velocity in velocities {
                var row: [String] = []
                for location in locations {
                    row.append(
                        try platformTarget(
                            panel: id, from: from.state, translation: location - start, velocity: velocity,
                            platform: platform, density: density, fitted: fitted))
                }
                targets.append(row)
            }
            blocks.append(ReleaseMap.Block(from: from.state.rawValue, fromLocation: start, targets: targets))
        }
        return ReleaseMap(
            panel: id, platform: platform, axis: geometry.axis, locations: locations, velocities: velocities,
            stops: geometry.stops, thresholds: geometry.thresholds, blocks: blocks)
    }

    /// The state a drag of panel `id` from rest in `from` lands in, as `simulate --summary`'s
    /// release line names it; `from` when the run has no release.
    private func engineTarget(panel id: String, from: FloatingPanelState, translation: CGFloat, velocity: CGFloat)
        -> String
    {
        let scenario = Scenario(
            scene: scene, fps: scene.refreshRate,
            steps: [
                .move(panel: id, to: from, animated: false),
                .drag(
                    panel: id, translation: translation, duration: Self.dragDuration, velocity: velocity, at: .grabber),
            ])
        var target: String?
        let observer = SimulationObserver(
            release: { panel, line in
                if panel.id == id, target == nil { target = line.targetState.rawValue }
            }, frame: { _, _ in })
        Simulator(scenario: scenario, content: [], observer: observer, sink: { _ in }).run()
        return target ?? from.rawValue
    }

    /// The stop `platform`'s model sends the same drag to.
    private func platformTarget(
        panel id: String, from: FloatingPanelState, translation: CGFloat, velocity: CGFloat, platform: Platform,
        density: Double, fitted: [String: FittedSprings]
    ) throws -> String {
        let scenario = Scenario(
            scene: scene, fps: scene.refreshRate,
            steps: [
                .drag(
                    panel: id, translation: translation, duration: Self.dragDuration, velocity: velocity, at: .grabber)
            ])
        let simulator = try PlatformSimulator(
            scenario: scenario, platform: platform, density: density, content: [], sink: { _ in },
            startingStates: [id: from.rawValue], fitted: fitted)
        var target: String?
        simulator.onRelease = { release in
            if release.panel.id == id, target == nil { target = release.decision.stop.name }
        }
        simulator.run()
        return target ?? from.rawValue
    }

    /// The panel's anchors, ρ lines and from-states; nil with fewer than two anchors or no state
    /// a drag can start in.
    private static func geometry(of panel: PanelRuntime) -> PanelGeometry? {
        let fpc = panel.controller
        let states = fpc.statesByCoordinate
        guard states.count > 1 else { return nil }
        let location = { (state: FloatingPanelState) in fpc.position.mainLocation(fpc.surfaceLocation(for: state)) }
        let stops = states.map { ReleaseMap.Stop(state: $0.rawValue, location: location($0)) }
        var thresholds: [ReleaseMap.Threshold] = []
        for (lower, upper) in zip(states, states.dropFirst()) {
            for (from, to) in [(lower, upper), (upper, lower)] {
                let progress = min(max(fpc.behavior.redirectionalProgress(fpc, from: from, to: to), 0), 1)
                thresholds.append(
                    ReleaseMap.Threshold(
                        from: from.rawValue, to: to.rawValue, progress: progress,
                        location: location(from) + progress * (location(to) - location(from))))
            }
        }
        // draggableStates refuses a drag anywhere else; a hidden panel cannot be grabbed.
        let draggable = panel.config.recipes.draggableStates
        let froms =
            states
            .filter { $0 != .hidden && draggable?.contains($0) ?? true }
            .sorted {
                abs(location($0) - location(fpc.mostExpandedState))
                    < abs(location($1) - location(fpc.mostExpandedState))
            }
            .map { (state: $0, location: location($0)) }
        guard !froms.isEmpty else { return nil }
        return PanelGeometry(
            stops: stops, thresholds: thresholds, axis: fpc.position.isVertical ? "y" : "x",
            mostExpanded: location(fpc.mostExpandedState),
            leastExpanded: location(fpc.leastExpandedState), froms: froms)
    }
}
