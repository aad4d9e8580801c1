import FloatingPanel
import Foundation
import XCTest

/// Docs/engine.md §7.2–§7.4, §7.8, §18.2, §18.4: drags driven through pan events.
final class DragTests: XCTestCase {
    private func pan(_ phase: FloatingPanelPanEvent.Phase, _ dy: CGFloat, velocity: CGFloat = 0)
        -> FloatingPanelPanEvent
    {
        FloatingPanelPanEvent(
            phase: phase, translation: CGPoint(x: 0, y: dy), velocity: CGPoint(x: 0, y: velocity),
            location: CGPoint(x: 100, y: 10))
    }

    /// Starts a drag on the grabber: began and a changed at translation 0.
    private func beginDrag(_ fpc: FloatingPanelController) {
        fpc.touchDown(at: CGPoint(x: 100, y: 10))
        fpc.handlePanelPan(pan(.began, 0))
        fpc.handlePanelPan(pan(.changed, 0))
    }

    func test_drag_follows_finger_without_limits_by_default() {
        // §18.2: from full, T3, no rubber band.
        for (diff, expected) in [(100.0, 120.0), (-100, -80), (587, 607), (687, 707)] as [(CGFloat, CGFloat)] {
            let fpc = Fixtures.controller(layout: Fixtures.t3(), state: .full)
            beginDrag(fpc)
            fpc.handlePanelPan(pan(.changed, diff))
            XCTAssertEqual(fpc.surfaceLocation.y, expected, "diff \(diff)")
            XCTAssertTrue(fpc.isDragging)
        }
    }

    func test_top_panel_drag_from_tip() {
        let fpc = Fixtures.controller(layout: Fixtures.topA(), state: .tip)
        beginDrag(fpc)
        fpc.handlePanelPan(pan(.changed, 100))
        XCTAssertEqual(fpc.surfaceLocation.y, 160)
        fpc.handlePanelPan(pan(.changed, 707))
        XCTAssertEqual(fpc.surfaceLocation.y, 767)
    }

    func test_rubber_band_beyond_both_ends() {
        let behavior = FloatingPanelCustomBehavior(rubberBandingEdges: [.top, .bottom])
        let fpc = Fixtures.controller(layout: Fixtures.t3(), state: .full, behavior: behavior)
        beginDrag(fpc)
        fpc.handlePanelPan(pan(.changed, -100))
        XCTAssertEqual(fpc.surfaceLocation.y, 20 - 50.81024, accuracy: 1e-4)
        fpc.handlePanelPan(pan(.changed, 587 + 200))
        XCTAssertEqual(fpc.surfaceLocation.y, 607 + 94.42725, accuracy: 1e-4)
    }

    func test_left_panel_asks_left_and_right_edges_for_rubber_band() {
        let layout = FloatingPanelCustomLayout(
            position: .left, initialState: .full,
            anchors: [
                .full: FloatingPanelLayoutAnchor(absoluteInset: 300, edge: .left, referenceGuide: .superview),
                .tip: FloatingPanelLayoutAnchor(absoluteInset: 60, edge: .left, referenceGuide: .superview),
            ])
        let fpc = Fixtures.controller(
            layout: layout, behavior: FloatingPanelCustomBehavior(rubberBandingEdges: [.right]))
        fpc.touchDown(at: CGPoint(x: 290, y: 100))
        let location = CGPoint(x: 290, y: 100)
        fpc.handlePanelPan(.init(phase: .began, translation: .zero, velocity: .zero, location: location))
        fpc.handlePanelPan(.init(phase: .changed, translation: .zero, velocity: .zero, location: location))
        fpc.handlePanelPan(
            .init(phase: .changed, translation: CGPoint(x: 100, y: 0), velocity: .zero, location: location))
        XCTAssertEqual(fpc.surfaceLocation.x, 300 + rubber(100, 375), accuracy: 1e-9)
        fpc.handlePanelPan(
            .init(phase: .changed, translation: CGPoint(x: -340, y: 0), velocity: .zero, location: location))
        XCTAssertEqual(fpc.surfaceLocation.x, -40)
    }

