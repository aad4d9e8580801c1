import FloatingPanel
import Foundation

/// `export --format android`: each bottom panel as a view with Material's `BottomSheetBehavior`
/// and its XML attributes (`behavior_peekHeight`, `behavior_halfExpandedRatio`,
/// `behavior_expandedOffset`, `behavior_fitToContents`, `behavior_hideable`), each left or right
/// panel with `SideSheetBehavior` (Material 1.8+, the left edge 1.10+), inside a `CoordinatorLayout`.
package enum AndroidExporter {
    static let limitations = [
        "What Material's sheets cannot express:",
        "- BottomSheetBehavior has at most three resting states: expanded, half-expanded and collapsed",
        "  (plus hidden); the most expanded state becomes expanded, the least expanded collapsed, the",
        "  next after the most expanded half-expanded, and any other state is dropped (listed per panel);",
        "- with behavior_fitToContents=\"false\" the half-expanded state always exists, so a two-state",
        "  bottom panel gets one more stop at the default ratio;",
        "- SideSheetBehavior (left and right panels) has one resting state, expanded, besides hidden: no",
        "  peek and no half state; every other state is dropped (listed per panel), and a side sheet can",
        "  always be swiped away unless dragging is turned off altogether;",
        "- top panels: Material has no top sheet; they are written as bottom sheets with the same",
        "  visible lengths (said per panel);",
        "- spring parameters: the sheets settle with their own animation; no momentum projection,",
        "  redirectional progress or rubber band (the physical spring is listed per panel, to tune an",
        "  animation by hand);",
        "- the removal velocity threshold: there is no attribute for it; the nearest counterpart is the",
        "  hide friction, set in code (given per removable panel);",
        "- anchors measured from the safe area (the values are resolved for the scene's container),",
        "  backdrop alphas (the behaviors draw no scrim), shadows, grabber, padding, cross-axis",
        "  placement and margins;",
        "- the initial state: set `BottomSheetBehavior.from(view).state` or",
        "  `SideSheetBehavior.from(view).state` in code (named per panel).",
        "1 pt is written as 1 dp.",
    ]

    package static func export(_ scene: ResolvedScene, options: ExportOptions, notes: ExportNotes) -> String {
        let names = SwiftNames(scene: scene)
        let writer = SourceWriter()
        writer.line("<?xml version=\"1.0\" encoding=\"utf-8\"?>")
        writer.line("<!--")
        writer.lines((options.header(scene, format: .android) + [""] + limitations).map { "  " + commentSafe($0) })
        writer.line("-->")
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
        let dp = { (value: CGFloat) in ExportNumber.exact(Double(value.rounded())) + "dp" }
        let behaviorName = "BottomSheetBehavior"

        var comment = ["Panel \"\(panel.id)\" (\(resolved.position.rawValue) panel)."]
        if resolved.position == .top {
            comment.append(
                notes.cannotRepresent(
                    panel,
                    "a top panel; Material has no top sheet, so it is written as a bottom sheet with the same visible lengths."
                ))
        }
        var initial = resolved.initialStop == nil ? "STATE_HIDDEN" : nil
        for (stop, role, constant) in [
            (expanded, "expanded", "STATE_EXPANDED"), (half, "half-expanded", "STATE_HALF_EXPANDED"),
            (collapsed, "collapsed", "STATE_COLLAPSED"),
        ] {
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
        comment.append(initialLine(behaviorName, initial ?? "STATE_COLLAPSED"))
        comment += removalLines(panel, leastExtent: (collapsed ?? expanded)?.extent, behavior: behaviorName)
        comment += SpringSummary.lines(panel.behavior)
        comment += RecipeExport.notes(
            panel, format: "BottomSheetBehavior", draggable: "app:behavior_draggable (isDraggable)", notes: notes)
        writeComment(comment, writer: writer)

        var attributes = [
            "android:id=\"@+id/\(SwiftNames.lowerCamel(stem))_panel\"",
            "android:layout_width=\"match_parent\"",
            "android:layout_height=\"match_parent\"",
            "app:layout_behavior=\"com.google.android.material.bottomsheet.BottomSheetBehavior\"",
            // Fit-to-contents would size the expanded sheet by its content instead of an offset.
            "app:behavior_fitToContents=\"false\"",
        ]
        if let expanded, expanded.extent != resolved.containerLength {
            attributes.append("app:behavior_expandedOffset=\"\(dp(resolved.containerLength - expanded.extent))\"")
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
        if panel.removalInteractionEnabled || resolved.initialStop == nil {
            attributes.append("app:behavior_hideable=\"true\"")
        }
        if panel.recipes.draggableStates?.isEmpty == true { attributes.append("app:behavior_draggable=\"false\"") }
        writeView(attributes, writer: writer)
    }

    private static func writeSideSheet(
        _ panel: ResolvedPanel, stem: String, resolved: ResolvedStops, writer: SourceWriter, notes: ExportNotes
    ) {
        let dp = { (value: CGFloat) in ExportNumber.exact(Double(value.rounded())) + "dp" }
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
            comment.append("The layout starts at \(start.state.rawValue), which is left out: the sheet starts hidden.")
        }
        comment.append(initialLine(behaviorName, initial))
        if !panel.removalInteractionEnabled {
            comment.append(
                notes.cannotRepresent(
                    panel,
                    "not removable, but a side sheet can always be swiped to hidden unless dragging is off (behavior_draggable=\"false\")."
                ))
        }
        comment += removalLines(panel, leastExtent: expanded.extent, behavior: behaviorName)
        comment += SpringSummary.lines(panel.behavior)
        writeComment(comment, writer: writer)

        writeView(
            [
                "android:id=\"@+id/\(SwiftNames.lowerCamel(stem))_panel\"",
                "android:layout_width=\"\(dp(expanded.extent))\"",
                "android:layout_height=\"match_parent\"",
                // The behavior takes its edge from the absolute gravity.
                "android:layout_gravity=\"\(resolved.position.rawValue)\"",
                "app:layout_behavior=\"com.google.android.material.sidesheet.SideSheetBehavior\"",
            ], writer: writer)
    }

    /// What removal maps to: the hide friction that makes a release from the least expanded state
    /// hide at the speed FloatingPanel's threshold asks there (Docs/engine.md §7.8).
    private static func removalLines(_ panel: ResolvedPanel, leastExtent: CGFloat?, behavior: String) -> [String] {
        guard panel.removalInteractionEnabled, let leastExtent else { return [] }
        let threshold = Double(panel.behavior.removalInteractionVelocityThreshold)
        let r = { (value: Double) in ExportNumber.rounded(value) }
        guard threshold > 0 else { return ["Removal: any release toward hidden removes the panel; no counterpart."] }
        // Material hides when the position projected by velocity × friction lies more than half the
        // peek below it; FloatingPanel when velocity ≥ threshold × distance to hidden.
        let friction = 0.5 / threshold
        return [
            "Removal: FloatingPanel removes the panel on a release toward hidden faster than",
            "\(r(threshold)) × the distance left (\(r(threshold * Double(leastExtent))) dp/s from the least expanded state). No attribute",
            "matches; in code, `\(behavior).from(view).hideFriction = \(r(friction))f` (0.5 / \(r(threshold))) asks the same",
            "speed there (Material's default 0.1 matches a threshold of 5). Material also needs the release",
            "faster than its significant velocity (500 px/s by default) unless the sheet is released low.",
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
