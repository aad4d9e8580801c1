import FloatingPanel
import Foundation
import PanelConfig

/// One configured panel at run time: its controller, tracked content and the config it came from.
///
/// It is the controller's delegate: it picks the layout for each container (FloatingPanel's
/// `floatingPanel(_:layoutFor:)`: the first layout-list entry whose condition holds, or the
/// adaptive presentation resolved there, see `PanelArrangement`) and forwards events. A layout
/// change never happens under the finger: during a drag it waits for the release.
package final class PanelRuntime: FloatingPanelControllerDelegate {
    /// The panel's id in its scene.
    package let id: String
    /// The engine object that places and moves the panel.
    package let controller: FloatingPanelController
    /// The panel's config; content changes (`setContentSize`, `setContentRows`) update it.
    package internal(set) var config: ResolvedPanel
    /// The tracked scroll content, when the panel has `scrollContentHeight > 0`.
    package private(set) var scrollView: FloatingPanelScrollView?
    /// Receives every delegate event in order.
    package var onEvent: ((PanelRuntime, PanelEvent) -> Void)?
    /// Called for every `didMove`.
    package var onMove: ((PanelRuntime) -> Void)?
    /// The layout the controller uses now (the overlay shows it).
    package internal(set) var arrangement: PanelArrangement
    /// A container or content change during a drag asked for another arrangement; it is adopted
    /// when the drag ends.
    var hasPendingArrangement = false
    /// Between `willRemove` and `didRemove`.
    package private(set) var isBeingRemoved = false
    /// The content's blocks: which show and how opaque each is (see `PanelRuntime+Sections`).
    package internal(set) var sections: ContentSectionsState
    /// Whether the footer's button is held down (it shows pressed).
    package internal(set) var isFooterButtonPressed = false
    /// Whether this touch's refused drag has been reported (`draggableStates`).
    var dragRefusalReported = false
    /// The side `moveBoundary` holds the dragged surface at, if it does.
    var clampedSide: PanelEvent.BoundarySide?
    /// The last thing a delegate recipe did: a refused drag, a boundary that began holding a
    /// drag, a tap that moved the panel (the side bar shows it).
    package internal(set) var lastRecipeEvent: PanelEvent?
    /// Where a `keyboard: {"moveTo"}` panel was when the keyboard moved it, to go back to when
    /// the keyboard leaves; nil when the keyboard did not move it or the user has moved it since.
    package internal(set) var keyboardReturnState: FloatingPanelState?

    /// A panel for `config` in a container of `containerSize` with `safeAreaInsets` (the stage
    /// gives the controller its container when the panel is added).
    package init(
        config: ResolvedPanel, containerSize: CGSize, safeAreaInsets: EdgeInsets = .zero, displayScale: CGFloat
    ) {
        id = config.id
        self.config = config
        arrangement = PanelArrangement(
            config: config, containerSize: containerSize, safeAreaInsets: safeAreaInsets,
            contentSize: config.contentSize)
        let layout = arrangement.makeLayout(config: config)
        controller = FloatingPanelController(layout: layout, behavior: config.behavior)
        sections = ContentSectionsState(content: config.content, state: layout.initialState.rawValue)
        controller.displayScale = displayScale
        controller.contentMode = arrangement.contentMode(config: config)
        apply(config)
        controller.delegate = self
        controller.contentTakesOwnTouch = { [unowned self] point in takesOwnTouch(atSurface: point) }
    }

    /// Applies every setting of `config` except the layout (see `arrangement`).
    private func apply(_ config: ResolvedPanel) {
        self.config = config
        controller.behavior = config.behavior
        controller.surfaceView = config.surfaceView
        controller.isRemovalInteractionEnabled =
            config.removalInteractionEnabled || (config.adaptivePresentation?.dismissBelowSmallestDetent ?? false)
        controller.isBackdropTapToDismissEnabled = config.backdropTapToDismiss
        controller.isModal = config.isModal
        controller.contentSize = config.contentSize
        updateScrollContent(height: config.scrollContentHeight)
    }

    func updateScrollContent(height: CGFloat) {
        guard height > 0 else {
            if scrollView != nil {
                controller.untrackScrollView()
                scrollView = nil
            }
            return
        }
        let size =
            controller.position.isVertical
            ? CGSize(width: controller.contentFrameInSurface.width, height: height)
            : CGSize(width: height, height: controller.contentFrameInSurface.height)
        if let scrollView {
            scrollView.contentSize = size
        } else {
            let scrollView = FloatingPanelScrollView(contentSize: size)
            self.scrollView = scrollView
            controller.track(scrollView: scrollView)
        }
    }

    /// A new config for the same panel (a hot reload), keeping what the user was doing: the state
    /// where the new layout has it, else the new initial state (Docs/engine.md §3.11 step 3); a running
    /// spring or transition, retargeted with its location and velocity; a drag under way; the
    /// content's scroll offset. An idle panel springs from where it is to its state's new place.
    package func reload(_ config: ResolvedPanel, containerSize: CGSize, displayScale: CGFloat) {
        let next = PanelArrangement(
            config: config, containerSize: containerSize, safeAreaInsets: controller.safeAreaInsets,
            contentSize: config.contentSize)
        let layout = next.makeLayout(config: config)
        let previousLocation = controller.surfaceLocation
        let previousState = controller.state
        let positionChanged = layout.position != controller.position
        let scrollOffset = scrollView?.contentOffset
        controller.displayScale = displayScale
        arrangement = next
        hasPendingArrangement = false
        controller.layout = layout
        controller.contentMode = next.contentMode(config: config)
        let previousContent = self.config.content
        apply(config)
        if config.content != previousContent {
            sections = ContentSectionsState(content: config.content, state: controller.state.rawValue)
        }
        controller.reresolveLayout()
        guard controller.isShown else { return }
        if positionChanged {
            // A location on the old main axis means nothing on the new one: start over at the state.
            controller.move(to: controller.state, animated: false)
            return
        }
        if controller.isDragging {
            // Anchors moved under the finger; the surface stays with it (a content-mode change
            // re-activates the layout, which would put it on the state's anchor).
            controller.surfaceLocation = previousLocation
        } else if controller.isAttracting || controller.isTransitioning {
            // The motion was retargeted, unless its target state is gone.
            if !controller.validStates.contains(previousState) { controller.move(to: controller.state, animated: true) }
        } else if controller.state != .hidden {
            let target = controller.surfaceLocation(for: controller.state)
            controller.surfaceLocation = previousLocation
            controller.move(to: controller.state, animated: previousLocation != target)
        }
        if let scrollOffset { restoreScrollOffset(scrollOffset) }
    }

    /// Puts the tracked content back where the user scrolled it, within the new scroll range
    /// (re-resolving clamps an idle offset to the range of each intermediate frame).
    private func restoreScrollOffset(_ offset: CGPoint) {
        guard let scrollView, scrollView.contentOffset != offset, !scrollView.isAnimating,
            scrollView.panPhase == .possible
        else { return }
        let inset = scrollView.adjustedContentInset
        let maximum = scrollView.contentOffsetMax
        scrollView.setContentOffset(
            CGPoint(
                x: min(max(offset.x, -inset.left), max(maximum.x, -inset.left)),
                y: min(max(offset.y, -inset.top), max(maximum.y, -inset.top))))
    }

    // MARK: - FloatingPanelControllerDelegate

    package func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: CGSize) -> FloatingPanelLayout? {
        // The layout never changes under the finger: the release adopts it.
        if fpc.isDragging {
            hasPendingArrangement = true
            return nil
        }
        let next = PanelArrangement(
            config: config, containerSize: size, safeAreaInsets: fpc.safeAreaInsets, contentSize: fpc.contentSize)
        guard next != arrangement else { return nil }
        arrangement = next
        return next.makeLayout(config: config)
    }

    package func floatingPanelDidChangeState(_ fpc: FloatingPanelController) {
        sections.stateChanged(to: fpc.state.rawValue)
        onEvent?(self, .didChangeState(fpc.state))
    }

    package func floatingPanelDidMove(_ fpc: FloatingPanelController) {
        applyMoveBoundary(fpc)
        onMove?(self)
    }

    package func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController) {
        // The pan took the touch: a button under it is no longer held, as a UIButton's touch is cancelled.
        isFooterButtonPressed = false
        // The user moves the panel: it stays where they leave it when the keyboard goes.
        keyboardReturnState = nil
        onEvent?(self, .willBeginDragging)
    }

    package func floatingPanelWillEndDragging(
        _ fpc: FloatingPanelController, withVelocity velocity: CGPoint, targetState: inout FloatingPanelState
    ) {
        if let release = fpc.lastRelease { onEvent?(self, .willEndDragging(release)) }
        // The finger is up: the surface stays where it was let go and attracts to the new anchors.
        adoptPendingArrangement(keepingLocation: true)
    }

    package func floatingPanelDidEndDragging(_ fpc: FloatingPanelController, willAttract attract: Bool) {
        onEvent?(self, .didEndDragging(willAttract: attract))
    }

    package func floatingPanelWillBeginAttracting(_ fpc: FloatingPanelController, to state: FloatingPanelState) {
        onEvent?(self, .willBeginAttracting(to: state))
        // A move that cancelled a drag: the spring just started retargets to the new anchors.
        adoptPendingArrangement(keepingLocation: false)
    }

    package func floatingPanelDidEndAttracting(_ fpc: FloatingPanelController) {
        onEvent?(self, .didEndAttracting)
    }

    package func floatingPanelWillRemove(_ fpc: FloatingPanelController) {
        isBeingRemoved = true
        onEvent?(self, .willRemove)
        adoptPendingArrangement(keepingLocation: true)
    }

    package func floatingPanelDidRemove(_ fpc: FloatingPanelController) {
        isBeingRemoved = false
        onEvent?(self, .didRemove)
    }
}
