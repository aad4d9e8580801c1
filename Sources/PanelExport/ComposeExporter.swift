import FloatingPanel
import Foundation
import PanelConfig

/// `export --format compose`: each panel as Jetpack Compose `AnchoredDraggableState` anchors and
/// `spring(dampingRatio, stiffness)` specs converted from the tuned spring.
package enum ComposeExporter {
    package static func export(_ scene: ResolvedScene, options: ExportOptions, notes: ExportNotes) -> String {
        let names = SwiftNames(scene: scene)
        let writer = SourceWriter()
        writeHeader(scene, options: options, writer: writer)
        writer.line()
        for name in ComposeHost.imports + ComposeFeelGlue.imports.filter({ !ComposeHost.imports.contains($0) }) {
            writer.line("import \(name)")
        }
        writer.line()
        ComposeHost.writeHelpers(writer)
        for (panel, stem) in zip(scene.panels, names.panelStems) {
            writer.line()
            writer.line("// Panel \"\(panel.id)\"")
            writePanel(
                panel, stem: stem, scene: scene, names: names, fitted: options.fittedSprings[panel.id],
                live: options.live, writer: writer, notes: notes)
        }
        return writer.text
    }

    /// The file's header comment: every line before the imports.
    static func writeHeader(_ scene: ResolvedScene, options: ExportOptions, writer: SourceWriter) {
        writer.comment(
            FeelSetupUsage.lines(
                scene, format: .compose, counts: options.feelCounts,
                difference: Array(options.feelDifference.dropFirst()))
                + options.header(scene, format: .compose) + [""] + TargetLimitations.compose)
        writer.comment([
            "",
            "AnchoredDraggableDefaults and the flingBehavior parameter of anchoredDraggable are new in",
            "androidx.compose.foundation 1.8.0; on 1.7 pass the animation specs to AnchoredDraggableState instead.",
        ])
    }

    /// `live`: the springs are Compose state the live client sets (`export --live`).
    private static func writePanel(
        _ panel: ResolvedPanel, stem: String, scene: ResolvedScene, names: SwiftNames, fitted: FittedSprings?,
        live: Bool, writer: SourceWriter, notes: ExportNotes
    ) {
        let resolved = ResolvedStops(panel: panel, scene: scene)
        guard !resolved.stops.isEmpty else {
            writer.line(
                "// " + notes.cannotRepresent(panel, "no resting state besides hidden; nothing to drag between."))
            return
        }
        // Hidden is an anchor of its own when the panel starts there or may be swiped there.
        let hidden = resolved.initialStop == nil || resolved.removalEnabled
        let stateType = "\(stem)PanelState"
        let prefix = SwiftNames.lowerCamel(stem)
        let caseName = { (state: FloatingPanelState) in SwiftNames.capitalized(names.name(of: state)) }
        // Kotlin reads Float literals as Float, so Float's own shortest spelling is exact.
        let f = { (value: Double) in "\(Float(value))f" }
        let formula = StopFormula(resolved, syntax: .kotlin())

        writer.line()
        writer.comment(["Resting states of panel \"\(panel.id)\", most expanded first."], prefix: "// ")
        let cases = resolved.stops.map { caseName($0.state) } + (hidden ? ["Hidden"] : [])
        writer.line("enum class \(stateType) { \(cases.joined(separator: ", ")) }")
        if let presentation = panel.adaptivePresentation {
            writer.comment(
                [
                    "An adaptive presentation: its detents as the anchors, the backdrop at the largest.",
                    notes.cannotRepresent(
                        panel,
                        "the side card of wide containers (\(presentation.side.rawValue), \(ExportNumber.exact(Double(presentation.idealWidth))) dp wide): place the panel across the container yourself."
                    ),
                ], prefix: "// ")
        }

        writer.line()
        writer.comment(
            [
                "Anchor offsets of panel \"\(panel.id)\"'s \(trackedEdge(resolved.position)) edge in px, for a container",
                "`containerLength` dp long on the main axis with safe-area insets `insetStart`/`insetEnd` dp",
                "(top/bottom for vertical panels), at `density` px per dp.",
            ] + resolved.stops.map { "\($0.state.rawValue): \(ResolvedStops.describe($0.anchor))." },
            prefix: "// ")
        writer.line("fun \(prefix)PanelAnchors(")
        let content = resolved.contentLength.map { ", contentLength: Float = \(Float($0))f" } ?? ""
        writer.line("    containerLength: Float, insetStart: Float, insetEnd: Float, density: Float\(content),")
        writer.block("): DraggableAnchors<\(stateType)> = DraggableAnchors {") {
            for stop in resolved.stops {
                writer.line("\(stateType).\(caseName(stop.state)) at (\(formula.location(stop))) * density")
            }
            if hidden {
                let offscreen = resolved.position == .bottom || resolved.position == .right ? "containerLength" : "0f"
                writer.line("\(stateType).Hidden at \(offscreen) * density")
            }
        }
        writer.comment(
            ["Backdrop alpha of panel \"\(panel.id)\" at rest in each state, FloatingPanel's `backdropAlpha(for:)`."],
            prefix: "// ")
        let alphas =
            resolved.stops.map { "\(stateType).\(caseName($0.state)) to \(f(Double($0.backdropAlpha)))" }
            + (hidden ? ["\(stateType).Hidden to 0.0f"] : [])
        writer.line("val \(prefix)PanelBackdropAlphas = mapOf(\(alphas.joined(separator: ", ")))")

        let springs = ExportedMotion.composeSprings(
            panel, fitted: fitted, distance: Double(resolved.containerLength))
        let (fast, slow, shortFast, shortSlow) = (
            springs.exactFling, springs.exactSettle, springs.fling, springs.settle
        )
        let exact = { (value: Double) in ExportNumber.exact(value) }
        let rounded = { (value: Double) in ExportNumber.rounded(value) }
        writer.line()
        writer.comment(
            SpringSummary.lines(panel.behavior)
                + (fitted?.lines {
                    "spring(dampingRatio = \(rounded($0.dampingRatio)), stiffness = \(rounded($0.stiffness)))"
                }
                    ?? ["The springs below are that closed form."])
                + [
                    "Exactly: fling ζ \(exact(fast.dampingRatio)), stiffness \(exact(fast.stiffness));",
                    "settle ζ \(exact(slow.dampingRatio)), stiffness \(exact(slow.stiffness)). The shorter numbers below keep each spring's",
                    "motion across the container within \(exact(Double(ShortSpringNumbers.tolerance))) dp of the exact one.",
                ]
                + RecipeExport.notes(
                    panel, format: "AnchoredDraggable", draggable: "the `enabled` of Modifier.anchoredDraggable",
                    notes: notes)
                + PanelExtrasExport.notes(
                    panel, format: "AnchoredDraggable", hints: PanelExtrasExport.compose, notes: notes),
            prefix: "// ")
        // Live, each spring is state the client sets and the fling behavior reads again (the feel
        // glue imports `mutableStateOf` and `setValue`).
        let (declaration, assignment, close) = live ? ("var", "by mutableStateOf(", ")") : ("val", "=", "")
        for (name, spring) in [("Fling", shortFast), ("Settle", shortSlow)] {
            writer.line(
                "\(declaration) \(prefix)Panel\(name)Spring: AnimationSpec<Float> \(assignment)"
                    + (live ? "" : " ")
                    + "spring(dampingRatio = \(f(spring.dampingRatio)), stiffness = \(f(spring.stiffness)))\(close)")
        }

        ComposeHost.writePanel(
            ComposeHost.Panel(
                id: panel.id, prefix: prefix, stem: stem, stateType: stateType,
                initialCase: resolved.initialStop.map { caseName($0.state) } ?? "Hidden",
                presentedCase: resolved.presentationStop.map { caseName($0.state) } ?? "Hidden",
                threshold: f(Double(panel.behavior.defaultRedirectionalProgress)),
                thresholdText: ExportNumber.rounded(Double(panel.behavior.defaultRedirectionalProgress)),
                vertical: resolved.position.isVertical),
            writer: writer)
        ComposeFeelGlue.write(
            panelID: panel.id, prefix: prefix, position: resolved.position,
            initialState: resolved.initialStop?.state.rawValue ?? "hidden", trackedEdge: trackedEdge(resolved.position),
            backdropAlphas: resolved.stops.map { (state: $0.state.rawValue, alpha: f(Double($0.backdropAlpha))) }
                + (hidden ? [(state: "hidden", alpha: "0.0f")] : []),
            writer: writer)
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
}
