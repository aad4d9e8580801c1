import FloatingPanel
import Foundation
import PanelConfig
import PanelExport
import PanelReference
import PanelScene
import TestSupport
import XCTest

@testable import Sandbox

/// The reference motion in the window (Docs/reference.md "In the window"): its ghost lane in the
/// compare view, `F`'s fitted lane with `fit --to`'s values, a click that adopts them as one undo
/// step, and a dropped file that is no reference.
final class ReferenceWindowTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = try configsWithFling(named: "reference-window")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func behavior() -> String { defaultBehavior(in: root) }

    /// The fling played with a stiffer, bouncier spring, written as a `t,y` trace of the search panel.
    private func writeTrace() throws -> String {
        let lane = try CompareLane.lanes(
            scenarioPath: root + "/fling.json",
            variations: [
                ValueVariation.parse("search:springResponseTime=0.25"),
                ValueVariation.parse("search:springDecelerationRate=0.985"),
            ])[1]
        let run = LaneRun(scenario: lane.scenario)
        let path = try XCTUnwrap(run.paths["search"])
        let text = "t,y\n" + path.enumerated().map { "\(Double($0) / 60),\(Double($1))\n" }.joined()
        let file = root + "/trace.csv"
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    func test_the_reference_lane_the_fitted_lane_and_its_adoption_as_one_undo_step() throws {
        let trace = try writeTrace()
        let original = behavior()
        var laneYs: [(shown: Double, reference: Double)] = []
        var fitted: WindowCompare?
        var afterClick: String?
        var undoEntries: Int?
        var afterUndo: String?
        // Steps that wait for work on another thread do not count.
        var stage = 0
        _ = try runWindowSteps(
            root + "/scene.json", maximumFrames: 2000,
            options: {
                $0.replayPath = self.root + "/fling.json"
                $0.referencePath = trace
            },
            script: { app, step in
                stage += 1
                switch stage {
                case 1:
                    guard app.reference.current != nil else {
                        stage -= 1
                        return step > 500
                    }
                    ScriptedInput.type("m")
                case 2...12:
                    guard let lane = app.playback.compare?.referenceLane else { return true }
                    let panel = lane.runtime.panels.first { $0.id == "search" }!.controller
                    laneYs.append(
                        (
                            Double(panel.position.mainLocation(panel.surfaceLocation)),
                            lane.reference.y(at: lane.referenceTime(atFrame: lane.frame))
                        ))
                    if stage == 12 { ScriptedInput.type("f") }
                case 13:
                    // The fit runs on a thread of its own; the view opens again with its lane.
                    guard let compare = app.playback.compare, let index = compare.fittedLane else {
                        stage -= 1
                        return step > 800
                    }
                    fitted = compare
                    app.clickCompareLane(index)
                case 14:
                    afterClick = self.behavior()
                    undoEntries = app.sideBar.valueTuner?.history.undoStack.count
                    ScriptedInput.press(.z, modifiers: .control)
                case 15:
                    afterUndo = self.behavior()
                    return true
                default:
                    break
                }
                return false
            })
        XCTAssertEqual(laneYs.count, 11)
        for (shown, reference) in laneYs { XCTAssertEqual(shown, reference, accuracy: 1e-9) }
        // The trace's own y: the lane shows the recorded samples at the aligned times.
        let motion = try ReferenceReader.read(path: trace, panel: nil, recording: RecordingOptions(containerWidth: 393))
        XCTAssertTrue(laneYs.contains { pair in motion.samples.contains { abs($0.y - pair.reference) < 1e-9 } })

        let compare = try XCTUnwrap(fitted, "F added the fitted lane")
        let fit = try XCTUnwrap(compare.referenceLane?.reference.fit)
        let scene = try ConfigLoader.loadScene(path: root + "/scene.json")
        let expected = try ReferenceFit(motion: motion, scene: scene, panel: "search")
        XCTAssertEqual(fit.values, expected.values, "fit --to's values")
        XCTAssertEqual(fit.meanPt, expected.meanPt, accuracy: 1e-12)
        XCTAssertEqual(compare.referenceLaneIndex, compare.lanes.count)
        XCTAssertEqual(compare.fittedLane, compare.lanes.count - 1)
        XCTAssertTrue(compare.captions[compare.lanes.count - 1][0].contains("springResponseTime="))
        XCTAssertTrue(compare.captions[compare.lanes.count][0].hasSuffix("reference: trace.csv"))

        let edit = try expected.edit(scenePath: root + "/scene.json", panelIDs: scene.panels.map(\.id))
        XCTAssertEqual(edit.changes.count, 1)
        XCTAssertEqual(
            afterClick, edit.changes.first.map { String(decoding: $0.after, as: UTF8.self) }, "fit --write's bytes")
        XCTAssertNotEqual(afterClick, original)
        XCTAssertEqual(undoEntries, 1, "one undo step")
        XCTAssertEqual(afterUndo, original, "Ctrl+Z restores the bytes")
    }

    func test_m_before_any_gesture_plays_the_references_own_releases() throws {
        let trace = try writeTrace()
        var compare: WindowCompare?
        var stage = 0
        _ = try runWindowSteps(
            root + "/scene.json", maximumFrames: 1500,
            options: { $0.referencePath = trace },
            script: { app, step in
                stage += 1
                switch stage {
                case 1:
                    guard app.reference.current != nil else {
                        stage -= 1
                        return step > 500
                    }
                    ScriptedInput.type("m")
                case 2:
                    compare = app.playback.compare
                    return true
                default:
                    break
                }
                return false
            })
        let opened = try XCTUnwrap(compare, "M opened the compare view on the reference's releases")
        let scenario = try String(contentsOfFile: opened.scenarioPath, encoding: .utf8)
        XCTAssertTrue(scenario.contains(#""drag": { "panel": "search""#), scenario)
        // The lane plays a release where the reference has one, from a drag as fast.
        let lane = try XCTUnwrap(opened.referenceLane)
        XCTAssertEqual(lane.reference.releases.count, 1)
        let run = LaneRun(scenario: opened.lanes[0].scenario)
        XCTAssertEqual(run.releases.filter { $0.panel == "search" }.count, 1)
    }

    func test_a_dropped_file_that_is_no_reference_says_why_and_the_scene_runs_on() throws {
        let picture = root + "/not-a-reference.bin"
        try Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2, 3, 0xFF, 0]).write(to: URL(fileURLWithPath: picture))
        var message: String?
        let app = try runWindowSteps(
            root + "/scene.json", maximumFrames: 1000,
            script: { app, step in
                switch step {
                case 1: ScriptedInput.dropFile(picture)
                default:
                    guard let text = app.sideBar.message?.text, text.hasPrefix("Reference not read") else {
                        return step > 400
                    }
                    message = text
                    ScriptedInput.type("2")
                    return true
                }
                return false
            })
        let text = try XCTUnwrap(message)
        XCTAssertTrue(text.contains(picture + ":1:1: error:"), text)
        XCTAssertNil(app.reference.current)
        XCTAssertFalse(app.runtime.panels.isEmpty, "the scene still runs")
        XCTAssertTrue(app.session.bannerLines.isEmpty)
    }
}
