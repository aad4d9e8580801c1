import ConfigTestSupport
import FloatingPanel
import Foundation
import TestSupport
import XCTest

@testable import PanelConfig

/// The delegate-recipe keys of a behavior (Docs/config.md "Behavior: delegate recipes").
final class RecipeConfigTests: XCTestCase {
    func test_every_recipe_key_is_decoded_with_the_panels_states() throws {
        let scene = try loadScene(
            sceneWithPanel(
                """
                "behavior": {
                    "moveBoundary": { "expanded": 6 },
                    "draggableStates": ["half", "tip", "half"],
                    "scrollableStates": ["full", "half"],
                    "surfaceTap": { "in": ["tip"], "moveTo": "half" },
                    "removeBeyond": 40,
                    "animations": {
                      "present": { "duration": 0.35, "dampingRatio": 0.9 },
                      "dismiss": { "duration": 0.25, "curve": "easeIn" },
                      "move": { "duration": 0.3, "curve": "easeInOut" }
                    }
                  }
                """))
        let recipes = try XCTUnwrap(scene.panels.first).recipes
        XCTAssertEqual(recipes.moveBoundary, DelegateRecipes.MoveBoundary(expanded: 6, collapsed: nil))
        XCTAssertEqual(recipes.draggableStates, [.half, .tip])
        XCTAssertEqual(recipes.scrollableStates, [.full, .half])
        XCTAssertEqual(recipes.surfaceTap, DelegateRecipes.SurfaceTap(states: [.tip], moveTo: .half))
        XCTAssertEqual(recipes.removeBeyond, 40)
        XCTAssertEqual(recipes.animations.present, .init(duration: 0.35, timing: .spring(dampingRatio: 0.9)))
        XCTAssertEqual(recipes.animations.dismiss, .init(duration: 0.25, timing: .curve(.easeIn)))
        XCTAssertEqual(recipes.animations.move, .init(duration: 0.3, timing: .curve(.easeInOut)))
    }

    func test_a_behavior_without_recipe_keys_has_none() throws {
        let scene = try loadScene(sceneWithPanel(#""behavior": { "springResponseTime": 0.3 }"#))
        XCTAssertEqual(scene.panels.first?.recipes, DelegateRecipes.none)
    }

    func test_unknown_states_negative_numbers_and_a_move_to_that_is_no_state_are_located() {
        assertProblems(
            sceneWithPanel(
                """
                "behavior": {
                    "moveBoundary": { "expanded": ⟨-6 },
                    "draggableStates": [⟨"ful"],
                    "surfaceTap": { "in": [⟨"tipp"], "moveTo": ⟨"middle" },
                    "removeBeyond": ⟨-1,
                    "animations": { "move": { "duration": ⟨-0.3, "curve": "linear" } }
                  }
                """), kind: .scene,
            [
                "'expanded' must be 0 or greater, found -6",
                "unknown state 'ful' in 'draggableStates'; the panel's layout states are full, half, tip, hidden; did you mean 'full'?",
                "unknown state 'tipp' in 'surfaceTap.in'; the panel's layout states are full, half, tip, hidden; did you mean 'tip'?",
                "unknown state 'middle' in 'surfaceTap.moveTo'; the panel's layout states are full, half, tip, hidden",
                "'removeBeyond' must be 0 or greater, found -1",
                "'duration' must be 0 or greater, found -0.3",
            ])
    }

    func test_an_animator_takes_a_curve_or_a_damping_ratio_not_both_and_not_neither() {
        assertProblems(
            """
            {
              "animations": {
                "present": { "duration": 0.3, "curve": "easeIn", ⟨"dampingRatio": 0.8 },
                "dismiss": ⟨{ "duration": 0.3 },
                "move": { "duration": 0.3, "curve": ⟨"spring" }
              }
            }
            """, kind: .behavior,
            [
                "give either 'curve' or 'dampingRatio' in 'present', not both; 'curve' is a cubic timing curve, 'dampingRatio' a spring",
                "'dismiss' needs a timing: 'curve' (linear, easeIn, easeOut, easeInOut) or 'dampingRatio' (a spring, 0 < ζ ≤ 1)",
                "invalid 'curve' value 'spring': expected one of linear, easeIn, easeOut, easeInOut",
            ])
    }

    func test_a_damping_ratio_above_1_and_an_unknown_recipe_key_are_errors() {
        assertProblems(
            """
            {
              "animations": { "present": { "duration": 0.3, "dampingRatio": ⟨1.5 } },
              "surfaceTap": { "in": ["tip"], "moveTo": "half", ⟨"moveTos": "full" }
            }
            """, kind: .behavior,
            [
                "'dampingRatio' must be greater than 0 and at most 1, found 1.5",
                "unknown key 'moveTos' in surfaceTap; did you mean 'moveTo'?",
            ])
    }

    func test_scrollable_states_without_the_most_expanded_state_is_a_located_warning() {
        let text = MarkedText(
            sceneWithPanel(
                """
                "behavior": { ⟨"scrollableStates": ["half", "tip"] }
                """))
        let printed = problems(text.text, kind: .scene)
        XCTAssertEqual(
            printed,
            [
                "test.json:\(text.positions[0]): warning: 'scrollableStates' leaves out 'full', the most expanded state; the content cannot scroll where the panel shows the most of it (FloatingPanel recommends always including it)"
            ])
        // A warning alone does not fail the load.
        XCTAssertNoThrow(try loadScene(text.text))
        assertValid(sceneWithPanel(#""behavior": { "scrollableStates": ["full", "half"] }"#), kind: .scene)
    }

    func test_the_values_card_lists_the_recipe_numbers_the_presets_write() throws {
        let configs = ValueCatalogTests.configs
        let maps = try ValueCatalog.build(scenePath: configs + "/scenes/maps.json", panelIndex: 0)
        let expanded = try XCTUnwrap(maps.index(named: "moveBoundary.expanded").map { maps.values[$0] })
        XCTAssertEqual(expanded.setting, .number(6))
        XCTAssertEqual(expanded.jsonPath, "$.moveBoundary.expanded")
        XCTAssertNil(maps.index(named: "removeBeyond"), "a recipe left out is not listed")
        let modal = try ValueCatalog.build(scenePath: configs + "/scenes/removable-modal.json", panelIndex: 0)
        let ratio = try XCTUnwrap(modal.index(named: "animations.present.dampingRatio"))
        XCTAssertEqual(modal.values[ratio].setting, .number(1))
        XCTAssertEqual(modal.stepped(ratio, steps: 1), .number(1), "ζ stops at 1")
        XCTAssertEqual(modal.stepped(ratio, steps: -2), .number(0.9))
        let curve = try XCTUnwrap(modal.index(named: "animations.dismiss.curve").map { modal.values[$0] })
        XCTAssertEqual(curve.kind, .choice(["linear", "easeIn", "easeOut", "easeInOut"]))
    }
}
