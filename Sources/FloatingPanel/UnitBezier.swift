import Foundation

/// The cubic Bézier from (0, 0) to (1, 1) that timing curves are made of (Core Animation's named
/// curves and CSS's `cubic-bezier` alike), one coordinate at a time: `p1` and `p2` are that
/// coordinate of the two inner control points, in Bernstein form with end points 0 and 1.
package enum UnitBezier {
    /// The coordinate at parameter `t`.
    package static func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    /// The coordinate's derivative by `t`, for Newton's method.
    package static func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }
}
