import CSDL2
import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import XCTest

@testable import Sandbox

/// Record, replay and A/B in the real window (SDL's offscreen driver, one engine step per frame): `C` records
/// into `recordings/` beside the scene what `simulate` then replays frame for frame, `--replay`
/// ends where `simulate` ends, and `--compare` plays both scenes.
final class RecordingWindowTests: XCTestCase {
    func test_C_records_a_fling_into_recordings_and_simulate_gives_the_windows_frames() throws {
        let folder = try SceneFolder()
        var windowY: [Int: Double] = [:]
        var grabber = CGPoint.zero
        let app = try runWindow(folder.scenePath) { app, frame in
            if let recording = app.playback.recording {
                windowY[recording.frame] = Double(app.runtime.panels[0].controller.surfaceLocation.y)
            }
            switch frame {
            case 1: ScriptedInput.type("c")
            case 3:
                XCTAssertNotNil(app.playback.recording, "C started a recording")
                grabber = app.grabberPoint(of: app.runtime.panels[0].controller)
                ScriptedInput.mouseDown(at: grabber)
            case 4...12: ScriptedInput.mouseDrag(to: CGPoint(x: grabber.x, y: grabber.y - CGFloat(frame - 3) * 25))
            case 13: ScriptedInput.mouseUp(at: CGPoint(x: grabber.x, y: grabber.y - 225))
            case 90: ScriptedInput.type("c")
            default: break
            }
            return app.playback.lastRecordingPath != nil
        }
        let path = try XCTUnwrap(app.playback.lastRecordingPath)
        XCTAssertTrue(path.hasPrefix(folder.root + "/recordings/scene-"), path)
        XCTAssertTrue(app.sideBar.message?.text.contains(path) ?? false, "the path is shown")

        let scenario = try ConfigLoader.loadScenario(path: path)
        XCTAssertTrue(scenario.steps.contains { if case .pointer = $0 { true } else { false } }, "the drag")
        let simulated = Self.traceY(of: scenario)
        XCTAssertEqual(simulated.count - 1, windowY.keys.max(), "one trace frame per engine step recorded")
        XCTAssertGreaterThan(Set(windowY.values).count, 20, "the panel moved")
        for (frame, y) in windowY.sorted(by: { $0.key < $1.key }) where y.bitPattern != simulated[frame].bitPattern {
            return XCTFail("frame \(frame): the window had y \(y), simulate \(simulated[frame])")
        }
    }

    func test_replay_plays_the_scenario_frame_for_frame_and_ends_where_simulate_ends() throws {
        let folder = try SceneFolder()
        let path = try recordFling(scenePath: folder.scenePath)
        let simulated = Self.traceY(of: try ConfigLoader.loadScenario(path: path))
        var played: [Double] = []
        let app = try runWindow(
            folder.scenePath, options: { $0.replayPath = path },
            script: { app, _ in
                let replay = try! XCTUnwrap(app.playback.replay)
                played.append(Double(app.runtime.panels[0].controller.surfaceLocation.y))
                return replay.isFinished
            })
        XCTAssertEqual(played.count, simulated.count - 1)
        XCTAssertEqual(played.map(\.bitPattern), simulated.dropFirst().map(\.bitPattern))
        XCTAssertEqual(app.runtime.panels[0].controller.state, .full, "the fling")
    }

    func test_compare_plays_both_scenes_BAs_the_ghost() throws {
        let folder = try SceneFolder()
        let path = try recordFling(scenePath: folder.scenePath)
        // The same layout, so the recorded touch lands on B's grabber too; a slow, bouncy spring.
        try folder.write("soft.json", #"{ "springDecelerationRate": 0.995, "springResponseTime": 0.8 }"#)
        try folder.write(
            "scenes/soft.json",
            SceneFolder.scene(
                name: "Soft", container: #"{ "width": 360, "height": 700 }"#, layout: "../layouts/main.json",
                extra: #""behavior": "../soft.json","#))
        var framesApart = 0
        let app = try runWindow(
            folder.scenePath,
            options: {
                $0.replayPath = path
                $0.compareScenePath = folder.path("scenes/soft.json")
            },
            script: { app, frame in
                if frame == 1 { ScriptedInput.type("g") }
                let replay = app.playback.replay!
                if replay.runtime.panels[0].controller.surfaceLocation
                    != replay.ghost?.panels[0].controller.surfaceLocation
                {
                    framesApart += 1
                }
                return replay.isFinished
            })
        let replay = try XCTUnwrap(app.playback.replay)
        let ghost = try XCTUnwrap(replay.ghost)
        XCTAssertEqual(ghost.container, replay.runtime.container, "B plays in A's container")
        XCTAssertGreaterThan(framesApart, 10, "the same fling, two springs")
        XCTAssertEqual([replay.runtime.panels[0].controller.state, ghost.panels[0].controller.state], [.full, .full])
        XCTAssertFalse(replay.ghostPlot.samples.isEmpty, "B's series in the live plot")
    }

    func test_B_without_a_recording_or_a_drag_says_so_on_screen() throws {
        let folder = try SceneFolder()
        let app = try runWindow(folder.scenePath) { _, frame in
            if frame == 1 { ScriptedInput.type("b") }
            return frame == 3
        }
        XCTAssertNil(app.playback.replay)
        XCTAssertTrue(
            app.sideBar.message?.text.hasPrefix("No gesture yet: drag a panel (or C records one") ?? false,
            "\(String(describing: app.sideBar.message))")
    }

    // MARK: - Helpers

    /// A fling up from the grabber recorded on the scene's own runtime and saved beside it.
    /// The main panel's `y` in each frame line of `simulate`'s trace of `scenario`.
    private static func traceY(of scenario: Scenario) -> [Double] {
        var trace = ""
        Simulator(scenario: scenario) { trace += $0 }.run()
        return trace.split(separator: "\n").filter { !$0.contains("\"event\"") && $0.contains("\"y\": ") }.map {
            Double($0.components(separatedBy: "\"y\": ")[1].prefix { $0 != "," && $0 != "}" })!
        }
    }
}
