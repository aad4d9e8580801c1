import Foundation

/// Number spellings shared by the exporters.
package enum ExportNumber {
    /// The shortest text that reads back as exactly `value` in JSON, Swift, Kotlin and JavaScript:
    /// whole numbers without a fraction (`16`, not `16.0`), others as Swift's round-trip
    /// description (`0.9848…`, `1e-05`).
    package static func exact(_ value: Double) -> String {
        if value == 0 { return value.sign == .minus ? "-0" : "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// The shortest decimal for a fraction `value` of a `length` whose share of that length stays
    /// within `tolerance` points of the exact one: a snap point or ratio that lands where the
    /// sandbox showed, in as few digits as that allows.
    package static func fraction(_ value: Double, of length: Double, tolerance: Double = 0.01) -> String {
        for digits in 1...17 {
            let text = rounded(value, significantDigits: digits)
            if let candidate = Double(text), abs(candidate - value) * length <= tolerance { return text }
        }
        return exact(value)
    }

    /// `value` with at most `digits` significant digits, for prose and comments.
    package static func rounded(_ value: Double, significantDigits digits: Int = 4) -> String {
        guard value.isFinite else { return value > 0 ? "∞" : "−∞" }
        if value == 0 { return "0" }
        let magnitude = Int(floor(log10(abs(value))))
        let decimals = max(0, digits - 1 - magnitude)
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
