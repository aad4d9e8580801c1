import FloatingPanel
import Foundation
import TestSupport
import PanelConfig
import PanelScene
import PlatformModels
import XCTest

@testable import Sandbox

/// The compare view (`M`) on the lanes of the scene's compare lanes file, in the real window on
/// a copy of the shipped `Configs/`: the file's lanes, their live reload (a good save opens the
/// view on the new lanes, a broken one shows its error and keeps the last good lanes), and `W`
/// saving every lane the view shows.
final class CompareLanesWindowTests: XCTestCase {
    private var root = ""

    private static let softAndCompose = #"""
        { "lanes": [ { "label": "soft", "values": { "springResponseTime": 0.6 } }, { "platform": "compose" } ] }
        """#
    private static let threeLanes = #"""
        { "lanes": [
            { "values": { "springResponseTime": 0.3 } },
            { "values": { "springResponseTime": 0.5 } },
            { "label": "half lower", "values": { "anchors.half.fractionalInset": 0.4 } } ] }
        """#
    /// Line 2 misspells the value's name.
    private static let misspelled = #"""
        { "lanes": [
            { "values": { "springRespons": 0.3 } } ] }
        """#

    override func setUpWithError() throws {
        let configs = Repository.root.appendingPathComponent("Configs")
        root = FileManager.default.temporaryDirectory.appendingPathComponent("compare-lanes-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: configs.path, toPath: root)
        try write(
            "fling.json",
            #"""
            { "scene": "scene.json", "steps": [
                { "advance": 0.1 },
                { "drag": { "panel": "search", "translation": -300, "duration": 0.25, "velocity": -1200 } },
                { "advance": 0.8 } ] }
            """#)
        try write("lanes.json", Self.softAndCompose)
        let scene = try String(contentsOfFile: root + "/scene.json", encoding: .utf8)
        try write(
            "scene.json",
            scene.replacingOccurrences(
                of: #""background": "map","#, with: #""background": "map", "compareLanes": "lanes.json","#))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func write(_ name: String, _ text: String) throws {
        try text.write(toFile: root + "/" + name, atomically: false, encoding: .utf8)
    }

    private func lanes(_ text: String) throws -> CompareLanes {
        let scene = try ConfigLoader.loadScene(path: root + "/scene.json")
        return try ConfigLoader.loadCompareLanes(
            path: root + "/lanes.json", scenePath: root + "/scene.json", scene: scene,
            files: ConfigFileReader.disk.overriding(root + "/lanes.json", with: Data(text.utf8)))
    }

    func test_the_view_plays_the_files_lanes_and_follows_its_saves_keeping_the_last_good_lanes_when_broken() throws {
        var first: WindowCompare?
        var reloaded: WindowCompare?
        var framesIntoReloaded: Int?
        var errors: [String] = []
        var keptWhileBroken: WindowCompare?
        var afterFix: WindowCompare?
        var step = 0
        _ = try runWindow(
            root + "/scene.json", maximumFrames: 1500, options: { $0.replayPath = self.root + "/fling.json" },
            script: { app, _ in
                switch step {
                case 0:
                    ScriptedInput.type("m")
                case 1:
                    first = app.playback.compare
                    guard first != nil else { return true }
                    try! self.write("lanes.json", Self.threeLanes)
                case 2:
                    // Waits, frame by frame, for the save's reload to reopen the view.
                    guard let compare = app.playback.compare, compare !== first else { return false }
                    reloaded = compare
                    framesIntoReloaded = compare.frame
                    try! self.write("lanes.json", Self.misspelled)
                case 3:
                    guard !app.session.live.errors.isEmpty else { return false }
                    errors = app.session.bannerErrors
                    keptWhileBroken = app.playback.compare
                    try! self.write("lanes.json", Self.softAndCompose)
                case 4:
                    guard app.session.live.errors.isEmpty, let compare = app.playback.compare, compare !== reloaded
                    else { return false }
                    afterFix = compare
                    return true
                default:
                    return true
                }
                step += 1
                return false
            })
        // The file's lanes: lane 0 the scene as is, its FloatingPanel lane, then Compose's.
        let opened = try XCTUnwrap(first)
        XCTAssertNil(opened.value, "no values card needed")
        XCTAssertEqual(opened.lanes.map(\.label), ["as is", "soft"])
        XCTAssertEqual(opened.platformLanes.map(\.platform), [.compose])
        XCTAssertEqual(opened.captions.map { $0[0] }, ["0 · as is", "1 · soft", "2 · Compose"])
        // Its figures are `compare --lanes`'s for the same file.
        let expected = try CompareLane.lanes(scenarioPath: root + "/fling.json", file: lanes(Self.softAndCompose))
        let runs =
            expected.map { LaneRun(scenario: $0.scenario) } + [
                try LaneRun(scenario: expected[0].scenario, platform: .compose)
            ]
        XCTAssertEqual(opened.rows, CompareRow.rows(runs))
        XCTAssertEqual(opened.rows.map(\.lane), [0, 1, 2])

        // A save with other lanes opens the view on them, from the recording's start.
        let next = try XCTUnwrap(reloaded)
        XCTAssertEqual(next.lanesFile, try lanes(Self.threeLanes))
        XCTAssertEqual(
            next.captions.map { $0[0] },
            ["0 · as is", "1 · springResponseTime=0.3", "2 · springResponseTime=0.5", "3 · half lower"])
        XCTAssertTrue(next.platformLanes.isEmpty)
        XCTAssertLessThanOrEqual(framesIntoReloaded ?? .max, 1, "played from the first frame")

        // A broken save: its located error in the banner, the last good lanes still shown.
        XCTAssertEqual(
            errors,
            [
                root
                    + "/lanes.json:2:19: error: panel 'search' has no value 'springRespons'; did you mean 'springResponseTime'?"
            ])
        XCTAssertTrue(keptWhileBroken === next, "the view keeps the last good lanes")

        // The fix clears the banner and brings its lanes.
        XCTAssertEqual(try XCTUnwrap(afterFix).lanes.map(\.label), ["as is", "soft"])
    }

    func test_w_saves_every_lane_the_view_shows_the_platform_lanes_too() throws {
        var compare: WindowCompare?
        var step = 0
        _ = try runWindow(
            root + "/scene.json", maximumFrames: 600, options: { $0.replayPath = self.root + "/fling.json" },
            script: { app, _ in
                step += 1
                switch step {
                case 1: ScriptedInput.type("m")
                case 2:
                    compare = app.playback.compare
                    ScriptedInput.type("w")
                case 3: return true
                default: break
                }
                return false
            })
        let shown = try XCTUnwrap(compare)
        XCTAssertEqual(shown.laneCount, 3)
        let decoded = try decodeGIF(root + "/fling.gif")
        // The view's three lanes — as is, soft, Compose — in the grid `render` draws for three.
        let grid = CompareGrid(count: 3, container: shown.lanes[0].scenario.scene.container.size)
        XCTAssertEqual(decoded.width, Int(grid.size.width.rounded()))
        XCTAssertEqual(decoded.height, Int(grid.size.height.rounded()))
        let frames = LaneRun(scenario: shown.lanes[0].scenario).frameCount
        XCTAssertEqual(decoded.frames.count, frames)
        XCTAssertEqual(shown.platformLanes[0].run.frameCount, frames, "the platform lane plays as long")
    }

    func test_clicking_a_files_lane_of_one_value_adopts_it_and_a_lane_of_two_is_not_written() throws {
        try write(
            "lanes.json",
            #"""
            { "lanes": [
                { "label": "soft", "values": { "springResponseTime": 0.6 } },
                { "values": { "springResponseTime": 0.3, "springDecelerationRate": 0.99 } } ] }
            """#)
        let behaviorPath = root + "/behaviors/default.json"
        let original = try String(contentsOfFile: behaviorPath, encoding: .utf8)
        var afterTwoValueClick: String?
        var openAfterTwoValueClick = false
        var afterClick: String?
        var afterUndo: String?
        _ = try runWindowSteps(
            root + "/scene.json", maximumFrames: 300, options: { $0.replayPath = self.root + "/fling.json" },
            script: { app, step in
                switch step {
                case 1: ScriptedInput.type("m")
                case 2: app.clickCompareLane(2)
                case 3:
                    afterTwoValueClick = try? String(contentsOfFile: behaviorPath, encoding: .utf8)
                    openAfterTwoValueClick = app.playback.compare != nil
                    app.clickCompareLane(1)
                case 4:
                    afterClick = try? String(contentsOfFile: behaviorPath, encoding: .utf8)
                    ScriptedInput.press(.z, modifiers: .control)
                case 5:
                    afterUndo = try? String(contentsOfFile: behaviorPath, encoding: .utf8)
                    return true
                default:
                    break
                }
                return false
            })
        XCTAssertEqual(afterTwoValueClick, original, "a lane of two values is not written")
        XCTAssertTrue(openAfterTwoValueClick, "and the view stays open")
        XCTAssertEqual(
            afterClick,
            original.replacingOccurrences(of: "\"springResponseTime\": 0.4,", with: "\"springResponseTime\": 0.6,"),
            "no values card opened, yet the lane's one value is written")
        XCTAssertEqual(afterUndo, original, "Ctrl+Z restores the bytes")
    }
}
