import Foundation

/// What moves the surface by itself: the attraction spring or a show/hide transition.
enum PanelAnimation {
    case attraction(Attraction)
    case transition(Transition)

    /// The numeric spring settling a drag or running a programmatic move (Docs/engine.md §5).
    struct Attraction {
        /// Tells this spring apart from one started while it ran (Docs/engine.md §19-11).
        let serial: Int
        var spring: NumericSpring
        let target: FloatingPanelState
        /// `x₀`, for the backdrop's translation (Docs/engine.md §5.4 item 3).
        let startLocation: CGFloat
        let completion: () -> Void
    }

    /// A show/hide transition (Docs/engine.md §6.1, Docs/engine.md §19-2).
    struct Transition {
        var spring: NumericSpring
        let target: FloatingPanelState
        let startLocation: CGFloat
        let startAlpha: CGFloat
        let targetAlpha: CGFloat
        let completion: () -> Void
    }
}

extension FloatingPanelController {
    // MARK: - Attraction (Docs/engine.md §5.4–§5.6)

    func startAttraction(to target: FloatingPanelState, velocity: CGFloat, completion: @escaping () -> Void) {
        let safeVelocity = velocity.isFinite ? velocity : 0
        let spring = NumericSpring.attraction(
            from: location, to: adapter.location(of: target), velocity: safeVelocity, behavior: behavior)
        animationSerial += 1
        animation = .attraction(
            .init(
                serial: animationSerial, spring: spring, target: target, startLocation: location,
                completion: completion))
        hasDragPlacement = true
        delegate?.floatingPanelWillBeginAttracting(self, to: target)
        // The delegate may have started another move; only a still-running attraction takes the state.
        guard case .attraction(let current) = animation, current.serial == animationSerial else { return }
        state = target
    }

    func stepAttraction(_ h: CGFloat) {
        guard case .attraction(var attraction) = animation else { return }
        let previous = attraction.spring.step(h)
        animation = .attraction(attraction)
        let next = sanitized(attraction.spring.location, fallback: attraction.spring.target)
        setLocation(next)
        backdropAlpha = interpolatedAlpha(at: next, translation: next - attraction.startLocation)
        if let pinned = initialScrollOffset, let scrollView = trackingScrollView {
            scrollView.setMainOffset(position.mainLocation(pinned))
        }
        emitDidMove()
        // A move started from didMove replaced this spring (Docs/engine.md §19-11): it is dead.
        guard case .attraction(let current) = animation, current.serial == attraction.serial else { return }
        if attraction.spring.isSettled(previous: previous, displayScale: displayScale)
            || !attraction.spring.velocity.isFinite
        {
            finishAttraction(attraction)
        }
    }

    private func finishAttraction(_ attraction: PanelAnimation.Attraction) {
        animation = nil
        snap(to: attraction.target)
        emitDidMove()
        attraction.completion()
    }

    /// `endAttraction(tryUnlock)` (Docs/engine.md §5.5).
    func endAttraction(tryUnlockScroll: Bool) {
        animation = nil
        initialScrollOffset = nil
        delegate?.floatingPanelDidEndAttracting(self)
        if tryUnlockScroll, trackingScrollView != nil {
            if (isScrollable(state) && offset(from: state) == 0) || shouldLooselyLock {
                unlockScrollView()
            }
        }
    }

    // MARK: - Transitions (Docs/engine.md §6)

    func startTransition(to target: FloatingPanelState, velocity: CGFloat, completion: @escaping () -> Void) {
        let startLocation = location
        let startAlpha = backdropAlpha
        let spring = NumericSpring.transition(from: startLocation, to: adapter.location(of: target), velocity: velocity)
        let transition = PanelAnimation.Transition(
            spring: spring, target: target, startLocation: startLocation, startAlpha: startAlpha,
            targetAlpha: alphaFor(target), completion: completion)
        animation = .transition(transition)
        hasDragPlacement = false
        state = target
        guard case .transition = animation else { return }
        adjustContentInsetIfNeeded(assumingLocation: adapter.location(of: target))
    }

    func stepTransition(_ h: CGFloat) {
        guard case .transition(var transition) = animation else { return }
        let previous = transition.spring.step(h)
        animation = .transition(transition)
        let spring = transition.spring
        let next = sanitized(spring.location, fallback: spring.target)
        setLocation(next)
        let distance = spring.target - transition.startLocation
        let progress = distance == 0 ? 1 : clamp((next - transition.startLocation) / distance, 0, 1)
        backdropAlpha = transition.startAlpha + (transition.targetAlpha - transition.startAlpha) * progress
        if spring.isSettled(previous: previous, displayScale: displayScale) || !spring.velocity.isFinite {
            setLocation(spring.target)
            backdropAlpha = transition.targetAlpha
            finishTransition(transition)
        }
    }

    /// The transition's completion (Docs/engine.md §6.3): clear it, update the scroll lock, `didMove`, user completion.
    func finishTransition(_ transition: PanelAnimation.Transition) {
        animation = nil
        updateScrollLock()
        emitDidMove()
        transition.completion()
    }

    // MARK: - Interruption (Docs/engine.md §5.7)

    func interruptAnimationIfNeeded() {
        switch animation {
        case .attraction:
            endAttraction(tryUnlockScroll: false)
        case .transition(let transition):
            // Decision F18: a running transition can always be caught where it is seen.
            finishTransition(transition)
        case nil:
            break
        }
    }

    // MARK: - Snapping

    /// Puts the surface exactly on `state`'s anchor with its backdrop and insets (Docs/engine.md §5.5 step 1).
    func snap(to target: FloatingPanelState) {
        setLocation(adapter.location(of: target))
        hasDragPlacement = false
        backdropAlpha = alphaFor(target)
        adjustContentInsetIfNeeded(assumingLocation: location)
    }

    func emitDidMove() {
        if isShown { delegate?.floatingPanelDidMove(self) }
    }

    private func sanitized(_ value: CGFloat, fallback: CGFloat) -> CGFloat {
        value.isFinite ? value : fallback
    }
}
