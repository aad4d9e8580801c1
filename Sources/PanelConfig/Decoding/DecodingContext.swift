import FloatingPanel
import Foundation

/// A file being decoded: how to name it in messages and where it is on disk.
package struct ConfigSource: Hashable, Sendable {
    /// The path as the user named it, or joined to the referring file's directory.
    package var displayPath: String
    /// The normalized absolute path (the identity of the file for caching and cycle detection).
    package var absolutePath: String
}

/// A range rule for a number, with the phrase that explains it.
package enum NumberRule: Equatable, Sendable {
    /// Any finite number.
    case any
    /// `x > 0`.
    case positive
    /// `x ≥ 0`.
    case nonNegative
    /// `0 ≤ x ≤ 1`.
    case unitInterval
    /// `0 < x < 1` (deceleration rates: 1 never settles, 0 has no logarithm).
    case openUnitInterval
    /// `−1 < x < 1` (SwiftUI's spring bounce: 1 never settles, −1 never arrives).
    case openSignedUnitInterval
    /// `0 < x ≤ upper`.
    case positiveAtMost(Double)
    /// `0 ≤ x ≤ upper`.
    case nonNegativeAtMost(Double)

    /// nil when `value` satisfies the rule, else what it must be ("greater than 0").
    package func violation(_ value: Double) -> String? {
        switch self {
        case .any:
            return nil
        case .positive:
            return value > 0 ? nil : "greater than 0"
        case .nonNegative:
            return value >= 0 ? nil : "0 or greater"
        case .unitInterval:
            return (0...1).contains(value) ? nil : "between 0 and 1"
        case .openUnitInterval:
            return value > 0 && value < 1 ? nil : "strictly between 0 and 1"
        case .openSignedUnitInterval:
            return value > -1 && value < 1 ? nil : "strictly between -1 and 1"
        case .positiveAtMost(let upper):
            return value > 0 && value <= upper ? nil : "greater than 0 and at most \(formatNumber(upper))"
        case .nonNegativeAtMost(let upper):
            if value < 0 { return "0 or greater" }
            return value <= upper ? nil : "at most \(formatNumber(upper))"
        }
    }
}

/// Writes a number the way a user would: `3` rather than `3.0`.
package func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}