    private func rubber(_ x: CGFloat, _ d: CGFloat) -> CGFloat { (1 - 1 / (x * 0.55 / d + 1)) * d }

    func test_backdrop_interpolates_while_dragging() {
        let fpc = Fixtures.controller(layout: FloatingPanelBottomLayout(), state: .full)
        let full = fpc.surfaceLocation(for: .full).y
        let half = fpc.surfaceLocation(for: .half).y
        XCTAssertEqual(fpc.backdropAlpha, 0.3)
        beginDrag(fpc)
        fpc.handlePanelPan(pan(.changed, (half - full) / 2))
        XCTAssertEqual(fpc.backdropAlpha, 0.15, accuracy: 1e-9)
        fpc.handlePanelPan(pan(.changed, half - full))
        XCTAssertEqual(fpc.backdropAlpha, 0, accuracy: 1e-9)
        fpc.handlePanelPan(pan(.changed, half - full + 50))
        XCTAssertEqual(fpc.backdropAlpha, 0)
    }

    func test_one_anchor_layout_fades_toward_hidden() {
        let layout = FloatingPanelCustomLayout(
            position: .bottom, initialState: .full,
            anchors: [.full: FloatingPanelLayoutAnchor(absoluteInset: 100, edge: .top, referenceGuide: .superview)])
        let fpc = Fixtures.controller(layout: layout)
        beginDrag(fpc)
        fpc.handlePanelPan(pan(.changed, -20))
        XCTAssertEqual(fpc.backdropAlpha, 0.3)
        fpc.handlePanelPan(pan(.changed, 100))
        XCTAssertLessThan(fpc.backdropAlpha, 0.3)
        XCTAssertGreaterThan(fpc.backdropAlpha, 0)
    }

    func test_removal_threshold_is_normalized_by_distance_to_hidden() {
        // §18.4: T3, released at 500 moving down: 1500 pt/s removes, 1400 pt/s does not.
        for (speed, removed) in [(1500.0, true), (1400.0, false)] as [(CGFloat, Bool)] {
            let fpc = Fixtures.controller(layout: Fixtures.t3(), state: .half)
            fpc.isRemovalInteractionEnabled = true
            let recorder = EventRecorder()
            fpc.delegate = recorder
            beginDrag(fpc)
            fpc.handlePanelPan(pan(.changed, 500 - 417))
            fpc.handlePanelPan(pan(.ended, 500 - 417, velocity: speed))
            XCTAssertEqual(recorder.events.contains("willRemove"), removed, "speed \(speed)")
            for _ in 0..<200 { fpc.step(1.0 / 60) }
            XCTAssertEqual(fpc.isRemoved, removed)
            XCTAssertEqual(fpc.state, removed ? .hidden : .tip)
        }
    }

    func test_should_begin_dragging_false_ignores_the_pan() {
        final class Refuse: FloatingPanelControllerDelegate {
            func floatingPanelShouldBeginDragging(_ fpc: FloatingPanelController) -> Bool { false }
        }
        let fpc = Fixtures.controller(layout: Fixtures.t3(), state: .half)
        let refuse = Refuse()
        fpc.delegate = refuse
        beginDrag(fpc)
        fpc.handlePanelPan(pan(.changed, -200))
        XCTAssertEqual(fpc.surfaceLocation.y, 417)
        XCTAssertFalse(fpc.isDragging)
    }

    func test_will_end_dragging_can_change_the_target() {
        final class ForceTip: FloatingPanelControllerDelegate {
            func floatingPanelWillEndDragging(
                _ fpc: FloatingPanelController, withVelocity velocity: CGPoint, targetState: inout FloatingPanelState
            ) { targetState = .tip }
        }
        let fpc = Fixtures.controller(layout: Fixtures.t3(), state: .half)
        let force = ForceTip()
        fpc.delegate = force
        beginDrag(fpc)
        fpc.handlePanelPan(pan(.changed, -100))
        fpc.handlePanelPan(pan(.ended, -100, velocity: -1000))
        XCTAssertEqual(fpc.state, .tip)
        for _ in 0..<200 { fpc.step(1.0 / 60) }
        XCTAssertEqual(fpc.surfaceLocation.y, 607)
    }
}
