import Foundation
import PanelConfig

/// What the values card shows, taken from a panel's `ValueCatalog`: one line per value under a
/// heading per file, the spring's physics under its rows, and the selected value's details.
/// Plain data, so the card's content is tested without a window (Docs/tuning.md).
struct ValuesCardModel: Equatable {
    /// One line of the card.
    enum Line: Equatable {
        /// A group and its file: `Behavior · behaviors/default.json`.
        case heading(String)
        /// A value: its line number in the file (nil for a default), name and value.
        case value(index: Int, line: Int?, name: String, value: String, isDefault: Bool)
        /// The physical meaning of the value rows above it.
        case physics(String)
    }

    var title: String
    var lines: [Line]
    /// The selected value's index in the catalog.
    var selection: Int
    /// `file:line:col  $.json.path` and the range and step of the selected value.
    var details: [String]
    /// A refused change, a file that cannot be written, an editor's save that won.
    var message: String?

    /// The card of `catalog` with value `selection` selected; `otherScenesUsing` counts the other
    /// scenes that use a value's file, which the details then name (a change reaches them too).
    init(
        catalog: ValueCatalog, selection: Int, message: String?, otherScenesUsing: (TunableValue) -> Int = { _ in 0 }
    ) {
        title = "Values — \(catalog.panelID)"
        self.selection = selection
        self.message = message
        lines = []
        var heading: String?
        for (index, value) in catalog.values.enumerated() {
            let fileHeading = "\(value.group.rawValue.capitalized) · \(Self.shortPath(value.file.displayPath))"
            if fileHeading != heading {
                lines.append(.heading(fileHeading))
                heading = fileHeading
            }
            lines.append(
                .value(
                    index: index, line: value.isDefault ? nil : value.location.line, name: value.name,
                    value: value.setting.displayText, isDefault: value.isDefault))
            // The physics once, under the last of the rows it belongs to.
            let next = catalog.values.indices.contains(index + 1) ? catalog.values[index + 1].physics : nil
            if let physics = value.physics, physics != next { lines.append(.physics(physics)) }
        }
        details = []
        if catalog.values.indices.contains(selection) {
            let value = catalog.values[selection]
            details.append("\(value.locationText)\(value.isDefault ? " (default, not in the file)" : "")")
            details.append(value.jsonPath)
            details.append(Self.describe(value.kind))
            let others = otherScenesUsing(value)
            if others > 0 {
                details.append(
                    "writes \(value.file.displayPath) — shared with \(others) scene\(others == 1 ? "" : "s")")
            }
        }
    }

    /// The last two components of a path: `behaviors/default.json`.
    static func shortPath(_ path: String) -> String {
        path.split(separator: "/").suffix(2).joined(separator: "/")
    }

    /// `0 < x < 1 · step 0.001 (Shift ×10, Alt ÷10)`, `true/false`, `one of top, bottom`, or a
    /// flag or list of states.
    static func describe(_ kind: TunableKind) -> String {
        switch kind {
        case .number(let bounds, let step):
            let number = { (value: Double) in TunableNumber.text(value) }
            let low = "\(number(bounds.lower)) \(bounds.excludesLower ? "<" : "≤") "
            let high = " \(bounds.excludesUpper ? "<" : "≤") \(number(bounds.upper))"
            return "\(low)x\(high) · step \(number(step)) (Shift ×10, Alt ÷10)"
        case .boolean:
            return "true or false (← → toggle)"
        case .choice(let names):
            return "one of \(names.joined(separator: ", ")) (← → cycle)"
        case .flagOrList(let names):
            return "true, false or a list of \(names.joined(separator: ", ")) (← → cycle)"
        case .list(let names):
            return "a list of \(names.joined(separator: ", ")) (← → cycle)"
        }
    }
}
