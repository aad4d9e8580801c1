import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// Where the window draws a panel's container view and how round: the engine's frame, inset by
/// the appearance's `surfaceInset` where the panel is and rounded by its `cornerConfiguration`
/// (Docs/config.md "The iOS 26 sheet look"), as the UIKit export's companion sets
/// `containerMargins` while the panel moves. The side carrying the grabber is never inset.
struct SurfaceLook {
    /// The container view's frame in container points.
    var frame: CGRect
    /// Its corner radii.
    var radii: CornerRadii
    /// The radius every corner of its shadow takes.
    var shadowRadius: CGFloat

    /// `panel`'s look in a container whose display has `displayCornerRadius`.
    init(_ panel: PanelRuntime, displayCornerRadius: CGFloat) {
        let controller = panel.controller
        let appearance = controller.surfaceView.appearance
        guard !controller.surfaceView.insetsByState.isEmpty || appearance.cornerConfiguration != nil else {
            frame = controller.containerViewFrame
            radii = PanelSurfacePainter.containerRadii(of: controller)
            shadowRadius = appearance.cornerRadius
            return
        }
        var inset = panel.surfaceInset
        switch controller.position {
        case .bottom: inset.top = 0
        case .top: inset.bottom = 0
        case .left: inset.right = 0
        case .right: inset.left = 0
        }
        frame = controller.containerViewFrame.inset(by: inset)
        let radius = panel.surfaceCornerRadius(displayCornerRadius: displayCornerRadius)
        // iOS 26's configuration rounds all four corners; without one the engine's corners stay.
        radii =
            appearance.cornerConfiguration == nil
            ? PanelSurfacePainter.containerRadii(of: controller) : .uniform(radius)
        shadowRadius = radius
    }
}

extension SurfaceLook {
    /// The attachments of `panel` as the window draws them: a rounded square per attachment with
    /// its label, at its alpha and scale (Docs/config.md "Attachments").
    static func drawAttachments(of panel: PanelRuntime, containerSize: CGSize, with painter: Painter) {
        for attachment in panel.config.attachments {
            let look = panel.look(of: attachment)
            guard look.alpha > 0.002 else { continue }
            let frame = panel.frame(of: attachment, containerSize: containerSize)
            let scaled = frame.insetBy(
                dx: frame.width * (1 - look.scale) / 2, dy: frame.height * (1 - look.scale) / 2)
            let radius = min(scaled.width, scaled.height) / 4
            painter.fillRoundedRect(
                scaled, radii: .uniform(radius), color: RGBAColor(red: 1, green: 1, blue: 1, alpha: Double(look.alpha)))
            painter.strokeRoundedRect(
                scaled, radii: .uniform(radius), width: 1,
                color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.15 * Double(look.alpha)))
        }
    }
}
