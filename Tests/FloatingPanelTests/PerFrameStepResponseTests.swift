import FloatingPanel
import Foundation
import XCTest

/// What FloatingPanel's per-frame spring does on a step from rest (Docs/config.md "Bounce and
/// overshoot"), beside the closed form of the same ζ and ω.
final class PerFrameStepResponseTests: XCTestCase {
    func test_the_per_frame_spring_overshoots_less_than_the_closed_form() {
        // Figures of the integrator of Docs/engine.md §5.3 at 60 Hz, stepped by hand.
        let rows: [(spring: FloatingPanelSpringParameters, overshoot: Double, perFrame: Double, bounce: Double)] = [
            (FloatingPanelSpringParameters(swiftUIDuration: 0.4, bounce: 0.2), 1.5165, 0.041211, 0.072508),
            (FloatingPanelSpringParameters(dampingRatio: 0.5755517, response: 0.4), 10.958, 2.9502, 0.25362),
            (FloatingPanelSpringParameters(dampingRatio: 0.3, response: 0.5), 37.233, 18.131, 0.52245),
        ]
        for row in rows {
            XCTAssertEqual(row.spring.overshootPercent, row.overshoot, accuracy: 1e-3, "\(row.spring)")
            XCTAssertEqual(row.spring.perFrameOvershootPercent(), row.perFrame, accuracy: 1e-4, "\(row.spring)")
            XCTAssertEqual(row.spring.perFrameBounce(), row.bounce, accuracy: 1e-5, "\(row.spring)")
        }
        // Critically damped: neither overshoots, and the per-frame bounce is 0.
        let critical = FloatingPanelSpringParameters(dampingRatio: 1, response: 0.4)
        XCTAssertEqual(critical.perFrameOvershootPercent(), 0)
        XCTAssertEqual(critical.perFrameBounce(), 0)
        // At 120 Hz the steps are finer and the panel comes closer to the closed form.
        let bouncy = FloatingPanelSpringParameters(dampingRatio: 0.3, response: 0.5)
        XCTAssertGreaterThan(bouncy.perFrameOvershootPercent(fps: 120), bouncy.perFrameOvershootPercent())
    }
}
