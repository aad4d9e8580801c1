import FloatingPanel
import Foundation

/// `export --format swiftui-detents`: each panel as a SwiftUI sheet resting at its anchors'
/// heights (`presentationDetents` with `.height`, `.fraction` and custom detents), no FloatingPanel.
package enum DetentsExporter {
    /// What a sheet cannot say of a tuned panel; written at the top of the file.
    static let limitations = [
        "What SwiftUI sheet detents cannot express:",
        "- any physics: no spring rate or response, momentum projection, redirectional progress or rubber",
        "  band; the system animates and chooses the detent after a fling;",
        "- positions other than bottom: a sheet rises from the bottom edge (other panels are written as",
        "  if they were bottom panels, with the same visible lengths);",
        "- per-state backdrop alphas: the system dims above the largest detent that allows background",
        "  interaction (`presentationBackgroundInteraction`), a fixed amount;",
        "- shadows, border, grabber size and padding, content padding, container margins, cross-axis",
        "  placement and fit-to-bounds sizing;",
        "- backdrop tap-to-dismiss on its own: `interactiveDismissDisabled` turns off every interactive",
        "  dismissal (swipe and tap) together.",
        "Heights are resolved for the scene's container; anchors measured from the top edge follow the",
        "sheet's own height through a custom detent.",
    ]

    package static func export(_ scene: ResolvedScene, options: ExportOptions) -> String {
        let names = SwiftNames(scene: scene)
        let writer = SourceWriter()
        writer.comment(options.header(scene, format: .swiftuiDetents) + [""] + limitations)
        writer.line()
        writer.line("import SwiftUI")
        for (panel, stem) in zip(scene.panels, names.panelStems) {
            writer.line()
            writer.line("// MARK: - Panel \"\(panel.id)\"")
            writePanel(panel, stem: stem, scene: scene, names: names, writer: writer)
        }
        return writer.text
    }

    private static func writePanel(
        _ panel: ResolvedPanel, stem: String, scene: ResolvedScene, names: SwiftNames, writer: SourceWriter
    ) {
        let stops = ResolvedStops(panel: panel, scene: scene)
        let prefix = stem.prefix(1).lowercased() + stem.dropFirst()
        let detentName = { (stop: ResolvedStops.Stop) in
            prefix + SwiftNames.capitalized(names.name(of: stop.state))
        }
        var customDetents: [(type: String, height: String)] = []

        writer.line()
        writer.block("extension PresentationDetent {") {
            for stop in stops.stops {
                let extent = ExportNumber.rounded(Double(stop.extent))
                writer.comment(
                    [
                        "`\(stop.state.rawValue)`: \(ResolvedStops.describe(stop.anchor)); \(extent) pt tall in the scene's container."
                    ],
                    prefix: "/// ")
                let value: String
                if let inset = stop.anchor as? FloatingPanelLayoutAnchor, inset.referenceEdge == stops.position.opposite
                {
                    let type = "\(stem)\(SwiftNames.capitalized(names.name(of: stop.state)))Detent"
                    let amount = ExportNumber.exact(Double(inset.inset))
                    customDetents.append(
                        (
                            type,
                            inset.isAbsolute
                                ? "max(0, context.maxDetentValue - \(amount))"
                                : "context.maxDetentValue * (1 - \(amount))"
                        ))
                    value = "Self.custom(\(type).self)"
                } else if let inset = stop.anchor as? FloatingPanelLayoutAnchor, !inset.isAbsolute {
                    value = "Self.fraction(\(ExportNumber.rounded(Double(stop.extent / stops.containerLength))))"
                } else {
                    value = "Self.height(\(extent))"
                }
                writer.line("static let \(detentName(stop)) = \(value)")
            }
        }
        for (type, height) in customDetents {
            writer.line()
            writer.comment(
                ["Measured from the top of the space the sheet appears in, as the anchor is."], prefix: "/// ")
            writer.block("struct \(type): CustomPresentationDetent {") {
                writer.block("static func height(in context: Context) -> CGFloat? {") {
                    writer.line(height)
                }
            }
        }

        var modifiers = [
            ".presentationDetents([\(stops.stops.map { "." + detentName($0) }.joined(separator: ", "))], selection: selection)"
        ]
        let radius = panel.surfaceView.appearance.cornerRadius
        if radius != 0 { modifiers.append(".presentationCornerRadius(\(ExportNumber.exact(Double(radius))))") }
        // A backdrop below 0.01 lets touches through (Docs/engine.md §9.3): interaction stays enabled up to
        // the largest state, from the least expanded up, whose backdrop is that clear.
        let clear = stops.stops.reversed().prefix { $0.backdropAlpha < 0.01 }
        if clear.count == stops.stops.count {
            modifiers.append(".presentationBackgroundInteraction(.enabled)")
        } else if let largest = clear.last {
            modifiers.append(".presentationBackgroundInteraction(.enabled(upThrough: .\(detentName(largest))))")
        }
        if !panel.removalInteractionEnabled { modifiers.append(".interactiveDismissDisabled()") }

        writer.line()
        writer.block("extension View {") {
            var doc = ["Presents `content` in a sheet resting at panel \"\(panel.id)\"'s states."]
            if let initial = stops.initialStop {
                doc.append("Start `selection` at `.\(detentName(initial))`, the layout's initial state.")
            }
            writer.comment(doc, prefix: "/// ")
            writer.line("func \(prefix)Sheet<SheetContent: View>(")
            writer.line("    isPresented: Binding<Bool>, selection: Binding<PresentationDetent>,")
            writer.line("    @ViewBuilder content: @escaping () -> SheetContent")
            writer.block(") -> some View {") {
                writer.block("sheet(isPresented: isPresented) {") {
                    writer.line("content()")
                    writer.lines(modifiers.map { "    " + $0 })
                }
            }
        }
    }
}

extension FloatingPanelPosition {
    /// The edge across the container from the panel's own edge (where a `full` anchor is measured from).
    var opposite: FloatingPanelReferenceEdge {
        switch self {
        case .top: return .bottom
        case .bottom: return .top
        case .left: return .right
        case .right: return .left
        }
    }
}
