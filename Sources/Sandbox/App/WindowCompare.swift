import FloatingPanel
import Foundation
import PanelConfig
import PanelExport
import PanelReference
import PanelScene
import PlatformModels

/// The compare view (`M`): one recorded gesture replayed on up to 9 lanes side by side, each a
/// variant of the scene — the lanes of the scene's compare lanes file, else the values card's
/// selected value at settings around its own — with the stop, overshoot, rest time and
/// distance from lane 0 under each (the figures `compare` prints for the same lanes). A
/// reference read (`run --reference`) adds its lane after the FloatingPanel lanes, and `F`'s fit
/// a FloatingPanel lane of the fitted values just before it.
final class WindowCompare {
    /// The recording replayed.
    let scenarioPath: String
    /// The lanes, lane 0 the scene as is.
    let lanes: [CompareLane]
    /// The value the lanes vary and each lane's setting of it (nil for lane 0), for adopting one;
    /// nil and empty when the lanes come from a file.
    let value: TunableValue?
    let settings: [TunableSetting?]
    /// The compare lanes file the lanes come from; nil: the values card's value.
    let lanesFile: CompareLanes?
    /// The recording's frames per second.
    let fps: Double
    /// Each lane's rows, as `compare` prints them.
    let rows: [CompareRow]
    private let players: [ScenarioPlayer]
    /// The reference's lane, after the FloatingPanel lanes (the fitted one last among them).
    let referenceLane: CompareReferenceLane?
    /// The fitted lane's place among `lanes`, when the reference has a fit of its panel.
    let fittedLane: Int?
    /// The platform lanes, after the reference's lane.
    let platformLanes: [ComparePlatformLane]
    /// The lines under the lanes, made again only when a lane's release passes.
    let captionLines: CompareCaptions
    /// Frames played so far.
    private(set) var frame = 0
    /// Each lane's panels' recent motion for the plot (`G`), by panel id.
    private var plots: [[String: LivePlotBuffer]] = []

    /// How many steps apart the lanes' settings are: ±1 and ±2 coarse steps (Shift) of the value,
    /// the values card's own step sizes.
    static let laneSteps = [-2, -1, 1, 2]

    /// Lanes of `scenarioPath` for value `index` of `catalog`: the scene as is, then the value
    /// `laneSteps` coarse steps away (within its bounds, each setting once).
    convenience init(
        scenarioPath: String, catalog: ValueCatalog, valueIndex index: Int, platforms: [Platform] = [],
        reference: WindowReference? = nil
    ) throws {
        let value = catalog.values[index]
        var settings: [TunableSetting] = []
        for steps in Self.laneSteps {
            let setting = catalog.stepped(index, steps: steps, scale: .coarse)
            if setting != value.setting, !settings.contains(setting) { settings.append(setting) }
        }
        try self.init(
            scenarioPath: scenarioPath, catalog: catalog, valueIndex: index, settings: settings, platforms: platforms,
            reference: reference)
    }

    /// Lanes of `scenarioPath`: the scene as is, then value `index` of `catalog` at each of `settings`.
    /// Then one lane per platform in `platforms`, played by its model (`compare --platform`).
    convenience init(
        scenarioPath: String, catalog: ValueCatalog, valueIndex index: Int, settings: [TunableSetting],
        platforms: [Platform] = [], reference: WindowReference? = nil
    ) throws {
        let value = catalog.values[index]
        let variation = ValueVariation(panel: catalog.panelID, name: value.name, texts: settings.map(\.argumentText))
        try self.init(
            scenarioPath: scenarioPath,
            lanes: CompareLane.lanes(scenarioPath: scenarioPath, variations: settings.isEmpty ? [] : [variation]),
            platforms: platforms, value: value, settings: [nil] + settings, lanesFile: nil, reference: reference)
    }

