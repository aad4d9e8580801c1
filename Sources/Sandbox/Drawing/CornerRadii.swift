import Foundation

/// The radius of each corner of a rounded rectangle, in points; 0 is a sharp corner.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: CGFloat
    public var topRight: CGFloat
    public var bottomRight: CGFloat
    public var bottomLeft: CGFloat

    /// Radii given corner by corner.
    public init(topLeft: CGFloat = 0, topRight: CGFloat = 0, bottomRight: CGFloat = 0, bottomLeft: CGFloat = 0) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius on all four corners.
    public static func uniform(_ radius: CGFloat) -> CornerRadii {
        CornerRadii(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Sharp corners everywhere.
    public static let zero = CornerRadii()

    /// The radii multiplied by `factor`, e.g. points to pixels.
    func scaled(by factor: CGFloat) -> CornerRadii {
        CornerRadii(
            topLeft: topLeft * factor, topRight: topRight * factor,
            bottomRight: bottomRight * factor, bottomLeft: bottomLeft * factor)
    }
}
