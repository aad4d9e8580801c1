import FloatingPanel
import Foundation

/// A delegate event of one panel, as the trace and the overlay report it (Docs/scenarios.md).
public enum PanelEvent: Equatable {
    case willBeginDragging
    case willEndDragging(velocity: CGFloat, targetState: FloatingPanelState)
    case didEndDragging(willAttract: Bool)
    case willBeginAttracting(to: FloatingPanelState)
    case didEndAttracting
    case didChangeState(FloatingPanelState)
    case willRemove
    case didRemove

    /// The delegate name without the `floatingPanel` prefix, lower camel case.
    public var name: String {
        switch self {
        case .willBeginDragging: return "willBeginDragging"
        case .willEndDragging: return "willEndDragging"
        case .didEndDragging: return "didEndDragging"
        case .willBeginAttracting: return "willBeginAttracting"
        case .didEndAttracting: return "didEndAttracting"
        case .didChangeState: return "didChangeState"
        case .willRemove: return "willRemove"
        case .didRemove: return "didRemove"
        }
    }
}
