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
    public let inset: CGFloat
    public let isAbsolute: Bool
    public let referenceEdge: FloatingPanelReferenceEdge
    public let referenceGuide: FloatingPanelLayoutReferenceGuide

    /// An anchor `absoluteInset` points from `edge` of `referenceGuide`.
    public init(
        absoluteInset: CGFloat, edge: FloatingPanelReferenceEdge, referenceGuide: FloatingPanelLayoutReferenceGuide
    ) {
        self.inset = absoluteInset
        self.isAbsolute = true
        self.referenceEdge = edge
        self.referenceGuide = referenceGuide
    }

    /// An anchor at a fraction of the reference guide's main dimension from `edge`.
    public init(
        fractionalInset: CGFloat, edge: FloatingPanelReferenceEdge, referenceGuide: FloatingPanelLayoutReferenceGuide
    ) {
        self.inset = fractionalInset
        self.isAbsolute = false
        self.referenceEdge = edge
        self.referenceGuide = referenceGuide
    }
}

/// An anchor that shows the surface's intrinsic size, less an offset (Docs/engine.md §3.4).
public struct FloatingPanelIntrinsicLayoutAnchor: FloatingPanelLayoutAnchoring, Hashable {
    public let offset: CGFloat
    public let isAbsolute: Bool
    public let referenceGuide: FloatingPanelLayoutReferenceGuide

    /// Hides `absoluteOffset` points of the intrinsic size.
    public init(absoluteOffset: CGFloat, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea) {
        self.offset = absoluteOffset
        self.isAbsolute = true
        self.referenceGuide = referenceGuide
    }

    /// Hides a fraction of the intrinsic size.
    public init(fractionalOffset: CGFloat, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea) {
        self.offset = fractionalOffset
        self.isAbsolute = false
        self.referenceGuide = referenceGuide
    }
}

/// An anchor that follows the measured content length, optionally bounded (Docs/engine.md §3.5).
///
/// The port measures the panel's content size where upstream measures a `UILayoutGuide`.
public struct FloatingPanelAdaptiveLayoutAnchor: FloatingPanelLayoutAnchoring, Hashable {
    public let offset: CGFloat
    public let isAbsolute: Bool
    public let referenceGuide: FloatingPanelLayoutReferenceGuide
    public let contentBoundingGuide: FloatingPanelLayoutContentBoundingGuide

    public init(
        absoluteOffset: CGFloat, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea,
        contentBoundingGuide: FloatingPanelLayoutContentBoundingGuide = .none
    ) {
        self.offset = absoluteOffset
        self.isAbsolute = true
        self.referenceGuide = referenceGuide
        self.contentBoundingGuide = contentBoundingGuide
    }

    public init(
        fractionalOffset: CGFloat, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea,
        contentBoundingGuide: FloatingPanelLayoutContentBoundingGuide = .none
    ) {
        self.offset = fractionalOffset
        self.isAbsolute = false
        self.referenceGuide = referenceGuide
        self.contentBoundingGuide = contentBoundingGuide
    }
}
