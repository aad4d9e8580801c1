import FloatingPanel
import Foundation
import PanelConfig

extension PanelRuntime {
    /// The index of the layout-list entry in use, for the overlay; nil when the panel uses
    /// FloatingPanelBottomLayout's values because no condition holds, or an adaptive presentation.
    package var activeLayoutIndex: Int? {
        if case .layoutEntry(let index) = arrangement { return index }
        return nil
    }

    /// Re-resolves the layout for the controller's container as it is now (its size, this panel's
    /// safe area, the content size) and adopts it if it changed: a panel at rest moves to its
    /// state's new position, a running spring or transition retargets from where it is (decision
    /// §19-10). During a drag the change waits for the release.
    package func refreshArrangement() {
        refreshArrangement(keepingLocation: false)
    }

    /// `refreshArrangement()`; `keepingLocation` leaves a panel that is not moving where it is
    /// instead of putting it on its anchor (the release of a drag is about to attract it).
    func refreshArrangement(keepingLocation: Bool) {
        let size = controller.containerSize
        guard size.width > 0 || size.height > 0 else { return }
        if controller.isDragging {
            hasPendingArrangement = true
            return
        }
        hasPendingArrangement = false
        let next = PanelArrangement(
            config: config, containerSize: size, safeAreaInsets: controller.safeAreaInsets,
            contentSize: controller.contentSize)
        guard next != arrangement else { return }
        let location = controller.surfaceLocation
        let position = controller.position
        arrangement = next
        controller.layout = next.makeLayout(config: config)
        controller.reresolveLayout()
        guard controller.isShown else { return }
        if controller.position != position {
            // A location on the old main axis means nothing on the new one: start over at the state.
            controller.move(to: controller.state, animated: false)
        } else if keepingLocation {
            controller.surfaceLocation = location
        }
    }

    /// Adopts an arrangement a drag held back, once the drag is over.
    func adoptPendingArrangement(keepingLocation: Bool) {
        guard hasPendingArrangement, !controller.isDragging else { return }
        refreshArrangement(keepingLocation: keepingLocation)
    }

    /// Springs a panel at rest from `previous` to its state's position (which a geometry change just
    /// moved), instead of the jump the engine makes when it re-resolves an idle panel. A moving or
    /// dragged panel is left to the engine: its spring already retargeted, its drag continues.
    func springToState(from previous: CGPoint) {
        guard controller.isShown, controller.state != .hidden, !controller.isDragging, !controller.isAttracting,
            !controller.isTransitioning,
            controller.surfaceLocation(for: controller.state) != previous
        else { return }
        controller.surfaceLocation = previous
        controller.move(to: controller.state, animated: true)
    }

    /// After a container change: when the adaptive presentation switched between sheet and card,
    /// the panel springs from `previous` (where it was before the change) to its new anchor; the
    /// cross-axis extent changes at once. Otherwise the engine's rule stands: a panel at rest
    /// follows its anchors (decision F14).
    func springIfPresentationSwitched(from previous: CGPoint, wasCard: Bool?) {
        guard let wasCard, let isCard = arrangement.presentationStyle?.isCard, wasCard != isCard else { return }
        springToState(from: previous)
    }

    /// The state `SceneRuntime.present(panelID:)` shows the panel at: its layout's initial state,
    /// or, when that is `hidden` (a panel that waits to be presented), its middle anchored state
    /// (the lower of the two middle ones: `half` of full/half/tip).
    package var presentationState: FloatingPanelState {
        controller.layout.presentationState
    }
}
