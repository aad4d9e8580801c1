import Foundation

extension FloatingPanelController {
    // MARK: - Moves (Docs/engine.md §11.2–§11.4)

    /// Shows the panel at its layout's initial state (Docs/engine.md §11.2).
    public func show(animated: Bool = false, completion: (() -> Void)? = nil) {
        isShown = true
        isRemoved = false
        activateLayout(forceLayout: true)
        processSafeAreaIfNeeded()
        move(to: layout.initialState, animated: animated, completion: completion)
    }

    /// `move(to: .hidden, …)` (Docs/engine.md §11.3).
    public func hide(animated: Bool = false, completion: (() -> Void)? = nil) {
        move(to: .hidden, animated: animated, completion: completion)
    }

    /// Moves the panel to `target` (Docs/engine.md §11.4): a transition from or to `hidden`, otherwise the
    /// numeric spring when animated, or at once. Ignored for a state the layout does not have.
    public func move(to target: FloatingPanelState, animated: Bool, completion: (() -> Void)? = nil) {
        guard adapter.validStates.contains(target) else { return }
        if !isScrollable(state) { lockScrollView() }
        cancelActiveDrag()
        interruptAnimationIfNeeded()
        let completion = completion ?? {}
        if animated {
            if state == .hidden {
                let animator = delegate?.floatingPanel(self, animatorForPresentingTo: target)
                startTransition(to: target, velocity: 0, animator: animator, completion: completion)
            } else if target == .hidden {
                let speed = drag.dismissalSpeed
                drag.dismissalSpeed = 0
                let animator = delegate?.floatingPanel(self, animatorForDismissingWith: dismissalVector(speed: speed))
                startTransition(
                    to: target, velocity: directionTowardHidden() * speed, animator: animator, completion: completion)
            } else if let animator = delegate?.floatingPanel(self, animatorForMovingTo: target) {
                startTransition(to: target, velocity: 0, animator: animator, completion: completion)
            } else {
                startAttraction(to: target, velocity: 0) { [unowned self] in
                    endAttraction(tryUnlockScroll: false)
                    updateScrollLock()
                    completion()
                }
            }
        } else {
            state = target
            snap(to: target)
            if isScrollable(state) { unlockScrollView() } else { lockScrollView() }
            emitDidMove()
            completion()
        }
    }

    /// The release speed as upstream's normalized removal vector: `|v| / d` on the main axis, `d`
    /// the distance to the hidden position (Docs/engine.md §6.1); zero when no removal caused it.
    private func dismissalVector(speed: CGFloat) -> CGVector {
        let distance = abs(location - adapter.location(of: .hidden))
        let normalized = distance > 0 && speed.isFinite ? speed / distance : 0
        return position.isVertical ? CGVector(dx: 0, dy: normalized) : CGVector(dx: normalized, dy: 0)
    }

    /// The main-axis sign from the current location toward `hidden` (Docs/engine.md §6.1): a removal
    /// released past a `hidden` anchor inside the container springs back toward it, not on away from it.
    private func directionTowardHidden() -> CGFloat {
        let hiddenLocation = adapter.location(of: .hidden)
        if hiddenLocation == location { return position.expandsTowardSmallerCoordinates ? 1 : -1 }
        return hiddenLocation > location ? 1 : -1
    }

    /// Decision §19-1: a drag in progress ends at once, without attraction or drag-end events.
    func cancelActiveDrag() {
        guard drag.isActive else { return }
        drag.isActive = false
        drag.pinnedContentOffset = nil
    }

    // MARK: - Removal (Docs/engine.md §11.5)

    /// Hides the panel with `willRemove`/`didRemove` around the dismissal.
    public func remove() {
        delegate?.floatingPanelWillRemove(self)
        hide(animated: true) { [unowned self] in
            isShown = false
            isRemoved = true
            delegate?.floatingPanelDidRemove(self)
        }
    }

    /// A tap on the backdrop: removes the panel when tap-to-dismiss is enabled (Docs/engine.md §9.3, §13 H).
    /// A backdrop below UIKit's hit-test floor never receives the tap, so it dismisses nothing.
    /// Returns whether the tap was taken.
    @discardableResult
    public func tapBackdrop() -> Bool {
        guard isBackdropTapToDismissEnabled, isShown, isBackdropHitTestable else { return false }
        drag.dismissalSpeed = 0
        remove()
        return true
    }

    // MARK: - Layout activation (Docs/engine.md §3.11, §11.6)

    /// Re-applies the layout: cancels a running spring at its target, snaps to the state's anchor.
    public func invalidateLayout() {
        if let newLayout = delegate?.floatingPanel(self, layoutFor: containerSize) {
            layout = newLayout
        }
        activateLayout(forceLayout: true)
    }

    func activateLayout(forceLayout: Bool) {
        invalidateAdapter()
        let rememberedOffset =
            contentInsetAdjustmentBehavior == .always ? trackingScrollView?.contentOffset : nil
        if !adapter.validStates.contains(state) { state = layout.initialState }
        storeActivatedGeometry()
        switch animation {
        case .attraction(let attraction):
            // Decision §19-8: cancel the spring, snap to its target, report its end.
            animation = nil
            setLocation(adapter.location(of: attraction.target))
            delegate?.floatingPanelDidEndAttracting(self)
        case .transition(let transition):
            animation = nil
            setLocation(adapter.location(of: transition.target))
            backdropAlpha = transition.targetAlpha
            finishTransition(transition)
        case nil:
            break
        }
        setLocation(adapter.location(of: state))
        hasDragPlacement = false
        if forceLayout { backdropAlpha = alphaFor(state) }
        updateScrollViewFrame()
        if let rememberedOffset { trackingScrollView?.setContentOffset(rememberedOffset) }
        adjustContentInsetIfNeeded(assumingLocation: location)
    }

    // MARK: - Backdrop (Docs/engine.md §9)

    /// `alphaFor(state)` (Docs/engine.md §9.1).
    func alphaFor(_ state: FloatingPanelState) -> CGFloat {
        state == .hidden ? 0 : clamp(layout.backdropAlpha(for: state), 0, 1)
    }

    /// `interpolatedAlpha(at:translation:)` (Docs/engine.md §9.2, decision §16.2-13 for the fallbacks).
    package func interpolatedAlpha(at current: CGFloat, translation: CGFloat) -> CGFloat {
        let adapter = self.adapter
        let forward = translation >= 0
        var (lower, upper) = adapter.segment(at: current, forward: forward)
        if position.expandsTowardSmallerCoordinates {
            lower = lower ?? adapter.mostExpandedState
            upper = upper ?? adapter.leastExpandedState
        } else {
            lower = lower ?? adapter.leastExpandedState
            upper = upper ?? adapter.mostExpandedState
        }
        let (previousState, nextState) = forward ? (lower!, upper!) : (upper!, lower!)
        let startAlpha = clamp(layout.backdropAlpha(for: previousState), 0, 1)
        let endAlpha = clamp(layout.backdropAlpha(for: nextState), 0, 1)
        let start = adapter.location(of: previousState)
        let end = adapter.location(of: nextState)
        if start == end { return startAlpha }
        return startAlpha + clamp(1 - (end - current) / (end - start), 0, 1) * (endAlpha - startAlpha)
    }
}
