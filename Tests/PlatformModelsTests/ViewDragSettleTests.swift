import XCTest

@testable import PlatformModels

/// ViewDragHelper's settle, worked by hand from computeAxisDuration (androidx customview):
/// distance = w/2 + w/2 · sin((min(1, |Δ|/w) − 0.5) · 0.3π/2); duration = 4 · round(1000 · distance / v),
/// or (|Δ|/range + 1) · 256 without speed; at most 600 ms.
final class ViewDragSettleTests: XCTestCase {
    func test_settle_durations_table() {
        // (Δ px, velocity px/s, drag range px, parent width px, duration ms)
        let rows: [(Int, Int, Int, Int, Int)] = [
            // distance 507.03: 4 · round(253.5) = 1016, capped at 600.
            (400, 2000, 2000, 1080, 600),
            // 4 · round(1000 × 507.0 / 6000) = 4 · round(84.5) = 340.
            (400, 6000, 2000, 1080, 340),
            // No speed: (400/2000 + 1) · 256 = 307.2 → 307.
            (400, 0, 2000, 1080, 307),
            // distance 460.18: 4 · round(46.02) = 184.
            (200, 10000, 2000, 1080, 184),
            // Upward: the sign does not matter; distance 602.94, 4 · round(28.71) = 116.
            (-900, -21000, 2216, 1024, 116),
            // distance 415.51: 4 · round(138.5) = 556.
            (100, 3000, 2216, 1024, 556),
        ]
        for (delta, velocity, range, width, expected) in rows {
            let settle = ViewDragSettle(
                start: 1000, end: 1000 + delta, velocity: velocity, parentWidth: width, motionRange: range,
                minVelocity: 131, maxVelocity: 21000)
            XCTAssertEqual(settle.durationMs, expected, "Δ \(delta) at \(velocity) px/s")
        }
    }

    func test_velocity_below_the_minimum_counts_as_none() {
        // 100 px/s is under the 131 px/s minimum: the no-speed branch, (400/2000 + 1) · 256.
        let settle = ViewDragSettle(
            start: 0, end: 400, velocity: 100, parentWidth: 1080, motionRange: 2000, minVelocity: 131,
            maxVelocity: 21000)
        XCTAssertEqual(settle.durationMs, 307)
    }

    func test_quintic_positions_in_whole_pixels() {
        let settle = ViewDragSettle(
            start: 1000, end: 1400, velocity: 6000, parentWidth: 1080, motionRange: 2000, minVelocity: 131,
            maxVelocity: 21000)
        XCTAssertEqual(settle.position(elapsedMs: 0), 1000)
        // q(0.5) = 1 − 0.5⁵ = 0.96875; 0.96875 · 400 = 387.5 → Math.round 388.
        XCTAssertEqual(settle.position(elapsedMs: 170), 1388)
        // q(0.1) = 1 − 0.9⁵ = 0.40951 → 163.8 → 164.
        XCTAssertEqual(settle.position(elapsedMs: 34), 1164)
        XCTAssertEqual(settle.position(elapsedMs: 340), 1400)
        XCTAssertEqual(settle.position(elapsedMs: 1000), 1400)
    }
}
