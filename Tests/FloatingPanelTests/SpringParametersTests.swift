import FloatingPanel
import Foundation
import XCTest

/// Conversions between FloatingPanel's spring terms and physical ones (Docs/engine.md §5.2).
final class SpringParametersTests: XCTestCase {
    func test_default_behavior_fast_release_is_underdamped() {
        let spring = FloatingPanelSpringParameters.fastRelease(of: FloatingPanelDefaultBehavior())
        XCTAssertEqual(spring.dampingRatio, 0.5755516802484569, accuracy: 1e-12)  // Docs/engine.md §5.2: ≈ 0.575552
        XCTAssertEqual(spring.angularFrequency, 2 * .pi * 2.5, accuracy: 1e-12)
        XCTAssertEqual(spring.frequency, 2.5, accuracy: 1e-12)
        XCTAssertEqual(spring.response, 0.4, accuracy: 1e-12)
        XCTAssertEqual(spring.overshootPercent, 10.95816741722443, accuracy: 1e-9)
        XCTAssertEqual(spring.settlingTime, 0.37510576309761295, accuracy: 1e-9)
    }

    func test_slow_release_is_critically_damped_whatever_the_rate() {
        let behavior = FloatingPanelCustomBehavior(springDecelerationRate: 0.95, springResponseTime: 0.3)
        let spring = FloatingPanelSpringParameters.slowRelease(of: behavior)
        XCTAssertEqual(spring.dampingRatio, 1)
        XCTAssertEqual(spring.response, 0.3, accuracy: 1e-12)
        XCTAssertEqual(spring.overshootPercent, 0)
        // (1 + ωt)·e^(−ωt) = 0.02 at ωt ≈ 5.8339.
        XCTAssertEqual(spring.settlingTime * spring.angularFrequency, 5.833921701917391, accuracy: 1e-9)
    }

    func test_rate_for_critical_damping_at_default_response() {
        // Docs/engine.md §4 notes: ζ = 1 at 0.4 s is a rate of e^(−2π·2.5·0.001) ≈ 0.98441.
        let critical = FloatingPanelSpringParameters(dampingRatio: 1, response: 0.4)
        XCTAssertEqual(critical.springDecelerationRate, 0.9844147633517137, accuracy: 1e-15)
        let exact = FloatingPanelSpringParameters(
            fastReleaseDecelerationRate: 0.9844147633517137, springResponseTime: 0.4)
        XCTAssertEqual(exact.dampingRatio, 1, accuracy: 1e-12)
        // The rate rounded to 5 digits is slightly over-damped: dζ/d(rate) ≈ −65 at this response.
        let rounded = FloatingPanelSpringParameters(fastReleaseDecelerationRate: 0.98441, springResponseTime: 0.4)
        XCTAssertEqual(rounded.dampingRatio, 1.000308046093302, accuracy: 1e-9)
    }

    func test_transition_spring_matches_spec() {
        // Docs/engine.md §6.1: ζ ≈ 0.799780, k ≈ 631.6547, c ≈ 40.2013.
        let spring = FloatingPanelSpringParameters.transition
        XCTAssertEqual(spring.dampingRatio, 0.7997803154092293, accuracy: 1e-12)
        XCTAssertEqual(spring.stiffness, 631.6547, accuracy: 1e-4)
        XCTAssertEqual(spring.damping, 40.2013, accuracy: 1e-4)
    }

    func test_round_trips() {
        // (dampingRatio, response) rows, under-, critically and over-damped.
        let rows: [(Double, Double)] = [(0.3, 0.25), (0.5755, 0.4), (0.85, 0.35), (1, 0.4), (1.35, 0.3), (2.5, 0.6)]
        for (ratio, response) in rows {
            let spring = FloatingPanelSpringParameters(dampingRatio: ratio, response: response)
            let viaRate = FloatingPanelSpringParameters(
                fastReleaseDecelerationRate: spring.springDecelerationRate, springResponseTime: spring.response)
            XCTAssertEqual(viaRate.dampingRatio, ratio, accuracy: 1e-12, "rate, ζ = \(ratio)")
            XCTAssertEqual(viaRate.response, response, accuracy: 1e-12, "rate, ζ = \(ratio)")
            let viaSwiftUI = FloatingPanelSpringParameters(
                swiftUIDuration: spring.swiftUIDuration, bounce: spring.swiftUIBounce)
            XCTAssertEqual(viaSwiftUI.dampingRatio, ratio, accuracy: 1e-12, "SwiftUI, ζ = \(ratio)")
            XCTAssertEqual(viaSwiftUI.response, response, accuracy: 1e-12, "SwiftUI, ζ = \(ratio)")
            let viaMass = FloatingPanelSpringParameters(stiffness: spring.stiffness, damping: spring.damping)
            XCTAssertEqual(viaMass.dampingRatio, ratio, accuracy: 1e-12, "k/c, ζ = \(ratio)")
            XCTAssertEqual(viaMass.response, response, accuracy: 1e-12, "k/c, ζ = \(ratio)")
        }
    }

