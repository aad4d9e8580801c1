import FloatingPanel
import Foundation
import PanelScene

/// The one place input and events are wired to the runtime the window draws (`playback.runtime`):
/// `playback`'s observer calls `drawnRuntimeDidChange()` whenever a change of it changes that runtime.
extension SandboxApp {
    /// The one handler of the panels' delegate events, for the live scene, a restarted one and a
    /// replay's: the telemetry the overlay reads records them.
    var panelEventHandler: (PanelRuntime, PanelEvent) -> Void {
        { [unowned self] panel, event in telemetry.panelEvents.record(event, of: panel, at: Self.now()) }
    }

    /// The drawn runtime changed (a scene opened, a recording restarted it, a replay began or
    /// ended, a reload ended a restarted one): route input to its stage, hear its panels' events,
    /// and forget what was known of the previous runtime's panels.
    func drawnRuntimeDidChange() {
        let runtime = playback.runtime
        focus.wiredRuntime = runtime
        for panel in runtime.panels { panel.onEvent = panelEventHandler }
        focus.router = PointerRouter(stage: runtime.stage)
        focus.router.onMainContentTap = { [unowned self] point in focus.mainContentPin = point }
        focus.router.onPanelTouched = { [unowned self] controller, point in
            focus.panelID = panel(of: controller)?.id
            if let note = panel(of: controller).flatMap({ ContentTouchNote.touchDown(on: $0, at: point) }) {
                show(message: note)
            }
        }
        focus.router.onSurfaceTap = { [unowned self] controller, point in
            if let note = panel(of: controller).flatMap(ContentTouchNote.tap(on:)) { return show(message: note) }
            presentPanel(above: controller, tappedAt: point)
        }
        focus.router.onStageInput = { [unowned self] step in
            record(step)
            feedPlatformGhosts(step)
        }
        telemetry.resetPanels()
        focus.mainContentPin = nil
        loop.needsDraw = true
    }
}
