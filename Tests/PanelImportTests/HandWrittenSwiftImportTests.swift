import Foundation
import PanelConfig
import PanelImport
import XCTest

/// Swift written the ways apps write FloatingPanel code imports to the values a person reads
/// off it.
final class HandWrittenSwiftImportTests: XCTestCase {
    func test_a_bottom_layout_subclass_with_computed_anchors_qualified_states_and_arithmetic() throws {
        let result = try ImportFixtures.importing([ImportFixtures.path("MapSearchLayout.swift")])
        XCTAssertEqual(result.string("layout.position"), "bottom")
        XCTAssertEqual(result.string("layout.initialState"), "tip")
        XCTAssertEqual(result.number("layout.anchors.full.absoluteInset"), 16)
        XCTAssertEqual(result.string("layout.anchors.full.edge"), "top")
        XCTAssertEqual(result.number("layout.anchors.half.fractionalInset"), 0.45)
        // `85.0 + 44.0`, under a comment in Japanese; the commented-out hidden anchor stays out.
        XCTAssertEqual(result.number("layout.anchors.tip.absoluteInset"), 129)
        XCTAssertNil(result.value("layout.anchors.hidden"))
        // `state == .full ? 0.35 : 0.0`
        XCTAssertEqual(result.number("layout.backdropAlpha.full"), 0.35)
        XCTAssertEqual(result.number("layout.backdropAlpha.half"), 0)
        XCTAssertEqual(result.warnings, [])
    }

    func test_a_behavior_with_named_rates_conversions_and_a_switch_over_two_states() throws {
        let result = try ImportFixtures.importing([ImportFixtures.path("StocksBehavior.swift")])
        // `UIScrollView.DecelerationRate.fast.rawValue + 0.001`
        XCTAssertEqual(try XCTUnwrap(result.number("behavior.springDecelerationRate")), 0.991, accuracy: 1e-12)
        XCTAssertEqual(result.number("behavior.springResponseTime"), 0.25)
        XCTAssertEqual(result.number("behavior.momentumProjectionRate"), 0.998)
        XCTAssertEqual(result.number("behavior.removalInteractionVelocityThreshold"), 5)
        XCTAssertEqual(result.value("behavior.shouldProjectMomentum"), .bool(true))
        XCTAssertEqual(result.value("behavior.allowsRubberBanding"), .array([.string("bottom")]))
        XCTAssertEqual(result.number("behavior.redirectionalProgress.default"), 0.5)
        XCTAssertEqual(
            result.value("behavior.redirectionalProgress.pairs"),
            .array([
                .object(["from": .string("half"), "to": .string("full"), "value": .number(0.25)]),
                .object(["from": .string("tip"), "to": .string("half"), "value": .number(0.25)]),
            ]))
        // No layout type: FloatingPanelBottomLayout's.
        XCTAssertEqual(result.number("layout.anchors.tip.absoluteInset"), 69)
    }

    func test_several_layouts_in_a_file_are_listed_and_one_is_picked_by_name() throws {
        let path = ImportFixtures.path("OrientationLayouts.swift")
        let first = try ImportFixtures.importing([path])
        XCTAssertEqual(
            first.summary.first,
            "layouts in the files: PortraitPanelLayout, LandscapePanelLayout; using PortraitPanelLayout (pick another with --layout NAME)"
        )
        // Static constants of another type: `PanelMetrics.tipHeight`.
        XCTAssertEqual(first.number("layout.anchors.tip.absoluteInset"), 120)
        XCTAssertEqual(first.number("layout.anchors.full.absoluteInset"), 24)
        let landscape = try ImportFixtures.importing([path], layout: "LandscapePanelLayout")
        XCTAssertEqual(landscape.string("layout.initialState"), "tip")
        XCTAssertEqual(landscape.number("layout.anchors.full.absoluteInset"), 8)
        XCTAssertEqual(landscape.number("layout.anchors.tip.absoluteInset"), 69)
        XCTAssertNil(landscape.value("layout.anchors.half"))
        XCTAssertEqual(landscape.number("layout.backdropAlpha.full"), 0)
        XCTAssertThrowsError(try ImportFixtures.importing([path], layout: "Landscape")) { error in
            XCTAssertEqual(
                "\(error)",
                "error: no layout named 'Landscape' in the files; the layouts are: PortraitPanelLayout, LandscapePanelLayout"
            )
        }
    }

