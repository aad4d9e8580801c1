import FloatingPanel
import Foundation
import XCTest

/// Docs/engine.md §13: normative event orders.
final class EventOrderTests: XCTestCase {
    private let h: CGFloat = 1.0 / 60

    private func pan(_ phase: FloatingPanelPanEvent.Phase, _ dy: CGFloat, velocity: CGFloat = 0)
        -> FloatingPanelPanEvent
    {
        FloatingPanelPanEvent(
            phase: phase, translation: CGPoint(x: 0, y: dy), velocity: CGPoint(x: 0, y: velocity),
            location: CGPoint(x: 100, y: 10))
    }

    private func settle(_ fpc: FloatingPanelController) {
        var frames = 0
        while fpc.isAnimating && frames < 1000 {
            fpc.step(h)
            frames += 1
        }
    }

    func test_drag_that_settles_with_attraction() {
        let fpc = Fixtures.controller(layout: Fixtures.t3(), state: .half)
        let recorder = EventRecorder()
        fpc.delegate = recorder
        fpc.touchDown(at: CGPoint(x: 100, y: 10))
        fpc.handlePanelPan(pan(.began, 0))
        fpc.handlePanelPan(pan(.changed, 0))
        fpc.handlePanelPan(pan(.changed, -100))
        fpc.handlePanelPan(pan(.ended, -100, velocity: -800))
        settle(fpc)
        XCTAssertEqual(
            recorder.events,
            [
                "willBeginDragging", "willEndDragging(full)", "didEndDragging(true)", "willBeginAttracting(full)",
                "didChangeState(full)", "didEndAttracting",
            ])
        XCTAssertGreaterThan(recorder.didMoveCount, 2)
        XCTAssertEqual(fpc.surfaceLocation.y, 20)
    }

    func test_drag_settling_back_on_its_state_emits_no_state_change() {
        let fpc = Fixtures.controller(layout: Fixtures.t3(), state: .half)
        let recorder = EventRecorder()
        fpc.delegate = recorder
        fpc.touchDown(at: CGPoint(x: 100, y: 10))
        fpc.handlePanelPan(pan(.began, 0))
        fpc.handlePanelPan(pan(.changed, 0))
        fpc.handlePanelPan(pan(.changed, -30))
        fpc.handlePanelPan(pan(.ended, -30, velocity: 0))
        settle(fpc)
        XCTAssertEqual(
            recorder.events,
            [
                "willBeginDragging", "willEndDragging(half)", "didEndDragging(true)", "willBeginAttracting(half)",
                "didEndAttracting",
            ])
    }

    func test_drag_released_exactly_on_an_anchor() {
        let fpc = Fixtures.controller(layout: Fixtures.t3(), state: .half)
        let recorder = EventRecorder()
        fpc.delegate = recorder
        fpc.touchDown(at: CGPoint(x: 100, y: 10))
        fpc.handlePanelPan(pan(.began, 0))
        fpc.handlePanelPan(pan(.changed, 0))
        fpc.handlePanelPan(pan(.changed, 190))
        fpc.handlePanelPan(pan(.ended, 190, velocity: 0))
        XCTAssertEqual(
            recorder.events,
            ["willBeginDragging", "willEndDragging(tip)", "didChangeState(tip)", "didEndDragging(false)"])
        XCTAssertFalse(fpc.isAnimating)
    }

    func test_animated_numeric_move() {
        let fpc = Fixtures.controller(layout: Fixtures.t3(), state: .half)
        let recorder = EventRecorder()
        fpc.delegate = recorder
        var completed = false
        fpc.move(to: .full, animated: true) {
            recorder.events.append("completion")
            completed = true
        }
        XCTAssertTrue(fpc.isAttracting)
        settle(fpc)
        XCTAssertTrue(completed)
        XCTAssertEqual(
            recorder.events, ["willBeginAttracting(full)", "didChangeState(full)", "didEndAttracting", "completion"])
    }

    func test_non_animated_move() {
        let fpc = Fixtures.controller(layout: Fixtures.t3(), state: .half)
        let recorder = EventRecorder()
        fpc.delegate = recorder
        fpc.move(to: .tip, animated: false) { recorder.events.append("completion") }
        XCTAssertEqual(recorder.events, ["didChangeState(tip)", "completion"])
        XCTAssertEqual(recorder.didMoveCount, 1)
    }

