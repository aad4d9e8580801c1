import FloatingPanel
import Foundation

/// The JSON export of a panel content's blocks, transition and footer (Docs/config.md "Content"),
/// so they round-trip. A content without them is written as before.
enum ContentSectionsJSON {
    /// `content` (the exporter's object for the title and rows) with the blocks, the transition
    /// and the footer added.
    static func adding(_ panelContent: PanelContent, to content: ExportJSONValue?) -> ExportJSONValue? {
        typealias Content = ConfigKeys.PanelContent
        typealias Transition = ConfigKeys.ContentTransition
        typealias Footer = ConfigKeys.ContentFooter
        guard case .object(var members)? = content else { return content }
        if !panelContent.sections.isEmpty || panelContent.transition != ContentTransition() {
            members[Content.sections.name] = .array(panelContent.sections.map(section))
            members[Content.transition.name] = .object([
                Transition.duration.name: .number(panelContent.transition.duration),
                Transition.delay.name: .number(panelContent.transition.delay),
                Transition.curve.name: .string(panelContent.transition.curve.rawValue),
            ])
        }
        if let footer = panelContent.footer {
            members[Content.footer.name] = .object([
                Footer.button.name: .string(footer.button),
                Footer.height.name: .number(Double(footer.height)),
                Footer.background.name: .string(SceneJSONExporter.hex(footer.background)),
            ])
        }
        return .object(members)
    }

    private static func section(_ section: ContentSection) -> ExportJSONValue {
        typealias Key = ConfigKeys.ContentSection
        var members: [String: ExportJSONValue] = [
            Key.id.name: .string(section.id),
            Key.interactive.name: .bool(section.isInteractive),
        ]
        switch section.extent {
        case .height(let height): members[Key.height.name] = .number(Double(height))
        case .rows(let rows): members[Key.rows.name] = .number(Double(rows))
        }
        if let states = section.states { members[Key.states.name] = .array(states.map(ExportJSONValue.string)) }
        if let background = section.background {
            members[Key.background.name] = .string(SceneJSONExporter.hex(background))
        }
        if let label = section.label { members[Key.label.name] = .string(label) }
        return .object(members)
    }
}
