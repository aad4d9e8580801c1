import FloatingPanel
import Foundation
import PanelConfig

/// The second setup of the Compose export (Docs/export.md "FloatingPanel's feel"): a panel driven
/// by the motion part (`export --format compose --motion`), which decides the stop by FloatingPanel's
/// rules and plays FloatingPanel's per-frame spring one point a frame, overshoot included.
package enum ComposeFeelGlue {
    /// What the glue needs beyond the library-default setup's imports.
    static let imports = [
        "androidx.compose.foundation.gestures.draggable",
        "androidx.compose.foundation.gestures.DraggableState",
        "androidx.compose.runtime.mutableFloatStateOf",
        "androidx.compose.runtime.mutableStateOf",
        "androidx.compose.runtime.setValue",
        "androidx.compose.runtime.withFrameNanos",
    ]

    static let explanation = [
        "FloatingPanel's feel (the second setup, Docs/export.md): the class below moves panel %@ with",
        "FloatingPanelMotion, written by `panel-sandbox export --format compose --motion` into a file",
        "beside this one. The drag follows the finger with FloatingPanel's rubber band; on release",
        "`FloatingPanelMotion.release` chooses FloatingPanel's stop from where the panel is and the",
        "release velocity Compose's VelocityTracker measured, and the panel moves along FloatingPanel's",
        "own path, one point per display frame (withFrameNanos): the same stop and the same frames as the",
        "sandbox at the rate passed as `refreshRate` (the display's, e.g. `LocalView.current.display.refreshRate`).",
        "Units: the motion part works in dp (1 pt = 1 dp); `offsetPx` is px, dp × `density`. A stop of",
        "\"hidden\" means FloatingPanel removed the panel: take it away when `state` becomes \"hidden\".",
        "The anchoredDraggable setup above is clamped to its anchors and snaps with its own rules; use",
        "this one when the panel must feel as it does with FloatingPanel.",
    ]

    /// The feel class and its drag modifier for one panel.
    static func write(
        panelID: String, prefix: String, position: FloatingPanelPosition, initialState: String, trackedEdge: String,
        writer: SourceWriter
    ) {
        let id = KotlinMotionWriter.quoted(panelID)
        let type = SwiftNames.capitalized(prefix) + "PanelFeel"
        let vertical = position.isVertical
        writer.line()
        writer.comment(
            explanation.map { $0.replacingOccurrences(of: "%@", with: id) } + [
                "`offsetPx` is where the panel's \(trackedEdge) edge is, from the container's \(vertical ? "top" : "left") edge."
            ])
        writer.block(
            "class \(type)(private val density: Float, initialState: String = \(KotlinMotionWriter.quoted(initialState))) {"
        ) {
            writer.line("var state by mutableStateOf(initialState)")
            writer.line("    private set")
            writer.line(
                "var offsetPx by mutableFloatStateOf(FloatingPanelMotion.location(\(id), initialState).toFloat() * density)"
            )
            writer.line("    private set")
            writer.line("private var dragStart = 0.0")
            writer.line("private var dragged = 0.0")
            writer.line("val draggableState = DraggableState { onDelta(it) }")
            writer.line()
            writer.block("fun onDragStarted() {") {
                writer.line("dragStart = (offsetPx / density).toDouble()")
                writer.line("dragged = 0.0")
            }
            writer.line()
            writer.block("fun onDelta(deltaPx: Float) {") {
                writer.line("dragged += deltaPx / density")
                writer.line(
                    "offsetPx = FloatingPanelMotion.dragLocation(\(id), dragStart, dragged).toFloat() * density")
            }
            writer.line()
            writer.comment(["Plays the release: FloatingPanel's stop, its path one point per frame."])
            writer.block("suspend fun onDragStopped(velocityPxPerSecond: Float, refreshRate: Float) {") {
                writer.line("val release = FloatingPanelMotion.release(")
                writer.line(
                    "    \(id), state, (offsetPx / density).toDouble(), (velocityPxPerSecond / density).toDouble(),")
                writer.line("    refreshRate.toDouble(),")
                writer.line(")")
                writer.block("for (point in release.path) {") {
                    writer.line("withFrameNanos { }")
                    writer.line("offsetPx = point.toFloat() * density")
                }
                writer.line("offsetPx = FloatingPanelMotion.location(\(id), release.target).toFloat() * density")
                writer.line("state = release.target")
            }
        }
        writer.line()
        writer.comment([
            "Drags the panel with FloatingPanel's feel and places it at `feel.offsetPx`; `remember` the feel."
        ])
        writer.line("fun Modifier.\(prefix)PanelFeelDrag(feel: \(type), refreshRate: Float): Modifier =")
        writer.line("    draggable(")
        writer.line("        state = feel.draggableState,")
        writer.line("        orientation = Orientation.\(vertical ? "Vertical" : "Horizontal"),")
        writer.line("        onDragStarted = { feel.onDragStarted() },")
        writer.line("        onDragStopped = { velocity -> feel.onDragStopped(velocity, refreshRate) },")
        let offset = vertical ? "IntOffset(0, feel.offsetPx.roundToInt())" : "IntOffset(feel.offsetPx.roundToInt(), 0)"
        writer.line("    ).offset { \(offset) }")
    }
}
