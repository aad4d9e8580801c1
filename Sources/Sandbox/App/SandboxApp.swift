import CSDL2
import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// The interactive window (`panel-sandbox run`): a scene's panels played with by mouse, touch,
/// wheel and keys, drawn at the engine's geometry, with the tuning overlay in a side bar.
///
/// One frame reads top to bottom in `runFrame()`: take input (a saved config file is input too),
/// step the engine at its fixed step, draw. When nothing moves and no input comes, the loop sleeps
/// in `SDLEventWaiter` (or until a message expires), so an idle window costs no CPU; the config
/// watcher's thread wakes it with an SDL user event when a file the scene uses is saved.
///
/// `C` records the input from the scene's starting point into a scenario file; `--replay` and
/// `B` play one back in place of live input (`SandboxApp+Recording.swift`).
public final class SandboxApp {
    /// What the window was started with.
    public let options: SandboxOptions
    /// The running scene and the watcher of its files.
    public internal(set) var live: LiveScene
    /// The scene's panels and their stage, as drawn: a replay's, else the scene restarted for a
    /// recording, else the live scene's.
    public var runtime: SceneRuntime { replay?.runtime ?? restartedRuntime ?? live.runtime }
    /// The last reload applied, with the time to the first frame drawn with it.
    public internal(set) var lastReload: ReloadReport?
    /// Where the window puts the container and the side bar.
    public internal(set) var windowLayout: WindowLayout

    let video: SDLVideo
    let window: SDLWindow
    let renderer: SDLRenderer
    let painter: Painter
    let sceneRenderer: SceneRenderer
    let keyboardPainter: SoftwareKeyboardPainter
    let textWrapper: TextWrapper
    var router: PointerRouter
    var input: InputMapping
    var clock: FrameClock
    /// The display's refresh rate: engine steps per second outside a replay (Docs/engine.md §5.3).
    let stepsPerSecond: Double
    let eventWaiter: SDLEventWaiter
    /// The scene started afresh for a recording, shown until a reload or a switch.
    var restartedRuntime: SceneRuntime?
    /// The recording under way.
    var recording: WindowRecording?
    /// The file the last recording was saved to (what `B` compares).
    var lastRecordingPath: String?
    /// The scenario playing in place of live input (`--replay`, `B`).
    var replay: WindowReplay?
    var statistics = FrameStatistics()
    var telemetry = PanelTelemetry()
    var plot = LivePlotBuffer()
    /// The panel the plot's samples belong to.
    var plotPanelID: String?
    var engineTime: Double = 0
    /// The panel the user focused (Tab, a touch, a presented detail panel); see `focusedPanel`.
    var focusedPanelID: String?
    var presets: ScenePresetList
    var showsPresetList = false
    /// Where the preset list was last drawn, for clicks on it.
    var presetListFrame: CGRect?
    /// The values card's model (kept while the card is closed, so undo still works), whether the
    /// card is open, where its rows were last drawn, and the x of a scrub under way.
    var valueTuner: ValueTuner?
    var showsValues = false
    var valuesCardFrame: ValuesCard.Frame?
    var valueScrub: CGFloat?
    /// Why the last preset could not be opened (the banner shows it until the next switch).
    var switchErrors: [String] = []
    var showsOverlay = true
    var showsPlot = false
    var showsGuides = false
    var showsHelp = false
    var message: (text: String, until: Double)?
    /// A reload applied but not drawn yet: the frame that draws it completes its timing.
    var pendingReloadTiming: ReloadTiming?
    var mainContentPin: CGPoint?
    /// Where the next drawn frame is saved as a PNG.
    var pendingScreenshotPath: String?
    var quitRequested = false
    var needsDraw = true
    private let configChangedEvent: UInt32
    private var lastFrameStart: Double?

