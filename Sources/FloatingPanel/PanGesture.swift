import Foundation

/// One event of a pan gesture, as a recognizer reports it (Docs/engine.md §7.1).
public struct FloatingPanelPanEvent: Sendable {
    /// The recognizer's phases, as UIKit reports them.
    public enum Phase: Sendable { case began, changed, ended, cancelled, failed }

    /// Where the gesture is in its life.
    public var phase: Phase
    /// Cumulative finger translation since the gesture began (container coordinates).
    public var translation: CGPoint
    /// Finger velocity in pt/s.
    public var velocity: CGPoint
    /// Finger position in surface coordinates.
    public var location: CGPoint

    /// An event from its parts.
    public init(phase: Phase, translation: CGPoint, velocity: CGPoint, location: CGPoint) {
        self.phase = phase
        self.translation = translation
        self.velocity = velocity
        self.location = location
    }

    var isEnd: Bool { phase == .ended || phase == .cancelled || phase == .failed }
}

extension FloatingPanelController {
    /// A finger touched the surface at `location` (surface coordinates): recorded as
    /// `initialLocation` for the grabber and scroll-view rules (Docs/engine.md §7.1).
    public func touchDown(at location: CGPoint) {
        initialLocation = location
    }

    /// The panel's own pan recognizer (Docs/engine.md §7.2).
    public func handlePanelPan(_ event: FloatingPanelPanEvent) {
        let event = sanitized(event)
        if !interactionInProgress && !isAttracting && delegate?.floatingPanelShouldBeginDragging(self) == false {
            if event.isEnd { initialScrollOffset = nil }  // decision F5
            return
        }
        interruptAnimationIfNeeded()
        if event.phase == .began {
            if let scrollView = trackingScrollView { initialScrollOffset = scrollView.contentOffset }
            return
        }
        if shouldScrollViewHandleTouch(event) {
            if event.isEnd && !interactionInProgress { initialScrollOffset = nil }  // decision F5
            return
        }
        switch event.phase {
        case .changed:
            if !interactionInProgress { startInteraction(translation: event.translation, location: event.location) }
            panningChange(translation: event.translation)
        case .ended, .cancelled, .failed:
            if !interactionInProgress {
                startInteraction(translation: event.translation, location: event.location)
                // A began → ended gesture right after a caught animation: apply it once, clamped.
                updateInteractive(
                    difference: position.mainLocation(event.translation), scrollingContent: true)
            }
            panningEnd(translation: event.translation, velocity: event.velocity)
        case .began:
            break
        }
    }

    private func sanitized(_ event: FloatingPanelPanEvent) -> FloatingPanelPanEvent {
        func finite(_ p: CGPoint) -> CGPoint {
            CGPoint(x: p.x.isFinite ? p.x : 0, y: p.y.isFinite ? p.y : 0)
        }
        return FloatingPanelPanEvent(
            phase: event.phase, translation: finite(event.translation), velocity: finite(event.velocity),
            location: finite(event.location))
    }

    // MARK: - Interaction (Docs/engine.md §7.3)

    func startInteraction(translation: CGPoint, location touchLocation: CGPoint) {
        guard !interactionInProgress else { return }
        var offsetShift: CGFloat = 0
        if let scrollView = trackingScrollView, isScrollable(state) {
            if grabberAreaContains(initialLocation) {
                initialScrollOffset = scrollView.contentOffset
            } else if scrollView.frame.contains(initialLocation) {
                let pin = contentOffsetForPinning(scrollView)
                let inScrollView = CGPoint(
                    x: touchLocation.x - scrollView.frame.minX, y: touchLocation.y - scrollView.frame.minY)
                let pinMain = position.mainLocation(pin)
                let touchMain = position.mainLocation(inScrollView)
                let insetArea =
                    position.expandsTowardSmallerCoordinates
                    ? pinMain + touchMain < 0
                    : pinMain + (position.mainDimension(scrollView.boundsSize) - touchMain) < 0
                if insetArea {
                    initialScrollOffset = scrollView.contentOffset
                } else {
                    initialScrollOffset = pin
                    let overscroll = position.mainLocation(scrollView.contentOffset) - pinMain
                    if !position.expandsTowardSmallerCoordinates && overscroll > 0 { offsetShift = -overscroll }
                    if position.expandsTowardSmallerCoordinates && overscroll < 0 { offsetShift = -overscroll }
                }
            } else {
                initialScrollOffset = scrollView.contentOffset
            }
        }
        initialTranslation = translation
        delegate?.floatingPanelWillBeginDragging(self)
        initialConst = hasDragPlacement ? location : location + offsetShift
        hasDragPlacement = true
        interactionInProgress = true
        lockScrollView()
    }

    func panningChange(translation: CGPoint) {
        let previous = location
        let difference = position.mainLocation(translation) - position.mainLocation(initialTranslation)
        let next = previous + difference
        updateInteractive(difference: difference, scrollingContent: shouldClampWhileScrolling(previous, next))
        backdropAlpha = interpolatedAlpha(at: location, translation: position.mainLocation(translation))
        if location != previous { emitDidMove() }
    }

    func updateInteractive(difference: CGFloat, scrollingContent: Bool) {
        let adapter = self.adapter
        let lower = adapter.location(of: adapter.leastCoordinateState)
        let upper = adapter.location(of: adapter.mostCoordinateState)
        var constant = initialConst + difference
        let containerLength = position.mainDimension(containerSize)
        // Decision §16.2-2: left/right panels ask about left/right, not top/bottom.
        let lowerEdge: FloatingPanelReferenceEdge = position.isVertical ? .top : .left
        let upperEdge: FloatingPanelReferenceEdge = position.isVertical ? .bottom : .right
        if behavior.allowsRubberBanding(for: lowerEdge) && constant < lower {
            constant = lower - rubberBand(lower - constant, containerLength)
        }
        if behavior.allowsRubberBanding(for: upperEdge) && constant > upper {
            constant = upper + rubberBand(constant - upper, containerLength)
        }
        if scrollingContent { constant = clamp(constant, lower, upper) }
        if constant.isFinite { setLocation(constant) }
    }

