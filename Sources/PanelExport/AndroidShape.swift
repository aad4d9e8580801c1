import FloatingPanel
import Foundation
import PanelConfig

/// The panel's surface as Material's sheets draw it: `app:backgroundTint` for the colour and
/// `app:shapeAppearance` for the corners, which makes the behavior draw a MaterialShapeDrawable
/// (BottomSheetBehavior and SideSheetBehavior 1.13.0 create it only when a shape appearance is
/// given); the border is that drawable's stroke, set in code.
struct AndroidShape {
    let appearance: SurfaceAppearance
    let position: FloatingPanelPosition
    /// The style's name, `ShapeAppearance.MainPanel`.
    let styleName: String

    /// Whether the sheet needs the shape drawable: for corners, a colour (a tint needs a drawable
    /// to tint) or a border.
    var needsShape: Bool {
        appearance.cornerRadius > 0 || appearance.backgroundColor != nil
            || (appearance.borderColor != nil && appearance.borderWidth > 0)
    }

    /// The view's attributes.
    var attributes: [String] {
        var attributes: [String] = []
        if needsShape { attributes.append("app:shapeAppearance=\"@style/\(styleName)\"") }
        if let color = appearance.backgroundColor { attributes.append("app:backgroundTint=\"\(Self.hex(color))\"") }
        return attributes
    }

    /// The style resource the attribute refers to, for res/values/styles.xml: only the corners on
    /// the grabber side are rounded (Docs/engine.md §10.2).
    var style: [String] {
        guard needsShape else { return [] }
        let radius = ExportNumber.exact(Double(appearance.cornerRadius)) + "dp"
        let rounded: Set<String> =
            switch position {
            case .bottom: ["TopLeft", "TopRight"]
            case .top: ["BottomLeft", "BottomRight"]
            case .left: ["TopRight", "BottomRight"]
            case .right: ["TopLeft", "BottomLeft"]
            }
        return [
            "Add to res/values/styles.xml (the corners of `app:shapeAppearance`):",
            "<style name=\"\(styleName)\" parent=\"\">",
        ]
            + ["    <item name=\"cornerFamily\">rounded</item>"]
            + ["TopLeft", "TopRight", "BottomRight", "BottomLeft"].map { corner in
                "    <item name=\"cornerSize\(corner)\">\(rounded.contains(corner) ? radius : "0dp")</item>"
            } + ["</style>"]
    }

    /// The border as the drawable's stroke (Kotlin, in the stops function).
    var strokeCode: [String] {
        guard let color = appearance.borderColor, appearance.borderWidth > 0 else { return [] }
        let width = ExportNumber.exact(Double(appearance.borderWidth))
        return [
            "(sheet.background as? MaterialShapeDrawable)?.setStroke(",
            "    \(width)f * sheet.resources.displayMetrics.density, 0x\(Self.hex(color).dropFirst())L.toInt())",
        ]
    }

    /// `#AARRGGBB`.
    static func hex(_ color: RGBAColor) -> String {
        let byte = { (value: Double) in String(format: "%02X", Int((min(max(value, 0), 1) * 255).rounded())) }
        return "#" + byte(color.alpha) + byte(color.red) + byte(color.green) + byte(color.blue)
    }
}
