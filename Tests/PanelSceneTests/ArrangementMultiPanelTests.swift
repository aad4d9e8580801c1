import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import XCTest

/// Several panels, modal panels, presenting and focus (Docs/engine.md §11.9, §11.10).
final class ArrangementMultiPanelTests: XCTestCase {
    typealias F = ArrangementFixtures

    private func surface(_ target: FloatingPanelStage.HitTarget) -> FloatingPanelController? {
        if case .surface(let panel, _) = target { return panel }
        return nil
    }

    private func backdrop(_ target: FloatingPanelStage.HitTarget) -> FloatingPanelController? {
        if case .backdrop(let panel) = target { return panel }
        return nil
    }

    /// A small panel layout at the bottom (tip 100, half 300 from the container's bottom) with a
    /// transparent backdrop in every state.
    private func cardLayout(initialState: FloatingPanelState = .tip) -> ConditionalLayout {
        ConditionalLayout(
            layout: FloatingPanelCustomLayout(
                position: .bottom, initialState: initialState,
                anchors: [
                    .half: FloatingPanelLayoutAnchor(absoluteInset: 300, edge: .bottom, referenceGuide: .superview),
                    .tip: FloatingPanelLayoutAnchor(absoluteInset: 100, edge: .bottom, referenceGuide: .superview),
                ], backdropAlphas: [.half: 0, .tip: 0]))
    }

    func test_hit_testing_with_three_panels_one_modal() {
        let container = SceneContainer(size: CGSize(width: 390, height: 844))
        let banner = F.layout(.top, initialState: .tip, guide: .superview)  // tip: 69 pt from the top
        let runtime = F.runtime(
            [
                F.panel(id: "search"),  // FloatingPanelBottomLayout at half: 422
                F.panel(id: "detail", layouts: [cardLayout()], modal: true, tapToDismiss: true),  // 744
                F.panel(id: "banner", layouts: [banner]),
            ], container: container)
        let search = runtime.panel(id: "search")!.controller
        let detail = runtime.panel(id: "detail")!.controller
        let bannerPanel = runtime.panel(id: "banner")!.controller
        let stage = runtime.stage
        XCTAssertTrue(surface(stage.hitTest(CGPoint(x: 100, y: 30))) === bannerPanel, "the frontmost surface")
        XCTAssertTrue(surface(stage.hitTest(CGPoint(x: 100, y: 800))) === detail, "the modal panel's own surface")
        XCTAssertTrue(backdrop(stage.hitTest(CGPoint(x: 100, y: 600))) === detail, "the modal backdrop covers search")
        XCTAssertTrue(backdrop(stage.hitTest(CGPoint(x: 100, y: 200))) === detail, "and the main content")
        XCTAssertTrue(runtime.focusedPanel === runtime.panel(id: "banner"))

        // A drag on the modal backdrop moves nothing below it.
        stage.touchDown(at: CGPoint(x: 100, y: 600))
        stage.touchMoved(to: CGPoint(x: 100, y: 500), velocity: .zero)
        XCTAssertFalse(search.isDragging)
        stage.touchUp(at: CGPoint(x: 100, y: 500), velocity: .zero)

        // Its backdrop is transparent: it blocks the tap without receiving it (Docs/engine.md §9.3).
        XCTAssertFalse(detail.tapBackdrop())
        XCTAssertTrue(detail.isShown)
        detail.remove()
        F.settle(runtime)
        XCTAssertFalse(detail.isShown)
        XCTAssertTrue(surface(stage.hitTest(CGPoint(x: 100, y: 600))) === search, "the modal panel is gone")
        guard case .passThrough = stage.hitTest(CGPoint(x: 100, y: 200)) else {
            return XCTFail("touches reach the main content again")
        }
    }

    func test_presenting_a_detail_panel_and_dismissing_it_refocuses_the_list() {
        let runtime = F.runtime([
            F.panel(id: "detail", layouts: [F.layout(.bottom, initialState: .hidden)], removal: true),
            F.panel(id: "search"),
        ])
        let search = runtime.panel(id: "search")!
        let detail = runtime.panel(id: "detail")!
        XCTAssertEqual(detail.controller.state, .hidden, "waits to be presented")
        XCTAssertTrue(runtime.focusedPanel === search)
        XCTAssertEqual(detail.presentationState, .half)

        XCTAssertTrue(runtime.present(panelID: "detail"))
        XCTAssertTrue(runtime.stage.panels.last === detail.controller, "on top")
        XCTAssertTrue(runtime.focusedPanel === detail)
        XCTAssertTrue(detail.controller.isTransitioning, "animated")
        XCTAssertEqual(F.location(detail), 952, "from hidden")
        F.settle(runtime)
        XCTAssertEqual(detail.controller.state, .half)

        detail.controller.remove()
        XCTAssertTrue(runtime.focusedPanel === search, "focus returns as soon as the removal starts")
        F.settle(runtime)
        XCTAssertFalse(detail.controller.isShown)

        XCTAssertTrue(runtime.present(panelID: "detail"), "a removed panel can be presented again")
        XCTAssertTrue(detail.controller.isShown)
        F.settle(runtime)
        XCTAssertEqual(detail.controller.state, .half)
        XCTAssertFalse(runtime.present(panelID: "nothing"))
    }

    func test_present_catches_a_hide_where_it_is() {
        let runtime = F.runtime([
            F.panel(id: "detail", layouts: [cardLayout(initialState: .half)]), F.panel(id: "search"),
        ])
        let detail = runtime.panel(id: "detail")!
        detail.controller.hide(animated: true)
        for _ in 0..<4 { runtime.stage.step(F.h) }
        let caught = F.location(detail)
        runtime.present(panelID: "detail")
        XCTAssertEqual(F.location(detail), caught)
        XCTAssertTrue(runtime.stage.panels.last === detail.controller)
        F.settle(runtime)
        XCTAssertEqual(detail.controller.state, .half)
    }

    func test_present_during_a_removal_finishes_it_first() {
        let runtime = F.runtime([F.panel(id: "detail", layouts: [cardLayout(initialState: .half)])])
        let detail = runtime.panel(id: "detail")!
        var events: [PanelEvent] = []
        detail.onEvent = { _, event in events.append(event) }
        detail.controller.remove()
        runtime.stage.step(F.h)
        runtime.present(panelID: "detail")
        XCTAssertTrue(events.contains(.didRemove))
        XCTAssertTrue(detail.controller.isShown)
        XCTAssertFalse(detail.isBeingRemoved)
        F.settle(runtime)
        XCTAssertEqual(detail.controller.state, .half)
    }
}
