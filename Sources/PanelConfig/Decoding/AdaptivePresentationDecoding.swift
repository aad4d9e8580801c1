import FloatingPanel
import Foundation

extension DecodingContext {
    /// Decodes a panel's `adaptivePresentation`, checking that the widths are ordered
    /// and the detents non-empty and distinct.
    func decodeAdaptivePresentation(_ value: JSONValue) -> AdaptivePresentation? {
        typealias Key = ConfigKeys.AdaptivePresentation
        guard
            let reader = ObjectReader(
                value, ConfigKeys.Panel.adaptivePresentation, as: .adaptivePresentation, context: self)
        else { return nil }
        var presentation = AdaptivePresentation()
        let widthKeys = [Key.minWidth, Key.idealWidth, Key.maxWidth]
        let widths = widthKeys.map { reader.number($0) }
        presentation.minWidth = widths[0] ?? presentation.minWidth
        presentation.idealWidth = widths[1] ?? presentation.idealWidth
        presentation.maxWidth = widths[2] ?? presentation.maxWidth
        // A width written with an invalid value was reported; comparing its default would mislead.
        if zip(widthKeys, widths).allSatisfy({ reader.has($0) == ($1 != nil) }) {
            checkWidthOrder(reader, presentation)
        }
        presentation.side = reader.choice(Key.side, AdaptivePresentation.Side.self) ?? presentation.side
        presentation.detents = reader[Key.detents].flatMap(decodeDetents) ?? presentation.detents
        presentation.dismissBelowSmallestDetent =
            reader.bool(Key.dismissBelowSmallestDetent) ?? presentation.dismissBelowSmallestDetent
        return presentation
    }

    /// Reports the first of `minWidth ≤ maxWidth`, `minWidth ≤ idealWidth`, `idealWidth ≤ maxWidth`
    /// that fails, at the later of the two keys; a default takes part as "(default N)", so the
    /// message says which key to add.
    private func checkWidthOrder(_ reader: ObjectReader, _ presentation: AdaptivePresentation) {
        typealias Key = ConfigKeys.AdaptivePresentation
        let widths = [
            (Key.minWidth, presentation.minWidth), (Key.idealWidth, presentation.idealWidth),
            (Key.maxWidth, presentation.maxWidth),
        ]
        func describe(_ index: Int) -> String {
            let (key, width) = widths[index]
            return reader.has(key)
                ? "'\(key.name)' \(formatNumber(width))" : "'\(key.name)' (default \(formatNumber(width)))"
        }
        for (lower, upper) in [(0, 2), (0, 1), (1, 2)] where widths[lower].1 > widths[upper].1 {
            let locations = [widths[lower].0, widths[upper].0].compactMap(reader.keyLocation)
            error(
                locations.max() ?? reader.location,
                "\(describe(upper)) is less than \(describe(lower)); the widths must satisfy \(widths.map(\.0.name).joined(separator: " ≤ "))"
            )
            return
        }
    }

    /// `detents`: a non-empty list of distinct `"adaptive"`, `"medium"`, `"large"`,
    /// `{"height": N}` or `{"fraction": F}`.
    private func decodeDetents(_ value: JSONValue) -> [AdaptivePresentation.Detent]? {
        let detentsKey = ConfigKeys.AdaptivePresentation.detents.name
        guard let elements = array(value, detentsKey) else { return nil }
        guard !elements.isEmpty else {
            error(value.location, "'\(detentsKey)' is empty; give at least one, e.g. [\"medium\", \"large\"]")
            return nil
        }
        var detents: [AdaptivePresentation.Detent] = []
        var firstLocations: [AdaptivePresentation.Detent: SourceLocation] = [:]
        for element in elements {
            guard let detent = decodeDetent(element) else { continue }
            let key = Self.canonical(detent)
            if let first = firstLocations[key] {
                let spelling =
                    key == detent
                    ? "is listed twice" : "is \(describe(key)) written another way, already listed"
                error(
                    element.location,
                    "detent \(describe(detent)) \(spelling) (first at \(first)); each detent may appear once")
                continue
            }
            firstLocations[key] = element.location
            detents.append(detent)
        }
        return detents
    }

    private func decodeDetent(_ value: JSONValue) -> AdaptivePresentation.Detent? {
        typealias Key = ConfigKeys.Detent
        let named = AdaptivePresentation.Detent.named
        let names = named.compactMap(\.name)
        switch value.kind {
        case .string:
            return choice(value, "detent", names: names).flatMap { name in named.first { $0.name == name } }
        case .object:
            guard let reader = ObjectReader(value, "detent", as: .detent, context: self) else { return nil }
            switch (reader.keyLocation(Key.height), reader.keyLocation(Key.fraction)) {
            case (let height?, let fraction?):
                error(
                    max(height, fraction),
                    "a detent gives either '\(Key.height.name)' or '\(Key.fraction.name)', not both")
                return nil
            case (nil, nil):
                // A misspelled key already got "did you mean"; one typo, one error.
                guard reader.suggestedKeys.isDisjoint(with: [Key.height.name, Key.fraction.name]) else { return nil }
                error(
                    reader.location,
                    "a detent object needs '\(Key.height.name)' (points) or '\(Key.fraction.name)' (of the safe height, 0 to 1)"
                )
                return nil
            case (_?, nil):
                return reader.number(Key.height).map { .height($0) }
            case (nil, _?):
                return reader.number(Key.fraction).map { .fraction($0) }
            }
        default:
            typeMismatch(
                value,
                expected:
                    "\(Suggestions.list(names)), {\"\(Key.height.name)\": points} or {\"\(Key.fraction.name)\": 0…1}",
                for: "detent")
            return nil
        }
    }

    /// A detent as the config writes it: `'medium'`, `{"height": 300}`.
    /// The one spelling of a detent: a fraction of 0.5 is `medium`, of 1 is `large`.
    private static func canonical(_ detent: AdaptivePresentation.Detent) -> AdaptivePresentation.Detent {
        switch detent {
        case .fraction(0.5): return .medium
        case .fraction(1): return .large
        default: return detent
        }
    }

    private func describe(_ detent: AdaptivePresentation.Detent) -> String {
        switch detent {
        case .height(let points): return "{\"\(ConfigKeys.Detent.height.name)\": \(formatNumber(Double(points)))}"
        case .fraction(let fraction):
            return "{\"\(ConfigKeys.Detent.fraction.name)\": \(formatNumber(Double(fraction)))}"
        default: return "'\(detent.name ?? "")'"
        }
    }
}
