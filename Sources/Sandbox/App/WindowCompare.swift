import FloatingPanel
import Foundation
import PanelConfig
import PanelExport
import PanelScene
import PlatformModels

/// The compare view (`M`): one recorded gesture replayed on up to 9 lanes side by side, each a
/// variant of the scene — the lanes of the scene's compare lanes file, else the values card's
/// selected value at settings around its own — with the stop, overshoot, settle time and
/// distance from lane 0 under each (the figures `compare` prints for the same lanes).
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
    /// The platform lanes, after the FloatingPanel lanes.
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
        scenarioPath: String, catalog: ValueCatalog, valueIndex index: Int, platforms: [Platform] = []
    ) throws {
        let value = catalog.values[index]
        var settings: [TunableSetting] = []
        for steps in Self.laneSteps {
            let setting = catalog.stepped(index, steps: steps, scale: .coarse)
            if setting != value.setting, !settings.contains(setting) { settings.append(setting) }
        }
        try self.init(
            scenarioPath: scenarioPath, catalog: catalog, valueIndex: index, settings: settings, platforms: platforms)
    }

    /// Lanes of `scenarioPath`: the scene as is, then value `index` of `catalog` at each of `settings`.
    /// Then one lane per platform in `platforms`, played by its model (`compare --platform`).
    convenience init(
        scenarioPath: String, catalog: ValueCatalog, valueIndex index: Int, settings: [TunableSetting],
        platforms: [Platform] = []
    ) throws {
        let value = catalog.values[index]
        let variation = ValueVariation(panel: catalog.panelID, name: value.name, texts: settings.map(\.argumentText))
        try self.init(
            scenarioPath: scenarioPath,
            lanes: CompareLane.lanes(scenarioPath: scenarioPath, variations: settings.isEmpty ? [] : [variation]),
            platforms: platforms, value: value, settings: [nil] + settings, lanesFile: nil)
    }

    /// Lanes of `scenarioPath` as `file` lists them, read through `files`: the scene as is, the
    /// file's FloatingPanel lanes, its platform lanes, then those of `platforms` it does not list.
    convenience init(
        scenarioPath: String, file: CompareLanes, platforms: [Platform] = [], files: ConfigFileReader = .disk
    ) throws {
        let listed = file.platforms.compactMap(Platform.init(rawValue:))
        try self.init(
            scenarioPath: scenarioPath, lanes: CompareLane.lanes(scenarioPath: scenarioPath, file: file, files: files),
            platforms: listed + platforms.filter { !listed.contains($0) }, value: nil, settings: [], lanesFile: file)
    }

    private init(
        scenarioPath: String, lanes: [CompareLane], platforms: [Platform], value: TunableValue?,
        settings: [TunableSetting?], lanesFile: CompareLanes?
    ) throws {
        let total = lanes.count + platforms.count
        guard total <= CompareLane.maximumCount else {
            throw CompareLane.SetupError(
                description:
                    "error: \(lanes.count) FloatingPanel lanes and \(platforms.count) platform lanes make \(total); a compare run holds at most \(CompareLane.maximumCount) lanes, so show fewer platforms (P)"
            )
        }
        self.lanes = lanes
        self.scenarioPath = scenarioPath
        self.value = value
        self.settings = settings
        self.lanesFile = lanesFile
        fps = lanes[0].scenario.fps
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
        // Each lane's number and setting (the value's name is in the message) or its label in the
        // lanes file.
        let labels = (0..<(lanes.count + platforms.count)).map { lane in
            let label =
                lane >= lanes.count
                ? platforms[lane - lanes.count].displayName
                : lanesFile != nil ? lanes[lane].label : settings[lane].map { "= \($0.displayText)" } ?? "as is"
            return "\(lane) · \(label)"
        }
        captionLines = CompareCaptions(
            labels: labels, rows: rows, releaseFrames: runs.map { $0.releases.map(\.line.frame) })
        plots = Array(repeating: [:], count: laneCount)
        recordPlots()
    }

    /// Each lane's scene at run time, what the view draws.
    var runtimes: [SceneRuntime] { players.map(\.runtime) + platformLanes.map(\.runtime) }

    /// All lanes, the platform lanes included.
    var laneCount: Int { lanes.count + platformLanes.count }

    /// Whether every lane has played every step.
    var isFinished: Bool { players.allSatisfy(\.isFinished) && platformLanes.allSatisfy(\.isFinished) }

    /// Plays the next frame of every lane.
    func advanceFrame() {
        guard !isFinished else { return }
        for player in players { player.advanceFrame() }
        for lane in platformLanes { lane.advanceFrame() }
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

    /// Each lane's lines: its label, then its latest release's figures.
    var captions: [[String]] { captionLines.lines(by: frame) }
}

extension TunableSetting {
    /// The setting as `--vary` takes it: a number's shortest text, true/false, a choice's name.
    var argumentText: String {
        switch self {
        case .number(let number): return TunableNumber.text(number)
        case .boolean(let flag): return flag ? "true" : "false"
        case .choice(let name): return name
        }
    }
}
