import FloatingPanel
import Foundation
import PanelConfig
import PanelLive
import PanelScene

extension SandboxApp {
    // MARK: - Live configs

    /// Wires a freshly loaded live scene into the window: panels shown and observed, input routed
    /// to its stage, its watcher's thread waking the loop, the window sized to its container.
    func startScene() {
        let live = session.live
        live.onEvent = panelEventHandler
        live.runtime.showAll()
        playback.live = live.runtime
        live.startWaking(events.makeConfigChangedPoster())
        view.window.setTitle("panel-sandbox — \(runtime.scene.name)")
        fitWindowToContainer()
    }

    /// A watched file completed a change, a background load or a change of the values card
    /// finished, or `E`'s files were written (the wake event): start the load, or apply the finished
    /// one between frames, and say what `E` wrote. The
    /// frame this runs in draws the result.
    func applyFileChanges() {
        report(session.live.applyPendingChanges())
        applyValueChanges()
        finishExport()
        finishReferenceWork()
    }

    /// `R`: reads every file of the scene again, whether or not the watcher saw a change.
    func reloadByHand() {
        report(session.live.reload())
    }

    /// Shows what a reload did; an applied one also refreshes the values card from the files.
    /// - Parameter announces: whether an applied reload shows "Reloaded …" (not for the values
    ///   card's own changes, which the card shows).
    func report(_ outcome: LiveScene.Outcome, announces: Bool = true) {
        publishToLiveLink(outcome)
        switch outcome {
        case .applied(let timing):
            // The reload changed the live scene: a recording of the restarted one ends, and the
            // window shows the live scene again.
            stopRecording(because: "the scene was reloaded")
            playback.restartedRuntime = nil
            session.reloadApplied(timing)
            view.window.setTitle("panel-sandbox — \(runtime.scene.name)")
            containerDidChange()
            // The values card's own changes come with its catalog built from what they wrote.
            if announces {
                show(message: "Reloaded \(session.sceneFileName)", seconds: 1.5)
                sideBar.valueTuner?.refresh()
            }
            // After the message: a view on the scene's lanes file that reopens says so.
            followCompareLanes()
        case .recovered:
            show(message: "The files hold the running scene again", seconds: 2)
        case .unchangedOnRequest:
            show(message: "\(session.sceneFileName): no change since the last load", seconds: 2)
        case .unchanged, .loading, .failed, .waitingForWriter:
            // The banner shows the live scene's errors; LiveScene has written them to standard error.
            break
        }
    }

    // MARK: - Presets

    /// Opens the scene at `index` of the preset list in place of the running one; on an error the
    /// running scene stays and the banner says why.
    func openPreset(at index: Int) {
        let presets = session.presets
        guard presets.paths.indices.contains(index) else { return }
        let path = presets.paths[index]
        sideBar.showsPresetList = false
        do {
            let next = try LiveScene(path: path, defaultDisplayScale: view.unzoomedPointScale)
            stopRecording(because: "another scene was opened")
            endReplay()
            playback.restartedRuntime = nil
            session.replace(with: next, presetIndex: index)
            telemetry.resetPanels()
            focus.panelID = nil
            focus.mainContentPin = nil
            startScene()
            show(message: "Opened \(session.sceneFileName)", seconds: 1.5)
        } catch {
            let lines = (error as? ConfigError)?.diagnostics.map(\.description) ?? ["\(path): error: \(error)"]
            session.switchErrors = ["Could not open \(path); still showing \(session.sceneFileName):"] + lines
            for line in lines { printError(line) }
        }
        loop.needsDraw = true
    }

    /// Opens the preset `offset` places from the running one (`F1`, `F2`).
    func openPreset(movedBy offset: Int) {
        let presets = session.presets
        let current = presets.index(of: session.live.path) ?? presets.selection
        openPreset(at: presets.index(current, movedBy: offset))
    }

    /// `L`: opens the list (read from disk again, so new files show) or closes it.
    func togglePresetList() {
        sideBar.showsPresetList.toggle()
        guard sideBar.showsPresetList else { return }
        session.refreshPresets()
    }

    // MARK: - Window size

    /// Sizes the window to show the container exactly, the side bar beside it (the whole window
    /// zoomed out when it would not fit the display).
    func fitWindowToContainer() {
        if view.zoom(toShow: runtime.container.size) {
            events.mapping.windowUnitsPerPoint = view.windowUnitsPerPoint
        }
        let size = WindowLayout.windowSize(for: runtime.container.size)
        windowLayout = WindowLayout(windowSize: size, containerSize: runtime.container.size)
        events.mapping.windowSize = size
        if view.size != size { view.setSize(size) }
        view.updatePointScale()
        loop.needsDraw = true
    }

    /// The window's size changed. A size the window was given by `fitWindowToContainer` needs
    /// nothing more; a size the user dragged it to resizes a custom container to fill its area,
    /// while a device preset keeps its size and is centred.
    func windowDidResize() {
        let size = view.size
        events.mapping.windowSize = size
        if size != windowLayout.windowSize, runtime.scene.container.presetName == nil, playback.replay == nil {
            let filling = WindowLayout(windowSize: size, containerSize: runtime.container.size).containerSizeFillingArea
            if filling != runtime.container.size {
                runtime.resize(to: filling, safeAreaInsets: runtime.container.safeArea)
                record(.resize(runtime.container))
                containerDidChange(resizingWindow: false)
            }
        }
        windowLayout = WindowLayout(windowSize: size, containerSize: runtime.container.size)
        view.updatePointScale()
    }

    /// Lays the window out for the size it has now, when that is not the size the layout assumed
    /// (a window manager placed it at another size): what is drawn and where clicks land then
    /// agree from the first frame.
    func syncWithWindowSize() {
        if view.size != windowLayout.windowSize { windowDidResize() }
        view.updatePointScale()
    }

    /// The container changed size (a rotation, a reload, a resize): a shown keyboard takes the
    /// device's keyboard height there, and the window follows unless the user sized it.
    func containerDidChange(resizingWindow: Bool = true) {
        runtime.adoptKeyboardHeight()
        if resizingWindow, windowLayout.containerSize != runtime.container.size { fitWindowToContainer() }
    }
}
