import Foundation

/// Everything a layout resolves to in one container: anchor positions, orderings, sizes.
///
/// Recomputed only when an input changes (layout, container, safe area, content size, scale,
/// content mode), never per frame. A class, so that the controller's many reads per frame share
/// one instance instead of copying its arrays and set.
final class LayoutAdapter {
    let position: FloatingPanelPosition
    let containerSize: CGSize
    let safeAreaInsets: EdgeInsets
    let displayScale: CGFloat

    /// States with an anchor (`A`, Docs/engine.md §1.2), sorted so that coordinates increase.
    let sortedByCoordinate: [FloatingPanelState]
    /// `A` sorted by ascending order.
    let sortedByOrder: [FloatingPanelState]
    let mostExpandedState: FloatingPanelState
    let leastExpandedState: FloatingPanelState
    /// `validStates = A ∪ {hidden}`.
    let validStates: Set<FloatingPanelState>
    /// Rounded anchor positions `pos(state)` of `sortedByCoordinate`, index for index: springs and
    /// drags look anchors up several times a frame, and a scan of a few states is cheaper than
    /// hashing a state's name.
    private let sortedLocations: [CGFloat]
    /// `pos(hidden)`: its anchor's, else the default hidden anchor's (Docs/engine.md §3.6).
    private let hiddenLocation: CGFloat
    /// The surface's main-axis length in `.static` mode (Docs/engine.md §3.8).
    let staticSize: CGFloat
    /// The surface's cross-axis extent (Docs/engine.md §3.7).
    let crossStart: CGFloat
    let crossEnd: CGFloat

    init(
        layout: FloatingPanelLayout, containerSize: CGSize, safeAreaInsets: EdgeInsets, displayScale: CGFloat,
        surfaceIntrinsicSize: CGSize, contentSize: CGSize, contentMode: FloatingPanelContentMode
    ) {
        let position = layout.position
        self.position = position
        self.containerSize = containerSize
        self.safeAreaInsets = safeAreaInsets
        self.displayScale = displayScale
        let anchors = layout.anchors

        let byOrder = anchors.keys.sorted { ($0.order, $0.rawValue) < ($1.order, $1.rawValue) }
        sortedByOrder = byOrder
        sortedByCoordinate = position.expandsTowardSmallerCoordinates ? byOrder.reversed() : byOrder
        if byOrder.count == 1 {
            mostExpandedState = byOrder[0]
            leastExpandedState = .hidden
        } else {
            mostExpandedState = byOrder.last ?? .hidden
            leastExpandedState = byOrder.first ?? .hidden
        }
        validStates = Set(byOrder).union([.hidden])

        let geometry = AnchorGeometry(
            position: position, container: containerSize, insets: safeAreaInsets,
            surfaceIntrinsicLength: position.mainDimension(surfaceIntrinsicSize),
            contentLength: Self.cappedContentLength(
                anchors: anchors, mostExpanded: mostExpandedState, position: position,
                container: containerSize, insets: safeAreaInsets, contentSize: contentSize, contentMode: contentMode))

        var positions: [FloatingPanelState: CGFloat] = [:]
        for (state, anchor) in anchors {
            positions[state] = roundToDisplayScale(geometry.location(of: anchor), scale: displayScale)
        }
        if positions[.hidden] == nil {
            let hiddenAnchor = FloatingPanelLayoutAnchor(
                absoluteInset: -100, edge: position.ownEdge, referenceGuide: .superview)
            positions[.hidden] = roundToDisplayScale(geometry.location(of: hiddenAnchor), scale: displayScale)
        }
        sortedLocations = sortedByCoordinate.map { positions[$0]! }
        hiddenLocation = positions[.hidden]!

        staticSize = Self.staticSize(
            anchor: anchors[mostExpandedState], geometry: geometry, positions: positions,
            sortedByCoordinate: sortedByCoordinate)

        let guideRect = geometry.rect(for: layout.crossAxis.referenceGuide)
        let extent =
            position.isVertical
            ? layout.crossAxis.extent(guideStart: guideRect.minX, guideEnd: guideRect.maxX)
            : layout.crossAxis.extent(guideStart: guideRect.minY, guideEnd: guideRect.maxY)
        crossStart = extent.start
        crossEnd = extent.end
    }

    /// `pos(state)`: the rounded anchor position; states without an anchor fall back to hidden's.
    func location(of state: FloatingPanelState) -> CGFloat {
        guard let index = sortedByCoordinate.firstIndex(of: state) else { return hiddenLocation }
        return sortedLocations[index]
    }

    var leastCoordinateState: FloatingPanelState { sortedByCoordinate.first ?? .hidden }
    var mostCoordinateState: FloatingPanelState { sortedByCoordinate.last ?? .hidden }

    /// `offset(state)` (Docs/engine.md §2): positive when the surface is on the hidden side of the anchor.
    func offset(from state: FloatingPanelState, location: CGFloat) -> CGFloat {
        let anchor = self.location(of: state)
        let raw = position.expandsTowardSmallerCoordinates ? location - anchor : anchor - location
        return roundToDisplayScale(raw, scale: displayScale)
    }

    /// `next(state)` in `sortedByCoordinate` (Docs/engine.md §1.2).
    func next(_ state: FloatingPanelState) -> FloatingPanelState {
        guard let index = sortedByCoordinate.firstIndex(of: state), index + 1 < sortedByCoordinate.count else {
            return state
        }
        return sortedByCoordinate[index + 1]
    }

    /// `pre(state)` in `sortedByCoordinate` (Docs/engine.md §1.2).
    func previous(_ state: FloatingPanelState) -> FloatingPanelState {
        guard let index = sortedByCoordinate.firstIndex(of: state), index > 0 else { return state }
        return sortedByCoordinate[index - 1]
    }

