import ConfigTestSupport
import FloatingPanel
import Foundation
import XCTest

@testable import PanelConfig

/// Layout objects (Docs/config.md "Layout"): each kind of mistake at its token.
final class LayoutConfigTests: XCTestCase {
    func test_the_interface_example_is_valid() {
        assertValid(
            """
            {
              "$schema": "schema/layout.schema.json",
              "position": "bottom",
              "initialState": "half",
              "anchors": {
                "full": { "absoluteInset": 16, "edge": "top", "referenceGuide": "safeArea" },
                "half": { "fractionalInset": 0.5, "edge": "bottom", "referenceGuide": "safeArea" },
                "tip":  { "absoluteInset": 44, "edge": "bottom", "referenceGuide": "safeArea" },
                "lastQuart": { "order": 750, "fractionalInset": 0.75, "edge": "bottom", "referenceGuide": "safeArea" }
              },
              "backdropAlpha": { "full": 0.3 },
              "contentMode": "static",
              "crossAxis": { "alignment": "leading", "inset": 8, "width": 291 }
            }
            """, kind: .layout, otherFiles: ["schema/layout.schema.json": "{}"])
    }

    func test_unknown_keys_suggest_the_closest_valid_key() {
        assertProblems(
            """
            {
              "position": "bottom", "initialState": "hidden",
              ⟨"anchor": {},
              ⟨"colour": 1
            }
            """, kind: .layout,
            [
                "unknown key 'anchor' in layout; did you mean 'anchors'?",
                "unknown key 'colour' in layout; valid keys are position, initialState, anchors, backdropAlpha, contentMode, crossAxis",
            ])
    }

    func test_missing_required_keys_are_reported_at_the_brace() {
        assertProblems(
            """
            ⟨⟨{ "anchors": { "half": { "fractionalInset": 0.5, "edge": "bottom" } } }
            """, kind: .layout,
            [
                "layout is missing 'position' (one of top, left, bottom, right)",
                "layout is missing 'initialState' (one of the anchors' states, or hidden)",
            ])
    }

    func test_bad_enum_strings_list_the_valid_names() {
        assertProblems(
            """
            {
              "position": ⟨"botom", "initialState": "half",
              "anchors": { "half": { "fractionalInset": 0.5, "edge": ⟨"buttom", "referenceGuide": ⟨"safe" } },
              "contentMode": ⟨"fit"
            }
            """, kind: .layout,
            [
                "invalid 'position' value 'botom': expected one of top, left, bottom, right; did you mean 'bottom'?",
                "invalid 'edge' value 'buttom': expected one of top, left, bottom, right; did you mean 'bottom'?",
                "invalid 'referenceGuide' value 'safe': expected one of superview, safeArea; did you mean 'safeArea'?",
                "invalid 'contentMode' value 'fit': expected one of static, fitToBounds",
            ])
    }

    func test_wrong_types_say_what_was_expected_and_found() {
        assertProblems(
            """
            {
              "position": "bottom", "initialState": ⟨1,
              "anchors": {
                "half": { "fractionalInset": ⟨"0.5", "edge": "bottom" },
                "tip": { "absoluteInset": ⟨"NaN", "edge": "bottom" },
                "full": ⟨[]
              },
              "backdropAlpha": ⟨0.3
            }
            """, kind: .layout,
            [
                "expected a string for 'initialState', found a number",
                #"expected a number for 'fractionalInset', found a string ("0.5"); write the number without quotes"#,
                #"expected a number for 'absoluteInset', found a string ("NaN"); NaN and infinity are not allowed, write a finite number"#,
                "expected an object for 'full', found an array",
                "expected an object for 'backdropAlpha', found a number",
            ])
    }

    func test_unknown_state_names_list_the_layout_states() {
        assertProblems(
            """
            {
              "position": "bottom", "initialState": ⟨"ful",
              "anchors": {
                "full": { "absoluteInset": 0, "edge": "top" },
                "tip": { "absoluteInset": 44, "edge": "bottom" }
              },
              "backdropAlpha": { ⟨"half": 0.2, "hidden": 0 }
            }
            """, kind: .layout,
            [
                "unknown state 'ful' in 'initialState'; the layout's states are full, tip, hidden; did you mean 'full'?",
                "unknown state 'half' in 'backdropAlpha'; the layout's states are full, tip, hidden",
            ])
    }

