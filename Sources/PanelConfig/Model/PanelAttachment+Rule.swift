import FloatingPanel
import Foundation

/// How an attachment looks with the panel at a location (Docs/config.md "Attachments"): the same
/// arithmetic the window, the page, `simulate` and the exports' motion parts do.
extension PanelAttachment {
    /// The view's opacity and scale at a moment.
    package struct Look: Equatable, Sendable {
        package var alpha: CGFloat
        package var scale: CGFloat
        /// Whether the panel is past `hiddenBeyond` (the view takes no touches).
        package var isHidden: Bool
    }

    /// The look with the panel's leading edge at `location` (main axis, container points).
    /// `place` gives a state's location (nil: the panel has no such state now); `expandsTowardLess`
    /// is true for bottom and right panels, whose more expanded states have smaller locations.
    package func look(at location: CGFloat, place: (FloatingPanelState) -> CGFloat?, expandsTowardLess: Bool) -> Look {
        func resolve(_ stop: Stop?) -> CGFloat? {
            switch stop {
            case .state(let state): return place(state)
            case .location(let value): return value
            case nil: return nil
            }
        }
        var eased: CGFloat = 0
        if let start = resolve(from), let end = resolve(to), start != end {
            let progress = min(max((location - start) / (end - start), 0), 1)
            eased = CGFloat(curve.value(at: Double(progress)))
        }
        let alphaNow = alpha.from + (alpha.to - alpha.from) * eased
        let scaleNow = scale.from + (scale.to - scale.from) * eased
        if let limit = resolve(hiddenBeyond), expandsTowardLess ? location < limit : location > limit {
            return Look(alpha: 0, scale: scaleNow, isHidden: true)
        }
        return Look(alpha: min(max(alphaNow, 0), 1), scale: scaleNow, isHidden: false)
    }

    /// The view's frame (before its scale) in container points, with the panel at `location` in a
    /// container of `size` on `position`'s side.
    package func frame(at location: CGFloat, position: FloatingPanelPosition, containerSize size: CGSize) -> CGRect {
        func along(_ length: CGFloat, _ available: CGFloat) -> CGFloat {
            switch alignment {
            case .leading: return inset
            case .center: return (available - length) / 2
            case .trailing: return available - inset - length
            }
        }
        switch position {
        case .bottom:
            return CGRect(
                x: along(self.size.width, size.width), y: location - gap - self.size.height,
                width: self.size.width, height: self.size.height)
        case .top:
            return CGRect(
                x: along(self.size.width, size.width), y: location + gap, width: self.size.width,
                height: self.size.height)
        case .left:
            return CGRect(
                x: location + gap, y: along(self.size.height, size.height), width: self.size.width,
                height: self.size.height)
        case .right:
            return CGRect(
                x: location - gap - self.size.width, y: along(self.size.height, size.height),
                width: self.size.width, height: self.size.height)
        }
    }
}
