import FloatingPanel
import Foundation

extension DecodingContext {
    /// Decodes a panel's `adaptivePresentation`, checking that the widths are ordered
    /// and the detents non-empty and distinct.
    func decodeAdaptivePresentation(_ value: JSONValue) -> AdaptivePresentation? {
        guard let reader = ObjectReader(value, "adaptivePresentation", as: .adaptivePresentation, context: self)
        else { return nil }
        var presentation = AdaptivePresentation()
        let widthKeys = ["minWidth", "idealWidth", "maxWidth"]
        let widths = widthKeys.map { reader.number($0, .positive) }
        presentation.minWidth = widths[0] ?? presentation.minWidth
        presentation.idealWidth = widths[1] ?? presentation.idealWidth
        presentation.maxWidth = widths[2] ?? presentation.maxWidth
        // A width written with an invalid value was reported; comparing its default would mislead.
        if zip(widthKeys, widths).allSatisfy({ reader.has($0) == ($1 != nil) }) {
            checkWidthOrder(reader, presentation)
        }
        presentation.side = reader.choice("side", AdaptivePresentation.Side.self) ?? presentation.side
        presentation.detents = reader["detents"].flatMap(decodeDetents) ?? presentation.detents
        presentation.dismissBelowSmallestDetent =
            reader.bool("dismissBelowSmallestDetent") ?? presentation.dismissBelowSmallestDetent
        return presentation
    }

    /// Reports the first of `minWidth ≤ maxWidth`, `minWidth ≤ idealWidth`, `idealWidth ≤ maxWidth`
    /// that fails, at the later of the two keys; a default takes part as "(default N)", so the
    /// message says which key to add.
    private func checkWidthOrder(_ reader: ObjectReader, _ presentation: AdaptivePresentation) {
        let widths = [
            ("minWidth", presentation.minWidth), ("idealWidth", presentation.idealWidth),
            ("maxWidth", presentation.maxWidth),
        ]
        func describe(_ index: Int) -> String {
            let (key, width) = widths[index]
            return reader.has(key) ? "'\(key)' \(formatNumber(width))" : "'\(key)' (default \(formatNumber(width)))"
        }
        for (lower, upper) in [(0, 2), (0, 1), (1, 2)] where widths[lower].1 > widths[upper].1 {
            let locations = [widths[lower].0, widths[upper].0].compactMap(reader.keyLocation)
            error(
                locations.max() ?? reader.location,
                "\(describe(upper)) is less than \(describe(lower)); the widths must satisfy minWidth ≤ idealWidth ≤ maxWidth"
            )
            return
        }
    }

    /// `detents`: a non-empty list of distinct `"adaptive"`, `"medium"`, `"large"`,
    /// `{"height": N}` or `{"fraction": F}`.
    private func decodeDetents(_ value: JSONValue) -> [AdaptivePresentation.Detent]? {
        guard let elements = array(value, "detents") else { return nil }
        guard !elements.isEmpty else {
            error(value.location, "'detents' is empty; give at least one, e.g. [\"medium\", \"large\"]")
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
        let named = AdaptivePresentation.Detent.named
        let names = named.compactMap(\.name)
        switch value.kind {
        case .string:
            return choice(value, "detent", names: names).flatMap { name in named.first { $0.name == name } }
        case .object:
            guard let reader = ObjectReader(value, "detent", as: .detent, context: self) else { return nil }
            switch (reader.keyLocation("height"), reader.keyLocation("fraction")) {
            case (let height?, let fraction?):
                error(max(height, fraction), "a detent gives either 'height' or 'fraction', not both")
                return nil
            case (nil, nil):
                // A misspelled key already got "did you mean"; one typo, one error.
                guard reader.suggestedKeys.isDisjoint(with: ["height", "fraction"]) else { return nil }
                error(
                    reader.location,
                    "a detent object needs 'height' (points) or 'fraction' (of the safe height, 0 to 1)")
                return nil
            case (_?, nil):
                return reader.number("height").map { .height($0) }
            case (nil, _?):
                return reader.number("fraction").map { .fraction($0) }
            }
        default:
            typeMismatch(
                value, expected: "\(Suggestions.list(names)), {\"height\": points} or {\"fraction\": 0…1}",
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
        case .height(let points): return "{\"height\": \(formatNumber(Double(points)))}"
        case .fraction(let fraction): return "{\"fraction\": \(formatNumber(Double(fraction)))}"
        default: return "'\(detent.name ?? "")'"
        }
    }
}
