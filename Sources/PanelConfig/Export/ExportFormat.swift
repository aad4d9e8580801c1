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

    /// Names a user from another platform may type for a format (Docs/export.md "Formats"):
    /// `css` (this format's earlier name), `react` and `tsx` for vaul, `kotlin` for compose,
    /// `xml` and `material` for android.
    package static let aliases: [String: ExportFormat] = [
        "css": .vaul, "react": .vaul, "tsx": .vaul, "kotlin": .compose, "xml": .android, "material": .android,
    ]

    /// Words of other platforms that are no format's name but point at one, for "did you mean".
    static let relatedWords: [String: ExportFormat] = [
        "ios": .swift, "uikit": .swift, "sheet": .swiftuiDetents, "detents": .swiftuiDetents, "jetpack": .compose,
        "kt": .compose, "jsx": .vaul, "js": .vaul, "javascript": .vaul, "typescript": .vaul, "ts": .vaul,
        "web": .vaul, "html": .vaul,
    ]

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
    package var fileExtension: String {
        switch self {
        case .json: return "json"
        case .swift, .swiftui, .swiftuiDetents: return "swift"
        case .android: return "xml"
        case .compose: return "kt"
        case .vaul: return "tsx"
        }
    }

    /// The export of `scene` in this format.
    package func export(_ scene: ResolvedScene, options: ExportOptions = ExportOptions()) -> String {
        exportResult(scene, options: options).text
    }

    /// The export of `scene` in this format with what the target could not represent.
    package func exportResult(_ scene: ResolvedScene, options: ExportOptions = ExportOptions()) -> ExportResult {
        let notes = ExportNotes()
        let text: String
        switch self {
        case .json: text = SceneJSONExporter.export(scene)
        case .swift:
            text = SwiftExporter.export(AdaptivePresentationExport.scene(scene), options: options, notes: notes)
        case .swiftui:
            text = SwiftUIExporter.export(AdaptivePresentationExport.scene(scene), options: options, notes: notes)
        case .swiftuiDetents:
            text = DetentsExporter.export(AdaptivePresentationExport.scene(scene), options: options, notes: notes)
        case .android: text = AndroidExporter.export(scene, options: options, notes: notes)
        case .compose: text = ComposeExporter.export(scene, options: options, notes: notes)
        case .vaul: text = VaulExporter.export(scene, options: options, notes: notes)
        }
        return ExportResult(text: text, warnings: notes.warnings)
    }
}

/// Choices that change an export's text beyond the scene itself.
package struct ExportOptions: Sendable {
    /// When set, the header comment says when the file was written; nil keeps the output the
    /// same for the same scene (tests, diffs).
    package var timestamp: Date?
    /// The feel report's lines (Docs/platforms.md), computed where the engine runs and written
    /// at the end of every code export's header; empty writes none.
    package var feelReport: [String]
    /// Springs fitted to FloatingPanel's path, by panel id (`panel-sandbox fit`); the exports of
    /// targets that take only a spring write them. Empty: the exports point to `fit` instead.
    package var fittedSprings: [String: FittedSprings] = [:]

    /// Options for an export; without arguments the output depends on the scene alone.
    package init(timestamp: Date? = nil, feelReport: [String] = []) {
        self.timestamp = timestamp
        self.feelReport = feelReport
    }

    /// The header comment lines of a code export: the scene, the command, and the time if asked.
    func header(_ scene: ResolvedScene, format: ExportFormat) -> [String] {
        var lines =
            [
                // No double hyphen: XML comments cannot hold one.
                "Exported by panel-sandbox (export format \(format.rawValue)) from \(scene.path), scene \"\(scene.name)\".",
                "Container: \(Self.containerText(scene.container)); panels are listed bottom to top.",
            ] + ExportTarget.of(format, scene: scene).headerLines
        if let timestamp {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime]
            lines.append("Written at \(formatter.string(from: timestamp)).")
        }
        lines += ContentExportNote.lines(scene, format: format)
        lines += FittedSpringNote.lines(scene, format: format, fitted: fittedSprings)
        return feelReport.isEmpty ? lines : lines + [""] + feelReport
    }

    private static func containerText(_ container: SceneContainer) -> String {
        let n = { (value: CGFloat) in ExportNumber.exact(Double(value)) }
        let insets = container.safeArea
        let size =
            "\(n(container.size.width))×\(n(container.size.height)) pt, safe area "
            + "\(n(insets.top))/\(n(insets.left))/\(n(insets.bottom))/\(n(insets.right)) (top/left/bottom/right)"
        return container.presetName.map { "\($0), \(size)" } ?? size
    }
}