    /// Loads the scene, opens its window and starts following the scene's files.
    /// - Throws: the scene's `ConfigError`, or an `SDLError` when there is no display.
    public init(options: SandboxOptions) throws {
        self.options = options
        let noDisplay = "no display to open it on; `render` and `simulate` work without one"
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
        // Opened hidden: the pixel density must be known before the scene is built (Docs/config.md:
        // the engine's display scale is the real one unless the scene gives one), and the window
        // appears once at the scene's size.
        let provisional = WindowLayout.windowSize(for: CGSize(width: 393, height: 852))
        window = try SDLWindow(
            video: video, title: "panel-sandbox", width: Int(provisional.width), height: Int(provisional.height),
            hidden: true)
        renderer = try SDLRenderer(window: window, vsync: options.vsync)
        let pointScale = CGFloat(try renderer.outputSize().width) / CGFloat(max(window.size.width, 1))
        painter = Painter(renderer: renderer, pointScale: pointScale, fonts: try FontLibrary())
        sceneRenderer = SceneRenderer(painter: painter)
        keyboardPainter = SoftwareKeyboardPainter(painter: painter)
        textWrapper = TextWrapper(painter: painter)
        live = try LiveScene(path: options.scenePath, defaultDisplayScale: pointScale)
        presets = ScenePresetList(around: options.scenePath)
        router = PointerRouter(stage: live.runtime.stage)
        windowLayout = WindowLayout(windowSize: provisional, containerSize: live.runtime.container.size)
        input = InputMapping(windowSize: provisional)
        stepsPerSecond = Double(window.refreshRate)
        clock = FrameClock(step: 1 / stepsPerSecond)
        eventWaiter = SDLEventWaiter(driverName: video.driverName)
        configChangedEvent = SDL_RegisterEvents(1)
        input.configChangedEventType = configChangedEvent
        window.setMinimumSize(
            width: Int(WindowLayout.minimumContainerSize.width + WindowLayout.sideBarWidth),
            height: Int(WindowLayout.minimumContainerSize.height))
        startScene()
        if let replayPath = options.replayPath {
            try startReplay(path: replayPath, comparedWith: options.compareScenePath)
        }
        window.show()
    }

    /// Runs until the user quits (or `frameLimit` frames have run).
    public func run() throws {
        var frames = 0
        while !quitRequested {
            try runFrame()
            frames += 1
            options.afterFrame?(self, frames)
            if let limit = options.frameLimit, frames >= limit { break }
        }
    }

    /// Frame time statistics of the frames run so far.
    public var frameStatistics: FrameStatistics { statistics }

    private func runFrame() throws {
        handleInput()
        let start = Self.now()
        stepEngine(elapsed: lastFrameStart.map { start - $0 } ?? clock.step)
        guard needsDraw || isMoving || options.stepsEveryFrame else { return }
        try draw()
        needsDraw = false
        statistics.record(work: Self.now() - start, interval: lastFrameStart.map { start - $0 })
        lastFrameStart = start
        renderer.present()
        completeReloadTiming()
    }

    // MARK: - Input

    /// Whether anything changes on screen without new input.
    private var isMoving: Bool {
        let animates = runtime.isAnimating && !clock.isPaused
        let replaying = replay.map { !$0.isFinished && !clock.isPaused } ?? false
        return animates || replaying || router.isPressed || clock.hasPendingSteps || isExplainingRelease
    }

    /// The release explanation fades out on the ruler by itself.
    private var isExplainingRelease: Bool {
        guard showsOverlay, let release = telemetry.lastRelease else { return false }
        return Self.now() - release.time < TuningOverlay.releaseDisplayTime
    }

    private func handleInput() {
        var event = SDL_Event()
        // A run with a frame limit counts frames, so it must not sleep through them.
        if !isMoving && !needsDraw && !options.stepsEveryFrame && options.frameLimit == nil {
            // Idle: sleep until something happens, or until a message is due to go. Time slept is
            // not simulated time.
            if waitForEvent(&event) { handle(event) }
            clock.resetAccumulator()
            statistics.resetIntervals()
            lastFrameStart = nil
        }
        while SDL_PollEvent(&event) == 1 { handle(event) }
    }

    /// Blocks until an event comes (true) or the shown message expires (false, and the frame
    /// redraws without it).
    private func waitForEvent(_ event: inout SDL_Event) -> Bool {
        guard let message else { return eventWaiter.wait(&event, timeoutMilliseconds: nil) }
        let remaining = message.until - Self.now()
        if remaining > 0,
            eventWaiter.wait(&event, timeoutMilliseconds: Int32(min((remaining * 1000).rounded(.up), 60_000)))
        {
            return true
        }
        if message.until <= Self.now() {
            self.message = nil
            needsDraw = true
        }
        return false
    }