    func test_animated_show_is_a_transition_without_attraction() {
        let fpc = FloatingPanelController(layout: Fixtures.t3())
        fpc.displayScale = 3
        fpc.setContainer(size: CGSize(width: 375, height: 667), safeAreaInsets: .zero)
        let recorder = EventRecorder()
        fpc.delegate = recorder
        fpc.show(animated: true) { recorder.events.append("completion") }
        XCTAssertTrue(fpc.isTransitioning)
        XCTAssertFalse(fpc.isAttracting)
        XCTAssertEqual(fpc.surfaceLocation.y, 767)  // the displayed location starts hidden (decision F18)
        settle(fpc)
        XCTAssertEqual(recorder.events, ["didChangeState(half)", "completion"])
        XCTAssertEqual(recorder.didMoveCount, 1)
        XCTAssertEqual(fpc.surfaceLocation.y, 417)
    }

    func test_transition_of_one_hundred_points_stops_after_twenty_frames() {
        // Docs/engine.md §6.1: 100 pt at 60 Hz, s = 3: stop after 20 frames.
        let layout = FloatingPanelCustomLayout(
            position: .bottom, initialState: .half,
            anchors: [.half: FloatingPanelLayoutAnchor(absoluteInset: 0, edge: .bottom, referenceGuide: .superview)])
        let fpc = FloatingPanelController(layout: layout)
        fpc.displayScale = 3
        fpc.setContainer(size: CGSize(width: 375, height: 667), safeAreaInsets: .zero)
        fpc.show(animated: true)
        var frames = 0
        var peak: CGFloat = .infinity
        while fpc.isTransitioning {
            fpc.step(h)
            frames += 1
            if fpc.isTransitioning { peak = min(peak, fpc.surfaceLocation.y) }
        }
        XCTAssertEqual(frames, 20)
        // From rest the transition spring hardly overshoots: it stops before passing the target.
        XCTAssertLessThan(767 - peak, 100)
        XCTAssertGreaterThan(767 - peak, 99)
    }

    func test_backdrop_tap_while_attracting() {
        let fpc = Fixtures.controller(layout: Fixtures.t3(), state: .half)
        fpc.isBackdropTapToDismissEnabled = true
        let recorder = EventRecorder()
        fpc.delegate = recorder
        fpc.move(to: .full, animated: true)
        fpc.step(h)
        recorder.events.removeAll()
        XCTAssertTrue(fpc.tapBackdrop())
        settle(fpc)
        XCTAssertEqual(recorder.events, ["willRemove", "didEndAttracting", "didChangeState(hidden)", "didRemove"])
        XCTAssertEqual(fpc.surfaceLocation.y, 767)
    }

    func test_catch_and_release_of_a_spring() {
        let fpc = Fixtures.controller(layout: Fixtures.t3(), state: .half)
        let recorder = EventRecorder()
        fpc.delegate = recorder
        fpc.move(to: .full, animated: true)
        for _ in 0..<5 { fpc.step(h) }
        recorder.events.removeAll()
        let caught = fpc.surfaceLocation.y
        fpc.touchDown(at: CGPoint(x: 100, y: 10))
        fpc.handlePanelPan(pan(.began, 0))
        XCTAssertEqual(recorder.events, ["didEndAttracting"])
        XCTAssertEqual(fpc.surfaceLocation.y, caught)
        fpc.handlePanelPan(pan(.ended, 0, velocity: 0))
        XCTAssertEqual(recorder.events[1], "willBeginDragging")
        // Caught about two thirds of the way from full back toward half: the release returns to half.
        XCTAssertEqual(recorder.events[2], "willEndDragging(half)")
    }

    func test_touch_on_running_show_transition_finishes_it() {
        let fpc = FloatingPanelController(layout: Fixtures.t3())
        fpc.setContainer(size: CGSize(width: 375, height: 667), safeAreaInsets: .zero)
        let recorder = EventRecorder()
        fpc.delegate = recorder
        fpc.show(animated: true) { recorder.events.append("completion") }
        for _ in 0..<4 { fpc.step(h) }
        let caught = fpc.surfaceLocation.y
        fpc.touchDown(at: CGPoint(x: 100, y: 10))
        fpc.handlePanelPan(pan(.began, 0))
        fpc.handlePanelPan(pan(.changed, 0))
        XCTAssertEqual(recorder.events, ["didChangeState(half)", "completion", "willBeginDragging"])
        XCTAssertEqual(fpc.surfaceLocation.y, caught)
        XCTAssertEqual(fpc.state, .half)
    }

    func test_move_during_drag_ends_it_without_drag_events() {
        let fpc = Fixtures.controller(layout: Fixtures.t3(), state: .half)
        let recorder = EventRecorder()
        fpc.delegate = recorder
        fpc.touchDown(at: CGPoint(x: 100, y: 10))
        fpc.handlePanelPan(pan(.began, 0))
        fpc.handlePanelPan(pan(.changed, 0))
        fpc.handlePanelPan(pan(.changed, -50))
        fpc.move(to: .tip, animated: false)
        XCTAssertFalse(fpc.isDragging)
        XCTAssertEqual(recorder.events, ["willBeginDragging", "didChangeState(tip)"])
    }
}
