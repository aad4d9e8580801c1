import FloatingPanel
import Foundation

/// A CSS `cubic-bezier(x1, y1, x2, y2)` timing function, solved as browsers do: the curve's x is
/// inverted for the time share (Newton's method, then bisection), then its y is the progress.
package struct CubicBezier: Sendable, Equatable {
    package let x1: Double
    package let y1: Double
    package let x2: Double
    package let y2: Double

    /// The curve through (0, 0), (x1, y1), (x2, y2), (1, 1).
    package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// vaul's own snap transition, `cubic-bezier(0.32, 0.72, 0, 1)` (vaul 1.1.2 src/constants.ts).
    package static let vaul = CubicBezier(0.32, 0.72, 0, 1)

    /// The progress at time share `x` (0…1).
    package func progress(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return UnitBezier.coordinate(parameter(forX: x), y1, y2)
    }

    /// The curve parameter whose x is `x`, to 1e-7.
    func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = UnitBezier.coordinate(t, x1, x2) - x
            if abs(error) < 1e-7 { return t }
            let d = UnitBezier.slope(t, x1, x2)
            if abs(d) < 1e-6 { break }
            t -= error / d
        }
        var low = 0.0
        var high = 1.0
        t = x
        while high - low > 1e-7 {
            let value = UnitBezier.coordinate(t, x1, x2)
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