    func test_damping_ratio_and_response_to_rate_and_back() {
        // ζ 0.58 at 0.4 s: rate e^(−2π · 2.5 · 0.001 · 0.58) (Docs/engine.md §5.2).
        let rate = FloatingPanelSpringParameters.springDecelerationRate(dampingRatio: 0.58, springResponseTime: 0.4)
        XCTAssertEqual(rate, 0.990930757242292, accuracy: 1e-15)
        XCTAssertEqual(
            FloatingPanelSpringParameters(dampingRatio: 0.58, response: 0.4).springDecelerationRate, rate,
            accuracy: 1e-15)
        let back = FloatingPanelSpringParameters(fastReleaseDecelerationRate: rate, springResponseTime: 0.4)
        XCTAssertEqual(back.dampingRatio, 0.58, accuracy: 1e-12)
        XCTAssertEqual(back.response, 0.4, accuracy: 1e-15)
        XCTAssertEqual(back.angularFrequency, 5 * .pi, accuracy: 1e-12)
        // The behavior a config's `spring` object decodes to runs that same spring.
        let behavior = FloatingPanelCustomBehavior(springDecelerationRate: CGFloat(rate), springResponseTime: 0.4)
        XCTAssertEqual(FloatingPanelSpringParameters.attraction(of: behavior, velocity: 1000), back)
        XCTAssertEqual(
            FloatingPanelSpringParameters.springDecelerationRate(dampingRatio: 1.35, springResponseTime: 0.3),
            0.9721216443126517, accuracy: 1e-15)
    }

    func test_the_attraction_spring_switches_at_three_hundred_points_per_second() {
        let behavior = FloatingPanelDefaultBehavior()
        XCTAssertEqual(FloatingPanelSpringParameters.fastReleaseSpeedThreshold, 300)
        for velocity in [-3000.0, -300.5, 301, 1500] {
            XCTAssertEqual(
                FloatingPanelSpringParameters.attraction(of: behavior, velocity: velocity), .fastRelease(of: behavior))
        }
        for velocity in [-300.0, 0, 120, 300] {
            XCTAssertEqual(
                FloatingPanelSpringParameters.attraction(of: behavior, velocity: velocity), .slowRelease(of: behavior))
        }
        XCTAssertEqual(
            NumericSpring.attraction(from: 0, to: 100, velocity: 301, behavior: behavior).parameters,
            .fastRelease(of: behavior))
        XCTAssertEqual(
            NumericSpring.attraction(from: 0, to: 100, velocity: 300, behavior: behavior).parameters,
            .slowRelease(of: behavior))
    }

    func test_SwiftUI_bounce_matches_apples_example() {
        // Apple's `Spring` documentation: Spring(mass: 1, stiffness: 100, damping: 10) has
        // duration ≈ 0.63 and bounce 0.5; Spring(duration: 0.5, bounce: 0.3) has k ≈ 157.9, c ≈ 17.6.
        let fromMass = FloatingPanelSpringParameters(stiffness: 100, damping: 10)
        XCTAssertEqual(fromMass.swiftUIDuration, 0.63, accuracy: 0.005)
        XCTAssertEqual(fromMass.swiftUIBounce, 0.5, accuracy: 1e-12)
        let fromSwiftUI = FloatingPanelSpringParameters(swiftUIDuration: 0.5, bounce: 0.3)
        XCTAssertEqual(fromSwiftUI.stiffness, 157.9, accuracy: 0.05)
        XCTAssertEqual(fromSwiftUI.damping, 17.6, accuracy: 0.05)
    }

    func test_overdamped_bounce_is_negative() {
        let spring = FloatingPanelSpringParameters(dampingRatio: 2, response: 0.4)
        XCTAssertEqual(spring.swiftUIBounce, -0.5, accuracy: 1e-12)
        XCTAssertEqual(spring.overshootPercent, 0)
        XCTAssertEqual(spring.settlingTime, 0.9471580249495943, accuracy: 1e-9)
    }

    func test_settling_time_is_the_last_exit_from_the_band() {
        for ratio in [0.2, 0.5755, 0.9, 1, 1.5] {
            let spring = FloatingPanelSpringParameters(dampingRatio: ratio, response: 0.4)
            let settled = spring.settlingTime
            for index in 1...2000 {
                let t = settled + Double(index) * 0.001
                XCTAssertLessThanOrEqual(
                    abs(spring.stepResponse(at: t) - 1), FloatingPanelSpringParameters.settlingBand + 1e-12,
                    "ζ = \(ratio)")
            }
            XCTAssertGreaterThan(
                abs(spring.stepResponse(at: settled - 1e-6) - 1), FloatingPanelSpringParameters.settlingBand)
        }
    }
}
