import FloatingPanel
import Foundation
import XCTest

@testable import PanelConfig

/// The spring named in either form wherever a value is named (Docs/tuning.md "Names"): a name of
/// the other form is written in the file's form, keeping the other parameter of its own form.
final class SpringValueNamesTests: XCTestCase {
    private static let layout = #"""
        { "position": "bottom", "initialState": "half", "anchors": {
            "full": { "absoluteInset": 16, "edge": "top", "referenceGuide": "safeArea" },
            "half": { "fractionalInset": 0.5, "edge": "bottom", "referenceGuide": "safeArea" },
            "tip": { "absoluteInset": 69, "edge": "bottom", "referenceGuide": "safeArea" } } }
        """#

    /// The scene `behavior.json` in `behavior`'s text, as the edit with `assignments` leaves it.
    private func edited(behavior: String, _ assignments: [(String, String)]) throws -> String {
        let files = ConfigFileReader.inMemory(
            [
                "scene.json":
                    #"{ "panels": [ { "id": "main", "layout": "layout.json", "behavior": "behavior.json" } ] }"#,
                "layout.json": Self.layout, "behavior.json": behavior,
            ], currentDirectory: "/c")
        let edit = try SceneValueEdit(
            scenePath: "scene.json", panelIDs: ["main"],
            assignments: assignments.map { ValueAssignment(panel: nil, name: $0.0, text: $0.1) }, files: files)
        return String(decoding: try edit.reader.read("/c/behavior.json"), as: UTF8.self)
    }

    /// The number `key` has in the JSON object `text`.
    private func number(_ key: String, in text: String, spring: Bool = false) throws -> Double {
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        if spring { object = try XCTUnwrap(object["spring"] as? [String: Any]) }
        return try XCTUnwrap(object[key] as? Double, key)
    }

    private let springForm = #"{ "spring": { "dampingRatio": 0.576, "response": 0.4 } }"#
    private let rateForm = #"{ "springDecelerationRate": 0.991, "springResponseTime": 0.4 }"#

    func test_spring_response_time_in_a_spring_file_keeps_the_rate_and_writes_the_spring_form() throws {
        let text = try edited(behavior: springForm, [("springResponseTime", "0.3")])
        // ζ ∝ response at a fixed rate (ζ = ln(rate) / (−2π · 0.001 / response)): 0.576 · 0.3 / 0.4.
        XCTAssertEqual(text, #"{ "spring": { "dampingRatio": 0.432, "response": 0.3 } }"#)
        let rate = FloatingPanelSpringParameters.springDecelerationRate(dampingRatio: 0.576, springResponseTime: 0.4)
        let kept = FloatingPanelSpringParameters(fastReleaseDecelerationRate: rate, springResponseTime: 0.3)
        XCTAssertEqual(kept.dampingRatio, 0.432, accuracy: 1e-12)
    }

    func test_the_deceleration_rate_in_a_spring_file_changes_the_damping_ratio_only() throws {
        let text = try edited(behavior: springForm, [("springDecelerationRate", "0.99")])
        let expected = log(0.99) / (-2 * Double.pi * (1 / 0.4) * 0.001)
        XCTAssertEqual(try number("dampingRatio", in: text, spring: true), expected, accuracy: 1e-12)
        XCTAssertEqual(try number("response", in: text, spring: true), 0.4)
        XCTAssertTrue(text.hasSuffix(#", "response": 0.4 } }"#), text)
    }

    func test_spring_response_in_a_rate_file_keeps_the_damping_ratio_and_writes_rate_and_time() throws {
        let text = try edited(behavior: rateForm, [("spring.response", "0.3")])
        let zeta = FloatingPanelSpringParameters(fastReleaseDecelerationRate: 0.991, springResponseTime: 0.4)
            .dampingRatio
        let rate = FloatingPanelSpringParameters.springDecelerationRate(dampingRatio: zeta, springResponseTime: 0.3)
        // rate' = rate^(0.4 / 0.3): the same ζ at the shorter response.
        XCTAssertEqual(rate, pow(0.991, 0.4 / 0.3), accuracy: 1e-15)
        XCTAssertEqual(try number("springDecelerationRate", in: text), rate, accuracy: 1e-14)
        XCTAssertEqual(try number("springResponseTime", in: text), 0.3)
        XCTAssertEqual(text, #"{ "springDecelerationRate": 0.988018036135652, "springResponseTime": 0.3 }"#)
    }

    func test_the_damping_ratio_in_a_rate_file_changes_the_rate_only() throws {
        let text = try edited(behavior: rateForm, [("spring.dampingRatio", "1")])
        XCTAssertEqual(
            try number("springDecelerationRate", in: text), exp(-2 * Double.pi * 0.001 / 0.4), accuracy: 1e-14)
        XCTAssertTrue(text.hasSuffix(#", "springResponseTime": 0.4 }"#), text)
    }

    func test_a_panel_without_a_behavior_gets_one_inline_in_the_rate_form() throws {
        let files = ConfigFileReader.inMemory(
            [
                "scene.json": #"{ "panels": [ { "id": "main", "layout": "layout.json" } ] }"#,
                "layout.json": Self.layout,
            ],
            currentDirectory: "/c")
        let edit = try SceneValueEdit(
            scenePath: "scene.json", panelIDs: ["main"],
            assignments: [ValueAssignment(panel: nil, name: "spring.response", text: "0.3")], files: files)
        let scene = String(decoding: try edit.reader.read("/c/scene.json"), as: UTF8.self)
        XCTAssertEqual(
            scene,
            #"{ "panels": [ { "id": "main", "layout": "layout.json", "behavior": { "springResponseTime": 0.3, "springDecelerationRate": 0.988018036135652 } } ] }"#
        )
    }

    func test_a_spring_name_is_checked_against_its_own_range() {
        XCTAssertThrowsError(try edited(behavior: rateForm, [("spring.response", "-1")])) { error in
            XCTAssertEqual("\(error)", "spring.response = -1 is out of range; it must be > 0 and ≤ 10000000")
        }
        XCTAssertThrowsError(try edited(behavior: springForm, [("springDecelerationRate", "1")])) { error in
            XCTAssertEqual("\(error)", "springDecelerationRate = 1 is out of range; it must be > 0 and < 1")
        }
    }

    func test_an_unknown_name_suggests_the_files_own_form_first() {
        XCTAssertThrowsError(try edited(behavior: rateForm, [("springResponse", "0.3")])) { error in
            XCTAssertEqual("\(error)", "panel 'main' has no value 'springResponse'; did you mean 'springResponseTime'?")
        }
        XCTAssertThrowsError(try edited(behavior: springForm, [("spring.respons", "0.3")])) { error in
            XCTAssertEqual("\(error)", "panel 'main' has no value 'spring.respons'; did you mean 'spring.response'?")
        }
    }

    private let swiftUIForm = #"{ "spring": { "duration": 0.4, "bounce": 0.2 } }"#

    func test_spring_bounce_in_a_rate_file_writes_the_rate_of_one_minus_bounce() throws {
        let text = try edited(behavior: rateForm, [("spring.bounce", "0.2")])
        XCTAssertEqual(
            try number("springDecelerationRate", in: text), exp(-2 * Double.pi * 0.001 * 0.8 / 0.4), accuracy: 1e-14)
        XCTAssertTrue(text.hasSuffix(#", "springResponseTime": 0.4 }"#), text)
    }

    func test_a_swiftui_spring_file_lists_its_own_names_and_takes_the_others_in_its_form() throws {
        let files = ConfigFileReader.inMemory(
            [
                "scene.json":
                    #"{ "panels": [ { "id": "main", "layout": "layout.json", "behavior": "behavior.json" } ] }"#,
                "layout.json": Self.layout, "behavior.json": swiftUIForm,
            ], currentDirectory: "/c")
        let catalog = try ValueCatalog.build(scenePath: "scene.json", panelIndex: 0, files: files)
        XCTAssertEqual(
            catalog.values.map(\.name).filter { $0.hasPrefix("spring") }, ["spring.bounce", "spring.duration"])
        XCTAssertEqual(catalog.values[catalog.initialSelection].name, "spring.duration")
        // ζ 0.8 → bounce 0.2; a damping ratio of 0.7 is a bounce of 0.3.
        XCTAssertEqual(
            try edited(behavior: swiftUIForm, [("spring.dampingRatio", "0.7")]),
            #"{ "spring": { "duration": 0.4, "bounce": 0.3 } }"#)
        XCTAssertEqual(
            try edited(behavior: swiftUIForm, [("spring.response", "0.5")]),
            #"{ "spring": { "duration": 0.5, "bounce": 0.2 } }"#)
        // The rate kept at a shorter period: ζ 0.8 · 0.3 / 0.4 = 0.6, bounce 0.4.
        XCTAssertEqual(
            try edited(behavior: swiftUIForm, [("springResponseTime", "0.3")]),
            #"{ "spring": { "duration": 0.3, "bounce": 0.4 } }"#)
        XCTAssertThrowsError(try edited(behavior: swiftUIForm, [("spring.bounce", "1")])) { error in
            XCTAssertEqual("\(error)", "spring.bounce = 1 is out of range; it must be > -1 and < 1")
        }
    }
}
