import ConfigTestSupport
import FloatingPanel
import Foundation
import XCTest

@testable import PanelConfig

/// Behavior objects (Docs/config.md "Behavior", `spring`).
final class BehaviorConfigTests: XCTestCase {
    private func loadBehavior(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws
        -> FloatingPanelCustomBehavior
    {
        do {
            return try ConfigLoader.loadBehavior(
                path: "behavior.json", files: .inMemory(["behavior.json": text], currentDirectory: testDirectory))
        } catch let error as ConfigError {
            XCTFail("unexpected problems:\n\(error)", file: file, line: line)
            throw error
        }
    }

    func test_missing_keys_take_floating_panel_defaults() throws {
        let behavior = try loadBehavior("{}")
        XCTAssertEqual(behavior.springDecelerationRate, 0.991, accuracy: 1e-12)
        XCTAssertEqual(behavior.springResponseTime, 0.4)
        XCTAssertEqual(behavior.momentumProjectionRate, 0.998)
        XCTAssertEqual(behavior.defaultRedirectionalProgress, 0.5)
        XCTAssertEqual(behavior.removalInteractionVelocityThreshold, 5.5)
        XCTAssertEqual(behavior.momentumProjection, .never)
        XCTAssertEqual(behavior.redirectionalPairs, [])
        XCTAssertEqual(behavior.rubberBandingEdges, [])
    }

    func test_every_key_is_decoded() throws {
        let behavior = try loadBehavior(
            """
            {
              "springDecelerationRate": 0.98, "springResponseTime": 0.3, "momentumProjectionRate": 0.99,
              "redirectionalProgress": { "default": 0.4, "pairs": [ { "from": "half", "to": "full", "value": 0.3 } ] },
              "shouldProjectMomentum": ["full", "tip"],
              "allowsRubberBanding": ["top", "bottom"],
              "removalInteractionVelocityThreshold": 4
            }
            """)
        XCTAssertEqual(behavior.springDecelerationRate, 0.98)
        XCTAssertEqual(behavior.springResponseTime, 0.3)
        XCTAssertEqual(behavior.momentumProjectionRate, 0.99)
        XCTAssertEqual(behavior.defaultRedirectionalProgress, 0.4)
        XCTAssertEqual(behavior.redirectionalPairs, [.init(from: .half, to: .full, value: 0.3)])
        XCTAssertEqual(behavior.momentumProjection, .states([.full, .tip]))
        XCTAssertEqual(behavior.rubberBandingEdges, [.top, .bottom])
        XCTAssertEqual(behavior.removalInteractionVelocityThreshold, 4)
        XCTAssertEqual(try loadBehavior(#"{"shouldProjectMomentum": true}"#).momentumProjection, .always)
        XCTAssertEqual(try loadBehavior(#"{"redirectionalProgress": 0.25}"#).defaultRedirectionalProgress, 0.25)
    }

    /// ζ → rate is the inverse of Docs/engine.md §5.2; the default rate 0.991 is ζ ≈ 0.5755517 at 0.4 s.
    func test_spring_damping_ratio_and_response_convert_to_rate_and_time() throws {
        let rows: [(dampingRatio: Double, response: Double, rate: Double, accuracy: Double)] = [
            (0.5755517, 0.4, 0.991, 1e-6),  // FloatingPanel's default behavior
            (1, 0.4, 0.98441, 1e-5),  // critically damped at the default response (Docs/engine.md §4 note)
            (1.35, 0.3, 0.97213, 1e-5),  // exp(−2π/0.3 · 0.001 · 1.35)
        ]
        for row in rows {
            let behavior = try loadBehavior(
                #"{"spring": {"dampingRatio": \#(row.dampingRatio), "response": \#(row.response)}}"#)
            XCTAssertEqual(behavior.springDecelerationRate, row.rate, accuracy: row.accuracy, "\(row)")
            XCTAssertEqual(behavior.springResponseTime, row.response, "\(row)")
            // Round trip through Docs/engine.md §5.2's formula.
            let zeta = log(behavior.springDecelerationRate) / (-2 * .pi * (1 / row.response) * 0.001)
            XCTAssertEqual(zeta, row.dampingRatio, accuracy: 1e-9)
        }
    }

    func test_spring_and_rate_keys_exclude_each_other() {
        // A misspelled key is not reported again as missing: one typo, one error.
        assertProblems(
            #"{ "spring": ⟨{ "dampingRatio": 1 } }"#, kind: .behavior,
            ["spring is missing 'response' (the spring's period in seconds, e.g. 0.4)"])
        assertProblems(
            """
            { "springResponseTime": 0.3, ⟨"spring": { "dampingRatio": 1, "response": 0.4 } }
            """, kind: .behavior,
            ["give either 'spring' or 'springDecelerationRate'/'springResponseTime', not both; 'spring' sets both"])
        assertProblems(
            """
            { "spring": { "dampingRatio": ⟨0, ⟨"respons": 0.4 } }
            """, kind: .behavior,
            [
                "'dampingRatio' must be greater than 0, found 0",
                "unknown key 'respons' in spring; did you mean 'response'? (a spring is {dampingRatio, response} or SwiftUI's {duration, bounce}: duration = response, bounce = 1 − dampingRatio)",
            ])
    }

    func test_out_of_range_values() {
        assertProblems(
            """
            {
              "springDecelerationRate": ⟨1,
              "springResponseTime": ⟨-0.2,
              "momentumProjectionRate": ⟨0,
              "redirectionalProgress": ⟨1.5,
              "removalInteractionVelocityThreshold": ⟨0
            }
            """, kind: .behavior,
            [
                "'springDecelerationRate' must be strictly between 0 and 1, found 1",
                "'springResponseTime' must be greater than 0, found -0.2",
                "'momentumProjectionRate' must be strictly between 0 and 1, found 0",
                "'redirectionalProgress' must be between 0 and 1, found 1.5",
                "'removalInteractionVelocityThreshold' must be greater than 0, found 0",
            ])
    }

    func test_deceleration_rates_may_be_named_as_swift_names_them() throws {
        let behavior = try loadBehavior(#"{ "springDecelerationRate": "fast", "momentumProjectionRate": "normal" }"#)
        XCTAssertEqual(behavior.springDecelerationRate, 0.99)
        XCTAssertEqual(behavior.momentumProjectionRate, 0.998)
        assertProblems(
            #"{ "springDecelerationRate": ⟨"fats" }"#, kind: .behavior,
            [
                #"'springDecelerationRate' must be a number or a UIScrollView deceleration rate, "normal" (0.998) or "fast" (0.99), found "fats"; did you mean 'fast'?"#
            ])
    }

    func test_wrong_types_and_unknown_keys() {
        assertProblems(
            """
            {
              "springResponseTime": ⟨"0.4",
              "shouldProjectMomentum": ⟨"yes",
              "allowsRubberBanding": ⟨true,
              "redirectionalProgress": { "pairs": [ { "from": "half", "to": ⟨"half", "value": 0.3 } ] },
              ⟨"springResponse": 1
            }
            """, kind: .behavior,
            [
                #"expected a number for 'springResponseTime', found a string ("0.4"); write the number without quotes"#,
                "expected true, false or an array of state names for 'shouldProjectMomentum', found a string",
                "expected an array of edges (top, left, bottom, right) for 'allowsRubberBanding', found a boolean",
                "'from' and 'to' are both 'half'; a pair names two different states",
                "unknown key 'springResponse' in behavior; did you mean 'springResponseTime'?",
            ])
        assertProblems(
            #"{ "allowsRubberBanding": ["top", ⟨"bottum"] }"#, kind: .behavior,
            ["invalid 'edge' value 'bottum': expected one of top, left, bottom, right; did you mean 'bottom'?"])
    }

    func test_state_names_are_checked_against_the_panel_layout() {
        assertProblems(
            sceneWithPanel(
                """
                "behavior": {
                    "shouldProjectMomentum": ["full", ⟨"lastQuart"],
                    "redirectionalProgress": { "pairs": [ { "from": ⟨"hlf", "to": "full", "value": 0.3 } ] }
                  }
                """), kind: .scene,
            [
                "unknown state 'lastQuart' in 'shouldProjectMomentum'; the panel's layout states are full, half, tip, hidden",
                "unknown state 'hlf' in 'redirectionalProgress'; the panel's layout states are full, half, tip, hidden; did you mean 'half'?",
            ])
    }
}
