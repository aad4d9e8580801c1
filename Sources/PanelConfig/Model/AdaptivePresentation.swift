import Foundation

/// A panel that is a bottom sheet in a narrow container and a card beside the content in a wide
/// one (the scene's per-panel `adaptivePresentation`).
///
/// The card is used when the container is at least twice `minWidth` wide and wider than
/// `maxWidth`; it is then `idealWidth` wide on `side`. Otherwise the panel spans the width at the
/// bottom. Either way it rests at `detents`, resolved against the current container and capped
/// to its safe area. The values are validated: `minWidth ≤ idealWidth ≤ maxWidth`, at least one
/// detent, no detent twice.
package struct AdaptivePresentation: Hashable, Sendable {
    /// The side of the container the card sits on in a wide container.
    package enum Side: String, CaseIterable, Sendable {
        /// Left (the side Maps puts its card on).
        case leading
        /// Right.
        case trailing
    }

    /// A height the panel rests at (UISheetPresentationController's detents, plus `adaptive`).
    package enum Detent: Hashable, Sendable {
        /// The content's height (`contentSize`), as an intrinsic anchor would give.
        case adaptive
        /// Half the safe area's height.
        case medium
        /// The safe area's height.
        case large
        /// A height in points.
        case height(CGFloat)
        /// A fraction (0 < f ≤ 1) of the safe area's height.
        case fraction(CGFloat)

        /// The detents a config writes as a plain name.
        package static let named: [Detent] = [.adaptive, .medium, .large]

        /// The name a config writes for this detent; nil for `height` and `fraction`, which are
        /// written as objects.
        package var name: String? {
            switch self {
            case .adaptive: return "adaptive"
            case .medium: return "medium"
            case .large: return "large"
            case .height, .fraction: return nil
            }
        }
    }

    /// The card's smallest width; also half the container width from which the card is used.
    package var minWidth: CGFloat
    /// The card's width when the container allows it.
    package var idealWidth: CGFloat
    /// The card's largest width; the container must be wider than this for the card to be used.
    package var maxWidth: CGFloat
    /// Where the card sits in a wide container.
    package var side: Side
    /// The heights the panel rests at, as written (not sorted).
    package var detents: [Detent]
    /// Whether a drag released below the smallest detent dismisses the panel.
    package var dismissBelowSmallestDetent: Bool

    /// `minWidth` when the config gives none.
    package static let defaultMinWidth: CGFloat = 320
    /// `idealWidth` when the config gives none.
    package static let defaultIdealWidth: CGFloat = 375
    /// `maxWidth` when the config gives none.
    package static let defaultMaxWidth: CGFloat = 420
    /// `detents` when the config gives none: the two detents of a system sheet that has both.
    package static let defaultDetents: [Detent] = [.medium, .large]

    /// A presentation with the given values; the defaults are those of a config that omits a key.
    package init(
        minWidth: CGFloat = defaultMinWidth, idealWidth: CGFloat = defaultIdealWidth,
        maxWidth: CGFloat = defaultMaxWidth, side: Side = .leading, detents: [Detent] = defaultDetents,
        dismissBelowSmallestDetent: Bool = true
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.side = side
        self.detents = detents
        self.dismissBelowSmallestDetent = dismissBelowSmallestDetent
    }
}
