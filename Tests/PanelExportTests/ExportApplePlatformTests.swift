import ConfigTestSupport
import FloatingPanel
import Foundation
import TestSupport
import XCTest

@testable import PanelConfig
@testable import PanelExport

/// The Apple-platform exports open and rest as the sandbox shows the shipped scenes
/// (Docs/export.md): adaptive presentations, the SwiftUI panels' first state, the floors.
final class ExportApplePlatformTests: XCTestCase {
    private func shipped(_ name: String) throws -> ResolvedScene {
        let configs = Repository.url("Configs/scenes")
        return try ConfigLoader.loadScene(path: configs.appendingPathComponent(name).path)
    }

    // MARK: adaptivePresentation

    func test_adaptive_sheet_exports_what_the_window_shows() throws {
        let scene = try shipped("adaptive-sheet.json")
        // iPhone 15 portrait: content 240 pt (tip), half the safe height (half), the safe top (full).
        let sheet = """
            final class MainPanelLayout2: FloatingPanelLayout {
                let position: FloatingPanelPosition = .bottom
                let initialState: FloatingPanelState = .tip
            """
        let anchors = """
                    anchors = [
                        .full: FloatingPanelLayoutAnchor(absoluteInset: 0, edge: .top, referenceGuide: .safeArea),
                        .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
                        .tip: FloatingPanelAdaptiveLayoutAnchor(absoluteOffset: 0, contentLayout: contentLayout, referenceGuide: .safeArea, contentBoundingGuide: .safeArea),
                    ]
                }
            }
            """
        for format in [ExportFormat.swift, .swiftui] {
            let result = format.exportResult(scene)
            let text = result.text
            XCTAssertTrue(text.contains(sheet), "\(format.rawValue): the sheet opens at tip")
            // The sheet's layout ends after its anchors: no backdropAlpha, so FloatingPanel's 0.3 at full.
            XCTAssertTrue(text.contains(anchors), "\(format.rawValue): sheet anchors, default backdrop")
            // The card: 380 pt on the trailing side, 8 pt in, clear backdrop, from 2 × minWidth.
            XCTAssertTrue(text.contains("surfaceView.widthAnchor.constraint(equalToConstant: 380)"), format.rawValue)
            XCTAssertTrue(
                text.contains(
                    "surfaceView.rightAnchor.constraint(equalTo: view.safeAreaLayoutGuide.rightAnchor, constant: -8)"),
                format.rawValue)
            XCTAssertTrue(text.contains("if size.width >= 640 { return "), format.rawValue)
            XCTAssertTrue(text.contains("func backdropAlpha(for state: FloatingPanelState) -> CGFloat {\n        0\n"))
            // Removal below the smallest detent.
            XCTAssertTrue(text.contains(".isRemovalInteractionEnabled = true"), format.rawValue)
            XCTAssertFalse(text.contains("FloatingPanelBottomLayout"), format.rawValue)
            XCTAssertTrue(
                result.warnings.contains {
                    $0.hasPrefix("panel \"main\": detents are ranked by height in each container")
                }, "\(format.rawValue): \(result.warnings)")
        }
        let detents = ExportFormat.swiftuiDetents.exportResult(scene)
        XCTAssertTrue(detents.text.contains("static let mainTip = Self.height(240)"))
        XCTAssertTrue(detents.text.contains("context.maxDetentValue * 0.5"))
        XCTAssertTrue(detents.text.contains("max(0, context.maxDetentValue - 0)"))
        XCTAssertTrue(detents.text.contains(".presentationBackgroundInteraction(.enabled(upThrough: .mainHalf))"))
        XCTAssertFalse(detents.text.contains(".interactiveDismissDisabled()"), "removable below the smallest detent")
        XCTAssertTrue(detents.text.contains("Start `selection` at `.mainTip`"))
        XCTAssertEqual(
            detents.warnings.filter { $0.contains("side card") },
            [
                "panel \"main\": the side card in containers at least 640 pt wide; a SwiftUI sheet has no side placement (iPad shows its own form sheet)."
            ])
        XCTAssertTrue(
            detents.text.contains("// Cannot be represented: the side card in containers at least 640 pt wide"))
    }

    func test_the_card_condition_is_strict_above_max_width() {
        let wide = AdaptivePresentation(minWidth: 200, idealWidth: 300, maxWidth: 420)
        let condition = ResolvedAdaptivePresentation.cardCondition(wide)
        XCTAssertFalse(condition.holds(for: CGSize(width: 420, height: 900)))
        XCTAssertTrue(condition.holds(for: CGSize(width: 421, height: 900)))
        XCTAssertEqual(ResolvedAdaptivePresentation.cardCondition(AdaptivePresentation()).minWidth, 640)
    }

    // MARK: SwiftUI panels open in their layout's state

