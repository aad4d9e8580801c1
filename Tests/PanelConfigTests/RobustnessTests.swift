import ConfigTestSupport
import Foundation
import XCTest

@testable import PanelConfig

/// What the config fuzzer (`ConfigFuzzer` in PanelScene; run by `FuzzConfigTests`)
/// found in the loader, one test each, reduced to the smallest input that shows it.
final class RobustnessTests: XCTestCase {
    private let scenario = """
        {
          "panels": [ { "id": "main" } ],
          "steps": [
            { "advance": STEP },
            { "drag": { "panel": "main", "translation": -300, "duration": STEP } }
          ]
        }
        """

    /// `simulate` turned seconds into a frame count with `Int(seconds × fps)`, which traps past
    /// 9.2e18 frames (`"advance": 1.7976931348623157e308`), and an `advance` of a year ran for days.
    func test_steps_longer_than_an_hour_are_errors_at_their_number() {
        assertProblems(
            scenario.replacingOccurrences(of: "STEP", with: "⟨1.7976931348623157e308"), kind: .scenario,
            [
                "'advance' must be at most 3600, found 1.7976931348623157e+308",
                "'duration' must be at most 3600, found 1.7976931348623157e+308",
            ])
        assertValid(scenario.replacingOccurrences(of: "STEP", with: "3600"), kind: .scenario)
    }

    /// An inset of 1.8e308 is finite, but rounding it to pixels (× displayScale) overflowed to
    /// infinity, and a panel was drawn at y = -inf. No config number means anything past ten
    /// million, so the loader stops it at the token.
    func test_numbers_past_ten_million_are_errors_at_their_token() {
        let tooLarge = "is too large: config numbers are points, seconds or factors within ±10000000"
        // One row per kind of number: a length, a signed offset, a size, a velocity.
        let rows: [(config: String, kind: ConfigKind, message: String)] = [
            (
                #"{ "position": "top", "initialState": "full", "anchors": { "full": { "absoluteInset": ⟨1e308, "edge": "top" } } }"#,
                .layout, "'absoluteInset' \(tooLarge), found 1e+308"
            ),
            (
                #"{ "shadows": [ { "offset": [⟨-10000001, 0] } ] }"#, .appearance,
                "'offset' \(tooLarge), found -10000001"
            ),
            (
                #"{ "container": { "width": ⟨4e7, "height": 844 }, "panels": [] }"#, .scene,
                "'width' \(tooLarge), found 40000000"
            ),
            (
                #"{ "panels": [ { "id": "a" } ], "steps": [ { "drag": { "panel": "a", "translation": 1, "duration": 1, "velocity": ⟨1e9 } } ] }"#,
                .scenario, "'velocity' \(tooLarge), found 1000000000"
            ),
        ]
        for row in rows { assertProblems(row.config, kind: row.kind, [row.message]) }
        assertValid(sceneWithPanel(#""scrollContentHeight": 10000000"#), kind: .scene)
    }

    /// State lists in messages were sorted by order alone, so states that tie (custom states
    /// without an order count as 0, like `hidden`) came in dictionary order: `check` and a load of
    /// the same file printed different messages, and "did you mean" picked a different name.
    func test_the_states_a_message_lists_come_in_the_same_order_every_time() {
        assertProblems(
            """
            { "position": "bottom", "initialState": ⟨"x",
              "anchors": { ⟨"c": { "absoluteInset": 1, "edge": "bottom" }, ⟨"a": { "absoluteInset": 2, "edge": "bottom" },
                           ⟨"b": { "absoluteInset": 3, "edge": "bottom" } } }
            """, kind: .layout,
            [
                "unknown state 'x' in 'initialState'; the layout's states are a, b, c, hidden; did you mean 'a'?",
                "custom state 'c' needs an integer 'order' (more expanded is larger; built-in orders are full 1000, half 500, tip 100, hidden 0)",
                "custom state 'a' needs an integer 'order' (more expanded is larger; built-in orders are full 1000, half 500, tip 100, hidden 0)",
                "custom state 'b' needs an integer 'order' (more expanded is larger; built-in orders are full 1000, half 500, tip 100, hidden 0)",
            ])
    }

    /// A 10 MB file of numbers took seconds to parse, most of it in `Double(String)`; the parser
    /// now computes short decimals itself, and must give exactly the double the text rounds to.
    func test_numbers_parse_to_the_double_their_text_rounds_to() throws {
        var texts = [
            "0", "-0", "0.1", "0.3", "1e22", "1e23", "123456789012345", "1234567890123456", "9.999999999999999e22",
            "0.000001", "1e-22", "4.35", "-2.5e-3", "1E+2", "100e-2", "0.1e1", "17976931348623157e292",
        ]
        // Every digit count, decimal point position and a spread of exponents, with digits from a
        // fixed linear congruential sequence (Knuth's MMIX constants) so the test is the same each run.
        var state: UInt64 = 2024
        for length in 1...17 {
            for point in 0...length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                // A leading zero is not JSON; the padding makes every length reachable.
                let pool = String(state) + String(repeating: "7", count: length)
                let digits = String(state % 9 + 1) + pool.prefix(length - 1)
                let exponent = Int(state >> 58) - 32
                var text = point == length ? digits : digits.prefix(point) + "." + digits.dropFirst(point)
                if text.hasPrefix(".") { text = "0" + text }
                texts += [text, "\(text)e\(exponent)"]
            }
        }
        for text in texts {
            let root = try XCTUnwrap(JSONParser.parse("[\(text)]").root?.arrayValue?.first, text)
            guard case .number(let value) = root.kind else { return XCTFail("\(text) is not a number") }
            XCTAssertEqual(value.bitPattern, Double(text)!.bitPattern, text)
        }
    }
}
