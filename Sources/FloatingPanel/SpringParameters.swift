import Foundation

/// A damped spring in physical terms — damping ratio ζ and angular frequency ω — with the
/// conversions to and from FloatingPanel's `springDecelerationRate` / `springResponseTime`
/// (Docs/engine.md §5.2), SwiftUI's `Spring(duration:bounce:)` and mass–stiffness–damping (mass 1).
///
/// FloatingPanel's attraction spring has two damping ratios: a release faster than 300 pt/s uses
/// the one derived from `springDecelerationRate`, every slower release and every programmatic
/// move is critically damped (ζ = 1). `fastRelease(of:)` and `slowRelease(of:)` give the two.
public struct FloatingPanelSpringParameters: Hashable, Sendable {
    /// ζ: 1 is critically damped, below 1 bounces, above 1 creeps.
    public var dampingRatio: Double
    /// ω in rad/s: `2π / response`.
    public var angularFrequency: Double

    /// The release speed (pt/s) above which the deceleration rate sets ζ (Docs/engine.md §5.2, §15).
    public static let fastReleaseSpeedThreshold: Double = 300
    /// The "one millisecond" scaling of Docs/engine.md §5.2: `ζ = ln(rate) / (−2π · f · 0.001)`.
    static let rateTimeScale: Double = 0.001
    /// The band `settlingTime` is measured to: 2 % of the distance travelled.
    public static let settlingBand: Double = 0.02

    /// A spring with damping ratio ζ and angular frequency ω (rad/s).
    public init(dampingRatio: Double, angularFrequency: Double) {
        self.dampingRatio = dampingRatio
        self.angularFrequency = angularFrequency
    }

    /// A spring with damping ratio ζ whose undamped period is `response` seconds (ω = 2π / response).
    public init(dampingRatio: Double, response: Double) {
        self.init(dampingRatio: dampingRatio, angularFrequency: 2 * .pi / response)
    }

    /// A spring with damping ratio ζ oscillating at `frequency` Hz (ω = 2π · f): FloatingPanel's
    /// own way of writing ω, which the engine's trajectories depend on to the last bit.
    private init(dampingRatio: Double, frequency: Double) {
        self.init(dampingRatio: dampingRatio, angularFrequency: 2 * .pi * frequency)
    }

    /// The spring FloatingPanel runs after a release faster than 300 pt/s with these behavior
    /// values (Docs/engine.md §5.2): `f = 1 / responseTime`, `ω = 2πf`, ζ from the rate.
    public init(fastReleaseDecelerationRate rate: Double, springResponseTime responseTime: Double) {
        let frequency = 1 / responseTime
        self.init(dampingRatio: Self.dampingRatio(rate: rate, frequency: frequency), frequency: frequency)
    }

    /// The attraction spring after a release faster than 300 pt/s (ζ from `springDecelerationRate`).
    public static func fastRelease(of behavior: FloatingPanelBehavior) -> FloatingPanelSpringParameters {
        FloatingPanelSpringParameters(
            fastReleaseDecelerationRate: Double(behavior.springDecelerationRate),
            springResponseTime: Double(behavior.springResponseTime))
    }

    /// The attraction spring after a release of at most 300 pt/s and for programmatic moves:
    /// critically damped whatever the rate (Docs/engine.md §5.2).
    public static func slowRelease(of behavior: FloatingPanelBehavior) -> FloatingPanelSpringParameters {
        FloatingPanelSpringParameters(dampingRatio: 1, frequency: 1 / Double(behavior.springResponseTime))
    }

    /// The attraction spring `behavior` starts for a release at main-axis `velocity` (pt/s), or for
    /// a programmatic move (velocity 0): `fastRelease(of:)` above 300 pt/s, else `slowRelease(of:)`.
    /// The engine's attraction runs exactly these parameters (Docs/engine.md §5.2).
    public static func attraction(of behavior: FloatingPanelBehavior, velocity: Double) -> FloatingPanelSpringParameters
    {
        abs(velocity) > fastReleaseSpeedThreshold ? fastRelease(of: behavior) : slowRelease(of: behavior)
    }

    /// The show/hide transition spring of Docs/engine.md §6.1 (Docs/engine.md §19-2): response 0.25 s and
    /// `ζ = ln(0.99) / (−4π · 0.001)` — a different convention from the attraction's.
    public static let transition = FloatingPanelSpringParameters(
        dampingRatio: log(0.99) / (-4 * .pi * rateTimeScale), response: 0.25)

    // MARK: FloatingPanel's terms

    /// Oscillation frequency f in Hz (`1 / springResponseTime`).
    public var frequency: Double { angularFrequency / (2 * .pi) }

    /// `springResponseTime`: the undamped period `2π / ω` in seconds.
    public var response: Double { 2 * .pi / angularFrequency }

    /// The `springDecelerationRate` that gives this ζ at this response for fast releases.
    public var springDecelerationRate: Double {
        Self.rate(dampingRatio: dampingRatio, frequency: frequency)
    }

    /// The `springDecelerationRate` that gives damping ratio `dampingRatio` to releases faster than
    /// 300 pt/s when the response time is `springResponseTime` seconds; slower releases stay
    /// critically damped whatever the rate. What a config's `spring` object decodes to.
    public static func springDecelerationRate(dampingRatio: Double, springResponseTime: Double) -> Double {
        rate(dampingRatio: dampingRatio, frequency: 1 / springResponseTime)
    }

    /// Docs/engine.md §5.2: `ζ = ln(rate) / (−2π · f · 0.001)`. The one place the engine turns a
    /// deceleration rate into a damping ratio; `rate(dampingRatio:frequency:)` is its inverse.
    private static func dampingRatio(rate: Double, frequency: Double) -> Double {
        log(rate) / (-2 * .pi * frequency * rateTimeScale)
    }