    func test_swiftui_panels_are_added_after_their_layout_arrives() throws {
        let rows: [(scene: String, panel: String, state: String)] = [
            ("stocks.json", "Main", ".tip"), ("diagnose.json", "Main", ".tip"),
            ("top-panel.json", "Main", ".full"), ("right-inspector.json", "Main", ".full"),
            ("intrinsic.json", "Main", ".full"), ("multi-panel.json", "Detail", ".hidden"),
            ("multi-panel.json", "Search", ".half"),
        ]
        for (name, stem, state) in rows {
            let text = ExportFormat.swiftui.export(try shipped(name))
            XCTAssertTrue(
                text.contains("let initialState: FloatingPanelState = \(state)"), "\(name) \(stem): opens at \(state)")
            XCTAssertTrue(text.contains(".floatingPanel(coordinator: \(stem)PanelCoordinator.self"), "\(name) \(stem)")
            XCTAssertFalse(text.contains("FloatingPanelDefaultCoordinator"), name)
            // addPanel only inside the deferred task, never straight in setupFloatingPanel.
            XCTAssertFalse(text.contains("\n        controller.addPanel("), name)
            XCTAssertTrue(
                text.contains(
                    """
                            Task { @MainActor [weak self, weak mainHostingController] in
                                guard let self, let mainHostingController else { return }
                    """), name)
            XCTAssertTrue(text.contains("self.controller.addPanel(toParent: mainHostingController, animated: false)"))
        }
    }

    func test_a_hidden_panel_says_how_it_is_presented() throws {
        let scene = try shipped("multi-panel.json")
        XCTAssertTrue(
            ExportFormat.swiftui.export(scene).contains(
                "/// It starts hidden: present it with `proxy.move(to: .half, animated: true)`, where the sandbox"))
        XCTAssertTrue(
            ExportFormat.swift.export(scene).contains(
                "/// The panel starts hidden: after `addPanel`, present it with `fpc.move(to: .half, animated: true)`, where the sandbox presents it."
            ))
    }

    func test_the_swiftui_adaptive_export_makes_its_own_guide() throws {
        let text = ExportFormat.swiftui.export(try shipped("adaptive-sheet.json"))
        XCTAssertTrue(text.contains("func mainFloatingPanel<PanelContent: View>(\n        @ViewBuilder content:"))
        XCTAssertFalse(text.contains("contentLayout: UILayoutGuide,"), "no guide asked of the SwiftUI caller")
        XCTAssertTrue(text.contains("        let contentLayout = UILayoutGuide()\n"))
        XCTAssertTrue(text.contains("self.installContentLayout(in: contentHostingController)"))
        XCTAssertTrue(text.contains("host?.sizeThatFits(in: CGSize(width: width, height: .greatestFiniteMagnitude))"))
        // Not a guide the panel sizes: that constraint would be circular.
        XCTAssertFalse(text.contains("e.g. the content\n"))
        XCTAssertTrue(text.contains("Not the\n    ///   content view's edges or `safeAreaLayoutGuide`"))
    }

    // MARK: Floors

    /// The UIKit file's range, from upstream's tags (Docs/export.md "Versions"): its API is
    /// declared alike from 2.6.0 (the adaptive anchor's `contentBoundingGuide`) to 3.2.2, and
    /// 2.8.3 is the first release that builds with Xcode 16, the floor's compiler.
    func test_the_uikit_header_names_floating_panel_2_8_3_to_3_2_2() throws {
        let header = ExportFormat.swift.export(try shipped("maps.json")).split(separator: "\n").map(String.init)
        XCTAssertTrue(
            header.contains(
                "// Target: FloatingPanel 2.8.3 to 3.2.2 (UIKit API: every type and member the file uses is declared alike from 2.6.0 to 3.2.2; 2.8.3 is the first release that builds with Xcode 16; checked against 3.2.2)."
            ), header.prefix(8).joined(separator: "\n"))
    }

    func test_floors_come_from_the_libraries() throws {
        XCTAssertTrue(
            ExportFormat.swift.export(try shipped("maps.json")).contains(
                "// Floor: iOS 13 (FloatingPanel 3.0.x's floor; 3.1.0 lowered it to iOS 12);"))
        XCTAssertTrue(
            ExportFormat.swiftui.export(try shipped("diagnose.json")).contains(
                "// Target: FloatingPanel 3.2.0 to 3.2.2 (SwiftUI API; per-state content blocks need 3.2.0"))
        XCTAssertTrue(
            ExportFormat.swiftui.export(try shipped("top-panel.json")).contains(
                "// Target: FloatingPanel 3.0.0 to 3.2.2 (SwiftUI API, added in 3.0.0; checked against 3.2.2).")
        )
        XCTAssertTrue(
            ExportFormat.android.export(try shipped("left-inspector.json")).contains(
                "1.10.0 for a left side sheet (1.8 and 1.9 accept only the right edge)."))
        let detents = ExportFormat.swiftuiDetents.export(try shipped("maps.json"))
        XCTAssertTrue(detents.contains("@available(iOS 16, *)\nextension PresentationDetent {"))
    }