    /// Lanes of `scenarioPath` beside `reference`: the scene as is, the fitted values when
    /// `reference` has a fit, the reference, then one lane per platform in `platforms`.
    convenience init(scenarioPath: String, reference: WindowReference, platforms: [Platform] = []) throws {
        try self.init(
            scenarioPath: scenarioPath, lanes: CompareLane.lanes(scenarioPath: scenarioPath, variations: []),
            platforms: platforms, value: nil, settings: [nil], lanesFile: nil, reference: reference)
    }

    /// Lanes of `scenarioPath` as `file` lists them, read through `files`: the scene as is, the
    /// file's FloatingPanel lanes, its platform lanes, then those of `platforms` it does not list.
    convenience init(
        scenarioPath: String, file: CompareLanes, platforms: [Platform] = [], files: ConfigFileReader = .disk,
        reference: WindowReference? = nil
    ) throws {
        let listed = file.platforms.compactMap(Platform.init(rawValue:))
        try self.init(
            scenarioPath: scenarioPath, lanes: CompareLane.lanes(scenarioPath: scenarioPath, file: file, files: files),
            platforms: listed + platforms.filter { !listed.contains($0) }, value: nil, settings: [], lanesFile: file,
            reference: reference)
    }

    private init(
        scenarioPath: String, lanes: [CompareLane], platforms: [Platform], value: TunableValue?,
        settings: [TunableSetting?], lanesFile: CompareLanes?, reference: WindowReference?
    ) throws {
        var lanes = lanes
        var fitted: Int?
        if let reference, let fit = reference.fit {
            lanes.append(try Self.fittedLane(scenarioPath: scenarioPath, fit: fit))
            fitted = lanes.count - 1
        }
        fittedLane = fitted
        let referenceLanes = reference == nil ? 0 : 1
        let total = lanes.count + referenceLanes + platforms.count
        guard total <= CompareLane.maximumCount else {
            let besides = reference == nil ? "" : ", the reference's lane"
            throw CompareLane.SetupError(
                description:
                    "error: \(lanes.count) FloatingPanel lanes\(besides) and \(platforms.count) platform lanes make \(total); a compare run holds at most \(CompareLane.maximumCount) lanes, so show fewer platforms (P)"
            )
        }
        self.lanes = lanes
        self.scenarioPath = scenarioPath
        self.value = value
        self.settings = settings
        self.lanesFile = lanesFile
        let fps = lanes[0].scenario.fps
        self.fps = fps
        let first = lanes[0].scenario.scene.container
        players = lanes.map { lane in
            var scenario = lane.scenario
            scenario.scene.container = first
            return ScenarioPlayer(scenario: scenario)
        }
        var platformScenario = lanes[0].scenario
        platformScenario.scene.container = first
        let platformLanes = try platforms.map { try ComparePlatformLane(scenario: platformScenario, platform: $0) }
        self.platformLanes = platformLanes
        let runs = lanes.map { LaneRun(scenario: $0.scenario) } + platformLanes.map(\.run)
        rows = CompareRow.rows(runs)
        referenceLane = reference.map { reference in
            let release = runs[0].releases.first { $0.panel == reference.panel }
            return CompareReferenceLane(
                reference: reference, scenario: platformScenario, releaseFrame: release?.line.frame ?? 0, fps: fps)
        }
        // Each lane's number and setting (the value's name is in the message) or its label in the
        // lanes file; the fitted lane's values and distance from the reference.
        var labels = lanes.indices.map { lane in
            let label =
                lane == fitted
                ? reference?.fit.map { Self.fittedLabel(lanes[lane], fit: $0) } ?? ""
                : lanesFile != nil ? lanes[lane].label : settings[lane].map { "= \($0.displayText)" } ?? "as is"
            return "\(lane) · \(label)"
        }
        if let reference { labels.append("\(lanes.count) · reference: \(reference.fileName)") }
        labels += platforms.enumerated().map { "\(lanes.count + referenceLanes + $0) · \($1.displayName)" }
        // The rows and release frames by the lanes' places, the reference's lane among them.
        var releaseFrames = runs.map { $0.releases.map(\.line.frame) }
        releaseFrames.insert(contentsOf: Array(repeating: [], count: referenceLanes), at: lanes.count)
        let placedRows = rows.map { row in
            var placed = row
            if placed.lane >= lanes.count { placed.lane += referenceLanes }
            return placed
        }
        captionLines = CompareCaptions(labels: labels, rows: placedRows, releaseFrames: releaseFrames)
        plots = Array(repeating: [:], count: laneCount)
        recordPlots()
    }

