import FloatingPanel
import Foundation
import XCTest

/// Docs/engine.md §8: scroll tracking and the hand-off between content and panel, driven through a stage.
final class ScrollHandOffTests: XCTestCase {
    private let h: CGFloat = 1.0 / 60

    private func makeStage(state: FloatingPanelState) -> (
        FloatingPanelStage, FloatingPanelController, FloatingPanelScrollView
    ) {
        let stage = FloatingPanelStage(
            containerSize: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
        let fpc = FloatingPanelController()
        fpc.displayScale = 3
        let scrollView = FloatingPanelScrollView(contentSize: CGSize(width: 390, height: 3000))
        fpc.track(scrollView: scrollView)
        stage.add(fpc)
        fpc.show()
        fpc.move(to: state, animated: false)
        return (stage, fpc, scrollView)
    }

    /// A finger drag on the content from `start` by `dy`, in `steps` moves of one frame each.
    private func drag(
        _ stage: FloatingPanelStage, from start: CGPoint, by dy: CGFloat, steps: Int = 10, release: CGFloat? = nil
    ) {
        let velocity = CGPoint(x: 0, y: dy / (CGFloat(steps) * h))
        stage.touchDown(at: start, velocity: velocity)
        stage.touchMoved(to: start, velocity: velocity)
        for k in 1...steps {
            stage.step(h)
            stage.touchMoved(to: CGPoint(x: start.x, y: start.y + dy * CGFloat(k) / CGFloat(steps)), velocity: velocity)
        }
        stage.touchUp(at: CGPoint(x: start.x, y: start.y + dy), velocity: CGPoint(x: 0, y: release ?? velocity.y))
    }

    private func settle(_ stage: FloatingPanelStage) {
        var frames = 0
        while stage.isAnimating && frames < 2000 {
            stage.step(h)
            frames += 1
        }
    }

    func test_locked_at_half_unlocked_at_full() {
        let (_, fpc, scrollView) = makeStage(state: .half)
        XCTAssertTrue(fpc.isScrollLocked)
        XCTAssertFalse(scrollView.bounces)
        XCTAssertFalse(scrollView.showsVerticalScrollIndicator)
        fpc.move(to: .full, animated: false)
        XCTAssertFalse(fpc.isScrollLocked)
        XCTAssertTrue(scrollView.bounces)
        XCTAssertTrue(scrollView.showsVerticalScrollIndicator)
        fpc.move(to: .tip, animated: false)
        XCTAssertTrue(fpc.isScrollLocked)
    }

    func test_show_sets_the_bottom_content_inset_to_the_safe_area() {
        let (_, fpc, scrollView) = makeStage(state: .full)
        XCTAssertEqual(scrollView.contentInset.bottom, 34)
        XCTAssertEqual(fpc.adjustedContentInsets, EdgeInsets(bottom: 34))
        // The content frame spans the static surface: 844 − 65 = 779 points.
        XCTAssertEqual(scrollView.boundsSize.height, 779)
        XCTAssertEqual(scrollView.contentOffsetMax.y, 3000 + 34 - 779)
    }

    func test_dragging_content_at_half_moves_the_panel_and_pins_the_content() {
        let (stage, fpc, scrollView) = makeStage(state: .half)
        let start = CGPoint(x: 195, y: fpc.surfaceLocation.y + 200)
        drag(stage, from: start, by: -150)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        settle(stage)
        XCTAssertEqual(fpc.state, .full)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }

    func test_at_full_content_scrolls_and_the_panel_stays() {
        let (stage, fpc, scrollView) = makeStage(state: .full)
        let start = CGPoint(x: 195, y: 500)
        drag(stage, from: start, by: -200, release: 0)
        XCTAssertEqual(fpc.surfaceLocation.y, 65)
        XCTAssertEqual(scrollView.contentOffset.y, 200, accuracy: 1e-9)
        XCTAssertEqual(fpc.state, .full)
        XCTAssertFalse(fpc.isDragging)
    }

    func test_scrolled_content_takes_a_downward_drag_until_its_top() {
        let (stage, fpc, scrollView) = makeStage(state: .full)
        scrollView.setContentOffset(CGPoint(x: 0, y: 100))
        // Down by 300: the first 100 points scroll the content back to its top, the rest moves the panel.
        drag(stage, from: CGPoint(x: 195, y: 300), by: 300, steps: 30, release: 0)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertGreaterThan(fpc.surfaceLocation.y, 65 + 150)
        settle(stage)
        XCTAssertEqual(fpc.state, .half)
    }

    func test_grabber_drag_always_moves_the_panel() {
        let (stage, fpc, scrollView) = makeStage(state: .full)
        scrollView.setContentOffset(CGPoint(x: 0, y: 100))
        drag(stage, from: CGPoint(x: 195, y: 65 + 10), by: 200, release: 0)
        XCTAssertEqual(scrollView.contentOffset.y, 100)
        XCTAssertEqual(fpc.surfaceLocation.y, 265)
    }

    func test_wheel_scrolls_content_within_its_range() {
        let (stage, _, scrollView) = makeStage(state: .full)
        stage.scroll(at: CGPoint(x: 195, y: 400), by: 120)
        XCTAssertEqual(scrollView.contentOffset.y, 120)
        stage.scroll(at: CGPoint(x: 195, y: 400), by: -500)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }

    func test_flicked_content_decelerates_and_stops() {
        let (stage, _, scrollView) = makeStage(state: .full)
        drag(stage, from: CGPoint(x: 195, y: 600), by: -100, steps: 5, release: -2000)
        let released = scrollView.contentOffset.y
        XCTAssertTrue(scrollView.isDecelerating)
        settle(stage)
        XCTAssertFalse(scrollView.isDecelerating)
        // UIKit's 0.998/ms rate: a 2000 pt/s flick travels about 2000 · 0.998/(1000 · 0.002) ≈ 998 pt.
        XCTAssertEqual(scrollView.contentOffset.y - released, 998, accuracy: 40)
    }
}
