import Foundation

extension FloatingPanelController {
    // MARK: - Tracking (Docs/engine.md §8.7)

    /// Tracks `scrollView` for the scroll hand-off; untracks the previous one first.
    /// Decision F5: tracking pins no content offset.
    public func track(scrollView: FloatingPanelScrollView) {
        untrackScrollView()
        trackingScrollView = scrollView
        scrollView.isVertical = position.isVertical
        scrollLock.track(scrollView)
        updateScrollViewFrame()
        scrollView.setMainOffset(position.mainLocation(contentOffsetForPinning(scrollView)))
    }

    /// Stops tracking, restoring bounce and indicator.
    public func untrackScrollView() {
        guard let scrollView = trackingScrollView else { return }
        scrollLock.untrack(scrollView)
        trackingScrollView = nil
    }

    /// Keeps the tracked content's frame equal to the content frame (surface coordinates).
    func updateScrollViewFrame() {
        guard let scrollView = trackingScrollView else { return }
        scrollView.isVertical = position.isVertical
        scrollView.frame = contentFrameInSurface
        scrollView.clampToRange()
    }

    // MARK: - Rules

    /// `isScrollable(state)` (Docs/engine.md §8.4).
    func isScrollable(_ state: FloatingPanelState) -> Bool {
        guard let scrollView = trackingScrollView else { return false }
        if let answer = delegate?.floatingPanel(self, shouldAllowToScroll: scrollView, in: state) { return answer }
        return state == adapter.mostExpandedState
    }

    /// The "top of the content" (Docs/engine.md §8.2).
    func contentOffsetForPinning(_ scrollView: FloatingPanelScrollView) -> CGPoint {
        if let answer = delegate?.floatingPanel(self, contentOffsetForPinning: scrollView) { return answer }
        let inset = scrollView.adjustedContentInset
        switch position {
        case .bottom: return CGPoint(x: 0, y: -inset.top)
        case .right: return CGPoint(x: -inset.left, y: 0)
        case .top: return CGPoint(x: 0, y: scrollView.contentOffsetMax.y)
        case .left: return CGPoint(x: scrollView.contentOffsetMax.x, y: 0)
        }
    }

    /// `shouldScrollViewHandleTouch` (Docs/engine.md §8.3): true when the content, not the panel, takes the event.
    func shouldScrollViewHandleTouch(_ event: FloatingPanelPanEvent) -> Bool {
        guard let scrollView = trackingScrollView, scrollView.frame.contains(drag.touchLocation) else { return false }
        guard isScrollable(state), !drag.isActive, abs(offset(from: state)) < 1,
            !grabberAreaContains(drag.touchLocation)
        else { return false }
        let overscroll =
            position.mainLocation(scrollView.contentOffset)
            - position.mainLocation(
                contentOffsetForPinning(scrollView))
        let velocity = position.mainLocation(event.velocity)
        if position.expandsTowardSmallerCoordinates {
            if overscroll > 0 { return true }
            if velocity <= 0 && overscroll < 0 { return true }
        } else {
            if overscroll < 0 { return true }
            if velocity >= 0 && overscroll > 0 { return true }
        }
        return scrollView.isDecelerating
    }

    /// The tracked content's pan (Docs/engine.md §8.5). `location` is in surface coordinates.
    func handleScrollPan(velocity velocityPoint: CGPoint, location: CGPoint) {
        guard let scrollView = trackingScrollView else { return }
        let velocity = position.mainLocation(velocityPoint)
        let pin = contentOffsetForPinning(scrollView)
        let pinnedOverscroll = position.mainLocation(scrollView.contentOffset) - position.mainLocation(pin)
        let towardSmaller = position.expandsTowardSmallerCoordinates
        if offsetFromMostExpanded > 0 {
            if isScrollable(state), let pinned = drag.pinnedContentOffset {
                if drag.isActive {
                    stopScrolling(at: pinned)
                } else {
                    if grabberAreaContains(drag.touchLocation) { stopScrolling(at: pinned) }
                    if position.mainLocation(pinned) - position.mainLocation(pin) == 0 { stopScrolling(at: pinned) }
                }
            } else if let pinned = drag.pinnedContentOffset {
                stopScrolling(at: pinned)
            }
            if drag.isActive {
                lockScrollView()
            } else if isScrollable(state) && !isTransitioning {
                if towardSmaller {
                    if pinnedOverscroll > 0 && velocity < 0 { unlockScrollView() }
                } else if pinnedOverscroll < 0 && velocity > 0 {
                    unlockScrollView()
                }
            }
        } else if drag.isActive {
            if towardSmaller {
                if pinnedOverscroll >= 0 && velocity <= 0 {
                    unlockScrollView()
                    return
                }
            } else if pinnedOverscroll <= 0 && velocity >= 0 {
                unlockScrollView()
                return
            }
            if isScrollable(state), grabberAreaContains(location), grabberAreaContains(drag.touchLocation),
                let pinned = drag.pinnedContentOffset
            {
                stopScrolling(at: pinned)
            }
        } else if isScrollable(state) {
            let bounceOffset = allowScrollValue(scrollView)
            let allow = bounceOffset <= Self.scrollBounceThreshold || bounceOffset > 0
            if towardSmaller {
                if velocity > 0 && !allow { lockScrollView(strict: true) }
                if velocity < 0 && allow { unlockScrollView() }
            } else {
                if velocity < 0 && !allow { lockScrollView(strict: true) }
                if velocity > 0 && allow { unlockScrollView() }
            }
            if grabberAreaContains(location), grabberAreaContains(drag.touchLocation),
                let pinned = drag.pinnedContentOffset
            {
                stopScrolling(at: pinned)
            }
        }
    }

