import FloatingPanel
import Foundation

/// Colors and text styles of the side bar and the ruler: light text on dark cards, beside the
/// container rather than over it.
enum OverlayStyle {
    /// Behind the side bar and around a container smaller than its area.
    static let desk = RGBAColor(hex: 0x1B1B1E)
    /// The ruler's lane beside the container.
    static let ruler = RGBAColor(hex: 0x242428)
    static let card = RGBAColor(hex: 0x2C2C31)
    static let cardRadius: CGFloat = 10
    static let banner = RGBAColor(hex: 0xB3261E)
    /// The banner of a scene that loads with warnings: amber, dark enough for white text.
    static let warningBanner = RGBAColor(hex: 0x8A5A00)
    static let bannerText = TextStyle(size: 11, color: .white)
    static let bannerHeading = TextStyle(size: 12, weight: .bold, color: .white)
    static let text = TextStyle(size: 11, color: RGBAColor(hex: 0xF2F2F7))
    static let heading = TextStyle(size: 12, weight: .bold, color: .white)
    static let dim = TextStyle(size: 11, color: RGBAColor(hex: 0xA0A0A8))
    static let key = TextStyle(size: 11, weight: .bold, color: RGBAColor(hex: 0xFFD60A))
    static let selection = RGBAColor(hex: 0x0A84FF, alpha: 0.55)
    static let tickLabel = RGBAColor(hex: 0xE5E5EA)
    static let segment = RGBAColor(hex: 0xFFFFFF, alpha: 0.25)
    static let threshold = RGBAColor(hex: 0xFF9F0A)
    static let projection = RGBAColor(hex: 0xBF5AF2)
    static let target = RGBAColor(hex: 0x30D158)
    static let plotLocation = RGBAColor(hex: 0x64D2FF)
    static let plotVelocity = RGBAColor(hex: 0xFFD60A)
    /// B's series in an A/B plot, and the outline of B's ghost panels.
    static let ghostLocation = RGBAColor(hex: 0xFF6482)
    static let ghostVelocity = RGBAColor(hex: 0xD0A2FF)
    /// The reference motion's path in the plot.
    static let reference = RGBAColor(hex: 0xE5E5EA)
    static let plotAnchor = RGBAColor(hex: 0xFFFFFF, alpha: 0.25)
    /// The release before the last value change, faded behind the live series.
    static let previousLocation = RGBAColor(hex: 0x64D2FF, alpha: 0.35)
    static let previousVelocity = RGBAColor(hex: 0xFFD60A, alpha: 0.35)
    static let padding: CGFloat = 10
    static let lineSpacing: CGFloat = 15
    /// Between stacked cards.
    static let cardGap: CGFloat = 8

    /// Each panel's color for its anchor ticks and its name, by its place in the scene.
    static func panelColor(_ index: Int) -> RGBAColor {
        let colors: [UInt32] = [0x5AC8FA, 0xFF6482, 0xA2E635, 0xD0A2FF, 0xFFB340]
        return RGBAColor(hex: colors[index % colors.count])
    }
}
