import FloatingPanel
import Foundation
import PanelConfig

/// A resolved scene at run time: its panels on one stage, in the scene's container.
public final class SceneRuntime {
    public let stage: FloatingPanelStage
    public private(set) var scene: ResolvedScene
    /// Back to front, as the scene lists them.
    public private(set) var panels: [PanelRuntime] = []
    /// Panels a reload removed from the scene, still on the stage while they hide (see `reload`).
    public private(set) var departingPanels: [PanelRuntime] = []
    /// Pixels per point: the scene's, else the default given at creation.
    public private(set) var displayScale: CGFloat
    /// The pixels per point used when the scene gives none.
    private let defaultDisplayScale: CGFloat

    /// Builds the panels; none is shown yet (see `showAll`).
    public init(scene: ResolvedScene, defaultDisplayScale: CGFloat = 2) {
        self.scene = scene
        self.defaultDisplayScale = defaultDisplayScale
        displayScale = scene.displayScale ?? defaultDisplayScale
        stage = FloatingPanelStage(containerSize: scene.containerSize, safeAreaInsets: scene.safeAreaInsets)
        for config in scene.panels {
            let panel = PanelRuntime(config: config, containerSize: scene.containerSize, displayScale: displayScale)
            panels.append(panel)
            stage.add(panel.controller)
        }
    }

    public func panel(id: String) -> PanelRuntime? {
        panels.first { $0.id == id }
    }

    /// Every panel on the stage, back to front, including departing ones: what to draw.
    public var panelsInStageOrder: [PanelRuntime] {
        let all = panels + departingPanels
        return stage.panels.compactMap { controller in all.first { $0.controller === controller } }
    }

    /// Shows every panel at its initial state without animation (the scene's starting point).
    public func showAll() {
        for panel in panels { panel.controller.show(animated: false) }
    }

    /// The container changed (a rotation or a window resize).
    public func resize(to size: CGSize, safeAreaInsets: EdgeInsets) {
        stage.setContainer(size: size, safeAreaInsets: safeAreaInsets)
    }

    /// Applies a reloaded scene without interrupting the user: panels with the same id keep their
    /// state, motion, drag and scroll offset (`PanelRuntime.reload`); new panels show animated,
    /// with `onEvent` as their event handler; removed ones hide animated, then leave the stage.
    public func reload(_ newScene: ResolvedScene, onEvent: ((PanelRuntime, PanelEvent) -> Void)? = nil) {
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
                let panel = PanelRuntime(config: config, containerSize: stage.containerSize, displayScale: displayScale)
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
        if containerChanged { resize(to: newScene.containerSize, safeAreaInsets: newScene.safeAreaInsets) }
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
