import CSDL2
import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// The interactive window (`panel-sandbox run`): a scene's panels played with by mouse, touch,
/// wheel and keys, drawn at the engine's geometry, with the tuning overlay.
///
/// One frame reads top to bottom in `runFrame()`: take input, step the engine at its fixed step,
/// draw. When nothing moves and no input comes, the loop sleeps in `SDL_WaitEvent`, so an idle
/// window costs no CPU; a changed config file wakes it through the watcher's thread.
public final class SandboxApp {
    /// What the window was started with.
    public let options: SandboxOptions
    /// The scene's panels and their stage.
    public let runtime: SceneRuntime

    let video: SDLVideo
    let window: SDLWindow
    let renderer: SDLRenderer
    let painter: Painter
    let sceneRenderer: SceneRenderer
    let router: PointerRouter
    var input: InputMapping
    var clock: FrameClock
    var statistics = FrameStatistics()
    let telemetry = PanelTelemetry()
    var plot = LivePlotBuffer()
    var engineTime: Double = 0
    var focusIndex = 0
    var showsOverlay = false
    var showsPlot = false
    var showsHelp = false
    var message: (text: String, until: Double)?
    var lastReload: Date?
    var mainContentPin: CGPoint?
    var screenshotRequested = false
    var quitRequested = false
    private var needsDraw = true
    private var watcher: ConfigWatcher?
    private let configChangedEvent: UInt32
    private var lastFrameStart: Double?

    /// Loads the scene and opens its window.
    /// - Throws: the scene's `ConfigError`, or an `SDLError` when there is no display.
    public init(options: SandboxOptions) throws {
        self.options = options
        let scene = try ConfigLoader.loadScene(path: options.scenePath)
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
        window = try SDLWindow(
            video: video, title: "panel-sandbox — \(scene.name)", width: Int(scene.containerSize.width.rounded()),
            height: Int(scene.containerSize.height.rounded()))
        renderer = try SDLRenderer(window: window, vsync: options.vsync)
        let windowSize = window.size
        let pixelWidth = try renderer.outputSize().width
        let pointScale = CGFloat(pixelWidth) / CGFloat(max(windowSize.width, 1))
        painter = Painter(renderer: renderer, pointScale: pointScale, fonts: try FontLibrary())
        sceneRenderer = SceneRenderer(painter: painter)
        // INTERFACE §1: in the window the engine's display scale is the real density unless the
        // scene gives one.
        runtime = SceneRuntime(scene: scene, defaultDisplayScale: pointScale)
        router = PointerRouter(stage: runtime.stage)
        input = InputMapping(windowSize: CGSize(width: windowSize.width, height: windowSize.height))
        clock = FrameClock(step: window.frameDuration)
        configChangedEvent = SDL_RegisterEvents(1)
        input.configChangedEventType = configChangedEvent
        runtime.resize(to: input.windowSize, safeAreaInsets: scene.safeAreaInsets)
        for panel in runtime.panels { observe(panel) }
        runtime.showAll()
        router.onMainContentTap = { [unowned self] point in mainContentPin = point }
        router.onPanelTouched = { [unowned self] controller in focus(controller) }
        startWatching(scene.referencedFiles)
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
        if needsDraw || isMoving || options.stepsEveryFrame {
            try draw()
            needsDraw = false
        }
        statistics.record(work: Self.now() - start, interval: lastFrameStart.map { start - $0 })
        lastFrameStart = start
        renderer.present()
    }

    // MARK: - Input

    /// Whether anything changes on screen without new input.
    private var isMoving: Bool {
        runtime.stage.isAnimating || router.isPressed || clock.hasPendingSteps || hasTimedOverlay
    }

    /// Overlays that fade or expire by themselves.
    private var hasTimedOverlay: Bool {
        let now = Self.now()
        if let message, message.until > now { return true }
        if showsOverlay, let release = telemetry.lastRelease, now - release.time < TuningOverlay.releaseDisplayTime {
            return true
        }
        return false
    }

