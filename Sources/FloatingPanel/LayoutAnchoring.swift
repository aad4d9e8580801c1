import Foundation

/// The rectangle an anchor measures from (Docs/engine.md §3.2).
public enum FloatingPanelLayoutReferenceGuide: String, CaseIterable, Sendable {
    /// The container's bounds.
    case superview
    /// The container's bounds inset by its safe area.
    case safeArea
}

/// The rectangle that bounds an adaptive anchor (Docs/engine.md §3.2, §3.5).
public enum FloatingPanelLayoutContentBoundingGuide: String, CaseIterable, Sendable {
    case none, superview, safeArea
}

/// Something that gives a state a position: one of the three anchor kinds below.
public protocol FloatingPanelLayoutAnchoring: Sendable {}

/// An anchor at an inset from an edge of a reference guide (Docs/engine.md §3.3).
public struct FloatingPanelLayoutAnchor: FloatingPanelLayoutAnchoring, Hashable {
    /// The inset: points when `isAbsolute`, else a fraction of the guide's main dimension.
    public let inset: CGFloat
    /// Whether `inset` is in points (`absoluteInset`) or a fraction (`fractionalInset`).
    public let isAbsolute: Bool
    /// The edge of the guide the inset is measured from.
    public let referenceEdge: FloatingPanelReferenceEdge
    /// The rectangle measured in: the container or its safe area.
    public let referenceGuide: FloatingPanelLayoutReferenceGuide
}

// The anchors' public initializers are extensions, so each anchor keeps Swift's memberwise
// initializer, the one place its values are stored.
extension FloatingPanelLayoutAnchor {
    /// An anchor `absoluteInset` points from `edge` of `referenceGuide`.
    public init(
        absoluteInset: CGFloat, edge: FloatingPanelReferenceEdge, referenceGuide: FloatingPanelLayoutReferenceGuide
    ) {
        self.init(inset: absoluteInset, isAbsolute: true, referenceEdge: edge, referenceGuide: referenceGuide)
    }

    /// An anchor at a fraction of the reference guide's main dimension from `edge`.
    public init(
        fractionalInset: CGFloat, edge: FloatingPanelReferenceEdge, referenceGuide: FloatingPanelLayoutReferenceGuide
    ) {
        self.init(inset: fractionalInset, isAbsolute: false, referenceEdge: edge, referenceGuide: referenceGuide)
    }
}

/// An anchor that shows the surface's intrinsic size, less an offset (Docs/engine.md §3.4).
public struct FloatingPanelIntrinsicLayoutAnchor: FloatingPanelLayoutAnchoring, Hashable {
    /// The offset: points hidden when `isAbsolute`, else a fraction of the intrinsic length.
    public let offset: CGFloat
    /// Whether `offset` is in points (`absoluteOffset`) or a fraction (`fractionalOffset`).
    public let isAbsolute: Bool
    /// Measured from the container's edge or the safe area's.
    public let referenceGuide: FloatingPanelLayoutReferenceGuide
}

extension FloatingPanelIntrinsicLayoutAnchor {
    /// Hides `absoluteOffset` points of the intrinsic size.
    public init(absoluteOffset: CGFloat, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea) {
        self.init(offset: absoluteOffset, isAbsolute: true, referenceGuide: referenceGuide)
    }

    /// Hides a fraction of the intrinsic size.
    public init(fractionalOffset: CGFloat, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea) {
        self.init(offset: fractionalOffset, isAbsolute: false, referenceGuide: referenceGuide)
    }
}

/// An anchor that follows the measured content length, optionally bounded (Docs/engine.md §3.5).
///
/// The port measures the panel's content size where upstream measures a `UILayoutGuide`.
public struct FloatingPanelAdaptiveLayoutAnchor: FloatingPanelLayoutAnchoring, Hashable {
    /// The offset: points hidden when `isAbsolute`, else a fraction of the measured content length.
    public let offset: CGFloat
    /// Whether `offset` is in points (`absoluteOffset`) or a fraction (`fractionalOffset`).
    public let isAbsolute: Bool
    /// Measured from the container's edge or the safe area's.
    public let referenceGuide: FloatingPanelLayoutReferenceGuide
    /// The rectangle the panel may not leave however long the content (`none`: unbounded).
    public let contentBoundingGuide: FloatingPanelLayoutContentBoundingGuide
}

extension FloatingPanelAdaptiveLayoutAnchor {
    /// Hides `absoluteOffset` points of the measured content length.
    public init(
        absoluteOffset: CGFloat, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea,
        contentBoundingGuide: FloatingPanelLayoutContentBoundingGuide = .none
    ) {
        self.init(
            offset: absoluteOffset, isAbsolute: true, referenceGuide: referenceGuide,
            contentBoundingGuide: contentBoundingGuide)
    }

    /// Hides a fraction of the measured content length.
    public init(
        fractionalOffset: CGFloat, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea,
        contentBoundingGuide: FloatingPanelLayoutContentBoundingGuide = .none
    ) {
        self.init(
            offset: fractionalOffset, isAbsolute: false, referenceGuide: referenceGuide,
            contentBoundingGuide: contentBoundingGuide)
    }
}
