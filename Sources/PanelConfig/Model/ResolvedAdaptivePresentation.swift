import FloatingPanel
import Foundation

/// An `AdaptivePresentation` resolved against one container: the style it takes there and the
/// anchor each detent becomes, as a FloatingPanel layout.
///
/// How it maps onto FloatingPanel:
///
/// - **Style.** When the container is at least `2 · minWidth` wide *and* wider than `maxWidth`,
///   the panel is a **card**: a bottom panel whose `crossAxis` is `leading` or `trailing` (the
///   presentation's `side`) in the safe area, `8` pt in from that side, `idealWidth` wide —
///   clamped to `[minWidth, maxWidth]` and, above `minWidth`, to the safe width less `2 · 8` pt so
///   it never touches the far edge. Otherwise it is a **sheet**: a bottom panel with
///   `crossAxis` `fill` (the safe area's width). Both rules use the container's full width.
/// - **Detents → anchors**, all measured in the container's safe area (`referenceGuide:
///   safeArea`) and never beyond it:
///   - `large` → `LayoutAnchor(absoluteInset: 0, edge: .top)`: the safe area's top;
///   - `medium` → `LayoutAnchor(fractionalInset: 0.5, edge: .bottom)`: half the safe height;
///   - `fraction(f)` → `LayoutAnchor(fractionalInset: f, edge: .bottom)` (0 < f ≤ 1);
///   - `height(n)` → `LayoutAnchor(absoluteInset: min(n, safe height), edge: .bottom)` — the
///     cap is resolved per container, so this is the one detent re-resolved when only the
///     safe area changes (rotation, keyboard);
///   - `adaptive` → `AdaptiveLayoutAnchor(absoluteOffset: 0, contentBoundingGuide: .safeArea)`:
///     the content's height (`contentSize`), stopped at the safe area's top.
/// - **Detents → states** by resolved height, smallest first (ties keep the written order):
///   see `AdaptivePresentation.detentStates(count:)` — the largest is `full`, the smallest `tip`
///   (`half` when there are two), one in the middle `half`, any others custom states. The names
///   depend only on how many detents there are, so a panel keeps its state's *rank* when a
///   resize or new content reorders them. The initial state is the smallest detent's (a system
///   sheet opens at its first detent).
/// - **Backdrop.** A sheet dims at `full` (FloatingPanel's default 0.3); a card never dims, so
///   the content beside it stays usable (the non-modal side card of Maps).
/// - **Dismissal.** `dismissBelowSmallestDetent` turns on FloatingPanel's removal interaction
///   (`isRemovalInteractionEnabled`): a fast swipe down past the smallest detent removes it.
package struct ResolvedAdaptivePresentation: Hashable {
    /// How the panel is placed across the container.
    package enum Style: Hashable {
        /// Full width at the bottom (a narrow container).
        case sheet
        /// A card of `width` points on `side`, `inset` points in from it (a wide container).
        case card(side: AdaptivePresentation.Side, width: CGFloat, inset: CGFloat)

        /// Whether this is the card.
        package var isCard: Bool {
            if case .card = self { return true }
            return false
        }
    }

    /// One detent in this container.
    package struct Stop: Hashable {
        /// The detent as the config gives it.
        package var detent: AdaptivePresentation.Detent
        /// The state it is mapped to.
        package var state: FloatingPanelState
        /// How much of the panel shows above the safe area's bottom at this detent, in points.
        package var height: CGFloat
        /// The FloatingPanel anchor of the detent.
        package var anchor: DetentAnchor
    }

    /// A detent's FloatingPanel anchor, kept as a value so resolutions compare.
    package enum DetentAnchor: Hashable {
        /// An inset from an edge of the safe area (`large`, `medium`, `height`, `fraction`).
        case inset(FloatingPanelLayoutAnchor)
        /// The content's height, bounded by the safe area (`adaptive`).
        case adaptive(FloatingPanelAdaptiveLayoutAnchor)

        /// The anchor as a layout lists it.
        package var anchoring: FloatingPanelLayoutAnchoring {
            switch self {
            case .inset(let anchor): return anchor
            case .adaptive(let anchor): return anchor
            }
        }
    }

    /// The card's distance from its side of the safe area, in points.
    package static let cardInset: CGFloat = 8

    /// Sheet or card.
    package let style: Style
    /// The detents, smallest first.
    package let stops: [Stop]
    /// Whether the removal interaction is on (`dismissBelowSmallestDetent`).
    package let dismissesBelowSmallestDetent: Bool

    /// Resolves `presentation` in a container of `containerSize` with `safeAreaInsets`, for content
    /// of `contentSize` (what `adaptive` detents fit).
    package init(
        _ presentation: AdaptivePresentation, containerSize: CGSize, safeAreaInsets: EdgeInsets, contentSize: CGSize
    ) {
        style = Self.style(of: presentation, containerSize: containerSize, safeAreaInsets: safeAreaInsets)
        let safeHeight = max(containerSize.height - safeAreaInsets.top - safeAreaInsets.bottom, 0)
        let measured = presentation.detents.enumerated().map { index, detent in
            (index, detent, Self.resolve(detent, safeHeight: safeHeight, contentHeight: contentSize.height))
        }
        let sorted = measured.sorted { ($0.2.height, $0.0) < ($1.2.height, $1.0) }
        let states = AdaptivePresentation.detentStates(count: sorted.count)
        stops = zip(sorted, states).map { entry, state in
            Stop(detent: entry.1, state: state, height: entry.2.height, anchor: entry.2.anchor)
        }
        dismissesBelowSmallestDetent = presentation.dismissBelowSmallestDetent
    }

    /// The adaptive rule (Docs/config.md): a card when the container is at least twice `minWidth` and wider
    /// than `maxWidth`.
    package static func usesCard(_ presentation: AdaptivePresentation, containerWidth width: CGFloat) -> Bool {
        width >= 2 * presentation.minWidth && width > presentation.maxWidth
    }

    /// `usesCard` as a layout condition: at least twice `minWidth` wide and wider than `maxWidth`
    /// (the next representable width above it when that bound is the larger one).
    package static func cardCondition(_ presentation: AdaptivePresentation) -> LayoutCondition {
        let twice = 2 * presentation.minWidth
        return LayoutCondition(minWidth: twice > presentation.maxWidth ? twice : presentation.maxWidth.nextUp)
    }

    private static func style(
        of presentation: AdaptivePresentation, containerSize: CGSize, safeAreaInsets: EdgeInsets
    ) -> Style {
        guard usesCard(presentation, containerWidth: containerSize.width) else { return .sheet }
        let room = containerSize.width - safeAreaInsets.left - safeAreaInsets.right - 2 * cardInset
        let width = min(max(min(presentation.idealWidth, room), presentation.minWidth), presentation.maxWidth)
        return .card(side: presentation.side, width: width, inset: cardInset)
    }

    private static func resolve(
        _ detent: AdaptivePresentation.Detent, safeHeight: CGFloat, contentHeight: CGFloat
    ) -> (height: CGFloat, anchor: DetentAnchor) {
        func fromBottom(_ fraction: CGFloat) -> DetentAnchor {
            .inset(FloatingPanelLayoutAnchor(fractionalInset: fraction, edge: .bottom, referenceGuide: .safeArea))
        }
        switch detent {
        case .adaptive:
            let anchor = FloatingPanelAdaptiveLayoutAnchor(
                absoluteOffset: 0, referenceGuide: .safeArea, contentBoundingGuide: .safeArea)
            return (min(max(contentHeight, 0), safeHeight), .adaptive(anchor))
        case .medium:
            return (safeHeight / 2, fromBottom(0.5))
        case .large:
            let anchor = FloatingPanelLayoutAnchor(absoluteInset: 0, edge: .top, referenceGuide: .safeArea)
            return (safeHeight, .inset(anchor))
        case .height(let points):
            let height = min(max(points, 0), safeHeight)
            return (
                height,
                .inset(FloatingPanelLayoutAnchor(absoluteInset: height, edge: .bottom, referenceGuide: .safeArea))
            )
        case .fraction(let fraction):
            let capped = min(max(fraction, 0), 1)
            return (capped * safeHeight, fromBottom(capped))
        }
    }

    /// The state of the smallest detent, where the panel opens.
    package var initialState: FloatingPanelState { stops.first?.state ?? .full }

    /// The FloatingPanel layout of this resolution (a new object each call).
    package func makeLayout() -> FloatingPanelCustomLayout {
        var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [:]
        for stop in stops { anchors[stop.state] = stop.anchor.anchoring }
        let crossAxis: FloatingPanelCrossAxisPlacement
        var backdropAlphas: [FloatingPanelState: CGFloat] = [:]
        switch style {
        case .sheet:
            crossAxis = .fill
        case .card(let side, let width, let inset):
            crossAxis = FloatingPanelCrossAxisPlacement(
                alignment: side == .leading ? .leading : .trailing, referenceGuide: .safeArea, width: width,
                inset: inset)
            for stop in stops { backdropAlphas[stop.state] = 0 }
        }
        return FloatingPanelCustomLayout(
            position: .bottom, initialState: initialState, anchors: anchors, backdropAlphas: backdropAlphas,
            crossAxis: crossAxis)
    }
}

