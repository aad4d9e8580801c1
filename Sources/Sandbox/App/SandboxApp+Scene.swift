import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

extension SandboxApp {
    // MARK: - Live configs

    /// Wires a freshly loaded `live` scene into the window: panels shown and observed, input routed
    /// to its stage, its watcher's thread waking the loop, the window sized to its container.
    func startScene() {
        live.onEvent = { [unowned self] panel, event in telemetry.record(event, of: panel, at: Self.now()) }
        live.runtime.showAll()
        attachRuntime()
        live.startWaking(makeWakeCallback())
        window.setTitle("panel-sandbox — \(runtime.scene.name)")
        fitWindowToContainer()
    }

    /// A watched file completed a change or a background load finished (the wake event): start the
    /// load, or apply the finished one between frames. The frame this runs in draws the result.
    func applyFileChanges() {
        report(live.applyPendingChanges())
    }

    /// `R`: reads every file of the scene again, whether or not the watcher saw a change.
    func reloadByHand() {
        report(live.reload())
    }

    /// Shows what a reload did; an applied one also refreshes the values card from the files.
    /// - Parameter announces: whether an applied reload shows "Reloaded …" (not for the values
    ///   card's own changes, which the card shows).
    func report(_ outcome: LiveScene.Outcome, announces: Bool = true) {
        switch outcome {
        case .applied(let timing):
            // The reload changed the live scene: a recording of the restarted one ends, and the
            // window shows the live scene again.
            stopRecording(because: "the scene was reloaded")
            if restartedRuntime != nil {
                restartedRuntime = nil
                attachRuntime()
            }
            pendingReloadTiming = timing
            lastReload = ReloadReport(timing: timing, eventToFrameMilliseconds: nil)
            window.setTitle("panel-sandbox — \(runtime.scene.name)")
            containerDidChange()
            if announces { show(message: "Reloaded \(sceneFileName)", seconds: 1.5) }
            valueTuner?.refresh()
        case .recovered:
            show(message: "The files hold the running scene again", seconds: 2)
        case .unchangedOnRequest:
            show(message: "\(sceneFileName): no change since the last load", seconds: 2)
        case .unchanged, .loading, .failed, .waitingForWriter:
            // The banner shows `live.errors`; LiveScene has written them to standard error.
            break
        }
    }

    /// Called after a frame was presented: the first frame drawn with a reload completes its
    /// event-to-frame time, which the overlay then shows.
    func completeReloadTiming() {
        guard let timing = pendingReloadTiming else { return }
        pendingReloadTiming = nil
        lastReload?.eventToFrameMilliseconds = Self.milliseconds(from: timing.eventTime, to: .now)
        // One more frame to show the figure just measured.
        needsDraw = true
    }

    private static func milliseconds(from start: ContinuousClock.Instant, to end: ContinuousClock.Instant) -> Double {
        let components = start.duration(to: end).components
        return Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }

    /// The running scene file's name, for messages and the overlay.
    var sceneFileName: String { (live.path as NSString).lastPathComponent }

    /// The banner's lines: what keeps the files from loading, or why a preset did not open.
    var bannerErrors: [String] { switchErrors + live.errors }
    /// The running scene's warnings, which the banner shows when nothing keeps the files from loading.
    var bannerWarnings: [String] { bannerErrors.isEmpty ? live.warnings : [] }

    // MARK: - Presets

    /// Opens the scene at `index` of the preset list in place of the running one; on an error the
    /// running scene stays and the banner says why.
    func openPreset(at index: Int) {
        guard presets.paths.indices.contains(index) else { return }
        let path = presets.paths[index]
        showsPresetList = false
        do {
            let next = try LiveScene(path: path, defaultDisplayScale: painter.pointScale)
            stopRecording(because: "another scene was opened")
            endReplay()
            restartedRuntime = nil
            live = next
            resetForNewScene()
            startScene()
            presets.selection = index
            show(message: "Opened \(sceneFileName)", seconds: 1.5)
        } catch {
            let lines = (error as? ConfigError)?.diagnostics.map(\.description) ?? ["\(path): error: \(error)"]
            switchErrors = ["Could not open \(path); still showing \(sceneFileName):"] + lines
            for line in lines { printError(line) }
        }
        needsDraw = true
    }

    /// Opens the preset `offset` places from the running one (`F1`, `F2`).
    func openPreset(movedBy offset: Int) {
        let current = presets.index(of: live.path) ?? presets.selection
        openPreset(at: presets.index(current, movedBy: offset))
    }

    /// `L`: opens the list (read from disk again, so new files show) or closes it.
    func togglePresetList() {
        showsPresetList.toggle()
        guard showsPresetList else { return }
        presets = ScenePresetList(around: live.path)
    }

    private func resetForNewScene() {
        telemetry = PanelTelemetry()
        plot.removeAll()
        plotPanelID = nil
        focusedPanelID = nil
        mainContentPin = nil
        lastReload = nil
        pendingReloadTiming = nil
        switchErrors = []
    }

    // MARK: - Window size

    /// Sizes the window to show the container exactly, the side bar beside it.
    func fitWindowToContainer() {
        let size = WindowLayout.windowSize(for: runtime.container.size)
        windowLayout = WindowLayout(windowSize: size, containerSize: runtime.container.size)
        input.windowSize = size
        let current = window.size
        if CGFloat(current.width) != size.width || CGFloat(current.height) != size.height {
            window.setSize(width: Int(size.width), height: Int(size.height))
        }
        updatePointScale()
        needsDraw = true
    }

    /// The window's size changed. A size the window was given by `fitWindowToContainer` needs
    /// nothing more; a size the user dragged it to resizes a custom container to fill its area,
    /// while a device preset keeps its size and is centred.
    func windowDidResize() {
        let current = window.size
        let size = CGSize(width: current.width, height: current.height)
        input.windowSize = size
        if size != windowLayout.windowSize, runtime.scene.container.presetName == nil, replay == nil {
            let filling = WindowLayout(windowSize: size, containerSize: runtime.container.size).containerSizeFillingArea
            if filling != runtime.container.size {
                runtime.resize(to: filling, safeAreaInsets: runtime.container.safeArea)
                record(.resize(runtime.container))
                containerDidChange(resizingWindow: false)
            }
        }
        windowLayout = WindowLayout(windowSize: size, containerSize: runtime.container.size)
        updatePointScale()
    }

    /// The container changed size (a rotation, a reload, a resize): a shown keyboard takes the
    /// device's keyboard height there, and the window follows unless the user sized it.
    func containerDidChange(resizingWindow: Bool = true) {
        runtime.adoptKeyboardHeight()
        if resizingWindow, windowLayout.containerSize != runtime.container.size { fitWindowToContainer() }
    }

    private func updatePointScale() {
        guard let pixelWidth = try? renderer.outputSize().width, window.size.width > 0 else { return }
        painter.pointScale = CGFloat(pixelWidth) / CGFloat(window.size.width)
    }
}
