import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import XCTest

/// The adaptive presentation: bottom sheet when narrow, side card when wide.
final class ArrangementAdaptiveTests: XCTestCase {
    typealias F = ArrangementFixtures

    private func adaptivePanel(
        _ presentation: AdaptivePresentation, contentHeight: CGFloat = 300, width: CGFloat = 393,
        height: CGFloat = 852, insets: EdgeInsets = EdgeInsets(top: 59, bottom: 34)
    ) -> (SceneRuntime, PanelRuntime) {
        let runtime = F.runtime(
            [F.panel(adaptive: presentation, contentHeight: contentHeight)],
            container: SceneContainer(size: CGSize(width: width, height: height), safeArea: insets))
        return (runtime, runtime.panels[0])
    }

    func test_switches_to_the_card_exactly_at_the_width_rule() {
        // (minWidth, maxWidth, container width, card?): card ⇔ width ≥ 2·minWidth and width > maxWidth.
        let rows: [(min: CGFloat, max: CGFloat, width: CGFloat, card: Bool, comment: String)] = [
            (320, 420, 639, false, "one point short of 2·minWidth"),
            (320, 420, 640, true, "exactly 2·minWidth (and > maxWidth)"),
            (200, 500, 500, false, "≥ 2·minWidth but not more than maxWidth"),
            (200, 500, 501, true, "one point past maxWidth"),
            (200, 500, 399, false, "below both"),
        ]
        for row in rows {
            let presentation = AdaptivePresentation(minWidth: row.min, idealWidth: row.min, maxWidth: row.max)
            let (runtime, panel) = adaptivePanel(presentation, width: 300)
            runtime.resize(to: CGSize(width: row.width, height: 852), safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
            XCTAssertEqual(panel.arrangement.presentationStyle?.isCard, row.card, row.comment)
            XCTAssertEqual(ResolvedAdaptivePresentation.usesCard(presentation, containerWidth: row.width), row.card)
            let frame = panel.controller.surfaceFrame
            XCTAssertEqual(frame.width, row.card ? row.min : row.width, row.comment)
        }
    }

    func test_card_sits_on_its_side_at_its_ideal_width() {
        let landscape = DevicePreset.named("iphone-15-landscape")!.container
        for (side, minX) in [(AdaptivePresentation.Side.leading, 59 + 8), (.trailing, 852 - 59 - 8 - 375)] {
            let presentation = AdaptivePresentation(minWidth: 320, idealWidth: 375, maxWidth: 420, side: side)
            let runtime = F.runtime([F.panel(adaptive: presentation)], container: landscape)
            let fpc = runtime.panels[0].controller
            XCTAssertEqual(fpc.surfaceFrame.minX, CGFloat(minX), "\(side)")
            XCTAssertEqual(fpc.surfaceFrame.width, 375)
            fpc.move(to: .full, animated: false)
            XCTAssertEqual(fpc.backdropAlpha, 0, "a card never dims")
        }
        // Less room than the ideal width: the card shrinks to the safe width, not below minWidth.
        let narrow = AdaptivePresentation(minWidth: 320, idealWidth: 400, maxWidth: 420)
        let resolved = ResolvedAdaptivePresentation(
            narrow, containerSize: CGSize(width: 660, height: 400), safeAreaInsets: EdgeInsets(left: 130, right: 130),
            contentSize: .zero)
        XCTAssertEqual(resolved.style, .card(side: .leading, width: 384, inset: 8))
    }

    func test_detent_resolution_values() {
        // iphone-15: safe area 59…818 (759 pt); content 300 pt.
        let presentation = AdaptivePresentation(detents: [.adaptive, .medium, .large, .height(200), .fraction(0.25)])
        let (_, panel) = adaptivePanel(presentation)
        guard case .adaptive(let resolved) = panel.arrangement else { return XCTFail("adaptive") }
        XCTAssertEqual(resolved.stops.map(\.detent), [.fraction(0.25), .height(200), .adaptive, .medium, .large])
        XCTAssertEqual(resolved.stops.map(\.height), [189.75, 200, 300, 379.5, 759])
        XCTAssertEqual(resolved.stops.map(\.state.rawValue), ["tip", "detent2", "half", "detent4", "full"])
        let expected: [(String, CGFloat)] = [
            ("tip", 818 - 189.75), ("detent2", 818 - 200), ("half", 818 - 300), ("detent4", 818 - 379.5), ("full", 59),
        ]
        for (name, location) in expected {
            let state = panel.controller.statesByCoordinate.first { $0.rawValue == name }!
            XCTAssertEqual(F.anchor(panel, state), location, name)
        }
        XCTAssertEqual(panel.controller.state, .tip, "opens at the smallest detent")
        XCTAssertEqual(F.location(panel), 818 - 189.75)
    }

    func test_detents_are_capped_to_the_safe_area() {
        let presentation = AdaptivePresentation(detents: [.height(2000), .adaptive])
        let (_, panel) = adaptivePanel(presentation, contentHeight: 1000)
        XCTAssertEqual(F.anchor(panel, .half), 59)
        XCTAssertEqual(F.anchor(panel, .full), 59)
        XCTAssertEqual(panel.controller.surfaceFrame.height, 759 + 34, "the adaptive surface fits the capped content")
    }

    func test_detent_states_by_count() {
        let names = (1...6).map { AdaptivePresentation.detentStates(count: $0).map(\.rawValue) }
        XCTAssertEqual(
            names,
            [
                ["full"], ["half", "full"], ["tip", "half", "full"], ["tip", "detent2", "half", "full"],
                ["tip", "detent2", "half", "detent4", "full"],
                ["tip", "detent2", "detent3", "half", "detent5", "full"],
            ])
        for count in 1...12 {
            let orders = AdaptivePresentation.detentStates(count: count).map(\.order)
            XCTAssertEqual(orders, orders.sorted(), "count \(count)")
            XCTAssertEqual(Set(orders).count, count, "unique orders, count \(count)")
        }
    }

    func test_dismiss_below_smallest_detent_enables_removal() {
        XCTAssertTrue(adaptivePanel(AdaptivePresentation()).1.controller.isRemovalInteractionEnabled)
        let kept = AdaptivePresentation(dismissBelowSmallestDetent: false)
        XCTAssertFalse(adaptivePanel(kept).1.controller.isRemovalInteractionEnabled)
    }

    func test_rotation_switches_sheet_to_card_with_a_spring() {
        let runtime = F.runtime([F.panel(adaptive: AdaptivePresentation())])  // medium, large
        let panel = runtime.panels[0]
        XCTAssertEqual(panel.controller.state, .half)
        XCTAssertEqual(F.location(panel), 438.5)
        runtime.rotate()
        XCTAssertEqual(panel.arrangement.presentationStyle, .card(side: .leading, width: 375, inset: 8))
        XCTAssertEqual(panel.controller.surfaceFrame.minX, 67, "the cross extent changes at once")
        XCTAssertEqual(F.location(panel), 438.5, "the main axis starts where it was")
        XCTAssertTrue(panel.controller.isAttracting)
        F.settle(runtime)
        XCTAssertEqual(panel.controller.state, .half)
        XCTAssertEqual(F.location(panel), 372 - 186, "medium in landscape: half of 0…372")
        runtime.rotate()
        XCTAssertEqual(panel.arrangement.presentationStyle, .sheet)
        XCTAssertEqual(F.location(panel), 186)
        F.settle(runtime)
        XCTAssertEqual(F.location(panel), 438.5)
    }

    func test_layout_is_not_swapped_under_the_finger() {
        let (runtime, panel) = adaptivePanel(AdaptivePresentation(), width: 700, height: 900, insets: .zero)
        let fpc = panel.controller
        XCTAssertEqual(fpc.surfaceFrame.width, 375)
        let grabber = CGPoint(x: fpc.grabberHandleFrame.midX, y: fpc.grabberHandleFrame.midY)
        runtime.stage.touchDown(at: grabber)
        runtime.stage.touchMoved(to: grabber, velocity: .zero)
        let finger = CGPoint(x: grabber.x, y: grabber.y - 100)
        runtime.stage.touchMoved(to: finger, velocity: .zero)
        XCTAssertTrue(fpc.isDragging)
        let held = F.location(panel)
        XCTAssertEqual(held, 450 - 100)
        runtime.resize(to: CGSize(width: 500, height: 900), safeAreaInsets: .zero)
        XCTAssertEqual(panel.arrangement.presentationStyle?.isCard, true, "the card stays while the finger is down")
        XCTAssertEqual(fpc.surfaceFrame.width, 375)
        XCTAssertEqual(F.location(panel), held)
        runtime.stage.touchUp(at: finger, velocity: .zero)
        XCTAssertEqual(panel.arrangement.presentationStyle, .sheet, "the release adopts the sheet")
        XCTAssertEqual(fpc.surfaceFrame.width, 500)
        XCTAssertEqual(F.location(panel), held, "attracting from where it was let go")
        F.settle(runtime)
        XCTAssertEqual(F.location(panel), F.anchor(panel, fpc.state))
    }
}
