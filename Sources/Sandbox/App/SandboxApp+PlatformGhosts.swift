import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

extension SandboxApp {
    /// `P`: the next mode of the focused panel's platform ghosts, said in a message.
    func cyclePlatformGhosts() {
        platformGhosts.cycle()
        followPlatformGhosts(focusedPanel)
        let names = platformGhosts.mode.platforms.map(\.displayName)
        show(message: names.isEmpty ? "Platform ghosts off" : "Platform ghosts: " + names.joined(separator: ", "))
    }

    /// The ghosts follow `panel` of the drawn runtime at the engine's rate.
    func followPlatformGhosts(_ panel: PanelRuntime?) {
        platformGhosts.follow(panel, of: runtime, fps: playback.stepRate)
    }

    /// Hands the ghosts the pointer input the router hands the stage, at the scene clock's time;
    /// a press on a panel moves them to that panel first (the press focuses it).
    func feedPlatformGhosts(_ step: ScenarioStep) {
        guard case .pointer(let input) = step, platformGhosts.mode != .off else { return }
        if input.phase == .down, case .surface(let controller, _) = runtime.stage.hitTest(input.location) {
            followPlatformGhosts(panel(of: controller))
        }
        platformGhosts.pointer(input, stage: runtime.stage, time: telemetry.sampleTime)
    }
}

extension SandboxApp {
    /// The platform ghosts' outlines over the focused panel, each at its model's location, labelled.
    func drawPlatformGhosts() {
        guard let panel = platformGhosts.panel, panel.controller.isShown else { return }
        let fpc = panel.controller
        let current = fpc.position.mainLocation(fpc.surfaceLocation)
        for (index, ghost) in platformGhosts.ghosts.enumerated() {
            GhostPainter(painter: view.painter).drawOutline(
                of: fpc, offset: CGFloat(ghost.location) - current, color: PlatformGhostCard.color(of: ghost.platform),
                label: ghost.platform.displayName, labelIndex: index, fillAlpha: 0)
        }
    }

    /// The platform ghosts' paths for the live plot.
    var platformGhostPaths: [(buffer: LivePlotBuffer, color: RGBAColor, name: String)] {
        platformGhosts.ghosts.map { ($0.plot, PlatformGhostCard.color(of: $0.platform), $0.platform.displayName) }
    }
}
