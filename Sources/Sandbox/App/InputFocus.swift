import Foundation
import PanelScene

/// Where the window's pointer input goes and which panel has the focus: the router to the drawn
/// runtime's stage (`SandboxApp+Wiring.swift` makes it whenever that runtime changes), the panel
/// the user focused and where a click last went through to the main content.
struct InputFocus {
    /// Turns the window's pointer events into the drawn runtime's touches.
    var router: PointerRouter
    /// The runtime input is routed to and whose panels report their events.
    weak var wiredRuntime: SceneRuntime?
    /// The panel the user focused (Tab, a touch, a presented detail panel); see `focusedPanel`.
    var panelID: String?
    /// Where a click last went through every panel to the main content.
    var mainContentPin: CGPoint?

    /// Input routed by `router`, wired to no runtime yet.
    init(router: PointerRouter) {
        self.router = router
    }
}
