import FloatingPanel
import Foundation
import PanelConfig
import Sandbox

/// Read-only views into the running window for harnesses that watch it from `afterFrame` (the
/// save torture and the soak run): what the loop applied, and what it holds.
extension SandboxApp {
    /// The `half` anchor of the first panel's first layout as the running scene has it (the
    /// anchor's `inset`), or nil when there is none: the torture's versions each set a distinct
    /// value, so this names the version the loop applied.
    package var appliedHalfInset: CGFloat? {
        guard let layout = runtime.scene.panels.first?.layouts.first?.layout,
            let anchor = layout.anchors[.half] as? FloatingPanelLayoutAnchor
        else { return nil }
        return anchor.inset
    }

    /// SDL textures alive in the process (every cache's and the window's own).
    package var liveTextureCount: Int { SDLTexture.liveCount }

    /// Rendered strings the text cache holds.
    package var cachedTextCount: Int { textCache.count }
}
