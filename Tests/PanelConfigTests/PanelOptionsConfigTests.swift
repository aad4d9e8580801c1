import ConfigTestSupport
import FloatingPanel
import Foundation
import TestSupport
import XCTest

@testable import PanelConfig

/// A panel's `modal`, `keyboard` and `adaptivePresentation`.
final class PanelOptionsConfigTests: XCTestCase {
    func test_a_panel_without_options_is_not_modal_ignores_the_keyboard_and_has_a_layout() throws {
        let panel = try loadScene(sceneWithPanel(#""contentSize": { "height": 200 }"#)).panels[0]
        XCTAssertFalse(panel.isModal)
        XCTAssertEqual(panel.keyboard, KeyboardAvoidance.none)
        XCTAssertNil(panel.adaptivePresentation)
    }

    func test_modal_and_keyboard_are_decoded() throws {
        let panel = try loadScene(sceneWithPanel(#""modal": true, "keyboard": "avoid""#)).panels[0]
        XCTAssertTrue(panel.isModal)
        XCTAssertEqual(panel.keyboard, .avoid)
    }

    func test_an_empty_adaptive_presentation_takes_every_default() throws {
        let panel = try loadScene(sceneWithPanel(#""adaptivePresentation": {}"#)).panels[0]
        let presentation = try XCTUnwrap(panel.adaptivePresentation)
        XCTAssertEqual(presentation, AdaptivePresentation())
        XCTAssertEqual(presentation.minWidth, 320)
        XCTAssertEqual(presentation.idealWidth, 375)
        XCTAssertEqual(presentation.maxWidth, 420)
        XCTAssertEqual(presentation.side, .leading)
        XCTAssertEqual(presentation.detents, [.medium, .large])
        XCTAssertTrue(presentation.dismissBelowSmallestDetent)
    }

    func test_an_adaptive_presentation_keeps_every_value_and_the_detents_in_order() throws {
        let panel = try loadScene(
            sceneWithPanel(
                """
                "adaptivePresentation": { "minWidth": 300, "idealWidth": 300, "maxWidth": 480, "side": "trailing",
                  "detents": [ "large", { "fraction": 0.25 }, "adaptive", { "height": 120 }, "medium" ],
                  "dismissBelowSmallestDetent": false }
                """)
        ).panels[0]
        XCTAssertEqual(
            panel.adaptivePresentation,
            AdaptivePresentation(
                minWidth: 300, idealWidth: 300, maxWidth: 480, side: .trailing,
                detents: [.large, .fraction(0.25), .adaptive, .height(120), .medium], dismissBelowSmallestDetent: false)
        )
    }

    func test_state_names_of_an_adaptive_panel_are_left_to_the_engine() throws {
        // The detents become the panel's states in the engine; the loader cannot check names yet.
        let panel = try loadScene(
            sceneWithPanel(#""adaptivePresentation": {}, "behavior": { "shouldProjectMomentum": ["large"] }"#)
        ).panels[0]
        XCTAssertNotNil(panel.adaptivePresentation)
    }

    func test_a_detent_listed_twice_is_reported_with_its_first_listing() {
        let text = MarkedText(
            sceneWithPanel(
                #""adaptivePresentation": { "detents": [ ⟨"medium", ⟨{ "height": 300 }, ⟨"medium", ⟨{ "height": 300 } ] }"#
            ))
        let at = text.positions
        XCTAssertEqual(
            problems(text.text, kind: .scene),
            [
                "test.json:\(at[2]): error: detent 'medium' is listed twice (first at \(at[0])); each detent may appear once",
                #"test.json:\#(at[3]): error: detent {"height": 300} is listed twice (first at \#(at[1])); each detent may appear once"#,
            ])
    }

    func test_option_problems() {
        assertProblems(
            """
            { "panels": [
              { "id": "a", "modal": ⟨"yes", "keyboard": ⟨"avoids" },
              { "id": "b", "layout": "l.json", ⟨"adaptivePresentation": { ⟨"minWdth": 300 } },
              { "id": "c", "adaptivePresentation": { "minWidth": 400, ⟨"maxWidth": 380, "side": ⟨"left" } },
              { "id": "d", "adaptivePresentation": { ⟨"minWidth": 400 } },
              { "id": "e", "adaptivePresentation": { "idealWidth": ⟨-1, "maxWidth": 300 } },
              { "id": "f", "adaptivePresentation": { "detents": ⟨[] } },
              { "id": "g", "adaptivePresentation": { "detents": [ ⟨"half", ⟨{}, { "height": 1, ⟨"fraction": 0.5 }, ⟨0.5 ] } },
              { "id": "h", "adaptivePresentation": { "detents": [ { "fraction": ⟨1.5 }, { "height": ⟨0 } ] } }
            ] }
            """, kind: .scene,
            [
                "expected true or false for 'modal', found a string",
                "invalid 'keyboard' value 'avoids': expected one of none, avoid; did you mean 'avoid'?",
                "give either 'layout' or 'adaptivePresentation', not both; the adaptive presentation places the panel by its 'detents' and 'side'",
                "unknown key 'minWdth' in adaptivePresentation; did you mean 'minWidth'?",
                "'maxWidth' 380 is less than 'minWidth' 400; the widths must satisfy minWidth ≤ idealWidth ≤ maxWidth",
                "invalid 'side' value 'left': expected one of leading, trailing",
                "'idealWidth' (default 375) is less than 'minWidth' 400; the widths must satisfy minWidth ≤ idealWidth ≤ maxWidth",
                "'idealWidth' must be greater than 0, found -1",
                #"'detents' is empty; give at least one, e.g. ["medium", "large"]"#,
                "invalid 'detent' value 'half': expected one of adaptive, medium, large",
                "a detent object needs 'height' (points) or 'fraction' (of the safe height, 0 to 1)",
                "a detent gives either 'height' or 'fraction', not both",
                #"expected adaptive, medium, large, {"height": points} or {"fraction": 0…1} for 'detent', found a number"#,
                "'fraction' must be greater than 0 and at most 1, found 1.5",
                "'height' must be greater than 0, found 0",
            ],
            otherFiles: [
                "l.json":
                    #"{ "position": "bottom", "initialState": "half", "anchors": { "half": { "fractionalInset": 0.5, "edge": "bottom" } } }"#
            ])
    }
}
