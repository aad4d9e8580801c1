import FloatingPanel
import Foundation
import PanelConfig

/// A resolved scene at run time: its panels on one stage, in the scene's container.
public final class SceneRuntime {
    public let stage: FloatingPanelStage
    public private(set) var scene: ResolvedScene
    /// Back to front, as the scene lists them.
    public private(set) var panels: [PanelRuntime] = []
    public let displayScale: CGFloat

    /// Builds the panels; none is shown yet (see `showAll`).
    public init(scene: ResolvedScene, defaultDisplayScale: CGFloat = 2) {
        self.scene = scene
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

    /// Shows every panel at its initial state without animation (the scene's starting point).
    public func showAll() {
        for panel in panels { panel.controller.show(animated: false) }
    }

    /// The container changed (a rotation or a window resize).
    public func resize(to size: CGSize, safeAreaInsets: EdgeInsets) {
        stage.setContainer(size: size, safeAreaInsets: safeAreaInsets)
    }

    /// Applies a reloaded scene: panels with the same id keep their state and motion; new ones
    /// appear animated, missing ones are hidden and detached.
    public func reload(_ newScene: ResolvedScene, onEvent: ((PanelRuntime, PanelEvent) -> Void)? = nil) {
        let containerChanged =
            newScene.containerSize != scene.containerSize || newScene.safeAreaInsets != scene.safeAreaInsets
        scene = newScene
        var kept: [PanelRuntime] = []
        for (index, config) in newScene.panels.enumerated() {
            if let existing = panel(id: config.id) {
                existing.reload(config, containerSize: stage.containerSize, animated: true)
                kept.append(existing)
            } else {
                let panel = PanelRuntime(config: config, containerSize: stage.containerSize, displayScale: displayScale)
                panel.onEvent = onEvent
                stage.add(panel.controller, at: min(index, stage.panels.count))
                panel.controller.show(animated: true)
                kept.append(panel)
            }
        }
        for old in panels where !kept.contains(where: { $0 === old }) {
            stage.detach(old.controller)
        }
        panels = kept
        if containerChanged { resize(to: newScene.containerSize, safeAreaInsets: newScene.safeAreaInsets) }
    }
}
