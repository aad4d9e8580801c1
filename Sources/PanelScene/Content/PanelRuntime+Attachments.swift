import FloatingPanel
import Foundation
import PanelConfig

/// A panel's attachments where it is now (Docs/config.md "Attachments"): what frame lines report,
/// the window and the page draw, and the surface's iOS 26 inset and corners.
extension PanelRuntime {
    /// The panel's leading edge on its main axis, in container points (simulate's `y`, or `x`).
    package var mainLocation: CGFloat { controller.position.mainLocation(controller.surfaceLocation) }

    /// Where `state` puts the leading edge in the current container; nil when the panel's layout
    /// has no such state.
    package func mainLocation(of state: FloatingPanelState) -> CGFloat? {
        guard state == .hidden || controller.layout.anchors[state] != nil else { return nil }
        return controller.position.mainLocation(controller.surfaceLocation(for: state))
    }

    /// `attachment`'s opacity and scale with the panel where it is now.
    package func look(of attachment: PanelAttachment) -> PanelAttachment.Look {
        attachment.look(
            at: mainLocation, place: mainLocation(of:),
            expandsTowardLess: controller.position.expandsTowardSmallerCoordinates)
    }

    /// `attachment`'s frame before its scale, in container points.
    package func frame(of attachment: PanelAttachment, containerSize: CGSize) -> CGRect {
        attachment.frame(at: mainLocation, position: controller.position, containerSize: containerSize)
    }
}

extension PanelRuntime {
    /// The surface's inset from the container's edges now (`surfaceInset`, zero without one).
    package var surfaceInset: EdgeInsets {
        let byState = config.surfaceView.insetsByState
        guard !byState.isEmpty else { return .zero }
        return SurfaceShape.inset(byState, at: mainLocation) { name in
            config.states[name].flatMap(mainLocation(of:))
        }
    }

    /// The surface's corner radius now, in a container whose display has `displayCornerRadius`.
    package func surfaceCornerRadius(displayCornerRadius: CGFloat) -> CGFloat {
        SurfaceShape.cornerRadius(
            config.surfaceView.appearance, inset: surfaceInset, position: controller.position,
            displayCornerRadius: displayCornerRadius)
    }
}
