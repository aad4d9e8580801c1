import Foundation
import PanelConfig

/// What an export format cannot express of the panels' content (Docs/config.md "Content"), said in
/// the file's header so nothing is dropped silently: `json` keeps everything and the `swift` and
/// `swiftui` exports write the blocks per state; the other formats place a sheet but have no
/// notion of its content.
enum ContentExportNote {
    /// Header lines for `scene` in `format`; none when the format expresses it or no panel has any.
    static func lines(_ scene: ResolvedScene, format: ExportFormat) -> [String] {
        switch format {
        case .json, .swift, .swiftui, .md: return []
        case .swiftuiDetents, .android, .compose, .vaul: break
        }
        var lines: [String] = []
        for panel in scene.panels {
            let content = panel.content
            var parts: [String] = []
            let perState = content.sections.filter { $0.states != nil }
            if !perState.isEmpty {
                let transition = content.transition
                parts.append(
                    "blocks shown per state (\(perState.map { "\($0.id) in \(($0.states ?? []).joined(separator: "/"))" }.joined(separator: ", "))), "
                        + "faded in over \(ExportNumber.exact(transition.duration)) s after \(ExportNumber.exact(transition.delay)) s, \(transition.curve.rawValue)"
                )
            }
            let interactive = content.sections.filter(\.isInteractive).map(\.id)
            if !interactive.isEmpty {
                parts.append("blocks that take their own gestures (\(interactive.joined(separator: ", ")))")
            }
            if let footer = content.footer {
                parts.append("a footer button \"\(footer.button)\" kept on screen by the content mode")
            }
            guard !parts.isEmpty else { continue }
            lines.append(
                "Not expressible in this format, build it in your content: panel \"\(panel.id)\" has "
                    + parts.joined(separator: "; ") + ".")
        }
        return lines
    }
}
