import Foundation

/// A delegate-provided animator for a show, hide or programmatic move: the timing of a
/// `UIViewPropertyAnimator` (Docs/engine.md §6.2). It moves the surface over exactly `duration`
/// seconds of frames, then snaps to the target.
public struct FloatingPanelPropertyAnimator: Hashable, Sendable {
    /// How progress runs from 0 to 1 over the duration.
    public enum Timing: Hashable, Sendable {
        /// `UICubicTimingParameters(animationCurve:)`.
        case curve(FloatingPanelAnimationCurve)
        /// `UISpringTimingParameters(dampingRatio:)` inside an animator of the given duration.
        case spring(dampingRatio: CGFloat)
    }

    /// Seconds; 0 or less finishes on the first frame.
    public var duration: CGFloat
    public var timing: Timing

    public init(duration: CGFloat, timing: Timing) {
        self.duration = duration
        self.timing = timing
    }

    /// The fraction of the distance covered `elapsed` seconds after the start: 0 at the start,
    /// exactly 1 from `duration` on, finite for every input.
    public func progress(atElapsed elapsed: CGFloat) -> CGFloat {
        guard duration.isFinite, duration > 0, elapsed.isFinite, elapsed < duration else { return 1 }
        guard elapsed > 0 else { return 0 }
        let value: CGFloat
        switch timing {
        case .curve(let curve): value = curve.progress(at: elapsed / duration)
        case .spring(let dampingRatio): value = Self.springProgress(at: elapsed, duration: duration, dampingRatio)
        }
        return value.isFinite ? value : 1
    }

    /// The fraction of amplitude the spring's envelope has decayed to at `duration`: the spring's
    /// stiffness is chosen so that `e^(−ζ·ω₀·duration) = 1/1500` (Docs/config.md "Behavior:
    /// delegate recipes", where the sources are).
    public static let settlingFraction: CGFloat = 1500

    /// `ω₀ = ln(1500) / (ζ · duration)`, with mass 1 and stiffness `ω₀²` (Docs/config.md
    /// "Behavior: delegate recipes").
    public static func naturalFrequency(duration: CGFloat, dampingRatio: CGFloat) -> CGFloat {
        log(settlingFraction) / (clampedDampingRatio(dampingRatio) * duration)
    }

    /// UIKit accepts damping ratios in (0, 1]; values outside are clamped to [0.01, 1].
    public static func clampedDampingRatio(_ dampingRatio: CGFloat) -> CGFloat {
        guard dampingRatio.isFinite else { return 1 }
        return min(max(dampingRatio, 0.01), 1)
    }

    /// The step response of a spring of mass 1 from 0 toward 1 at rest (Docs/config.md "Behavior:
    /// delegate recipes"): `FloatingPanelSpringParameters.stepResponse(at:)` at this animator's ζ and ω₀.
    static func springProgress(at t: CGFloat, duration: CGFloat, _ dampingRatio: CGFloat) -> CGFloat {
        let zeta = clampedDampingRatio(dampingRatio)
        let omega = naturalFrequency(duration: duration, dampingRatio: zeta)
        let spring = FloatingPanelSpringParameters(dampingRatio: Double(zeta), angularFrequency: Double(omega))
        return CGFloat(spring.stepResponse(at: Double(t)))
    }
}

/// UIKit's named animation curves: the cubic Bézier timing functions of Core Animation
/// (Docs/config.md "Behavior: delegate recipes").
public enum FloatingPanelAnimationCurve: String, CaseIterable, Hashable, Sendable {
    case linear, easeIn, easeOut, easeInOut

    /// The Bézier control points `(x1, y1, x2, y2)`; the curve runs from (0, 0) to (1, 1).
    public var controlPoints: (CGFloat, CGFloat, CGFloat, CGFloat) {
        switch self {
        case .linear: return (0, 0, 1, 1)
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInOut: return (0.42, 0, 0.58, 1)
        }
    }

    /// The curve's `y` where its `x` is `fraction` of the duration (clamped to [0, 1]).
    public func progress(at fraction: CGFloat) -> CGFloat {
        let x = min(max(fraction, 0), 1)
        if self == .linear { return x }
        let (x1, y1, x2, y2) = controlPoints
        let parameter = Self.solve(x, x1, x2)
        return Self.bezier(parameter, y1, y2)
    }

    private static func bezier(_ s: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        CGFloat(UnitBezier.coordinate(Double(s), Double(p1), Double(p2)))
    }

    /// The parameter whose `x` is `x`: bisection, as `x(s)` increases monotonically on [0, 1] for
    /// control points inside [0, 1]; 60 halvings reach the precision of a `Double`.
    private static func solve(_ x: CGFloat, _ x1: CGFloat, _ x2: CGFloat) -> CGFloat {
        var low: CGFloat = 0
        var high: CGFloat = 1
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if bezier(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
