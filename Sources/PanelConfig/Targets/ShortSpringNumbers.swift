import FloatingPanel
import Foundation

/// The shortest decimals for a behavior's spring rate and response time that move a panel the way
/// the exact values do (Docs/export.md): every attraction trajectory, frame by frame, stays within
/// `tolerance` points of the exact one. A rate converted from a damping ratio has sixteen digits
/// (`0.9921767802925615`); five are usually enough.
package struct ShortSpringNumbers {
    /// How far a shortened trajectory may stray from the exact one, in points.
    package static let tolerance: CGFloat = 0.01

    /// The shortened `springDecelerationRate`.
    package let rate: Double
    /// The shortened `springResponseTime`.
    package let response: Double

    /// - Parameter distance: the longest move to check, e.g. the container's main-axis length.
    package init(_ behavior: FloatingPanelBehavior, distance: CGFloat) {
        let exactRate = Double(behavior.springDecelerationRate)
        let exactResponse = Double(behavior.springResponseTime)
        let matches = { (rate: Double, response: Double) in
            Self.deviation(behavior, rate: rate, response: response, distance: distance) <= Self.tolerance
        }
        let rate = Self.shortest(exactRate) { matches($0, exactResponse) }
        self.rate = rate
        response = Self.shortest(exactResponse) { matches(rate, $0) }
    }

    /// The shortest damping ratio and stiffness (mass 1) whose step response across `distance`
    /// stays within `tolerance` of `spring`'s, sampled at 240 Hz for three settling times: for
    /// targets that take a spring as `spring(dampingRatio, stiffness)`.
    package static func dampingAndStiffness(_ spring: FloatingPanelSpringParameters, distance: Double) -> (
        dampingRatio: Double, stiffness: Double
    ) {
        let stiffness = spring.angularFrequency * spring.angularFrequency
        let span = 3 * spring.settlingTime(within: FloatingPanelSpringParameters.settlingBand)
        let matches = { (dampingRatio: Double, stiffness: Double) -> Bool in
            let candidate = FloatingPanelSpringParameters(
                dampingRatio: dampingRatio, angularFrequency: stiffness.squareRoot())
            for frame in 0...Int(span * 240) {
                let t = Double(frame) / 240
                if abs(spring.stepResponse(at: t) - candidate.stepResponse(at: t)) * distance > Double(tolerance) {
                    return false
                }
            }
            return true
        }
        let dampingRatio = shortest(spring.dampingRatio) { matches($0, stiffness) }
        return (dampingRatio, shortest(stiffness) { matches(dampingRatio, $0) })
    }

    /// The value with the fewest significant digits (1…17) that `accepts`; `value` itself when none does.
    private static func shortest(_ value: Double, accepts: (Double) -> Bool) -> Double {
        for digits in 1...17 {
            guard let candidate = Double(String(format: "%.\(digits)g", value)) else { continue }
            // A rate must stay below 1 and above 0 to remain a damping (Docs/engine.md §5.2).
            if candidate > 0, candidate < 1 || value >= 1, accepts(candidate) { return candidate }
        }
        return value
    }

    /// The largest gap, in points, between the exact attraction and the one with `rate` and
    /// `response`, over fast and slow releases across `distance` at 60 and 120 Hz.
    static func deviation(_ behavior: FloatingPanelBehavior, rate: Double, response: Double, distance: CGFloat)
        -> CGFloat
    {
        let candidate = FloatingPanelCustomBehavior(
            springDecelerationRate: CGFloat(rate), springResponseTime: CGFloat(response))
        var worst: CGFloat = 0
        // Velocities toward the target: just past the fast-release threshold, a hard fling, and slow.
        for velocity: CGFloat in [0, 301, 3000] {
            for frameRate: CGFloat in [60, 120] {
                var exact = NumericSpring.attraction(
                    from: distance, to: 0, velocity: -velocity, behavior: behavior)
                var short = NumericSpring.attraction(
                    from: distance, to: 0, velocity: -velocity, behavior: candidate)
                // Ten seconds: far longer than any tuned spring takes to settle.
                for _ in 0..<Int(frameRate * 10) {
                    exact.step(1 / frameRate)
                    short.step(1 / frameRate)
                    worst = max(worst, abs(exact.location - short.location))
                }
            }
        }
        return worst
    }
}
