import FloatingPanel
import Foundation
import PanelConfig

extension SceneRuntime {
    // MARK: - Rotation

    /// Turns the simulated device: a device preset becomes its other orientation,
    /// with that orientation's safe area; a custom container swaps width and height and turns
    /// its insets with it (`SceneContainer.rotated()`). A shown keyboard takes the height it has
    /// in the new orientation. Then as `resize(to:)`.
    package func rotate() {
        let rotated = container.rotated()
        if keyboardHeight > 0 { keyboardHeight = SoftwareKeyboard.height(for: rotated) }
        resize(to: rotated)
    }

    // MARK: - Keyboard

    /// The software keyboard covers `height` points of the container's bottom (0: hidden).
    ///
    /// Panels whose `keyboard` is `.avoid` see the container's bottom safe-area inset as
    /// `max(inset, height)`, so their anchors that measure from the safe area's bottom move up by
    /// `height − inset`; `.none` panels do not move. An animated keyboard is this call once per
    /// frame: a panel at rest follows its anchors, a running spring or transition retargets from
    /// where it is, a drag continues (Docs/engine.md §19-10; the same as any safe-area change, F14).
    package func setKeyboardHeight(_ height: CGFloat) {
        let height = height.isFinite ? max(height, 0) : 0
        guard height != keyboardHeight else { return }
        keyboardHeight = height
        applyPanelSafeAreas()
    }

    /// Starts sliding the software keyboard in, at the device's keyboard height, or out.
    package func toggleKeyboard() {
        keyboardSlide.toggle(fullHeight: SoftwareKeyboard.height(for: container))
        keyboardWillChange(shown: keyboardSlide.isShown)
    }

    /// The container changed: a shown keyboard takes the device's keyboard height there.
    package func adoptKeyboardHeight() {
        keyboardSlide.adopt(fullHeight: SoftwareKeyboard.height(for: container))
        setKeyboardHeight(keyboardSlide.height)
    }

    /// The safe-area insets `panel` sees: the container's, with the keyboard for `.avoid` panels.
    package func safeAreaInsets(for panel: PanelRuntime) -> EdgeInsets {
        var insets = container.safeArea
        if panel.config.keyboard == .avoid { insets.bottom = max(insets.bottom, keyboardHeight) }
        return insets
    }

    /// Gives each panel its own safe area (the stage gives every panel the container's) and
    /// re-resolves its layout for it.
    func applyPanelSafeAreas() {
        for panel in allPanels {
            let insets = safeAreaInsets(for: panel)
            if panel.controller.safeAreaInsets != insets {
                panel.controller.setContainer(size: stage.containerSize, safeAreaInsets: insets)
            }
            panel.refreshArrangement()
        }
    }

    /// The scene's panels and the departing ones.
    var allPanels: [PanelRuntime] { panels + departingPanels }

    // MARK: - Several panels

    /// Presents the panel `id` on top of the others (a row of a list opens a detail
    /// panel): it moves to the front of the stage and, unless it is already showing, comes in
    /// animated from hidden to its `presentationState`. A hide under way is caught where it is;
    /// a removal under way is finished first (the engine reports `didRemove`), then the panel
    /// comes in again. Returns false for an unknown id.
    @discardableResult
    package func present(panelID id: String) -> Bool {
        guard let panel = panel(id: id) else { return false }
        bringToFront(panel)
        let controller = panel.controller
        guard !controller.isShown || controller.state == .hidden else { return true }
        if panel.isBeingRemoved { controller.move(to: .hidden, animated: false) }
        if !controller.isShown {
            guard controller.layout.initialState == .hidden else {
                controller.show(animated: true)
                return true
            }
            controller.show(animated: false)
        }
        controller.move(to: panel.presentationState, animated: true)
        return true
    }

    /// Puts `panel` in front of every other panel on the stage, unless a finger drags it (taking
    /// it off the stage would end the gesture).
    private func bringToFront(_ panel: PanelRuntime) {
        let controller = panel.controller
        guard stage.panels.last !== controller, !controller.isDragging else { return }
        stage.detach(controller)
        stage.add(controller)
        // The stage gave it the container's safe area.
        applyPanelSafeAreas()
    }

    /// The scene's panels that show (shown and not hidden), back to front.
    package var visiblePanels: [PanelRuntime] {
        panelsInStageOrder.filter { panel in
            panels.contains { $0 === panel } && panel.controller.isShown && panel.controller.state != .hidden
        }
    }

    /// The panel keys act on and the overlay follows: the frontmost visible panel. When a detail
    /// panel is removed or hidden (from the moment its hide starts), the one below it is focused
    /// again.
    package var focusedPanel: PanelRuntime? { visiblePanels.last }
}
