import Foundation

/// Where a panel sits and which anchors it snaps to (Docs/engine.md §3.1).
public protocol FloatingPanelLayout: AnyObject {
    var position: FloatingPanelPosition { get }
    var initialState: FloatingPanelState { get }
    var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] { get }
    /// The backdrop alpha at rest in `state` (Docs/engine.md §9.1). Default: 0.3 for `full`, else 0.
    func backdropAlpha(for state: FloatingPanelState) -> CGFloat
    /// The surface's placement across the main axis (`prepareLayout`, Docs/engine.md §3.7).
    var crossAxis: FloatingPanelCrossAxisPlacement { get }
}

extension FloatingPanelLayout {
    public func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
        FloatingPanelDefaultBackdrop.alpha(for: state)
    }

    public var crossAxis: FloatingPanelCrossAxisPlacement { .fill }
}

/// The default backdrop alphas (Docs/engine.md §9.1): keyed on `full` itself, not on the most expanded state.
public enum FloatingPanelDefaultBackdrop {
    public static func alpha(for state: FloatingPanelState) -> CGFloat {
        state == .full ? 0.3 : 0.0
    }
}

/// The surface's extent across the main axis (Docs/engine.md §3.7, Docs/config.md `crossAxis`).
public struct FloatingPanelCrossAxisPlacement: Hashable, Sendable {
    public enum Alignment: String, CaseIterable, Sendable {
        case fill, leading, center, trailing
    }

    public var alignment: Alignment
    public var referenceGuide: FloatingPanelLayoutReferenceGuide
    /// The surface's cross-axis length for leading/center/trailing (a height for left/right panels).
    public var width: CGFloat
    /// Distance from the aligned side of the guide (leading/trailing), or a shift for center.
    public var inset: CGFloat

    public init(
        alignment: Alignment = .fill, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea,
        width: CGFloat = 0, inset: CGFloat = 0
    ) {
        self.alignment = alignment
        self.referenceGuide = referenceGuide
        self.width = width
        self.inset = inset
    }

    /// Fill the safe area across the main axis (the default of Docs/engine.md §3.7).
    public static let fill = FloatingPanelCrossAxisPlacement()

    /// The cross-axis start and end of the surface within `guide` = `(start, end)` of the guide.
    public func extent(guideStart: CGFloat, guideEnd: CGFloat) -> (start: CGFloat, end: CGFloat) {
        switch alignment {
        case .fill:
            return (guideStart, guideEnd)
        case .leading:
            let start = guideStart + inset
            return (start, start + width)
        case .trailing:
            let end = guideEnd - inset
            return (end - width, end)
        case .center:
            let start = (guideStart + guideEnd - width) / 2 + inset
            return (start, start + width)
        }
    }
}

/// FloatingPanel's built-in layout (Docs/engine.md §3.10): bottom, full/half/tip, initially half.
open class FloatingPanelBottomLayout: FloatingPanelLayout {
    public init() {}

    open var position: FloatingPanelPosition { .bottom }
    open var initialState: FloatingPanelState { .half }
    open var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
        [
            .full: FloatingPanelLayoutAnchor(absoluteInset: 18, edge: .top, referenceGuide: .safeArea),
            .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
            .tip: FloatingPanelLayoutAnchor(absoluteInset: 69, edge: .bottom, referenceGuide: .safeArea),
        ]
    }
    open func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
        FloatingPanelDefaultBackdrop.alpha(for: state)
    }
    open var crossAxis: FloatingPanelCrossAxisPlacement { .fill }
}

/// A layout built from values (a config file, an export): every member is stored.
public final class FloatingPanelCustomLayout: FloatingPanelLayout {
    public let position: FloatingPanelPosition
    public let initialState: FloatingPanelState
    public let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring]
    /// Alphas given explicitly; other states use the default of Docs/engine.md §9.1.
    public let backdropAlphas: [FloatingPanelState: CGFloat]
    public let crossAxis: FloatingPanelCrossAxisPlacement

    public init(
        position: FloatingPanelPosition, initialState: FloatingPanelState,
        anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring],
        backdropAlphas: [FloatingPanelState: CGFloat] = [:], crossAxis: FloatingPanelCrossAxisPlacement = .fill
    ) {
        self.position = position
        self.initialState = initialState
        self.anchors = anchors
        self.backdropAlphas = backdropAlphas
        self.crossAxis = crossAxis
    }

    public func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
        backdropAlphas[state] ?? FloatingPanelDefaultBackdrop.alpha(for: state)
    }
}
