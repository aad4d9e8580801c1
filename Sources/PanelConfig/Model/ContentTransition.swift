import FloatingPanel
import Foundation

/// How a block that enters fades in (`content.transition`, Docs/config.md "Content"): what a
/// `floatingPanelDidChangeState` handler passes to
/// `UIView.animate(withDuration:delay:options:animations:)`.
package struct ContentTransition: Hashable, Sendable {
    /// Seconds the fade takes once it starts.
    package var duration: Double
    /// Seconds between the state change and the fade's start.
    package var delay: Double
    /// The pacing of the fade.
    package var curve: TimingCurve

    /// UIKit's usual fade: a quarter second.
    package static let defaultDuration = 0.25

    /// A fade of `duration` seconds after `delay`, paced by `curve`.
    package init(
        duration: Double = ContentTransition.defaultDuration, delay: Double = 0, curve: TimingCurve = .easeInOut
    ) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
    }

    /// How far the fade has come (0...1) `elapsed` seconds after the state change.
    package func progress(after elapsed: Double) -> Double {
        let running = elapsed - delay
        guard running > 0 else { return 0 }
        guard duration > 0, running < duration else { return 1 }
        return curve.value(at: running / duration)
    }

    /// Whether the fade is over `elapsed` seconds after the state change. Frame times add up
    /// with rounding, so a fade 1e-9 s from its end counts as over: it never hangs one frame short.
    package func isFinished(after elapsed: Double) -> Bool {
        elapsed >= delay + duration - 1e-9
    }
}

/// The pacing of a content fade: UIKit's animation curves, the engine's
/// `FloatingPanelAnimationCurve`, whose control points are Apple's `CAMediaTimingFunctionName`
/// values, documented at https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname
/// (e.g. `easeInEaseOut`: "a Bézier timing function with the control points (0.42,0.0) and (0.58,1.0)").
package typealias TimingCurve = FloatingPanelAnimationCurve

extension FloatingPanelAnimationCurve {
    /// The curve's output for `time` in 0...1 (clamped): the y of the point whose x is `time`, as
    /// a content fade solves it (the property animators' `progress(at:)` bisects instead).
    package func value(at time: Double) -> Double {
        let x = time.isFinite ? min(max(time, 0), 1) : 1
        if self == .linear || x == 0 || x == 1 { return x }
        let (x1, y1, x2, y2) = controlPoints
        let parameter = Self.parameter(forX: x, x1: Double(x1), x2: Double(x2))
        return min(max(UnitBezier.coordinate(parameter, Double(y1), Double(y2)), 0), 1)
    }

    /// The parameter whose x is `x`: Newton's method from x itself, then bisection if it strays
    /// (x(t) is monotonic for control points within 0...1, so bisection always converges).
    private static func parameter(forX x: Double, x1: Double, x2: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = UnitBezier.coordinate(t, x1, x2) - x
            if abs(error) < 1e-12 { return t }
            let slope = UnitBezier.slope(t, x1, x2)
            guard abs(slope) > 1e-9 else { break }
            t -= error / slope
        }
        if (0...1).contains(t), abs(UnitBezier.coordinate(t, x1, x2) - x) < 1e-9 { return t }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<60 {
            let value = UnitBezier.coordinate(t, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
