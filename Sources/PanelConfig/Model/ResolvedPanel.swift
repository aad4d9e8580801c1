import FloatingPanel
import Foundation

/// One panel of a scene, resolved into engine objects with every default filled in.
package struct ResolvedPanel {
    /// The panel's unique id within its scene.
    package var id: String
    /// The panel's layouts in priority order; a plain layout is one entry without condition.
    package var layouts: [ConditionalLayout] {
        didSet { layoutChoice = nil }
    }
    /// The entry chosen for one container size ahead of time, on the thread that loaded the
    /// scene (`ResolvedScene.choosingLayouts(for:)`): a reload between frames then finds it
    /// without scanning a list of tens of thousands of entries.
    package private(set) var layoutChoice: LayoutChoice?
    /// The behavior (Docs/config.md "Behavior"; missing keys take FloatingPanel's defaults).
    package var behavior: FloatingPanelCustomBehavior
    /// Appearance, grabber, margins and padding (missing keys take Docs/engine.md §10 defaults).
    package var surfaceView: SurfaceView
    /// The content mode of the layout that applies to the scene's own container.
    package var contentMode: FloatingPanelContentMode
    /// Whether a fast downward swipe removes the panel (Docs/engine.md §7.8). Default false.
    package var removalInteractionEnabled: Bool
    /// Whether a tap on the backdrop hides the panel (Docs/engine.md §9.3). Default false.
    package var backdropTapToDismiss: Bool
    /// The content's intrinsic size (intrinsic and adaptive anchors). Default: container width × 320.
    package var contentSize: CGSize
    /// The tracked scroll content's main-axis length; 0 means no tracked scroll view.
    package var scrollContentHeight: CGFloat
    /// Drawing extras for the sandbox.
    package var content: PanelContent
    /// Whether the backdrop blocks touches to what is below the panel even where it is
    /// transparent (`FloatingPanelController.isModal`). Default false.
    package var isModal = false
    /// Whether safe-area anchors move up with the software keyboard. Default `.none`.
    package var keyboard = KeyboardAvoidance.none
    /// Views that ride on the panel's leading edge (Docs/config.md "Attachments"); none by default.
    package var attachments: [PanelAttachment] = []
    /// A bottom sheet that becomes a side card in wide containers, in place of a layout; nil for a
    /// panel placed by its `layouts`.
    package var adaptivePresentation: AdaptivePresentation?
    /// What the panel's delegate does besides forwarding events (Docs/config.md "Behavior: delegate
    /// recipes"); `.none` by default.
    package var recipes = DelegateRecipes.none

    /// The first entry whose condition holds for `size`; FloatingPanelBottomLayout's values when
    /// none does (the same as a panel without a layout).
    package func layoutEntry(forContainer size: CGSize) -> ConditionalLayout {
        layoutIndex(forContainer: size).map { layouts[$0] } ?? .bottomLayoutDefault
    }

    /// The index of the first entry whose condition holds for `size`; nil when none does. Reads
    /// only the conditions, without copying the entries: a reload between frames runs it on a
    /// list of tens of thousands of entries.
    package func layoutIndex(forContainer size: CGSize) -> Int? {
        if let layoutChoice, layoutChoice.containerSize == size { return layoutChoice.index }
        for index in layouts.indices where layouts[index].condition?.holds(for: size) ?? true { return index }
        return nil
    }

    /// Chooses the entry for a container of `size` now, so that `layoutIndex(forContainer:)` finds
    /// it for that size without a scan.
    package mutating func chooseLayout(forContainer size: CGSize) {
        layoutChoice = LayoutChoice(containerSize: size, index: layoutIndex(forContainer: size))
    }

    /// The layout for a container of `size` (re-evaluated on every resize).
    package func layout(forContainer size: CGSize) -> FloatingPanelCustomLayout {
        layoutEntry(forContainer: size).layout
    }

    /// The content mode for a container of `size`.
    package func contentMode(forContainer size: CGSize) -> FloatingPanelContentMode {
        layoutEntry(forContainer: size).contentMode
    }

    /// Every state any of the panel's layouts knows, plus `hidden`, by name.
    package var states: [String: FloatingPanelState] {
        ResolvedPanel.states(of: layouts)
    }

    static func states(of layouts: [ConditionalLayout]) -> [String: FloatingPanelState] {
        var states = ["hidden": FloatingPanelState.hidden]
        for entry in layouts {
            for state in entry.layout.anchors.keys where states[state.rawValue] == nil {
                states[state.rawValue] = state
            }
        }
        return states
    }
}

/// A layout entry chosen for a container size ahead of time (`ResolvedPanel.layoutChoice`).
package struct LayoutChoice: Sendable, Equatable {
    /// The container size the entry was chosen for.
    package var containerSize: CGSize
    /// The first entry whose condition holds for that size; nil when none does.
    package var index: Int?

    /// The entry `index` chosen for a container of `containerSize`.
    package init(containerSize: CGSize, index: Int?) {
        self.containerSize = containerSize
        self.index = index
    }
}
