import FloatingPanel
import Foundation
import PanelConfig

/// The delegate recipes (Docs/config.md "Behavior: delegate recipes") in the formats without a
/// delegate: what the web and Android formats can and cannot say of them.
package enum RecipeExport {
    /// Comment lines on how `panel`'s recipes map onto a format without a delegate; empty when
    /// it has none. `draggable` says how that format turns dragging off, if it can. What the
    /// format cannot express is also recorded in `notes` (a warning of the export).
    static func notes(_ panel: ResolvedPanel, format: String, draggable: String?, notes: ExportNotes) -> [String] {
        let recipes = panel.recipes
        guard !recipes.isEmpty else { return [] }
        var lines = ["Delegate recipes of this panel's behavior, in \(format):"]
        func cannot(_ sentence: String) { lines.append("- " + notes.cannotRepresent(panel, sentence)) }
        if let states = recipes.draggableStates {
            let list = states.map(\.rawValue).joined(separator: ", ")
            if let draggable {
                lines.append(
                    states.isEmpty
                        ? "- draggableStates []: \(draggable) is off (set here)."
                        : "- draggableStates [\(list)]: toggle \(draggable) when the state changes; it is not per state."
                )
            } else {
                cannot("draggableStates [\(list)]; every state can be dragged.")
            }
        }
        if recipes.moveBoundary != nil {
            cannot("moveBoundary; the drag stops at the outermost stops as the \(format) does.")
        }
        if recipes.scrollableStates != nil {
            cannot("scrollableStates; the content scrolls as the \(format) decides.")
        }
        if let tap = recipes.surfaceTap {
            let states = tap.states.map(\.rawValue).joined(separator: ", ")
            cannot(
                "surfaceTap; add a tap handler on the sheet that snaps to \(tap.moveTo.rawValue) while at \(states).")
        }
        if let distance = recipes.removeBeyond {
            cannot(
                "removeBeyond \(ExportNumber.exact(Double(distance))) pt; dismissal follows the \(format)'s own threshold."
            )
        }
        if !recipes.animations.isEmpty {
            cannot("animations; the \(format) animates opening, closing and snapping itself.")
        }
        return lines
    }
}
