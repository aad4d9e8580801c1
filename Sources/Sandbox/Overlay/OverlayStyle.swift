import FloatingPanel
import Foundation

/// Colors and text styles shared by the overlays: light text on a dark, translucent card that
/// reads over both the map and a white panel.
enum OverlayStyle {
    static let card = RGBAColor(red: 0.08, green: 0.08, blue: 0.1, alpha: 0.78)
    static let cardRadius: CGFloat = 10
    static let text = TextStyle(size: 11, color: RGBAColor(hex: 0xF2F2F7))
    static let heading = TextStyle(size: 12, weight: .bold, color: .white)
    static let dim = TextStyle(size: 11, color: RGBAColor(hex: 0xA0A0A8))
    static let tickText = RGBAColor(hex: 0x1C1C1E)
    static let tick = RGBAColor(hex: 0x1C1C1E, alpha: 0.85)
    static let tickHalo = RGBAColor(hex: 0xFFFFFF, alpha: 0.8)
    static let current = RGBAColor(hex: 0x0A84FF)
    static let segment = RGBAColor(hex: 0x0A84FF, alpha: 0.35)
    static let threshold = RGBAColor(hex: 0xFF9F0A)
    static let projection = RGBAColor(hex: 0xBF5AF2)
    static let target = RGBAColor(hex: 0x30D158)
    static let plotLocation = RGBAColor(hex: 0x64D2FF)
    static let plotVelocity = RGBAColor(hex: 0xFFD60A)
    static let plotAnchor = RGBAColor(hex: 0xFFFFFF, alpha: 0.25)
    static let padding: CGFloat = 10
    static let lineSpacing: CGFloat = 15
}
