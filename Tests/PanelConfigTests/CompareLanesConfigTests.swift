import ConfigTestSupport
import FloatingPanel
import Foundation
import TestSupport
import XCTest

@testable import PanelConfig

/// Compare lanes files (Docs/config.md "Compare lanes"): what they decode to, and every problem
/// at its place, the value names checked against the scene that names the file.
final class CompareLanesConfigTests: XCTestCase {
    private static let scene = #"""
        { "container": "iphone-15", "compareLanes": "lanes.json",
          "panels": [
            { "id": "sheet", "layout": "layout.json", "behavior": { "springResponseTime": 0.4 } },
            { "id": "card", "layout": "layout.json", "appearance": { "cornerRadius": 12 } } ] }
        """#
    private static let layout = #"""
        { "position": "bottom", "initialState": "half", "anchors": {
            "full": { "absoluteInset": 16, "edge": "top", "referenceGuide": "safeArea" },
            "half": { "fractionalInset": 0.5, "edge": "bottom", "referenceGuide": "safeArea" },
            "tip": { "absoluteInset": 69, "edge": "bottom", "referenceGuide": "safeArea" } } }
        """#

    private func files(lanes: String) -> ConfigFileReader {
        .inMemory(
            ["scene.json": Self.scene, "layout.json": Self.layout, "lanes.json": lanes],
            currentDirectory: testDirectory)
    }

    /// The problems `check scene.json` reports, each expected at a marker of `marked` (the lanes file).
    private func assertLaneProblems(
        _ marked: String, _ messages: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        let text = MarkedText(marked)
        XCTAssertEqual(text.positions.count, messages.count, "one marker per message", file: file, line: line)
        let actual = ConfigLoader.check(paths: ["scene.json"], kind: nil, files: files(lanes: text.text)).map(
            \.description)
        XCTAssertEqual(
            actual, zip(text.positions, messages).map { "lanes.json:\($0): error: \($1)" }, file: file, line: line)
    }

    func test_a_scene_loads_the_lanes_its_file_lists() throws {
        let scene = try ConfigLoader.loadScene(
            path: "scene.json",
            files: files(
                lanes: #"""
                    { "$schema": "schema/lanes.schema.json", "lanes": [
                        { "label": "soft", "values": { "springResponseTime": 0.55 } },
                        { "values": { "springResponseTime": 0.3, "anchors.half.fractionalInset": 0.45,
                                      "card:cornerRadius": 4, "removalInteractionEnabled": true } },
                        { "platform": "compose" },
                        { "platform": "vaul" } ] }
                    """#))
        XCTAssertEqual(
            scene.compareLanes,
            CompareLanes(lanes: [
                .init(kind: .values([.init(panel: nil, name: "springResponseTime", text: "0.55")]), label: "soft"),
                .init(
                    kind: .values([
                        .init(panel: nil, name: "springResponseTime", text: "0.3"),
                        .init(panel: nil, name: "anchors.half.fractionalInset", text: "0.45"),
                        .init(panel: "card", name: "cornerRadius", text: "4"),
                        .init(panel: nil, name: "removalInteractionEnabled", text: "true"),
                    ])),
                .init(kind: .platform("compose")),
                .init(kind: .platform("vaul")),
            ]))
        let lanes = try XCTUnwrap(scene.compareLanes)
        XCTAssertEqual(
            lanes.lanes.map(\.displayLabel).prefix(2),
            [
                "soft",
                "springResponseTime=0.3 anchors.half.fractionalInset=0.45 card:cornerRadius=4 removalInteractionEnabled=true",
            ])
        XCTAssertEqual(lanes.valueLanes.count, 2)
        XCTAssertEqual(lanes.platforms, ["compose", "vaul"])
        // The lanes file is one of the scene's files: the window watches it.
        XCTAssertEqual(
            scene.referencedFiles.map { ($0 as NSString).lastPathComponent },
            ["scene.json", "layout.json", "lanes.json"])
    }

    func test_a_scene_without_compare_lanes_has_no_lanes() throws {
        let scene = try loadScene(
            #"{ "panels": [ { "id": "sheet", "layout": "layout.json" } ] }"#, otherFiles: ["layout.json": Self.layout])
        XCTAssertNil(scene.compareLanes)
    }

    func test_unknown_names_and_refused_settings_are_errors_at_their_place_with_the_closest_name() {
        assertLaneProblems(
            #"""
            { "lanes": [
                { "values": { ⟨"springResponse": 0.5 } },
                { "values": { "springResponseTime": ⟨-0.2 } },
                { "values": { ⟨"crad:cornerRadius": 4, "card:anchors.half.fractionalInset": 0.45 } },
                { "values": { ⟨"anchors.half.fractionalInst": 0.4, "removalInteractionEnabled": ⟨"yes" } } ] }
            """#,
            [
                "panel 'sheet' has no value 'springResponse'; did you mean 'springResponseTime'?",
                "springResponseTime = -0.2 is out of range; it must be > 0 and ≤ 10000000",
                "the scene has no panel 'crad' (in 'crad:cornerRadius=4'); its panels are sheet, card; did you mean 'card'?",
                "panel 'sheet' has no value 'anchors.half.fractionalInst'; did you mean 'anchors.half.fractionalInset'?",
                "removalInteractionEnabled takes true or false, found 'yes'",
            ])
    }

    func test_the_files_shape_is_checked_at_each_place_with_the_fix() {
        assertLaneProblems(
            #"""
            { "lanes": [
                ⟨{ "label": "nothing" },
                { "values": { "springResponseTime": 0.5 }, ⟨"platform": "vaul" },
                { "platform": "vaul" },
                ⟨{ "values": { "springResponseTime": 0.3 } },
                { "platform": ⟨"vual" },
                ⟨{ "platform": "vaul" },
                { ⟨"label": "mine", "platform": "material" },
                { "values": ⟨{} } ] }
            """#,
            [
                "lane 1 gives neither 'values' nor 'platform'; write {\"values\": {\"springResponseTime\": 0.5}} or {\"platform\": \"vaul\"}",
                "lane 2 gives both 'values' and 'platform'; a platform lane plays the scene as it is, so give one of them",
                "lane 4 is a FloatingPanel lane after the vaul lane (line 4); the FloatingPanel lanes come first, then the platform lanes, so move it above",
                "invalid 'platform' value 'vual': expected one of material, compose, vaul; did you mean 'vaul'?",
                "the vaul lane is already listed (line 4); a platform plays the scene as it is, so list it once",
                "a platform lane is labelled by its library's name; remove 'label'",
                "lane 8 sets no value, so it is lane 0 (the scene as it is) again; set one, e.g. {\"springResponseTime\": 0.5}",
            ])
    }

    func test_more_than_eight_lanes_and_a_values_problem_are_reported_where_they_are() {
        let eight = Array(repeating: #"{ "values": { "springResponseTime": 0.5 } },"#, count: 8).joined(separator: "\n")
        assertLaneProblems(
            """
            { "lanes": [
            \(eight)
            ⟨{ "values": { "springResponseTime": ⟨[0.3] }, ⟨"lable": "x" } ] }
            """,
            [
                "9 lanes and lane 0 (the scene as it is) make 10; a compare run holds at most 9 lanes, so remove 1",
                "expected a number, true/false or a choice's name for 'springResponseTime', found an array",
                "unknown key 'lable' in lane 9; did you mean 'label'?",
            ])
    }

    func test_an_empty_list_and_a_missing_list_are_errors() {
        assertProblems(
            #"{ "lanes": ⟨[] }"#, kind: .lanes,
            [
                "the list of lanes is empty; add a lane such as {\"values\": {\"springResponseTime\": 0.5}} (lane 0, the scene as it is, comes first on its own)"
            ])
        assertProblems(
            #"⟨{ "$schema": "schema/lanes.schema.json" }"#, kind: .lanes,
            [
                "compare lanes is missing 'lanes' (a list of lanes, e.g. [{\"values\": {\"springResponseTime\": 0.5}}, {\"platform\": \"vaul\"}])"
            ], otherFiles: ["schema/lanes.schema.json": "{}"])
    }

    func test_on_its_own_a_lanes_file_is_checked_for_its_shape_and_its_kind_is_inferred() throws {
        // No scene: the names cannot be checked, so an unknown one passes here.
        assertValid(#"{ "lanes": [ { "values": { "notAValue": 1 } }, { "platform": "material" } ] }"#, kind: .lanes)
        XCTAssertEqual(
            ConfigKind.infer(from: try XCTUnwrap(JSONParser.parse(Data(#"{"lanes": []}"#.utf8)).root)), .lanes)
        XCTAssertEqual(
            ConfigKind.infer(
                from: try XCTUnwrap(JSONParser.parse(Data(#"{"$schema": "../schema/lanes.schema.json"}"#.utf8)).root)),
            .lanes)
        XCTAssertEqual(
            problems(#"{ "lanes": [ { "platform": "vaul" } ] }"#, kind: .scene),
            [
                "test.json:1:1: error: this is a lanes file (it has 'lanes'), but a scene was expected: an object with \"panels\" (Docs/config.md); a scene names it as \"compareLanes\": \"test.json\""
            ])
    }

    func test_a_missing_lanes_file_is_an_error_at_the_path_that_names_it() {
        assertProblems(
            #"{ "compareLanes": ⟨"lanse.json", "panels": [ { "id": "sheet", "layout": "layout.json" } ] }"#,
            kind: .scene,
            [
                "cannot read the compare lanes file 'lanse.json': no such file; did you mean 'lanes.json'?; paths are relative to the file that names them"
            ], otherFiles: ["layout.json": Self.layout, "lanes.json": #"{"lanes": [{"platform": "vaul"}]}"#])
    }

    func test_the_shipped_example_lists_four_lanes_and_its_preset_names_it() throws {
        let scene = try ConfigLoader.loadScene(
            path: repositoryRoot.appendingPathComponent("Configs/scenes/rubber-band.json").path)
        XCTAssertEqual(
            scene.compareLanes?.lanes.map(\.displayLabel), ["soft", "stiff", "half lower", "vaul"])
        XCTAssertEqual(scene.compareLanes?.platforms, ["vaul"])
    }

    func test_the_schema_is_valid_and_agrees_with_the_decoder_on_each_shape() throws {
        let good = [
            #"{"lanes": [{"label": "soft", "values": {"springResponseTime": 0.5}}, {"platform": "vaul"}]}"#,
            #"{"lanes": [{"values": {"removalInteractionEnabled": true, "sheet:keyboard": "avoid"}}]}"#,
            try String(
                contentsOf: repositoryRoot.appendingPathComponent("Configs/compare-lanes.json"), encoding: .utf8),
        ]
        let bad = [
            #"{"lanes": []}"#,
            #"{"lanes": [{"label": "nothing"}]}"#,
            #"{"lanes": [{"values": {"springResponseTime": 0.5}, "platform": "vaul"}]}"#,
            #"{"lanes": [{"label": "mine", "platform": "vaul"}]}"#,
            #"{"lanes": [{"platform": "vual"}]}"#,
            #"{"lanes": [{"values": {}}]}"#,
            #"{"lanes": [{"values": {"springResponseTime": [0.3]}}]}"#,
            #"{"lanes": [{"values": {"springResponseTime": 0.3}, "lable": "x"}]}"#,
            #"{"lane": [{"platform": "vaul"}]}"#,
            "{\"lanes\": ["
                + Array(repeating: #"{"values": {"springResponseTime": 0.3}}"#, count: 9).joined(separator: ",")
                + "]}",
        ]
        let verdicts = try ExternalCheckers.jsonSchemaVerdicts(
            schema: repositoryRoot.appendingPathComponent("Configs/schema/lanes.schema.json"), instances: good + bad)
        XCTAssertEqual(verdicts, Array(repeating: true, count: good.count) + Array(repeating: false, count: bad.count))
        for text in good {
            XCTAssertEqual(problems(text, kind: .lanes, otherFiles: ["schema/lanes.schema.json": "{}"]), [], text)
        }
        for text in bad { XCTAssertNotEqual(problems(text, kind: .lanes), [], text) }
    }
}