    func test_custom_states_need_an_order_and_orders_are_unique() {
        assertProblems(
            """
            {
              "position": "bottom", "initialState": "half",
              "anchors": {
                "half": { "fractionalInset": 0.5, "edge": "bottom" },
                ⟨"lastQuart": { "fractionalInset": 0.75, "edge": "bottom" },
                "middle": { "order": ⟨500, "fractionalInset": 0.4, "edge": "bottom" },
                "full": { "order": ⟨999, "absoluteInset": 0, "edge": "top" },
                "peek": { "order": ⟨2.5, "absoluteInset": 10, "edge": "bottom" }
              }
            }
            """, kind: .layout,
            [
                "custom state 'lastQuart' needs an integer 'order' (more expanded is larger; built-in orders are full 1000, half 500, tip 100, hidden 0)",
                "state 'middle' has order 500, the same as 'half' (line 4); orders must be unique within a layout",
                "'full' is a built-in state with order 1000; remove 'order' or give the state another name",
                "'order' must be a whole number, found 2.5",
            ])
    }

    func test_an_edge_must_fit_the_position() {
        assertProblems(
            """
            {
              "position": "bottom", "initialState": "half",
              "anchors": { "half": { "fractionalInset": 0.5, "edge": ⟨"left" } }
            }
            """, kind: .layout,
            [
                "edge 'left' does not fit a bottom panel: anchors of top and bottom panels take edge 'top' or 'bottom'; the edge says which side of the reference guide the inset is measured from"
            ])
        assertProblems(
            """
            {
              "position": "right", "initialState": "full",
              "anchors": { "full": { "absoluteInset": 0, "edge": ⟨"top" } }
            }
            """, kind: .layout,
            [
                "edge 'top' does not fit a right panel: anchors of left and right panels take edge 'left' or 'right'; the edge says which side of the reference guide the inset is measured from"
            ])
    }

    func test_an_anchor_takes_exactly_one_of_absolute_and_fractional() {
        assertProblems(
            """
            {
              "position": "bottom", "initialState": "half",
              "anchors": {
                "half": { "absoluteInset": 100, ⟨"fractionalInset": 0.5, "edge": "bottom" },
                "tip": ⟨{ "edge": "bottom" },
                "full": { "type": "intrinsic", "absoluteOffset": 0, ⟨"fractionalOffset": 0 },
                "hidden": ⟨{ "type": "adaptive" }
              }
            }
            """, kind: .layout,
            [
                "give either 'absoluteInset' or 'fractionalInset', not both",
                "anchor 'tip' needs 'absoluteInset' (points) or 'fractionalInset' (a fraction of the guide's length, 0 to 1)",
                "give either 'absoluteOffset' or 'fractionalOffset', not both",
                "adaptive anchor 'hidden' needs 'absoluteOffset' (points) or 'fractionalOffset' (a fraction of the content's length, 0 to 1)",
            ])
    }

    func test_anchor_types_and_their_keys() {
        assertProblems(
            """
            {
              "position": "bottom", "initialState": "half",
              "anchors": {
                "half": { "type": ⟨"intrinsik", "absoluteOffset": 0 },
                "full": { "type": "intrinsic", "absoluteOffset": 0, ⟨"edge": "top" },
                "tip": { "absoluteInset": 0, ⟨"contentBoundingGuide": "safeArea", "edge": "bottom" },
                "hidden": { ⟨"absoluteOffset": 0, "edge": "bottom" }
              }
            }
            """, kind: .layout,
            [
                "unknown anchor type 'intrinsik': expected 'intrinsic' or 'adaptive' (leave 'type' out for an inset anchor); did you mean 'intrinsic'?",
                "unknown key 'edge' in intrinsic anchor 'full'; 'edge' only applies to inset anchors; an intrinsic anchor is measured from the panel's own edge",
                "unknown key 'contentBoundingGuide' in anchor 'tip'; 'contentBoundingGuide' only applies to adaptive anchors (\"type\": \"adaptive\")",
                "unknown key 'absoluteOffset' in anchor 'hidden'; 'absoluteOffset' belongs to intrinsic and adaptive anchors (add \"type\"); an inset anchor takes 'absoluteInset'",
            ])
    }

