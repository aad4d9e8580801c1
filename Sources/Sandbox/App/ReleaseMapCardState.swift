import FloatingPanel
import Foundation
import PanelExport
import PanelPlatforms
import PanelScene

/// The release map card while it is open (`X`): the focused panel's map and what it was
/// computed from, so that it is computed again only when that changes — another panel is
/// focused, another runtime is drawn, the container turns or a reload (a saved file, a value
/// change) is applied.
struct ReleaseMapCardState {
    /// What a map depends on.
    struct Source: Equatable {
        var panel: String
        var runtime: ObjectIdentifier
        var container: CGSize
        /// When the live scene's last reload was applied.
        var reload: ContinuousClock.Instant?
    }

    /// The map shown; nil when the focused panel has none (one anchor, or no state to drag from).
    private(set) var map: ReleaseMap?
    private var source: Source?

    /// The map of `panel` in `runtime`, computed again when its source changed.
    mutating func map(of panel: PanelRuntime, in runtime: SceneRuntime, reload: ContinuousClock.Instant?)
        -> ReleaseMap?
    {
        let source = Source(
            panel: panel.id, runtime: ObjectIdentifier(runtime), container: runtime.container.size, reload: reload)
        if source != self.source {
            self.source = source
            // The container as it is now: a rotation moves the stops.
            var scene = runtime.scene
            scene.container = runtime.container
            map = ReleaseMapper(scene: scene, axes: .card).map(panel: panel.id)
        }
        return map
    }
}
