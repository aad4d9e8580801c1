import FloatingPanel
import Foundation
import PanelScene

extension SandboxApp {
    /// Draws the frame: the scene, the main content's pin, then the overlays on top.
    func draw() throws {
        let size = runtime.stage.containerSize
        sceneRenderer.draw(runtime)
        if let pin = mainContentPin { drawPin(at: pin) }
        if showsOverlay || showsPlot, let panel = focusedPanel {
            let overlay = TuningOverlay(painter: painter, containerSize: size)
            let readout = tuningReadout(for: panel)
            let card = showsOverlay ? overlay.drawCard(readout) : CGRect(x: 8, y: 0, width: 0, height: 0)
            if showsPlot {
                let frame = CGRect(x: 8, y: card.maxY + 8, width: min(size.width - 16, 300), height: 130)
                LivePlot(painter: painter).draw(plot, panel: panel.controller, in: frame)
            }
            if showsOverlay { overlay.drawAxis(readout) }
        }
        let messages = MessageOverlays(painter: painter, containerSize: size)
        if showsHelp { messages.drawHelp() }
        if screenshotRequested {
            screenshotRequested = false
            try painter.finish()
            saveScreenshot()
        }
        if let message, message.until > Self.now() { messages.drawMessage(message.text) }
        try painter.finish()
    }

    private func tuningReadout(for panel: PanelRuntime) -> TuningReadout {
        var release: (decision: ReleaseDecision, chosen: FloatingPanelState, age: Double)?
        if let last = telemetry.lastRelease, last.panel == ObjectIdentifier(panel.controller) {
            release = (last.decision, last.chosen, Self.now() - last.time)
        }
        return TuningReadout(
            panel: panel, targetState: telemetry.target(of: panel.controller), release: release, speed: clock.speed,
            isPaused: clock.isPaused, framesPerSecond: statistics.framesPerSecond,
            frameTimeP50: statistics.workTime(percentile: 0.5), frameTimeP99: statistics.workTime(percentile: 0.99),
            sceneName: (options.scenePath as NSString).lastPathComponent, lastReload: lastReload)
    }

    /// Where a click went through every panel to the main content.
    private func drawPin(at point: CGPoint) {
        painter.fillCircle(center: point, radius: 7, color: .white)
        painter.fillCircle(center: point, radius: 5, color: RGBAColor(red: 1, green: 0.23, blue: 0.19))
    }
}