extension AdaptivePresentation {
    /// The states of `count` detents, smallest detent first:
    ///
    /// | detents | states, smallest first |
    /// |---|---|
    /// | 1 | `full` |
    /// | 2 | `half`, `full` |
    /// | 3 | `tip`, `half`, `full` |
    /// | n ≥ 4 | `tip`, …, `half` at index ⌊n/2⌋, …, `full` |
    ///
    /// With four or more, the others are custom states named `detent<k>` by their 1-based rank
    /// from the smallest (`detent2`, …), ordered between their neighbours (`tip` 100 < … < `half`
    /// 500 < … < `full` 1000), so `full` stays the most expanded and `tip` the least.
    package static func detentStates(count: Int) -> [FloatingPanelState] {
        switch count {
        case ..<1: return []
        case 1: return [.full]
        case 2: return [.half, .full]
        case 3: return [.tip, .half, .full]
        default:
            let middle = count / 2
            return (0..<count).map { index in
                if index == 0 { return .tip }
                if index == count - 1 { return .full }
                if index == middle { return .half }
                let order =
                    index < middle
                    ? 100 + 400 * index / middle
                    : 500 + 500 * (index - middle) / (count - 1 - middle)
                return FloatingPanelState(rawValue: "detent\(index + 1)", order: order)
            }
        }
    }
}
