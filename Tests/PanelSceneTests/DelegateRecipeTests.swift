import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import XCTest

/// The behavior keys that FloatingPanel apps write in their delegate, run by `simulate`: an
/// 390×844 container (safe area 47/34) at 3×, FloatingPanel's default layout: full at y 65,
/// half at 1286/3 (428.5 rounded to a third of a point), tip at 741, hidden at 944 (100 pt below the container).
final class DelegateRecipeTests: XCTestCase {
    private let full = 65.0
    private let half = 1286.0 / 3
    private let tip = 741.0
    private let hidden = 944.0

    private struct Trace {
        var lines: [[String: Any]]
        var frames: [[String: Any]] { lines.filter { $0["event"] == nil } }
        var events: [[String: Any]] { lines.filter { $0["event"] != nil && $0["event"] as? String != "end" } }
        var eventNames: [String] { events.compactMap { $0["event"] as? String } }
        func y(_ frame: Int) -> Double { frames[frame]["y"] as? Double ?? .nan }
        var lastY: Double { frames.last?["y"] as? Double ?? .nan }
        var lastState: String? { frames.last?["state"] as? String }
    }

    private func simulate(behavior: String, panel extra: String = "", steps: String) throws -> Trace {
        let text = """
            {
              "container": {"width": 390, "height": 844, "safeArea": {"top": 47, "bottom": 34}}, "displayScale": 3, "fps": 60,
              "panels": [{ "id": "main", "behavior": \(behavior)\(extra) }],
              "steps": [\(steps)]
            }
            """
        let scenario = try ConfigLoader.loadScenario(
            data: Data(text.utf8), path: "/tmp/recipes.json", files: .inMemory([:]))
        var output = ""
        Simulator(scenario: scenario) { output += $0 }.run()
        let lines = output.split(separator: "\n").map {
            try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
        }
        return Trace(lines: lines)
    }

    // MARK: - moveBoundary

