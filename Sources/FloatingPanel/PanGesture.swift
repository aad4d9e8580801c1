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
    /// A finger touched the surface at `location` (surface coordinates): the grabber and
    /// scroll-view rules ask where the gesture began (Docs/engine.md §7.1).
    public func touchDown(at location: CGPoint) {
        drag.touchLocation = location
    }

    /// The panel's own pan recognizer (Docs/engine.md §7.2).
    public func handlePanelPan(_ event: FloatingPanelPanEvent) {
        let event = sanitized(event)
        if !drag.isActive && !isAttracting && delegate?.floatingPanelShouldBeginDragging(self) == false {
            if event.isEnd { drag.pinnedContentOffset = nil }  // decision F5
            return
        }
        interruptAnimationIfNeeded()
        if event.phase == .began {
            if let scrollView = trackingScrollView { drag.pinnedContentOffset = scrollView.contentOffset }
            return
        }
        if shouldScrollViewHandleTouch(event) {
            if event.isEnd && !drag.isActive { drag.pinnedContentOffset = nil }  // decision F5
            return
        }
        switch event.phase {
        case .changed:
            if !drag.isActive { startInteraction(translation: event.translation, location: event.location) }
            panningChange(translation: event.translation)
        case .ended, .cancelled, .failed:
            if !drag.isActive {
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
        guard !drag.isActive else { return }
        var offsetShift: CGFloat = 0
        if let scrollView = trackingScrollView, isScrollable(state) {
            if grabberAreaContains(drag.touchLocation) {
                drag.pinnedContentOffset = scrollView.contentOffset
            } else if scrollView.frame.contains(drag.touchLocation) {
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
                    drag.pinnedContentOffset = scrollView.contentOffset
                } else {
                    drag.pinnedContentOffset = pin
                    let overscroll = position.mainLocation(scrollView.contentOffset) - pinMain
                    if !position.expandsTowardSmallerCoordinates && overscroll > 0 { offsetShift = -overscroll }
                    if position.expandsTowardSmallerCoordinates && overscroll < 0 { offsetShift = -overscroll }
                }
            } else {
                drag.pinnedContentOffset = scrollView.contentOffset
            }
        }
        drag.startTranslation = translation
        delegate?.floatingPanelWillBeginDragging(self)
        drag.startLocation = hasDragPlacement ? location : location + offsetShift
        hasDragPlacement = true
        drag.isActive = true
        lockScrollView()
    }

    func panningChange(translation: CGPoint) {
        let previous = location
        let difference = position.mainLocation(translation) - position.mainLocation(drag.startTranslation)
        let next = previous + difference
        updateInteractive(difference: difference, scrollingContent: shouldClampWhileScrolling(previous, next))
        backdropAlpha = interpolatedAlpha(at: location, translation: position.mainLocation(translation))
        if location != previous { emitDidMove() }
    }

    func updateInteractive(difference: CGFloat, scrollingContent: Bool) {
        let adapter = self.adapter
        let lower = adapter.location(of: adapter.leastCoordinateState)
        let upper = adapter.location(of: adapter.mostCoordinateState)
        var constant = drag.startLocation + difference
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
        if grabberAreaContains(drag.touchLocation) { return false }
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
        let decision = releaseDecision(from: current, velocity: mainVelocity)
        lastRelease = decision
        var target = decision.target
        drag.isActive = false
        if !isScrollable(target) { lockScrollView() }
        hasDragPlacement = true

        if isRemovalInteractionEnabled {
            // Decision §16.2-12: the vector lives for this release only, a later hide starts at rest.
            let distance = abs(current - adapter.location(of: .hidden))
            let removalVector: CGVector
            if distance == 0 {
                removalVector = .zero
            } else if position.isVertical {
                removalVector = CGVector(dx: 0, dy: velocity.y / distance)
            } else {
                removalVector = CGVector(dx: velocity.x / distance, dy: 0)
            }
            if shouldRemove(at: current, vector: removalVector) {
                drag.dismissalSpeed = abs(mainVelocity)
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
        drag.pinnedContentOffset = nil
        state = target
        snap(to: target)
        unlockScrollView()
        delegate?.floatingPanelDidEndDragging(self, willAttract: false)
    }
}
