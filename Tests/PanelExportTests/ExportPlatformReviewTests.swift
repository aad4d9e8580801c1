import FloatingPanel
import Foundation
import XCTest

@testable import PanelConfig
@testable import PanelExport

/// What a platform engineer needs of the vaul, Android and Compose exports: the adaptive
/// presentation as the sandbox shows it, Material's stops and removal, a Compose panel that can be
/// used as it is, and a drawer that opens, shades and sits where the sandbox does.
final class ExportPlatformReviewTests: XCTestCase {
    private func export(_ format: ExportFormat, _ scene: String) throws -> ExportResult {
        let exports = try ExportTypeCheckTests.scenes()
        let found = try XCTUnwrap(exports.first { $0.0 == "Configs/scenes/\(scene).json" }, scene)
        return format.exportResult(found.1)
    }

    private func view(_ text: String) throws -> String {
        let start = try XCTUnwrap(text.range(of: "<FrameLayout"))
        let end = try XCTUnwrap(text[start.upperBound...].range(of: "/>"))
        return String(text[start.lowerBound..<end.lowerBound])
    }

    // MARK: adaptivePresentation

    func test_adaptive_sheet_exports_what_the_sandbox_shows() throws {
        // Detents adaptive (240 pt of content), medium, large on the iPhone 15: tip 240 + 34 = 274,
        // half 34 + 0.5 × 759 = 413.5, full at the safe area's top; removable; the backdrop at full.
        let vaul = try export(.vaul, "adaptive-sheet").text
        XCTAssertTrue(
            vaul.contains("export function mainSnapLengths(viewport: Viewport, contentLength = 240): number[] {"))
        XCTAssertTrue(vaul.contains("    Math.min(viewport.bottom + contentLength, viewport.height - viewport.top),"))
        XCTAssertTrue(vaul.contains("    viewport.height - (viewport.top + 0),"))
        XCTAssertTrue(vaul.contains("const mainBackdropAlphas = [0, 0, 0.3];"))
        XCTAssertTrue(vaul.contains("export const mainOpensAt = 0;"), "a sheet opens at its smallest detent")
        XCTAssertFalse(vaul.contains("dismissible={false}"), "dismissed below the smallest detent")
        // The side card from 2 × 320 pt: 380 pt wide on the trailing side, no backdrop.
        XCTAssertTrue(vaul.contains("@media (min-width: 640px) {"))
        XCTAssertTrue(vaul.contains("    right: calc(env(safe-area-inset-right, 0px) + 8px);"))
        XCTAssertTrue(vaul.contains("  .main-panel-backdrop { display: none; }"))

        let android = try export(.android, "adaptive-sheet")
        let sheet = try view(android.text)
        for expected in [
            #"app:behavior_expandedOffset="59dp""#, #"app:behavior_halfExpandedRatio="0.48533""#,
            #"app:behavior_peekHeight="274dp""#, #"app:behavior_hideable="true""#,
        ] {
            XCTAssertTrue(sheet.contains(expected), expected)
        }
        XCTAssertTrue(android.text.contains("Initial state: BottomSheetBehavior.STATE_COLLAPSED"))
        // The side card, the backdrop, and the keyboard avoidance BottomSheetBehavior does not write.
        XCTAssertEqual(android.warnings.count, 3)
        XCTAssertTrue(
            android.warnings[0].hasPrefix("panel \"main\": the side card of wide containers (from 640 dp wide"))
        XCTAssertTrue(
            android.warnings.contains { $0.hasPrefix("panel \"main\": keyboard (avoid) in the BottomSheetBehavior") })
        XCTAssertTrue(android.text.contains("Cannot be represented: the backdrop at the largest detent"))

        let compose = try export(.compose, "adaptive-sheet")
        XCTAssertTrue(compose.text.contains("enum class MainPanelState { Full, Half, Tip, Hidden }"))
        XCTAssertTrue(
            compose.text.contains(
                "MainPanelState.Tip at (containerLength - (minOf(insetEnd + contentLength, containerLength - insetStart))) * density"
            ))
        XCTAssertTrue(compose.text.contains("AnchoredDraggableState(initialValue = MainPanelState.Tip)"))
        XCTAssertTrue(compose.text.contains("MainPanelState.Full to 0.3f"))
        XCTAssertEqual(
            compose.warnings.map { $0.prefix(45) },
            ["panel \"main\": the side card of wide container", "panel \"main\": keyboard (avoid) in the Anchore"])
    }

    // MARK: Android

