import FloatingPanel
import Foundation
import PanelConfig

/// What the Compose export adds so a panel can be used as it is: the fling behavior that picks
/// FloatingPanel's fast or slow spring by the release speed, a programmatic move with the settle
/// spring, and a host composable that measures its container, updates the anchors from its size
/// and safe-drawing insets, moves the panel with `Modifier.offset` and draws the backdrop as a
/// scrim (Docs/export.md#compose).
enum ComposeHost {
    /// Every import the file uses, each a real declaration of androidx.compose 1.8 or Kotlin.
    static let imports = [
        "androidx.compose.animation.core.AnimationSpec",
        "androidx.compose.animation.core.spring",
        "androidx.compose.foundation.gestures.AnchoredDraggableDefaults",
        "androidx.compose.foundation.gestures.AnchoredDraggableState",
        "androidx.compose.foundation.gestures.DraggableAnchors",
        "androidx.compose.foundation.gestures.FlingBehavior",
        "androidx.compose.foundation.gestures.Orientation",
        "androidx.compose.foundation.gestures.ScrollScope",
        "androidx.compose.foundation.gestures.anchoredDraggable",
        "androidx.compose.foundation.gestures.animateTo",
        "androidx.compose.foundation.layout.Box",
        "androidx.compose.foundation.layout.WindowInsets",
        "androidx.compose.foundation.layout.fillMaxSize",
        "androidx.compose.foundation.layout.offset",
        "androidx.compose.foundation.layout.safeDrawing",
        "androidx.compose.runtime.Composable",
        "androidx.compose.runtime.derivedStateOf",
        "androidx.compose.runtime.getValue",
        "androidx.compose.runtime.remember",
        "androidx.compose.ui.Modifier",
        "androidx.compose.ui.draw.drawBehind",
        "androidx.compose.ui.graphics.Color",
        "androidx.compose.ui.layout.onSizeChanged",
        "androidx.compose.ui.platform.LocalDensity",
        "androidx.compose.ui.platform.LocalLayoutDirection",
        "androidx.compose.ui.unit.IntOffset",
        "kotlin.math.abs",
        "kotlin.math.roundToInt",
    ]

    /// The names one panel's code uses.
    struct Panel {
        var id: String
        var prefix: String
        var stem: String
        var stateType: String
        /// The state it starts in (`Hidden` for a layout that starts hidden).
        var initialCase: String
        /// The state it is shown at when presented.
        var presentedCase: String
        /// The positional threshold, as a Kotlin Float, and as text for comments.
        var threshold: String
        var thresholdText: String
        var vertical: Bool
    }

    /// The backdrop interpolation every panel shares.
    /// FloatingPanel's speed between its fast and slow release springs, as the Kotlin writes it.
    private static let fastReleaseSpeed = ExportNumber.exact(FloatingPanelSpringParameters.fastReleaseSpeedThreshold)

    static func writeHelpers(_ writer: SourceWriter) {
        writer.comment(
            [
                "The backdrop alpha at `offset` px: linear between the neighbouring anchors' alphas, the",
                "nearest one's beyond them, as FloatingPanel interpolates its backdrop.",
            ], prefix: "// ")
        writer.block("fun panelBackdropAlpha(offset: Float, stops: List<Pair<Float, Float>>): Float {") {
            writer.line("val sorted = stops.filter { !it.first.isNaN() }.sortedBy { it.first }")
            writer.line("if (offset.isNaN() || sorted.isEmpty()) return 0f")
            writer.line("if (offset <= sorted.first().first) return sorted.first().second")
            writer.block("for (index in 1 until sorted.size) {") {
                writer.line("val (end, endAlpha) = sorted[index]")
                writer.block("if (offset <= end) {") {
                    writer.line("val (start, startAlpha) = sorted[index - 1]")
                    writer.line(
                        "return if (end == start) endAlpha else startAlpha + (offset - start) / (end - start) * (endAlpha - startAlpha)"
                    )
                }
            }
            writer.line("return sorted.last().second")
        }
    }

