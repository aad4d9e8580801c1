import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import XCTest

/// A panel that moves to a state when the software keyboard appears and back when it leaves
/// (`keyboard: {"moveTo": STATE}`, Docs/config.md "Keyboard"), through `simulate`'s trace.
final class KeyboardMoveTests: XCTestCase {
    /// iphone-15 (852 pt, safe area 59/34) with FloatingPanelBottomLayout: full at 59 + 18 = 77,
    /// half at 852 − 34 − 759/2 = 438.5, tip at 852 − 34 − 69 = 749.
    private func trace(steps: String, keyboard: String = #"{"moveTo": "full"}"#) throws -> [[String: Any]] {
        let json = """
            { "container": "iphone-15", "fps": 60,
              "panels": [ { "id": "search", "keyboard": \(keyboard) } ],
              "steps": [ \(steps) ] }
            """
        let scenario = try ConfigLoader.loadScenario(
            data: Data(json.utf8), path: "/tmp/keyboard.json", files: .inMemory([:]))
        var text = ""
        Simulator(scenario: scenario) { text += $0 }.run()
        return text.split(separator: "\n").map {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:]
        }
    }

    private func end(_ lines: [[String: Any]]) -> (state: String?, y: Double?) {
        let panel = (lines.last?["panels"] as? [[String: Any]])?.first
        return (panel?["state"] as? String, panel?["y"] as? Double)
    }

    func test_the_keyboard_lifts_the_panel_to_its_state_and_the_panel_goes_back_when_it_leaves() throws {
        let shown = try trace(steps: #"{"advance": 0.1}, {"keyboard": "show"}, {"advance": 1}"#)
        XCTAssertEqual(end(shown).state, "full")
        XCTAssertEqual(end(shown).y, 77)
        // The move starts with the keyboard: the next frame already names the target.
        let firstAfter = shown.first { ($0["t"] as? Double ?? 0) > 0.1 && $0["panel"] != nil && $0["y"] != nil }
        XCTAssertEqual(firstAfter?["state"] as? String, "full")
        XCTAssertGreaterThan(firstAfter?["keyboard"] as? Double ?? 0, 0, "the keyboard slides in")
        XCTAssertEqual(shown.last { $0["y"] != nil }?["keyboard"] as? Double, 336, "iphone-15's keyboard")

        let back = try trace(
            steps: #"{"advance": 0.1}, {"keyboard": "show"}, {"advance": 1}, {"keyboard": "hide"}, {"advance": 1}"#)
        XCTAssertEqual(end(back).state, "half")
        XCTAssertEqual(end(back).y, 438.5)
        XCTAssertNil(back.last { $0["y"] != nil }?["keyboard"], "a hidden keyboard is not written")
    }

    func test_a_panel_the_user_moved_meanwhile_stays_where_they_left_it() throws {
        let lines = try trace(
            steps: """
                {"keyboard": "show"}, {"advance": 1},
                {"drag": {"panel": "search", "translation": 672, "duration": 0.3, "velocity": 0}}, {"advance": 1},
                {"keyboard": "hide"}, {"advance": 1}
                """)
        XCTAssertEqual(end(lines).state, "tip")
        XCTAssertEqual(end(lines).y, 749)
    }

    func test_avoid_and_none_panels_do_not_change_state() throws {
        for keyboard in [#""avoid""#, #""none""#] {
            let lines = try trace(steps: #"{"keyboard": "show"}, {"advance": 1}"#, keyboard: keyboard)
            XCTAssertEqual(end(lines).state, "half", keyboard)
        }
    }
}
