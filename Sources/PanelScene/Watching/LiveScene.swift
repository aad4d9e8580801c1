import FloatingPanel
import Foundation
import PanelConfig

/// A scene that follows its files: when one of them completes a change, the scene is read again
/// and, if it loads and validates, applied to the running panels; otherwise the last good scene
/// keeps running and `errors` says what is wrong.
///
/// Everything happens on the caller's thread, between frames: call `applyPendingChanges()` when
/// the watcher's descriptor is readable or its wake thread called back.
public final class LiveScene {
    /// The scene file as given (diagnostics name files relative to it).
    public let path: String
    /// The panels, running the last scene that loaded.
    public let runtime: SceneRuntime
    /// Watches every file the scene uses (and those a failed attempt tried to use).
    public let watcher: ConfigWatcher
    /// The `FILE:LINE:COL: error: …` lines of the files as they are now; empty when the running
    /// scene is what the files say.
    public private(set) var errors: [String] = []
    /// The last reload that was applied.
    public private(set) var lastReload: ReloadTiming?
    /// The event handler of panels a reload adds.
    public var onEvent: ((PanelRuntime, PanelEvent) -> Void)?
    /// Set when another program saved a file after the values card wrote it: that save is what
    /// runs (the last write wins), and the side bar says so. Cleared by `takeWriteNotice()`.
    public private(set) var writeNotice: String?

    private let reportError: (String) -> Void
    /// The bytes of every file the running scene was loaded from.
    private var applied: Snapshot
    /// The bytes of every file the last failed attempt read; nil once a load succeeds.
    private var failed: Snapshot?
    /// The bytes the values card last wrote into each file it changed (absolute paths).
    private var ownWrites: [String: Data] = [:]

    /// Loads the scene at `path` and starts watching its files. Panels are not shown yet
    /// (`runtime.showAll()`).
    /// - Parameters:
    ///   - defaultDisplayScale: pixels per point when the scene gives none.
    ///   - reportError: receives every error line of a failed reload (default: standard error).
    /// - Throws: `ConfigError` when the scene is unusable, `ConfigWatcher.WatchError` when its files
    ///   cannot be watched.
    public init(
        path: String, defaultDisplayScale: CGFloat = 2,
        reportError: @escaping (String) -> Void = LiveScene.printToStandardError
    ) throws {
        self.path = path
        self.reportError = reportError
        let recorder = ReadRecorder(snapshot: [:])
        let scene = try ConfigLoader.loadScene(path: path, files: recorder.reader)
        applied = recorder.read
        runtime = SceneRuntime(scene: scene, defaultDisplayScale: defaultDisplayScale)
        watcher = try ConfigWatcher(watching: scene.referencedFiles)
    }

    /// Writes `line` and a newline to standard error.
    public static func printToStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// What one reload attempt did.
    public enum Outcome: Equatable {
        /// No watched file completed a change, or the files hold what was already tried.
        case unchanged
        /// The files went back to what is running: the errors are gone, nothing to apply.
        case recovered
        /// The new scene runs.
        case applied(ReloadTiming)
        /// The files do not load; the last good scene keeps running (`errors`).
        case failed
        /// The files do not load yet, but a writer still has one of them open: its close retries.
        case waitingForWriter
    }

    /// Drains the watcher and, if a watched file completed a change, reloads (`reload(eventTime:)`).
    @discardableResult
    public func applyPendingChanges() -> Outcome {
        guard !watcher.drain().isEmpty else { return .unchanged }
        return reload(eventTime: watcher.lastEventTime ?? .now)
    }

    /// Reads every file again and applies them if they differ from what runs and load. Half-written
    /// content fails validation and is not applied; the writer's close triggers the next attempt.
    /// - Parameter eventTime: when the change was seen, for `ReloadTiming`.
    @discardableResult
    public func reload(eventTime: ContinuousClock.Instant = .now) -> Outcome {
        let files = Set(applied.keys).union(failed.map { Set($0.keys) } ?? [])
        let snapshot = Snapshot(uniqueKeysWithValues: files.map { ($0, FileContent.read($0)) })
        if let failed {
            if failed.allSatisfy({ snapshot[$0.key] == $0.value }) { return .unchanged }
        } else if snapshot == applied {
            return .unchanged
        }
        let recorder = ReadRecorder(snapshot: snapshot)
        do {
            let scene = try ConfigLoader.loadScene(path: path, files: recorder.reader)
            return apply(scene, read: recorder.read, eventTime: eventTime)
        } catch {
            let read = recorder.read
            if read.keys.contains(where: watcher.isBeingWritten) { return .waitingForWriter }
            let referenced = (error as? ConfigError)?.referencedFiles ?? []
            errors = (error as? ConfigError)?.diagnostics.map(\.description) ?? ["\(path): error: \(error)"]
            for line in errors { reportError(line) }
            failed = read
            watch(Set(applied.keys).union(read.keys).union(referenced))
            return .failed
        }
    }

