import Foundation

/// A color with straight (not premultiplied) components in [0, 1].
public struct RGBAColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// The grabber handle's default color (Docs/engine.md §10.5), P3 (0.76, 0.77, 0.76) taken as sRGB.
    public static let grabberDefault = RGBAColor(red: 0.76, green: 0.77, blue: 0.76)
}

/// How the surface's container is painted (Docs/engine.md §10.2).
public struct SurfaceAppearance: Hashable, Sendable {
    /// One shadow drawn outside the container's shape.
    public struct Shadow: Hashable, Sendable {
        public var hidden: Bool = false
        public var color: RGBAColor = .black
        public var offset: CGSize = CGSize(width: 0, height: 1)
        public var opacity: Float = 0.2
        public var radius: CGFloat = 3
        public var spread: CGFloat = 0
        public init() {}
    }

    public var cornerRadius: CGFloat = 0
    public var backgroundColor: RGBAColor? = .white
    public var borderColor: RGBAColor? = nil
    public var borderWidth: CGFloat = 0
    public var shadows: [Shadow] = [Shadow()]

    public init() {}
}
