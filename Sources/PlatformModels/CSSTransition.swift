import Foundation

/// A CSS transition's timing on one property: a duration and either a `cubic-bezier()` or a
/// `linear()` easing with evenly spaced stops, as vaul's snap transition or the export's override.
package struct CSSTransition: Sendable, Equatable {
    /// The easing function.
    package enum Easing: Sendable, Equatable {
        case cubicBezier(CubicBezier)
        /// `linear(v0, v1, …, vn)`: stops at evenly spaced time shares, linearly between.
        case linear([Double])
    }

    /// Seconds.
    package var duration: Double
    package var easing: Easing

    /// A transition lasting `duration` seconds with `easing`.
    package init(duration: Double, easing: Easing) {
        self.duration = duration
        self.easing = easing
    }

    /// vaul 1.1.2's own: `transform 0.5s cubic-bezier(0.32, 0.72, 0, 1)` (src/constants.ts).
    package static let vaulDefault = CSSTransition(duration: 0.5, easing: .cubicBezier(.vaul))

    /// The progress (0 at the start, 1 at the end, possibly beyond for a bouncing `linear()`) at
    /// `elapsed` seconds.
    package func progress(at elapsed: Double) -> Double {
        guard duration > 0 else { return 1 }
        let x = min(max(elapsed / duration, 0), 1)
        switch easing {
        case .cubicBezier(let curve):
            return curve.progress(x)
        case .linear(let stops):
            guard stops.count > 1 else { return stops.first ?? x }
            // Evenly spaced stops: stop i sits at time share i / (n − 1) (CSS Easing Level 2).
            let position = x * Double(stops.count - 1)
            let index = min(Int(position), stops.count - 2)
            let share = position - Double(index)
            return stops[index] + (stops[index + 1] - stops[index]) * share
        }
    }
}
