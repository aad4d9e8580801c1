import Foundation

/// What a value means when it is plausible only in another platform's unit (Docs/config.md
/// "Units"): config times are seconds, lengths points, fractions 0…1 and FloatingPanel's rates
/// per millisecond. A number that passes its rule but reads as milliseconds or a per-second rate
/// gets a warning; a string with a unit (`"50%"`, `"120pt"`, `"24dp"`, `"300ms"`) gets the number
/// to write in its error.
///
/// Which keys are times, rates or fractions is the key's `unit` in its table (`ConfigKey.Unit`).
package enum UnitHints {
    /// A time from this many seconds up is read as milliseconds: no panel animation or spring
    /// period lasts that long.
    static let millisecondsFrom: Double = 10
    /// The range rates are plausible in: FloatingPanel's defaults are 0.994 and 0.998
    /// (UIScrollView's `.fast` 0.99 and `.normal` 0.998 are per millisecond too).
    static let plausibleRates: ClosedRange<Double> = 0.9...1

    /// The warning for number `value` of key `name`, measured in `unit`, when it reads as
    /// another unit; nil otherwise.
    package static func warning(_ value: Double, name: String, unit: ConfigKey.Unit?) -> String? {
        switch unit {
        case .briefSeconds where value >= millisecondsFrom:
            return
                "'\(name)' is \(formatNumber(value)) seconds; times are in seconds: for \(formatNumber(value)) milliseconds write \(formatNumber(value / 1000))"
        case .ratePerMillisecond where !plausibleRates.contains(value):
            let perMillisecond = pow(value, 1.0 / 1000)
            return
                "'\(name)' is \(formatNumber(value)) per millisecond, outside 0.9…1 (FloatingPanel's rates are per millisecond, e.g. 0.994); as a rate per second it is \(formatNumber((perMillisecond * 100_000).rounded() / 100_000)) per millisecond"
        default:
            return nil
        }
    }

    /// "; did you mean 0.45?" for a fraction written as a percentage (`"fractionalInset": 45`),
    /// else "". A whole number up to 100 is a percentage, 1.5 more likely another mistake.
    package static func percentageHint(_ value: Double, unit: ConfigKey.Unit?) -> String {
        guard unit == .fraction, value >= 2, value <= 100, value == value.rounded() else { return "" }
        return "; did you mean \(formatNumber(value / 100))? fractions are written from 0 to 1"
    }

    /// "; …" saying what to write for a string with a unit where `key` needs a number; nil when
    /// `text` has no unit this knows.
    package static func hint(forText text: String, key: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let units: [(suffix: String, say: (Double) -> String)] = [
            ("%", { "a percentage: fractions are written from 0 to 1, write \(formatNumber($0 / 100))" }),
            ("ms", { "times are in seconds, write \(formatNumber($0 / 1000))" }),
            ("s", { "times are in seconds without a unit, write \(formatNumber($0))" }),
            ("pt", { "lengths are in points without a unit, write \(formatNumber($0))" }),
            ("px", { "lengths are in points (a pixel is 1/displayScale pt), write \(formatNumber($0 / 2)) at 2×" }),
            ("dp", { "Android's dp are points here (both are 1/160 inch), write \(formatNumber($0))" }),
        ]
        for (suffix, say) in units where trimmed.hasSuffix(suffix) {
            let number = trimmed.dropLast(suffix.count).trimmingCharacters(in: .whitespaces)
            guard let value = Double(number), value.isFinite else { continue }
            return "; \(say(value))"
        }
        return nil
    }
}