    /// The panel's fling behavior, move function and host.
    static func writePanel(_ panel: Panel, writer: SourceWriter) {
        let state = "AnchoredDraggableState<\(panel.stateType)>"
        writer.line()
        writer.comment(
            [
                "Settles panel \"\(panel.id)\" after a release: faster than \(fastReleaseSpeed) dp/s with the fling spring, slower",
                "with the settle spring, as FloatingPanel picks its spring; a release past \(panel.thresholdText) of the way",
                "to the next anchor goes there (FloatingPanel's redirectional progress).",
            ], prefix: "// ")
        writer.line("@Composable")
        writer.block("fun remember\(panel.stem)PanelFlingBehavior(state: \(state)): FlingBehavior {") {
            for (name, spring) in [("fast", "Fling"), ("slow", "Settle")] {
                writer.line("val \(name) = AnchoredDraggableDefaults.flingBehavior(")
                writer.line("    state = state,")
                writer.line("    positionalThreshold = { distance -> distance * \(panel.threshold) },")
                writer.line("    animationSpec = \(panel.prefix)Panel\(spring)Spring,")
                writer.line(")")
            }
            writer.line("val density = LocalDensity.current.density")
            writer.block("return remember(fast, slow, density) {") {
                writer.block("object : FlingBehavior {") {
                    writer.line("override suspend fun ScrollScope.performFling(initialVelocity: Float): Float =")
                    writer.line(
                        "    with(if (abs(initialVelocity) > \(fastReleaseSpeed)f * density) fast else slow) { performFling(initialVelocity) }"
                    )
                }
            }
        }
        writer.line()
        writer.comment(
            [
                "Moves panel \"\(panel.id)\" to `target` as FloatingPanel's `move(to:animated:)` does: with the settle spring."
            ],
            prefix: "// ")
        writer.line("suspend fun move\(panel.stem)Panel(state: \(state), target: \(panel.stateType)) =")
        writer.line("    state.animateTo(target, \(panel.prefix)PanelSettleSpring)")
        writeHost(panel, writer: writer)
    }

    private static func writeHost(_ panel: Panel, writer: SourceWriter) {
        let (start, end) =
            panel.vertical
            ? ("getTop(density)", "getBottom(density)")
            : ("getLeft(density, direction)", "getRight(density, direction)")
        let length = panel.vertical ? "size.height" : "size.width"
        let offset = panel.vertical ? "IntOffset(0, offset.roundToInt())" : "IntOffset(offset.roundToInt(), 0)"
        let orientation = panel.vertical ? "Vertical" : "Horizontal"
        writer.line()
        writer.comment(
            [
                "Panel \"\(panel.id)\" in a container that fills `modifier`'s bounds: the anchors follow the",
                "container's size and its safe-drawing insets, the backdrop is drawn behind the panel, and the",
                "panel starts at \(panel.initialCase)"
                    + (panel.initialCase == "Hidden"
                        ? " (present it with `move\(panel.stem)Panel(state, \(panel.stateType).\(panel.presentedCase))`)."
                        : "."),
                "Pass a `state` of your own to move the panel from elsewhere.",
            ], prefix: "// ")
        writer.line("@Composable")
        writer.line("fun \(panel.stem)PanelHost(")
        writer.line("    modifier: Modifier = Modifier,")
        writer.line(
            "    state: AnchoredDraggableState<\(panel.stateType)> = remember { AnchoredDraggableState(initialValue = \(panel.stateType).\(panel.initialCase)) },"
        )
        writer.line("    content: @Composable () -> Unit,")
        writer.block(") {") {
            writer.line("val density = LocalDensity.current")
            if !panel.vertical { writer.line("val direction = LocalLayoutDirection.current") }
            writer.line("val insets = WindowInsets.safeDrawing")
            writer.line("val flingBehavior = remember\(panel.stem)PanelFlingBehavior(state)")
            writer.line("val placed by remember { derivedStateOf { !state.offset.isNaN() } }")
            writer.line("Box(")
            writer.line("    modifier")
            writer.line("        .fillMaxSize()")
            writer.line("        .onSizeChanged { size ->")
            writer.line("            state.updateAnchors(")
            writer.line("                \(panel.prefix)PanelAnchors(")
            writer.line("                    containerLength = \(length) / density.density,")
            writer.line("                    insetStart = insets.\(start) / density.density,")
            writer.line("                    insetEnd = insets.\(end) / density.density,")
            writer.line("                    density = density.density,")
            writer.line("                )")
            writer.line("            )")
            writer.line("        }")
            writer.line("        .drawBehind {")
            writer.line(
                "            val stops = \(panel.prefix)PanelBackdropAlphas.map { (value, alpha) -> state.anchors.positionOf(value) to alpha }"
            )
            writer.line("            drawRect(Color.Black, alpha = panelBackdropAlpha(state.offset, stops))")
            writer.line("        },")
            writer.block(") {") {
                writer.block("if (placed) {") {
                    writer.line("Box(")
                    writer.line("    Modifier")
                    writer.line("        .offset {")
                    writer.line("            val offset = state.offset")
                    writer.line("            \(offset)")
                    writer.line("        }")
                    writer.line("        .fillMaxSize()")
                    writer.line("        .anchoredDraggable(")
                    writer.line("            state = state,")
                    writer.line("            orientation = Orientation.\(orientation),")
                    writer.line("            flingBehavior = flingBehavior,")
                    writer.line("        ),")
                    writer.line(") {")
                    writer.line("    content()")
                    writer.line("}")
                }
            }
        }
    }
}
