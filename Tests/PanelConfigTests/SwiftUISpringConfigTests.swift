import ConfigTestSupport
import FloatingPanel
import Foundation
import XCTest

@testable import PanelConfig

/// A behavior's `spring` written as SwiftUI's `Spring(duration:bounce:)` (Docs/config.md
/// "Behavior"): the same spring as `{dampingRatio, response}`, converted by
/// `FloatingPanelSpringParameters`.
final class SwiftUISpringConfigTests: XCTestCase {
    private func loadBehavior(_ text: String) throws -> FloatingPanelCustomBehavior {
        try ConfigLoader.loadBehavior(
            path: "behavior.json", files: .inMemory(["behavior.json": text], currentDirectory: testDirectory))
    }

    func test_duration_and_bounce_are_the_spring_with_damping_ratio_one_minus_bounce() throws {
        let rows: [(text: String, dampingRatio: Double, response: Double)] = [
            (#"{"duration": 0.4, "bounce": 0.2}"#, 0.8, 0.4),
            (#"{"duration": 0.5, "bounce": 0}"#, 1, 0.5),
            // A negative bounce is over-damped: ζ = 1 / (1 + bounce).
            (#"{"duration": 0.3, "bounce": -0.2}"#, 1.25, 0.3),
            // One of each form: the period as response, the damping as a bounce.
            (#"{"response": 0.45, "bounce": 0.15}"#, 0.85, 0.45),
            (#"{"duration": 0.45, "dampingRatio": 0.7}"#, 0.7, 0.45),
        ]
        for row in rows {
            let behavior = try loadBehavior(#"{"spring": \#(row.text)}"#)
            let written = try loadBehavior(
                #"{"spring": {"dampingRatio": \#(row.dampingRatio), "response": \#(row.response)}}"#)
            XCTAssertEqual(behavior.springResponseTime, row.response, row.text)
            XCTAssertEqual(
                behavior.springDecelerationRate, written.springDecelerationRate, accuracy: 1e-15, row.text)
            let spring = FloatingPanelSpringParameters.fastRelease(of: behavior)
            XCTAssertEqual(spring.dampingRatio, row.dampingRatio, accuracy: 1e-9, row.text)
        }
        // bounce 0.2 at 0.4 s: rate exp(−2π · 0.001 · 0.8 / 0.4).
        XCTAssertEqual(
            try loadBehavior(#"{"spring": {"duration": 0.4, "bounce": 0.2}}"#).springDecelerationRate,
            exp(-2 * Double.pi * 0.001 * 0.8 / 0.4), accuracy: 1e-15)
    }

    func test_an_unknown_spring_key_names_the_conversion() {
        let conversion =
            "a spring is {dampingRatio, response} or SwiftUI's {duration, bounce}: duration = response, bounce = 1 − dampingRatio"
        assertProblems(
            #"{ "spring": { "duration": 0.4, "bounce": 0.2, ⟨"stiffness": 170 } }"#, kind: .behavior,
            [
                "unknown key 'stiffness' in spring; valid keys are dampingRatio, response, duration, bounce (\(conversion))"
            ])
        assertProblems(
            #"{ "spring": { "response": 0.4, ⟨"bounse": 0.2 } }"#, kind: .behavior,
            ["unknown key 'bounse' in spring; did you mean 'bounce'? (\(conversion))"])
    }

    func test_a_period_or_a_damping_given_twice_or_missing_is_located() {
        let conversion =
            "a spring is {dampingRatio, response} or SwiftUI's {duration, bounce}: duration = response, bounce = 1 − dampingRatio"
        assertProblems(
            #"{ "spring": { "response": 0.4, ⟨"duration": 0.4, "bounce": 0.2 } }"#, kind: .behavior,
            ["give either 'response' or 'duration' in spring, not both; \(conversion)"])
        assertProblems(
            #"{ "spring": ⟨{ "duration": 0.4 } }"#, kind: .behavior,
            ["spring is missing 'bounce' (SwiftUI's bounce, 0 for none, e.g. 0.2)"])
        assertProblems(
            #"{ "spring": ⟨{ "bounce": 0.2 } }"#, kind: .behavior,
            ["spring is missing 'duration' (the spring's period in seconds, e.g. 0.4)"])
        assertProblems(
            #"{ "spring": { "duration": 0.4, "bounce": ⟨1 } }"#, kind: .behavior,
            ["'bounce' must be strictly between -1 and 1, found 1"])
    }
}