    func test_out_of_range_values() {
        assertProblems(
            """
            {
              "position": "bottom", "initialState": "half",
              "anchors": { "half": { "fractionalInset": ⟨1.5, "edge": "bottom" } },
              "backdropAlpha": { "half": ⟨-0.1, ⟨"full": 2 }
            }
            """, kind: .layout,
            [
                "'fractionalInset' must be between 0 and 1, found 1.5",
                "'backdropAlpha.half' must be between 0 and 1, found -0.1",
                "unknown state 'full' in 'backdropAlpha'; the layout's states are half, hidden",
            ])
    }

    func test_cross_axis_placement() {
        assertProblems(
            """
            {
              "position": "bottom", "initialState": "half",
              "anchors": { "half": { "fractionalInset": 0.5, "edge": "bottom" } },
              "crossAxis": ⟨{ "alignment": "leading", "inset": 8 }
            }
            """, kind: .layout, ["crossAxis is missing 'width' (the surface's cross-axis length in points)"])
        assertProblems(
            """
            {
              "position": "bottom", "initialState": "half",
              "anchors": { "half": { "fractionalInset": 0.5, "edge": "bottom" } },
              "crossAxis": { "alignment": "fill", ⟨"width": 300 }
            }
            """, kind: .layout,
            ["'width' only applies when 'alignment' is leading, center or trailing; remove it or set 'alignment'"])
    }

    func test_empty_anchors_are_an_error() {
        assertProblems(
            #"{ "position": "top", "initialState": "hidden", "anchors": ⟨{} }"#, kind: .layout,
            [
                #"'anchors' is empty; a layout needs at least one anchor, e.g. "half": {"fractionalInset": 0.5, "edge": "bottom"}"#
            ])
    }

    func test_a_valid_layout_resolves_every_anchor_kind() throws {
        let layouts = try ConfigLoader.loadLayouts(
            path: "layout.json",
            files: .inMemory(
                [
                    "layout.json": """
                    {
                      "position": "top", "initialState": "tip", "contentMode": "fitToBounds",
                      "anchors": {
                        "full": { "absoluteInset": 88, "edge": "bottom", "referenceGuide": "superview" },
                        "half": { "type": "intrinsic", "fractionalOffset": 0.5 },
                        "tip": { "type": "adaptive", "absoluteOffset": 10, "referenceGuide": "superview", "contentBoundingGuide": "safeArea" },
                        "peek": { "order": 50, "fractionalInset": 0.1, "edge": "top" }
                      },
                      "backdropAlpha": { "half": 0.25 }
                    }
                    """
                ], currentDirectory: testDirectory))
        XCTAssertEqual(layouts.count, 1)
        let entry = layouts[0]
        XCTAssertNil(entry.condition)
        XCTAssertEqual(entry.contentMode, .fitToBounds)
        let layout = entry.layout
        XCTAssertEqual(layout.position, .top)
        XCTAssertEqual(layout.initialState, .tip)
        XCTAssertEqual(
            layout.anchors[.full] as? FloatingPanelLayoutAnchor,
            FloatingPanelLayoutAnchor(absoluteInset: 88, edge: .bottom, referenceGuide: .superview))
        XCTAssertEqual(
            layout.anchors[.half] as? FloatingPanelIntrinsicLayoutAnchor,
            FloatingPanelIntrinsicLayoutAnchor(fractionalOffset: 0.5, referenceGuide: .safeArea))
        XCTAssertEqual(
            layout.anchors[.tip] as? FloatingPanelAdaptiveLayoutAnchor,
            FloatingPanelAdaptiveLayoutAnchor(
                absoluteOffset: 10, referenceGuide: .superview, contentBoundingGuide: .safeArea))
        let peek = try XCTUnwrap(layout.anchors.keys.first { $0.rawValue == "peek" })
        XCTAssertEqual(peek.order, 50)
        XCTAssertEqual(
            layout.anchors[peek] as? FloatingPanelLayoutAnchor,
            FloatingPanelLayoutAnchor(fractionalInset: 0.1, edge: .top, referenceGuide: .safeArea))
        XCTAssertEqual(layout.backdropAlpha(for: .half), 0.25)
        XCTAssertEqual(layout.backdropAlpha(for: .full), 0.3, "missing states keep the default of Docs/engine.md §9.1")
        XCTAssertEqual(layout.crossAxis, .fill)
    }
}
