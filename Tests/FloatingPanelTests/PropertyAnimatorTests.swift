import FloatingPanel
import Foundation
import XCTest

/// Delegate-provided property animators (Docs/engine.md §6.2): UIKit's cubic curves and a spring
/// that settles within its duration (Docs/config.md "Behavior: delegate recipes").
final class PropertyAnimatorTests: XCTestCase {
    func test_uikit_curves_at_a_third_half_and_the_end_of_the_duration() {
        // (curve, progress at x = 1/3, at x = 1/2), from the Bézier control points.
        let rows: [(FloatingPanelAnimationCurve, CGFloat, CGFloat)] = [
            (.linear, 1.0 / 3, 0.5),
            (.easeIn, 0.15616392, 0.31535681),  // (0.42, 0, 1, 1)
            (.easeOut, 0.48834900, 0.68464319),  // (0, 0, 0.58, 1)
            (.easeInOut, 0.23177482, 0.5),  // (0.42, 0, 0.58, 1)
        ]
        for (curve, third, half) in rows {
            let animator = FloatingPanelPropertyAnimator(duration: 0.3, timing: .curve(curve))
            XCTAssertEqual(animator.progress(atElapsed: 0), 0, "\(curve)")
            XCTAssertEqual(animator.progress(atElapsed: 0.1), third, accuracy: 1e-7, "\(curve)")
            XCTAssertEqual(animator.progress(atElapsed: 0.15), half, accuracy: 1e-7, "\(curve)")
            XCTAssertEqual(animator.progress(atElapsed: 0.3), 1, "\(curve)")
        }
    }

    func test_a_spring_of_a_damping_ratio_settles_within_its_duration() {
        // ω₀ = ln 1500 / (ζ · 0.35).
        XCTAssertEqual(
            FloatingPanelPropertyAnimator.naturalFrequency(duration: 0.35, dampingRatio: 1), 20.894915, accuracy: 1e-6)
        let critical = FloatingPanelPropertyAnimator(duration: 0.35, timing: .spring(dampingRatio: 1))
        XCTAssertEqual(critical.progress(atElapsed: 0.1), 0.6176753, accuracy: 1e-7)
        let bouncy = FloatingPanelPropertyAnimator(duration: 0.35, timing: .spring(dampingRatio: 0.5))
        XCTAssertEqual(bouncy.progress(atElapsed: 0.1), 1.1427425, accuracy: 1e-7)  // 14 % past the target
        // Just before the end the envelope is down to about 1/1500 of the distance.
        XCTAssertEqual(critical.progress(atElapsed: 0.3499), 1, accuracy: 0.006)
        XCTAssertEqual(bouncy.progress(atElapsed: 0.3499), 1, accuracy: 0.001)
    }

    func test_odd_inputs_give_finite_progress_and_a_zero_duration_ends_at_once() {
        let inputs: [CGFloat] = [-1, 0, 0.1, .infinity, -.infinity, .nan, 1e300]
        for timing in [FloatingPanelPropertyAnimator.Timing.curve(.easeIn), .spring(dampingRatio: 0.01)] {
            for duration in [0, 0.3, -1, .nan, .infinity, 1e300] as [CGFloat] {
                let animator = FloatingPanelPropertyAnimator(duration: duration, timing: timing)
                for elapsed in inputs {
                    XCTAssertTrue(animator.progress(atElapsed: elapsed).isFinite, "\(timing) \(duration) \(elapsed)")
                }
            }
        }
        XCTAssertEqual(FloatingPanelPropertyAnimator(duration: 0, timing: .curve(.linear)).progress(atElapsed: 0), 1)
    }

    func test_a_drag_catches_a_running_animator_where_it_is() {
        let fpc = Fixtures.controller(layout: FloatingPanelBottomLayout(), height: 844)
        let delegate = MoveAnimatorDelegate()
        fpc.delegate = delegate
        fpc.move(to: .half, animated: false)
        fpc.move(to: .full, animated: true)
        XCTAssertTrue(fpc.isTransitioning)
        XCTAssertFalse(fpc.isAttracting)
        for _ in 0..<6 { fpc.step(1.0 / 60) }
        let caught = fpc.surfaceLocation.y
        fpc.touchDown(at: CGPoint(x: 10, y: 10))
        fpc.handlePanelPan(.init(phase: .began, translation: .zero, velocity: .zero, location: CGPoint(x: 10, y: 10)))
        XCTAssertFalse(fpc.isTransitioning)
        XCTAssertEqual(fpc.surfaceLocation.y, caught)
        XCTAssertEqual(fpc.state, .full)
    }
}

private final class MoveAnimatorDelegate: FloatingPanelControllerDelegate {
    func floatingPanel(_ fpc: FloatingPanelController, animatorForMovingTo state: FloatingPanelState)
        -> FloatingPanelPropertyAnimator?
    {
        FloatingPanelPropertyAnimator(duration: 0.3, timing: .curve(.linear))
    }
}