    func test_two_state_panels_are_sized_to_fit_with_exactly_their_stops() throws {
        // Intrinsic: full at the content's 360 pt + 34 pt inset, half at 180 + 34. Sized to fit, the
        // sheet's height gives expanded and the peek collapsed; no half-expanded stop is added.
        let sheet = try view(try export(.android, "intrinsic").text)
        XCTAssertTrue(sheet.contains(#"android:layout_height="394dp""#))
        XCTAssertTrue(sheet.contains(#"app:behavior_peekHeight="214dp""#))
        XCTAssertFalse(sheet.contains("fitToContents"), "Material's default fits the contents")
        XCTAssertFalse(sheet.contains("halfExpandedRatio"))
        XCTAssertFalse(sheet.contains("expandedOffset"))
        let modal = try view(try export(.android, "removable-modal").text)
        XCTAssertTrue(modal.contains(#"android:layout_height="777dp""#))
        XCTAssertTrue(modal.contains(#"app:behavior_peekHeight="414dp""#))
        // Three stops still need the half state.
        XCTAssertTrue(try view(try export(.android, "maps").text).contains(#"app:behavior_fitToContents="false""#))
    }

    func test_removal_follows_floating_panels_rule() throws {
        // FloatingPanel: v ≥ τ × distance to hidden (100 pt below the edge). Removable-modal: τ 4,
        // collapsed 413.5 dp showing → 513.5 dp → 2054 dp/s. 103 dp below collapsed Material asks
        // (206.75 − 103) / f = 1031 dp/s where FloatingPanel asks 4 × 410.5 = 1642 dp/s.
        let least = ResolvedStops.Stop(
            state: .half, anchor: FloatingPanelLayoutAnchor(absoluteInset: 0, edge: .bottom, referenceGuide: .safeArea),
            location: 438.5, extent: 413.5, backdropAlpha: 0)
        let removal = AndroidRemoval(threshold: 4, least: least, hiddenExtent: -100)
        XCTAssertEqual(removal.speedAtCollapsed, 2054)
        XCTAssertEqual(removal.friction, 0.5 * 413.5 / 2054, accuracy: 1e-12)
        XCTAssertEqual(removal.speeds(below: 0).material, removal.speeds(below: 0).floatingPanel, accuracy: 1e-9)
        XCTAssertEqual(removal.speeds(below: 103).material, 1031, accuracy: 0.5)
        XCTAssertEqual(removal.speeds(below: 103).floatingPanel, 1642)
        // Past half a peek below collapsed Material's friction asks nothing; the significant
        // velocity, a third of 2054 dp/s, is the floor: 300 dp below FloatingPanel asks 4 × 213.5.
        XCTAssertEqual(removal.significantVelocity, Double(Float(2054.0 / 3)))
        XCTAssertEqual(removal.speeds(below: 300).material, 684.6667, accuracy: 0.001)
        XCTAssertEqual(removal.speeds(below: 300).floatingPanel, 854)
        let text = try export(.android, "removable-modal").text
        XCTAssertTrue(
            text.contains("4 × the distance left to its hidden position; from the least expanded state that is"))
        XCTAssertTrue(text.contains("103 dp below it Material hides from 1031 dp/s where"))
        XCTAssertFalse(text.contains("4 × the distance left (1654"), "the old rule measured to the edge")
    }

    func test_dropped_initial_state_surface_and_velocity_are_written() throws {
        // custom-states starts at half, which the bottom sheet drops: it starts at the nearest kept
        // state, said in the file and on standard error.
        let custom = try export(.android, "custom-states")
        XCTAssertTrue(
            custom.warnings.contains(
                "panel \"main\": the layout starts at half, which is left out; the sheet starts at the nearest kept state, lastQuart."
            ))
        XCTAssertTrue(custom.text.contains("Initial state: BottomSheetBehavior.STATE_HALF_EXPANDED"))
        // The light appearance: white, 12-pt corners on the grabber side.
        let sheet = try view(custom.text)
        XCTAssertTrue(sheet.contains(##"app:backgroundTint="#FFFFFFFF""##))
        XCTAssertTrue(sheet.contains(#"app:shapeAppearance="@style/ShapeAppearance.MainPanel""#))
        XCTAssertTrue(custom.text.contains(#"<item name="cornerSizeTopLeft">12dp</item>"#))
        XCTAssertTrue(custom.text.contains(#"<item name="cornerSizeBottomLeft">0dp</item>"#))
        // The significant velocity is set in code where removal is mapped, and the header says so.
        let modal = try export(.android, "removable-modal").text
        XCTAssertTrue(modal.contains("behavior.significantVelocityThreshold = (684.6667f * sheet.resources"))
        XCTAssertTrue(modal.contains("significantVelocityThreshold 684.7 dp/s (1797 px/s"))
        XCTAssertFalse(modal.contains("`behavior_significantVelocityThreshold`"))
        XCTAssertEqual(AndroidShape.hex(RGBAColor(red: 1, green: 0, blue: 0.5, alpha: 0.5)), "#80FF0080")
    }

    func test_android_stops_follow_the_window_in_code() throws {
        let text = try export(.android, "maps").text
        let code = AndroidStopsCode.extract(from: text)
        XCTAssertTrue(code.hasPrefix("import android.view.View\n"))
        XCTAssertTrue(code.contains("fun applyMainPanelStops(sheet: View) {"))
        XCTAssertTrue(code.contains("WindowInsetsCompat.Type.systemBars() or WindowInsetsCompat.Type.displayCutout()"))
        XCTAssertTrue(code.contains("behavior.peekHeight = px(insetEnd + "))
        XCTAssertTrue(code.contains("behavior.expandedOffset = px(containerLength - ("))
    }

    // MARK: Compose

    func test_compose_anchors_springs_and_host() throws {
        let intrinsic = try export(.compose, "intrinsic").text
        XCTAssertTrue(intrinsic.contains("density: Float, contentLength: Float = 360.0f,"))
        XCTAssertTrue(
            intrinsic.contains("MainPanelState.Full at (containerLength - (insetEnd + contentLength)) * density"))
        XCTAssertTrue(
            intrinsic.contains("MainPanelState.Half at (containerLength - (insetEnd + contentLength * 0.5f)) * density")
        )
        let adaptive = try export(.compose, "adaptive").text
        XCTAssertTrue(adaptive.contains("minOf(contentLength, (containerLength - insetStart - insetEnd) + 0.0f)"))
        // Both springs are used: the settle spring for slow releases and programmatic moves.
        XCTAssertTrue(intrinsic.contains("animationSpec = mainPanelSettleSpring,"))
        XCTAssertTrue(intrinsic.contains("if (abs(initialVelocity) > 300f * density) fast else slow"))
        XCTAssertTrue(intrinsic.contains("state.animateTo(target, mainPanelSettleSpring)"))
        for needed in [
            ".offset {", "remember { AnchoredDraggableState(initialValue = MainPanelState.Full) }",
            "state.updateAnchors(", ".onSizeChanged { size ->", "WindowInsets.safeDrawing",
            "drawRect(Color.Black, alpha = panelBackdropAlpha(state.offset, stops))",
            "val mainPanelBackdropAlphas = mapOf(MainPanelState.Full to 0.2f, MainPanelState.Half to 0.0f)",
        ] {
            XCTAssertTrue(intrinsic.contains(needed), needed)
        }
        for (name, scene) in try ExportTypeCheckTests.scenes() {
            XCTAssertFalse(ExportFormat.compose.export(scene).contains("@Composable\nfun Modifier."), name)
        }
        // The multi-panel detail starts hidden and is presented at half.
        let multi = try export(.compose, "multi-panel").text
        XCTAssertTrue(multi.contains("(present it with `moveDetailPanel(state, DetailPanelState.Half)`)"))
    }

    // MARK: vaul

    func test_vaul_client_component_backdrop_and_placement() throws {
        for (name, scene) in try ExportTypeCheckTests.scenes() {
            let text = ExportFormat.vaul.export(scene)
            XCTAssertTrue(text.hasPrefix("'use client';\n"), name)
            // The frame loop runs from `follow` and stops once the drawer rests.
            XCTAssertEqual(text.components(separatedBy: "requestAnimationFrame(update)").count - 1, 2, name)
            XCTAssertTrue(text.contains("if (resting < 3) frame.current = requestAnimationFrame(update);"), name)
            // Both drawers of each panel (the library's default and FloatingPanel's feel) follow a drag.
            XCTAssertEqual(
                text.components(separatedBy: "onDrag={follow}").count, 2 * scene.panels.count + 1, name)
        }
        // A CALayer shadow radius of 12 pt is a CSS blur of 24 px.
        let multi = try export(.vaul, "multi-panel").text
        XCTAssertTrue(multi.contains("box-shadow: 0px -2px 24px 0px rgba(0, 0, 0, 0.18);"))
        // The detail starts hidden; the sandbox presents it at half (index 1, least visible first).
        XCTAssertTrue(multi.contains("export const detailOpensAt = 1;"))
        XCTAssertTrue(multi.contains("`half`, where the sandbox presents a panel that starts hidden."))
        // The right inspector is 680 pt high, centred in the safe area.
        let right = try export(.vaul, "right-inspector").text
        XCTAssertTrue(right.contains("  height: 680px;"))
        XCTAssertTrue(
            right.contains(
                "  top: calc(env(safe-area-inset-top, 0px) + (100% - env(safe-area-inset-top, 0px) - env(safe-area-inset-bottom, 0px) - 680px) / 2 + 0px);"
            ))
        XCTAssertEqual(VaulCSS.blurPerShadowRadius, 2)
    }
}
