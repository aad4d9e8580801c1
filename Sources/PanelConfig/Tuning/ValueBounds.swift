import Foundation

/// The range a tunable number may take: the decoder's `NumberRule` for its key, within the
/// magnitude every config number is held to (`DecodingContext.largestNumber`).
package struct ValueBounds: Equatable, Sendable {
    /// The smallest value (or the bound above which values lie, when excluded).
    package var lower: Double
    /// The largest value (or the bound below which values lie, when excluded).
    package var upper: Double
    /// Whether `lower` itself is excluded (`x > 0`).
    package var excludesLower: Bool
    /// Whether `upper` itself is excluded (`x < 1`).
    package var excludesUpper: Bool

    /// The bounds `rule` accepts.
    package init(_ rule: NumberRule) {
        let largest = DecodingContext.largestNumber
        (lower, upper, excludesLower, excludesUpper) = (-largest, largest, false, false)
        switch rule {
        case .any: break
        case .positive: (lower, excludesLower) = (0, true)
        case .nonNegative: lower = 0
        case .unitInterval: (lower, upper) = (0, 1)
        case .openUnitInterval: (lower, upper, excludesLower, excludesUpper) = (0, 1, true, true)
        case .openSignedUnitInterval: (lower, upper, excludesLower, excludesUpper) = (-1, 1, true, true)
        case .positiveAtMost(let bound): (lower, upper, excludesLower) = (0, min(bound, largest), true)
        case .nonNegativeAtMost(let bound): (lower, upper) = (0, min(bound, largest))
        }
    }

    /// These bounds narrowed to `range` (inclusive), for values whose decoder also orders them
    /// against each other (`minWidth ≤ idealWidth ≤ maxWidth`).
    package func narrowed(to range: ClosedRange<Double>) -> ValueBounds {
        var bounds = self
        if range.lowerBound > lower { (bounds.lower, bounds.excludesLower) = (range.lowerBound, false) }
        if range.upperBound < upper { (bounds.upper, bounds.excludesUpper) = (range.upperBound, false) }
        return bounds
    }

    /// `value` moved into the bounds; an excluded bound is kept `resolution` away from (so a rate
    /// stepped by 0.001 stops at 0.999, never at 1).
    package func clamp(_ value: Double, resolution: Double) -> Double {
        let low = excludesLower ? lower + resolution : lower
        let high = excludesUpper ? upper - resolution : upper
        return min(max(value, low), high)
    }

    /// Whether `value` lies within the bounds.
    package func contains(_ value: Double) -> Bool {
        (excludesLower ? value > lower : value >= lower) && (excludesUpper ? value < upper : value <= upper)
    }
}

/// How numbers are written back and stepped.
///
/// A number is written as short as it can be said exactly: an integral value without a fraction
/// (`16`, never `16.0`, whatever the file wrote before: JSON has one number type and every decoder
/// reads a double), any other value as the shortest decimal that reads back as the same double
/// (`0.41`, `1e-05`), the form Swift's own description prints.
package enum TunableNumber {
    /// The text written into a file for `value`.
    package static func text(_ value: Double) -> String {
        ExportNumber.exact(value == 0 ? 0 : value)
    }

    /// The number of decimals `value`'s shortest text has (`0.125` → 3, `1e-05` → 5, `16` → 0).
    package static func decimals(_ value: Double) -> Int {
        let text = "\(abs(value))"
        var fraction = 0
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: e)...]) ?? 0
            fraction = decimals(in: text[..<e])
        } else {
            fraction = decimals(in: text[...])
        }
        return max(0, fraction - exponent)
    }

    private static func decimals(in mantissa: Substring) -> Int {
        guard let dot = mantissa.firstIndex(of: ".") else { return 0 }
        let digits = mantissa[mantissa.index(after: dot)...]
        return digits == "0" ? 0 : digits.count
    }

    /// `value + delta`, rounded to as many decimals as the finer of the two has (at most 12), so
    /// sums do not pick up binary noise: 0.41 + 0.01 is 0.42, not 0.42000000000000004.
    package static func adding(_ delta: Double, to value: Double) -> Double {
        rounded(value + delta, decimals: min(12, max(decimals(value), decimals(delta))))
    }

    /// `value` rounded to `decimals` places; dividing by an exact power of ten makes the result
    /// the double nearest that decimal, so its shortest text is the decimal.
    package static func rounded(_ value: Double, decimals: Int) -> Double {
        let scale = pow(10, Double(decimals))
        let scaled = (value * scale).rounded()
        guard scaled.isFinite, abs(scaled) < 9e15 else { return value }
        return scaled / scale
    }
}
