import FloatingPanel
import Foundation
import PanelScene
import XCTest

@testable import PanelConfig

/// What a trace holds: exact times and drag velocities, the events-only trace and the release
/// summaries (Docs/scenarios.md).
final class TraceContentTests: XCTestCase {
    /// The default bottom layout in a 390×844 container (safe area 47/34) at 3×: full 65,
    /// half 1286/3 ≈ 428.67, tip 741, hidden 944.
    private func scene(removal: Bool = false) -> ResolvedScene {
        let panel = ResolvedPanel(
            id: "main", layouts: [.bottomLayoutDefault], behavior: FloatingPanelCustomBehavior(),
            surfaceView: SurfaceView(), contentMode: .static, removalInteractionEnabled: removal,
            backdropTapToDismiss: false, contentSize: CGSize(width: 390, height: 320), scrollContentHeight: 0,
            content: PanelContent(title: "Test"))
        return ResolvedScene(
            path: "/tmp/test.json", name: "test",
            container: SceneContainer(
                size: CGSize(width: 390, height: 844), safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            displayScale: 3, background: .plain, panels: [panel], referencedFiles: [])
    }

    private let flingUpThenDown: [ScenarioStep] = [
        .advance(seconds: 0.5),
        .drag(panel: "main", translation: -300, duration: 0.25, velocity: -1200, at: .grabber),
        .advance(seconds: 1.0),
        .drag(panel: "main", translation: 250, duration: 0.25, velocity: nil, at: .grabber),
        .advance(seconds: 1.0),
    ]

    private func text(_ steps: [ScenarioStep], removal: Bool = false, _ content: TraceContent = .full) -> String {
        var text = ""
        Simulator(scenario: Scenario(scene: scene(removal: removal), fps: 60, steps: steps), content: content) {
            text += $0
        }.run()
        return text
    }

    private func objects(_ text: String) -> [[String: Any]] {
        text.split(separator: "\n").map {
            try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
        }
    }

    func test_times_are_frame_index_over_fps_so_frame_12_prints_as_0_2() {
        let trace = text([.advance(seconds: 0.5)])
        XCTAssertTrue(trace.contains(#"{"t": 0.2, "panel": "main""#), "frame 12 of 60 fps")
        XCTAssertFalse(trace.contains("0.19999999999999998"))
        let frameTimes = trace.split(separator: "\n").filter { $0.hasPrefix(#"{"t": "#) && $0.contains(#""x": "#) }.map
        {
            $0.dropFirst(#"{"t": "#.count).prefix { $0 != "," }
        }
        XCTAssertEqual(frameTimes, (0...30).map { "\(Double($0) / 60)"[...] })
    }

    func test_drag_velocities_carry_no_rounding_drift() {
        let frames = objects(text(flingUpThenDown)).filter { $0["dragging"] as? Bool == true }
        // The 15th frame of each drag releases it, so its line is no longer dragging.
        XCTAssertEqual(frames.count, 28)
        // -300 pt in 15 frames of 1/60 s, then 250 pt in 15 frames: 16.67 pt a frame, which no
        // binary number holds exactly, still prints as 1000.
        XCTAssertEqual(
            frames.map { $0["v"] as! Double }, Array(repeating: -1200, count: 14) + Array(repeating: 1000, count: 14))
        XCTAssertEqual(frames[13]["y"] as! Double, 1286.0 / 3 - 280, accuracy: 1e-9)
    }

    func test_events_only_is_the_event_lines_and_the_end_line_of_the_full_trace() {
        let full = text(flingUpThenDown).split(separator: "\n")
        let eventsOnly = text(flingUpThenDown, .events).split(separator: "\n")
        XCTAssertEqual(eventsOnly, full.filter { $0.contains(#""event": "#) })
        XCTAssertEqual(eventsOnly.count, 1 + 6 + 6 + 1, "didChangeState(half), two drags' six events, end")
        XCTAssertEqual(eventsOnly.last?.hasPrefix(#"{"event": "end", "t": 3.0"#), true)
    }

    func test_summary_has_one_line_per_release_with_projection_overshoot_and_settle_time() throws {
        let lines = objects(text(flingUpThenDown, .releases))
        XCTAssertEqual(lines.count, 3)
        let up = lines[0]
        XCTAssertEqual(up["event"] as? String, "release")
        XCTAssertEqual(up["t"] as? Double, 0.75)
        XCTAssertEqual(up["location"] as! Double, 1286.0 / 3 - 300, accuracy: 1e-9)
        XCTAssertEqual(up["velocity"] as? Double, -1200)
        // 0.998 projects 1200 pt/s 598.8 pt further (Docs/engine.md §7.6).
        XCTAssertEqual(up["projection"] as! Double, 1286.0 / 3 - 300 - 598.8, accuracy: 1e-9)
        XCTAssertEqual(up["targetState"] as? String, "full")
        XCTAssertEqual(up["target"] as? Double, 65)
        XCTAssertEqual(up["removed"] as? Bool, false)
        // The fast release springs with ζ ≈ 0.58 and swings 8.2 pt above full.
        XCTAssertEqual(up["peakOvershoot"] as! Double, 8.2223, accuracy: 1e-4)
        XCTAssertEqual(up["settleTime"] as? Double, 0.4, "24 frames")

        let down = lines[1]
        XCTAssertEqual(down["t"] as? Double, 2.0)
        XCTAssertEqual(down["location"] as? Double, 315)
        XCTAssertEqual(down["velocity"] as? Double, 1000)
        XCTAssertEqual(down["projection"] as! Double, 315 + 499, accuracy: 1e-9)
        XCTAssertEqual(down["targetState"] as? String, "half", "a fling cannot skip half without projection")
        XCTAssertEqual(down["target"] as! Double, 1286.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(down["peakOvershoot"] as! Double, 4.8573, accuracy: 1e-4)
        let settle = try XCTUnwrap(down["settleTime"] as? Double)
        XCTAssertGreaterThan(settle, 0)
        XCTAssertEqual(settle * 60, (settle * 60).rounded(), accuracy: 1e-9, "a whole number of frames")
        XCTAssertEqual(lines[2]["event"] as? String, "end")
    }

    func test_summary_of_a_release_the_removal_gesture_dismisses() {
        let lines = objects(
            text(
                [
                    .drag(panel: "main", translation: 100, duration: 0.1, velocity: 3000, at: .grabber),
                    .advance(seconds: 1),
                ],
                removal: true, .releases))
        XCTAssertEqual(lines.count, 2)
        let release = lines[0]
        XCTAssertEqual(release["t"] as? Double, 0.1)
        XCTAssertEqual(release["location"] as! Double, 1286.0 / 3 + 100, accuracy: 1e-9)
        XCTAssertEqual(release["velocity"] as? Double, 3000)
        XCTAssertEqual(release["targetState"] as? String, "hidden")
        XCTAssertEqual(release["target"] as? Double, 944)
        XCTAssertEqual(release["removed"] as? Bool, true)
        XCTAssertEqual(release["peakOvershoot"] as? Double, 0)
        XCTAssertEqual(release["settleTime"] as! Double, 22.0 / 60, accuracy: 1e-12)
    }

    func test_a_release_caught_again_before_it_settles_has_no_settle_time() {
        let lines = objects(
            text(
                [
                    .drag(panel: "main", translation: -300, duration: 0.25, velocity: -1200, at: .grabber),
                    .advance(seconds: 0.1),
                    .drag(panel: "main", translation: 0, duration: 0.1, velocity: 0, at: .grabber),
                    .advance(seconds: 1),
                ], .releases))
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines[0]["settleTime"] is NSNull)
        XCTAssertEqual(lines[1]["t"] as? Double, 0.45)
        XCTAssertNotNil(lines[1]["settleTime"] as? Double)
    }

    /// Every id is written as the scene spells it, byte for byte, even two that compare equal as
    /// Swift strings (one composed, one decomposed).
    func test_ids_are_written_byte_for_byte() {
        var scene = scene()
        scene.panels[0].id = "caf\u{E9}"
        var decomposed = scene.panels[0]
        decomposed.id = "cafe\u{301}"
        scene.panels.append(decomposed)
        var trace = ""
        Simulator(scenario: Scenario(scene: scene, fps: 60, steps: [.frames(1)]), content: .frames) { trace += $0 }
            .run()
        let bytes = Array(trace.utf8)
        for id in ["caf\u{E9}", "cafe\u{301}"] {
            let field = Array(#"{"t": 0.0, "panel": "\#(id)""#.utf8)
            XCTAssertTrue(
                bytes.indices.contains { bytes[$0...].starts(with: field) },
                "the frame line of \(id.unicodeScalars.count) scalars")
        }
    }
}