    /// The FloatingPanel lane of `fit`'s values, on `scenarioPath`.
    private static func fittedLane(scenarioPath: String, fit: ReferenceFit) throws -> CompareLane {
        // Each value once: one lane of them all, in the rate and time form the recording writes
        // (a spring written in the other form is converted keeping the other value).
        let variations = fit.assignments.map { ValueVariation(panel: fit.panel, name: $0.name, texts: [$0.text]) }
        return try CompareLane.lanes(scenarioPath: scenarioPath, variations: variations)[1]
    }

    /// The fitted lane's label: its values, and how close FloatingPanel comes to the reference with them.
    private static func fittedLabel(_ lane: CompareLane, fit: ReferenceFit) -> String {
        let n = { (value: Double) in String(format: "%.2f", value) }
        return "fitted \(lane.label) · mean \(n(fit.meanPt)) pt, largest \(n(fit.largestPt)) pt"
    }

    /// The reference lane's place among the lanes, when there is one.
    var referenceLaneIndex: Int? { referenceLane.map { _ in lanes.count } }

    /// Each lane's scene at run time, what the view draws.
    var runtimes: [SceneRuntime] {
        players.map(\.runtime) + (referenceLane.map { [$0.runtime] } ?? []) + platformLanes.map(\.runtime)
    }

    /// Each lane's finger while it is down, in the lane's points (a platform lane's model plays
    /// lane 0's input, so its finger is lane 0's).
    var touches: [CGPoint?] {
        players.map(\.touchLocation) + (referenceLane.map { _ in [nil] } ?? [])
            + platformLanes.map { _ in players[0].touchLocation }
    }

    /// All lanes, the reference's and the platform lanes included.
    var laneCount: Int { lanes.count + (referenceLane == nil ? 0 : 1) + platformLanes.count }

    /// Whether every lane has played every step.
    var isFinished: Bool { players.allSatisfy(\.isFinished) && platformLanes.allSatisfy(\.isFinished) }

    /// Plays the next frame of every lane.
    func advanceFrame() {
        guard !isFinished else { return }
        for player in players { player.advanceFrame() }
        for lane in platformLanes { lane.advanceFrame() }
        referenceLane?.advanceFrame()
        frame += 1
        recordPlots()
    }

    private func recordPlots() {
        let time = Double(frame) / fps
        for (lane, runtime) in runtimes.enumerated() {
            for panel in runtime.panels {
                let fpc = panel.controller
                let location = fpc.position.mainLocation(fpc.surfaceLocation)
                let previous = plots[lane][panel.id]?.samples.last
                let velocity = previous.map { (location - $0.location) * CGFloat(fps) } ?? 0
                plots[lane][panel.id, default: LivePlotBuffer()].record(
                    .init(time: time, location: location, velocity: velocity))
            }
        }
    }

    /// Every lane's path of panel `id` for the plot, each in its lane's colour, named by its number.
    func plotSeries(panel id: String) -> [(buffer: LivePlotBuffer, color: RGBAColor, name: String)] {
        plots.enumerated().compactMap { lane, buffers in
            buffers[id].map { ($0, ComparePainter.laneColors[lane % ComparePainter.laneColors.count], "\(lane)") }
        }
    }

    /// Each lane's lines: its label, then its latest release's figures (the reference's: its
    /// samples and release).
    var captions: [[String]] {
        var lines = captionLines.lines(by: frame)
        if let index = referenceLaneIndex, let referenceLane {
            lines[index] = Array(lines[index].prefix(1)) + referenceLane.figures
        }
        return lines
    }
}
