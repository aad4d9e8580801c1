import ConfigTestSupport
import FloatingPanel
import Foundation
import XCTest

@testable import PanelConfig

/// A config never says one thing twice or contradicts itself: each case is a located error, or a
/// located warning that says what will happen (Docs/config.md).
final class RepetitionDiagnosticsTests: XCTestCase {
    func test_a_repeated_redirectional_pair_is_an_error_naming_the_first() {
        let text = """
            {
              "redirectionalProgress": { "pairs": [
                { "from": "half", "to": "full", "value": 0.5 },
                { "from": "tip", "to": "half", "value": 0.2 },
                { "from": "half", "to": "full", "value": 0.1 }
              ] }
            }
            """
        XCTAssertEqual(
            problems(text, kind: .behavior),
            [
                "test.json:5:5: error: the pair 'half' → 'full' is already given at line 3; only one value can apply to a pair: keep one entry and remove the other"
            ])
    }

    func test_a_state_or_edge_listed_twice_warns_and_loads() throws {
        let behavior = """
            { "shouldProjectMomentum": ["full", "half", "full"], "allowsRubberBanding": ["top", "bottom", "top"] }
            """
        XCTAssertEqual(
            problems(behavior, kind: .behavior),
            [
                "test.json:1:45: warning: 'full' is already listed in 'shouldProjectMomentum' at line 1; the repeat changes nothing: remove it",
                "test.json:1:95: warning: 'top' is already listed in 'allowsRubberBanding' at line 1; the repeat changes nothing: remove it",
            ])
        let scene = try loadScene(sceneWithPanel("\"behavior\": \(behavior)"))
        XCTAssertEqual(scene.warnings.count, 2)
        XCTAssertEqual(scene.warnings.map(\.file), ["scene.json", "scene.json"])
        XCTAssertEqual(scene.panels[0].behavior.rubberBandingEdges, [.top, .bottom])
    }

    func test_anchors_that_contradict_their_order_warn_with_both_lines() {
        let text = """
            {
              "position": "bottom", "initialState": "half",
              "anchors": {
                "half": { "absoluteInset": 100, "edge": "bottom", "referenceGuide": "safeArea" },
                "tip": { "absoluteInset": 300, "edge": "bottom", "referenceGuide": "safeArea" }
              }
            }
            """
        XCTAssertEqual(
            problems(text, kind: .layout),
            [
                "test.json:5:5: warning: anchor 'tip' contradicts 'half' (line 4): 'tip' sits above 'half' for every container size, though 'half' has the higher order (500 > 100) and a bottom panel's more expanded state sits above the others; drags follow the positions while momentum projection and the backdrop follow the orders, so they disagree: swap the two anchors"
            ])
    }

    func test_order_contradictions_are_found_for_every_position_and_only_when_certain() {
        // A left panel: tip (half the width from the right) lies right of full (60 % from the right).
        let left = """
            { "position": "left", "initialState": "tip", "anchors": {
              "full": { "fractionalInset": 0.6, "edge": "right", "referenceGuide": "superview" },
              "tip": { "fractionalInset": 0.5, "edge": "right", "referenceGuide": "superview" } } }
            """
        let leftProblems = problems(left, kind: .layout)
        XCTAssertEqual(leftProblems.count, 1)
        XCTAssertTrue(
            leftProblems.first?.hasPrefix(
                "test.json:3:3: warning: anchor 'tip' contradicts 'full' (line 2): 'tip' sits to the right of 'full'")
                ?? false, "\(leftProblems)")
        // 200 pt from the bottom against 25 % from the bottom: which is higher depends on the height.
        let dependsOnSize = """
            { "position": "bottom", "initialState": "half", "anchors": {
              "half": { "fractionalInset": 0.25, "edge": "bottom" },
              "tip": { "absoluteInset": 200, "edge": "bottom" } } }
            """
        XCTAssertEqual(problems(dependsOnSize, kind: .layout), [])
        // Different guides are not compared: the safe area decides.
        let differentGuides = """
            { "position": "top", "initialState": "half", "anchors": {
              "half": { "absoluteInset": 100, "edge": "top", "referenceGuide": "superview" },
              "tip": { "absoluteInset": 100, "edge": "top", "referenceGuide": "safeArea" } } }
            """
        XCTAssertEqual(problems(differentGuides, kind: .layout), [])
    }

