import ConfigTestSupport
import Foundation
import XCTest

@testable import PanelConfig

/// A scene's `refreshRate` (Docs/config.md "Scene"): given, from the device preset, or 60.
final class RefreshRateTests: XCTestCase {
    private func scene(_ text: String) throws -> ResolvedScene {
        try ConfigLoader.loadScene(
            path: "scene.json", files: .inMemory(["scene.json": text], currentDirectory: testDirectory))
    }

    private func scenario(_ text: String) throws -> Scenario {
        try ConfigLoader.loadScenario(
            path: "scenario.json", files: .inMemory(["scenario.json": text], currentDirectory: testDirectory))
    }

    func test_rates_from_the_key_the_preset_or_the_default() throws {
        let panels = #""panels": [{"id": "main"}]"#
        XCTAssertEqual(try scene("{\(panels)}").refreshRate, 60)
        XCTAssertEqual(try scene(#"{"container": "iphone-15-pro-max", \#(panels)}"#).refreshRate, 120)
        XCTAssertEqual(try scene(#"{"container": "iphone-se", \#(panels)}"#).refreshRate, 60)
        XCTAssertEqual(try scene(#"{"container": "iphone-15-pro-max", "refreshRate": 90, \#(panels)}"#).refreshRate, 90)
        XCTAssertEqual(
            try scene(#"{"container": {"width": 400, "height": 800}, "refreshRate": 144, \#(panels)}"#).refreshRate, 144
        )
    }

    func test_scenario_without_FPS_runs_at_the_refresh_rate() throws {
        let steps = #""steps": [{"advance": 1}]"#
        XCTAssertEqual(
            try scenario(#"{"container": "iphone-15-pro-max", "panels": [{"id": "main"}], \#(steps)}"#).fps, 120)
        XCTAssertEqual(
            try scenario(#"{"container": "iphone-15-pro-max", "fps": 30, "panels": [{"id": "main"}], \#(steps)}"#).fps,
            30)
        XCTAssertEqual(try scenario(#"{"panels": [{"id": "main"}], \#(steps)}"#).fps, 60)
    }

    func test_out_of_range_is_a_located_error() {
        XCTAssertThrowsError(try scene(#"{"refreshRate": 0, "panels": [{"id": "main"}]}"#)) { error in
            XCTAssertTrue("\(error)".contains("scene.json:1:17: error:"), "\(error)")
        }
    }

    func test_the_JSON_export_keeps_a_given_rate() throws {
        let given = try scene(#"{"container": "iphone-15", "refreshRate": 120, "panels": [{"id": "main"}]}"#)
        XCTAssertTrue(SceneJSONExporter.export(given).contains("\"refreshRate\": 120"))
        let preset = try scene(#"{"container": "iphone-15-pro-max", "panels": [{"id": "main"}]}"#)
        XCTAssertFalse(SceneJSONExporter.export(preset).contains("refreshRate"))
    }
}