    private func handle(_ event: SDL_Event) {
        guard let meaning = input.input(from: event) else { return }
        needsDraw = true
        switch meaning {
        case .quit: quitRequested = true
        case .pointer(let pointer): handle(pointer)
        case .command(let command): perform(command)
        case .windowResized: windowDidResize()
        case .configChanged: applyFileChanges()
        }
    }

    /// Pointer events come in window points; the panels take container points. A press outside
    /// the container is not theirs (a click on the preset list picks a scene); moves and releases
    /// go on to the gesture under way wherever the pointer is. A replay's panels take no input.
    private func handle(_ pointer: PointerEvent) {
        let layout = windowLayout
        switch pointer {
        case .down(let point, let time):
            if layout.containerContains(point), replay == nil {
                router.handle(.down(layout.containerPoint(point), time: time))
            } else if !beginValueScrub(at: point) {
                clickOutsideContainer(at: point)
            }
        case .moved(let point, let time):
            if !continueValueScrub(to: point) { router.handle(.moved(layout.containerPoint(point), time: time)) }
        case .up(let point, let time):
            if !endValueScrub() { router.handle(.up(layout.containerPoint(point), time: time)) }
        case .cancelled:
            _ = endValueScrub()
            router.handle(.cancelled)
        case .wheel(let point, let delta):
            if layout.containerContains(point) {
                router.handle(.wheel(layout.containerPoint(point), delta: delta))
            } else {
                turnValue(at: point, delta: delta)
            }
        }
    }

    private func clickOutsideContainer(at point: CGPoint) {
        guard showsPresetList, let frame = presetListFrame,
            let index = SideBarCards.presetIndex(at: point, listCard: frame, count: presets.paths.count)
        else { return }
        openPreset(at: index)
    }

    // MARK: - Engine

    private func stepEngine(elapsed: Double) {
        let steps = options.stepsEveryFrame ? 1 : clock.steps(forElapsed: elapsed)
        guard steps > 0 else { return }
        let focused = focusedPanel
        if focused?.id != plotPanelID {
            plot.removeAll()
            plotPanelID = focused?.id
        }
        for _ in 0..<steps {
            if let replay {
                replay.advanceFrame()
            } else {
                runtime.runFrame(h: clock.step)
                recording?.frame += 1
            }
            engineTime += clock.step
            if let panel = focused?.controller, panel.isAnimating || panel.isDragging || !plot.samples.isEmpty {
                plot.record(
                    Self.sample(of: panel, at: engineTime), isDragging: panel.isDragging,
                    isAnimating: panel.isAnimating)
                if let ghost = replay?.ghost?.panel(id: focused?.id ?? "")?.controller {
                    replay?.ghostPlot.record(Self.sample(of: ghost, at: engineTime))
                }
            }
        }
    }

    private static func sample(of panel: FloatingPanelController, at time: Double) -> LivePlotBuffer.Sample {
        .init(time: time, location: panel.position.mainLocation(panel.surfaceLocation), velocity: panel.velocity)
    }

    // MARK: - Helpers

    /// Shows `text` in the side bar for `seconds`.
    func show(message text: String, seconds: Double = 3) {
        message = (text, Self.now() + seconds)
        needsDraw = true
    }

    static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Posts the SDL event that wakes the loop to apply file changes (from any thread).
    func makeWakeCallback() -> @Sendable () -> Void {
        let eventType = configChangedEvent
        return {
            // On the watcher's thread: only post an event; the loop reloads on its own thread.
            var event = SDL_Event()
            event.type = eventType
            SDL_PushEvent(&event)
        }
    }
}

/// The last reload the window applied: LiveScene's timing of it, and how long it took from the
/// file event to the first frame drawn with it.
public struct ReloadReport: Equatable, Sendable {
    /// When the event came and when the scene was applied.
    public var timing: ReloadTiming
    /// From the file event to the end of the first frame drawn with the new scene; nil until drawn.
    public var eventToFrameMilliseconds: Double?
}