    /// `scrollBounceThreshold` (Docs/engine.md §8.6).
    static let scrollBounceThreshold: CGFloat = -30

    /// The value `o` that `allowScroll(cond)` tests (Docs/engine.md §8.6).
    func allowScrollValue(_ scrollView: FloatingPanelScrollView) -> CGFloat {
        if position.expandsTowardSmallerCoordinates {
            return position.mainLocation(scrollView.contentOffset)
                - position.mainLocation(contentOffsetForPinning(scrollView))
        }
        return position.mainLocation(scrollView.contentOffsetMax) - position.mainLocation(scrollView.contentOffset)
    }

    /// Whether the content keeps a whole gesture that lands on it (Docs/engine.md §14 rule 1).
    func contentTakesWholeGesture(at surfacePoint: CGPoint) -> Bool {
        guard let scrollView = trackingScrollView, isScrollable(state), !grabberAreaContains(surfacePoint),
            scrollView.frame.contains(surfacePoint)
        else { return false }
        return allowScrollValue(scrollView) <= Self.scrollBounceThreshold
    }

    func stopScrolling(at offset: CGPoint) {
        trackingScrollView?.setMainOffset(position.mainLocation(offset))
    }

    // MARK: - Lock / unlock (Docs/engine.md §8.7)

    func lockScrollView(strict: Bool = false) {
        guard let scrollView = trackingScrollView, !scrollLock.isLocked else { return }
        scrollLock.lock(scrollView, loosely: !strict && shouldLooselyLock)
    }

    func unlockScrollView() {
        guard let scrollView = trackingScrollView else { return }
        scrollLock.unlock(scrollView)
    }

    /// Whether the tracked content is locked (bounce off, indicator hidden) while the panel moves.
    public var isScrollLocked: Bool { scrollLock.isLocked }

    var shouldLooselyLock: Bool {
        guard let scrollView = trackingScrollView, contentMode == .fitToBounds else { return false }
        let frame = surfaceFrame
        guard frame.width != 0 || frame.height != 0 else { return false }
        return position.mainDimension(scrollView.contentSize)
            < position.mainDimension(scrollView.boundsSize) + max(offsetFromMostExpanded, 0)
    }

    /// `updateScrollLock()` (Docs/engine.md §8.9).
    func updateScrollLock() {
        if isScrollable(state) && offset(from: state) == 0 { unlockScrollView() } else { lockScrollView() }
    }

    // MARK: - Content insets (Docs/engine.md §8.10)

    /// `adjustedContentInsets`: only the panel-side safe inset.
    public var adjustedContentInsets: EdgeInsets {
        switch position {
        case .top: return EdgeInsets(top: safeAreaInsets.top)
        case .left: return EdgeInsets(left: safeAreaInsets.left)
        case .bottom: return EdgeInsets(bottom: safeAreaInsets.bottom)
        case .right: return EdgeInsets(right: safeAreaInsets.right)
        }
    }

    /// Safe-area processing: at `show` and on later safe-area changes while shown.
    func processSafeAreaIfNeeded() {
        guard containerSize.width > 0, containerSize.height > 0, safeAreaInsets != lastProcessedSafeArea else {
            return
        }
        lastProcessedSafeArea = safeAreaInsets
        let remembered = contentInsetAdjustmentBehavior == .always ? trackingScrollView?.contentOffset : nil
        storeActivatedGeometry()
        adjustContentInsetIfNeeded(assumingLocation: location)
        if contentInsetAdjustmentBehavior == .always, let scrollView = trackingScrollView {
            if let remembered { scrollView.setContentOffset(remembered) }
            scrollView.contentInset = adjustedContentInsets
        }
    }

    /// The adjustment of Docs/engine.md §8.10 (with decisions §16.2-6 and F26).
    func adjustContentInsetIfNeeded(assumingLocation assumed: CGFloat) {
        guard let scrollView = trackingScrollView, contentInsetAdjustmentBehavior == .always,
            state != adapter.mostExpandedState, isScrollable(state)
        else { return }
        let safe = safeAreaInsets
        guard contentMode == .static else {
            scrollView.contentInset = safe
            return
        }
        var inset = safe
        let k = adapter.offset(from: adapter.mostExpandedState, location: assumed)
        if k > 0 {
            switch position {
            case .top: inset.top = k + safe.top
            case .bottom: inset.bottom = k + safe.bottom
            case .left: inset.left = k + safe.left
            case .right: inset.right = k + safe.right
            }
        }
        scrollView.contentInset = inset
    }
}

extension FloatingPanelController {
    /// A wheel or trackpad scroll of the tracked content by `delta` points: the content model and
    /// the scroll-pan handler run, the panel's pan does not (Docs/engine.md §8.13).
    public func scrollContent(by delta: CGFloat) {
        guard delta.isFinite, delta != 0, let scrollView = trackingScrollView, scrollView.canScrollOnMainAxis else {
            return
        }
        scrollView.scroll(by: delta)
        // The finger-equivalent direction: content toward its end means a finger toward smaller coordinates.
        let frame = lastFrameDuration > 0 ? lastFrameDuration : 1.0 / 60
        let center = CGPoint(x: scrollView.frame.midX, y: scrollView.frame.midY)
        handleScrollPan(velocity: position.point(main: -delta / frame), location: center)
    }
}
