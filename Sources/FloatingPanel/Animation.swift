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

    /// A show/hide transition (Docs/engine.md §6.1, Docs/engine.md §19-2), or a move run by a
    /// delegate's property animator (Docs/engine.md §6.2).
    struct Transition {
        var motion: TransitionMotion
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
        if let pinned = drag.pinnedContentOffset, let scrollView = trackingScrollView {
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
        drag.pinnedContentOffset = nil
        delegate?.floatingPanelDidEndAttracting(self)
        if tryUnlockScroll, trackingScrollView != nil {
            if (isScrollable(state) && offset(from: state) == 0) || shouldLooselyLock {
                unlockScrollView()
            }
        }
    }

    // MARK: - Transitions (Docs/engine.md §6)

    /// Starts a transition to `target`: the default spring with `velocity`, or `animator` from
    /// rest when the delegate gave one (Docs/engine.md §6.2).
    func startTransition(
        to target: FloatingPanelState, velocity: CGFloat, animator: FloatingPanelPropertyAnimator?,
        completion: @escaping () -> Void
    ) {
        let startLocation = location
        let startAlpha = backdropAlpha
        let targetLocation = adapter.location(of: target)
        let motion: TransitionMotion =
            if let animator {
                .timed(TimedMotion(animator: animator, start: startLocation, target: targetLocation))
            } else {
                .spring(NumericSpring.transition(from: startLocation, to: targetLocation, velocity: velocity))
            }
        let transition = PanelAnimation.Transition(
            motion: motion, target: target, startLocation: startLocation, startAlpha: startAlpha,
            targetAlpha: alphaFor(target), completion: completion)
        animation = .transition(transition)
        hasDragPlacement = false
        state = target
        guard case .transition = animation else { return }
        adjustContentInsetIfNeeded(assumingLocation: adapter.location(of: target))
    }

    func stepTransition(_ h: CGFloat) {
        guard case .transition(var transition) = animation else { return }
        let previous = transition.motion.step(h)
        animation = .transition(transition)
        let motion = transition.motion
        let next = sanitized(motion.location, fallback: motion.target)
        setLocation(next)
        let distance = motion.target - transition.startLocation
        let progress = distance == 0 ? 1 : clamp((next - transition.startLocation) / distance, 0, 1)
        backdropAlpha = transition.startAlpha + (transition.targetAlpha - transition.startAlpha) * progress
        if motion.isFinished(previous: previous, displayScale: displayScale) || !motion.velocity.isFinite {
            setLocation(motion.target)
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

/// What drives a transition: the default spring of Docs/engine.md §6.1 or a delegate's animator.
enum TransitionMotion {
    case spring(NumericSpring)
    case timed(TimedMotion)

    var location: CGFloat {
        switch self {
        case .spring(let spring): return spring.location
        case .timed(let timed): return timed.location
        }
    }

    var velocity: CGFloat {
        switch self {
        case .spring(let spring): return spring.velocity
        case .timed(let timed): return timed.velocity
        }
    }

    var target: CGFloat {
        switch self {
        case .spring(let spring): return spring.target
        case .timed(let timed): return timed.target
        }
    }

    /// Advances one frame of `h` seconds; returns the location before the step.
    mutating func step(_ h: CGFloat) -> CGFloat {
        switch self {
        case .spring(var spring):
            let previous = spring.step(h)
            self = .spring(spring)
            return previous
        case .timed(var timed):
            let previous = timed.step(h)
            self = .timed(timed)
            return previous
        }
    }

    /// The spring's stop test, or the animator's duration used up.
    func isFinished(previous: CGFloat, displayScale: CGFloat) -> Bool {
        switch self {
        case .spring(let spring): return spring.isSettled(previous: previous, displayScale: displayScale)
        case .timed(let timed): return timed.isFinished
        }
    }

    /// Keeps going from where it is toward a moved anchor (Docs/engine.md §19-10).
    mutating func retarget(_ newTarget: CGFloat) {
        switch self {
        case .spring(var spring):
            spring.retarget(newTarget)
            self = .spring(spring)
        case .timed(var timed):
            timed.target = newTarget
            self = .timed(timed)
        }
    }
}

/// A property animator's run: `L = x₀ + (xt − x₀) · progress(elapsed)`, one frame at a time
/// (Docs/engine.md §6.2).
struct TimedMotion {
    let animator: FloatingPanelPropertyAnimator
    let start: CGFloat
    var target: CGFloat
    private(set) var elapsed: CGFloat = 0
    private(set) var location: CGFloat
    /// The last frame's change of location per second.
    private(set) var velocity: CGFloat = 0

    init(animator: FloatingPanelPropertyAnimator, start: CGFloat, target: CGFloat) {
        self.animator = animator
        self.start = start
        self.target = target
        location = start
    }

    mutating func step(_ h: CGFloat) -> CGFloat {
        let previous = location
        elapsed += h
        let progress = isFinished ? 1 : animator.progress(atElapsed: elapsed)
        let next = start + (target - start) * progress
        location = next.isFinite ? next : target
        velocity = (location - previous) / h
        return previous
    }

    /// The duration is used up; summing frame durations in floating point may fall a hair short
    /// of it (15 × 1/60 < 0.25), which must not cost a frame.
    var isFinished: Bool { !animator.duration.isFinite || !(elapsed + 1e-9 < animator.duration) }
}
