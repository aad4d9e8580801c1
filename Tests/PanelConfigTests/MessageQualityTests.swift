import ConfigTestSupport
import Foundation
import XCTest

@testable import PanelConfig

/// Messages a new user meets: a missing file's nearest namesake, a file of the wrong kind, a
/// `$schema` that leads nowhere (Docs/config.md "Errors and warnings").
final class MessageQualityTests: XCTestCase {
    private let layout = """
        { "position": "bottom", "initialState": "half", "anchors": { "half": { "fractionalInset": 0.5, "edge": "bottom" } } }
        """

    func test_a_misspelled_reference_names_the_path_once_and_suggests_the_nearest_file() {
        let scene = sceneWithPanel(#""layout": "layouts/sheet-layot.json""#)
        XCTAssertEqual(
            problems(
                scene, kind: .scene, otherFiles: ["layouts/sheet-layout.json": layout, "layouts/other.json": layout]),
            [
                "test.json:3:41: error: cannot read the layout file 'layouts/sheet-layot.json': no such file; did you mean 'layouts/sheet-layout.json'?; paths are relative to the file that names them"
            ])
    }

    func test_a_missing_file_without_a_near_namesake_gets_no_guess() {
        let scene = sceneWithPanel(#""layout": "gone.json""#)
        XCTAssertEqual(
            problems(scene, kind: .scene, otherFiles: ["scene.json": "{}", "sheet.json": layout]),
            [
                "test.json:3:41: error: cannot read the layout file 'gone.json': no such file; paths are relative to the file that names them"
            ])
    }

    func test_a_layout_loaded_as_a_scene_says_once_what_it_is() {
        let files = ConfigFileReader.inMemory(["sheet.json": layout], currentDirectory: testDirectory)
        XCTAssertThrowsError(try ConfigLoader.loadScene(path: "sheet.json", files: files)) { error in
            XCTAssertEqual(
                (error as? ConfigError)?.diagnostics.map(\.description),
                [
                    #"sheet.json:1:1: error: this is a layout file (it has 'position', 'initialState', 'anchors'), but a scene was expected: an object with "panels" (Docs/config.md); a scene's panel uses it as "layout": "sheet.json""#
                ])
        }
    }

    func test_a_scene_loaded_as_a_scenario_says_in_one_line_what_is_missing() {
        let files = ConfigFileReader.inMemory(
            ["sheet.json": #"{ "panels": [ { "id": "main" } ] }"#], currentDirectory: testDirectory)
        XCTAssertThrowsError(try ConfigLoader.loadScenario(path: "sheet.json", files: files)) { error in
            XCTAssertEqual(
                (error as? ConfigError)?.diagnostics.map(\.description),
                [#"sheet.json:1:1: error: scenario is missing 'steps' (an array such as [{"advance": 1}])"#])
        }
    }

    func test_a_schema_path_that_does_not_resolve_warns_with_the_path_that_would() {
        let text = """
            { "$schema": "schema/layout.schema.json", "position": "bottom", "initialState": "half",
              "anchors": { "half": { "fractionalInset": 0.5, "edge": "bottom" } } }
            """
        let files = ["layouts/sheet.json": text, "schema/layout.schema.json": "{}"]
        let reader = ConfigFileReader.inMemory(files, currentDirectory: testDirectory)
        XCTAssertEqual(
            ConfigLoader.check(paths: ["layouts/sheet.json"], kind: nil, files: reader).map(\.description),
            [
                #"layouts/sheet.json:1:14: warning: '$schema' names 'schema/layout.schema.json', which does not exist relative to this file; the file loads, but editors lose completion and checking: write "../schema/layout.schema.json""#
            ])
        let fixed = text.replacingOccurrences(of: "\"schema/", with: "\"../schema/")
        let fixedReader = ConfigFileReader.inMemory(
            ["layouts/sheet.json": fixed, "schema/layout.schema.json": "{}"], currentDirectory: testDirectory)
        XCTAssertEqual(ConfigLoader.check(paths: ["layouts/sheet.json"], kind: nil, files: fixedReader), [])
        XCTAssertEqual(
            problems(
                #"{ "$schema": "https://example.com/behavior.schema.json", "springResponseTime": 0.3 }"#, kind: nil),
            [], "a URL is not checked")
    }
    func test_a_mistyped_extension_suggests_the_file_with_the_same_name() {
        let files = ConfigFileReader.inMemory(["sheet.json": "{}", "sheet.md": ""], currentDirectory: testDirectory)
        XCTAssertEqual(
            ConfigLoader.check(paths: ["sheet.jsn"], kind: .scene, files: files).map(\.description),
            ["sheet.jsn:1:1: error: cannot read 'sheet.jsn': no such file; did you mean 'sheet.json'?"])
    }
}
