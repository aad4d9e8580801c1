import FloatingPanel
import Foundation

/// A panel's resting states resolved to points in the scene's container, by the engine itself:
/// what targets without FloatingPanel's anchor kinds (sheets, Android, Compose, the web) get.
package struct ResolvedStops {
    /// One resting state.
    package struct Stop {
        package var state: FloatingPanelState
        package var anchor: FloatingPanelLayoutAnchoring
        /// The surface location `L` (Docs/engine.md §2) on the main axis.
        package var location: CGFloat
        /// How much of the panel shows, measured from its own edge of the container.
        package var extent: CGFloat
        /// The backdrop alpha at rest in this state (Docs/engine.md §9.1).
        package var backdropAlpha: CGFloat
    }

    /// The layout entry that applies to the scene's container; for an adaptive presentation, the
    /// layout it resolves to there (Docs/config.md), as the sandbox builds it.
    package let entry: ConditionalLayout
    /// The panel's adaptive presentation resolved for the scene's container, if it has one.
    package let adaptive: ResolvedAdaptivePresentation?
    /// Whether a release toward hidden may remove the panel: its removal interaction, or an
    /// adaptive presentation that dismisses below its smallest detent.
    package let removalEnabled: Bool
    package var position: FloatingPanelPosition { entry.layout.position }
    /// The container's main-axis length (its height for top/bottom panels).
    package let containerLength: CGFloat
    /// Every state with an anchor except `hidden`, most expanded first.
    package let stops: [Stop]
    /// How much of the panel shows at its hidden position: negative, as `hidden` lies beyond the
    /// panel's edge (100 pt without a `hidden` anchor, Docs/engine.md §3.6).
    package let hiddenExtent: CGFloat
    /// The scene's safe-area insets, which the stops were resolved with.
    package let safeArea: EdgeInsets
    /// The engine's controller laid out in the scene's container, which resolved the stops.
    package let controller: FloatingPanelController

    package init(panel: ResolvedPanel, scene: ResolvedScene) {
        let size = scene.containerSize
        let adaptive = panel.adaptivePresentation.map {
            ResolvedAdaptivePresentation(
                $0, containerSize: size, safeAreaInsets: scene.safeAreaInsets, contentSize: panel.contentSize)
        }
        let entry =
            adaptive.map { ConditionalLayout(layout: $0.makeLayout(), contentMode: .static) }
            ?? panel.layoutEntry(forContainer: size)
        self.entry = entry
        self.adaptive = adaptive
        removalEnabled = panel.removalInteractionEnabled || (adaptive?.dismissesBelowSmallestDetent ?? false)
        let controller = FloatingPanelController(layout: entry.layout, behavior: panel.behavior)
        controller.displayScale = scene.displayScale ?? 2
        controller.contentMode = entry.contentMode
        controller.surfaceView = panel.surfaceView
        controller.contentSize = panel.contentSize
        controller.setContainer(size: size, safeAreaInsets: scene.safeAreaInsets)
        self.controller = controller

        let position = entry.layout.position
        let length = position.mainDimension(size)
        containerLength = length
        let hiddenLocation = position.mainLocation(controller.surfaceLocation(for: .hidden))
        hiddenExtent = position == .top || position == .left ? hiddenLocation : length - hiddenLocation
        safeArea = scene.safeAreaInsets
        stops = entry.layout.anchors.filter { $0.key != .hidden }.sorted { $0.key.order > $1.key.order }
            .map { state, anchor in
                let location = position.mainLocation(controller.surfaceLocation(for: state))
                let extent = position == .top || position == .left ? location : length - location
                return Stop(
                    state: state, anchor: anchor, location: location, extent: extent,
                    backdropAlpha: entry.layout.backdropAlpha(for: state))
            }
    }

    /// The stop the layout starts in, or nil when it starts hidden.
    package var initialStop: Stop? {
        stops.first { $0.state == entry.layout.initialState }
    }

    /// The stop the sandbox shows the panel at when it is presented: the initial one, or for a
    /// layout that starts hidden its middle stop (`FloatingPanelLayout.presentationState`).
    package var presentationStop: Stop? {
        let state = entry.layout.presentationState
        return stops.first { $0.state == state }
    }

    /// The content's main-axis length the intrinsic or adaptive stops were resolved with; nil when
    /// no stop depends on the content.
    package var contentLength: CGFloat? {
        stops.lazy.compactMap { StopFormula.contentLength(of: $0, position: position, insets: safeArea) }.first
    }

    /// The most expanded anchor when it caps the measured content length: an adaptive anchor
    /// with a bounding guide in a static layout (Docs/engine.md §3.5).
    package var contentCap: FloatingPanelAdaptiveLayoutAnchor? {
        guard entry.contentMode == .static, let adaptive = stops.first?.anchor as? FloatingPanelAdaptiveLayoutAnchor,
            adaptive.contentBoundingGuide != .none
        else { return nil }
        return adaptive
    }

    /// How `anchor` is defined, for comments: `absoluteInset 16 from the top of the safe area`.
    package static func describe(_ anchor: FloatingPanelLayoutAnchoring) -> String {
        let n = { (value: CGFloat) in ExportNumber.exact(Double(value)) }
        switch anchor {
        case let inset as FloatingPanelLayoutAnchor:
            let amount = inset.isAbsolute ? "\(n(inset.inset)) pt" : "\(n(inset.inset)) of the guide"
            let guide = inset.referenceGuide == .safeArea ? "the safe area" : "the container"
            return "\(amount) from the \(inset.referenceEdge.rawValue) of \(guide)"
        case let intrinsic as FloatingPanelIntrinsicLayoutAnchor:
            return "the content's intrinsic size" + less(intrinsic.offset, absolute: intrinsic.isAbsolute)
        case let adaptive as FloatingPanelAdaptiveLayoutAnchor:
            return "the content's measured size" + less(adaptive.offset, absolute: adaptive.isAbsolute)
        default:
            return "\(type(of: anchor))"
        }
    }

    private static func less(_ offset: CGFloat, absolute: Bool) -> String {
        guard offset != 0 else { return "" }
        return " less " + ExportNumber.exact(Double(offset)) + (absolute ? " pt" : " of it")
    }
}
