import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// The tracked content the page scrolls along the panel's main axis (Docs/live.md "What the page
/// shows"), as the engine's scroll model holds it (Docs/engine.md §8.1): its length, where its
/// view starts in the surface and how long it is, the surface's length (the view follows it in
/// `fitToBounds` mode), the insets the panel writes at the content's start and end
/// (Docs/engine.md §8.10), the grabber area's depth, the states where it may scroll
/// (Docs/engine.md §8.4) and the insets the panel writes when it comes to rest in each of them
/// but the most expanded.
struct LiveSceneScroll: Encodable {
    var content: WireNumber
    var start: WireNumber
    var length: WireNumber
    var surface: WireNumber
    var fitToBounds: Bool
    var startInset: WireNumber
    var endInset: WireNumber
    var grabberArea: WireNumber
    var scrollableStates: [String]
    var stateInsets: [String: [WireNumber]]

    /// Nil without content to scroll.
    init?(_ panel: ResolvedPanel, _ controller: FloatingPanelController) {
        guard panel.scrollContentHeight > 0 else { return nil }
        let position = controller.position
        let frame = controller.contentFrameInSurface
        let insets = controller.adjustedContentInsets
        let vertical = position.isVertical
        let scrollable = panel.recipes.scrollableStates ?? [controller.mostExpandedState]
        content = WireNumber(panel.scrollContentHeight)
        start = WireNumber(vertical ? frame.minY : frame.minX)
        length = WireNumber(position.mainDimension(frame.size))
        surface = WireNumber(controller.surfaceMainLength)
        fitToBounds = controller.contentMode == .fitToBounds
        startInset = WireNumber(vertical ? insets.top : insets.left)
        endInset = WireNumber(vertical ? insets.bottom : insets.right)
        grabberArea = WireNumber(position.mainDimension(controller.grabberAreaFrameInSurface.size))
        scrollableStates = scrollable.map(\.rawValue)
        stateInsets = Self.stateInsets(scrollable, controller)
    }

    /// `state: [start, end]`, the main-axis insets the panel writes into its content when it
    /// snaps to a scrollable state other than the most expanded one (Docs/engine.md §8.10): the
    /// safe-area insets, the panel's side grown by its distance from the most expanded anchor in
    /// static mode.
    private static func stateInsets(_ states: [FloatingPanelState], _ controller: FloatingPanelController)
        -> [String: [WireNumber]]
    {
        let position = controller.position
        let safe = controller.safeAreaInsets
        let location = { position.mainLocation(controller.surfaceLocation(for: $0)) }
        let expanded = location(controller.mostExpandedState)
        var result: [String: [WireNumber]] = [:]
        for state in states where state != controller.mostExpandedState {
            var inset = safe
            let raw = position.expandsTowardSmallerCoordinates ? location(state) - expanded : expanded - location(state)
            let k = roundToDisplayScale(raw, scale: controller.displayScale)
            if controller.contentMode == .static && k > 0 {
                switch position {
                case .top: inset.top += k
                case .bottom: inset.bottom += k
                case .left: inset.left += k
                case .right: inset.right += k
                }
            }
            let (start, end) = position.isVertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            result[state.rawValue] = [WireNumber(start), WireNumber(end)]
        }
        return result
    }
}
