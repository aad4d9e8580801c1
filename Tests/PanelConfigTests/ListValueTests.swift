import Foundation
import XCTest

@testable import PanelConfig

/// Lists as values (Docs/tuning.md): `shouldProjectMomentum` as true, false or a list of states in
/// the values card, `--vary` and lanes; `allowsRubberBanding` set as a whole list.
final class ListValueTests: XCTestCase {
    private static let layout = #"""
        { "position": "bottom", "initialState": "half", "anchors": {
            "full": { "absoluteInset": 16, "edge": "top", "referenceGuide": "safeArea" },
            "half": { "fractionalInset": 0.5, "edge": "bottom", "referenceGuide": "safeArea" },
            "tip": { "absoluteInset": 69, "edge": "bottom", "referenceGuide": "safeArea" } } }
        """#

    private func files(behavior: String) -> ConfigFileReader {
        .inMemory(
            [
                "scene.json":
                    #"{ "panels": [ { "id": "main", "layout": "layout.json", "behavior": "behavior.json" } ] }"#,
                "layout.json": Self.layout, "behavior.json": behavior,
            ], currentDirectory: "/c")
    }

    private func catalog(behavior: String) throws -> ValueCatalog {
        try ValueCatalog.build(scenePath: "scene.json", panelIndex: 0, files: files(behavior: behavior))
    }

    private func edited(behavior: String, _ name: String, _ text: String) throws -> String {
        let edit = try SceneValueEdit(
            scenePath: "scene.json", panelIDs: ["main"],
            assignments: [ValueAssignment(panel: nil, name: name, text: text)], files: files(behavior: behavior))
        return String(decoding: try edit.reader.read("/c/behavior.json"), as: UTF8.self)
    }

    func test_vary_keeps_a_lists_commas_inside_its_brackets() throws {
        let variation = try ValueVariation.parse("shouldProjectMomentum=[tip,half], [full] ,false")
        XCTAssertEqual(variation.texts, ["[tip,half]", "[full]", "false"])
        XCTAssertThrowsError(try ValueVariation.parse("shouldProjectMomentum=[tip,half")) { error in
            XCTAssertEqual(
                "\(error)",
                "--vary 'shouldProjectMomentum=[tip,half' opens a list with '[' that it does not close; write KEY=[A,B],[C],false, a list in brackets"
            )
        }
    }

    func test_the_card_lists_the_projection_as_a_flag_or_a_list_of_the_layouts_states() throws {
        let catalog = try catalog(behavior: #"{ "shouldProjectMomentum": ["tip"] }"#)
        let index = try XCTUnwrap(catalog.index(named: "shouldProjectMomentum"))
        XCTAssertEqual(catalog.values[index].kind, .flagOrList(["full", "half", "tip"]))
        XCTAssertEqual(catalog.values[index].setting, .list(["tip"]))
        XCTAssertEqual(catalog.values[index].setting.displayText, "[tip]")
        // false, true, each state alone, then all states but one.
        let cycle = (0..<8).map { catalog.stepped(index, steps: $0 - 4) }
        XCTAssertEqual(
            cycle,
            [
                .boolean(false), .boolean(true), .list(["full"]), .list(["half"]), .list(["tip"]),
                .list(["half", "tip"]), .list(["full", "tip"]), .list(["full", "half"]),
            ])
        let change = try XCTUnwrap(catalog.change(index, to: catalog.stepped(index, steps: 1)))
        XCTAssertEqual(String(decoding: change.after, as: UTF8.self), #"{ "shouldProjectMomentum": ["half", "tip"] }"#)
    }

    func test_a_flag_becomes_a_list_and_back_as_AJSON_array() throws {
        XCTAssertEqual(
            try edited(behavior: #"{ "shouldProjectMomentum": false }"#, "shouldProjectMomentum", "[tip,half]"),
            #"{ "shouldProjectMomentum": ["tip", "half"] }"#)
        XCTAssertEqual(
            try edited(behavior: #"{ "shouldProjectMomentum": ["tip"] }"#, "shouldProjectMomentum", "true"),
            #"{ "shouldProjectMomentum": true }"#)
        XCTAssertEqual(
            try edited(behavior: "{}", "shouldProjectMomentum", #"["tip"]"#), #"{ "shouldProjectMomentum": ["tip"] }"#)
    }

    func test_a_list_naming_no_state_is_refused_with_the_closest() {
        XCTAssertThrowsError(try edited(behavior: "{}", "shouldProjectMomentum", "[tipp]")) { error in
            XCTAssertEqual(
                "\(error)",
                "shouldProjectMomentum lists 'tipp', which is not one of full, half, tip; did you mean 'tip'?"
            )
        }
        XCTAssertThrowsError(try edited(behavior: "{}", "shouldProjectMomentum", "tip")) { error in
            XCTAssertEqual(
                "\(error)",
                "shouldProjectMomentum takes true, false or a list of full, half, tip such as [full], found 'tip'")
        }
    }

    func test_rubber_banding_is_set_as_a_whole_list() throws {
        XCTAssertEqual(
            try edited(behavior: #"{ "allowsRubberBanding": ["bottom"] }"#, "allowsRubberBanding", "[top,left]"),
            #"{ "allowsRubberBanding": ["top", "left"] }"#)
        XCTAssertEqual(
            try edited(behavior: "{}", "allowsRubberBanding", "[bottom]"), #"{ "allowsRubberBanding": ["bottom"] }"#)
        XCTAssertThrowsError(try edited(behavior: "{}", "allowsRubberBanding", "[up]")) { error in
            XCTAssertEqual(
                "\(error)",
                "allowsRubberBanding lists 'up', which is not one of top, left, bottom, right"
            )
        }
    }

    func test_the_recipes_state_lists_are_list_values_where_the_behavior_writes_them() throws {
        XCTAssertNil(try catalog(behavior: "{}").index(named: "draggableStates"), "no recipe, no default to tune")
        let behavior = #"{ "draggableStates": ["half"], "surfaceTap": { "in": ["tip"], "moveTo": "half" } }"#
        let catalog = try catalog(behavior: behavior)
        let draggable = try XCTUnwrap(catalog.index(named: "draggableStates"))
        XCTAssertEqual(catalog.values[draggable].kind, .list(["full", "half", "tip"]))
        // All states, each alone, then all but one.
        XCTAssertEqual(
            (0..<7).map { catalog.stepped(draggable, steps: $0 - 2) },
            [
                .list(["full", "half", "tip"]), .list(["full"]), .list(["half"]), .list(["tip"]),
                .list(["half", "tip"]), .list(["full", "tip"]), .list(["full", "half"]),
            ])
        XCTAssertEqual(
            catalog.values[try XCTUnwrap(catalog.index(named: "surfaceTap.moveTo"))].kind,
            .choice(["full", "half", "tip"]))
        XCTAssertEqual(
            try edited(behavior: behavior, "surfaceTap.in", "[tip,half]"),
            #"{ "draggableStates": ["half"], "surfaceTap": { "in": ["tip", "half"], "moveTo": "half" } }"#)
        XCTAssertThrowsError(try edited(behavior: behavior, "draggableStates", "true")) { error in
            XCTAssertEqual(
                "\(error)", "draggableStates takes a list of full, half, tip such as [full], found 'true'")
        }
    }
}
