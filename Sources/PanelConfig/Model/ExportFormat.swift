import Foundation

/// What `panel-sandbox export` writes (Docs/export.md).
package enum ExportFormat: String, CaseIterable, Sendable {
    /// The scene, fully resolved (Docs/export.md); loads again to the same trace.
    case json
    /// FloatingPanel layout, behavior and surface code for UIKit.
    case swift
    /// The same through FloatingPanel's SwiftUI modifiers.
    case swiftui
    /// SwiftUI sheet detents (`presentationDetents`), without FloatingPanel.
    case swiftuiDetents = "swiftui-detents"
    /// Material `BottomSheetBehavior` / `SideSheetBehavior` XML attributes.
    case android
    /// Jetpack Compose `AnchoredDraggableState` anchors and a spring spec.
    case compose
    /// A vaul drawer (React) with snap points, and the spring as a CSS easing.
    case vaul
    /// The spec sheet: one Markdown page for a design review, with `render`'s pictures beside it.
    case md

    /// Names a user from another platform may type for a format (Docs/export.md "Formats"), from
    /// each format's description.
    package static let aliases: [String: ExportFormat] = Dictionary(
        uniqueKeysWithValues: allCases.flatMap { format in format.details.aliases.map { ($0, format) } })

    /// Words of other platforms that are no format's name but point at one, for "did you mean".
    static let relatedWords: [String: ExportFormat] = Dictionary(
        uniqueKeysWithValues: allCases.flatMap { format in format.details.relatedWords.map { ($0, format) } })

    /// The format a mistyped or foreign `text` most likely means: a related word, else the name or
    /// alias closest to it as a typo; nil when nothing is close.
    package static func suggestion(for text: String) -> ExportFormat? {
        if let related = relatedWords[text.lowercased()] { return related }
        let words = allCases.map(\.rawValue) + aliases.keys.sorted()
        return Suggestions.closest(to: text, in: words).flatMap(named)
    }

    /// The format a name or alias stands for; nil for any other text.
    package static func named(_ name: String) -> ExportFormat? {
        ExportFormat(rawValue: name) ?? aliases[name.lowercased()] ?? ExportFormat(rawValue: name.lowercased())
    }

    /// The usual file extension of the output.
    package var fileExtension: String { details.fileExtension }
}
