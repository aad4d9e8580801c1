import FloatingPanel
import Foundation
import PanelConfig

/// A resolved scene at run time: its panels on one stage, in the scene's container.
///
/// Every change of the container goes through here (`resize`, `rotate`, `setKeyboardHeight`), so
/// each panel sees its own safe area: the container's, raised by the software keyboard for
/// panels that avoid it.
package final class SceneRuntime {
    /// The panels' stage: drawing order, hit testing, touches, stepping.
    package let stage: FloatingPanelStage
    /// The scene as loaded (its `container` is where it started; see `container` for now).
    package private(set) var scene: ResolvedScene
    /// The container now: the scene's, or what the last resize or rotation made it.
    package internal(set) var container: SceneContainer
    /// The software keyboard's height in points from the container's bottom; 0 when hidden.
    package internal(set) var keyboardHeight: CGFloat = 0
    /// The software keyboard's slide in and out; each frame moves it (see `runFrame`).
    package internal(set) var keyboardSlide = KeyboardSlide()
    /// Back to front, as the scene lists them.
    package private(set) var panels: [PanelRuntime] = []
    /// Panels a reload removed from the scene, still on the stage while they hide (see `reload`).
    package private(set) var departingPanels: [PanelRuntime] = []
    /// Pixels per point: the scene's, else the default given at creation.
    package private(set) var displayScale: CGFloat
    /// The pixels per point used when the scene gives none.
    private let defaultDisplayScale: CGFloat

    /// Builds the panels; none is shown yet (see `showAll`).
    package init(scene: ResolvedScene, defaultDisplayScale: CGFloat = 2) {
        self.scene = scene
        self.defaultDisplayScale = defaultDisplayScale
        displayScale = scene.displayScale ?? defaultDisplayScale
        container = scene.container
        stage = FloatingPanelStage(containerSize: scene.containerSize, safeAreaInsets: scene.safeAreaInsets)
        for config in scene.panels {
            let panel = PanelRuntime(
                config: config, containerSize: scene.containerSize, safeAreaInsets: scene.safeAreaInsets,
                displayScale: displayScale)
            panels.append(panel)
            stage.add(panel.controller)
        }
    }

    /// The scene's panel with `id`, if any.
    package func panel(id: String) -> PanelRuntime? {
        panels.first { $0.id == id }
    }

    /// Every panel on the stage, back to front, including departing ones: what to draw.
    package var panelsInStageOrder: [PanelRuntime] {
        let all = panels + departingPanels
        return stage.panels.compactMap { controller in all.first { $0.controller === controller } }
    }

    /// Shows every panel at its initial state without animation (the scene's starting point).
    package func showAll() {
        for panel in panels { panel.controller.show(animated: false) }
    }

    /// The container changed (a rotation or a window resize); a size and insets equal to a device
    /// preset's count as that preset (for `rotate()`).
    package func resize(to size: CGSize, safeAreaInsets: EdgeInsets) {
        resize(to: SceneContainer(size: size, safeArea: safeAreaInsets, presetName: nil).namingPreset())
    }

    /// The container changed: anchors re-resolve (decision F14), conditional layouts and adaptive
    /// presentations are chosen again; a panel at rest moves to its state's new position, a
    /// running spring or transition retargets from where it is, a drag continues and the layout
    /// it needs waits for the release (Docs/engine.md §19-10). An adaptive panel that
    /// switches between sheet and card springs to its new anchor.
    package func resize(to container: SceneContainer) {
        self.container = container
        let before = allPanels.map { ($0, $0.controller.surfaceLocation, $0.arrangement.presentationStyle?.isCard) }
        stage.setContainer(size: container.size, safeAreaInsets: container.safeArea)
        applyPanelSafeAreas()
        for (panel, location, wasCard) in before {
            panel.springIfPresentationSwitched(from: location, wasCard: wasCard)
        }
    }

    /// Applies a reloaded scene without interrupting the user: panels with the same id keep their
    /// state, motion, drag and scroll offset (`PanelRuntime.reload`); new panels show animated,
    /// with `onEvent` as their event handler; removed ones hide animated, then leave the stage.
    package func reload(_ newScene: ResolvedScene, onEvent: ((PanelRuntime, PanelEvent) -> Void)? = nil) {
        let containerChanged =
            newScene.containerSize != scene.containerSize || newScene.safeAreaInsets != scene.safeAreaInsets
        scene = newScene
        displayScale = newScene.displayScale ?? defaultDisplayScale
        var kept: [PanelRuntime] = []
        for config in newScene.panels {
            if let existing = panel(id: config.id) {
                existing.reload(config, containerSize: stage.containerSize, displayScale: displayScale)
                kept.append(existing)
            } else {
                let panel = PanelRuntime(
                    config: config, containerSize: stage.containerSize, safeAreaInsets: stage.safeAreaInsets,
                    displayScale: displayScale)
                panel.onEvent = onEvent
                // Just above the panel listed before it, so the stage keeps the scene's order.
                let below = kept.last.flatMap { previous in stage.panels.firstIndex { $0 === previous.controller } }
                stage.add(panel.controller, at: below.map { $0 + 1 } ?? 0)
                panel.controller.show(animated: true)
                kept.append(panel)
            }
        }
        for old in panels where !kept.contains(where: { $0 === old }) { depart(old) }
        panels = kept
        restack()
        // After the panels: re-resolving for the new container then retargets the springs the
        // reload started instead of snapping panels that were idle.
        if containerChanged {
            resize(to: newScene.container)
        } else {
            // New panels got the container's insets from the stage; `keyboard` may have changed.
            applyPanelSafeAreas()
        }
    }

    /// Hides a panel the scene no longer has, then takes it off the stage.
    private func depart(_ panel: PanelRuntime) {
        let controller = panel.controller
        guard controller.isShown, controller.state != .hidden else {
            stage.detach(controller)
            return
        }
        departingPanels.append(panel)
        controller.hide(animated: true) { [weak self] in
            guard let self else { return }
            stage.detach(controller)
            departingPanels.removeAll { $0 === panel }
        }
    }

    /// Puts the panels in the scene's order on the stage when a reload reordered them. Not while a
    /// finger is down: taking a panel off the stage would end its gesture; the next reload does it.
    private func restack() {
        let order = panels.map(\.controller)
        let current = stage.panels.filter { controller in order.contains { $0 === controller } }
        guard !stage.isTouching, !current.elementsEqual(order, by: ===) else { return }
        for controller in order {
            stage.detach(controller)
            stage.add(controller)
        }
    }
}
