import Foundation

/// The screen edge a panel is attached to (Docs/engine.md §2).
public enum FloatingPanelPosition: String, CaseIterable, Sendable {
    case top, left, bottom, right

    /// Whether the main axis is y (top/bottom) rather than x (left/right).
    public var isVertical: Bool { self == .top || self == .bottom }

    /// Whether expanding the panel decreases its main-axis coordinate (bottom/right).
    package var expandsTowardSmallerCoordinates: Bool { self == .bottom || self == .right }

    /// The reference edge that is the panel's own edge (used by the default hidden anchor, §3.6).
    public var ownEdge: FloatingPanelReferenceEdge {
        switch self {
        case .top: return .top
        case .left: return .left
        case .bottom: return .bottom
        case .right: return .right
        }
    }

    /// The main-axis component of a point.
    @inline(__always)
    public func mainLocation(_ point: CGPoint) -> CGFloat { isVertical ? point.y : point.x }

    /// The main-axis dimension of a size.
    @inline(__always)
    public func mainDimension(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }

    /// A point whose main component is `value` and whose cross component is 0.
    @inline(__always)
    public func point(main value: CGFloat) -> CGPoint {
        isVertical ? CGPoint(x: 0, y: value) : CGPoint(x: value, y: 0)
    }

    /// The safe-area inset on the panel's own edge (`I_pos`, Docs/engine.md §0).
    public func sideInset(_ insets: EdgeInsets) -> CGFloat {
        switch self {
        case .top: return insets.top
        case .left: return insets.left
        case .bottom: return insets.bottom
        case .right: return insets.right
        }
    }

    /// Whether `edge` is on this position's main axis (Docs/engine.md §3.1).
    public func accepts(_ edge: FloatingPanelReferenceEdge) -> Bool {
        isVertical ? (edge == .top || edge == .bottom) : (edge == .left || edge == .right)
    }
}

/// An edge of a reference rectangle (Docs/engine.md §3.2).
public enum FloatingPanelReferenceEdge: String, CaseIterable, Sendable {
    case top, left, bottom, right
}