    func test_anchors_that_contradict_their_order_in_the_scenes_container_warn_in_the_layout_file() {
        let layout = """
            { "position": "bottom", "initialState": "half", "anchors": {
              "half": { "fractionalInset": 0.25, "edge": "bottom" },
              "tip": { "absoluteInset": 300, "edge": "bottom" } } }
            """
        XCTAssertEqual(problems(layout, kind: .layout), [], "on a guide taller than 1200 pt tip is below half")
        let scene = sceneWithPanel(#""layout": "sheet.json""#)
        XCTAssertEqual(
            problems(scene, kind: .scene, otherFiles: ["sheet.json": layout]),
            [
                "sheet.json:3:3: warning: anchor 'tip' contradicts 'half' (line 2): 'tip' sits above 'half' in the scene's 390×844 container, though 'half' has the higher order (500 > 100) and a bottom panel's more expanded state sits above the others; drags follow the positions while momentum projection and the backdrop follow the orders, so they disagree: swap the two anchors"
            ])
    }

    func test_the_same_anchor_through_two_spellings_warns() {
        let text = """
            { "position": "bottom", "initialState": "half", "anchors": {
              "half": { "fractionalInset": 0.5, "edge": "bottom" },
              "full": { "fractionalInset": 0.5, "edge": "top" } } }
            """
        XCTAssertEqual(
            problems(text, kind: .layout),
            [
                "test.json:3:3: warning: anchor 'full' is the same position as 'half' (line 2), written another way; the two states share one stop, so the panel cannot rest at one without being at the other: move or remove one"
            ])
    }

    func test_a_backdrop_alpha_for_hidden_warns_that_it_is_ignored() {
        let text = """
            { "position": "bottom", "initialState": "half",
              "anchors": { "half": { "fractionalInset": 0.5, "edge": "bottom" } },
              "backdropAlpha": { "hidden": 0.4, "half": 0.2 } }
            """
        XCTAssertEqual(
            problems(text, kind: .layout),
            [
                "test.json:3:32: warning: the backdrop is always transparent at 'hidden', so this 0.4 is ignored; remove it"
            ])
    }

    private let halfLayout = """
        { "position": "bottom", "initialState": "half", "anchors": { "half": { "fractionalInset": 0.5, "edge": "bottom" } } }
        """

    func test_a_layout_entry_covered_by_an_earlier_one_is_never_used() {
        let text = """
            [
              { "when": { "minWidth": 600 }, "layout": \(halfLayout) },
              { "when": { "minWidth": 700, "landscape": true }, "layout": \(halfLayout) },
              { "layout": \(halfLayout) }
            ]
            """
        XCTAssertEqual(
            problems(text, kind: .layout),
            [
                "test.json:3:13: error: this entry is never used: every container its 'when' accepts is taken first by the entry at line 2; move it above that entry or narrow its condition"
            ])
    }

    func test_a_condition_whose_orientation_contradicts_its_bounds_never_holds() {
        let text = """
            [ { "when": { "maxWidth": 500, "minHeight": 600, "landscape": true }, "layout": \(halfLayout) } ]
            """
        XCTAssertEqual(
            problems(text, kind: .layout),
            [
                "test.json:1:50: error: 'landscape': true needs a container wider than tall, but 'maxWidth' 500 ≤ 'minHeight' 600; this condition never holds"
            ])
    }

    func test_a_layout_list_that_fits_no_container_of_the_scene_warns() throws {
        let scene = sceneWithPanel(
            """
            "layout": [ { "when": { "minWidth": 600 }, "layout": \(halfLayout) } ]
            """)
        XCTAssertEqual(
            problems(scene, kind: .scene),
            [
                "test.json:3:41: warning: no entry of this layout list applies to the scene's 390×844 container and none is a fallback (an entry without 'when'), so the panel uses FloatingPanelBottomLayout's full, half and tip there; add a fallback entry at the end of the list"
            ])
        XCTAssertEqual(try loadScene(scene).warnings.count, 1)
    }

    func test_a_fraction_written_as_a_percentage_suggests_the_fraction() {
        let text = """
            { "position": "bottom", "initialState": "half",
              "anchors": { "half": { "fractionalInset": 45, "edge": "bottom" } } }
            """
        XCTAssertEqual(
            problems(text, kind: .layout),
            [
                "test.json:2:45: error: 'fractionalInset' must be between 0 and 1, found 45; did you mean 0.45? fractions are written from 0 to 1"
            ])
    }

    func test_a_detent_spelled_as_its_fraction_repeats_the_named_one() {
        let scene = sceneWithPanel(
            #""adaptivePresentation": { "detents": ["medium", { "fraction": 0.5 }, "large", { "fraction": 1 }] }"#)
        XCTAssertEqual(
            problems(scene, kind: .scene),
            [
                #"test.json:3:79: error: detent {"fraction": 0.5} is 'medium' written another way, already listed (first at 3:69); each detent may appear once"#,
                #"test.json:3:109: error: detent {"fraction": 1} is 'large' written another way, already listed (first at 3:100); each detent may appear once"#,
            ])
    }
}
