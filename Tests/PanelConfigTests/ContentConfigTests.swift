import ConfigTestSupport
import FloatingPanel
import Foundation
import TestSupport
import XCTest

@testable import PanelConfig

/// A panel content's `sections`, `transition` and `footer` (Docs/config.md "Content").
final class ContentConfigTests: XCTestCase {
    func test_blocks_transition_and_footer_are_decoded_in_order() throws {
        let panel = try loadScene(
            sceneWithPanel(
                """
                "content": { "title": "Diagnose", "rowHeight": 50,
                  "sections": [
                    { "id": "halfView", "height": 140, "states": ["half"], "background": "#E8F0FE", "label": "Summary" },
                    { "id": "fullView", "rows": 6, "states": ["full"] },
                    { "id": "carousel", "interactive": true } ],
                  "transition": { "duration": 0.4, "delay": 0.1, "curve": "easeOut" },
                  "footer": { "button": "Start diagnosing", "height": 60, "background": "#1A73E8" } }
                """)
        ).panels[0]
        let content = panel.content
        XCTAssertEqual(content.sections.map(\.id), ["halfView", "fullView", "carousel"])
        XCTAssertEqual(content.sections[0].extent, .height(140))
        XCTAssertEqual(content.sections[0].states, ["half"])
        XCTAssertEqual(content.sections[0].background, RGBAColor(red: 0xE8 / 255, green: 0xF0 / 255, blue: 0xFE / 255))
        XCTAssertEqual(content.sections[0].label, "Summary")
        XCTAssertFalse(content.sections[0].isInteractive)
        XCTAssertEqual(content.sections[1].height(rowHeight: content.rowHeight), 300, "6 rows of 50 pt")
        XCTAssertNil(content.sections[2].states, "shown in every state")
        XCTAssertEqual(content.sections[2].extent, .height(88), "the default height")
        XCTAssertTrue(content.sections[2].isInteractive)
        XCTAssertEqual(content.transition, ContentTransition(duration: 0.4, delay: 0.1, curve: .easeOut))
        XCTAssertEqual(
            content.footer,
            ContentFooter(
                button: "Start diagnosing", height: 60,
                background: RGBAColor(red: 0x1A / 255, green: 0x73 / 255, blue: 0xE8 / 255)))
    }

    func test_a_content_without_the_new_keys_has_no_blocks_the_default_fade_and_no_footer() throws {
        let content = try loadScene(sceneWithPanel(#""content": { "title": "T" }"#)).panels[0].content
        XCTAssertEqual(content.sections, [])
        XCTAssertEqual(content.transition, ContentTransition(duration: 0.25, delay: 0, curve: .easeInOut))
        XCTAssertNil(content.footer)
    }

    func test_check_locates_every_problem_of_the_blocks_and_the_fade() {
        assertProblems(
            sceneWithPanel(
                """
                "content": {
                  "sections": [
                    { "id": "a", "height": ⟨-10, "states": [⟨"expanded", "full"] },
                    { "id": "b", "height": 20, ⟨"rows": 2 },
                    { "id": ⟨"a", "rows": ⟨-1 } ],
                  "transition": { "duration": ⟨-0.25, "delay": ⟨-1, "curve": ⟨"easeInOutt" },
                  "footer": ⟨{ "height": 40 } }
                """),
            kind: .scene,
            [
                "'height' must be 0 or greater, found -10",
                "section 'a' names state 'expanded', which the panel's layout does not have; its states are full, half, tip; 'expanded' is Material's STATE_EXPANDED: FloatingPanel calls it 'full'",
                "give either 'height' (points) or 'rows' (rows of the content's row height), not both",
                "duplicate section id 'a' (first at 5:13); give every block its own id",
                "'rows' must be 0 or greater, found -1",
                "'duration' must be 0 or greater, found -0.25",
                "'delay' must be 0 or greater, found -1",
                "invalid 'curve' value 'easeInOutt': expected one of linear, easeIn, easeOut, easeInOut; did you mean 'easeInOut'?",
                "footer is missing 'button' (the button's title, such as \"Start\")",
            ])
    }

    func test_a_state_of_a_custom_layout_is_accepted_and_a_typo_gets_a_suggestion() {
        let layout = """
            "layout": { "position": "bottom", "initialState": "tip", "anchors": {
              "tip": { "absoluteInset": 120, "edge": "bottom", "referenceGuide": "safeArea" },
              "peek": { "order": 300, "absoluteInset": 300, "edge": "bottom", "referenceGuide": "safeArea" } } }
            """
        assertValid(
            sceneWithPanel(layout + #", "content": { "sections": [ { "id": "x", "states": ["peek"] } ] }"#),
            kind: .scene)
        assertProblems(
            sceneWithPanel(layout + #", "content": { "sections": [ { "id": "x", "states": [⟨"peak"] } ] }"#),
            kind: .scene,
            [
                "section 'x' names state 'peak', which the panel's layout does not have; its states are peek, tip; did you mean 'peek'?"
            ])
    }

    func test_an_unknown_key_of_a_block_gets_a_suggestion() {
        assertProblems(
            sceneWithPanel(#""content": { "sections": [ { "id": "x", ⟨"interactiv": true } ] }"#),
            kind: .scene, ["unknown key 'interactiv' in section 1; did you mean 'interactive'?"])
    }
}
