import Foundation
import PanelConfig

extension ExportFormat {
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
        case .md: text = SpecSheet.export(scene, options: options, feel: options.platformFeel)
        }
        let client = options.live ? LiveClientExport.lines(scene, format: self) : nil
        return ExportResult(
            text: client.map { text + $0.joined(separator: "\n") + "\n" } ?? text, warnings: notes.warnings)
    }
}
