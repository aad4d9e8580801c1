import FloatingPanel
import Foundation
import PanelConfig
import PanelLive
import PanelScene

/// The interactive window (`panel-sandbox run`): a scene's panels played with by mouse, touch,
/// wheel and keys, drawn at the engine's geometry, with the readout overlay in a side bar.
///
/// The app composes parts that each own their state: the scene session (live scene, watcher,
/// presets), the pointer router and focus, playback (record, replay, compare), telemetry (frame
/// times, panel events, plot) and the side bar's state; `WindowView` holds what is SDL's.
/// One frame reads top to bottom in `runFrame()`: take input (a saved config file is input too),
/// step the engine at its fixed step, lay out the side bar, draw, present. Drawing reads state
/// and changes none. When nothing moves and no input comes, the loop sleeps in the event queue
/// (or until a message expires), so an idle window costs no CPU; the config watcher's thread
/// wakes it with an event when a file the scene uses is saved.
///
/// `C` records the input from the scene's starting point into a scenario file; `--replay` and
/// `B` play one back in place of live input (`SandboxApp+Recording.swift`).
package final class SandboxApp {
    /// What the window was started with.
    package let options: SandboxOptions
    /// SDL's window, renderer and painters, and where the window puts the container and side bar.
    let view: WindowView
    let events: SDLEventQueue
    /// The running scene, its files and the presets.
    let session: SceneSession
    /// The live scene, recording, replay and compare view: which runtime is drawn and the clock
    /// that steps it. Input is wired to that runtime here, whenever it changes
    /// (`drawnRuntimeDidChange()`).
    var playback: WindowPlayback {
        didSet {
            if playback.runtime !== focus.wiredRuntime { drawnRuntimeDidChange() }
        }
    }
    /// Frame times, panel events and the live plot.
    var telemetry = WindowTelemetry()
    /// The side bar's cards and message.
    var sideBar = SideBarState()
    /// Where the pointer's input goes and which panel has the focus.
    var focus: InputFocus
    /// Other libraries' models following the focused panel (`P`).
    let platformGhosts = PlatformGhosts()
    /// The loop's own state: whether to draw, what to save, when the last frame started.
    var loop = FrameLoop()
    /// The reference motion (`run --reference`, a dropped file) and the work on it under way.
    var reference = WindowReferenceState()

    /// Where the window puts the container and the side bar.
    package internal(set) var windowLayout: WindowLayout {
        get { view.layout }
        set { view.layout = newValue }
    }

    /// Ends the loop after the current frame.
    package var quitRequested: Bool {
        get { loop.quitRequested }
        set { loop.quitRequested = newValue }
    }

    /// Loads the scene, opens its window at the scene's size and starts following the scene's files.
    /// - Throws: the scene's `ConfigError`, or an `SDLError` when there is no display.
    package init(options: SandboxOptions) throws {
        self.options = options
        var startup = StartupTimeline()
        let video = try Self.openVideo()
        startup.endPart("sdlVideo")
        let fonts = try FontLibrary()
        startup.endPart("fonts")
        // The window opens (hidden) once the scene is read, at the scene's own size: the first
        // frame needs no resize, which a window manager may apply late. Its pixel density is the
        // engine's display scale unless the scene gives one (Docs/config.md).
        var opened: WindowView?
        let live = try LiveScene(
            path: options.scenePath, reportError: LiveScene.printToStandardError, readFile: options.readFile
        ) { scene in
            startup.endPart("sceneRead")
            let view = try WindowView(video: video, containerSize: scene.containerSize, options: options, fonts: fonts)
            startup.endPart("windowAndRenderer")
            opened = view
            return view.unzoomedPointScale
        }
        guard let view = opened else { throw SDLError("opening the window", message: "no window was opened") }
        self.view = view
        session = SceneSession(live: live)
        playback = WindowPlayback(live: live.runtime)
        focus = InputFocus(router: PointerRouter(stage: live.runtime.stage))
        events = SDLEventQueue(driverName: video.driverName, windowSize: view.size)
        events.mapping.windowUnitsPerPoint = view.windowUnitsPerPoint
        view.window.setMinimumSize(
            width: Int(
                (WindowLayout.minimumContainerSize.width + WindowLayout.sideBarWidth) * view.windowUnitsPerPoint),
            height: Int(WindowLayout.minimumContainerSize.height * view.windowUnitsPerPoint))
        startScene()
        if let replayPath = options.replayPath {
            try startReplay(path: replayPath, on: options.replayScenePath, comparedWith: options.compareScenePath)
        }
        if let referencePath = options.referencePath { readReference(path: referencePath) }
        startup.endPart("sceneStart")
        view.window.show()
        // Showing maps the window; a window manager may have placed it at another size.
        syncWithWindowSize()
        startup.endPart("windowShown")
        loop.startup = startup
    }

    private static func openVideo() throws -> SDLVideo {
        let noDisplay = "no display to open it on; `render` and `simulate` work without one"
        let video: SDLVideo
        do {
            video = try SDLVideo()
        } catch {
            throw SDLError("opening the window", message: "\(noDisplay) (\(error))")
        }
        // SDL falls back to an invisible offscreen window when nothing else works; only a user
        // (or a test) who asks for that by name gets it.
        let invisibleDrivers = ["offscreen", "dummy"]
        if invisibleDrivers.contains(video.driverName), ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil {
            throw SDLError("opening the window", message: noDisplay)
        }
        return video
    }

    /// Runs until the user quits (or `frameLimit` frames have run).
    package func run() throws {
        var frames = 0
        while !quitRequested {
            try runFrame()
            frames += 1
            options.afterFrame?(self, frames)
            if let limit = options.frameLimit, frames >= limit { break }
        }
    }

    /// The scene's panels and their stage, as drawn: a replay's, else the scene restarted for a
    /// recording, else the live scene's.
    package var runtime: SceneRuntime { playback.runtime }

    /// The last reload applied, with the time to the first frame drawn with it.
    package var lastReload: ReloadReport? { session.lastReload }

    /// The running scene and the watcher of its files (the harnesses watch its loads).
    package var liveScene: LiveScene { session.live }

    /// The text cache of the window's painter (the soak run watches its size).
    package var textCache: TextCache { view.painter.textCache }

    /// One frame: the idle wait when nothing moves, input, fixed engine steps, side-bar layout,
    /// drawing, a requested screenshot, present.
    private func runFrame() throws {
        if mayIdle { idle() }
        handleInput()
        let start = Self.now()
        stepEngine(elapsed: loop.lastFrameStart.map { start - $0 } ?? playback.step)
        guard loop.needsDraw || isMoving || options.stepsEveryFrame else { return }
        sideBar.layout = layOutSideBar()
        try draw()
        loop.needsDraw = false
        if let path = loop.pendingScreenshotPath {
            loop.pendingScreenshotPath = nil
            saveScreenshot(to: path)
        }
        telemetry.frameStatistics.record(work: Self.now() - start, interval: loop.lastFrameStart.map { start - $0 })
        loop.lastFrameStart = start
        view.renderer.present()
        loop.framesPresented += 1
        if loop.framesPresented == 1 {
            loop.startup.endPart("firstFrame")
            loop.startup.writeIfRequested()
        }
        if session.completeReloadTiming() {
            // One more frame to show the figure just measured.
            loop.needsDraw = true
        }
    }

    /// Whether anything changes on screen without new input.
    var isMoving: Bool {
        let animates = runtime.isAnimating && !playback.clock.isPaused
        let replaying = playback.isReplaying && !playback.clock.isPaused
        return animates || replaying || focus.router.isPressed || playback.clock.hasPendingSteps || isExplainingRelease
            || platformGhosts.isMoving(at: telemetry.sampleTime)
    }

    /// The release explanation fades out on the ruler by itself.
    private var isExplainingRelease: Bool {
        guard sideBar.showsOverlay, let release = telemetry.panelEvents.lastRelease else { return false }
        return Self.now() - release.time < ReadoutOverlay.releaseDisplayTime
    }

    // MARK: - Engine

    /// Runs the engine steps real time asks for; each goes through the scene's one frame driver,
    /// whose sample feeds the live plot.
    private func stepEngine(elapsed: Double) {
        let steps = options.stepsEveryFrame ? 1 : playback.clock.steps(forElapsed: elapsed, step: playback.step)
        guard steps > 0 else { return }
        let focused = focusedPanel
        telemetry.follow(panelID: focused?.id)
        followPlatformGhosts(focused)
        for _ in 0..<steps {
            telemetry.advance(by: playback.step)
            if let compare = playback.compare {
                compare.advanceFrame()
            } else if let replay = playback.replay {
                let ghost = replay.ghost?.panel(id: focused?.id ?? "")?.controller
                var sampledA = false
                replay.advanceFrame(
                    sampleA: { sampledA = self.telemetry.sample(focused?.controller) },
                    sampleB: {
                        guard sampledA, let ghost else { return }
                        replay.ghostPlot.record(WindowTelemetry.sample(of: ghost, at: self.telemetry.sampleTime))
                    })
            } else {
                runtime.runFrame(h: playback.step, sample: { self.telemetry.sample(focused?.controller) })
                platformGhosts.stepEnded(at: telemetry.sampleTime)
                playback.recording?.frame += 1
                playback.lastDrag?.stepEnded()
            }
        }
    }

    // MARK: - Helpers

    /// Shows `text` in the side bar for `seconds`.
    func show(message text: String, seconds: Double = 3) {
        sideBar.show(message: text, until: Self.now() + seconds)
        loop.needsDraw = true
    }

    /// Seconds on the monotonic clock.
    package static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
