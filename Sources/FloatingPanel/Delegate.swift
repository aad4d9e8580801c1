import Foundation

/// Callbacks of a panel controller (Docs/engine.md §12). Every member is optional.
public protocol FloatingPanelControllerDelegate: AnyObject {
    /// A different layout for a new container size (`floatingPanel(_:layoutFor:)` with a size).
    func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: CGSize) -> FloatingPanelLayout?
    func floatingPanelShouldBeginDragging(_ fpc: FloatingPanelController) -> Bool
    func floatingPanelDidChangeState(_ fpc: FloatingPanelController)
    func floatingPanelDidMove(_ fpc: FloatingPanelController)
    func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController)
    /// May replace `targetState`.
    func floatingPanelWillEndDragging(
        _ fpc: FloatingPanelController, withVelocity velocity: CGPoint, targetState: inout FloatingPanelState)
    func floatingPanelDidEndDragging(_ fpc: FloatingPanelController, willAttract attract: Bool)
    func floatingPanelWillBeginAttracting(_ fpc: FloatingPanelController, to state: FloatingPanelState)
    func floatingPanelDidEndAttracting(_ fpc: FloatingPanelController)
    /// A final answer for the removal gesture, or nil to use the velocity threshold (Docs/engine.md §7.8).
    func floatingPanel(_ fpc: FloatingPanelController, shouldRemoveAt location: CGPoint, with velocity: CGVector)
        -> Bool?
    func floatingPanelWillRemove(_ fpc: FloatingPanelController)
    func floatingPanelDidRemove(_ fpc: FloatingPanelController)
    /// The "top of the content" offset, or nil for the default of Docs/engine.md §8.2.
    func floatingPanel(_ fpc: FloatingPanelController, contentOffsetForPinning scrollView: FloatingPanelScrollView)
        -> CGPoint?
    /// Whether the tracked content may scroll in `state`, or nil for "only in the most expanded state" (Docs/engine.md §8.4).
    func floatingPanel(
        _ fpc: FloatingPanelController, shouldAllowToScroll scrollView: FloatingPanelScrollView,
        in state: FloatingPanelState
    ) -> Bool?
}

extension FloatingPanelControllerDelegate {
    public func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: CGSize) -> FloatingPanelLayout? { nil }
    public func floatingPanelShouldBeginDragging(_ fpc: FloatingPanelController) -> Bool { true }
    public func floatingPanelDidChangeState(_ fpc: FloatingPanelController) {}
    public func floatingPanelDidMove(_ fpc: FloatingPanelController) {}
    public func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController) {}
    public func floatingPanelWillEndDragging(
        _ fpc: FloatingPanelController, withVelocity velocity: CGPoint, targetState: inout FloatingPanelState
    ) {}
    public func floatingPanelDidEndDragging(_ fpc: FloatingPanelController, willAttract attract: Bool) {}
    public func floatingPanelWillBeginAttracting(_ fpc: FloatingPanelController, to state: FloatingPanelState) {}
    public func floatingPanelDidEndAttracting(_ fpc: FloatingPanelController) {}
    public func floatingPanel(_ fpc: FloatingPanelController, shouldRemoveAt location: CGPoint, with velocity: CGVector)
        -> Bool?
    { nil }
    public func floatingPanelWillRemove(_ fpc: FloatingPanelController) {}
    public func floatingPanelDidRemove(_ fpc: FloatingPanelController) {}
    public func floatingPanel(
        _ fpc: FloatingPanelController, contentOffsetForPinning scrollView: FloatingPanelScrollView
    ) -> CGPoint? { nil }
    public func floatingPanel(
        _ fpc: FloatingPanelController, shouldAllowToScroll scrollView: FloatingPanelScrollView,
        in state: FloatingPanelState
    ) -> Bool? { nil }
}
