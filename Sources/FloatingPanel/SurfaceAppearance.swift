import Foundation

/// A color with straight (not premultiplied) components in [0, 1].
public struct RGBAColor: Hashable, Sendable {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0…1.
    public var alpha: Double

    /// A color from its components; opaque unless `alpha` says otherwise.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque white.
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Fully transparent.
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// The grabber handle's default color (Docs/engine.md §10.5), P3 (0.76, 0.77, 0.76) taken as sRGB.
    public static let grabberDefault = RGBAColor(red: 0.76, green: 0.77, blue: 0.76)
}

/// How the surface's container is painted (Docs/engine.md §10.2).
public struct SurfaceAppearance: Hashable, Sendable {
    /// One shadow drawn outside the container's shape.
    public struct Shadow: Hashable, Sendable {
        /// A hidden shadow is not drawn (decision §16.2-9).
        public var hidden: Bool = false
        /// The shadow's color.
        public var color: RGBAColor = .black
        /// The shadow's offset in points.
        public var offset: CGSize = CGSize(width: 0, height: 1)
        /// The shadow's opacity, 0…1 (a `Float`, as in FloatingPanel).
        public var opacity: Float = 0.2
        /// The blur radius in points.
        public var radius: CGFloat = 3
        /// Grows (negative: shrinks) the shadow's shape in points.
        public var spread: CGFloat = 0
        /// FloatingPanel's default shadow: black, offset (0, 1), opacity 0.2, radius 3.
        public init() {}
    }

    /// How the container view's corners are rounded from iOS 26 on (FloatingPanel 3.2's
    /// `cornerConfiguration`, a `UICornerConfiguration`).
    public enum CornerConfiguration: Hashable, Sendable {
        /// Every corner has this radius in points (`.corners(radius: .fixed(R))`).
        case fixed(CGFloat)
        /// Each corner follows the display's corner, its radius the display's minus the surface's
        /// distance from that corner, at least `minimum` (`.corners(radius:
        /// .containerConcentric(minimum:))`).
        case containerConcentric(minimum: CGFloat)
    }

    /// The container view's corner radius in points.
    public var cornerRadius: CGFloat = 0
    /// The corners from iOS 26 on; nil: `cornerRadius` (what earlier systems always use).
    public var cornerConfiguration: CornerConfiguration? = nil
    /// The fill; nil for none. White by default, as FloatingPanel's controller sets it.
    public var backgroundColor: RGBAColor? = .white
    /// The border's color; nil for none.
    public var borderColor: RGBAColor? = nil
    /// The border's width in points.
    public var borderWidth: CGFloat = 0
    /// Shadows drawn outside the container's shape, in order.
    public var shadows: [Shadow] = [Shadow()]

    /// FloatingPanel's default appearance (Docs/engine.md §10.2).
    public init() {}
}
