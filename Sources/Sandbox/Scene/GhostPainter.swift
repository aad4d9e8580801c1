import FloatingPanel
import Foundation
import PanelScene

/// Draws the panels of an A/B comparison's second scene over the first: each shown
/// surface translucent, with a colored outline and grabber, so both tunings show on one screen.
struct GhostPainter {
    /// How much of B's surface shows: enough to follow, little enough to see A through it.
    static let surfaceAlpha = 0.4
    static let outlineWidth: CGFloat = 2

    let painter: Painter

    /// Draws `runtime`'s visible panels, back to front; no backdrop, shadow or content, which would
    /// hide A.
    func draw(_ runtime: SceneRuntime) {
        for panel in runtime.panelsInStageOrder.map(\.controller)
        where panel.isShown && (panel.state != .hidden || panel.isAnimating || panel.isDragging) {
            drawOutline(of: panel, offset: 0, color: OverlayStyle.ghostLocation)
        }
    }

    /// Draws `panel`'s surface moved `offset` points along its main axis, translucent, outlined and
    /// with its grabber in `color`, and `label` at its corner.
    func drawOutline(
        of panel: FloatingPanelController, offset: CGFloat, color: RGBAColor, label: String? = nil,
        labelIndex: Int = 0, fillAlpha: Double = Self.surfaceAlpha
    ) {
        let shift = panel.position.point(main: offset)
        let frame = panel.containerViewFrame.offsetBy(dx: shift.x, dy: shift.y)
        let radii = PanelSurfacePainter.containerRadii(of: panel)
        var fill = panel.surfaceView.appearance.backgroundColor ?? .white
        fill.alpha = fillAlpha
        if fillAlpha > 0 { painter.fillRoundedRect(frame, radii: radii, color: fill) }
        painter.strokeRoundedRect(frame, radii: radii, width: Self.outlineWidth, color: color)
        if !panel.surfaceView.grabberHandleIsHidden {
            let grabber = panel.grabberHandleFrame.offsetBy(dx: shift.x, dy: shift.y)
            painter.fillRoundedRect(grabber, radii: .uniform(min(grabber.width, grabber.height) / 2), color: color)
        }
        if let label {
            let origin = CGPoint(x: frame.minX + 14 + CGFloat(labelIndex) * 84, y: frame.minY + 8)
            let size = painter.measureText(label, style: Self.labelStyle)
            painter.fillRoundedRect(
                CGRect(x: origin.x - 5, y: origin.y - 2, width: size.width + 10, height: size.height + 4),
                radii: .uniform(5), color: color)
            _ = painter.drawText(label, at: origin, style: Self.labelStyle)
        }
    }

    /// A ghost's label: dark text on the ghost's color.
    static let labelStyle = TextStyle(size: 12, weight: .bold, color: RGBAColor(hex: 0x111114))
}
