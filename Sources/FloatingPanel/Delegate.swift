import Foundation

/// Callbacks of a panel controller (Docs/engine.md §12). Every member is optional.
public protocol FloatingPanelControllerDelegate: AnyObject {
    /// A different layout for a new container size (`floatingPanel(_:layoutFor:)` with a size).
    func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: CGSize) -> FloatingPanelLayout?
    /// Whether a pan may start a drag; asked for each pan event while no drag or spring runs.
    func floatingPanelShouldBeginDragging(_ fpc: FloatingPanelController) -> Bool
    /// `state` took a different value (decision §16.2-10).
    func floatingPanelDidChangeState(_ fpc: FloatingPanelController)
    /// The surface moved: a drag change, a spring frame, or the end of a move or transition.
    func floatingPanelDidMove(_ fpc: FloatingPanelController)
    /// A drag starts moving the panel (Docs/engine.md §7.2).
    func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController)
    /// May replace `targetState`.
    func floatingPanelWillEndDragging(
        _ fpc: FloatingPanelController, withVelocity velocity: CGPoint, targetState: inout FloatingPanelState)
    /// A drag was released; `attract` is false when it ended exactly on the target's anchor.
    func floatingPanelDidEndDragging(_ fpc: FloatingPanelController, willAttract attract: Bool)
    /// The spring starts toward `state`.
    func floatingPanelWillBeginAttracting(_ fpc: FloatingPanelController, to state: FloatingPanelState)
    /// The spring ended, or was interrupted.
    func floatingPanelDidEndAttracting(_ fpc: FloatingPanelController)
    /// A final answer for the removal gesture, or nil to use the velocity threshold (Docs/engine.md §7.8).
    func floatingPanel(_ fpc: FloatingPanelController, shouldRemoveAt location: CGPoint, with velocity: CGVector)
        -> Bool?
    /// The panel is about to be removed (Docs/engine.md §11.5).
    func floatingPanelWillRemove(_ fpc: FloatingPanelController)
    /// The removal's hide has ended.
    func floatingPanelDidRemove(_ fpc: FloatingPanelController)
    /// The "top of the content" offset, or nil for the default of Docs/engine.md §8.2.
    func floatingPanel(_ fpc: FloatingPanelController, contentOffsetForPinning scrollView: FloatingPanelScrollView)
        -> CGPoint?
    /// Whether the tracked content may scroll in `state`, or nil for "only in the most expanded state" (Docs/engine.md §8.4).
    func floatingPanel(
        _ fpc: FloatingPanelController, shouldAllowToScroll scrollView: FloatingPanelScrollView,
        in state: FloatingPanelState
    ) -> Bool?
    /// The animator of an animated show from `hidden`, or nil for the default spring (Docs/engine.md §6.2).
    func floatingPanel(_ fpc: FloatingPanelController, animatorForPresentingTo state: FloatingPanelState)
        -> FloatingPanelPropertyAnimator?
    /// The animator of an animated move to `hidden`; `velocity` is the normalized removal vector
    /// (Docs/engine.md §6.1), or nil for the default spring.
    func floatingPanel(_ fpc: FloatingPanelController, animatorForDismissingWith velocity: CGVector)
        -> FloatingPanelPropertyAnimator?
    /// The animator of an animated move between shown states, or nil for the attraction spring
    /// (Docs/engine.md §6.2).
    func floatingPanel(_ fpc: FloatingPanelController, animatorForMovingTo state: FloatingPanelState)
        -> FloatingPanelPropertyAnimator?
}

extension FloatingPanelControllerDelegate {
    /// No animator: the default transition spring.
    public func floatingPanel(_ fpc: FloatingPanelController, animatorForPresentingTo state: FloatingPanelState)
        -> FloatingPanelPropertyAnimator?
    { nil }
    /// No animator: the default transition spring.
    public func floatingPanel(_ fpc: FloatingPanelController, animatorForDismissingWith velocity: CGVector)
        -> FloatingPanelPropertyAnimator?
    { nil }
    /// No animator: the attraction spring.
    public func floatingPanel(_ fpc: FloatingPanelController, animatorForMovingTo state: FloatingPanelState)
        -> FloatingPanelPropertyAnimator?
    { nil }
    /// No layout change on resize.
    public func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: CGSize) -> FloatingPanelLayout? { nil }
    /// Always allows dragging.
    public func floatingPanelShouldBeginDragging(_ fpc: FloatingPanelController) -> Bool { true }
    /// Does nothing.
    public func floatingPanelDidChangeState(_ fpc: FloatingPanelController) {}
    /// Does nothing.
    public func floatingPanelDidMove(_ fpc: FloatingPanelController) {}
    /// Does nothing.
    public func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController) {}
    /// Keeps the computed target.
    public func floatingPanelWillEndDragging(
        _ fpc: FloatingPanelController, withVelocity velocity: CGPoint, targetState: inout FloatingPanelState
    ) {}
    /// Does nothing.
    public func floatingPanelDidEndDragging(_ fpc: FloatingPanelController, willAttract attract: Bool) {}
    /// Does nothing.
    public func floatingPanelWillBeginAttracting(_ fpc: FloatingPanelController, to state: FloatingPanelState) {}
    /// Does nothing.
    public func floatingPanelDidEndAttracting(_ fpc: FloatingPanelController) {}
    /// Leaves the decision to the velocity threshold.
    public func floatingPanel(_ fpc: FloatingPanelController, shouldRemoveAt location: CGPoint, with velocity: CGVector)
        -> Bool?
    { nil }
    /// Does nothing.
    public func floatingPanelWillRemove(_ fpc: FloatingPanelController) {}
    /// Does nothing.
    public func floatingPanelDidRemove(_ fpc: FloatingPanelController) {}
    /// Uses the default pinning offset.
    public func floatingPanel(
        _ fpc: FloatingPanelController, contentOffsetForPinning scrollView: FloatingPanelScrollView
    ) -> CGPoint? { nil }
    /// Leaves scrollability to the default (the most expanded state only).
    public func floatingPanel(
        _ fpc: FloatingPanelController, shouldAllowToScroll scrollView: FloatingPanelScrollView,
        in state: FloatingPanelState
    ) -> Bool? { nil }
}
