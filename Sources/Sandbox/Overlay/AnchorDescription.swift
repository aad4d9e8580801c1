import FloatingPanel
import Foundation

/// An anchor in the terms its config gave it, for the ruler's labels: `45 % of safe area from
/// bottom`, `16 pt from safe-area top`, `fits the content` (Docs/config.md, anchors).
enum AnchorDescription {
    /// What `anchor` says, or nil for an anchor kind the config cannot give.
    static func text(of anchor: FloatingPanelLayoutAnchoring) -> String? {
        switch anchor {
        case let anchor as FloatingPanelLayoutAnchor:
            let edge = anchor.referenceEdge.rawValue
            if anchor.isAbsolute {
                let guide = anchor.referenceGuide == .safeArea ? "safe-area" : "container"
                return "\(points(anchor.inset)) from \(guide) \(edge)"
            }
            return "\(percent(anchor.inset)) of \(guideName(anchor.referenceGuide)) from \(edge)"
        case let anchor as FloatingPanelIntrinsicLayoutAnchor:
            return "fits the content" + less(anchor.offset, isAbsolute: anchor.isAbsolute)
        case let anchor as FloatingPanelAdaptiveLayoutAnchor:
            let bound =
                switch anchor.contentBoundingGuide {
                case .none: ""
                case .superview: ", within the container"
                case .safeArea: ", within the safe area"
                }
            return "follows the content" + less(anchor.offset, isAbsolute: anchor.isAbsolute) + bound
        default:
            return nil
        }
    }

    private static func guideName(_ guide: FloatingPanelLayoutReferenceGuide) -> String {
        guide == .safeArea ? "safe area" : "container"
    }

    private static func less(_ offset: CGFloat, isAbsolute: Bool) -> String {
        guard offset != 0 else { return "" }
        return " less " + (isAbsolute ? points(offset) : percent(offset))
    }

    /// `16 pt`, `12.5 pt`: whole points without decimals.
    private static func points(_ value: CGFloat) -> String {
        "\(number(value)) pt"
    }

    /// A fraction as a percentage: 0.45 → `45 %`, 0.125 → `12.5 %`.
    private static func percent(_ fraction: CGFloat) -> String {
        "\(number(fraction * 100)) %"
    }

    private static func number(_ value: CGFloat) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? ReadoutOverlay.format(rounded, 0) : ReadoutOverlay.format(rounded, 1)
    }
}
