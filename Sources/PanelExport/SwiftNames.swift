import FloatingPanel
import Foundation
import PanelConfig

/// Swift (and Kotlin) identifiers for a scene's panels and custom states, valid and unique.
///
/// Panel ids become UpperCamelCase stems (`"search-results"` → `SearchResults`); custom states
/// become `static let`s on `FloatingPanelState` named after them in lowerCamelCase.
package struct SwiftNames {
    /// A type-name stem per panel, in scene order (e.g. `Main` for `MainPanelLayout`).
    package let panelStems: [String]
    private let stateNames: [StateKey: String]

    private struct StateKey: Hashable {
        var rawValue: String
        var order: Int
    }

    /// Swift keywords and members of `FloatingPanelState` / `NSObject` a `static let` must not shadow.
    private static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Any",
        "Type", "Protocol", "some", "any", "await", "async", "actor", "description", "debugDescription", "hash",
        "hashValue", "rawValue", "order", "copy", "isEqual", "superclass", "full", "half", "tip", "hidden",
    ]

    package init(scene: ResolvedScene) {
        var usedStems: Set<String> = []
        panelStems = scene.panels.enumerated().map { index, panel in
            var stem = Self.words(panel.id).map(Self.capitalized).joined()
            if stem.isEmpty { stem = "Panel\(index + 1)" }
            if stem.first!.isNumber { stem = "Panel" + stem }
            var unique = stem
            var suffix = 2
            while usedStems.contains(unique) {
                unique = stem + String(suffix)
                suffix += 1
            }
            usedStems.insert(unique)
            return unique
        }

        let custom = Set(
            scene.panels.flatMap { panel in
                panel.layouts.flatMap { $0.layout.anchors.keys }.filter {
                    FloatingPanelState.builtIn[$0.rawValue] == nil
                }
                .map { StateKey(rawValue: $0.rawValue, order: $0.order) }
            }
        ).sorted { ($0.rawValue, $0.order) < ($1.rawValue, $1.order) }
        var names: [StateKey: String] = [:]
        var used: Set<String> = []
        for key in custom {
            var base = Self.lowerCamel(key.rawValue)
            if Self.reserved.contains(base) { base += "State" }
            // The same name with another order in another layout is another state object.
            let clashes = custom.contains { $0 != key && Self.lowerCamel($0.rawValue) == Self.lowerCamel(key.rawValue) }
            var name = clashes ? base + "\(key.order)" : base
            var suffix = 2
            while used.contains(name) {
                name = base + "\(key.order)_\(suffix)"
                suffix += 1
            }
            used.insert(name)
            names[key] = name
        }
        stateNames = names
    }

    /// The custom states with their Swift names, sorted by name.
    package var customStates: [(name: String, state: FloatingPanelState)] {
        stateNames.map { ($0.value, FloatingPanelState(rawValue: $0.key.rawValue, order: $0.key.order)) }
            .sorted { $0.name < $1.name }
    }

    /// The Swift name of `state` (`full` for the built-in, `lastQuart` for a custom one).
    package func name(of state: FloatingPanelState) -> String {
        if FloatingPanelState.builtIn[state.rawValue] != nil { return state.rawValue }
        return stateNames[StateKey(rawValue: state.rawValue, order: state.order)] ?? Self.lowerCamel(state.rawValue)
    }

    /// A state as a Swift expression of type `FloatingPanelState`: `.full`, `.lastQuart`.
    package func expression(_ state: FloatingPanelState) -> String {
        "." + name(of: state)
    }

    /// ASCII letter/digit runs of `text`; everything else separates words.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text {
            if character.isASCII, character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// `"last-quart"` → `lastQuart`, `"2nd"` → `state2nd`, `""` → `state`.
    static func lowerCamel(_ text: String) -> String {
        let words = words(text)
        guard let first = words.first else { return "state" }
        let name = first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map(capitalized).joined()
        return name.first!.isNumber ? "state" + name : name
    }
}