    func test_getter_blocks_intrinsic_anchors_and_a_switch_backdrop_with_several_states_a_case() throws {
        let result = try ImportFixtures.importing([ImportFixtures.path("TopDrawerLayout.swift")])
        XCTAssertEqual(result.string("layout.position"), "top")
        XCTAssertEqual(result.string("layout.initialState"), "half")
        XCTAssertEqual(result.string("layout.anchors.full.type"), "intrinsic")
        XCTAssertEqual(result.number("layout.anchors.full.absoluteOffset"), 0)
        XCTAssertEqual(result.number("layout.anchors.half.fractionalOffset"), 0.5)
        XCTAssertEqual(result.string("layout.anchors.half.referenceGuide"), "superview")
        XCTAssertEqual(result.number("layout.backdropAlpha.full"), 0.4)
        XCTAssertEqual(result.number("layout.backdropAlpha.half"), 0.4)
        // Always clear at hidden: not read.
        XCTAssertNil(result.value("layout.backdropAlpha.hidden"))
        // The tip anchor is only in a block comment.
        XCTAssertNil(result.value("layout.anchors.tip"))
    }

    func test_a_view_controller_sets_the_surface_and_controller_and_a_screen_size_is_a_located_warning() throws {
        let result = try ImportFixtures.importing([ImportFixtures.path("SearchViewController.swift")])
        let path = ImportFixtures.path("SearchViewController.swift")
        XCTAssertEqual(
            result.warnings,
            [
                "\(path):10:57: warning: 'UIScreen.main.bounds.height / 2' is not a constant; using 0 for layout.anchors.half.absoluteInset"
            ])
        XCTAssertEqual(result.number("appearance.cornerRadius"), 8)
        XCTAssertEqual(result.string("appearance.backgroundColor"), "#00000000")
        XCTAssertEqual(result.number("appearance.grabberHandlePadding"), 10)
        XCTAssertEqual(result.value("appearance.grabberHandleSize"), .array([.number(44), .number(6)]))
        XCTAssertEqual(
            result.value("appearance.shadows"),
            .array([
                .object([
                    "color": .string("#000000"), "offset": .array([.number(0), .number(16)]), "radius": .number(16),
                    "spread": .number(8),
                ])
            ]))
        XCTAssertEqual(result.value("panel.removalInteractionEnabled"), .bool(true))
        XCTAssertEqual(result.value("panel.backdropTapToDismiss"), .bool(true))
        XCTAssertEqual(result.string("layout.contentMode"), "fitToBounds")
        XCTAssertEqual(result.number("behavior.animations.present.duration"), 0.4)
        XCTAssertEqual(result.number("behavior.animations.present.dampingRatio"), 0.8)
        XCTAssertTrue(
            result.files[0].text.contains(#""scrollContentHeight": 1740"#), "track(scrollView:) gives content")
    }

    func test_a_swiftui_view_with_floating_panel_modifiers() throws {
        let result = try ImportFixtures.importing([ImportFixtures.path("PlaceSheet.swift")])
        XCTAssertEqual(result.string("layout.initialState"), "tip")
        XCTAssertEqual(result.number("layout.anchors.half.fractionalInset"), 0.6)
        XCTAssertEqual(result.number("layout.anchors.tip.absoluteInset"), 100)
        XCTAssertEqual(result.number("layout.backdropAlpha.full"), 0.25)
        XCTAssertEqual(result.number("layout.backdropAlpha.tip"), 0)
        XCTAssertEqual(result.string("layout.contentMode"), "fitToBounds")
        XCTAssertEqual(result.number("behavior.springResponseTime"), 0.5)
        XCTAssertEqual(result.number("appearance.cornerRadius"), 20)
        XCTAssertEqual(result.string("appearance.backgroundColor"), "#F2F2F2")
        XCTAssertEqual(result.value("appearance.shadows"), .array([]))
        XCTAssertEqual(result.number("appearance.grabberHandlePadding"), 12)
    }

    func test_a_side_panel_with_a_custom_state_an_adaptive_anchor_and_a_default_behavior_subclass() throws {
        let result = try ImportFixtures.importing([ImportFixtures.path("InspectorLayout.swift")])
        XCTAssertEqual(result.string("layout.position"), "left")
        XCTAssertEqual(result.string("layout.initialState"), "peek")
        XCTAssertEqual(result.number("layout.anchors.peek.order"), 250)
        XCTAssertEqual(result.number("layout.anchors.peek.absoluteInset"), 64)
        XCTAssertEqual(result.string("layout.anchors.peek.edge"), "left")
        XCTAssertEqual(result.string("layout.anchors.full.type"), "adaptive")
        XCTAssertEqual(result.string("layout.anchors.full.contentBoundingGuide"), "safeArea")
        XCTAssertEqual(result.string("layout.anchors.full.referenceGuide"), "superview")
        XCTAssertEqual(result.number("behavior.springDecelerationRate"), 0.985)
        // FloatingPanel asks a left panel `.top` below its smallest coordinate: the config's `left`.
        XCTAssertEqual(result.value("behavior.allowsRubberBanding"), .array([.string("left")]))
        XCTAssertEqual(result.warnings, [])
    }

    func test_a_nested_layout_with_an_initializer_default_and_an_if_case_backdrop() throws {
        let result = try ImportFixtures.importing([ImportFixtures.path("ModalViewController.swift")])
        XCTAssertEqual(result.string("layout.initialState"), "full")
        // `init(topInset: CGFloat = 100) { self.topInset = topInset }`
        XCTAssertEqual(result.number("layout.anchors.full.absoluteInset"), 100)
        XCTAssertEqual(result.string("layout.anchors.full.referenceGuide"), "superview")
        // `if case .full = state { return 0.5 }`
        XCTAssertEqual(result.number("layout.backdropAlpha.full"), 0.5)
        // FloatingPanel's default surface color, as the sandbox draws it.
        XCTAssertEqual(result.string("appearance.backgroundColor"), "#FFFFFF")
        XCTAssertEqual(result.warnings, [])
    }

    func test_a_view_with_a_long_chain_of_modifiers_is_read() throws {
        // Each modifier nests the compiler's dump two levels deeper than the one before.
        let modifiers = (0..<200).map { "\n            .padding(\($0))" }.joined()
        let source = """
            import FloatingPanel
            import SwiftUI

            struct SheetLayout: FloatingPanelLayout {
                let position: FloatingPanelPosition = .bottom
                let initialState: FloatingPanelState = .tip
                let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
                    .tip: FloatingPanelLayoutAnchor(absoluteInset: 88, edge: .bottom, referenceGuide: .safeArea)
                ]
            }

            struct ContentView: View {
                var body: some View {
                    Text("Hello")\(modifiers)
                        .floatingPanelLayout(SheetLayout())
                }
            }
            """
        let path = try ImportFixtures.temporaryFolder().appendingPathComponent("ContentView.swift").path
        try Data(source.utf8).write(to: URL(fileURLWithPath: path))
        let result = try ImportFixtures.importing([path])
        XCTAssertEqual(result.number("layout.anchors.tip.absoluteInset"), 88)
    }

    func test_every_fixture_scene_loads() throws {
        for name in [
            "MapSearchLayout", "StocksBehavior", "OrientationLayouts", "TopDrawerLayout", "SearchViewController",
            "PlaceSheet", "InspectorLayout", "ModalViewController",
        ] {
            let result = try ImportFixtures.importing([ImportFixtures.path("\(name).swift")])
            let scene = try ConfigLoader.loadScene(path: try ImportFixtures.write(result))
            XCTAssertEqual(scene.panels.count, 1, name)
            XCTAssertEqual(scene.warnings.map(\.description), [], name)
        }
    }

    func test_a_file_without_floating_panel_code_is_a_located_error() {
        let path = ImportFixtures.path("NoPanel.swift")
        XCTAssertThrowsError(try ImportFixtures.importing([path])) { error in
            XCTAssertTrue("\(error)".hasPrefix("\(path):1:1: error: no FloatingPanel code found"), "\(error)")
        }
    }

    func test_a_dump_from_an_unknown_compiler_version_is_refused() throws {
        let dump =
            #"{"_kind": "source_file", "compiler_version": {"major": "5", "minor": "9", "full": "Swift version 5.9"}}"#
        let root = try XCTUnwrap(JSONParser.parse(dump).root)
        XCTAssertThrowsError(
            try SwiftParseDump.checkVersion(root, compiler: URL(fileURLWithPath: "/usr/bin/swiftc"), path: "a.swift")
        ) { error in
            XCTAssertEqual(
                "\(error)",
                "a.swift: error: /usr/bin/swiftc is Swift version 5.9, whose parse dump this import has not been checked against (known: Swift 6.3); set SWIFTC to a Swift 6.3 compiler"
            )
        }
    }
}
