import Foundation

/// A finger's drag of the surface, from touch-down to release, and what outlives it until the
/// panel settles (Docs/engine.md §7.1, §7.3, §8.8).
struct PanelDrag {
    /// Whether a finger drag moves the surface (FloatingPanel's `interactionInProgress`).
    var isActive = false
    /// Where the finger touched the surface, in surface coordinates: the grabber and scroll-view
    /// rules ask where a gesture began (FloatingPanel's `initialLocation`).
    var touchLocation: CGPoint = .zero
    /// The gesture's cumulative translation when the drag started; the surface follows the
    /// translation since then.
    var startTranslation: CGPoint = .zero
    /// The location the translation since the start is added to: `L` when the drag started, plus
    /// the shift that absorbs the content's overscroll (Docs/engine.md §7.3). FloatingPanel keeps it
    /// as an Auto Layout constant, `initialConst`.
    var startLocation: CGFloat = 0
    /// The tracked content's offset held while the panel moves: from the drag's start (or the
    /// pan's `began`) until the attraction ends (FloatingPanel's `initialScrollOffset`, §8.8).
    var pinnedContentOffset: CGPoint?
    /// The release speed a removal hands to its dismissal (decision §16.2-12).
    var dismissalSpeed: CGFloat = 0
}
