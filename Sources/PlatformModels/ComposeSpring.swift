import Foundation

/// Compose's `spring(dampingRatio, stiffness)` for a Float (androidx.compose.animation.core
/// SpringSimulation.kt and FloatSpringSpec): the closed-form damped oscillator, evaluated at
/// whole milliseconds of play time as `FloatSpringSpec.getValueFromNanos` does.
package struct ComposeSpring: Sendable, Equatable {
    package var dampingRatio: Float
    package var stiffness: Float

    /// The displacement from the target and the velocity `ms` milliseconds after starting at
    /// displacement `x0` with velocity `v0` (units per second).
    package func motion(x0: Float, v0: Float, ms: Int) -> (displacement: Double, velocity: Double) {
        let omega = Double(stiffness).squareRoot()
        let zeta = Double(dampingRatio)
        let x = Double(x0)
        let v = Double(v0)
        let t = Double(ms) / 1000
        let r = -zeta * omega
        if dampingRatio > 1 {
            let s = omega * (zeta * zeta - 1).squareRoot()
            let gammaPlus = r + s
            let gammaMinus = r - s
            let coeffB = (gammaMinus * x - v) / (gammaMinus - gammaPlus)
            let coeffA = x - coeffB
            return (
                coeffA * exp(gammaMinus * t) + coeffB * exp(gammaPlus * t),
                coeffA * gammaMinus * exp(gammaMinus * t) + coeffB * gammaPlus * exp(gammaPlus * t)
            )
        } else if dampingRatio == 1 {
            let coeffA = x
            let coeffB = v + omega * x
            let decay = exp(-omega * t)
            return ((coeffA + coeffB * t) * decay, (coeffB - omega * (coeffA + coeffB * t)) * decay)
        } else {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let cosCoeff = x
            let sinCoeff = (1 / damped) * (-r * x + v)
            let decay = exp(r * t)
            let angle = damped * t
            let displacement = decay * (cosCoeff * cos(angle) + sinCoeff * sin(angle))
            let velocity =
                displacement * r + decay * (-damped * cosCoeff * sin(angle) + damped * sinCoeff * cos(angle))
            return (displacement, velocity)
        }
    }

    /// Compose's default visibility threshold for a Float spring, `Spring.DefaultDisplacementThreshold`.
    package static let displacementThreshold: Double = 0.01

    /// The first whole millisecond from which the oscillation's envelope stays within the
    /// visibility threshold: where the animation ends (capped at 60 s).
    package func settleMs(x0: Float, v0: Float) -> Int {
        let omega = Double(stiffness).squareRoot()
        let zeta = Double(dampingRatio)
        let x = abs(Double(x0))
        let v = abs(Double(v0))
        let threshold = Self.displacementThreshold
        for ms in 0...60_000 {
            let t = Double(ms) / 1000
            let envelope: Double
            if dampingRatio < 1 {
                let damped = omega * (1 - zeta * zeta).squareRoot()
                let amplitude = (x * x + pow((zeta * omega * x + v) / damped, 2)).squareRoot()
                envelope = amplitude * exp(-zeta * omega * t)
            } else {
                // Without oscillation the displacement itself decays monotonically at the end.
                envelope = abs(motion(x0: x0, v0: v0, ms: ms).displacement)
            }
            if envelope < threshold { return ms }
        }
        return 60_000
    }
}

// In an extension, so that the struct keeps Swift's memberwise initializer.
extension ComposeSpring {
    /// The spring an export writes as `spring(dampingRatio = …f, stiffness = …f)`: `numbers` in
    /// Kotlin's Float, as the written literals are.
    package init(written numbers: (dampingRatio: Double, stiffness: Double)) {
        self.init(dampingRatio: Float(numbers.dampingRatio), stiffness: Float(numbers.stiffness))
    }
}
