import ConfigTestSupport
import FloatingPanel
import Foundation
import XCTest

@testable import PanelConfig

/// The keys FloatingPanel leaves to apps: a panel's `keyboard` with `moveTo`, its `attachments`,
/// and an appearance's `cornerConfiguration` and `surfaceInset` (Docs/config.md).
final class KeyboardAndAttachmentConfigTests: XCTestCase {
    func test_keyboard_takes_a_name_or_a_state_to_move_to() throws {
        let scene = try loadScene(
            """
            { "container": "iphone-15", "panels": [
              { "id": "a", "keyboard": {"moveTo": "full"} }, { "id": "b", "keyboard": "avoid" }, { "id": "c" } ] }
            """)
        XCTAssertEqual(scene.panels.map(\.keyboard), [.moveTo(.full), .avoid, .none])
    }

    func test_moveTo_names_a_shown_state_of_the_panel_at_its_place() {
        assertProblems(
            sceneWithPanel(#""keyboard": {"moveTo": ⟨"ful"}"#), kind: .scene,
            [
                "unknown state 'ful' in 'keyboard'; the keyboard can move the panel to full, half, tip; did you mean 'full'?"
            ])
        assertProblems(
            sceneWithPanel(#""keyboard": {"moveTo": ⟨"hidden"}"#), kind: .scene,
            ["unknown state 'hidden' in 'keyboard'; the keyboard can move the panel to full, half, tip"])
        assertProblems(
            sceneWithPanel(#""keyboard": ⟨"raise""#), kind: .scene,
            ["invalid 'keyboard' value 'raise': expected one of none, avoid"])
        assertProblems(
            #"{"panels": [{"id": "main"}], "steps": [{"keyboard": ⟨"up"}]}"#, kind: .scenario,
            ["invalid 'keyboard' value 'up': expected one of show, hide"])
    }

    func test_an_attachment_reads_every_key_and_defaults_the_rest() throws {
        let scene = try loadScene(
            sceneWithPanel(
                """
                "attachments": [
                  { "id": "weather", "size": [44, 40], "alignment": "leading", "inset": 12, "gap": -4,
                    "from": "half", "to": 120, "curve": "easeIn", "alpha": [1, 0.25], "scale": [1, 0.5],
                    "hiddenBeyond": "full" },
                  { "id": "locate", "size": [44, 44] } ]
                """))
        let attachments = scene.panels[0].attachments
        XCTAssertEqual(attachments.map(\.id), ["weather", "locate"])
        let weather = attachments[0]
        XCTAssertEqual(weather.size, CGSize(width: 44, height: 40))
        XCTAssertEqual(weather.alignment, .leading)
        XCTAssertEqual(weather.inset, 12)
        XCTAssertEqual(weather.gap, -4)
        XCTAssertEqual(weather.from, .state(.half))
        XCTAssertEqual(weather.to, .location(120))
        XCTAssertEqual(weather.curve, .easeIn)
        XCTAssertEqual(weather.alpha.from, 1)
        XCTAssertEqual(weather.alpha.to, 0.25)
        XCTAssertEqual(weather.scale.to, 0.5)
        XCTAssertEqual(weather.hiddenBeyond, .state(.full))
        let locate = attachments[1]
        XCTAssertEqual(locate.alignment, .trailing)
        XCTAssertEqual(locate.inset, 16)
        XCTAssertEqual(locate.gap, 8)
        XCTAssertNil(locate.from)
        XCTAssertNil(locate.hiddenBeyond)
    }

    func test_attachment_problems_are_located() {
        assertProblems(
            sceneWithPanel(
                #"""
                "attachments": [
                  { "id": "a", "size": [44, 44], "from": ⟨"halv", "to": "full" },
                  ⟨{ "id": "a", "size": [44, 44] },
                  { "id": "b", "size": ⟨[44], "alpha": [1, 0] },
                  { "id": "c", "size": [44, 44], ⟨"alpha": [1, 0] },
                  { "id": "d", "size": [44, 44], "alpha": [1, ⟨2] }
                ]
                """#), kind: .scene,
            [
                "unknown state 'halv' in 'from'; the panel's states are full, half, tip, hidden; did you mean 'half'?",
                "attachment 'a' is given twice; give each attachment of a panel its own 'id'",
                "'size' must have exactly 2 numbers [x, y], found 1",
                "attachment 'c' changes its alpha or scale but does not say where: give 'from' and 'to' (state names or locations)",
                "'alpha' must be between 0 and 1, found 2",
            ])
    }

    func test_corner_configuration_and_surface_inset() throws {
        let scene = try loadScene(
            sceneWithPanel(
                """
                "appearance": { "cornerRadius": 10, "cornerConfiguration": { "radius": "concentric", "minimum": 16 },
                  "surfaceInset": { "half": 8, "full": { "top": 0, "left": 2 } } }
                """))
        let surface = scene.panels[0].surfaceView
        XCTAssertEqual(surface.appearance.cornerConfiguration, .containerConcentric(minimum: 16))
        XCTAssertEqual(surface.appearance.cornerRadius, 10, "the fallback stays")
        XCTAssertEqual(surface.insetsByState["half"], EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertEqual(surface.insetsByState["full"], EdgeInsets(top: 0, left: 2, bottom: 0, right: 0))
        let fixed = try loadScene(sceneWithPanel(#""appearance": { "cornerConfiguration": { "radius": 24 } }"#))
        XCTAssertEqual(fixed.panels[0].surfaceView.appearance.cornerConfiguration, .fixed(24))
        assertProblems(
            sceneWithPanel(#""appearance": { "cornerConfiguration": { "radius": 24, ⟨"minimum": 8 } }"#), kind: .scene,
            [
                "'minimum' applies to concentric corners only; remove it, or write \"radius\": \"concentric\""
            ])
        assertProblems(
            sceneWithPanel(#""appearance": { "cornerConfiguration": { "radius": ⟨"round" } }"#), kind: .scene,
            ["invalid 'radius' value 'round': expected one of concentric"])
        assertProblems(
            sceneWithPanel(#""appearance": ⟨{ "surfaceInset": { "hal": 8 } }"#), kind: .scene,
            [
                "unknown state 'hal' in the appearance's 'surfaceInset'; the panel's states are full, half, tip, hidden; did you mean 'half'?"
            ])
    }

    func test_the_iOS_26_presets_carry_their_display_corner_radius() {
        XCTAssertEqual(DevicePreset.named("iphone-15")?.displayCornerRadius, 55)
        XCTAssertEqual(DevicePreset.named("iphone-15-pro-max-landscape")?.displayCornerRadius, 55)
        XCTAssertEqual(DevicePreset.named("ipad")?.displayCornerRadius, 18)
        XCTAssertEqual(DevicePreset.named("iphone-se")?.displayCornerRadius, 0)
    }
}
