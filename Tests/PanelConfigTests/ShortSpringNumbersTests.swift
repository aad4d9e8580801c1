import FloatingPanel
import XCTest

@testable import PanelConfig

/// Spring numbers written as short as the engine's own trajectories allow (Docs/export.md).
final class ShortSpringNumbersTests: XCTestCase {
    func test_a_rate_from_a_damping_ratio_keeps_six_digits() {
        let exact = FloatingPanelSpringParameters(dampingRatio: 0.8, response: 0.35).springDecelerationRate
        XCTAssertEqual(exact, 0.9857410689561847)
        let behavior = FloatingPanelCustomBehavior(springDecelerationRate: CGFloat(exact), springResponseTime: 0.35)
        let short = ShortSpringNumbers(behavior, distance: 852)
        XCTAssertEqual(short.rate, 0.985741)
        XCTAssertEqual(short.response, 0.35)
        // Within 0.01 pt of the exact trajectory, and the shortest that is: five digits stray further.
        let kept = ShortSpringNumbers.deviation(behavior, rate: 0.985741, response: 0.35, distance: 852)
        let fewer = ShortSpringNumbers.deviation(behavior, rate: 0.98574, response: 0.35, distance: 852)
        XCTAssertLessThanOrEqual(kept, 0.01)
        XCTAssertGreaterThan(fewer, 0.01)
    }

    func test_short_numbers_stay_as_they_are() {
        let short = ShortSpringNumbers(FloatingPanelDefaultBehavior(), distance: 852)
        XCTAssertEqual(short.rate, Double(FloatingPanelBehaviorDefaults.springDecelerationRate))
        XCTAssertEqual(short.response, Double(FloatingPanelBehaviorDefaults.springResponseTime))
    }

    func test_a_shorter_move_allows_fewer_digits() {
        let exact = FloatingPanelSpringParameters(dampingRatio: 0.8, response: 0.35).springDecelerationRate
        let behavior = FloatingPanelCustomBehavior(springDecelerationRate: CGFloat(exact), springResponseTime: 0.35)
        let short = ShortSpringNumbers(behavior, distance: 20)
        XCTAssertLessThan(String(short.rate).count, String(0.985741).count)
        XCTAssertLessThanOrEqual(
            ShortSpringNumbers.deviation(behavior, rate: short.rate, response: short.response, distance: 20), 0.01)
    }
}
