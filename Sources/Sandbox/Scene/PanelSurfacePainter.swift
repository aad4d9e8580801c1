import FloatingPanel
import Foundation

/// Draws a panel's surface at the engine's geometry (Docs/engine.md §10): shadows, the container view's
/// background with the right corners rounded, its border, and the grabber handle.
struct PanelSurfacePainter {
    let painter: Painter

    /// The corner radii of the container view: the appearance's radius on the corners the engine
    /// rounds (Docs/engine.md §10.2: the grabber-side ones, or all four with a margin on the attached side).
    static func containerRadii(of panel: FloatingPanelController) -> CornerRadii {
        let radius = panel.surfaceView.appearance.cornerRadius
        let corners = panel.roundedCorners
        return CornerRadii(
            topLeft: corners.contains(.topLeft) ? radius : 0, topRight: corners.contains(.topRight) ? radius : 0,
            bottomRight: corners.contains(.bottomRight) ? radius : 0,
            bottomLeft: corners.contains(.bottomLeft) ? radius : 0)
    }

    /// Every shadow of the appearance, around the container view (`look`) with all four corners
    /// rounded (Docs/engine.md §10.2: the shadow path always rounds all corners).
    func drawShadows(of panel: FloatingPanelController, look: SurfaceLook) {
        let appearance = panel.surfaceView.appearance
        let opaque = (appearance.backgroundColor?.alpha ?? 0) >= 1
        for shadow in appearance.shadows {
            painter.drawShadow(shadow, of: look.frame, cornerRadius: look.shadowRadius, shapeIsOpaque: opaque)
        }
    }

    /// The container view's background.
    func drawContainer(of panel: FloatingPanelController, look: SurfaceLook) {
        guard let background = panel.surfaceView.appearance.backgroundColor else { return }
        painter.fillRoundedRect(look.frame, radii: look.radii, color: background)
    }

    /// The container view's border, above the content as Core Animation draws it.
    func drawBorder(of panel: FloatingPanelController, look: SurfaceLook) {
        let appearance = panel.surfaceView.appearance
        guard let color = appearance.borderColor, appearance.borderWidth > 0 else { return }
        painter.strokeRoundedRect(look.frame, radii: look.radii, width: appearance.borderWidth, color: color)
    }

    /// The grabber handle where Docs/engine.md §10.5 puts it (already turned upright for left/right panels
    /// by the engine's frame), a capsule.
    func drawGrabber(of panel: FloatingPanelController) {
        guard !panel.surfaceView.grabberHandleIsHidden else { return }
        let frame = panel.grabberHandleFrame
        painter.fillRoundedRect(
            frame, radii: .uniform(min(frame.width, frame.height) / 2), color: panel.surfaceView.grabberHandleColor)
    }

    /// The part of the container view that certainly hides what is below it: its frame on screen
    /// without the band of its rounded corners; empty when the background is not opaque.
    static func opaqueRegion(of panel: FloatingPanelController, look: SurfaceLook, within bounds: CGRect) -> CGRect {
        guard let background = panel.surfaceView.appearance.backgroundColor, background.alpha >= 1 else { return .null }
        var region = look.frame
        let radius = max(look.shadowRadius, panel.surfaceView.appearance.cornerRadius)
        let corners: RoundedCorners =
            panel.surfaceView.appearance.cornerConfiguration == nil ? panel.roundedCorners : .all
        if !corners.isDisjoint(with: [.topLeft, .topRight]) {
            region = region.divided(atDistance: radius, from: .minYEdge).remainder
        }
        if !corners.isDisjoint(with: [.bottomLeft, .bottomRight]) {
            region = region.divided(atDistance: radius, from: .maxYEdge).remainder
        }
        return region.intersection(bounds)
    }
}
