import FloatingPanel
import Foundation

/// The weight of the sandbox's one typeface (DejaVu Sans).
enum FontWeight: Hashable, Sendable {
    case regular
    case bold
}

/// How a piece of text looks: size in points, weight and color.
struct TextStyle: Hashable, Sendable {
    var size: CGFloat
    var weight: FontWeight
    var color: RGBAColor

    init(size: CGFloat, weight: FontWeight = .regular, color: RGBAColor = .black) {
        self.size = size
        self.weight = weight
        self.color = color
    }
}
