import FloatingPanel
import Foundation
import PanelConfig

/// The delegate recipes of a panel's behavior (Docs/config.md "Behavior: delegate recipes"),
/// answered through the controller's delegate hooks as FloatingPanel apps write them.
extension PanelRuntime {
    // MARK: - Touches

    /// A finger went down on this panel: a refused drag is reported again for the new touch.
    package func touchDidBegin() {
        dragRefusalReported = false
    }

    /// A tap on the surface (no pan began): moves the panel when `surfaceTap` applies. Returns
    /// whether it did, so the tap does nothing else.
    @discardableResult
    package func surfaceTapped() -> Bool {
        guard let tap = config.recipes.surfaceTap, controller.isShown, !isBeingRemoved else { return false }
        let from = controller.state
        guard tap.states.contains(from), tap.moveTo != from, controller.validStates.contains(tap.moveTo) else {
            return false
        }
        report(.surfaceTap(from: from, to: tap.moveTo))
        controller.move(to: tap.moveTo, animated: true)
        return true
    }

    /// Tells the event handler, and keeps the event for the side bar.
    private func report(_ event: PanelEvent) {
        lastRecipeEvent = event
        onEvent?(self, event)
    }

    /// The side `moveBoundary` holds the dragged surface at, while it does.
    package var boundaryHoldingDrag: PanelEvent.BoundarySide? { clampedSide }

    // MARK: - Move boundary

    /// Clamps a dragged surface to `moveBoundary` (the recipe's `floatingPanelDidMove`); reports
    /// when a drag starts being held.
    func applyMoveBoundary(_ fpc: FloatingPanelController) {
        guard let boundary = config.recipes.moveBoundary, fpc.isDragging else {
            clampedSide = nil
            return
        }
        let position = fpc.position
        let location = position.mainLocation(fpc.surfaceLocation)
        let expanded = position.mainLocation(fpc.surfaceLocation(for: fpc.mostExpandedState))
        let collapsedState = fpc.leastExpandedState == .hidden ? fpc.mostExpandedState : fpc.leastExpandedState
        let collapsed = position.mainLocation(fpc.surfaceLocation(for: collapsedState))
        // Toward expanded is toward smaller coordinates for bottom and right panels.
        let towardExpanded: CGFloat = position.expandsTowardSmallerCoordinates ? -1 : 1
        var limit: (side: PanelEvent.BoundarySide, location: CGFloat)? = nil
        if let past = boundary.expanded {
            let bound = expanded + towardExpanded * past
            if (location - bound) * towardExpanded > 0 { limit = (.expanded, bound) }
        }
        if let past = boundary.collapsed {
            let bound = collapsed - towardExpanded * past
            if (bound - location) * towardExpanded > 0 { limit = (.collapsed, bound) }
        }
        guard let limit else {
            clampedSide = nil
            return
        }
        fpc.surfaceLocation = position.point(main: limit.location)
        if clampedSide != limit.side {
            clampedSide = limit.side
            report(.boundaryClamped(side: limit.side, limit: limit.location))
        }
    }

    // MARK: - Delegate answers

    package func floatingPanelShouldBeginDragging(_ fpc: FloatingPanelController) -> Bool {
        guard let states = config.recipes.draggableStates, !states.contains(fpc.state) else { return true }
        if !dragRefusalReported {
            dragRefusalReported = true
            report(.dragRefused(state: fpc.state))
        }
        return false
    }

    package func floatingPanel(
        _ fpc: FloatingPanelController, shouldAllowToScroll scrollView: FloatingPanelScrollView,
        in state: FloatingPanelState
    ) -> Bool? {
        config.recipes.scrollableStates.map { $0.contains(state) }
    }

    package func floatingPanel(
        _ fpc: FloatingPanelController, shouldRemoveAt location: CGPoint, with velocity: CGVector
    )
        -> Bool?
    {
        guard let beyond = config.recipes.removeBeyond, fpc.leastExpandedState != .hidden else { return nil }
        let position = fpc.position
        let least = position.mainLocation(fpc.surfaceLocation(for: fpc.leastExpandedState))
        let towardHidden: CGFloat = position.expandsTowardSmallerCoordinates ? 1 : -1
        let past = (position.mainLocation(location) - least) * towardHidden
        // nil, not false: the velocity threshold still decides a release short of the distance.
        return past > beyond ? true : nil
    }

    package func floatingPanel(_ fpc: FloatingPanelController, animatorForPresentingTo state: FloatingPanelState)
        -> FloatingPanelPropertyAnimator?
    {
        config.recipes.animations.present
    }

    package func floatingPanel(_ fpc: FloatingPanelController, animatorForDismissingWith velocity: CGVector)
        -> FloatingPanelPropertyAnimator?
    {
        config.recipes.animations.dismiss
    }

    package func floatingPanel(_ fpc: FloatingPanelController, animatorForMovingTo state: FloatingPanelState)
        -> FloatingPanelPropertyAnimator?
    {
        config.recipes.animations.move
    }
}
