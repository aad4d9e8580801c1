import FloatingPanel
import Foundation
import PanelConfig
import PanelExport
import PanelPlatforms
import PanelScene
import PlatformModels
import TestSupport
import XCTest

@testable import Sandbox

/// The compare view (`M`) in the real window on a copy of the shipped `Configs/`: the lanes of
/// the values card's selected value, their figures, a click that adopts a lane and its undo.
final class CompareWindowTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = try configsWithFling(named: "compare-window")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func behavior() -> String { defaultBehavior(in: root) }

    func test_a_save_that_changes_the_refresh_rate_reclocks_only_the_live_scene_not_the_open_lanes() throws {
        var rates: [String: Double] = [:]
        let scenePath = root + "/scene.json"
        _ = try runWindowSteps(
            scenePath, maximumFrames: 400, options: { $0.replayPath = self.root + "/fling.json" },
            script: { app, step in
                switch step {
                case 1: ScriptedInput.type("v")
                case 2: ScriptedInput.type("m")
                case 3:
                    guard app.playback.compare != nil else { return true }
                    rates["lanes"] = app.playback.stepRate
                    let text = String(decoding: FileManager.default.contents(atPath: scenePath)!, as: UTF8.self)
                    let faster = text.replacingOccurrences(
                        of: "{", with: #"{ "refreshRate": 120,"#, range: text.range(of: "{"))
                    try? Data(faster.utf8).write(to: URL(fileURLWithPath: scenePath))
                default:
                    guard app.session.live.runtime.scene.refreshRate == 120 else { return step > 150 }
                    guard rates["lanesAfterSave"] != nil else {
                        rates["lanesAfterSave"] = app.playback.stepRate
                        ScriptedInput.type("m")
                        return false
                    }
                    rates["live"] = app.playback.stepRate
                    return true
                }
                return false
            })
        XCTAssertEqual(rates["lanes"], 60, "the recording's rate")
        XCTAssertEqual(rates["lanesAfterSave"], 60, "the open lanes keep their recording's clock")
        XCTAssertEqual(rates["live"], 120, "closed, the window steps at the scene's new rate")
    }

    func test_lanes_show_compare_figures_and_a_click_adopts_one_as_one_undo_step() throws {
        let original = behavior()
        var compare: WindowCompare?
        var afterClick: String?
        var responseAfterClick: CGFloat?
        var afterUndo: String?
        var undoEntries: Int?
        let app = try runWindowSteps(
            root + "/scene.json", maximumFrames: 300, options: { $0.replayPath = self.root + "/fling.json" },
            script: { app, step in
                switch step {
                case 1: ScriptedInput.type("v")
                case 2: ScriptedInput.type("m")
                case 3:
                    compare = app.playback.compare
                    guard compare != nil else { return true }
                    // Lane 2 (one coarse step below): its container's middle.
                    app.clickCompareLane(2)
                case 4:
                    afterClick = self.behavior()
                    responseAfterClick = app.runtime.panels[0].config.behavior.springResponseTime
                    undoEntries = app.sideBar.valueTuner?.history.undoStack.count
                    ScriptedInput.press(.z, modifiers: .control)
                case 5:
                    afterUndo = self.behavior()
                    return true
                default:
                    break
                }
                return false
            })
        let lanes = try XCTUnwrap(compare)
        XCTAssertEqual(lanes.value?.name, "springResponseTime")
        // 0.4 ± one and two coarse steps of 0.01 × 10.
        XCTAssertEqual(lanes.settings, [nil, .number(0.2), .number(0.3), .number(0.5), .number(0.6)])
        XCTAssertEqual(
            lanes.lanes.map(\.label).dropFirst(),
            [
                "search:springResponseTime=0.2", "search:springResponseTime=0.3", "search:springResponseTime=0.5",
                "search:springResponseTime=0.6",
            ])
        // The figures under the lanes are `compare`'s for the same lanes.
        var output = ""
        let expected = try CompareLane.lanes(
            scenarioPath: root + "/fling.json",
            variations: [ValueVariation.parse("search:springResponseTime=0.2,0.3,0.5,0.6")])
        output = CompareRow.rows(expected.map { LaneRun(scenario: $0.scenario) }).map(\.jsonLine).joined(
            separator: "\n")
        XCTAssertEqual(lanes.rows.map(\.jsonLine).joined(separator: "\n"), output)
        XCTAssertEqual(lanes.rows.count, 5)
        XCTAssertEqual(lanes.rows.map(\.targetState), Array(repeating: "full", count: 5))

        XCTAssertEqual(
            afterClick,
            original.replacingOccurrences(of: "\"springResponseTime\": 0.4,", with: "\"springResponseTime\": 0.3,"))
        XCTAssertEqual(responseAfterClick, 0.3, "applied at once")
        XCTAssertEqual(undoEntries, 1, "one undo step")
        XCTAssertNil(app.playback.compare, "adopting closes the view")
        XCTAssertEqual(afterUndo, original, "Ctrl+Z restores the bytes")
    }

    func test_platform_ghosts_shown_add_their_platforms_lanes_with_compares_figures() throws {
        var compare: WindowCompare?
        var clickMessage: String?
        _ = try runWindowSteps(
            root + "/scene.json", maximumFrames: 300, options: { $0.replayPath = self.root + "/fling.json" },
            script: { app, step in
                switch step {
                // P four times: all three platforms' ghosts.
                case 1...4: ScriptedInput.type("p")
                case 5: ScriptedInput.type("v")
                case 6: ScriptedInput.type("m")
                case 7:
                    compare = app.playback.compare
                    guard compare != nil else { return true }
                    // The Compose lane (6): shown, not adopted.
                    app.clickCompareLane(6)
                case 8:
                    clickMessage = app.playback.compare == nil ? nil : "still open"
                    return true
                default:
                    break
                }
                return false
            })
        let lanes = try XCTUnwrap(compare)
        XCTAssertEqual(lanes.laneCount, 8)
        XCTAssertEqual(lanes.platformLanes.map(\.platform), [.material, .compose, .vaul])
        XCTAssertEqual(lanes.captions.map { $0[0] }.suffix(3), ["5 · Material", "6 · Compose", "7 · vaul"])
        XCTAssertEqual(clickMessage, "still open", "a platform lane is not adopted")
        // The figures are `compare --platform`'s for the same lanes.
        let expected = try CompareLane.lanes(
            scenarioPath: root + "/fling.json",
            variations: [ValueVariation.parse("search:springResponseTime=0.2,0.3,0.5,0.6")])
        let runs =
            try expected.map { LaneRun(scenario: $0.scenario) }
            + [.material, .compose, .vaul].map { try LaneRun(scenario: expected[0].scenario, platform: $0) }
        XCTAssertEqual(lanes.rows, CompareRow.rows(runs))
        XCTAssertEqual(lanes.rows.map(\.lane), [0, 1, 2, 3, 4, 5, 6, 7])
        XCTAssertEqual(lanes.rows.map(\.targetState), Array(repeating: "full", count: 8))
        // The plot overlays every lane's path, one colour a lane; a platform lane's is its model's.
        let series = lanes.plotSeries(panel: "search")
        XCTAssertEqual(series.map(\.name), ["0", "1", "2", "3", "4", "5", "6", "7"])
        XCTAssertEqual(Set(series.map(\.color)).count, 8)
        let material = lanes.platformLanes[0]
        XCTAssertEqual(series[5].buffer.samples.last?.location, material.run.paths["search"]?[material.frame])
    }

    /// A gesture recorded with the mouse (pointer steps) plays on the platform lanes too, each
    /// model dragged from where FloatingPanel's pan begins.
    func test_a_recorded_gesture_plays_on_the_platform_lanes() throws {
        let recording = try recordFling(scenePath: root + "/scene.json")
        var compare: WindowCompare?
        _ = try runWindowSteps(
            root + "/scene.json", maximumFrames: 200, options: { $0.replayPath = recording },
            script: { app, step in
                switch step {
                case 1...4: ScriptedInput.type("p")
                case 5: ScriptedInput.type("v")
                case 6: ScriptedInput.type("m")
                case 7:
                    compare = app.playback.compare
                    return true
                default: break
                }
                return false
            })
        let lanes = try XCTUnwrap(compare, "the compare view opened on the recording")
        XCTAssertEqual(lanes.platformLanes.map(\.platform), [.material, .compose, .vaul])
        let scenario = try ConfigLoader.loadScenario(path: recording)
        let engine = try XCTUnwrap(LaneRun(scenario: scenario).releases.first?.line)
        for platform in Platform.allCases {
            let run = try LaneRun(scenario: scenario, platform: platform)
            let release = try XCTUnwrap(run.releases.first?.line, "\(platform)")
            // The same release frame, from the same finger travel; Material's ViewDragHelper
            // moves the sheet by whole px per event, so its 7 moves may fall short by up to 7 px.
            XCTAssertEqual(release.frame, engine.frame, "\(platform)")
            let accuracy = platform == .material ? 7 / PlatformModelFactory.defaultDensity : 0.5
            XCTAssertEqual(Double(release.location), Double(engine.location), accuracy: accuracy, "\(platform)")
            XCTAssertEqual(Double(release.velocity), -1500, "\(platform)")
        }
        XCTAssertEqual(lanes.rows.suffix(3).map(\.targetState), ["full", "full", "full"])
    }

    /// A scene whose behavior uses the `spring` form, compared on a recording (its scene inline,
    /// the spring as rate and time): the card's `spring.response` varies the recording keeping ζ,
    /// and adopting a lane writes the `spring` form back.
    func test_the_spring_forms_response_varies_a_recording_and_is_adopted_in_the_spring_form() throws {
        let path = root + "/behaviors/default.json"
        let original = behavior().replacingOccurrences(
            of: "\"springDecelerationRate\": 0.991,\n  \"springResponseTime\": 0.4,",
            with: "\"spring\": { \"dampingRatio\": 0.576, \"response\": 0.4 },")
        XCTAssertTrue(original.contains("\"spring\": {"), original)
        try Data(original.utf8).write(to: URL(fileURLWithPath: path))
        let recording = try recordFling(scenePath: root + "/scene.json")
        XCTAssertTrue(
            String(decoding: try Data(contentsOf: URL(fileURLWithPath: recording)), as: UTF8.self).contains(
                "\"springResponseTime\": 0.4"), "the recording writes rate and time")
        var compare: WindowCompare?
        var afterClick: String?
        _ = try runWindowSteps(
            root + "/scene.json", maximumFrames: 300, options: { $0.replayPath = recording },
            script: { app, step in
                switch step {
                case 1: ScriptedInput.type("v")
                case 2: ScriptedInput.type("m")
                case 3:
                    compare = app.playback.compare
                    guard compare != nil else { return true }
                    app.clickCompareLane(2)
                case 4:
                    afterClick = self.behavior()
                    return true
                default:
                    break
                }
                return false
            })
        let lanes = try XCTUnwrap(compare, "the compare view opened on the recording")
        XCTAssertEqual(lanes.value?.name, "spring.response")
        XCTAssertEqual(lanes.settings, [nil, .number(0.2), .number(0.3), .number(0.5), .number(0.6)])
        let recorded = try XCTUnwrap(lanes.lanes[0].scenario.scene.panels.first?.behavior)
        let zeta = FloatingPanelSpringParameters.fastRelease(of: recorded).dampingRatio
        for (lane, response) in zip(lanes.lanes.dropFirst(), [0.2, 0.3, 0.5, 0.6]) {
            let behavior = try XCTUnwrap(lane.scenario.scene.panels.first?.behavior)
            XCTAssertEqual(Double(behavior.springResponseTime), response, lane.label)
            XCTAssertEqual(
                FloatingPanelSpringParameters.fastRelease(of: behavior).dampingRatio, zeta, accuracy: 1e-12, lane.label)
        }
        XCTAssertEqual(
            afterClick,
            original.replacingOccurrences(
                of: "\"response\": 0.4 }", with: "\"response\": 0.3 }"))
    }
}
