import ConfigTestSupport
import Foundation
import TestSupport
import XCTest

@testable import PanelConfig
@testable import PanelExport

/// Values and names a user brings from another platform get a located hint with what they
/// probably mean (Docs/config.md "Units", "States").
final class OtherPlatformWordsTests: XCTestCase {
    func test_milliseconds_for_seconds_warn_where_they_are_written() {
        let text = MarkedText(#"{ "spring": { "dampingRatio": 0.8, "response": ⟨400 } }"#)
        XCTAssertEqual(
            problems(text.text, kind: .behavior),
            [
                "test.json:\(text.positions[0]): warning: 'response' is 400 seconds; times are in seconds: for 400 milliseconds write 0.4"
            ])
        let legacy = MarkedText(#"{ "springResponseTime": ⟨250 }"#)
        XCTAssertEqual(
            problems(legacy.text, kind: .behavior),
            [
                "test.json:\(legacy.positions[0]): warning: 'springResponseTime' is 250 seconds; times are in seconds: for 250 milliseconds write 0.25"
            ])
        assertValid(#"{ "spring": { "dampingRatio": 0.8, "response": 0.4 } }"#, kind: .behavior)
    }

    func test_a_rate_outside_its_range_warns_with_its_per_millisecond_value() {
        let text = MarkedText(#"{ "springDecelerationRate": ⟨0.5 }"#)
        XCTAssertEqual(
            problems(text.text, kind: .behavior),
            [
                "test.json:\(text.positions[0]): warning: 'springDecelerationRate' is 0.5 per millisecond, outside 0.9…1 (FloatingPanel's rates are per millisecond, e.g. 0.994); as a rate per second it is 0.99931 per millisecond"
            ])
        assertValid(#"{ "springDecelerationRate": 0.994, "momentumProjectionRate": 0.998 }"#, kind: .behavior)
    }

    func test_numbers_written_with_a_unit_say_what_to_write() {
        assertProblems(
            #"""
            { "position": "bottom", "initialState": "tip", "anchors": {
                "half": { "fractionalInset": ⟨"50%", "edge": "bottom" },
                "tip": { "absoluteInset": ⟨"120pt", "edge": "bottom" },
                "full": { "absoluteInset": ⟨"24dp", "edge": "top" } } }
            """#, kind: .layout,
            [
                #"expected a number for 'fractionalInset', found a string ("50%"); a percentage: fractions are written from 0 to 1, write 0.5"#,
                #"expected a number for 'absoluteInset', found a string ("120pt"); lengths are in points without a unit, write 120"#,
                #"expected a number for 'absoluteInset', found a string ("24dp"); Android's dp are points here (both are 1/160 inch), write 24"#,
            ])
        XCTAssertEqual(UnitHints.hint(forText: "300ms", key: "duration"), "; times are in seconds, write 0.3")
        XCTAssertNil(UnitHints.hint(forText: "fast", key: "duration"))
    }

    func test_state_names_from_other_platforms_point_to_floatingpanels() {
        let layout = #"""
            { "position": "bottom", "initialState": ⟨"expanded", "anchors": {
                "full": { "absoluteInset": 16, "edge": "top" }, "tip": { "absoluteInset": 69, "edge": "bottom" } } }
            """#
        assertProblems(
            layout, kind: .layout,
            [
                "unknown state 'expanded' in 'initialState'; the layout's states are full, tip, hidden; 'expanded' is Material's STATE_EXPANDED: FloatingPanel calls it 'full'"
            ])
        let behavior = #"{ "surfaceTap": { "in": [⟨"collapsed"], "moveTo": ⟨"halfExpanded" } }"#
        let marked = MarkedText(behavior)
        let scene = sceneWithPanel(#""behavior": "b.json""#)
        let found = problems(scene, kind: .scene, otherFiles: ["/configs/b.json": marked.text])
        XCTAssertEqual(
            found,
            [
                "b.json:\(marked.positions[0]): error: unknown state 'collapsed' in 'surfaceTap.in'; the panel's layout states are full, half, tip, hidden; 'collapsed' is Material's STATE_COLLAPSED, the peek height: FloatingPanel calls it 'tip'",
                "b.json:\(marked.positions[1]): error: unknown state 'halfExpanded' in 'surfaceTap.moveTo'; the panel's layout states are full, half, tip, hidden; 'halfExpanded' is Material's STATE_HALF_EXPANDED: FloatingPanel calls it 'half'",
            ])
        XCTAssertEqual(
            StateNameHints.hint("STATE_HALF_EXPANDED"),
            "'STATE_HALF_EXPANDED' is Material's STATE_HALF_EXPANDED: FloatingPanel calls it 'half'")
        XCTAssertNil(StateNameHints.hint("full"))
        XCTAssertNil(StateNameHints.hint("lastQuart"))
    }

    func test_a_foreign_name_as_a_custom_state_warns() {
        let text = MarkedText(
            #"""
            { "position": "bottom", "initialState": "tip", "anchors": {
                ⟨"expanded": { "order": 1000, "absoluteInset": 16, "edge": "top" },
                "tip": { "absoluteInset": 69, "edge": "bottom" } } }
            """#)
        XCTAssertEqual(
            problems(text.text, kind: .layout),
            [
                "test.json:\(text.positions[0]): warning: 'expanded' is Material's STATE_EXPANDED: FloatingPanel calls it 'full'; here it is a custom state of its own"
            ])
    }

    func test_export_formats_of_a_scene_take_names_and_aliases() throws {
        let scene = try loadScene(
            #"{ "container": "iphone-15", "exportFormats": ["swift", "kotlin", "css"], "panels": [ { "id": "main" } ] }"#
        )
        XCTAssertEqual(scene.exportFormats, [.swift, .compose, .vaul])
        XCTAssertEqual(SceneExportFolder.windowFormats(for: scene), [.swift, .compose, .vaul])
        XCTAssertTrue(SceneJSONExporter.export(scene).contains(#""exportFormats": ["swift", "compose", "vaul"]"#))
        let plain = try loadScene(#"{ "container": "iphone-15", "panels": [ { "id": "main" } ] }"#)
        XCTAssertEqual(SceneExportFolder.windowFormats(for: plain), ExportFormat.allCases)
        assertProblems(
            #"{ "container": "iphone-15", "exportFormats": ["swift", ⟨"flutter", ⟨"swfit"], "panels": [ { "id": "main" } ] }"#,
            kind: .scene,
            [
                "unknown export format 'flutter': expected one of json, swift, swiftui, swiftui-detents, android, compose, vaul, md",
                "unknown export format 'swfit': expected one of json, swift, swiftui, swiftui-detents, android, compose, vaul, md; did you mean 'swift'?",
            ])
    }
}
