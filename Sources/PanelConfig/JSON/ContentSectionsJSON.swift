import FloatingPanel
import Foundation

/// The JSON export of a panel content's blocks, transition and footer (Docs/config.md "Content"),
/// so they round-trip. A content without them is written as before.
enum ContentSectionsJSON {
    /// `content` (the exporter's object for the title and rows) with the blocks, the transition
    /// and the footer added.
    static func adding(_ panelContent: PanelContent, to content: ExportJSONValue?) -> ExportJSONValue? {
        guard case .object(var members)? = content else { return content }
        if !panelContent.sections.isEmpty || panelContent.transition != ContentTransition() {
            members["sections"] = .array(panelContent.sections.map(section))
            members["transition"] = .object([
                "duration": .number(panelContent.transition.duration),
                "delay": .number(panelContent.transition.delay),
                "curve": .string(panelContent.transition.curve.rawValue),
            ])
        }
        if let footer = panelContent.footer {
            members["footer"] = .object([
                "button": .string(footer.button),
                "height": .number(Double(footer.height)),
                "background": .string(SceneJSONExporter.hex(footer.background)),
            ])
        }
        return .object(members)
    }

    private static func section(_ section: ContentSection) -> ExportJSONValue {
        var members: [String: ExportJSONValue] = [
            "id": .string(section.id),
            "interactive": .bool(section.isInteractive),
        ]
        switch section.extent {
        case .height(let height): members["height"] = .number(Double(height))
        case .rows(let rows): members["rows"] = .number(Double(rows))
        }
        if let states = section.states { members["states"] = .array(states.map(ExportJSONValue.string)) }
        if let background = section.background { members["background"] = .string(SceneJSONExporter.hex(background)) }
        if let label = section.label { members["label"] = .string(label) }
        return .object(members)
    }
}
