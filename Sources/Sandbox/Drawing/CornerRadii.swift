import Foundation

/// The radius of each corner of a rounded rectangle, in points; 0 is a sharp corner.
struct CornerRadii: Hashable, Sendable {
    var topLeft: CGFloat
    var topRight: CGFloat
    var bottomRight: CGFloat
    var bottomLeft: CGFloat

    /// Radii given corner by corner.
    init(topLeft: CGFloat = 0, topRight: CGFloat = 0, bottomRight: CGFloat = 0, bottomLeft: CGFloat = 0) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius on all four corners.
    static func uniform(_ radius: CGFloat) -> CornerRadii {
        CornerRadii(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Sharp corners everywhere.
    static let zero = CornerRadii()

    /// The radii multiplied by `factor`, e.g. points to pixels.
    func scaled(by factor: CGFloat) -> CornerRadii {
        CornerRadii(
            topLeft: topLeft * factor, topRight: topRight * factor,
            bottomRight: bottomRight * factor, bottomLeft: bottomLeft * factor)
    }
}
