import FloatingPanel
import Foundation

/// A delegate event of one panel, as the trace and the overlay report it (Docs/scenarios.md).
package enum PanelEvent: Equatable {
    case willBeginDragging
    /// A release: the engine's decision carries the velocity, the target state and why (the
    /// segment, threshold, projection and spring, Docs/engine.md §7.6).
    case willEndDragging(FloatingPanelReleaseDecision)
    case didEndDragging(willAttract: Bool)
    case willBeginAttracting(to: FloatingPanelState)
    case didEndAttracting
    case didChangeState(FloatingPanelState)
    case willRemove
    case didRemove
    /// `draggableStates` refused a drag in `state`; the touch went to the content (once per touch).
    case dragRefused(state: FloatingPanelState)
    /// `moveBoundary` began holding a drag at `limit` (main-axis location), past the `side` anchor.
    case boundaryClamped(side: BoundarySide, limit: CGFloat)
    /// `surfaceTap` moves the panel from `from` to `to`.
    case surfaceTap(from: FloatingPanelState, to: FloatingPanelState)

    /// Which end of the anchors a move boundary holds.
    package enum BoundarySide: String, Sendable {
        case expanded, collapsed
    }

    /// The delegate name without the `floatingPanel` prefix, lower camel case; a recipe's own
    /// events are named after what happened.
    package var name: String {
        switch self {
        case .willBeginDragging: return "willBeginDragging"
        case .willEndDragging: return "willEndDragging"
        case .didEndDragging: return "didEndDragging"
        case .willBeginAttracting: return "willBeginAttracting"
        case .didEndAttracting: return "didEndAttracting"
        case .didChangeState: return "didChangeState"
        case .willRemove: return "willRemove"
        case .didRemove: return "didRemove"
        case .dragRefused: return "dragRefused"
        case .boundaryClamped: return "boundaryClamped"
        case .surfaceTap: return "surfaceTap"
        }
    }
}