    private func apply(_ scene: ResolvedScene, read: Snapshot, eventTime: ContinuousClock.Instant) -> Outcome {
        errors = []
        failed = nil
        watch(Set(scene.referencedFiles))
        noteOverriddenWrites(read)
        guard read != applied else { return .recovered }
        applied = read
        runtime.reload(scene, onEvent: onEvent)
        let timing = ReloadTiming(eventTime: eventTime, appliedTime: .now, date: Date())
        lastReload = timing
        return .applied(timing)
    }

    /// Applies a file the values card has just written, through the same reload as a save.
    ///
    /// The scene then runs those bytes, so the watcher's event for the write finds nothing new
    /// (`reload` compares content, not times) and the change is applied once.
    /// - Parameters:
    ///   - path: the file's absolute path.
    ///   - bytes: what was written.
    @discardableResult
    package func applyOwnWrite(_ path: String, bytes: Data) -> Outcome {
        ownWrites[path] = bytes
        return reload()
    }

    /// Returns the notice of an overridden write and forgets it.
    public func takeWriteNotice() -> String? {
        defer { writeNotice = nil }
        return writeNotice
    }

    /// Files the values card wrote that now hold other bytes were saved by someone else since.
    private func noteOverriddenWrites(_ read: Snapshot) {
        for (path, bytes) in ownWrites where read[path] != nil && read[path] != .bytes(bytes) {
            ownWrites[path] = nil
            let name = (path as NSString).lastPathComponent
            writeNotice = "\(name) was saved by another program after the values card changed it; that save wins"
        }
    }

    private func watch(_ files: Set<String>) {
        if files != watcher.watchedFiles { watcher.updateWatchedFiles(Array(files)) }
    }
}

/// When a reload's file event was seen and when its scene was applied, for the overlay's
/// "reloaded at …, event→apply … ms" (the window adds the time to the first frame drawn with it).
public struct ReloadTiming: Equatable, Sendable {
    /// When the event completing the save was read.
    public var eventTime: ContinuousClock.Instant
    /// When the reloaded scene was applied to the panels.
    public var appliedTime: ContinuousClock.Instant
    /// The wall-clock time of the apply, to show.
    public var date: Date

    /// From the event to the apply, in milliseconds.
    public var eventToApplyMilliseconds: Double { eventTime.duration(to: appliedTime).milliseconds }
}

extension Duration {
    /// This duration in milliseconds.
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}

/// A file's content as read once, or why it could not be read.
enum FileContent: Equatable {
    case bytes(Data)
    case unreadable(reason: String)

    static func read(_ path: String) -> FileContent {
        do {
            return .bytes(try ConfigFileReader.disk.read(path))
        } catch let error as ConfigFileReader.ReadError {
            return .unreadable(reason: error.reason)
        } catch {
            return .unreadable(reason: "\(error)")
        }
    }
}

/// Absolute path → content.
typealias Snapshot = [String: FileContent]

/// A file reader for one load that serves the snapshot taken before it (so what is validated is
/// exactly what was compared), reads files outside it from disk, and records every file served.
/// The loader calls it synchronously on the loading thread, so its state needs no lock.
private final class ReadRecorder: @unchecked Sendable {
    private let snapshot: Snapshot
    private(set) var read: Snapshot = [:]

    init(snapshot: Snapshot) {
        self.snapshot = snapshot
    }

    var reader: ConfigFileReader {
        ConfigFileReader(currentDirectory: FileManager.default.currentDirectoryPath) { [self] path in
            let content = snapshot[path] ?? FileContent.read(path)
            read[path] = content
            switch content {
            case .bytes(let data): return data
            case .unreadable(let reason): throw ConfigFileReader.ReadError(reason: reason)
            }
        }
    }
}
