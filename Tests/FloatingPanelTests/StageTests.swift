import FloatingPanel
import Foundation
import XCTest

/// Docs/engine.md §9.3, §11.9, §11.10, §14: several panels on one stage.
final class StageTests: XCTestCase {
    private func stage() -> (FloatingPanelStage, back: FloatingPanelController, front: FloatingPanelController) {
        let stage = FloatingPanelStage(containerSize: CGSize(width: 375, height: 667))
        let back = FloatingPanelController(layout: Fixtures.t3())
        let front = FloatingPanelController(
            layout: FloatingPanelCustomLayout(
                position: .bottom, initialState: .tip,
                anchors: [
                    .half: FloatingPanelLayoutAnchor(absoluteInset: 300, edge: .bottom, referenceGuide: .superview),
                    .tip: FloatingPanelLayoutAnchor(absoluteInset: 100, edge: .bottom, referenceGuide: .superview),
                ], backdropAlphas: [.half: 0, .tip: 0]))
        stage.add(back)
        stage.add(front)
        back.show()
        front.show()
        return (stage, back, front)
    }

    private func hitPanel(_ target: FloatingPanelStage.HitTarget) -> FloatingPanelController? {
        if case .surface(let panel, _) = target { return panel }
        return nil
    }

    func test_touch_goes_to_the_frontmost_surface() {
        let (stage, back, front) = stage()
        XCTAssertTrue(hitPanel(stage.hitTest(CGPoint(x: 100, y: 600))) === front)  // both surfaces: front wins
        XCTAssertTrue(hitPanel(stage.hitTest(CGPoint(x: 100, y: 500))) === back)  // only the back one
        guard case .passThrough = stage.hitTest(CGPoint(x: 100, y: 100)) else {
            return XCTFail("a touch above both panels reaches the main content")
        }
    }

    func test_visible_backdrop_swallows_touches() {
        let (stage, back, _) = stage()
        back.move(to: .full, animated: false)  // backdrop 0.3
        guard case .backdrop(let owner) = stage.hitTest(CGPoint(x: 100, y: 10)) else {
            return XCTFail("the visible backdrop takes the touch")
        }
        XCTAssertTrue(owner === back)
    }

    func test_modal_backdrop_blocks_even_when_transparent() {
        let (stage, back, front) = stage()
        front.isModal = true
        XCTAssertEqual(front.backdropAlpha, 0)
        guard case .backdrop(let owner) = stage.hitTest(CGPoint(x: 100, y: 500)) else {
            return XCTFail("a modal panel's backdrop blocks the panel below")
        }
        XCTAssertTrue(owner === front)
        XCTAssertFalse(back.isDragging)
    }

    func test_drag_on_the_front_panel_leaves_the_back_one_alone() {
        let (stage, back, front) = stage()
        stage.touchDown(at: CGPoint(x: 100, y: 575))
        // The first change starts the interaction; the translation up to it is not applied (Docs/engine.md §7.2).
        stage.touchMoved(to: CGPoint(x: 100, y: 575), velocity: .zero)
        stage.touchMoved(to: CGPoint(x: 100, y: 475), velocity: CGPoint(x: 0, y: -500))
        XCTAssertEqual(front.surfaceLocation.y, 467)
        XCTAssertEqual(back.surfaceLocation.y, 417)
        stage.touchUp(at: CGPoint(x: 100, y: 475), velocity: CGPoint(x: 0, y: -500))
        for _ in 0..<200 { stage.step(1.0 / 60) }
        XCTAssertEqual(front.state, .half)
    }

    func test_slop_delays_the_drag_unless_the_panel_moves() {
        let (stage, back, _) = stage()
        stage.touchDown(at: CGPoint(x: 100, y: 430), slop: 10)
        stage.touchMoved(to: CGPoint(x: 100, y: 425), velocity: .zero)
        XCTAssertFalse(back.isDragging)
        stage.touchMoved(to: CGPoint(x: 100, y: 415), velocity: .zero)
        XCTAssertTrue(back.isDragging)
        XCTAssertEqual(back.surfaceLocation.y, 417)  // the slop itself is not applied (Docs/engine.md §7.2)
        stage.touchMoved(to: CGPoint(x: 100, y: 405), velocity: .zero)
        XCTAssertEqual(back.surfaceLocation.y, 407)
        stage.touchUp(at: CGPoint(x: 100, y: 405), velocity: .zero)
        back.move(to: .full, animated: true)
        stage.step(1.0 / 60)
        stage.touchDown(at: CGPoint(x: 100, y: back.surfaceLocation.y + 10), slop: 10)
        XCTAssertFalse(back.isAttracting, "a touch on a moving panel catches it at once")
    }
}
