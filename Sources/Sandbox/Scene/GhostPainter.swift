import FloatingPanel
import Foundation
import PanelScene

/// Draws the panels of an A/B replay's second scene over the first: each shown
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
            let size = painter.measureText(label, style: Self.labelStyle)
            let tag = Self.tagFrame(
                size: CGSize(width: size.width + 10, height: size.height + 4), index: labelIndex, outside: frame,
                position: panel.position, container: CGRect(origin: .zero, size: panel.containerSize))
            painter.fillRoundedRect(tag, radii: .uniform(5), color: color)
            _ = painter.drawText(label, at: CGPoint(x: tag.minX + 5, y: tag.minY + 2), style: Self.labelStyle)
        }
    }

    /// Where the `index`-th ghost's tag of `size` goes: beyond the ghost's moving edge, clear of
    /// the panel's title and content (tags side by side along the edge); inside the ghost's
    /// corner opposite the title when the container has no room there.
    static func tagFrame(
        size: CGSize, index: Int, outside frame: CGRect, position: FloatingPanelPosition, container: CGRect
    ) -> CGRect {
        let gap: CGFloat = 4
        let step = CGFloat(index)
        var tag: CGRect
        switch position {
        case .bottom:
            tag = CGRect(origin: CGPoint(x: frame.minX + 14 + step * 84, y: frame.minY - gap - size.height), size: size)
        case .top:
            tag = CGRect(origin: CGPoint(x: frame.minX + 14 + step * 84, y: frame.maxY + gap), size: size)
        case .left:
            tag = CGRect(
                origin: CGPoint(x: frame.maxX + gap, y: frame.minY + 14 + step * (size.height + gap)), size: size)
        case .right:
            tag = CGRect(
                origin: CGPoint(x: frame.minX - gap - size.width, y: frame.minY + 14 + step * (size.height + gap)),
                size: size)
        }
        if container.contains(tag) { return tag }
        return CGRect(
            origin: CGPoint(x: frame.maxX - 14 - size.width, y: frame.minY + 8 + step * (size.height + gap)), size: size
        )
    }

    /// A ghost's label: dark text on the ghost's color.
    static let labelStyle = TextStyle(size: 12, weight: .bold, color: RGBAColor(hex: 0x111114))
}