    /// `rate = exp(−2π · f · 0.001 · ζ)`, the inverse of `dampingRatio(rate:frequency:)`.
    private static func rate(dampingRatio: Double, frequency: Double) -> Double {
        exp(-2 * .pi * frequency * rateTimeScale * dampingRatio)
    }

    // MARK: Mass, stiffness, damping (mass 1)

    /// Stiffness k = ω² for mass 1 (N/m in consistent units: pt and s).
    public var stiffness: Double { angularFrequency * angularFrequency }

    /// Damping coefficient c = 2ζω for mass 1.
    public var damping: Double { 2 * dampingRatio * angularFrequency }

    /// The spring with mass 1, stiffness `k` and damping `c`: ω = √k, ζ = c / (2√k).
    public init(stiffness: Double, damping: Double) {
        let omega = stiffness.squareRoot()
        self.init(dampingRatio: damping / (2 * omega), angularFrequency: omega)
    }

    // MARK: SwiftUI's Spring(duration:bounce:)

    /// `Spring(duration:)`: Apple defines duration as the pace of the spring; for mass 1 its
    /// stiffness is `(2π / duration)²` (Apple's own example: duration 0.5, bounce 0.3 → stiffness
    /// 157.9, damping 17.6), so the duration is the response.
    public var swiftUIDuration: Double { response }

    /// `Spring(bounce:)` in [−1, 1]: 0 is critical damping, positive bounces (`1 − ζ`), negative is
    /// over-damped. Apple documents only the range and the sign; for ζ > 1 this uses `1/ζ − 1`,
    /// the mapping Flutter's `SpringDescription.withDurationAndBounce` states matches SwiftUI.
    public var swiftUIBounce: Double {
        dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
    }

    /// The spring SwiftUI's `Spring(duration:bounce:)` describes (inverse of the two properties above).
    public init(swiftUIDuration duration: Double, bounce: Double) {
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(dampingRatio: ratio, response: duration)
    }

    // MARK: Step response

    /// Peak overshoot of a step from rest, as a percentage of the distance:
    /// `100 · exp(−ζπ / √(1 − ζ²))` for ζ < 1, else 0.
    public var overshootPercent: Double {
        guard dampingRatio < 1 else { return 0 }
        guard dampingRatio > 0 else { return 100 }
        return 100 * exp(-dampingRatio * .pi / (1 - dampingRatio * dampingRatio).squareRoot())
    }

    /// Seconds until a step from rest stays within 2 % of the distance (continuous spring; the
    /// engine's per-frame integrator of Docs/engine.md §5.3 differs by a frame or so). Infinite when ζ ≤ 0.
    public var settlingTime: Double { settlingTime(within: Self.settlingBand) }

    /// Seconds until a step from rest stays within `band` (a fraction of the distance) of its target.
    public func settlingTime(within band: Double) -> Double {
        guard dampingRatio > 0, angularFrequency > 0 else { return .infinity }
        // Beyond `bound` the error's envelope is inside the band: search backward from there for
        // the last time the error leaves it.
        let bound = settledBound(band: band)
        // Oscillating errors need steps shorter than a period; monotonic ones do not.
        let step = (dampingRatio < 1 ? min(bound, 2 * .pi / angularFrequency) : bound) / 400
        var t = bound
        while t > 0, abs(stepResponse(at: t) - 1) <= band { t -= step }
        guard t > 0 else { return 0 }
        var (outside, inside) = (t, t + step)
        for _ in 0..<60 {
            let middle = (outside + inside) / 2
            if abs(stepResponse(at: middle) - 1) > band { outside = middle } else { inside = middle }
        }
        return inside
    }

    /// The position at time `t` of a spring released from rest at 0 toward 1 (continuous; the
    /// analytic solution of `x'' + 2ζωx' + ω²x = ω²`): the curve an easing function would follow,
    /// and the progress of a delegate's spring animator (`FloatingPanelPropertyAnimator`).
    public func stepResponse(at t: Double) -> Double {
        // The free motion from one unit short of the target, at rest.
        1 + displacement(at: t, from: -1, velocity: 0)
    }

    /// The displacement from the target at time `t` of a spring that starts `start` from it
    /// moving at `velocity` (the analytic solution of `x'' + 2ζωx' + ω²x = 0`, `x(0) = start`,
    /// `x'(0) = velocity`). The one place the continuous spring's motion is written: the step
    /// response, the property animator's spring and the export's spring fit all read it.
    public func displacement(at t: Double, from start: Double, velocity: Double) -> Double {
        let (zeta, omega) = (dampingRatio, angularFrequency)
        // Within 1e-9 of critical the under-damped form divides by a vanishing damped frequency.
        if abs(zeta - 1) < 1e-9 {
            return (start + (velocity + omega * start) * t) * exp(-omega * t)
        }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * omega * t)
                * (start * cos(damped * t) + (velocity + zeta * omega * start) / damped * sin(damped * t))
        }
        let root = omega * (zeta * zeta - 1).squareRoot()
        let (slow, fast) = (-zeta * omega + root, -zeta * omega - root)
        let fastPart = (velocity - slow * start) / (fast - slow)
        return (start - fastPart) * exp(slow * t) + fastPart * exp(fast * t)
    }

    /// A time after which the step error can no longer leave `band`.
    private func settledBound(band: Double) -> Double {
        let (zeta, omega) = (dampingRatio, angularFrequency)
        if zeta < 1 {
            let amplitude = 1 / (1 - zeta * zeta).squareRoot()
            return log(amplitude / band) / (zeta * omega)
        }
        // Critical and over-damped responses are monotonic and dominated by the slow root.
        let slowRate = zeta == 1 ? omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
        return 20 / slowRate
    }
}
