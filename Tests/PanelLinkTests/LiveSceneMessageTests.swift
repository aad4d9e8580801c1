import ConfigTestSupport
import FloatingPanel
import Foundation
import TestSupport
import XCTest

@testable import PanelConfig
@testable import PanelExport
@testable import PanelLink

/// The scene message as typed values (Docs/live.md "Messages"): its fields are the motion parts'
/// table, what the page draws and what an app's live client applies, spelled once.
final class LiveSceneMessageTests: XCTestCase {
    private func panelKeys(_ text: String) throws -> [String] {
        let root = try XCTUnwrap(JSONParser.parse(text).root?.objectValue)
        XCTAssertEqual(root.keys, ["container", "errors", "name", "panels", "refreshRate", "type", "version"])
        let panels = try XCTUnwrap(root["panels"]?.value.arrayValue)
        return try XCTUnwrap(panels.first?.objectValue).keys
    }

    func test_a_panel_carries_the_motion_tables_fields_then_what_the_page_draws_and_an_app_applies() throws {
        let scene = try ConfigLoader.loadScene(path: Repository.url("Configs/scene.json").path)
        let keys = try panelKeys(LiveSceneMessage.text(scene, version: 1))
        let anything = { (_: Any) in "0" }
        let style = MotionLiteralStyle(
            number: anything, string: anything, strings: anything, numbers: anything, pairs: anything,
            pair: { _, _, _ in "0" }, spring: anything, dismiss: { _, _, _ in "0" })
        let motion = try XCTUnwrap(MotionPanelData.panels(of: scene).first).motionFields(style).map(\.name)
        let drawn = [
            "attachments", "backdropAlphas", "color", "cornerRadius", "grabber", "grabberColor", "initialState",
            "momentumStates", "position", "rowHeight", "rowTitle", "rows", "scroll", "title",
        ]
        XCTAssertEqual(keys, (motion + drawn + ["anchors", "behavior", "composeSprings"]).sorted())
    }

    func test_a_number_json_cannot_hold_is_null() throws {
        let scene = try ConfigLoader.loadScene(path: Repository.url("Configs/scene.json").path)
        var message = LiveSceneMessage(scene, version: 2)
        message.refreshRate = WireNumber(Double.infinity)
        XCTAssertTrue(message.text.contains(#""refreshRate":null"#), message.text)
        XCTAssertTrue(message.text.hasPrefix(#"{"container":{"fromPage":false,"height":852,"#), message.text)
    }
}
