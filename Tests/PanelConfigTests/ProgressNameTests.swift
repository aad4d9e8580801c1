import Foundation
import XCTest

@testable import PanelConfig

/// `redirectionalProgress` written as a default and pairs (Docs/tuning.md "Names"): the name alone
/// sets its default, as `fit --to` and the window's fitted lane name it.
final class ProgressNameTests: XCTestCase {
    private let behavior = #"""
        { "redirectionalProgress": { "default": 0.5, "pairs": [{ "from": "half", "to": "full", "value": 0.3 }] } }
        """#

    private func files() -> ConfigFileReader {
        .inMemory(
            [
                "scene.json":
                    #"{ "panels": [ { "id": "main", "layout": "layout.json", "behavior": "behavior.json" } ] }"#,
                "layout.json": #"""
                { "position": "bottom", "initialState": "half", "anchors": {
                  "full": { "absoluteInset": 16, "edge": "top", "referenceGuide": "safeArea" },
                  "half": { "fractionalInset": 0.5, "edge": "bottom", "referenceGuide": "safeArea" } } }
                """#,
                "behavior.json": behavior,
            ], currentDirectory: "/c")
    }

    func test_the_progress_name_sets_the_default_of_a_progress_written_with_pairs() throws {
        let catalog = try ValueCatalog.build(scenePath: "scene.json", panelIndex: 0, files: files())
        XCTAssertNil(catalog.index(named: "redirectionalProgress"))
        let settings = try catalog.settings(
            for: ValueAssignment(panel: nil, name: "redirectionalProgress", text: "0.4"))
        XCTAssertEqual(settings.map(\.name), ["redirectionalProgress.default"])
        let edit = try SceneValueEdit(
            scenePath: "scene.json", panelIDs: ["main"],
            assignments: [ValueAssignment(panel: nil, name: "redirectionalProgress", text: "0.4")], files: files())
        XCTAssertEqual(
            String(decoding: try edit.reader.read("/c/behavior.json"), as: UTF8.self),
            behavior.replacingOccurrences(of: "\"default\": 0.5", with: "\"default\": 0.4"))
    }
}
