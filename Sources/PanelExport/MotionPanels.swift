import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// The motion parts' data (Docs/export.md "FloatingPanel's feel") from the panels as a scene
/// runtime lays them out at the start of `simulate`, adaptive presentations included.
package enum MotionPanels {
    /// Every panel of `scene`, resolved by the runtime `simulate` would start.
    package static func of(_ scene: ResolvedScene) -> [MotionPanelData] {
        let runtime = StepApplier.makeRuntime(scene)
        runtime.showAll()
        return MotionPanelData.panels(of: scene) { runtime.panel(id: $0.id)?.controller }
    }

    /// `export --motion` in `format`, from the runtime's panels.
    package static func motionResult(_ format: ExportFormat, scene: ResolvedScene, options: ExportOptions)
        -> ExportResult
    {
        format.motionResult(scene, panels: of(scene), options: options)
    }
}
