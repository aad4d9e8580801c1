import FloatingPanel
import Foundation

/// FloatingPanel's state for a state name from another platform (Docs/config.md "States"):
/// Material's `BottomSheetBehavior` states (`STATE_EXPANDED`, `STATE_HALF_EXPANDED`,
/// `STATE_COLLAPSED`, `STATE_HIDDEN`), SwiftUI's detents (`large`, `medium`) and the usual words
/// for a peeking sheet.
package enum StateNameHints {
    /// Normalised foreign name → (FloatingPanel's state, where the name comes from).
    static let foreign: [String: (state: String, origin: String)] = [
        "expanded": ("full", "Material's STATE_EXPANDED"),
        "halfexpanded": ("half", "Material's STATE_HALF_EXPANDED"),
        "collapsed": ("tip", "Material's STATE_COLLAPSED, the peek height"),
        "large": ("full", "SwiftUI's .large detent"),
        "medium": ("half", "SwiftUI's .medium detent"),
    ]

    /// Material's names, which as a layout's anchor key most likely mean FloatingPanel's state
    /// (SwiftUI's detent names make sensible custom states).
    static let materialNames: Set<String> = ["expanded", "halfexpanded", "collapsed"]

    /// `STATE_HALF_EXPANDED`, `half-expanded`, `halfExpanded` → `halfexpanded`.
    static func normalised(_ name: String) -> String {
        var text = name.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " }
        if text.hasPrefix("state"), text.count > 5 { text.removeFirst(5) }
        return text
    }

    /// "'expanded' is Material's STATE_EXPANDED: FloatingPanel calls it 'full'"; nil for a name
    /// that is not another platform's or that is FloatingPanel's own.
    package static func hint(_ name: String) -> String? {
        guard FloatingPanelState.builtIn[name] == nil, let entry = foreign[normalised(name)] else { return nil }
        return "'\(name)' is \(entry.origin): FloatingPanel calls it '\(entry.state)'"
    }

    /// The hint for `name` given as a layout's custom state: only Material's names.
    package static func customStateHint(_ name: String) -> String? {
        materialNames.contains(normalised(name)) ? hint(name) : nil
    }

    /// "; …" for an unknown state's message: the foreign-name hint when there is one, else the
    /// closest of `known`.
    package static func suggestion(_ name: String, known: [String]) -> String {
        if let hint = hint(name) { return "; \(hint)" }
        return Suggestions.didYouMean(name, in: known)
    }
}
