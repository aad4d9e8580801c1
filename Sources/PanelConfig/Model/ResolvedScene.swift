import FloatingPanel
import Foundation

/// A scene file resolved into engine objects: what the window shows and `simulate` starts from.
package struct ResolvedScene {
    /// The scene file's path as given to the loader.
    package var path: String
    /// The scene's `name`, or the file name without extension.
    package var name: String
    /// The container's size, safe area and preset name.
    package var container: SceneContainer
    /// Pixels per point if the scene gives one; nil lets the caller choose (2 headless, the real
    /// density in the window; Docs/config.md).
    package var displayScale: CGFloat?
    /// What the sandbox draws behind the panels.
    package var background: SceneBackground
    /// The device's display refresh rate in Hz (`refreshRate`, else the device preset's, else
    /// 60): the window steps the engine at it, and `simulate` when a scenario sets no `fps`.
    package var refreshRate: Double = SceneKeys.defaultRefreshRate
    /// Panels from bottom to top (the last one is frontmost).
    package var panels: [ResolvedPanel]
    /// Absolute paths of every file read (the scene first), for the file watcher.
    package var referencedFiles: [String]
    /// The located warnings of the files it was loaded from: it loads, but these say what may
    /// surprise (the window shows them in its banner, `check` prints them).
    package var warnings: [ConfigDiagnostic] = []
    /// The formats the window's `E` writes (the scene's `exportFormats`); nil: every format.
    package var exportFormats: [ExportFormat]?
    /// The lanes of the scene's `compareLanes` file, its values checked against the scene; nil: none named.
    package var compareLanes: CompareLanes?

    /// The scene with each panel's layout entry chosen for a container of `size`: a loader on
    /// another thread calls it for the container the scene will run in, so the reload between
    /// frames does not scan long layout lists.
    package func choosingLayouts(for size: CGSize) -> ResolvedScene {
        var scene = self
        for index in scene.panels.indices { scene.panels[index].chooseLayout(forContainer: size) }
        return scene
    }

    /// The container's size in points.
    package var containerSize: CGSize { container.size }
    /// The container's safe-area insets.
    package var safeAreaInsets: EdgeInsets { container.safeArea }

    /// The panel with `id`, if any.
    package func panel(id: String) -> ResolvedPanel? {
        panels.first { $0.id == id }
    }
}
