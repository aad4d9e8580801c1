import FloatingPanel
import Foundation
import PanelConfig

/// `export --format android`: each bottom panel as a view with Material's `BottomSheetBehavior`
/// and its XML attributes (`behavior_peekHeight`, `behavior_halfExpandedRatio`,
/// `behavior_expandedOffset`, `behavior_fitToContents`, `behavior_hideable`), each left or right
/// panel with `SideSheetBehavior` (Material 1.8+, the left edge 1.10+), inside a `CoordinatorLayout`.
package enum AndroidExporter {
    package static func export(_ scene: ResolvedScene, options: ExportOptions, notes: ExportNotes) -> String {
        let names = SwiftNames(scene: scene)
        let writer = SourceWriter()
        writer.line("<?xml version=\"1.0\" encoding=\"utf-8\"?>")
        writeHeader(scene, options: options, writer: writer)
        writer.line("<androidx.coordinatorlayout.widget.CoordinatorLayout")
        writer.line("    xmlns:android=\"http://schemas.android.com/apk/res/android\"")
        writer.line("    xmlns:app=\"http://schemas.android.com/apk/res-auto\"")
        writer.line("    android:layout_width=\"match_parent\"")
        writer.line("    android:layout_height=\"match_parent\">")
        for (panel, stem) in zip(scene.panels, names.panelStems) {
            writer.line()
            let resolved = ResolvedStops(panel: panel, scene: scene)
            if resolved.position.isVertical {
                writeBottomSheet(panel, stem: stem, resolved: resolved, writer: writer, notes: notes)
            } else {
                writeSideSheet(panel, stem: stem, resolved: resolved, writer: writer, notes: notes)
            }
        }
        writer.line("</androidx.coordinatorlayout.widget.CoordinatorLayout>")
        return writer.text
    }

    /// The file's header comment: every line before the layout.
    static func writeHeader(_ scene: ResolvedScene, options: ExportOptions, writer: SourceWriter) {
        let lines =
            options.header(scene, format: .android) + [""] + TargetLimitations.android + AndroidStopsCode.importBlock()
        writer.line("<!--")
        writer.lines(lines.map { "  " + commentSafe($0) })
        writer.line("-->")
    }

    /// `BottomSheetBehavior.STATE_HIDDEN` and the like, for a state's role.
    private static func initialLine(_ behavior: String, _ constant: String) -> String {
        "Initial state: \(behavior).\(constant) (set `\(behavior).from(view).state` in code)."
    }

    private static func writeBottomSheet(
        _ panel: ResolvedPanel, stem: String, resolved: ResolvedStops, writer: SourceWriter, notes: ExportNotes
    ) {
        let stops = resolved.stops
        let expanded = stops.first
        let collapsed = stops.count > 1 ? stops.last : nil
        let half = stops.count > 2 ? stops[1] : nil
        let dropped = stops.count > 3 ? Array(stops[2..<(stops.count - 1)]) : []
        // Sized to fit, a sheet has exactly expanded and collapsed; otherwise half always exists.
        let fitsContents = stops.count <= 2
        let (dp, prefix, shape) = sheetParts(panel, stem: stem, resolved: resolved)
        let behaviorName = "BottomSheetBehavior"

        var comment = ["Panel \"\(panel.id)\" (\(resolved.position.rawValue) panel)."]
        if resolved.position == .top {
            comment.append(
                notes.cannotRepresent(
                    panel,
                    "a top panel; Material has no top sheet, so it is written as a bottom sheet with the same visible lengths."
                ))
        }
        comment += adaptiveLines(panel, resolved: resolved, notes: notes)
        let kept: [(ResolvedStops.Stop?, String, String)] = [
            (expanded, "expanded", "STATE_EXPANDED"), (half, "half-expanded", "STATE_HALF_EXPANDED"),
            (collapsed, "collapsed", "STATE_COLLAPSED"),
        ]
        var initial = resolved.initialStop == nil ? "STATE_HIDDEN" : nil
        for (stop, role, constant) in kept {
            guard let stop else { continue }
            if stop.state == resolved.entry.layout.initialState { initial = constant }
            comment.append(
                "\(stop.state.rawValue) (\(ResolvedStops.describe(stop.anchor))) is \(role): \(dp(stop.extent)) showing."
            )
        }
        for stop in dropped {
            comment.append(
                notes.cannotRepresent(
                    panel,
                    "\(stop.state.rawValue) (\(dp(stop.extent)) showing): a bottom sheet has no fourth resting state; left out."
                ))
        }
        if initial == nil, let start = resolved.initialStop {
            // The initial state was dropped: start at the kept state nearest to it.
            let nearest = kept.compactMap { stop, _, constant in stop.map { ($0, constant) } }
                .min { abs($0.0.extent - start.extent) < abs($1.0.extent - start.extent) }
            initial = nearest?.1
            comment.append(
                notes.cannotRepresent(
                    panel,
                    "the layout starts at \(start.state.rawValue), which is left out; the sheet starts at the nearest kept state, \(nearest?.0.state.rawValue ?? "collapsed")."
                ))
        }
        comment.append(initialLine(behaviorName, initial ?? "STATE_COLLAPSED"))
        var setup: [String] = []
        if resolved.removalEnabled, let least = collapsed ?? expanded {
            let removal = AndroidRemoval(
                threshold: panel.behavior.removalInteractionVelocityThreshold, least: least,
                hiddenExtent: resolved.hiddenExtent)
            comment += removal.lines(sideSheet: false)
            setup = removal.setup
        }
        comment += SpringSummary.lines(panel.behavior)
        comment += RecipeExport.notes(
            panel, format: "BottomSheetBehavior", draggable: "app:behavior_draggable (isDraggable)", notes: notes)
        comment += PanelExtrasExport.notes(
            panel, format: "BottomSheetBehavior", hints: PanelExtrasExport.android, notes: notes)
        comment += shape.style
        comment += AndroidStopsCode.bottomSheet(
            .init(expanded: expanded, half: half, collapsed: collapsed, fitsContents: fitsContents),
            function: "apply\(SwiftNames.capitalized(prefix))PanelStops", resolved: resolved, setup: setup,
            shape: shape.strokeCode)
        writeComment(comment, writer: writer)

        var attributes = [
            "android:id=\"@+id/\(prefix)_panel\"",
            "android:layout_width=\"match_parent\"",
            "android:layout_height=\"\(fitsContents ? expanded.map { dp($0.extent) } ?? "match_parent" : "match_parent")\"",
            "app:layout_behavior=\"com.google.android.material.bottomsheet.BottomSheetBehavior\"",
        ]
        // Material's default is to fit the contents; a sheet with a half state must not.
        if !fitsContents {
            attributes.append("app:behavior_fitToContents=\"false\"")
            if let expanded, expanded.extent != resolved.containerLength {
                attributes.append("app:behavior_expandedOffset=\"\(dp(resolved.containerLength - expanded.extent))\"")
            }
        }
        if let half {
            let ratio = Double(half.extent / resolved.containerLength)
            let text = ExportNumber.fraction(ratio, of: Double(resolved.containerLength))
            attributes.append("app:behavior_halfExpandedRatio=\"\(text)\"")
        }
        if let peek = collapsed ?? expanded {
            attributes.append("app:behavior_peekHeight=\"\(dp(peek.extent))\"")
        }
        // Not hideable is Material's default; a sheet that starts hidden must be hideable.
        if resolved.removalEnabled || resolved.initialStop == nil {
            attributes.append("app:behavior_hideable=\"true\"")
        }
        if panel.recipes.draggableStates?.isEmpty == true { attributes.append("app:behavior_draggable=\"false\"") }
        attributes += shape.attributes
        writeView(attributes, writer: writer)
    }

    /// What both sheets write alike: lengths in whole dp, the prefix of their names and the
    /// surface's shape style.
    private static func sheetParts(
        _ panel: ResolvedPanel, stem: String, resolved: ResolvedStops
    ) -> (dp: (CGFloat) -> String, prefix: String, shape: AndroidShape) {
        let prefix = SwiftNames.lowerCamel(stem)
        let shape = AndroidShape(
            appearance: panel.surfaceView.appearance, position: resolved.position,
            styleName: "ShapeAppearance.\(SwiftNames.capitalized(prefix))Panel")
        return ({ ExportNumber.exact(Double($0.rounded())) + "dp" }, prefix, shape)
    }

    private static func writeSideSheet(
        _ panel: ResolvedPanel, stem: String, resolved: ResolvedStops, writer: SourceWriter, notes: ExportNotes
    ) {
        let (dp, prefix, shape) = sheetParts(panel, stem: stem, resolved: resolved)
        let behaviorName = "SideSheetBehavior"
        var comment = ["Panel \"\(panel.id)\" (\(resolved.position.rawValue) panel), a side sheet."]
        guard let expanded = resolved.stops.first else {
            comment.append(notes.cannotRepresent(panel, "no resting state besides hidden; nothing to write."))
            writeComment(comment, writer: writer)
            return
        }
        comment.append(
            "\(expanded.state.rawValue) (\(ResolvedStops.describe(expanded.anchor))) is expanded: the sheet is \(dp(expanded.extent)) wide."
        )
        for stop in resolved.stops.dropFirst() {
            comment.append(
                notes.cannotRepresent(
                    panel,
                    "\(stop.state.rawValue) (\(dp(stop.extent)) showing): a side sheet rests only expanded or hidden; left out."
                ))
        }
        let initial = resolved.initialStop?.state == expanded.state ? "STATE_EXPANDED" : "STATE_HIDDEN"
        if let start = resolved.initialStop, start.state != expanded.state {
            comment.append(
                notes.cannotRepresent(
                    panel, "the layout starts at \(start.state.rawValue), which is left out; the sheet starts hidden."))
        }
        comment.append(initialLine(behaviorName, initial))
        if !resolved.removalEnabled {
            comment.append(
                notes.cannotRepresent(
                    panel,
                    "not removable, but a side sheet can always be swiped to hidden unless dragging is off (behavior_draggable=\"false\")."
                ))
        } else {
            let removal = AndroidRemoval(
                threshold: panel.behavior.removalInteractionVelocityThreshold, least: expanded,
                hiddenExtent: resolved.hiddenExtent)
            comment += removal.lines(sideSheet: true)
        }
        comment += SpringSummary.lines(panel.behavior)
        comment += shape.style
        comment += AndroidStopsCode.sideSheet(
            expanded, function: "apply\(SwiftNames.capitalized(prefix))PanelStops", resolved: resolved, setup: [],
            shape: shape.strokeCode)
        writeComment(comment, writer: writer)

        writeView(
            [
                "android:id=\"@+id/\(prefix)_panel\"",
                "android:layout_width=\"\(dp(expanded.extent))\"",
                "android:layout_height=\"match_parent\"",
                // The behavior takes its edge from the absolute gravity.
                "android:layout_gravity=\"\(resolved.position.rawValue)\"",
                "app:layout_behavior=\"com.google.android.material.sidesheet.SideSheetBehavior\"",
            ] + shape.attributes, writer: writer)
    }

    /// What an adaptive presentation becomes in a bottom sheet.
    private static func adaptiveLines(_ panel: ResolvedPanel, resolved: ResolvedStops, notes: ExportNotes) -> [String] {
        guard let presentation = panel.adaptivePresentation else { return [] }
        return [
            "An adaptive presentation: its detents as the sheet's states, dismissed below the smallest"
                + (resolved.removalEnabled ? "." : " (off here)."),
            notes.cannotRepresent(
                panel,
                "the side card of wide containers (from \(ExportNumber.exact(Double(max(2 * presentation.minWidth, presentation.maxWidth + 1)))) dp wide, \(presentation.side.rawValue)): a bottom sheet always spans the width; use a SideSheetBehavior or a layout for wide windows."
            ),
            notes.cannotRepresent(panel, "the backdrop at the largest detent: the behaviors draw no scrim."),
        ]
    }

    private static func writeComment(_ lines: [String], writer: SourceWriter) {
        writer.line("    <!--")
        writer.lines(lines.map { "      " + commentSafe($0) })
        writer.line("    -->")
    }

    private static func writeView(_ attributes: [String], writer: SourceWriter) {
        writer.line("    <FrameLayout")
        writer.lines(attributes.map { "        " + $0 })
        writer.line("        />")
    }

    /// XML comments may not contain `--`.
    static func commentSafe(_ text: String) -> String {
        text.replacingOccurrences(of: "--", with: "- -")
    }
}