    /// "The content is being scrolled by this drag" (Docs/engine.md §7.3).
    func shouldClampWhileScrolling(_ current: CGFloat, _ target: CGFloat) -> Bool {
        if grabberAreaContains(initialLocation) { return false }
        guard let scrollView = trackingScrollView, scrollView.panPhase == .changed else { return false }
        let expanding = position.expandsTowardSmallerCoordinates ? current > target : current < target
        guard expanding else { return false }
        let bounds = scrollView.boundsSize
        if position.isVertical {
            return scrollView.contentSize.height > bounds.height || scrollView.alwaysBounceVertical
        }
        return scrollView.contentSize.width > bounds.width || scrollView.alwaysBounceHorizontal
    }

    func panningEnd(translation: CGPoint, velocity: CGPoint) {
        // Decision §16.2-14: a release while hidden takes the normal path.
        let current = location
        let mainVelocity = position.mainLocation(velocity)
        var target = targetState(from: current, velocity: mainVelocity)
        interactionInProgress = false
        if !isScrollable(target) { lockScrollView() }
        hasDragPlacement = true

        if isRemovalInteractionEnabled {
            let distance = abs(current - adapter.location(of: .hidden))
            if distance == 0 {
                removalVector = .zero
            } else if position.isVertical {
                removalVector = CGVector(dx: 0, dy: velocity.y / distance)
            } else {
                removalVector = CGVector(dx: velocity.x / distance, dy: 0)
            }
            let remove = shouldRemove(at: current, vector: removalVector)
            removalVector = .zero  // decision §16.2-12
            if remove {
                pendingDismissalSpeed = abs(mainVelocity)
                self.remove()
                return
            }
        }

        delegate?.floatingPanelWillEndDragging(self, withVelocity: velocity, targetState: &target)
        if !adapter.validStates.contains(target) { target = state }
        if adapter.location(of: target) == location {
            endWithoutAttraction(target)
            return
        }
        delegate?.floatingPanelDidEndDragging(self, willAttract: true)
        startAttraction(to: target, velocity: mainVelocity) { [unowned self] in
            endAttraction(tryUnlockScroll: true)
        }
    }

    private func shouldRemove(at current: CGFloat, vector: CGVector) -> Bool {
        if let answer = delegate?.floatingPanel(self, shouldRemoveAt: position.point(main: current), with: vector) {
            return answer
        }
        let threshold = behavior.removalInteractionVelocityThreshold
        switch position {
        case .bottom: return vector.dy >= threshold
        case .top: return vector.dy <= -threshold
        case .right: return vector.dx >= threshold
        case .left: return vector.dx <= -threshold
        }
    }

    private func endWithoutAttraction(_ target: FloatingPanelState) {
        initialScrollOffset = nil
        state = target
        snap(to: target)
        unlockScrollView()
        delegate?.floatingPanelDidEndDragging(self, willAttract: false)
    }

    // MARK: - Target state (Docs/engine.md §7.6)

    /// The state a release at `current` with main-axis `velocity` settles in.
    public func targetState(from current: CGFloat, velocity: CGFloat) -> FloatingPanelState {
        let adapter = self.adapter
        let states = adapter.sortedByCoordinate
        guard states.count > 1, let first = states.first, let last = states.last else { return state }
        let rate = behavior.momentumProjectionRate
        let base = abs(
            adapter.location(of: adapter.leastExpandedState) - adapter.location(of: adapter.mostExpandedState))
        // Decision §19-7: a zero base projects nowhere.
        var projection = base == 0 ? current : ((velocity / base) / 1000) * rate / (1 - rate) * base + current
        if !projection.isFinite { projection = current }
        let distance = current - adapter.location(of: state)
        let forward = velocity == 0 ? distance > 0 : velocity > 0

        var (lower, upper) = bracket(adapter.segment(at: projection, forward: forward), first, last)
        var (from, to) = forward ? (lower, upper) : (upper, lower)
        if !behavior.shouldProjectMomentum(self, to: to) {
            (lower, upper) = bracket(adapter.segment(at: current, forward: forward), first, last)
            if lower == upper {
                if forward { upper = adapter.next(lower) } else { lower = adapter.previous(lower) }
            }
            (from, to) = forward ? (lower, upper) : (upper, lower)
            // Keep the projection from reaching past the neighbouring segment.
            if forward {
                projection = max(min(projection, adapter.location(of: adapter.next(to))), adapter.location(of: from))
            } else {
                projection = max(
                    min(projection, adapter.location(of: from)), adapter.location(of: adapter.previous(to)))
            }
        }
        let threshold = clamp(behavior.redirectionalProgress(self, from: from, to: to), 0, 1)
        let progress =
            abs(projection - adapter.location(of: from)) / abs(adapter.location(of: from) - adapter.location(of: to))
        return progress > threshold ? to : from
    }

    private func bracket(
        _ segment: (lower: FloatingPanelState?, upper: FloatingPanelState?), _ first: FloatingPanelState,
        _ last: FloatingPanelState
    ) -> (FloatingPanelState, FloatingPanelState) {
        (segment.lower ?? first, segment.upper ?? last)
    }
}
