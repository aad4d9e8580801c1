import FloatingPanel
import Foundation
import PanelConfig

/// The container's edges and its safe area drawn over the scene (`A`), so an anchor given as
/// "16 pt from the safe-area top" can be checked by eye: the insets outside the safe area are
/// tinted, the safe area's edges and the container's are lined, and each inset is labelled.
struct SafeAreaGuides {
    let painter: Painter

    static let safeAreaColor = RGBAColor(hex: 0xFF9F0A)
    static let containerColor = RGBAColor(hex: 0x32D2FF)
    private static let insetTint = RGBAColor(hex: 0xFF9F0A, alpha: 0.16)
    private static let labelStyle = TextStyle(size: 10, weight: .bold, color: .white)
    private static let labelBackground = RGBAColor(hex: 0x000000, alpha: 0.6)

    /// Draws the guides of `container`, in container points (inside the container's viewport).
    func draw(_ container: SceneContainer) {
        let bounds = CGRect(origin: .zero, size: container.size)
        let insets = container.safeArea
        let safe = Self.safeRect(of: container)
        for band in [
            CGRect(x: 0, y: 0, width: bounds.width, height: safe.minY),
            CGRect(x: 0, y: safe.maxY, width: bounds.width, height: bounds.maxY - safe.maxY),
            CGRect(x: 0, y: safe.minY, width: safe.minX, height: safe.height),
            CGRect(x: safe.maxX, y: safe.minY, width: bounds.maxX - safe.maxX, height: safe.height),
        ] where band.width > 0 && band.height > 0 {
            painter.fill(band, color: Self.insetTint)
        }
        outline(safe, width: 2, color: Self.safeAreaColor)
        outline(bounds.insetBy(dx: 1, dy: 1), width: 2, color: Self.containerColor)

        label(
            "container \(ReadoutOverlay.size(container.size))", at: CGPoint(x: 6, y: safe.minY + 6),
            color: Self.containerColor)
        let format = { (value: CGFloat) in ReadoutOverlay.format(value, 0) }
        if insets.top > 0 { label("safe area top \(format(insets.top)) pt", at: CGPoint(x: 6, y: safe.minY + 22)) }
        if insets.bottom > 0 {
            label("safe area bottom \(format(insets.bottom)) pt", at: CGPoint(x: 6, y: safe.maxY - 20))
        }
        if insets.left > 0 { label("left \(format(insets.left)) pt", at: CGPoint(x: safe.minX + 6, y: safe.midY)) }
        if insets.right > 0 {
            let text = "right \(format(insets.right)) pt"
            let width = painter.measureText(text, style: Self.labelStyle).width
            label(text, at: CGPoint(x: safe.maxX - width - 12, y: safe.midY))
        }
    }

    /// The safe area in container points.
    static func safeRect(of container: SceneContainer) -> CGRect {
        let insets = container.safeArea
        return CGRect(
            x: insets.left, y: insets.top, width: max(container.size.width - insets.left - insets.right, 0),
            height: max(container.size.height - insets.top - insets.bottom, 0))
    }

    private func outline(_ rect: CGRect, width: CGFloat, color: RGBAColor) {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
        for index in corners.indices {
            painter.drawLine(from: corners[index], to: corners[(index + 1) % 4], width: width, color: color)
        }
    }

    /// A small label on a dark plate, readable over any scene.
    private func label(_ text: String, at origin: CGPoint, color: RGBAColor = SafeAreaGuides.safeAreaColor) {
        let size = painter.measureText(text, style: Self.labelStyle)
        painter.fillRoundedRect(
            CGRect(x: origin.x - 3, y: origin.y - 1, width: size.width + 6 + 8, height: size.height + 2),
            radii: .uniform(3), color: Self.labelBackground)
        painter.fillCircle(center: CGPoint(x: origin.x + 3, y: origin.y + size.height / 2), radius: 3, color: color)
        painter.drawText(text, at: CGPoint(x: origin.x + 8, y: origin.y), style: Self.labelStyle)
    }
}