    private func handleInput() {
        var event = SDL_Event()
        // A run with a frame limit counts frames, so it must not sleep through them.
        if !isMoving && !needsDraw && !options.stepsEveryFrame && options.frameLimit == nil {
            // Idle: sleep until something happens. Time slept is not simulated time.
            guard SDL_WaitEvent(&event) == 1 else { return }
            clock.resetAccumulator()
            statistics.resetIntervals()
            lastFrameStart = nil
            handle(event)
        }
        while SDL_PollEvent(&event) == 1 { handle(event) }
    }

    private func handle(_ event: SDL_Event) {
        guard let meaning = input.input(from: event) else { return }
        needsDraw = true
        switch meaning {
        case .quit: quitRequested = true
        case .pointer(let pointer): router.handle(pointer)
        case .command(let command): perform(command)
        case .windowResized: resizeToWindow()
        case .configChanged: reloadIfChanged()
        }
    }

    private func resizeToWindow() {
        let size = window.size
        input.windowSize = CGSize(width: size.width, height: size.height)
        runtime.resize(to: input.windowSize, safeAreaInsets: runtime.scene.safeAreaInsets)
        if let pixelWidth = try? renderer.outputSize().width, size.width > 0 {
            painter.pointScale = CGFloat(pixelWidth) / CGFloat(size.width)
        }
    }

    // MARK: - Engine

    private func stepEngine(elapsed: Double) {
        let steps = options.stepsEveryFrame ? 1 : clock.steps(forElapsed: elapsed)
        guard steps > 0 else { return }
        for _ in 0..<steps {
            runtime.stage.step(CGFloat(clock.step))
            engineTime += clock.step
            if let panel = focusedPanel?.controller, panel.isAnimating || panel.isDragging || !plot.samples.isEmpty {
                plot.record(
                    .init(
                        time: engineTime, location: panel.position.mainLocation(panel.surfaceLocation),
                        velocity: panel.velocity))
            }
        }
    }

    // MARK: - Panels

    /// The panel keys act on.
    var focusedPanel: PanelRuntime? {
        let panels = runtime.panels
        return panels.isEmpty ? nil : panels[min(focusIndex, panels.count - 1)]
    }

    func focus(_ controller: FloatingPanelController) {
        guard let index = runtime.panels.firstIndex(where: { $0.controller === controller }), index != focusIndex else {
            return
        }
        focusIndex = index
        plot.removeAll()
    }

    func observe(_ panel: PanelRuntime) {
        panel.onEvent = { [unowned self] panel, event in telemetry.record(event, of: panel, at: Self.now()) }
    }

    // MARK: - Hot reload

    private func startWatching(_ files: [String]) {
        do {
            let watcher = try ConfigWatcher(watching: files)
            let eventType = configChangedEvent
            watcher.startWakeThread {
                // On the watcher's thread: only post an event; the loop reloads on its own thread.
                var event = SDL_Event()
                event.type = eventType
                SDL_PushEvent(&event)
            }
            self.watcher = watcher
        } catch {
            show(message: "\(error)")
        }
    }

    private func reloadIfChanged() {
        guard let watcher, !watcher.drain().isEmpty else { return }
        reload()
    }

    /// Loads the scene file again and applies it; on an error keeps the current scene and shows
    /// the diagnostics.
    func reload() {
        do {
            let scene = try ConfigLoader.loadScene(path: options.scenePath)
            let previousSize = runtime.scene.containerSize
            runtime.reload(scene) { [unowned self] panel, event in telemetry.record(event, of: panel, at: Self.now()) }
            for panel in runtime.panels { observe(panel) }
            // The window's size is the container's: a scene that changes its container resizes
            // the window; otherwise the window keeps the size the user gave it.
            if scene.containerSize != previousSize {
                window.setSize(
                    width: Int(scene.containerSize.width.rounded()), height: Int(scene.containerSize.height.rounded()))
            }
            resizeToWindow()
            window.setTitle("panel-sandbox — \(scene.name)")
            watcher?.updateWatchedFiles(scene.referencedFiles)
            lastReload = Date()
            show(message: "Reloaded \(scene.name)")
        } catch let error as ConfigError {
            watcher?.updateWatchedFiles(Array(Set((watcher?.watchedFiles ?? []).union(error.referencedFiles))))
            printError("\(error)")
            show(message: "\(error)", seconds: 8)
        } catch {
            printError("\(error)")
            show(message: "\(error)", seconds: 8)
        }
    }

    // MARK: - Helpers

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
}
