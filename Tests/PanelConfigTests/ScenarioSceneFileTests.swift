import ConfigTestSupport
import FloatingPanel
import Foundation
import XCTest

@testable import PanelConfig

/// A scenario that names its scene file with `scene` instead of copying it (Docs/scenarios.md).
final class ScenarioSceneFileTests: XCTestCase {
    private let sheet = """
        {
          "container": { "width": 390, "height": 844, "safeArea": { "top": 47, "bottom": 34 } },
          "displayScale": 3,
          "panels": [ { "id": "sheet", "layout": "layouts/sheet.json" } ]
        }
        """
    private let layout = """
        { "position": "bottom", "initialState": "tip", "anchors": {
            "half": { "fractionalInset": 0.5, "edge": "bottom" },
            "tip": { "absoluteInset": 60, "edge": "bottom" } } }
        """

    func test_scene_is_read_relative_to_the_scenario_and_its_own_paths_relative_to_itself() throws {
        let files = ConfigFileReader.inMemory(
            [
                "scenarios/fling.json": #"""
                {"scene": "../scenes/sheet.json", "fps": 120, "steps": [{"move": {"panel": "sheet", "to": "half"}}]}
                """#,
                "scenes/sheet.json": sheet, "scenes/layouts/sheet.json": layout,
            ], currentDirectory: testDirectory)
        let scenario = try ConfigLoader.loadScenario(path: "scenarios/fling.json", files: files)
        XCTAssertEqual(scenario.fps, 120)
        XCTAssertEqual(scenario.scene.container.size, CGSize(width: 390, height: 844))
        XCTAssertEqual(scenario.scene.displayScale, 3)
        XCTAssertEqual(scenario.scene.panels.map(\.id), ["sheet"])
        XCTAssertEqual(scenario.scene.name, "sheet", "the scene file's name")
        guard case .move(_, let to, _) = scenario.steps.first else { return XCTFail("\(scenario.steps)") }
        XCTAssertEqual(to, .half, "state names are checked against the scene file's layouts")
        XCTAssertEqual(
            scenario.scene.referencedFiles.map { ($0 as NSString).lastPathComponent }.sorted(),
            ["fling.json", "sheet.json", "sheet.json"])
    }

    func test_scene_beside_inline_scene_keys_is_an_error_at_each_inline_key() {
        assertProblems(
            #"""
            {
              "scene": "sheet.json",
              ⟨"container": "iphone-15",
              ⟨"panels": [],
              "steps": []
            }
            """#, kind: .scenario,
            [
                "'container' cannot be given beside 'scene' (line 2): a scenario either names a scene file or writes the scene inline; remove 'container' or 'scene'",
                "'panels' cannot be given beside 'scene' (line 2): a scenario either names a scene file or writes the scene inline; remove 'panels' or 'scene'",
            ], otherFiles: ["sheet.json": sheet, "layouts/sheet.json": layout])
    }

    func test_a_missing_scene_file_is_reported_at_its_path() {
        assertProblems(
            #"""
            {"scene": ⟨"shet.json", "steps": []}
            """#, kind: .scenario,
            [
                "cannot read the scene file 'shet.json': no such file; paths are relative to the file that names them"
            ])
    }

    func test_a_step_naming_a_panel_the_scene_file_lacks_is_an_error() {
        let found = problems(
            #"{"scene": "sheet.json", "steps": [{"hide": {"panel": "main"}}]}"#, kind: .scenario,
            otherFiles: ["sheet.json": sheet, "layouts/sheet.json": layout])
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.hasPrefix("test.json:1:54: error: unknown panel 'main'") ?? false, "\(found)")
        XCTAssertTrue(found.first?.contains("sheet") ?? false, "names the scene file's panels: \(found)")
    }

    func test_the_kind_of_a_file_with_scene_and_steps_is_scenario() throws {
        let root = try XCTUnwrap(JSONParser.parse(Data(#"{"scene": "a.json", "steps": []}"#.utf8)).root)
        XCTAssertEqual(ConfigKind.infer(from: root), .scenario)
    }
}
