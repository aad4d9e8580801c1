import FloatingPanel
import Foundation
import PanelConfig

/// `export --format vaul`: each panel as a vaul drawer (React) with snap points, plus CSS for the
/// surface and the tuned spring as a `linear()` easing of the snap transition.
package enum VaulExporter {
    package static func export(_ scene: ResolvedScene, options: ExportOptions, notes: ExportNotes) -> String {
        let names = SwiftNames(scene: scene)
        let writer = SourceWriter(indentation: "  ")
        // A directive must come first: the drawer uses state, so it is a client component.
        writer.line("'use client';")
        writer.line()
        writeHeader(scene, options: options, writer: writer)
        writer.line()
        writer.line("import * as React from 'react';")
        writer.line("import { Drawer } from 'vaul';")
        writer.line()
        VaulBackdrop.writeHelpers(writer, fallback: scene.container)
        for (panel, stem) in zip(scene.panels, names.panelStems) {
            writer.line()
            writer.line("// Panel \"\(panel.id)\"")
            writePanel(
                panel, stem: stem, scene: scene, fitted: options.fittedSprings[panel.id], live: options.live,
                writer: writer, notes: notes)
        }
        return writer.text
    }

    /// The file's header comment: every line the file opens with before the imports.
    static func writeHeader(_ scene: ResolvedScene, options: ExportOptions, writer: SourceWriter) {
        writer.comment(
            FeelSetupUsage.lines(
                scene, format: .vaul, counts: options.feelCounts,
                difference: Array(options.feelDifference.dropFirst()))
                + options.header(scene, format: .vaul) + [""] + TargetLimitations.vaul)
    }

    /// `live`: the drawer takes the snap lengths and backdrop alphas of the live client's `live`
    /// prop when given (`export --live`).
    private static func writePanel(
        _ panel: ResolvedPanel, stem: String, scene: ResolvedScene, fitted: FittedSprings?, live: Bool,
        writer: SourceWriter, notes: ExportNotes
    ) {
        let resolved = ResolvedStops(panel: panel, scene: scene)
        let stops = Array(resolved.stops.reversed())  // vaul lists the least visible first
        let prefix = SwiftNames.lowerCamel(stem)
        let className = "\(prefix)-panel"
        let r = { (value: CGFloat) in ExportNumber.rounded(Double(value)) }
        let direction = resolved.position.rawValue
        let formula = StopFormula(resolved, syntax: syntax(resolved.position))
        let content = resolved.contentLength

        writer.line()
        writer.comment(
            [
                "How many px of panel \"\(panel.id)\" show at each snap point in `viewport`, least visible first;",
                "in the scene's container: "
                    + stops.map { "\($0.state.rawValue) \(r($0.extent)) px" }.joined(separator: ", ") + ".",
            ] + stops.map { "\($0.state.rawValue): \(ResolvedStops.describe($0.anchor))." })
        let contentParameter = content.map { ", contentLength = \(ExportNumber.exact(Double($0)))" } ?? ""
        writer.block("export function \(prefix)SnapLengths(viewport: Viewport\(contentParameter)): number[] {") {
            writer.block("return [", close: "];") {
                writer.lines(stops.map { formula.extent($0) + "," })
            }
        }
        writer.comment(["Backdrop alpha at each snap point, FloatingPanel's `backdropAlpha(for:)` of its state."])
        writer.line(
            "const \(prefix)BackdropAlphas = [\(stops.map { ExportNumber.rounded(Double($0.backdropAlpha)) }.joined(separator: ", "))];"
        )
        let startsOpen = resolved.initialStop != nil
        let opensAt = resolved.presentationStop.flatMap { shown in stops.firstIndex { $0.state == shown.state } } ?? 0
        writer.comment([
            startsOpen
                ? "The layout starts at `\(resolved.entry.layout.initialState.rawValue)`: show the drawer from the start."
                : "The layout starts hidden: keep the drawer closed until the panel is shown."
        ])
        writer.line("export const \(prefix)StartsOpen = \(startsOpen);")
        writer.comment([
            "The snap point the drawer opens at: "
                + (startsOpen
                    ? "the layout's initial state."
                    : "`\(stops[opensAt].state.rawValue)`, where the sandbox presents a panel that starts hidden.")
        ])
        writer.line("export const \(prefix)OpensAt = \(opensAt);")
        adaptiveNotes(panel, resolved: resolved, notes: notes, writer: writer)

        writer.line()
        writer.comment(
            SpringSummary.lines(panel.behavior) + snapTransitionNote(panel.behavior, fitted: fitted)
                + RecipeExport.notes(panel, format: "vaul drawer", draggable: nil, notes: notes)
                + PanelExtrasExport.notes(panel, format: "vaul drawer", hints: PanelExtrasExport.vaul, notes: notes))
        writer.line("export const \(prefix)PanelCSS = `")
        writer.lines(VaulCSS.lines(panel, className: className, resolved: resolved, fitted: fitted))
        writer.line("`;")

        var props = rootProps(
            position: resolved.position, removable: resolved.removalEnabled, modal: panel.isModal,
            setSnapPoint: "setSnapPoint", release: "follow")
        // vaul's default: momentum to the last point.
        if panel.behavior.momentumProjection == .never { props.append("snapToSequentialPoint") }

        writer.line()
        var doc = [
            "Panel \"\(panel.id)\" as a drawer; it opens at `\(prefix)OpensAt` and follows the viewport.",
            "Start `open` at `\(prefix)StartsOpen`.",
        ]
        if panel.backdropTapToDismiss { doc.append("A tap on the backdrop closes it.") }
        if live { doc.append("`live`: this panel's values from `useLiveScene`, which replace the exported ones.") }
        writer.comment(doc)
        writer.line("export function \(stem)Drawer({")
        writer.line("  children,")
        writer.line("  open,")
        writer.line("  onOpenChange,")
        if live { writer.line("  live,") }
        let liveProp = live ? "; live?: LiveDrawerValues" : ""
        writer.block(
            "}: { children: React.ReactNode; open: boolean; onOpenChange: (open: boolean) => void\(liveProp) }) {"
        ) {
            writer.line("const viewport = useViewport();")
            if live {
                writer.line(
                    "const lengths = React.useMemo(() => live?.snapLengths ?? \(prefix)SnapLengths(viewport), [live, viewport]);"
                )
            } else {
                writer.line("const lengths = React.useMemo(() => \(prefix)SnapLengths(viewport), [viewport]);")
            }
            writer.line("const snapPoints = React.useMemo(() => lengths.map(px), [lengths]);")
            writer.line("const [snapIndex, setSnapIndex] = React.useState(\(prefix)OpensAt);")
            writer.comment([
                "vaul names the snap point it settles at; the drawer keeps its index, which outlives a resize."
            ])
            writer.block(
                "const setSnapPoint = React.useCallback((point: number | string | null) => {",
                close: "}, [snapPoints]);"
            ) {
                writer.line("const index = snapPoints.findIndex((candidate) => candidate === point);")
                writer.line("if (index >= 0) setSnapIndex(index);")
            }
            writer.line("const drawer = React.useRef<HTMLDivElement>(null);")
            writer.line("const backdrop = React.useRef<HTMLDivElement>(null);")
            let alphas = live ? "live?.backdropAlphas ?? \(prefix)BackdropAlphas" : "\(prefix)BackdropAlphas"
            writer.line("const follow = useBackdrop(drawer, backdrop, lengths, \(alphas), '\(direction)');")
            if live {
                writer.comment(["A live version with fewer snap points keeps the drawer at its last."])
                writer.block("React.useEffect(() => {", close: "}, [lengths, snapIndex]);") {
                    writer.line("if (snapIndex >= lengths.length) setSnapIndex(lengths.length - 1);")
                }
            }
            writer.comment(["Each time it opens, the drawer opens where the sandbox shows the panel."])
            writer.block("React.useEffect(() => {", close: "}, [open]);") {
                writer.line("if (open) setSnapIndex(\(prefix)OpensAt);")
            }
            writer.comment(["The drawer moves when it opens or closes, snaps, or the viewport changes."])
            writer.line("React.useEffect(follow, [follow, open, snapIndex]);")
            writer.block("return (", close: ");") {
                writer.line("<Drawer.Root")
                writer.lines(props.map { "  " + $0 })
                writer.block(">", close: "</Drawer.Root>") {
                    writer.block("<Drawer.Portal>", close: "</Drawer.Portal>") {
                        writer.line("<style>{\(prefix)PanelCSS}</style>")
                        if panel.isModal {
                            // Inside JSX a comment is an expression.
                            writer.line("{/* vaul's overlay locks the page (modal); the backdrop below shades it. */}")
                            writer.line("<Drawer.Overlay className=\"\(className)-lock\" />")
                        }
                        let tap = panel.backdropTapToDismiss ? " onClick={() => onOpenChange(false)}" : ""
                        writer.line("<div ref={backdrop} className=\"\(className)-backdrop\"\(tap) />")
                        writer.block(
                            "<Drawer.Content ref={drawer} className=\"\(className)\" onTransitionEnd={follow}>",
                            close: "</Drawer.Content>"
                        ) {
                            writer.line("{children}")
                        }
                    }
                }
            }
        }
        VaulFeelGlue.write(
            VaulFeelGlue.Panel(
                id: panel.id, stem: stem, prefix: prefix, className: className, position: resolved.position,
                states: stops.map(\.state.rawValue), isModal: panel.isModal, removable: resolved.removalEnabled),
            writer: writer)
    }

    /// The `<Drawer.Root>` props of both setups: the drawer's open state and snap point held by the
    /// component, its handlers, and where the panel differs from vaul's defaults (direction
    /// bottom, dismissible, modal).
    static func rootProps(
        position: FloatingPanelPosition, removable: Bool, modal: Bool, setSnapPoint: String, release: String
    ) -> [String] {
        var props = [
            "open={open}",
            "onOpenChange={onOpenChange}",
            "snapPoints={snapPoints}",
            "activeSnapPoint={snapPoints[snapIndex]}",
            "setActiveSnapPoint={\(setSnapPoint)}",
            "onDrag={follow}",
            "onRelease={\(release)}",
        ]
        if position != .bottom { props.append("direction=\"\(position.rawValue)\"") }
        if !removable { props.append("dismissible={false}") }
        if !modal { props.append("modal={false}") }
        return props
    }

    /// The stop formulas' names for a panel at `position`: the viewport's main-axis length and
    /// the insets at its two ends.
    /// What the snap transition below eases by: the spring fitted from rest, with its residual,
    /// or the closed form when the export has no fit.
    private static func snapTransitionNote(_ behavior: FloatingPanelCustomBehavior, fitted: FittedSprings?)
        -> [String]
    {
        guard let fitted, fitted.fling != nil else {
            return ["The snap transition below eases by that closed form."]
        }
        return [
            "The snap transition below eases by the spring fitted from rest after a fast release, as vaul",
            "starts its transition whatever the release velocity:",
        ] + fitted.lines { FittedSprings.parameters($0, format: .vaul) }
    }

    private static func syntax(_ position: FloatingPanelPosition) -> StopFormula.Syntax {
        position.isVertical
            ? .typeScript(containerLength: "viewport.height", insetStart: "viewport.top", insetEnd: "viewport.bottom")
            : .typeScript(containerLength: "viewport.width", insetStart: "viewport.left", insetEnd: "viewport.right")
    }

    /// What an adaptive presentation becomes here, said in the file.
    private static func adaptiveNotes(
        _ panel: ResolvedPanel, resolved: ResolvedStops, notes: ExportNotes, writer: SourceWriter
    ) {
        guard let presentation = panel.adaptivePresentation else { return }
        let from = ExportNumber.exact(Double(max(2 * presentation.minWidth, presentation.maxWidth + 1)))
        writer.comment([
            "An adaptive presentation: the detents above, the backdrop at the largest, dismissed below the",
            "smallest" + (resolved.removalEnabled ? "" : " (off here)")
                + "; from \(from) px wide the drawer is the side card",
            "(\(presentation.side.rawValue)) and does not dim the page (the CSS's media query).",
        ])
    }
}
