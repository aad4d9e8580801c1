import ConfigTestSupport
import Foundation
import TestSupport
import XCTest

@testable import PanelConfig

/// A number key's unit is written on its entry in the key table (`ConfigKey.unit`), and the unit
/// hints read it there (Docs/config.md "Units"): keys spelled alike can mean different units.
final class UnitOnTheKeyTests: XCTestCase {
    func test_a_spring_response_time_written_in_milliseconds_warns() {
        let text = MarkedText(#"{ "springResponseTime": ⟨400 }"#)
        XCTAssertEqual(
            problems(text.text, kind: .behavior),
            [
                "test.json:\(text.positions[0]): warning: 'springResponseTime' is 400 seconds; times are in seconds: for 400 milliseconds write 0.4"
            ])
    }

    func test_a_fades_duration_is_brief_but_a_drags_duration_may_run_long() {
        let fade = MarkedText(
            sceneWithPanel(#""content": { "transition": { "duration": ⟨250, "delay": ⟨100 } }"#))
        XCTAssertEqual(
            problems(fade.text, kind: .scene),
            [
                "test.json:\(fade.positions[0]): warning: 'duration' is 250 seconds; times are in seconds: for 250 milliseconds write 0.25",
                "test.json:\(fade.positions[1]): warning: 'delay' is 100 seconds; times are in seconds: for 100 milliseconds write 0.1",
            ])
        // The same name on a scenario's drag is a time in seconds a long, slow drag may take.
        let scenario = """
            { "panels": [ { "id": "main" } ],
              "steps": [ { "drag": { "panel": "main", "translation": -300, "duration": 250 } } ] }
            """
        XCTAssertEqual(problems(scenario, kind: .scenario), [])
    }

    func test_the_hints_follow_the_unit_not_the_name() {
        XCTAssertEqual(ConfigKeys.Behavior.springResponseTime.unit, .briefSeconds)
        XCTAssertEqual(ConfigKeys.Drag.duration.unit, .seconds)
        XCTAssertEqual(ConfigKeys.Behavior.momentumProjectionRate.unit, .ratePerMillisecond)
        XCTAssertNil(
            UnitHints.warning(400, name: "springResponseTime", unit: nil), "a name alone says nothing of the unit")
        XCTAssertEqual(
            UnitHints.warning(0.5, name: "anyRate", unit: .ratePerMillisecond),
            "'anyRate' is 0.5 per millisecond, outside 0.9…1 (FloatingPanel's rates are per millisecond, e.g. 0.994); as a rate per second it is 0.99931 per millisecond"
        )
    }

    func test_a_fraction_written_as_a_percentage_is_pointed_out_by_its_unit() {
        let text = MarkedText(
            #"{ "shadows": [ { "opacity": ⟨45 } ], "cornerRadius": 12 }"#)
        XCTAssertEqual(
            problems(text.text, kind: .appearance),
            [
                "test.json:\(text.positions[0]): error: 'opacity' must be between 0 and 1, found 45; did you mean 0.45? fractions are written from 0 to 1"
            ])
        XCTAssertEqual(ConfigKeys.Shadow.opacity.unit, .fraction)
        XCTAssertEqual(UnitHints.percentageHint(45, unit: nil), "", "only a fraction reads as a percentage")
    }
}
