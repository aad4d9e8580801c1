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
        "- per-pair redirectional progress (one positional threshold for every pair) and rubber banding",
        "  (Compose offers an OverscrollEffect instead);",
        "- the removal velocity threshold: a removable panel or one that starts hidden gets a `Hidden`",
        "  anchor off screen, reached like any other anchor; nothing asks a faster fling for it;",
        "- anchor kinds: offsets are computed from the container and safe-area insets passed in, and",
        "  intrinsic/adaptive anchors use the scene's content size;",
        "- the surface itself: backdrop, shadows, corners, grabber, padding and margins are yours to draw.",
        "The anchor functions take lengths in dp and return offsets in px from the container's top",
        "(left for left/right panels): they multiply by `density` themselves, as AnchoredDraggableState",
        "works in px. 1 pt is written as 1 dp.",
    ]

    package static func export(_ scene: ResolvedScene, options: ExportOptions, notes: ExportNotes) -> String {
        let names = SwiftNames(scene: scene)
        let writer = SourceWriter()
        writer.comment(options.header(scene, format: .compose) + [""] + limitations)
        writer.comment([
            "",
            "AnchoredDraggableDefaults and the flingBehavior parameter of anchoredDraggable are new in",
            "androidx.compose.foundation 1.8.0; on 1.7 pass the animation specs to AnchoredDraggableState instead.",
        ])
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
            writePanel(panel, stem: stem, scene: scene, names: names, writer: writer, notes: notes)
        }
        return writer.text
    }

    private static func writePanel(
        _ panel: ResolvedPanel, stem: String, scene: ResolvedScene, names: SwiftNames, writer: SourceWriter,
        notes: ExportNotes
    ) {
        let resolved = ResolvedStops(panel: panel, scene: scene)
        guard !resolved.stops.isEmpty else {
            writer.line(
                "// " + notes.cannotRepresent(panel, "no resting state besides hidden; nothing to drag between."))
            return
        }
        // Hidden is an anchor of its own when the panel starts there or may be swiped there.
        let hidden = resolved.initialStop == nil || panel.removalInteractionEnabled
        let stateType = "\(stem)PanelState"
        let prefix = SwiftNames.lowerCamel(stem)
        let caseName = { (state: FloatingPanelState) in SwiftNames.capitalized(names.name(of: state)) }
        // Kotlin reads Float literals as Float, so Float's own shortest spelling is exact.
        let f = { (value: Double) in "\(Float(value))f" }

        writer.line()
        writer.comment(["Resting states of panel \"\(panel.id)\", most expanded first."], prefix: "// ")
        let cases = resolved.stops.map { caseName($0.state) } + (hidden ? ["Hidden"] : [])
        writer.line("enum class \(stateType) { \(cases.joined(separator: ", ")) }")

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
            if hidden {
                let offscreen = resolved.position == .bottom || resolved.position == .right ? "containerLength" : "0f"
                writer.line("\(stateType).Hidden at \(offscreen) * density")
            }
        }

        let fast = FloatingPanelSpringParameters.fastRelease(of: panel.behavior)
        let slow = FloatingPanelSpringParameters.slowRelease(of: panel.behavior)
        let distance = Double(resolved.containerLength)
        let shortFast = ShortSpringNumbers.dampingAndStiffness(fast, distance: distance)
        let shortSlow = ShortSpringNumbers.dampingAndStiffness(slow, distance: distance)
        let exact = { (value: Double) in ExportNumber.exact(value) }
        writer.line()
        writer.comment(
            SpringSummary.lines(panel.behavior) + [
                "Exactly: fling ζ \(exact(fast.dampingRatio)), stiffness \(exact(fast.stiffness));",
                "settle ζ 1, stiffness \(exact(slow.stiffness)). The shorter numbers below keep each spring's",
                "motion across the container within \(exact(Double(ShortSpringNumbers.tolerance))) dp of the exact one.",
            ]
                + RecipeExport.notes(
                    panel, format: "AnchoredDraggable", draggable: "the `enabled` of Modifier.anchoredDraggable",
                    notes: notes),
            prefix: "// ")
        writer.line(
            "val \(prefix)PanelFlingSpring: AnimationSpec<Float> = "
                + "spring(dampingRatio = \(f(shortFast.dampingRatio)), stiffness = \(f(shortFast.stiffness)))")
        writer.line(
            "val \(prefix)PanelSettleSpring: AnimationSpec<Float> = "
                + "spring(dampingRatio = \(f(shortSlow.dampingRatio)), stiffness = \(f(shortSlow.stiffness)))")

        let threshold = f(Double(panel.behavior.defaultRedirectionalProgress))
        let orientation = resolved.position.isVertical ? "Vertical" : "Horizontal"
        writer.line()
        writer.comment(["A new state for panel \"\(panel.id)\", at its layout's initial state."], prefix: "// ")
        let initialCase = resolved.initialStop.map { caseName($0.state) } ?? "Hidden"
        writer.line(
            "fun \(prefix)PanelState(anchors: DraggableAnchors<\(stateType)>) = "
                + "AnchoredDraggableState(initialValue = \(stateType).\(initialCase), anchors = anchors)")
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