/// Everything decoding code needs to read one file's values and report problems in it.
package struct DecodingContext {
    package let source: ConfigSource
    package let session: LoadSession

    package init(source: ConfigSource, session: LoadSession) {
        self.source = source
        self.session = session
    }

    package func error(_ location: SourceLocation, _ message: String) {
        session.diagnostics.error(source.displayPath, location, message)
    }

    /// Something that loads but may surprise; `message` says what will happen.
    package func warning(_ location: SourceLocation, _ message: String) {
        session.diagnostics.warning(source.displayPath, location, message)
    }

    // MARK: Typed values

    package func typeMismatch(_ value: JSONValue, expected: String, for name: String) {
        var message = "expected \(expected) for '\(name)', found \(value.typeDescription)"
        if case .string(let text) = value.kind, expected.contains("number") {
            let lowered = text.lowercased()
            if ["nan", "inf", "infinity", "-inf", "-infinity", "+inf", "+infinity"].contains(lowered) {
                message += " (\"\(text)\"); NaN and infinity are not allowed, write a finite number"
            } else if Double(text) != nil {
                message += " (\"\(text)\"); write the number without quotes"
            } else if let hint = UnitHints.hint(forText: text, key: name) {
                message += " (\"\(text)\")\(hint)"
            }
        } else if case .bool = value.kind, expected.contains("number") {
            message += "; write a number such as 0 or 1"
        }
        error(value.location, message)
    }

    /// The largest magnitude of any config number. Every one is a length in points, a time in
    /// seconds, a velocity in points per second or a factor, and none means anything past ten
    /// million; the bound keeps the engine's sums and products of them (and their rounding to
    /// pixels) far from overflowing to infinity.
    package static let largestNumber: Double = 10_000_000

    /// The number at `key`: checked against `rule` or, by default, the key's rule, with a
    /// warning when it reads as another unit than the key's.
    package func number(_ value: JSONValue, _ key: ConfigKey, _ rule: NumberRule? = nil) -> CGFloat? {
        number(value, key.name, rule ?? key.rule, unit: key.unit)
    }

    /// A finite number that satisfies `rule` (CGFloat: nearly every config number is a length or a
    /// factor for the engine, which works in CGFloat); `unit` says what it is measured in, for
    /// the hints on a value in another unit.
    package func number(
        _ value: JSONValue, _ name: String, _ rule: NumberRule = .any, unit: ConfigKey.Unit? = nil
    ) -> CGFloat? {
        if unit == .ratePerMillisecond, case .string(let rateName) = value.kind {
            return namedDecelerationRate(rateName, at: value, for: name)
        }
        guard case .number(let number) = value.kind else {
            typeMismatch(
                value, expected: unit == .ratePerMillisecond ? "a number, \"normal\" or \"fast\"" : "a number",
                for: name)
            return nil
        }
        if let requirement = rule.violation(number) {
            error(
                value.location,
                "'\(name)' must be \(requirement), found \(formatNumber(number))\(UnitHints.percentageHint(number, unit: unit))"
            )
            return nil
        }
        guard abs(number) <= Self.largestNumber else {
            error(
                value.location,
                "'\(name)' is too large: config numbers are points, seconds or factors within ±\(formatNumber(Self.largestNumber)), found \(formatNumber(number))"
            )
            return nil
        }
        if let hint = UnitHints.warning(number, name: name, unit: unit) { warning(value.location, hint) }
        return CGFloat(number)
    }

    /// UIKit's `UIScrollView.DecelerationRate` by name, as Swift code writes a rate:
    /// `.normal.rawValue` is 0.998 and `.fast.rawValue` 0.99 (UIScrollView's documentation).
    package static let namedDecelerationRates: [String: Double] = ["normal": 0.998, "fast": 0.99]

    private func namedDecelerationRate(_ rateName: String, at value: JSONValue, for name: String) -> CGFloat? {
        guard let rate = Self.namedDecelerationRates[rateName] else {
            let suggestion = Suggestions.didYouMean(rateName, in: ["normal", "fast"])
            error(
                value.location,
                "'\(name)' must be a number or a UIScrollView deceleration rate, \"normal\" (0.998) or \"fast\" (0.99), found \"\(rateName)\"\(suggestion)"
            )
            return nil
        }
        return CGFloat(rate)
    }

    package func integer(_ value: JSONValue, _ name: String) -> Int? {
        guard case .number(let number) = value.kind else {
            typeMismatch(value, expected: "an integer", for: name)
            return nil
        }
        guard number == number.rounded(), abs(number) <= 1e15 else {
            error(value.location, "'\(name)' must be a whole number, found \(formatNumber(number))")
            return nil
        }
        return Int(number)
    }

    package func bool(_ value: JSONValue, _ name: String) -> Bool? {
        guard case .bool(let flag) = value.kind else {
            var message = "expected true or false for '\(name)', found \(value.typeDescription)"
            if let text = value.stringValue, ["true", "false"].contains(text.lowercased()) {
                message += " (\"\(text)\"); write \(text.lowercased()) without quotes"
            }
            error(value.location, message)
            return nil
        }
        return flag
    }

    package func string(_ value: JSONValue, _ name: String) -> String? {
        expect(value.stringValue, in: value, "a string", for: name)
    }

    package func array(_ value: JSONValue, _ name: String) -> [JSONValue]? {
        expect(value.arrayValue, in: value, "an array", for: name)
    }

    package func object(_ value: JSONValue, _ name: String) -> JSONObject? {
        expect(value.objectValue, in: value, "an object", for: name)
    }

    /// `content`, or nil after reporting that `value` is not `expected`.
    private func expect<Content>(
        _ content: Content?, in value: JSONValue, _ expected: String, for name: String
    ) -> Content? {
        if content == nil { typeMismatch(value, expected: expected, for: name) }
        return content
    }

    /// One of a fixed set of names, e.g. a position or an edge; lists the valid ones otherwise.
    package func choice<Choice: RawRepresentable & CaseIterable>(
        _ value: JSONValue, _ name: String, _ type: Choice.Type
    ) -> Choice? where Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue)
        return choice(value, name, names: names).flatMap(Choice.init(rawValue:))
    }

    /// One of `names`; reports the valid names and the closest one otherwise.
    package func choice(_ value: JSONValue, _ name: String, names: [String]) -> String? {
        guard let text = string(value, name) else { return nil }
        guard names.contains(text) else {
            error(
                value.location,
                "invalid '\(name)' value '\(text)': expected one of \(Suggestions.list(names))\(Suggestions.didYouMean(text, in: names))"
            )
            return nil
        }
        return text
    }

    /// An `{ "top", "left", "bottom", "right" }` object; missing sides are 0.
    package func insets(_ value: JSONValue, _ name: String, _ rule: NumberRule = .nonNegative) -> EdgeInsets? {
        guard let reader = ObjectReader(value, name, as: .insets, context: self) else {
            return nil
        }
        typealias Side = ConfigKeys.Insets
        let top = reader.number(Side.top, rule)
        let left = reader.number(Side.left, rule)
        let bottom = reader.number(Side.bottom, rule)
        let right = reader.number(Side.right, rule)
        return EdgeInsets(top: top ?? 0, left: left ?? 0, bottom: bottom ?? 0, right: right ?? 0)
    }

    /// A `[x, y]` pair, e.g. a shadow offset or the grabber size.
    package func pair(_ value: JSONValue, _ name: String, _ rule: NumberRule = .any) -> (CGFloat, CGFloat)? {
        guard let elements = array(value, name) else { return nil }
        guard elements.count == 2 else {
            error(value.location, "'\(name)' must have exactly 2 numbers [x, y], found \(elements.count)")
            return nil
        }
        let first = number(elements[0], name, rule)
        let second = number(elements[1], name, rule)
        guard let first, let second else { return nil }
        return (first, second)
    }
}
