import FloatingPanel
import Foundation
import PanelConfig

/// The vaul export's CSS for one panel: the drawer's box and surface, the backdrop and the snap
/// transition (Docs/export.md).
enum VaulCSS {

    /// CSS blur radius per point of CALayer shadow radius: a CALayer shadow's radius is about the
    /// standard deviation of its Gaussian blur, while CSS Backgrounds and Borders Level 3
    /// (`box-shadow`) blurs with a standard deviation of half the blur radius.
    static let blurPerShadowRadius: CGFloat = 2

    /// The safe-area inset of one side, as CSS.
    static func env(_ side: String) -> String { "env(safe-area-inset-\(side), 0px)" }

    /// The CSS lines of `panel`'s class.
    static func lines(_ panel: ResolvedPanel, className: String, resolved: ResolvedStops, fitted: FittedSprings?)
        -> [String]
    {
        let appearance = panel.surfaceView.appearance
        let position = resolved.position
        var surface = placement(position) + crossAxis(resolved.entry.layout.crossAxis, position: position)
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
            let blur = px(shadow.radius * blurPerShadowRadius)
            return "\(px(shadow.offset.width)) \(px(shadow.offset.height)) \(blur) \(px(shadow.spread)) \(rgba(color))"
        }
        if !shadows.isEmpty { surface.append("box-shadow: \(shadows.joined(separator: ", "));") }

        var lines = [".\(className) {"] + surface.map { "  " + $0 } + ["}"]
        lines += [
            // FloatingPanel's backdrop is black; its opacity is set while the drawer moves.
            ".\(className)-backdrop { position: fixed; inset: 0; background: black; opacity: 0; pointer-events: none; }"
        ]
        if panel.isModal { lines.append(".\(className)-lock { position: fixed; inset: 0; background: transparent; }") }
        lines += transition(VaulTransition.snapSpring(panel.behavior, fitted: fitted), className: className)
        if let presentation = panel.adaptivePresentation { lines += card(presentation, className: className) }
        return lines
    }

    /// The snap transition: `spring`'s step response as a `linear()` easing.
    private static func transition(_ spring: FloatingPanelSpringParameters, className: String) -> [String] {
        let transition = VaulTransition.snapTransition(spring)
        return [
            // vaul sets its snap transition inline and adds `vaul-dragging` while a finger moves it.
            ".\(className):not(.vaul-dragging) {",
            "  transition-duration: \(transition.duration)s !important;",
            "  transition-timing-function: linear(\(transition.stops.joined(separator: ", "))) !important;",
            "}",
        ]
    }

    /// The adaptive presentation's side card in a wide viewport (Docs/config.md): `idealWidth`
    /// wide, clamped to the presentation's widths and the safe width less the inset on both
    /// sides, on its side; a card never dims the page.
    private static func card(_ presentation: AdaptivePresentation, className: String) -> [String] {
        let inset = ResolvedAdaptivePresentation.cardInset
        // A card when the viewport is at least twice `minWidth` and wider than `maxWidth`.
        let from = max(2 * presentation.minWidth, presentation.maxWidth + 1)
        let room = "calc(100% - \(env("left")) - \(env("right")) - \(px(2 * inset)))"
        let width =
            "clamp(\(px(presentation.minWidth)), min(\(px(presentation.idealWidth)), \(room)), \(px(presentation.maxWidth)))"
        let side = presentation.side == .leading ? "left" : "right"
        let other = presentation.side == .leading ? "right" : "left"
        return [
            "@media (min-width: \(px(from))) {",
            "  .\(className) {",
            "    \(other): auto;",
            "    \(side): calc(\(env(side)) + \(px(inset)));",
            "    width: \(width);",
            "  }",
            "  .\(className)-backdrop { display: none; }",
            "}",
        ]
    }

    /// The drawer's box on the main axis: as long as the container and pinned to the panel's
    /// edge, since vaul translates it by (container length − snap length).
    private static func placement(_ position: FloatingPanelPosition) -> [String] {
        switch position {
        case .bottom: return ["position: fixed;", "bottom: 0;", "height: 100%;"]
        case .top: return ["position: fixed;", "top: 0;", "height: 100%;"]
        case .left: return ["position: fixed;", "left: 0;", "width: 100%;"]
        case .right: return ["position: fixed;", "right: 0;", "width: 100%;"]
        }
    }

    /// The drawer's box across the main axis: the layout's cross-axis placement in its guide
    /// (Docs/engine.md §3.7); `width` is a height for left and right panels.
    static func crossAxis(_ placement: FloatingPanelCrossAxisPlacement, position: FloatingPanelPosition) -> [String] {
        let (start, end, size) = position.isVertical ? ("left", "right", "width") : ("top", "bottom", "height")
        let safe = placement.referenceGuide == .safeArea
        let startInset = safe ? env(start) : "0px"
        let endInset = safe ? env(end) : "0px"
        switch placement.alignment {
        case .fill:
            return ["\(start): \(startInset);", "\(end): \(endInset);"]
        case .leading:
            return ["\(start): calc(\(startInset) + \(px(placement.inset)));", "\(size): \(px(placement.width));"]
        case .trailing:
            return ["\(end): calc(\(endInset) + \(px(placement.inset)));", "\(size): \(px(placement.width));"]
        case .center:
            return [
                "\(start): calc(\(startInset) + (100% - \(startInset) - \(endInset) - \(px(placement.width))) / 2 + \(px(placement.inset)));",
                "\(size): \(px(placement.width));",
            ]
        }
    }

    private static func px(_ value: CGFloat) -> String { ExportNumber.exact(Double(value)) + "px" }

    static func rgba(_ color: RGBAColor) -> String {
        let byte = { (value: Double) in String(Int((value * 255).rounded())) }
        return
            "rgba(\(byte(color.red)), \(byte(color.green)), \(byte(color.blue)), \(ExportNumber.rounded(color.alpha)))"
    }
}
