import FloatingPanel
import Foundation

/// `export --format android`: each panel as a view with Material's `BottomSheetBehavior` and its
/// XML attributes (`behavior_peekHeight`, `behavior_halfExpandedRatio`, `behavior_expandedOffset`,
/// `behavior_fitToContents`, `behavior_hideable`), inside a `CoordinatorLayout`.
package enum AndroidExporter {
    static let limitations = [
        "What BottomSheetBehavior cannot express:",
        "- more than three resting states: expanded, half-expanded and collapsed (plus hidden); the most",
        "  expanded state becomes expanded, the least expanded collapsed, the next after the most",
        "  expanded half-expanded, and any other state is dropped (listed per panel);",
        "- with behavior_fitToContents=\"false\" the half-expanded state always exists, so a two-state",
        "  panel gets one more stop at the default ratio;",
        "- spring parameters: the sheet settles with its own animation; no momentum projection,",
        "  redirectional progress or rubber band (the physical spring is listed per panel, to tune an",
        "  animation by hand);",
        "- positions other than bottom (Material's SideSheetBehavior is a separate component), anchors",
        "  measured from the safe area (the values are resolved for the scene's container), backdrop",
        "  alphas (BottomSheetBehavior has no scrim), shadows, grabber, padding and margins;",
        "- the initial state: set `BottomSheetBehavior.from(view).state` in code (named per panel).",
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
            writePanel(panel, stem: stem, scene: scene, writer: writer)
        }
        writer.line("</androidx.coordinatorlayout.widget.CoordinatorLayout>")
        return writer.text
    }

    private static func writePanel(_ panel: ResolvedPanel, stem: String, scene: ResolvedScene, writer: SourceWriter) {
        let resolved = ResolvedStops(panel: panel, scene: scene)
        let stops = resolved.stops
        let expanded = stops.first
        let collapsed = stops.count > 1 ? stops.last : nil
        let half = stops.count > 2 ? stops[1] : nil
        let dropped = stops.count > 3 ? Array(stops[2..<(stops.count - 1)]) : []
        let dp = { (value: CGFloat) in ExportNumber.exact(Double(value.rounded())) + "dp" }

        var comment = ["Panel \"\(panel.id)\" (\(resolved.position.rawValue) panel)."]
        for (stop, role, constant) in [
            (expanded, "expanded", "STATE_EXPANDED"), (half, "half-expanded", "STATE_HALF_EXPANDED"),
            (collapsed, "collapsed", "STATE_COLLAPSED"),
        ] {
            guard let stop else { continue }
            let initial = stop.state == resolved.entry.layout.initialState ? " Initial state: \(constant)." : ""
            comment.append(
                "\(stop.state.rawValue) (\(ResolvedStops.describe(stop.anchor))) is \(role): "
                    + "\(dp(stop.extent)) showing.\(initial)")
        }
        for stop in dropped {
            comment.append("\(stop.state.rawValue) (\(dp(stop.extent)) showing) has no equivalent and is left out.")
        }
        comment += SpringSummary.lines(panel.behavior)
        writer.line("    <!--")
        writer.lines(comment.map { "      " + commentSafe($0) })
        writer.line("    -->")

        var attributes = [
            "android:id=\"@+id/\(SwiftNames.lowerCamel(stem))_panel\"",
            "android:layout_width=\"match_parent\"",
            "android:layout_height=\"match_parent\"",
            "app:layout_behavior=\"com.google.android.material.bottomsheet.BottomSheetBehavior\"",
            // Fit-to-contents would size the expanded sheet by its content instead of an offset.
            "app:behavior_fitToContents=\"false\"",
        ]
        if let expanded {
            attributes.append("app:behavior_expandedOffset=\"\(dp(resolved.containerLength - expanded.extent))\"")
        }
        if let half {
            let ratio = Double(half.extent / resolved.containerLength)
            attributes.append("app:behavior_halfExpandedRatio=\"\(ExportNumber.rounded(ratio, significantDigits: 4))\"")
        }
        if let peek = collapsed ?? expanded {
            attributes.append("app:behavior_peekHeight=\"\(dp(peek.extent))\"")
        }
        attributes.append("app:behavior_hideable=\"\(panel.removalInteractionEnabled)\"")
        writer.line("    <FrameLayout")
        writer.lines(attributes.map { "        " + $0 })
        writer.line("        />")
    }

    /// XML comments may not contain `--`.
    static func commentSafe(_ text: String) -> String {
        text.replacingOccurrences(of: "--", with: "- -")
    }
}
