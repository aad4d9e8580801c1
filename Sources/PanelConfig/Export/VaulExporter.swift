import FloatingPanel
import Foundation

/// `export --format css`: each panel as a vaul drawer (React) with snap points, plus CSS for the
/// surface and the tuned spring as a `linear()` easing of the snap transition.
package enum VaulExporter {
    static let limitations = [
        "What a vaul drawer and CSS cannot express:",
        "- a spring that starts from the release velocity: CSS transitions start from rest, so the",
        "  snap follows the fast-release spring's step response over a fixed duration (until it stays",
        "  within 0.1 %), sampled into a `linear()` easing; vaul's own 0.5 s cubic-bezier is overridden;",
        "- momentum projection (only on/off, as `snapToSequentialPoint`), redirectional progress,",
        "  rubber banding and the removal velocity threshold (vaul has `closeThreshold` instead);",
        "- per-state backdrop alphas: the overlay fades in from one snap point (`fadeFromIndex`) to a",
        "  fixed opacity set in CSS;",
        "- anchors measured from the safe area, intrinsic and adaptive anchors: snap points are resolved",
        "  for the scene's container, as fractions of its length or as px;",
        "- cross-axis placement, grabber size and padding, container margins; CSS blur radii differ",
        "  from CALayer's shadow radius (written as is).",
        "1 pt is written as 1 CSS px.",
    ]

    /// Stops of the sampled easing: enough for a smooth bounce at a 60 Hz frame rate.
    static let easingStops = 40

    package static func export(_ scene: ResolvedScene, options: ExportOptions, notes: ExportNotes) -> String {
        let names = SwiftNames(scene: scene)
        let writer = SourceWriter(indentation: "  ")
        writer.comment(options.header(scene, format: .css) + [""] + limitations)
        writer.line()
        writer.line("import * as React from 'react';")
        writer.line("import { Drawer } from 'vaul';")
        for (panel, stem) in zip(scene.panels, names.panelStems) {
            writer.line()
            writer.line("// Panel \"\(panel.id)\"")
            writePanel(panel, stem: stem, scene: scene, writer: writer)
        }
        return writer.text
    }

    private static func writePanel(_ panel: ResolvedPanel, stem: String, scene: ResolvedScene, writer: SourceWriter) {
        let resolved = ResolvedStops(panel: panel, scene: scene)
        let stops = Array(resolved.stops.reversed())  // vaul lists the least visible first
        let prefix = SwiftNames.lowerCamel(stem)
        let className = "\(prefix)-panel"
        let points = stops.map { snapPoint($0, resolved) }

        writer.line()
        writer.comment(
            [
                "Snap points of panel \"\(panel.id)\", least visible first: "
                    + stops.map { "\($0.state.rawValue) \(ExportNumber.rounded(Double($0.extent))) px" }.joined(
                        separator: ", ")
                    + "."
            ])
        writer.line("export const \(prefix)SnapPoints: (number | string)[] = [\(points.joined(separator: ", "))];")

        writer.line()
        writer.comment(SpringSummary.lines(panel.behavior))
        writer.line("export const \(prefix)PanelCSS = `")
        writer.lines(css(panel, className: className, position: resolved.position))
        writer.line("`;")

        let initialIndex =
            resolved.initialStop.flatMap { initial in stops.firstIndex { $0.state == initial.state } } ?? 0
        let fadeFrom = stops.firstIndex { $0.backdropAlpha >= 0.01 } ?? stops.count
        var props = [
            "snapPoints={\(prefix)SnapPoints}",
            "activeSnapPoint={snap}",
            "setActiveSnapPoint={setSnap}",
            "fadeFromIndex={\(fadeFrom)}",
            "direction=\"\(resolved.position.rawValue)\"",
            "dismissible={\(panel.removalInteractionEnabled || panel.backdropTapToDismiss)}",
            "defaultOpen",
        ]
        // A backdrop below 0.01 lets touches through to the page (Docs/engine.md §9.3).
        if (stops.first?.backdropAlpha ?? 0) < 0.01 { props.append("modal={false}") }
        if panel.behavior.momentumProjection == .never { props.append("snapToSequentialPoint") }

        writer.line()
        writer.comment(["Panel \"\(panel.id)\" as a drawer, open at its layout's initial state."])
        writer.block("export function \(stem)Drawer({ children }: { children: React.ReactNode }) {") {
            writer.line(
                "const [snap, setSnap] = React.useState<number | string | null>(\(prefix)SnapPoints[\(initialIndex)]);")
            writer.block("return (", close: ");") {
                writer.line("<Drawer.Root")
                writer.lines(props.map { "  " + $0 })
                writer.block(">", close: "</Drawer.Root>") {
                    writer.block("<Drawer.Portal>", close: "</Drawer.Portal>") {
                        writer.line("<Drawer.Overlay className=\"\(className)-overlay\" />")
                        writer.block("<Drawer.Content className=\"\(className)\">", close: "</Drawer.Content>") {
                            writer.line("<style>{\(prefix)PanelCSS}</style>")
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
            return ExportNumber.rounded(Double(stop.extent / resolved.containerLength), significantDigits: 4)
        }
        return "'\(ExportNumber.exact(Double(stop.extent.rounded())))px'"
    }

    /// The surface, the overlay and the snap transition for one panel's class.
    private static func css(_ panel: ResolvedPanel, className: String, position: FloatingPanelPosition) -> [String] {
        let appearance = panel.surfaceView.appearance
        let px = { (value: CGFloat) in ExportNumber.exact(Double(value)) + "px" }
        let radius = px(appearance.cornerRadius)
        // Only the corners on the grabber side are rounded (Docs/engine.md §10.2).
        let corners: String
        switch position {
        case .bottom: corners = "\(radius) \(radius) 0 0"
        case .top: corners = "0 0 \(radius) \(radius)"
        case .left: corners = "0 \(radius) \(radius) 0"
        case .right: corners = "\(radius) 0 0 \(radius)"
        }
        var surface = ["border-radius: \(corners);"]
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
        surface.append("box-shadow: \(shadows.isEmpty ? "none" : shadows.joined(separator: ", "));")

        let spring = FloatingPanelSpringParameters.fastRelease(of: panel.behavior)
        // Long enough that the jump to the final stop is under 0.1 %.
        let duration = spring.settlingTime(within: 0.001)
        let samples = (0...easingStops).map { index -> String in
            index == easingStops
                ? "1" : ExportNumber.rounded(spring.stepResponse(at: duration * Double(index) / Double(easingStops)))
        }
        let maxAlpha =
            panel.layouts.flatMap { entry in entry.layout.anchors.keys.map(entry.layout.backdropAlpha) }.max() ?? 0
        return [".\(className) {"] + surface.map { "  " + $0 } + [
            "}",
            ".\(className)-overlay { background: rgba(0, 0, 0, \(ExportNumber.rounded(Double(maxAlpha)))); }",
            // vaul sets its snap transition inline and adds `vaul-dragging` while a finger moves it.
            ".\(className):not(.vaul-dragging) {",
            "  transition-duration: \(ExportNumber.rounded(duration))s !important;",
            "  transition-timing-function: linear(\(samples.joined(separator: ", "))) !important;",
            "}",
        ]
    }

    private static func rgba(_ color: RGBAColor) -> String {
        let byte = { (value: Double) in String(Int((value * 255).rounded())) }
        return
            "rgba(\(byte(color.red)), \(byte(color.green)), \(byte(color.blue)), \(ExportNumber.rounded(color.alpha)))"
    }
}
