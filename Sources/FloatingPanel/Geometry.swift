import Foundation

/// Insets from the four edges of a rectangle, like UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the left edge, in points.
    public var left: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the right edge, in points.
    public var right: CGFloat

    /// Insets from each edge; missing ones are 0.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// The component-wise sum of two insets.
    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets` on each side.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}

/// `clamp(x, a, b) = min(max(x, a), b)` (Docs/engine.md §0).
@inline(__always)
func clamp(_ value: CGFloat, _ lower: CGFloat, _ upper: CGFloat) -> CGFloat {
    min(max(value, lower), upper)
}

// Where CoreGraphics exists, its `CGVector` is the one FloatingPanel's API uses; elsewhere this
// module supplies the same type.
#if !canImport(CoreGraphics)
    /// A two-dimensional vector, like CoreGraphics' `CGVector` (absent from Foundation on Linux).
    public struct CGVector: Hashable, Sendable {
        /// The horizontal component.
        public var dx: CGFloat
        /// The vertical component.
        public var dy: CGFloat

        /// A vector from its components.
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }

        /// The zero vector.
        public static let zero = CGVector(dx: 0, dy: 0)
    }
#endif