    func test_a_drag_past_full_is_held_6_points_above_it_and_reported_once() throws {
        let trace = try simulate(
            behavior: #"{"moveBoundary": {"expanded": 6, "collapsed": 6}}"#,
            steps: #"{"drag": {"panel": "main", "translation": -500, "duration": 0.25, "velocity": 0}}"#)
        // Frame 0 is t = 0; the finger reaches -500 in frame 15, far above full - 6 = 59.
        XCTAssertEqual(trace.y(15), full - 6)
        XCTAssertEqual(trace.frames.map { $0["y"] as! Double }.min(), full - 6)
        let clamps = trace.events.filter { $0["event"] as? String == "boundaryClamped" }
        XCTAssertEqual(clamps.count, 1)
        XCTAssertEqual(clamps.first?["side"] as? String, "expanded")
        XCTAssertEqual(clamps.first?["limit"] as? Double, full - 6)
    }

    func test_a_drag_below_tip_is_held_6_points_under_it_and_an_open_side_is_not_bounded() throws {
        let bounded = try simulate(
            behavior: #"{"moveBoundary": {"collapsed": 6}}"#,
            steps: #"{"drag": {"panel": "main", "translation": 500, "duration": 0.25, "velocity": 0}}"#)
        XCTAssertEqual(bounded.y(15), tip + 6)
        let upward = try simulate(
            behavior: #"{"moveBoundary": {"collapsed": 6}}"#,
            steps: #"{"drag": {"panel": "main", "translation": -500, "duration": 0.25, "velocity": 0}}"#)
        // No `expanded`: the surface follows the finger above full.
        XCTAssertEqual(upward.y(15), half - 500, accuracy: 1e-9)
        XCTAssertFalse(upward.eventNames.contains("boundaryClamped"))
    }

    func test_a_top_panel_is_held_past_full_below_and_past_tip_above() throws {
        // Full's grabber edge at y 844 − 100 = 744, half at 422, tip at 100.
        let layout = """
            , "layout": { "position": "top", "initialState": "half", "anchors": {
              "full": { "absoluteInset": 100, "edge": "bottom", "referenceGuide": "superview" },
              "half": { "fractionalInset": 0.5, "edge": "top", "referenceGuide": "superview" },
              "tip": { "absoluteInset": 100, "edge": "top", "referenceGuide": "superview" } } }
            """
        let behavior = #"{"moveBoundary": {"expanded": 6, "collapsed": 6}}"#
        let down = try simulate(
            behavior: behavior, panel: layout,
            steps: #"{"drag": {"panel": "main", "translation": 500, "duration": 0.25, "velocity": 0}}"#)
        XCTAssertEqual(down.y(15), 750)
        XCTAssertEqual(
            down.events.first { $0["event"] as? String == "boundaryClamped" }?["side"] as? String, "expanded")
        let up = try simulate(
            behavior: behavior, panel: layout,
            steps: #"{"drag": {"panel": "main", "translation": -500, "duration": 0.25, "velocity": 0}}"#)
        XCTAssertEqual(up.y(15), 94)
        XCTAssertEqual(up.events.first { $0["event"] as? String == "boundaryClamped" }?["side"] as? String, "collapsed")
    }

    // MARK: - draggableStates

    func test_a_drag_in_a_state_not_listed_is_refused_and_the_panel_stays() throws {
        let trace = try simulate(
            behavior: #"{"draggableStates": ["half", "tip"]}"#,
            steps: """
                {"move": {"panel": "main", "to": "full", "animated": false}},
                {"drag": {"panel": "main", "translation": 300, "duration": 0.25, "at": "grabber"}},
                {"frames": 10}
                """)
        XCTAssertEqual(trace.eventNames, ["didChangeState", "didChangeState", "dragRefused"])
        XCTAssertEqual(trace.events.last?["state"] as? String, "full")
        XCTAssertEqual(trace.lastY, full)
        XCTAssertEqual(trace.lastState, "full")
        XCTAssertTrue(trace.frames.allSatisfy { $0["dragging"] as? Bool == false })
    }

    func test_a_drag_in_a_listed_state_moves_the_panel() throws {
        let trace = try simulate(
            behavior: #"{"draggableStates": ["half", "tip"]}"#,
            steps: #"{"drag": {"panel": "main", "translation": 300, "duration": 0.25}}, {"advance": 1}"#)
        XCTAssertFalse(trace.eventNames.contains("dragRefused"))
        XCTAssertEqual(trace.lastState, "tip")
        XCTAssertEqual(trace.lastY, tip)
    }

    // MARK: - scrollableStates

    func test_content_scrolled_down_in_half_scrolls_back_first_when_half_is_scrollable() throws {
        let steps = """
            {"move": {"panel": "main", "to": "full", "animated": false}},
            {"scroll": {"panel": "main", "by": 300}},
            {"move": {"panel": "main", "to": "half", "animated": false}},
            {"drag": {"panel": "main", "translation": 100, "duration": 0.25, "at": "content"}},
            {"advance": 1}
            """
        let content = #", "scrollContentHeight": 2000"#
        let scrollable = try simulate(
            behavior: #"{"scrollableStates": ["full", "half"]}"#, panel: content, steps: steps)
        XCTAssertEqual(scrollable.lastState, "half")
        XCTAssertEqual(scrollable.lastY, half, accuracy: 1e-9)
        XCTAssertLessThan(scrollable.frames.last?["scroll"] as? Double ?? .nan, 300)
        // By default only full scrolls: the same drag moves the panel.
        let fullOnly = try simulate(behavior: "{}", panel: content, steps: steps)
        XCTAssertEqual(fullOnly.lastState, "tip")
        XCTAssertFalse(fullOnly.eventNames.filter { $0 == "willBeginDragging" }.isEmpty)
        XCTAssertTrue(scrollable.eventNames.filter { $0 == "willBeginDragging" }.isEmpty)
    }

    // MARK: - surfaceTap

    func test_a_tap_on_the_tip_moves_the_panel_to_half_and_a_tap_in_half_does_not() throws {
        let trace = try simulate(
            behavior: #"{"surfaceTap": {"in": ["tip"], "moveTo": "half"}}"#,
            steps: """
                {"move": {"panel": "main", "to": "tip", "animated": false}},
                {"pointer": {"phase": "down", "x": 195, "y": 780, "slop": 10}},
                {"frames": 2},
                {"pointer": {"phase": "up", "x": 197, "y": 783}},
                {"advance": 1},
                {"pointer": {"phase": "down", "x": 195, "y": 600, "slop": 10}},
                {"pointer": {"phase": "up", "x": 195, "y": 600}},
                {"frames": 5}
                """)
        let tap = try XCTUnwrap(trace.events.first { $0["event"] as? String == "surfaceTap" })
        XCTAssertEqual(tap["from"] as? String, "tip")
        XCTAssertEqual(tap["to"] as? String, "half")
        XCTAssertEqual(trace.eventNames.filter { $0 == "surfaceTap" }.count, 1)
        XCTAssertTrue(trace.eventNames.contains("willBeginAttracting"))
        XCTAssertEqual(trace.lastState, "half")
        XCTAssertEqual(trace.lastY, half, accuracy: 1e-9)
    }

    func test_a_press_that_moves_past_the_slop_is_a_drag_not_a_tap() throws {
        let trace = try simulate(
            behavior: #"{"surfaceTap": {"in": ["tip"], "moveTo": "half"}}"#,
            steps: """
                {"move": {"panel": "main", "to": "tip", "animated": false}},
                {"pointer": {"phase": "down", "x": 195, "y": 780, "slop": 10}},
                {"pointer": {"phase": "move", "x": 195, "y": 760, "vy": -100}},
                {"pointer": {"phase": "up", "x": 195, "y": 760, "vy": 0}},
                {"advance": 1}
                """)
        XCTAssertFalse(trace.eventNames.contains("surfaceTap"))
        XCTAssertEqual(trace.lastState, "tip")
    }

    // MARK: - removeBeyond

    func test_a_slow_release_60_points_below_tip_removes_the_panel_with_remove_beyond_40() throws {
        let steps = """
            {"move": {"panel": "main", "to": "tip", "animated": false}},
            {"drag": {"panel": "main", "translation": 60, "duration": 1, "velocity": 10}},
            {"advance": 1}
            """
        let removed = try simulate(
            behavior: #"{"removeBeyond": 40}"#, panel: #", "removalInteractionEnabled": true"#, steps: steps)
        XCTAssertTrue(removed.eventNames.contains("willRemove"))
        XCTAssertEqual(removed.lastState, "hidden")
        XCTAssertEqual(removed.lastY, hidden)
        // Without the key, 10 pt/s over 203 pt to hidden is far below the 5.5/s threshold.
        let kept = try simulate(behavior: "{}", panel: #", "removalInteractionEnabled": true"#, steps: steps)
        XCTAssertFalse(kept.eventNames.contains("willRemove"))
        XCTAssertEqual(kept.lastState, "tip")
    }

    func test_a_release_30_points_below_tip_is_short_of_remove_beyond_40_and_attracts_back() throws {
        let trace = try simulate(
            behavior: #"{"removeBeyond": 40}"#, panel: #", "removalInteractionEnabled": true"#,
            steps: """
                {"move": {"panel": "main", "to": "tip", "animated": false}},
                {"drag": {"panel": "main", "translation": 30, "duration": 1, "velocity": 10}},
                {"advance": 1}
                """)
        XCTAssertFalse(trace.eventNames.contains("willRemove"))
        XCTAssertEqual(trace.lastY, tip)
    }

    // MARK: - animations

    func test_a_linear_move_animator_covers_half_the_distance_in_half_its_duration_without_attracting() throws {
        let trace = try simulate(
            behavior: #"{"animations": {"move": {"duration": 0.3, "curve": "linear"}}}"#,
            steps: #"{"move": {"panel": "main", "to": "full", "animated": true}}, {"frames": 20}"#)
        XCTAssertEqual(trace.y(6), half + (full - half) * (6.0 / 18), accuracy: 1e-9)
        XCTAssertEqual(trace.y(9), 246.83333333333334, accuracy: 1e-9)
        XCTAssertEqual(trace.y(18), full)
        XCTAssertTrue(trace.frames.allSatisfy { $0["attracting"] as? Bool == false })
        XCTAssertFalse(trace.eventNames.contains("willBeginAttracting"))
        XCTAssertEqual(trace.lastState, "full")
    }

    func test_an_ease_in_out_move_follows_uikits_cubic_curve() throws {
        let trace = try simulate(
            behavior: #"{"animations": {"move": {"duration": 0.3, "curve": "easeInOut"}}}"#,
            steps: #"{"move": {"panel": "main", "to": "full", "animated": true}}, {"frames": 20}"#)
        // x = 1/3 of the duration: the Bézier (0.42, 0, 0.58, 1) is at y = 0.231775.
        XCTAssertEqual(trace.y(6), 344.37789180456707, accuracy: 1e-6)
        XCTAssertEqual(trace.y(9), 246.83333333333334, accuracy: 1e-6)
        XCTAssertEqual(trace.y(12), 149.28877486209961, accuracy: 1e-6)
        XCTAssertEqual(trace.y(18), full)
    }

    func test_a_critically_damped_present_animator_follows_the_spring_of_its_duration() throws {
        let trace = try simulate(
            behavior: #"{"animations": {"present": {"duration": 0.35, "dampingRatio": 1}}}"#,
            steps: """
                {"hide": {"panel": "main", "animated": false}},
                {"show": {"panel": "main", "animated": true}},
                {"frames": 25}
                """)
        // ω₀ = ln 1500 / 0.35 = 20.894/s; p(t) = 1 − (1 + ω₀t)·e^(−ω₀t).
        XCTAssertEqual(trace.y(6), 625.6913325144766, accuracy: 1e-6)  // t = 0.1: p = 0.61768
        XCTAssertEqual(trace.y(12), 469.5384357482377, accuracy: 1e-6)  // t = 0.2: p = 0.92069
        XCTAssertEqual(trace.y(20), 432.54302270036214, accuracy: 1e-6)  // t = 1/3: p = 0.99248
        XCTAssertEqual(trace.y(22), half)
        XCTAssertTrue(trace.frames.allSatisfy { $0["attracting"] as? Bool == false })
    }

    func test_an_underdamped_present_animator_overshoots_and_still_ends_at_its_duration() throws {
        let trace = try simulate(
            behavior: #"{"animations": {"present": {"duration": 0.35, "dampingRatio": 0.5}}}"#,
            steps: """
                {"hide": {"panel": "main", "animated": false}},
                {"show": {"panel": "main", "animated": true}},
                {"frames": 25}
                """)
        XCTAssertEqual(trace.y(6), 355.1066883229852, accuracy: 1e-6)  // p = 1.14274: above half
        XCTAssertEqual(trace.y(12), 436.9443933833215, accuracy: 1e-6)
        XCTAssertEqual(trace.y(22), half)
        XCTAssertEqual(trace.lastState, "half")
    }

    func test_a_dismiss_animator_hides_the_panel_in_its_duration() throws {
        let trace = try simulate(
            behavior: #"{"animations": {"dismiss": {"duration": 0.25, "curve": "easeIn"}}}"#,
            steps: #"{"hide": {"panel": "main", "animated": true}}, {"frames": 16}"#)
        XCTAssertLessThan(trace.y(5), half + (hidden - half) / 2)  // easeIn starts slowly
        XCTAssertEqual(trace.y(15), hidden)
        XCTAssertEqual(trace.lastState, "hidden")
    }

    // MARK: - Traces of scenes without the keys

    func test_a_scene_without_recipes_traces_no_recipe_events() throws {
        let trace = try simulate(
            behavior: "{}",
            steps: """
                {"move": {"panel": "main", "to": "tip", "animated": false}},
                {"pointer": {"phase": "down", "x": 195, "y": 780, "slop": 10}},
                {"pointer": {"phase": "up", "x": 195, "y": 780}},
                {"drag": {"panel": "main", "translation": -900, "duration": 0.25}},
                {"advance": 1}
                """)
        XCTAssertEqual(
            trace.eventNames.filter { ["dragRefused", "boundaryClamped", "surfaceTap"].contains($0) }, [])
    }
}
