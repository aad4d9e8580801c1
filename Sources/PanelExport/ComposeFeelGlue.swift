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
        "FloatingPanel's feel (the second setup): the class below moves panel %@ with",
        "FloatingPanelMotion, the motion part exported with this file; put it beside this one. The drag",
        "follows the finger with FloatingPanel's rubber band; on release `FloatingPanelMotion.releaseIn`",
        "chooses FloatingPanel's stop from where the panel is and the release velocity Compose's",
        "VelocityTracker measured, with the stops resolved in the container the feel host measured, and",
        "the panel moves along FloatingPanel's own path, one point per display frame (withFrameNanos):",
        "the same stop and the same frames as FloatingPanel at the rate passed as `refreshRate` (the",
        "display's, e.g. `LocalView.current.display.refreshRate`). Units: the motion part works in dp",
        "(1 pt = 1 dp); `offsetPx` is px, dp × `density`. A stop of \"hidden\" means FloatingPanel removed",
        "the panel: take it away when `state` becomes \"hidden\". The anchoredDraggable setup above is",
        "clamped to its anchors and snaps with its own rules; use this one when the panel must feel as it",
        "does with FloatingPanel.",
    ]

    /// The feel class and its drag modifier for one panel.
    static func write(
        panelID: String, prefix: String, position: FloatingPanelPosition, initialState: String, trackedEdge: String,
        backdropAlphas: [(state: String, alpha: String)], writer: SourceWriter
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
            writer.comment(["The container in dp, its size and safe-drawing insets: the stops are resolved in it."])
            writer.line("var container by mutableStateOf(FloatingPanelMotion.sceneContainer)")
            writer.line("    private set")
            writer.line(
                "var offsetPx by mutableFloatStateOf(FloatingPanelMotion.locationIn(\(id), initialState, container).toFloat() * density)"
            )
            writer.line("    private set")
            writer.line("private var dragStart = 0.0")
            writer.line("private var dragged = 0.0")
            writer.line("private var moving = false")
            writer.line("val draggableState = DraggableState { onDelta(it) }")
            writer.line(
                "private val backdropAlphas = listOf("
                    + backdropAlphas.map { "\(KotlinMotionWriter.quoted($0.state)) to \($0.alpha)" }.joined(
                        separator: ", ") + ")")
            writer.line()
            writer.comment([
                "Resolves the stops in a new container; a panel at rest moves to its state's stop there."
            ])
            writer.block("fun updateContainer(newContainer: Container) {") {
                writer.line("container = newContainer")
                writer.line(
                    "if (!moving) offsetPx = FloatingPanelMotion.locationIn(\(id), state, newContainer).toFloat() * density"
                )
            }
            writer.line()
            writer.comment([
                "The backdrop's alpha where the panel is: between the neighbouring stops' alphas, as",
                "FloatingPanel interpolates its backdrop.",
            ])
            writer.line(
                "fun backdropAlpha(): Float = panelBackdropAlpha(offsetPx, backdropAlphas.map { (name, alpha) ->")
            writer.line(
                "    FloatingPanelMotion.locationIn(\(id), name, container).toFloat() * density to alpha")
            writer.line("})")
            writer.line()
            writer.block("fun onDragStarted() {") {
                writer.line("moving = true")
                writer.line("dragStart = (offsetPx / density).toDouble()")
                writer.line("dragged = 0.0")
            }
            writer.line()
            writer.block("fun onDelta(deltaPx: Float) {") {
                writer.line("dragged += deltaPx / density")
                writer.line(
                    "offsetPx = FloatingPanelMotion.dragLocationIn(\(id), dragStart, dragged, container).toFloat() * density"
                )
            }
            writer.line()
            writer.comment(["Plays the release: FloatingPanel's stop, its path one point per frame."])
            writer.block("suspend fun onDragStopped(velocityPxPerSecond: Float, refreshRate: Float) {") {
                writer.line("val release = FloatingPanelMotion.releaseIn(")
                writer.line(
                    "    \(id), state, (offsetPx / density).toDouble(), (velocityPxPerSecond / density).toDouble(),")
                writer.line("    refreshRate.toDouble(), container,")
                writer.line(")")
                writer.block("for (point in release.path) {") {
                    writer.line("withFrameNanos { }")
                    writer.line("offsetPx = point.toFloat() * density")
                }
                writer.line(
                    "offsetPx = FloatingPanelMotion.locationIn(\(id), release.target, container).toFloat() * density")
                writer.line("state = release.target")
                writer.line("moving = false")
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
        writeHost(type: type, prefix: prefix, id: id, writer: writer)
    }

    /// The composable that gives the feel its container and draws its backdrop.
    private static func writeHost(type: String, prefix: String, id: String, writer: SourceWriter) {
        writer.line()
        writer.comment(
            [
                "Panel \(id) with FloatingPanel's feel in a container that fills `modifier`'s bounds: the",
                "stops follow the container's size and its safe-drawing insets, the backdrop is drawn behind",
                "the panel with FloatingPanel's alphas, and the panel is dragged and placed by the feel.",
            ], prefix: "// ")
        writer.line("@Composable")
        writer.line("fun \(SwiftNames.capitalized(prefix))PanelFeelHost(")
        writer.line("    feel: \(type),")
        writer.line("    refreshRate: Float,")
        writer.line("    modifier: Modifier = Modifier,")
        writer.line("    content: @Composable () -> Unit,")
        writer.block(") {") {
            writer.line("val density = LocalDensity.current")
            writer.line("val direction = LocalLayoutDirection.current")
            writer.line("val insets = WindowInsets.safeDrawing")
            writer.line("Box(")
            writer.line("    modifier")
            writer.line("        .fillMaxSize()")
            writer.line("        .onSizeChanged { size ->")
            writer.line("            val dp = density.density")
            writer.line("            feel.updateContainer(")
            writer.line("                Container(")
            writer.line("                    width = (size.width / dp).toDouble(),")
            writer.line("                    height = (size.height / dp).toDouble(),")
            writer.line("                    top = (insets.getTop(density) / dp).toDouble(),")
            writer.line("                    left = (insets.getLeft(density, direction) / dp).toDouble(),")
            writer.line("                    bottom = (insets.getBottom(density) / dp).toDouble(),")
            writer.line("                    right = (insets.getRight(density, direction) / dp).toDouble(),")
            writer.line("                )")
            writer.line("            )")
            writer.line("        }")
            writer.line("        .drawBehind { drawRect(Color.Black, alpha = feel.backdropAlpha()) },")
            writer.block(") {") {
                writer.line("Box(Modifier.fillMaxSize().\(prefix)PanelFeelDrag(feel, refreshRate)) {")
                writer.line("    content()")
                writer.line("}")
            }
        }
    }
}
