import FloatingPanel
import Foundation

/// A condition on the container under which a layout applies (FloatingPanel's
/// `floatingPanel(_:layoutFor:)`): every bound given must hold, so no bounds at all always holds;
/// bounds are inclusive.
package struct LayoutCondition: Hashable, Sendable {
    /// Holds when the container is at least this wide.
    package var minWidth: CGFloat?
    /// Holds when the container is at most this wide.
    package var maxWidth: CGFloat?
    /// Holds when the container is at least this tall.
    package var minHeight: CGFloat?
    /// Holds when the container is at most this tall.
    package var maxHeight: CGFloat?
    /// `true`: only when wider than tall; `false`: only when not.
    package var landscape: Bool?

    /// Whether a container of `size` satisfies every bound.
    package func holds(for size: CGSize) -> Bool {
        if let minWidth, size.width < minWidth { return false }
        if let maxWidth, size.width > maxWidth { return false }
        if let minHeight, size.height < minHeight { return false }
        if let maxHeight, size.height > maxHeight { return false }
        if let landscape, landscape != (size.width > size.height) { return false }
        return true
    }

    /// Whether every container that satisfies this condition also satisfies `other` (from the
    /// bounds alone): a list entry under this condition placed after one under `other` is never used.
    package func isCovered(by other: LayoutCondition) -> Bool {
        func atLeast(_ bound: CGFloat?, _ required: CGFloat?) -> Bool {
            guard let required else { return true }
            return bound.map { $0 >= required } ?? false
        }
        func atMost(_ bound: CGFloat?, _ required: CGFloat?) -> Bool {
            guard let required else { return true }
            return bound.map { $0 <= required } ?? false
        }
        return atLeast(minWidth, other.minWidth) && atMost(maxWidth, other.maxWidth)
            && atLeast(minHeight, other.minHeight) && atMost(maxHeight, other.maxHeight)
            && (other.landscape == nil || other.landscape == landscape)
    }

    /// The condition that holds exactly when both hold; nil when that can never happen because
    /// the two disagree on `landscape` (used when a layout list refers to another list).
    package func and(_ other: LayoutCondition) -> LayoutCondition? {
        func tighter(_ a: CGFloat?, _ b: CGFloat?, _ pick: (CGFloat, CGFloat) -> CGFloat) -> CGFloat? {
            guard let a else { return b }
            guard let b else { return a }
            return pick(a, b)
        }
        if let a = landscape, let b = other.landscape, a != b { return nil }
        return LayoutCondition(
            minWidth: tighter(minWidth, other.minWidth, max), maxWidth: tighter(maxWidth, other.maxWidth, min),
            minHeight: tighter(minHeight, other.minHeight, max), maxHeight: tighter(maxHeight, other.maxHeight, min),
            landscape: landscape ?? other.landscape)
    }
}

/// One layout of a panel, with the condition under which it applies.
package struct ConditionalLayout {
    /// nil: always applies (a plain layout, or a list's fallback entry).
    package var condition: LayoutCondition?
    /// The layout used while the condition holds.
    package var layout: FloatingPanelCustomLayout
    /// The layout's `contentMode` (Docs/engine.md §3.8); a layout JSON without it is `.static`.
    package var contentMode: FloatingPanelContentMode

    /// An entry for `layout` under `condition` (nil: always).
    package init(
        condition: LayoutCondition? = nil, layout: FloatingPanelCustomLayout,
        contentMode: FloatingPanelContentMode = .static
    ) {
        self.condition = condition
        self.layout = layout
        self.contentMode = contentMode
    }

    /// Whether this entry applies to a container of `size`.
    package func applies(to size: CGSize) -> Bool {
        condition?.holds(for: size) ?? true
    }

    /// FloatingPanelBottomLayout's values (Docs/engine.md §3.10) as a stored layout: what a panel without a
    /// layout uses, and what a layout list falls back to when none of its conditions holds.
    package static var bottomLayoutDefault: ConditionalLayout {
        let bottom = FloatingPanelBottomLayout()
        let layout = FloatingPanelCustomLayout(
            position: bottom.position, initialState: bottom.initialState, anchors: bottom.anchors,
            backdropAlphas: [:], crossAxis: bottom.crossAxis)
        return ConditionalLayout(condition: nil, layout: layout, contentMode: .static)
    }
}
