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
        let outline = OverlayStyle.ghostLocation
        for panel in runtime.panelsInStageOrder.map(\.controller)
        where panel.isShown && (panel.state != .hidden || panel.isAnimating || panel.isDragging) {
            let frame = panel.containerViewFrame
            let radii = PanelSurfacePainter.containerRadii(of: panel)
            var fill = panel.surfaceView.appearance.backgroundColor ?? .white
            fill.alpha = Self.surfaceAlpha
            painter.fillRoundedRect(frame, radii: radii, color: fill)
            painter.strokeRoundedRect(frame, radii: radii, width: Self.outlineWidth, color: outline)
            if !panel.surfaceView.grabberHandleIsHidden {
                let grabber = panel.grabberHandleFrame
                painter.fillRoundedRect(
                    grabber, radii: .uniform(min(grabber.width, grabber.height) / 2), color: outline)
            }
        }
    }
}
