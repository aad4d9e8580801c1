import Foundation

/// Where a panel sits and which anchors it snaps to (Docs/engine.md §3.1).
public protocol FloatingPanelLayout: AnyObject {
    /// The edge the panel is attached to.
    var position: FloatingPanelPosition { get }
    /// The state `show` moves to; an anchored state or `hidden`.
    var initialState: FloatingPanelState { get }
    /// Where each state rests; not empty.
    var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] { get }
    /// The backdrop alpha at rest in `state` (Docs/engine.md §9.1). Default: 0.3 for `full`, else 0.
    func backdropAlpha(for state: FloatingPanelState) -> CGFloat
    /// The surface's placement across the main axis (`prepareLayout`, Docs/engine.md §3.7).
    var crossAxis: FloatingPanelCrossAxisPlacement { get }
}

extension FloatingPanelLayout {
    /// FloatingPanel's default: 0.3 for `full`, 0 for every other state.
    public func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
        FloatingPanelDefaultBackdrop.alpha(for: state)
    }

    /// Fills the safe area across the main axis.
    public var crossAxis: FloatingPanelCrossAxisPlacement { .fill }
}

/// The default backdrop alphas (Docs/engine.md §9.1): keyed on `full` itself, not on the most expanded state.
public enum FloatingPanelDefaultBackdrop {
    /// 0.3 for `full`, 0 for every other state.
    public static func alpha(for state: FloatingPanelState) -> CGFloat {
        state == .full ? 0.3 : 0.0
    }
}

/// The surface's extent across the main axis (Docs/engine.md §3.7, Docs/config.md `crossAxis`).
public struct FloatingPanelCrossAxisPlacement: Hashable, Sendable {
    /// How the surface is placed across the main axis.
    public enum Alignment: String, CaseIterable, Sendable {
        case fill, leading, center, trailing
    }

    /// Fill the guide, or align a surface `width` long to one side or the centre.
    public var alignment: Alignment
    /// The guide the surface fills or is aligned in.
    public var referenceGuide: FloatingPanelLayoutReferenceGuide
    /// The surface's cross-axis length for leading/center/trailing (a height for left/right panels).
    public var width: CGFloat
    /// Distance from the aligned side of the guide (leading/trailing), or a shift for center.
    public var inset: CGFloat

    /// A placement; the default fills the safe area.
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
    /// The default bottom layout.
    public init() {}

    /// Bottom.
    open var position: FloatingPanelPosition { .bottom }
    /// Half.
    open var initialState: FloatingPanelState { .half }
    /// Full 18 pt below the safe area's top, half at half the safe height, tip 69 pt above the safe area's bottom.
    open var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
        [
            .full: FloatingPanelLayoutAnchor(absoluteInset: 18, edge: .top, referenceGuide: .safeArea),
            .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
            .tip: FloatingPanelLayoutAnchor(absoluteInset: 69, edge: .bottom, referenceGuide: .safeArea),
        ]
    }
    /// 0.3 for `full`, 0 for every other state.
    open func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
        FloatingPanelDefaultBackdrop.alpha(for: state)
    }
    /// Fills the safe area across the main axis.
    open var crossAxis: FloatingPanelCrossAxisPlacement { .fill }
}

/// A layout built from values (a config file, an export): every member is stored.
public final class FloatingPanelCustomLayout: FloatingPanelLayout {
    /// The edge the panel is attached to.
    public let position: FloatingPanelPosition
    /// The state `show` moves to.
    public let initialState: FloatingPanelState
    /// Each state's anchor.
    public let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring]
    /// Alphas given explicitly; other states use the default of Docs/engine.md §9.1.
    public let backdropAlphas: [FloatingPanelState: CGFloat]
    /// The surface's placement across the main axis.
    public let crossAxis: FloatingPanelCrossAxisPlacement

    /// A layout from values; `backdropAlphas` lists only the states that differ from the default.
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

    /// The given alpha for `state`, else the default.
    public func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
        // A scan of the few given states rather than a hashed lookup: springs and drags ask
        // every frame, and hashing a state's name costs more than comparing it.
        for (given, alpha) in backdropAlphas where given == state { return alpha }
        return FloatingPanelDefaultBackdrop.alpha(for: state)
    }
}
