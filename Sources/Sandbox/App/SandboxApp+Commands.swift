import FloatingPanel
import Foundation

extension SandboxApp {
    /// Carries out a key's command (issue 3 §4).
    func perform(_ command: SandboxCommand) {
        switch command {
        case .moveToState(let number):
            guard let panel = focusedPanel?.controller else { return }
            let states = Self.statesMostExpandedFirst(panel)
            guard number >= 1, number <= states.count else {
                show(message: "\(focusedPanel?.id ?? "") has \(states.count) states")
                return
            }
            panel.move(to: states[number - 1], animated: true)
        case .hide: focusedPanel?.controller.hide(animated: true)
        case .show:
            guard let panel = focusedPanel?.controller else { return }
            if panel.isShown && panel.state != .hidden { return }
            panel.show(animated: true)
        case .focusNextPanel:
            guard !runtime.panels.isEmpty else { return }
            focusIndex = (focusIndex + 1) % runtime.panels.count
            plot.removeAll()
            show(message: "Focus: \(focusedPanel?.id ?? "")", seconds: 1.2)
        case .togglePause: clock.togglePause()
        case .stepOneFrame: clock.stepOnce()
        case .slower: clock.slower()
        case .faster: clock.faster()
        case .toggleOverlay: showsOverlay.toggle()
        case .togglePlot: showsPlot.toggle()
        case .reload: reload()
        case .screenshot: screenshotRequested = true
        case .toggleHelp: showsHelp.toggle()
        case .quit: quitRequested = true
        }
    }

    /// The states keys 1…9 pick, from the most expanded (`hidden` is left to `H`).
    static func statesMostExpandedFirst(_ panel: FloatingPanelController) -> [FloatingPanelState] {
        panel.validStates.filter { $0 != .hidden }.sorted { $0.order > $1.order }
    }

    /// Saves what the window shows as a PNG in the current folder and says where.
    func saveScreenshot() {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let path = FileManager.default.currentDirectoryPath + "/panel-sandbox-\(formatter.string(from: Date())).png"
        do {
            try renderer.readPixels().savePNG(to: path)
            print("Saved \(path)")
            show(message: "Saved \(path)")
        } catch {
            printError("screenshot failed: \(error)")
            show(message: "Screenshot failed: \(error)")
        }
    }
}
