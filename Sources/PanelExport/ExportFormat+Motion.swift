import FloatingPanel
import Foundation
import PanelConfig

extension ExportFormat {
    /// The motion part alone: pure Kotlin for `compose`, a TypeScript module for `css` (vaul);
    /// empty text for a format without one. `panels` are the panels as a scene runtime resolved
    /// them; nil resolves each from its own layout in the scene's container.
    package func motionResult(
        _ scene: ResolvedScene, panels: [MotionPanelData]? = nil, options: ExportOptions = ExportOptions()
    ) -> ExportResult {
        let panels = panels ?? MotionPanelData.panels(of: scene)
        switch self {
        case .compose:
            return ExportResult(text: KotlinMotionWriter.export(scene, panels: panels, options: options), warnings: [])
        case .vaul:
            return ExportResult(
                text: TypeScriptMotionWriter.export(scene, panels: panels, options: options), warnings: [])
        default:
            return ExportResult(text: "", warnings: [])
        }
    }
}