    /// `segment(at:forward:)` (Docs/engine.md §7.5).
    func segment(at location: CGFloat, forward: Bool) -> (lower: FloatingPanelState?, upper: FloatingPanelState?) {
        let states = sortedByCoordinate
        let index =
            forward
            ? sortedLocations.firstIndex { location < $0 }
            : sortedLocations.firstIndex { location <= $0 }
        guard let index else { return (states.last, nil) }
        if index == 0 { return (nil, states[0]) }
        return (states[index - 1], states[index])
    }

    // MARK: - Sizes

    /// The adaptive anchors' measured content length, capped as in Docs/engine.md §3.5.
    private static func cappedContentLength(
        anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring], mostExpanded: FloatingPanelState,
        position: FloatingPanelPosition, container: CGSize, insets: EdgeInsets, contentSize: CGSize,
        contentMode: FloatingPanelContentMode
    ) -> CGFloat {
        let measured = position.mainDimension(contentSize)
        guard contentMode == .static,
            let adaptive = anchors[mostExpanded] as? FloatingPanelAdaptiveLayoutAnchor,
            adaptive.contentBoundingGuide != .none
        else { return measured }
        let bounding = AnchorGeometry.rect(
            for: adaptive.contentBoundingGuide == .superview ? .superview : .safeArea, container: container,
            insets: insets)
        let boundingLength = position.mainDimension(bounding.size)
        // Fractional bounding multiplies (decision §16.2-8: keep).
        let cap = adaptive.isAbsolute ? boundingLength + adaptive.offset : boundingLength * adaptive.offset
        return min(measured, cap)
    }

    private static func staticSize(
        anchor: FloatingPanelLayoutAnchoring?, geometry: AnchorGeometry, positions: [FloatingPanelState: CGFloat],
        sortedByCoordinate: [FloatingPanelState]
    ) -> CGFloat {
        let position = geometry.position
        let sideInset = position.sideInset(geometry.insets)
        if let intrinsic = anchor as? FloatingPanelIntrinsicLayoutAnchor {
            return geometry.surfaceIntrinsicLength + (intrinsic.referenceGuide == .safeArea ? sideInset : 0)
        }
        if let adaptive = anchor as? FloatingPanelAdaptiveLayoutAnchor {
            return geometry.contentLength + (adaptive.referenceGuide == .safeArea ? sideInset : 0)
        }
        if position.expandsTowardSmallerCoordinates {
            let least = sortedByCoordinate.first.flatMap { positions[$0] } ?? 0
            return position.mainDimension(geometry.container) - least
        }
        return sortedByCoordinate.last.flatMap { positions[$0] } ?? 0
    }
}

/// Raw (unrounded) anchor locations in one container (Docs/engine.md §3.3–§3.6).
struct AnchorGeometry {
    let position: FloatingPanelPosition
    let container: CGSize
    let insets: EdgeInsets
    /// `ℓ`: the main-axis length of the surface's intrinsic size (Docs/engine.md §10.6).
    let surfaceIntrinsicLength: CGFloat
    /// `m`: the measured (and capped) content length of adaptive anchors.
    let contentLength: CGFloat

    static func rect(for guide: FloatingPanelLayoutReferenceGuide, container: CGSize, insets: EdgeInsets) -> CGRect {
        let bounds = CGRect(origin: .zero, size: container)
        return guide == .superview ? bounds : bounds.inset(by: insets)
    }

    func rect(for guide: FloatingPanelLayoutReferenceGuide) -> CGRect {
        Self.rect(for: guide, container: container, insets: insets)
    }

    func location(of anchor: FloatingPanelLayoutAnchoring) -> CGFloat {
        let sideInset = position.sideInset(insets)
        let containerLength = position.mainDimension(container)
        switch anchor {
        case let inset as FloatingPanelLayoutAnchor:
            let guide = rect(for: inset.referenceGuide)
            let distance = inset.isAbsolute ? inset.inset : inset.inset * position.mainDimension(guide.size)
            switch inset.referenceEdge {
            case .top: return guide.minY + distance
            case .bottom: return guide.maxY - distance
            case .left: return guide.minX + distance
            case .right: return guide.maxX - distance
            }
        case let intrinsic as FloatingPanelIntrinsicLayoutAnchor:
            let length = surfaceIntrinsicLength
            let distance = intrinsic.isAbsolute ? intrinsic.offset : intrinsic.offset * length
            let guideInset = intrinsic.referenceGuide == .safeArea ? sideInset : 0
            return position.expandsTowardSmallerCoordinates
                ? containerLength - guideInset - length + distance
                : guideInset + length - distance
        case let adaptive as FloatingPanelAdaptiveLayoutAnchor:
            let length = contentLength
            let distance = adaptive.isAbsolute ? adaptive.offset : adaptive.offset * length
            let guideInset = adaptive.referenceGuide == .safeArea ? sideInset : 0
            let bounding: CGRect? =
                switch adaptive.contentBoundingGuide {
                case .none: nil
                case .superview: rect(for: .superview)
                case .safeArea: rect(for: .safeArea)
                }
            if position.expandsTowardSmallerCoordinates {
                let lowerLimit = bounding.map { position.isVertical ? $0.minY : $0.minX } ?? -.infinity
                return max(containerLength - guideInset - length + distance, lowerLimit)
            }
            // Decision §16.2-7: include the side inset, so computed and displayed positions agree.
            let upperLimit = bounding.map { position.isVertical ? $0.maxY : $0.maxX } ?? .infinity
            return min(guideInset + length - distance, upperLimit)
        default:
            preconditionFailure("unsupported anchor type \(type(of: anchor))")
        }
    }
}
