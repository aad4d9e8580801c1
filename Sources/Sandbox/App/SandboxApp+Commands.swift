import FloatingPanel
import Foundation
import PanelConfig
import PanelExport
import PanelLive
import PanelScene

extension SandboxApp {
    /// Carries out a key's command. While the preset list is open, digits, arrows, Enter and Esc
    /// act on the list; then, while the values card is open, arrows and Esc act on the card.
    func perform(_ command: SandboxCommand) {
        if sideBar.showsPresetList, performOnPresetList(command) { return }
        if performOnValues(command) { return }
        if let refusal = playback.refusal(of: command) { return show(message: refusal, seconds: 2) }
        if sideBar.toggleCard(for: command) { return }
        switch command {
        case .number(let number): moveFocusedPanel(toStateNumber: number)
        case .hide:
            guard let panel = focusedPanel else { return }
            panel.controller.hide(animated: true)
            record(.hide(panel: panel.id, animated: true))
        case .show:
            guard let panel = focusedPanel else { return }
            if panel.controller.isShown && panel.controller.state != .hidden { return }
            panel.controller.show(animated: true)
            record(.show(panel: panel.id, animated: true))
        case .focusNextPanel: focusNextPanel()
        case .togglePause: playback.clock.togglePause()
        case .stepOneFrame: playback.clock.stepOnce()
        case .slower: playback.clock.slower()
        case .faster: playback.clock.faster()
        case .reload: reloadByHand()
        case .screenshot: loop.pendingScreenshotPath = Self.defaultScreenshotPath()
        case .cyclePlatformGhosts: cyclePlatformGhosts()
        case .togglePresetList: togglePresetList()
        case .toggleOverlay, .togglePlot, .toggleGuides, .toggleHelp, .toggleReleaseMap: break
        case .previousPreset: openPreset(movedBy: -1)
        case .nextPreset: openPreset(movedBy: 1)
        case .selectionUp, .selectionDown, .confirm: break
        case .rotate: rotate()
        case .toggleKeyboard: runtime.toggleKeyboard()
        case .growContent: changeFocusedContent(byRows: 1)
        case .shrinkContent: changeFocusedContent(byRows: -1)
        case .export: exportScene()
        case .toggleRecording: toggleRecording()
        case .toggleABReplay: toggleABReplay()
        case .toggleCompareView: toggleCompareView()
        case .saveAnimation: saveAnimation()
        case .fitToReference: fitToReference()
        case .toggleValues: toggleValues()
        case .toggleLiveLink: toggleLiveLink()
        case .adjustValue: break
        case .undoValue: undoValue(redo: false)
        case .redoValue: undoValue(redo: true)
        case .dismiss, .quit: quitRequested = true
        }
    }

    /// The list's keys; false for a command the list leaves to the window.
    private func performOnPresetList(_ command: SandboxCommand) -> Bool {
        switch command {
        case .number(let number): openPreset(at: number - 1)
        case .selectionUp: session.presets.selection = session.presets.index(session.presets.selection, movedBy: -1)
        case .selectionDown: session.presets.selection = session.presets.index(session.presets.selection, movedBy: 1)
        case .confirm: openPreset(at: session.presets.selection)
        case .dismiss, .togglePresetList: sideBar.showsPresetList = false
        default: return false
        }
        return true
    }

    private func moveFocusedPanel(toStateNumber number: Int) {
        guard let focused = focusedPanel else { return }
        let states = Self.statesMostExpandedFirst(focused.controller)
        guard number >= 1, number <= states.count else {
            show(message: "\(focused.id) has \(states.count) states")
            return
        }
        focused.controller.move(to: states[number - 1], animated: true)
        record(.move(panel: focused.id, to: states[number - 1], animated: true))
    }

    /// The states keys 1…9 pick, from the most expanded (`hidden` is left to `H`).
    static func statesMostExpandedFirst(_ panel: FloatingPanelController) -> [FloatingPanelState] {
        panel.validStates.filter { $0 != .hidden }.sorted { $0.order > $1.order }
    }

    /// `T`: turns the device; the window takes the turned container's size.
    private func rotate() {
        runtime.rotate()
        record(.resize(runtime.container))
        containerDidChange()
        let container = runtime.container
        show(message: "\(container.presetName ?? "custom") · \(ReadoutOverlay.size(container.size))", seconds: 1.5)
    }

    /// `+` / `-`: rows appear or disappear in the focused panel; its intrinsic and adaptive
    /// anchors re-resolve and it springs to its state's new place.
    private func changeFocusedContent(byRows change: Int) {
        guard let panel = focusedPanel else { return }
        panel.setContentRows(panel.config.content.rows + change)
    }

    /// `E`: every export format, or the ones the scene's `exportFormats` lists, into `exports/`
    /// beside it (`SceneExportFolder.windowFormats(for:)`), never over an existing file, each file
    /// what `export --timestamp` writes. The scene is loaded again from the bytes that run and
    /// written on a thread of its own, so the frames go on; `finishExport()` says what was written.
    private func exportScene() {
        guard session.export == nil else { return show(message: "Exporting… (one export at a time)", seconds: 2) }
        let load = session.live.appliedSceneLoader
        let date = Date()
        let directory = FileManager.default.currentDirectoryPath
        session.export = BackgroundTask(wake: events.makeConfigChangedPoster()) {
            WindowExport.write(load: load, at: date, currentDirectory: directory)
        }
        show(message: "Exporting \(session.sceneFileName)…", seconds: 60)
    }

    /// Once `E`'s files are written: the paths and `export`'s warnings go to the side bar and to
    /// standard error.
    func finishExport() {
        guard let export = session.export?.take() else { return }
        session.export = nil
        for line in export.warnings { printError(line) }
        if let failure = export.failure { printError("export failed: \(failure)") }
        for path in export.paths + export.pictures { printError("Exported \(path)") }
        show(message: export.message, seconds: 6)
    }

    // MARK: - Screenshots

    /// `panel-sandbox-<time>.png` in the current folder.
    static func defaultScreenshotPath() -> String {
        FileManager.default.currentDirectoryPath + "/" + TimestampedFile.base("panel-sandbox", at: Date()) + ".png"
    }

    /// Saves the next frame drawn as a PNG at `path` (what `P` does, with a name of your choosing).
    func requestScreenshot(to path: String) {
        loop.pendingScreenshotPath = path
        loop.needsDraw = true
    }

    /// Saves the frame just drawn (not presented yet) as a PNG at `path` and says where.
    func saveScreenshot(to path: String) {
        do {
            try view.renderer.readPixels().savePNG(to: path)
            printError("Saved \(path)")
            show(message: "Saved \(path)")
        } catch {
            printError("screenshot failed: \(error)")
            show(message: "Screenshot failed: \(error)")
        }
    }
}
