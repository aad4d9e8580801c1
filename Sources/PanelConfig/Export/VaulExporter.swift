import FloatingPanel
import Foundation

/// `export --format vaul`: each panel as a vaul drawer (React) with snap points, plus CSS for the
/// surface and the tuned spring as a `linear()` easing of the snap transition.
package enum VaulExporter {
    static let limitations = [
        "What a vaul drawer and CSS cannot express:",
        "- a spring that starts from the release velocity: CSS transitions start from rest, so the",
        "  snap follows the fast-release spring's step response over a fixed duration (until it stays",
        "  within 0.1 %), sampled into a `linear()` easing; vaul's own 0.5 s cubic-bezier is overridden;",
        "- momentum projection (only on/off, as `snapToSequentialPoint`), redirectional progress and",
        "  rubber banding;",
        "- the removal velocity threshold: vaul closes a drawer dragged past `closeThreshold` (0.25 of",
        "  it by default) or released faster than its fixed 0.4 px/ms; FloatingPanel's threshold has no",
        "  counterpart;",
        "- anchors measured from the safe area, intrinsic and adaptive anchors: snap points are resolved",
        "  for the scene's container, as fractions of its length or as px;",
        "- cross-axis placement, grabber size and padding, container margins; CSS blur radii differ",
        "  from CALayer's shadow radius (written as is).",
        "",
        "The backdrop is the export's own element, not `Drawer.Overlay` (which vaul renders only for",
        "modal drawers): each frame it reads where the drawer is and sets its opacity between the",
        "alphas of the neighbouring snap points, as FloatingPanel interpolates its backdrop, and lets",
        "the page take pointer events wherever the alpha is below 0.01.",
        "vaul moves the drawer by (container length - snap length), so the drawer's CSS makes it as",
        "long as the container and pins it to its edge; then each snap point shows what the sandbox",
        "showed. 1 pt is written as 1 CSS px.",
    ]

    /// Stops of the sampled easing: enough for a smooth bounce at a 60 Hz frame rate.
    static let easingStops = 40

    package static func export(_ scene: ResolvedScene, options: ExportOptions, notes: ExportNotes) -> String {
        let names = SwiftNames(scene: scene)
        let writer = SourceWriter(indentation: "  ")
        writer.comment(options.header(scene, format: .vaul) + [""] + limitations)
        writer.line()
        writer.line("import * as React from 'react';")
        writer.line("import { Drawer } from 'vaul';")
        writer.line()
        VaulBackdrop.writeHelpers(writer)
        for (panel, stem) in zip(scene.panels, names.panelStems) {
            writer.line()
            writer.line("// Panel \"\(panel.id)\"")
            writePanel(panel, stem: stem, scene: scene, writer: writer, notes: notes)
        }
        return writer.text
    }

    private static func writePanel(
        _ panel: ResolvedPanel, stem: String, scene: ResolvedScene, writer: SourceWriter, notes: ExportNotes
    ) {
        let resolved = ResolvedStops(panel: panel, scene: scene)
        let stops = Array(resolved.stops.reversed())  // vaul lists the least visible first
        let prefix = SwiftNames.lowerCamel(stem)
        let className = "\(prefix)-panel"
        let points = stops.map { snapPoint($0, resolved) }
        let r = { (value: CGFloat) in ExportNumber.rounded(Double(value)) }

        writer.line()
        writer.comment(
            [
                "Snap points of panel \"\(panel.id)\", least visible first: "
                    + stops.map { "\($0.state.rawValue) \(r($0.extent)) px" }.joined(separator: ", ") + "."
            ])
        writer.line("export const \(prefix)SnapPoints: (number | string)[] = [\(points.joined(separator: ", "))];")
        writer.comment(["Backdrop alpha at each snap point (Docs/engine.md §9.1)."])
        writer.line(
            "const \(prefix)BackdropAlphas = [\(stops.map { ExportNumber.rounded(Double($0.backdropAlpha)) }.joined(separator: ", "))];"
        )
        let startsOpen = resolved.initialStop != nil
        writer.comment([
            startsOpen
                ? "The layout starts at `\(resolved.entry.layout.initialState.rawValue)`: show the drawer from the start."
                : "The layout starts hidden: keep the drawer closed until the panel is shown."
        ])
        writer.line("export const \(prefix)StartsOpen = \(startsOpen);")

        writer.line()
        writer.comment(
            SpringSummary.lines(panel.behavior)
                + RecipeExport.notes(panel, format: "vaul drawer", draggable: nil, notes: notes))
        writer.line("export const \(prefix)PanelCSS = `")
        writer.lines(css(panel, className: className, position: resolved.position))
        writer.line("`;")

        let initialIndex =
            resolved.initialStop.flatMap { initial in stops.firstIndex { $0.state == initial.state } } ?? 0
        var props = [
            "open={open}",
            "onOpenChange={onOpenChange}",
            "snapPoints={\(prefix)SnapPoints}",
            "activeSnapPoint={snap}",
            "setActiveSnapPoint={setSnap}",
        ]
        // vaul's defaults: direction bottom, dismissible, modal, momentum to the last point.
        if resolved.position != .bottom { props.append("direction=\"\(resolved.position.rawValue)\"") }
        if !panel.removalInteractionEnabled { props.append("dismissible={false}") }
        if !panel.isModal { props.append("modal={false}") }
        if panel.behavior.momentumProjection == .never { props.append("snapToSequentialPoint") }

        writer.line()
        var doc = [
            "Panel \"\(panel.id)\" as a drawer; when shown it rests at its layout's initial state"
                + (startsOpen ? "." : " (its least visible snap point, as the layout starts hidden)."),
            "Start `open` at `\(prefix)StartsOpen`.",
        ]
        if panel.backdropTapToDismiss { doc.append("A tap on the backdrop closes it.") }
        writer.comment(doc)
        writer.line("export function \(stem)Drawer({")
        writer.line("  children,")
        writer.line("  open,")
        writer.line("  onOpenChange,")
        writer.block(
            "}: { children: React.ReactNode; open: boolean; onOpenChange: (open: boolean) => void }) {"
        ) {
            writer.line(
                "const [snap, setSnap] = React.useState<number | string | null>(\(prefix)SnapPoints[\(initialIndex)]);")
            writer.line("const drawer = React.useRef<HTMLDivElement>(null);")
            writer.line("const backdrop = React.useRef<HTMLDivElement>(null);")
            writer.line(
                "useBackdrop(drawer, backdrop, \(prefix)SnapPoints, \(prefix)BackdropAlphas, '\(resolved.position.rawValue)');"
            )
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
                            "<Drawer.Content ref={drawer} className=\"\(className)\">", close: "</Drawer.Content>"
                        ) {
                            writer.line("{children}")
                        }
                    }
                }
            }
        }
    }

    /// A fraction of the container for anchors that scale with it, px for fixed distances.
    private static func snapPoint(_ stop: ResolvedStops.Stop, _ resolved: ResolvedStops) -> String {
        if let inset = stop.anchor as? FloatingPanelLayoutAnchor,
            !inset.isAbsolute || inset.referenceEdge == resolved.position.opposite
        {
            let length = Double(resolved.containerLength)
            return ExportNumber.fraction(Double(stop.extent) / length, of: length)
        }
        return "'\(ExportNumber.exact(Double(stop.extent.rounded())))px'"
    }

    /// The drawer's box: as long as the container and pinned to the panel's edge, since vaul
    /// translates it by (container length − snap length).
    private static func placement(_ position: FloatingPanelPosition) -> [String] {
        switch position {
        case .bottom: return ["position: fixed;", "left: 0;", "right: 0;", "bottom: 0;", "height: 100%;"]
        case .top: return ["position: fixed;", "left: 0;", "right: 0;", "top: 0;", "height: 100%;"]
        case .left: return ["position: fixed;", "top: 0;", "bottom: 0;", "left: 0;", "width: 100%;"]
        case .right: return ["position: fixed;", "top: 0;", "bottom: 0;", "right: 0;", "width: 100%;"]
        }
    }

    /// The surface, the backdrop and the snap transition for one panel's class.
    private static func css(_ panel: ResolvedPanel, className: String, position: FloatingPanelPosition) -> [String] {
        let appearance = panel.surfaceView.appearance
        let px = { (value: CGFloat) in ExportNumber.exact(Double(value)) + "px" }
        var surface = placement(position)
        if appearance.cornerRadius != 0 {
            let radius = px(appearance.cornerRadius)
            // Only the corners on the grabber side are rounded (Docs/engine.md §10.2).
            switch position {
            case .bottom: surface.append("border-radius: \(radius) \(radius) 0 0;")
            case .top: surface.append("border-radius: 0 0 \(radius) \(radius);")
            case .left: surface.append("border-radius: 0 \(radius) \(radius) 0;")
            case .right: surface.append("border-radius: \(radius) 0 0 \(radius);")
            }
        }
        // A drawer has no background of its own; the panel's is written, white by default.
        surface.append("background: \(appearance.backgroundColor.map(rgba) ?? "transparent");")
        if let border = appearance.borderColor, appearance.borderWidth > 0 {
            surface.append("border: \(px(appearance.borderWidth)) solid \(rgba(border));")
        }
        let shadows = appearance.shadows.filter { !$0.hidden }.map { shadow in
            var color = shadow.color
            color.alpha *= Double(shadow.opacity)
            return
                "\(px(shadow.offset.width)) \(px(shadow.offset.height)) \(px(shadow.radius)) \(px(shadow.spread)) \(rgba(color))"
        }
        if !shadows.isEmpty { surface.append("box-shadow: \(shadows.joined(separator: ", "));") }

        let spring = FloatingPanelSpringParameters.fastRelease(of: panel.behavior)
        // Long enough that the jump to the final stop is under 0.1 %.
        let duration = spring.settlingTime(within: 0.001)
        let samples = (0...easingStops).map { index -> String in
            index == easingStops
                ? "1" : ExportNumber.rounded(spring.stepResponse(at: duration * Double(index) / Double(easingStops)))
        }
        var lines = [".\(className) {"] + surface.map { "  " + $0 } + ["}"]
        lines += [
            // FloatingPanel's backdrop is black; its opacity is set each frame.
            ".\(className)-backdrop { position: fixed; inset: 0; background: black; opacity: 0; pointer-events: none; }"
        ]
        if panel.isModal { lines.append(".\(className)-lock { position: fixed; inset: 0; background: transparent; }") }
        lines += [
            // vaul sets its snap transition inline and adds `vaul-dragging` while a finger moves it.
            ".\(className):not(.vaul-dragging) {",
            "  transition-duration: \(ExportNumber.rounded(duration))s !important;",
            "  transition-timing-function: linear(\(samples.joined(separator: ", "))) !important;",
            "}",
        ]
        return lines
    }

    private static func rgba(_ color: RGBAColor) -> String {
        let byte = { (value: Double) in String(Int((value * 255).rounded())) }
        return
            "rgba(\(byte(color.red)), \(byte(color.green)), \(byte(color.blue)), \(ExportNumber.rounded(color.alpha)))"
    }
}
