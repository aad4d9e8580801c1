import FloatingPanel
import Foundation

/// The view panels live in: its size and safe-area insets (Docs/engine.md §0), and the preset it came from.
package struct SceneContainer: Hashable, Sendable {
    /// Width and height in points.
    package var size: CGSize
    /// Safe-area insets in points.
    package var safeArea: EdgeInsets
    /// The device preset's name when the config named one (`"iphone-15"`), else nil.
    package var presetName: String?

    /// A container of `size` with `safeArea` insets, from the preset `presetName` if any.
    package init(size: CGSize, safeArea: EdgeInsets = .zero, presetName: String? = nil) {
        self.size = size
        self.safeArea = safeArea
        self.presetName = presetName
    }
}

/// What the sandbox draws behind the panels.
package enum SceneBackground: String, CaseIterable, Sendable {
    /// A stylised street map (the default: FloatingPanel's Maps sample).
    case map
    /// A point grid, useful to read positions.
    case grid
    /// A plain color.
    case plain
}
