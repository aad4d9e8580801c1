import FloatingPanel
import Foundation
import PanelConfig

/// `export --format swiftui-detents`: each panel as a SwiftUI sheet resting at its anchors'
/// heights (`presentationDetents` with `.height`, `.fraction` and custom detents), no FloatingPanel.
package enum DetentsExporter {
    /// How the sheets are presented; a view presents one sheet at a time, so each panel above
    /// the first is presented from inside the sheet below it.
    static func usage(_ scene: ResolvedScene, _ names: SwiftNames) -> [String] {
        let prefixes = names.panelStems.map { $0.prefix(1).lowercased() + $0.dropFirst() }
        var lines =
            prefixes.count > 1
            ? [
                "Usage (panels bottom to top): a view presents one sheet at a time, so each panel's sheet is",
                "presented from inside the content of the sheet below it:",
            ] : ["Usage:"]
        lines.append("    MainView()")
        for (depth, prefix) in prefixes.enumerated() {
            // Each sheet modifies the content of the one below it, one level further in.
            let pad = String(repeating: "    ", count: 2 * depth + 2)
            let capitalized = SwiftNames.capitalized(prefix)
            lines.append(
                pad + ".\(prefix)Sheet(isPresented: $shows\(capitalized), selection: $\(prefix)Detent) {")
            lines.append(pad + "    \(capitalized)Content()")
        }
        for depth in prefixes.indices.reversed() {
            lines.append(String(repeating: "    ", count: 2 * depth + 2) + "}")
        }
        return lines + [""]
    }

    /// Where `.presentationCornerRadius` and `.presentationBackgroundInteraction` exist.
    static let presentationModifiersFloor = "iOS 16.4"

    package static func export(_ scene: ResolvedScene, options: ExportOptions, notes: ExportNotes) -> String {
        let names = SwiftNames(scene: scene)
        let writer = SourceWriter()
        writer.comment(
            options.header(scene, format: .swiftuiDetents) + [""] + usage(scene, names)
                + TargetLimitations.swiftuiDetents)
        writer.line()
        writer.line("import SwiftUI")
        for (panel, stem) in zip(scene.panels, names.panelStems) {
            writer.line()
            writer.line("// MARK: - Panel \"\(panel.id)\"")
            writePanel(panel, stem: stem, scene: scene, names: names, writer: writer, notes: notes)
        }
        return writer.text
    }

    /// How one resting state becomes a detent.
    private enum DetentValue {
        /// `.height(h)`: a fixed height within the safe area.
        case height(Double)
        /// A custom detent `maxDetentValue * f`, `f` measured on a safe area `length` long.
        case fractionOfMaximum(Double, length: Double)
        /// A custom detent `maxDetentValue - d`.
        case belowTop(Double)
    }

    private static func detentValue(_ stop: ResolvedStops.Stop, _ stops: ResolvedStops, scene: ResolvedScene)
        -> DetentValue
    {
        let insets = scene.safeAreaInsets
        let height = Double(stop.extent - insets.bottom)
        // Another position becomes a bottom sheet showing the same lengths.
        guard stops.position == .bottom else { return .height(height) }
        let safeLength = Double(stops.containerLength - insets.top - insets.bottom)
        if let inset = stop.anchor as? FloatingPanelLayoutAnchor {
            if inset.referenceEdge == stops.position.opposite { return .belowTop(safeLength - height) }
            // A fraction of the safe area is the layout's own number; the resolved height is
            // rounded to the display's pixels, and 0.75 would come out as 0.74967.
            if !inset.isAbsolute, inset.referenceGuide == .safeArea, safeLength > 0 {
                return .fractionOfMaximum(Double(inset.inset), length: safeLength)
            }
            if !inset.isAbsolute, safeLength > 0 {
                return .fractionOfMaximum(height / safeLength, length: safeLength)
            }
        }
        return .height(height)
    }

    private static func writePanel(
        _ panel: ResolvedPanel, stem: String, scene: ResolvedScene, names: SwiftNames, writer: SourceWriter,
        notes: ExportNotes
    ) {
        let stops = ResolvedStops(panel: panel, scene: scene)
        if stops.position != .bottom {
            writer.comment([
                notes.cannotRepresent(
                    panel,
                    "a \(stops.position.rawValue) panel; a SwiftUI sheet only rises from the bottom, so it is written as a bottom sheet with the same visible lengths."
                )
            ])
        }
        if let card = panel.layouts.first(where: { $0.condition != nil }), panel.adaptivePresentation != nil,
            let width = card.condition?.minWidth
        {
            writer.comment([
                notes.cannotRepresent(
                    panel,
                    "the side card in containers at least \(ExportNumber.rounded(Double(width))) pt wide; a SwiftUI sheet has no side placement (iPad shows its own form sheet)."
                )
            ])
        }
        let prefix = stem.prefix(1).lowercased() + stem.dropFirst()
        let detentName = { (stop: ResolvedStops.Stop) in
            prefix + SwiftNames.capitalized(names.name(of: stop.state))
        }
        var customDetents: [(type: String, height: String, doc: String)] = []
        let r = { (value: Double) in ExportNumber.rounded(value) }

        writer.line()
        writer.line("@available(iOS 16, *)")
        writer.block("extension PresentationDetent {") {
            for stop in stops.stops {
                writer.comment(
                    [
                        "`\(stop.state.rawValue)`: \(ResolvedStops.describe(stop.anchor)); \(r(Double(stop.extent))) pt showing in the scene's container."
                    ],
                    prefix: "/// ")
                let type = "\(stem)\(SwiftNames.capitalized(names.name(of: stop.state)))Detent"
                let value: String
                switch detentValue(stop, stops, scene: scene) {
                case .height(let height):
                    value = "Self.height(\(r(max(0, height))))"
                case .fractionOfMaximum(let fraction, let safeLength):
                    customDetents.append(
                        (
                            type, "context.maxDetentValue * \(ExportNumber.fraction(fraction, of: safeLength))",
                            "\(r(fraction)) of the height the sheet appears in (\(r(Double(stop.extent))) pt showing less the bottom inset, over the safe-area height)."
                        ))
                    value = "Self.custom(\(type).self)"
                case .belowTop(let distance):
                    customDetents.append(
                        (
                            type, "max(0, context.maxDetentValue - \(r(distance)))",
                            "\(r(distance)) pt below the top of the largest sheet, as the anchor is below the safe area's top."
                        ))
                    value = "Self.custom(\(type).self)"
                }
                writer.line("static let \(detentName(stop)) = \(value)")
            }
        }
        for (type, height, doc) in customDetents {
            writer.line()
            writer.comment([doc], prefix: "/// ")
            writer.line("@available(iOS 16, *)")
            writer.block("struct \(type): CustomPresentationDetent {") {
                writer.block("static func height(in context: Context) -> CGFloat? {") {
                    writer.line(height)
                }
            }
        }

        var modifiers = [
            ".presentationDetents([\(stops.stops.map { "." + detentName($0) }.joined(separator: ", "))], selection: selection)"
        ]
        var needsLatest = false
        let radius = panel.surfaceView.appearance.cornerRadius
        if radius != 0 {
            modifiers.append(".presentationCornerRadius(\(ExportNumber.exact(Double(radius))))")
            needsLatest = true
        }
        // A backdrop below 0.01 lets touches through (Docs/engine.md §9.3): interaction stays enabled up to
        // the largest state, from the least expanded up, whose backdrop is that clear.
        let clear = stops.stops.reversed().prefix { $0.backdropAlpha < 0.01 }
        if clear.count == stops.stops.count {
            modifiers.append(".presentationBackgroundInteraction(.enabled)")
            needsLatest = true
        } else if let largest = clear.last {
            modifiers.append(".presentationBackgroundInteraction(.enabled(upThrough: .\(detentName(largest))))")
            needsLatest = true
        }
        if !panel.removalInteractionEnabled { modifiers.append(".interactiveDismissDisabled()") }

        writer.line()
        if needsLatest {
            writer.comment(["`presentationCornerRadius` and `presentationBackgroundInteraction` are new in iOS 16.4."])
            writer.line("@available(iOS 16.4, *)")
        } else {
            writer.line("@available(iOS 16, *)")
        }
        writer.block("extension View {") {
            var doc = ["Presents `content` in a sheet resting at panel \"\(panel.id)\"'s states."]
            if let initial = stops.initialStop {
                doc.append("Start `selection` at `.\(detentName(initial))`, the layout's initial state.")
            } else {
                doc.append("The layout starts hidden: keep `isPresented` false until the panel is shown.")
            }
            let recipes = RecipeExport.notes(panel, format: "SwiftUI sheet", draggable: nil, notes: notes)
            if !recipes.isEmpty { doc += [""] + recipes }
            let extras = PanelExtrasExport.notes(
                panel, format: "SwiftUI sheet", hints: PanelExtrasExport.swiftUISheet, notes: notes)
            if !extras.isEmpty { doc += [""] + extras }
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
