import FloatingPanel
import Foundation

/// `export --format compose`: each panel as Jetpack Compose `AnchoredDraggableState` anchors and
/// `spring(dampingRatio, stiffness)` specs converted from the tuned spring.
package enum ComposeExporter {
    static let limitations = [
        "What AnchoredDraggable cannot express:",
        "- FloatingPanel's two dampings: its spring is critically damped after a slow release and",
        "  uses the rate's damping ratio after a release faster than 300 pt/s; one AnimationSpec settles",
        "  every fling here (the fast one; the slow one is written too);",
        "- momentum projection and FloatingPanel's velocity rules: the fling behavior moves to the next",
        "  anchor in the fling's direction above its own velocity threshold;",
        "- per-pair redirectional progress (one positional threshold for every pair), rubber banding",
        "  (Compose offers an OverscrollEffect instead) and removal velocity;",
        "- anchor kinds: offsets are computed from the container and safe-area insets passed in, and",
        "  intrinsic/adaptive anchors use the scene's content size;",
        "- the surface itself: backdrop, shadows, corners, grabber, padding and margins are yours to draw.",
        "Offsets are in dp from the container's top (left for left/right panels); multiply by the",
        "density for pixels. 1 pt is written as 1 dp.",
    ]

    package static func export(_ scene: ResolvedScene, options: ExportOptions, notes: ExportNotes) -> String {
        let names = SwiftNames(scene: scene)
        let writer = SourceWriter()
        writer.comment(options.header(scene, format: .compose) + [""] + limitations)
        writer.line()
        writer.line("import androidx.compose.animation.core.AnimationSpec")
        writer.line("import androidx.compose.animation.core.spring")
        writer.line("import androidx.compose.foundation.gestures.AnchoredDraggableDefaults")
        writer.line("import androidx.compose.foundation.gestures.AnchoredDraggableState")
        writer.line("import androidx.compose.foundation.gestures.DraggableAnchors")
        writer.line("import androidx.compose.foundation.gestures.Orientation")
        writer.line("import androidx.compose.foundation.gestures.anchoredDraggable")
        writer.line("import androidx.compose.runtime.Composable")
        writer.line("import androidx.compose.ui.Modifier")
        for (panel, stem) in zip(scene.panels, names.panelStems) {
            writer.line()
            writer.line("// Panel \"\(panel.id)\"")
            writePanel(panel, stem: stem, scene: scene, names: names, writer: writer)
        }
        return writer.text
    }

    private static func writePanel(
        _ panel: ResolvedPanel, stem: String, scene: ResolvedScene, names: SwiftNames, writer: SourceWriter
    ) {
        let resolved = ResolvedStops(panel: panel, scene: scene)
        guard let initial = resolved.initialStop ?? resolved.stops.last else {
            writer.line("// No resting state besides hidden: nothing to drag between.")
            return
        }
        let stateType = "\(stem)PanelState"
        let prefix = SwiftNames.lowerCamel(stem)
        let caseName = { (state: FloatingPanelState) in SwiftNames.capitalized(names.name(of: state)) }
        // Kotlin reads Float literals as Float, so Float's own shortest spelling is exact.
        let f = { (value: Double) in "\(Float(value))f" }

        writer.line()
        writer.comment(["Resting states of panel \"\(panel.id)\", most expanded first."], prefix: "// ")
        writer.line("enum class \(stateType) { \(resolved.stops.map { caseName($0.state) }.joined(separator: ", ")) }")

        writer.line()
        writer.comment(
            [
                "Anchor offsets of panel \"\(panel.id)\"'s \(trackedEdge(resolved.position)) edge in px, for a container",
                "`containerLength` dp long on the main axis with safe-area insets `insetStart`/`insetEnd` dp",
                "(top/bottom for vertical panels), at `density` px per dp.",
            ], prefix: "// ")
        writer.line("fun \(prefix)PanelAnchors(")
        writer.line("    containerLength: Float, insetStart: Float, insetEnd: Float, density: Float,")
        writer.block("): DraggableAnchors<\(stateType)> = DraggableAnchors {") {
            for stop in resolved.stops {
                writer.line("\(stateType).\(caseName(stop.state)) at \(offsetExpression(stop, resolved)) * density")
            }
        }

        let fast = FloatingPanelSpringParameters.fastRelease(of: panel.behavior)
        let slow = FloatingPanelSpringParameters.slowRelease(of: panel.behavior)
        writer.line()
        writer.comment(SpringSummary.lines(panel.behavior), prefix: "// ")
        writer.line(
            "val \(prefix)PanelFlingSpring: AnimationSpec<Float> = "
                + "spring(dampingRatio = \(f(fast.dampingRatio)), stiffness = \(f(fast.stiffness)))")
        writer.line(
            "val \(prefix)PanelSettleSpring: AnimationSpec<Float> = "
                + "spring(dampingRatio = \(f(slow.dampingRatio)), stiffness = \(f(slow.stiffness)))")

        let threshold = f(Double(panel.behavior.defaultRedirectionalProgress))
        let orientation = resolved.position.isVertical ? "Vertical" : "Horizontal"
        writer.line()
        writer.comment(
            ["A new state for panel \"\(panel.id)\", at its layout's initial state (the least expanded if hidden)."],
            prefix: "// ")
        writer.line(
            "fun \(prefix)PanelState(anchors: DraggableAnchors<\(stateType)>) = "
                + "AnchoredDraggableState(initialValue = \(stateType).\(caseName(initial.state)), anchors = anchors)")
        writer.line()
        writer.comment(
            [
                "Drags panel \"\(panel.id)\" between its anchors; a release past \(ExportNumber.rounded(Double(panel.behavior.defaultRedirectionalProgress))) of the way",
                "to the next anchor goes there (FloatingPanel's redirectional progress).",
            ], prefix: "// ")
        writer.line("@Composable")
        writer.line("fun Modifier.\(prefix)PanelDrag(state: AnchoredDraggableState<\(stateType)>): Modifier =")
        writer.line("    anchoredDraggable(")
        writer.line("        state = state,")
        writer.line("        orientation = Orientation.\(orientation),")
        writer.line("        flingBehavior = AnchoredDraggableDefaults.flingBehavior(")
        writer.line("            state = state,")
        writer.line("            positionalThreshold = { distance -> distance * \(threshold) },")
        writer.line("            animationSpec = \(prefix)PanelFlingSpring,")
        writer.line("        ),")
        writer.line("    )")
    }

    /// The panel edge the offsets place: the one `L` tracks (Docs/engine.md §2).
    private static func trackedEdge(_ position: FloatingPanelPosition) -> String {
        switch position {
        case .bottom: return "top"
        case .top: return "bottom"
        case .right: return "left"
        case .left: return "right"
        }
    }

    /// A Kotlin Float expression (dp) for the stop's location, from the container and insets when
    /// the anchor is an inset anchor, else the location resolved for the scene.
    private static func offsetExpression(_ stop: ResolvedStops.Stop, _ resolved: ResolvedStops) -> String {
        let f = { (value: CGFloat) in "\(Float(value))f" }
        guard let anchor = stop.anchor as? FloatingPanelLayoutAnchor else { return "(\(f(stop.location)))" }
        let safe = anchor.referenceGuide == .safeArea
        let (start, end) = safe ? ("insetStart", "insetEnd") : ("0f", "0f")
        let guideLength = safe ? "(containerLength - insetStart - insetEnd)" : "containerLength"
        let distance = anchor.isAbsolute ? f(anchor.inset) : "\(f(anchor.inset)) * \(guideLength)"
        let fromStart = anchor.referenceEdge == .top || anchor.referenceEdge == .left
        return fromStart ? "(\(start) + \(distance))" : "(containerLength - \(end) - \(distance))"
    }
}