    func test_a_delegate_holding_the_swiftui_coordinator_is_marked_ios_14() throws {
        let scene = try loadScene(
            """
            { "container": "iphone-15", "panels": [ { "id": "main",
              "behavior": { "surfaceTap": { "in": ["tip"], "moveTo": "half" } },
              "content": { "sections": [ { "id": "more", "height": 96, "states": ["full"] } ] } } ] }
            """)
        let text = ExportFormat.swiftui.export(scene)
        XCTAssertTrue(
            text.contains(
                "@available(iOS 14, *)\n@MainActor\nfinal class MainPanelDelegate: NSObject, @preconcurrency FloatingPanelControllerDelegate"
            ))
        XCTAssertFalse(ExportFormat.swift.export(scene).contains("@available(iOS 14, *)"), "UIKit keeps iOS 13")
    }

    // MARK: Smaller findings

    func test_the_header_names_only_the_settings_the_scene_uses() throws {
        let maps = ExportFormat.swift.export(try shipped("maps.json"))
        XCTAssertFalse(maps.contains("`modal`"), "maps has no modal panel")
        XCTAssertFalse(maps.contains("`keyboard`"), "maps has no keyboard avoidance")
        let sheet = ExportFormat.swiftui.export(try shipped("adaptive-sheet.json"))
        XCTAssertTrue(
            sheet.contains("// - `keyboard`, `attachments` and `surfaceInset`: FloatingPanel has no API for them"))
        // The UIKit export writes the keyboard's code, so its header does not list it.
        XCTAssertFalse(ExportFormat.swift.export(try shipped("adaptive-sheet.json")).contains("// - `keyboard`"))
        let modal = ExportFormat.swift.export(try shipped("removable-modal.json"))
        XCTAssertTrue(modal.contains("// - `modal`: FloatingPanel's backdrop lets touches through"))
        // The diagnose carousel takes its own gestures: the file says how to keep the pan off it.
        let diagnose = ExportFormat.swift.export(try shipped("diagnose.json"))
        XCTAssertTrue(
            diagnose.contains("// - blocks that take their own gestures (\"main\" carousel): a drag that begins on"))
        XCTAssertTrue(diagnose.contains("`fpc.panGestureRecognizer.delegateProxy`"))
    }

    func test_usage_snippets_call_the_functions_as_declared() throws {
        let maps = ExportFormat.swift.export(try shipped("maps.json"))
        XCTAssertTrue(maps.contains("///     configureMainPanel(fpc, delegate: delegate, sections: sections)\n"))
        XCTAssertTrue(
            maps.contains(
                "func configureMainPanel(_ fpc: FloatingPanelController, delegate: MainPanelDelegate, sections: MainPanelSections, setsDelegate: Bool = true) {"
            ))
        XCTAssertFalse(maps.contains("configure<Panel>Panel"))
        let sheet = ExportFormat.swift.export(try shipped("adaptive-sheet.json"))
        XCTAssertTrue(
            sheet.contains(
                "///     configureMainPanel(fpc, selector: selector, containerSize: view.bounds.size, companion: companion)\n"
            ))
        XCTAssertTrue(
            sheet.contains(
                "func configureMainPanel(_ fpc: FloatingPanelController, selector: MainPanelLayoutSelector, containerSize: CGSize, companion: MainPanelCompanion, setsDelegate: Bool = true) {"
            ))
    }

    func test_a_surface_tap_moves_the_panel_from_its_recognizers_action() throws {
        let scene = try loadScene(
            """
            { "container": "iphone-15", "panels": [ { "id": "main",
              "behavior": { "surfaceTap": { "in": ["tip"], "moveTo": "half" } } } ] }
            """)
        let text = ExportFormat.swift.export(scene)
        XCTAssertTrue(text.contains("surfaceTapGesture.addTarget(self, action: #selector(handleSurfaceTap(_:)))"))
        XCTAssertTrue(
            text.contains(
                """
                    @objc private func handleSurfaceTap(_ gesture: UITapGestureRecognizer) {
                        guard gesture.state == .ended, let controller else { return }
                        controller.move(to: .half, animated: true)
                    }
                """))
        XCTAssertFalse(text.contains("gestureRecognizerShouldBegin"), "no move inside a delegate's question")
        XCTAssertFalse(text.contains("UIGestureRecognizerDelegate"))
    }

    // MARK: Detents

    func test_detents_keep_the_layouts_fractions_and_nest_sheets() throws {
        let custom = ExportFormat.swiftuiDetents.export(try shipped("custom-states.json"))
        XCTAssertTrue(custom.contains("context.maxDetentValue * 0.75\n"))
        XCTAssertTrue(custom.contains("context.maxDetentValue * 0.25\n"))
        XCTAssertFalse(custom.contains("0.74967"))
        let multi = ExportFormat.swiftuiDetents.export(try shipped("multi-panel.json"))
        XCTAssertTrue(
            multi.contains(
                """
                //     MainView()
                //         .searchSheet(isPresented: $showsSearch, selection: $searchDetent) {
                //             SearchContent()
                //                 .detailSheet(isPresented: $showsDetail, selection: $detailDetent) {
                //                     DetailContent()
                //                 }
                //         }
                """), multi)
    }
}
