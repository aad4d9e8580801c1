import FloatingPanel
import Foundation

/// The attraction spring of a behavior in physical terms (SPEC §5.2), for the overlay.
public struct SpringFigures: Equatable {
    /// Angular frequency ω = 2π / responseTime, rad/s.
    public let angularFrequency: Double
    /// Damping ratio ζ after a fast release (|v| > 300 pt/s); slow releases and programmatic moves
    /// use ζ = 1 (SPEC §5.2).
    public let flingDampingRatio: Double

    /// The figures of `behavior`.
    public init(behavior: FloatingPanelBehavior) {
        let frequency = 1 / Double(behavior.springResponseTime)
        angularFrequency = 2 * .pi * frequency
        flingDampingRatio = log(Double(behavior.springDecelerationRate)) / (-2 * .pi * frequency * 0.001)
    }

    /// The time the step response of a spring with damping ratio `zeta` takes to stay within 2 %
    /// of its target, in seconds.
    public func settlingTime(dampingRatio zeta: Double) -> Double {
        let omega = angularFrequency
        if zeta < 1 {
            // The envelope e^(−ζωt)/√(1−ζ²) of the underdamped response reaches 2 %.
            return -log(0.02 * (1 - zeta * zeta).squareRoot()) / (zeta * omega)
        }
        if zeta == 1 {
            // (1 + ωt)·e^(−ωt) = 0.02 at ωt ≈ 5.8335.
            return 5.833_5 / omega
        }
        // Overdamped: the slow pole dominates.
        return -log(0.02) / (omega * (zeta - (zeta * zeta - 1).squareRoot()))
    }

    /// How far the step response overshoots its target, in percent (0 when ζ ≥ 1).
    public func overshootPercent(dampingRatio zeta: Double) -> Double {
        guard zeta < 1 else { return 0 }
        return 100 * exp(-zeta * .pi / (1 - zeta * zeta).squareRoot())
    }
}
