import FloatingPanel
import Foundation

/// The weight of the sandbox's one typeface (DejaVu Sans).
public enum FontWeight: Hashable, Sendable {
    case regular
    case bold
}

/// How a piece of text looks: size in points, weight and color.
public struct TextStyle: Hashable, Sendable {
    public var size: CGFloat
    public var weight: FontWeight
    public var color: RGBAColor

    public init(size: CGFloat, weight: FontWeight = .regular, color: RGBAColor = .black) {
        self.size = size
        self.weight = weight
        self.color = color
    }
}
