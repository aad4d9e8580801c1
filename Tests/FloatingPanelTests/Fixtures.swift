import FloatingPanel
import Foundation

/// Layout fixtures from FloatingPanel's own tests (Docs/engine.md §3.10, §18).
enum Fixtures {
    /// "T3": full 20 from top, half 250 from bottom, tip 60 from bottom, superview, initial half.
    static func t3(guide: FloatingPanelLayoutReferenceGuide = .superview) -> FloatingPanelCustomLayout {
        FloatingPanelCustomLayout(
            position: .bottom, initialState: .half,
            anchors: [
                .full: FloatingPanelLayoutAnchor(absoluteInset: 20, edge: .top, referenceGuide: guide),
                .half: FloatingPanelLayoutAnchor(absoluteInset: 250, edge: .bottom, referenceGuide: guide),
                .tip: FloatingPanelLayoutAnchor(absoluteInset: 60, edge: .bottom, referenceGuide: guide),
            ])
    }

    /// Top fixture A: full 0 from bottom, half 250 from top, tip 60 from top, superview.
    static func topA() -> FloatingPanelCustomLayout {
        FloatingPanelCustomLayout(
            position: .top, initialState: .half,
            anchors: [
                .full: FloatingPanelLayoutAnchor(absoluteInset: 0, edge: .bottom, referenceGuide: .superview),
                .half: FloatingPanelLayoutAnchor(absoluteInset: 250, edge: .top, referenceGuide: .superview),
                .tip: FloatingPanelLayoutAnchor(absoluteInset: 60, edge: .top, referenceGuide: .superview),
            ])
    }

    /// A shown controller in a container, at `state` without animation.
    static func controller(
        layout: FloatingPanelLayout, width: CGFloat = 375, height: CGFloat = 667, insets: EdgeInsets = .zero,
        scale: CGFloat = 3, state: FloatingPanelState? = nil, behavior: FloatingPanelBehavior? = nil
    ) -> FloatingPanelController {
        let fpc = FloatingPanelController(layout: layout, behavior: behavior ?? FloatingPanelDefaultBehavior())
        fpc.displayScale = scale
        fpc.setContainer(size: CGSize(width: width, height: height), safeAreaInsets: insets)
        fpc.show()
        if let state { fpc.move(to: state, animated: false) }
        return fpc
    }
}

/// Records delegate events as short strings, in order.
final class EventRecorder: FloatingPanelControllerDelegate {
    var events: [String] = []
    var didMoveCount = 0

    func floatingPanelDidChangeState(_ fpc: FloatingPanelController) { events.append("didChangeState(\(fpc.state))") }
    func floatingPanelDidMove(_ fpc: FloatingPanelController) { didMoveCount += 1 }
    func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController) { events.append("willBeginDragging") }
    func floatingPanelWillEndDragging(
        _ fpc: FloatingPanelController, withVelocity velocity: CGPoint, targetState: inout FloatingPanelState
    ) { events.append("willEndDragging(\(targetState))") }
    func floatingPanelDidEndDragging(_ fpc: FloatingPanelController, willAttract attract: Bool) {
        events.append("didEndDragging(\(attract))")
    }
    func floatingPanelWillBeginAttracting(_ fpc: FloatingPanelController, to state: FloatingPanelState) {
        events.append("willBeginAttracting(\(state))")
    }
    func floatingPanelDidEndAttracting(_ fpc: FloatingPanelController) { events.append("didEndAttracting") }
    func floatingPanelWillRemove(_ fpc: FloatingPanelController) { events.append("willRemove") }
    func floatingPanelDidRemove(_ fpc: FloatingPanelController) { events.append("didRemove") }
}
