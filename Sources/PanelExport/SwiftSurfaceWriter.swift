import FloatingPanel
import Foundation
import PanelConfig

/// Writes a panel's `SurfaceAppearance` and the controller settings beside it (Docs/engine.md §21):
/// grabber, content padding, container margins, removal, backdrop tap, content mode.
package struct SwiftSurfaceWriter {
    let writer: SourceWriter

    /// Whether `appearance` is what a new controller already shows (Docs/engine.md §10.2: square
    /// corners, no border, one default shadow, the default background, which the sandbox draws
    /// white and FloatingPanel takes from the system).
    static func isDefault(_ appearance: SurfaceAppearance) -> Bool {
        appearance == SurfaceAppearance()
    }

    /// A function returning the panel's `SurfaceAppearance`; only values that differ from a new
    /// `SurfaceAppearance` are set.
    func writeAppearanceFunction(_ name: String, panel: ResolvedPanel) {
        let appearance = panel.surfaceView.appearance
        writer.comment(["The surface appearance of panel \"\(panel.id)\"."], prefix: "/// ")
        writer.block("func \(name)() -> SurfaceAppearance {") {
            writer.line("let appearance = SurfaceAppearance()")
            if appearance.backgroundColor == SurfaceAppearance().backgroundColor {
                writer.comment([
                    "Background: FloatingPanel's default, the system background (the sandbox draws it white).",
                    "Writing white here would break Dark Mode.",
                ])
            } else {
                writer.line("appearance.backgroundColor = \(Self.optionalColor(appearance.backgroundColor))")
            }
            if appearance.cornerRadius != 0 {
                writer.line("appearance.cornerRadius = \(ExportNumber.exact(Double(appearance.cornerRadius)))")
            }
            if let configuration = appearance.cornerConfiguration {
                writer.comment([
                    "iOS 26: the corners as a UICornerConfiguration (FloatingPanel 3.2); earlier systems keep",
                    "`cornerRadius`.",
                ])
                writer.block("if #available(iOS 26, *) {") {
                    writer.line(
                        "appearance.cornerConfiguration = .corners(radius: \(Self.cornerRadius(configuration)))")
                }
            }
            if let border = appearance.borderColor {
                writer.line("appearance.borderColor = \(Self.color(border))")
            }
            if appearance.borderWidth != 0 {
                writer.line("appearance.borderWidth = \(ExportNumber.exact(Double(appearance.borderWidth)))")
            }
            if appearance.shadows != [SurfaceAppearance.Shadow()] {
                writeShadows(appearance.shadows)
            }
            writer.line("return appearance")
        }
    }

    private func writeShadows(_ shadows: [SurfaceAppearance.Shadow]) {
        let defaults = SurfaceAppearance.Shadow()
        var names: [String] = []
        for (index, shadow) in shadows.enumerated() {
            let name = shadows.count == 1 ? "shadow" : "shadow\(index + 1)"
            names.append(name)
            writer.line("let \(name) = SurfaceAppearance.Shadow()")
            if shadow.hidden != defaults.hidden { writer.line("\(name).hidden = \(shadow.hidden)") }
            if shadow.color != defaults.color { writer.line("\(name).color = \(Self.color(shadow.color))") }
            if shadow.offset != defaults.offset { writer.line("\(name).offset = \(Self.size(shadow.offset))") }
            // `opacity` is a Float; the literal takes that type from the property.
            if shadow.opacity != defaults.opacity { writer.line("\(name).opacity = \(shadow.opacity)") }
            if shadow.radius != defaults.radius {
                writer.line("\(name).radius = \(ExportNumber.exact(Double(shadow.radius)))")
            }
            if shadow.spread != defaults.spread {
                writer.line("\(name).spread = \(ExportNumber.exact(Double(shadow.spread)))")
            }
        }
        writer.line("appearance.shadows = [\(names.joined(separator: ", "))]")
    }

    /// Assignments to `controller` for every non-default surface and interaction setting of
    /// `panel`; `grabberHandlePadding` only when `includePadding` (SwiftUI has a modifier for it).
    static func controllerSettings(_ panel: ResolvedPanel, controller: String, includePadding: Bool) -> [String] {
        let surface = panel.surfaceView
        let defaults = SurfaceView()
        var lines: [String] = []
        if surface.grabberHandleSize != defaults.grabberHandleSize {
            lines.append("\(controller).surfaceView.grabberHandleSize = \(size(surface.grabberHandleSize))")
        }
        if includePadding, surface.grabberHandlePadding != defaults.grabberHandlePadding {
            lines.append(
                "\(controller).surfaceView.grabberHandlePadding = \(ExportNumber.exact(Double(surface.grabberHandlePadding)))"
            )
        }
        if surface.grabberHandleIsHidden {
            lines.append("\(controller).surfaceView.grabberHandle.isHidden = true")
        }
        if surface.contentPadding != .zero {
            lines.append("\(controller).surfaceView.contentPadding = \(insets(surface.contentPadding))")
        }
        if surface.containerMargins != .zero {
            lines.append("\(controller).surfaceView.containerMargins = \(insets(surface.containerMargins))")
        }
        if panel.removalInteractionEnabled {
            lines.append("\(controller).isRemovalInteractionEnabled = true")
        }
        if panel.backdropTapToDismiss {
            lines.append("\(controller).backdropView.dismissalTapGestureRecognizer.isEnabled = true")
        }
        return lines
    }

    // MARK: Literals

    /// `UIColor(red: 28 / 255, …)`: config colors are whole bytes, written as such.
    static func color(_ color: RGBAColor) -> String {
        let components = [color.red, color.green, color.blue, color.alpha].map(component)
        return
            "UIColor(red: \(components[0]), green: \(components[1]), blue: \(components[2]), alpha: \(components[3]))"
    }

    static func optionalColor(_ color: RGBAColor?) -> String {
        color.map(self.color) ?? "nil"
    }

    private static func component(_ value: Double) -> String {
        let byte = (value * 255).rounded()
        guard byte / 255 == value, byte != 0, byte != 255 else { return ExportNumber.exact(value) }
        return "\(Int(byte)) / 255"
    }

    static func size(_ size: CGSize) -> String {
        "CGSize(width: \(ExportNumber.exact(Double(size.width))), height: \(ExportNumber.exact(Double(size.height))))"
    }

    /// A `UICornerRadius` expression.
    static func cornerRadius(_ configuration: SurfaceAppearance.CornerConfiguration) -> String {
        switch configuration {
        case .fixed(let radius): return ".fixed(\(ExportNumber.exact(Double(radius))))"
        case .containerConcentric(let minimum):
            return ".containerConcentric(minimum: \(ExportNumber.exact(Double(minimum))))"
        }
    }

    static func insets(_ insets: EdgeInsets) -> String {
        let n = { (value: CGFloat) in ExportNumber.exact(Double(value)) }
        return
            "UIEdgeInsets(top: \(n(insets.top)), left: \(n(insets.left)), bottom: \(n(insets.bottom)), right: \(n(insets.right)))"
    }
}
