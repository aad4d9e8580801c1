import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// A scene that follows its files: when one of them completes a change, the scene is read again
/// on a background thread and, if it loads and validates, applied to the running panels between
/// frames; otherwise the last good scene keeps running and `errors` says what is wrong.
///
/// The loop's thread never reads a file after the first load and never waits for one: it starts
/// loads and applies only finished results (`applyPendingChanges()`), so a file however slow to
/// read cannot stall a frame. A newer change supersedes a load still under way. Call
/// `applyPendingChanges()` every frame or when `startWaking(_:)`'s callback came.
package final class LiveScene {
    /// The scene file as given (diagnostics name files relative to it).
    package let path: String
    /// The panels, running the last scene that loaded.
    package let runtime: SceneRuntime
    /// Watches every file the scene uses (and those a failed attempt tried to use).
    package let watcher: ConfigWatcher
    /// The `FILE:LINE:COL: error: …` lines of the files as they are now; empty when the running
    /// scene is what the files say.
    package private(set) var errors: [String] = []
    /// The `FILE:LINE:COL: warning: …` lines of the running scene's files: it loaded, but these
    /// say what may not be what its author meant.
    package private(set) var warnings: [String] = []
    /// The last reload that was applied.
    package private(set) var lastReload: ReloadTiming?
    /// The event handler of panels a reload adds.
    package var onEvent: ((PanelRuntime, PanelEvent) -> Void)?
    /// Set when another program saved a file after the values card wrote it: that save is what
    /// runs (the last write wins), and the side bar says so. Cleared by `takeWriteNotice()`.
    package private(set) var writeNotice: String?

    private let reportError: (String) -> Void
    private let readFile: @Sendable (String) throws -> Data
    private let loader = BackgroundSceneLoader()
    private let loopThreadAccess: LoopThreadAccess
    /// The bytes of every file the running scene was loaded from.
    private var applied: Snapshot
    /// The bytes of every file the last failed attempt read; nil once a load succeeds.
    private var failed: Snapshot?
    /// The bytes the values card last wrote into each file it changed (absolute paths); its
    /// worker notes them as it writes, so a later load that finds other bytes there tells that
    /// another program saved the file since.
    let ownWrites = Locked<[String: Data]>([:])
    private var waits = 0
    private var loadsStarted = 0

    /// Loads the scene at `path` (on this thread: the loop's) and starts watching its files.
    /// Panels are not shown yet (`runtime.showAll()`).
    /// - Parameters:
    ///   - defaultDisplayScale: pixels per point when the scene gives none.
    ///   - reportError: receives every error line of a failed reload and every warning line of a
    ///     load (default: standard error).
    ///   - readFile: reads one file by absolute path (default: the disk, as `check` reads it).
    /// - Throws: `ConfigError` when the scene is unusable, `ConfigWatcher.WatchError` when its files
    ///   cannot be watched.
    package convenience init(
        path: String, defaultDisplayScale: CGFloat = 2,
        reportError: @escaping (String) -> Void = LiveScene.printToStandardError,
        readFile: @escaping @Sendable (String) throws -> Data = ConfigFileReader.disk.read,
        watchBackend: ConfigWatcher.Backend = .fromEnvironment
    ) throws {
        try self.init(path: path, reportError: reportError, readFile: readFile, watchBackend: watchBackend) { _ in
            defaultDisplayScale
        }
    }

    /// Loads the scene at `path` and starts watching its files; `defaultDisplayScale` is asked
    /// once the scene is read, so a window can open at the scene's own size and tell the pixel
    /// density it got. Panels are not shown yet.
    /// - Throws: the scene's `ConfigError`, the watcher's `WatchError`, or what
    ///   `defaultDisplayScale` throws.
    package init(
        path: String, reportError: @escaping (String) -> Void,
        readFile: @escaping @Sendable (String) throws -> Data = ConfigFileReader.disk.read,
        watchBackend: ConfigWatcher.Backend = .fromEnvironment,
        defaultDisplayScale: (ResolvedScene) throws -> CGFloat
    ) throws {
        self.path = path
        self.reportError = reportError
        let recorder = ReadRecorder(snapshot: [:], readFile: readFile)
        let scene = try ConfigLoader.loadScene(path: path, files: recorder.reader)
        applied = recorder.read
        runtime = SceneRuntime(scene: scene, defaultDisplayScale: try defaultDisplayScale(scene))
        watcher = try ConfigWatcher(watching: scene.referencedFiles, backend: watchBackend)
        // From here on, a read on this thread would be a frame waiting for a file: count them.
        let access = LoopThreadAccess()
        loopThreadAccess = access
        self.readFile = { path in
            access.noteRead()
            return try readFile(path)
        }
        reportWarnings(of: scene)
    }

    private func reportWarnings(of scene: ResolvedScene) {
        warnings = scene.warnings.map(\.description)
        for line in warnings { reportError(line) }
    }

    /// Writes `line` and a newline to standard error.
    package static func printToStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// What one call did.
    package enum Outcome: Equatable {
        /// No watched file completed a change and no load finished.
        case unchanged
        /// A load is under way on a background thread; a later call applies it.
        case loading
        /// A `reload()` found the files as they were when last read.
        case unchangedOnRequest
        /// The files went back to what is running: the errors are gone, nothing to apply.
        case recovered
        /// The new scene runs.
        case applied(ReloadTiming)
        /// The files do not load; the last good scene keeps running (`errors`).
        case failed
        /// The files do not load yet, but a writer still has one of them open (its close retries),
        /// or a newer change came meanwhile (its load tells).
        case waitingForWriter
    }

    /// Counts that prove the loop's thread never blocks on a file.
    package struct LoopStatistics: Equatable, Sendable {
        /// File reads made on the thread that created the scene, after its first load.
        package var fileReadsOnLoopThread: Int
        /// Calls of `finishLoading()`, the one method that waits.
        package var waits: Int
        /// Loads started on a background thread.
        package var loadsStarted: Int
        /// Loads whose result was dropped because a newer change came first.
        package var loadsSuperseded: Int
    }

    /// How the loop's thread and the background loads have behaved so far.
    package var loopStatistics: LoopStatistics {
        LoopStatistics(
            fileReadsOnLoopThread: loopThreadAccess.reads, waits: waits, loadsStarted: loadsStarted,
            loadsSuperseded: loader.supersededCount)
    }

    /// Calls `wake` (on another thread) whenever a watched file completed a change or a
    /// background load finished: post an event so the loop calls `applyPendingChanges()`.
    package func startWaking(_ wake: @escaping @Sendable () -> Void) {
        self.wake = wake
        loader.setOnFinish(wake)
        watcher.startWakeThread(onChange: wake)
    }

    /// Whether a load the loop has not applied yet is under way or finished.
    package var isLoading: Bool { loader.isDue }

    /// Drains the watcher, applies the newest finished load if there is one, and, if a watched
    /// file completed a change, starts loading the files again in the background. Never reads a
    /// file and never waits.
    @discardableResult
    package func applyPendingChanges() -> Outcome {
        let changed = !watcher.drain().isEmpty
        // A load that failed while a newer save was on its way read that save half done: the
        // newer load tells, so the banner does not flash an error nobody made.
        let outcome = loader.takeFinished().map { apply($0, superseded: changed) } ?? .unchanged
        if changed { startLoad(.init(eventTime: watcher.lastEventTime ?? .now, byHand: false)) }
        if outcome == .unchanged, loader.isDue { return .loading }
        return outcome
    }

    /// Starts reading every file again, whether or not the watcher saw a change (`R`); a later
    /// `applyPendingChanges()` applies the result. Half-written content fails validation and is
    /// not applied; the writer's close triggers the next attempt.
    /// - Parameter eventTime: when the change was seen, for `ReloadTiming`.
    @discardableResult
    package func reload(eventTime: ContinuousClock.Instant = .now) -> Outcome {
        startLoad(.init(eventTime: eventTime, byHand: true))
        return .loading
    }

    /// Waits for the load under way and applies it (`.unchanged` when none is under way): for
    /// tools and tests that have nothing else to do. The window never calls it.
    @discardableResult
    package func finishLoading() -> Outcome {
        waits += 1
        return loader.waitForNewest().map { apply($0, superseded: false) } ?? .unchanged
    }

    private func startLoad(_ request: BackgroundSceneLoader.Request) {
        loadsStarted += 1
        let job = SceneLoadJob(
            path: path, applied: applied, failed: failed, readFile: readFile, containerSize: runtime.container.size,
            ownWrites: ownWrites.withLock { $0 })
        loader.start(job, request: request)
    }

    private func apply(_ finished: BackgroundSceneLoader.Finished, superseded: Bool) -> Outcome {
        switch finished.result {
        case .unchanged:
            return finished.request.byHand ? .unchangedOnRequest : .unchanged
        case .loaded(let scene, let read):
            errors = []
            failed = nil
            watch(Set(scene.referencedFiles))
            noteOverriddenWrites(read)
            guard read != applied else {
                Self.releaseOffLoop(Retired(scene))
                return .recovered
            }
            reportWarnings(of: scene)
            applied = read
            // The scene replaced may be large (a layout list of thousands of entries): it is
            // freed on another thread, so the frame does not pay for taking it apart. It is
            // handed over after the reload, so the panels' copies of it are not the last ones.
            let replaced = Retired(runtime.scene)
            runtime.reload(scene, onEvent: onEvent)
            Self.releaseOffLoop(replaced)
            let timing = ReloadTiming(eventTime: finished.request.eventTime, appliedTime: .now, date: Date())
            lastReload = timing
            return .applied(timing)
        case .failed(let lines, let read, let referenced):
            if superseded || read.keys.contains(where: watcher.isBeingWritten) { return .waitingForWriter }
            errors = lines
            for line in errors { reportError(line) }
            failed = read
            watch(Set(applied.keys).union(read.keys).union(referenced))
            return .failed
        }
    }

    /// Applies a scene the values card loaded on its own thread after writing `path`: the same
    /// apply as a finished background load's, between frames. The watcher's event for the write
    /// then finds nothing new (loads compare content, not times), so the change is applied once.
    /// A load under way read the disk before this write: it is superseded by a fresh one.
    func applyTunedLoad(_ scene: ResolvedScene, read: Snapshot) -> Outcome {
        let wasLoading = loader.isDue
        let outcome = apply(
            .init(result: .loaded(scene, read: read), request: .init(eventTime: .now, byHand: false)),
            superseded: false)
        if wasLoading { startLoad(.init(eventTime: .now, byHand: false)) }
        return outcome
    }

    /// Reads files as the loop's own reads do (counted when made on the loop's thread); the
    /// values card reads and writes through it on its own thread.
    package var reader: ConfigFileReader {
        ConfigFileReader(currentDirectory: FileManager.default.currentDirectoryPath, read: readFile)
    }

    /// Loads the scene again from the bytes the running scene was loaded from, on any thread and
    /// without reading a file it read: a copy that shares no object with the running panels, as
    /// `panel-sandbox` loads it from the same files (the window's exports start from it).
    /// - Throws: the scene's `ConfigError` (none for the bytes that run, unless a file went away).
    package var appliedSceneLoader: @Sendable () throws -> ResolvedScene {
        let path = path
        let files = appliedFilesReader
        return { try ConfigLoader.loadScene(path: path, files: files) }
    }

    /// Serves the files as the running scene read them, from memory: the values card opens on
    /// them without reading a file. A file the running scene did not read is read through `reader`.
    package var appliedFilesReader: ConfigFileReader {
        applied.reader(fallback: readFile)
    }

    /// What to call (on any thread) to have the loop call `applyPendingChanges()` and the values
    /// card's `applyFinished()`; nil until `startWaking(_:)`.
    package private(set) var wake: (@Sendable () -> Void)?

    /// Has a background thread drop the scene `retired` holds. The box, not the scene, is what
    /// the loop's references keep: whichever thread lets go of the box last, the scene's storage
    /// is freed by the background thread's `take()`.
    private static func releaseOffLoop(_ retired: Retired) {
        BackgroundWork.start { retired.take() }
    }

    /// A scene handed to another thread only to be freed there; nothing reads it.
    private final class Retired: @unchecked Sendable {
        private var scene: ResolvedScene?

        init(_ scene: ResolvedScene) {
            self.scene = scene
        }

        func take() {
            scene = nil
        }
    }

    /// The bytes of every file the running scene was loaded from (the values card starts from
    /// them, so its loads share their storage and compare with them cheaply).
    var appliedFiles: Snapshot { applied }

    /// Returns the notice of an overridden write and forgets it.
    package func takeWriteNotice() -> String? {
        defer { writeNotice = nil }
        return writeNotice
    }

    /// Files the values card wrote that now hold other bytes were saved by someone else since.
    private func noteOverriddenWrites(_ read: Snapshot) {
        let overridden = ownWrites.withLock { writes in
            let paths = writes.filter { read[$0.key] != nil && read[$0.key] != .bytes($0.value) }.map(\.key)
            for path in paths { writes[path] = nil }
            return paths
        }
        for path in overridden {
            let name = (path as NSString).lastPathComponent
            writeNotice = "\(name) was saved by another program after the values card changed it; that save wins"
        }
    }

    private func watch(_ files: Set<String>) {
        if files != watcher.watchedFiles { watcher.updateWatchedFiles(Array(files)) }
    }
}

/// Counts file reads made on the thread that created it (the loop's).
private final class LoopThreadAccess: @unchecked Sendable {
    private let loopThread = pthread_self()
    private let lock = NSLock()
    private var count = 0

    var reads: Int { lock.withLock { count } }

    func noteRead() {
        guard pthread_equal(pthread_self(), loopThread) != 0 else { return }
        lock.withLock { count += 1 }
    }
}

/// When a reload's file event was seen and when its scene was applied, for the overlay's
/// "reloaded at …, event→apply … ms" (the window adds the time to the first frame drawn with it).
package struct ReloadTiming: Equatable, Sendable {
    /// When the event completing the save was read.
    package var eventTime: ContinuousClock.Instant
    /// When the reloaded scene was applied to the panels.
    package var appliedTime: ContinuousClock.Instant
    /// The wall-clock time of the apply, to show.
    package var date: Date

    /// From the event to the apply, in milliseconds.
    package var eventToApplyMilliseconds: Double { eventTime.duration(to: appliedTime).milliseconds }
}

extension Duration {
    /// This duration in milliseconds.
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
