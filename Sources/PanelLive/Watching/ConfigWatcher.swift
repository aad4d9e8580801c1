import Foundation
import Glibc
import PanelScene

/// Watches the files a scene uses and says which ones may have finished changing.
///
/// inotify watches the *directories* of the files, not the files: editors replace files (vim
/// renames and rewrites, JetBrains and Foundation write a temp file and rename it over, some
/// delete and recreate), and a watch on a file would stay on the old inode. Only events for the
/// watched file names count; nothing else in those directories (swap files, an `exports/`
/// folder) reports anything.
///
/// Use it in one of two ways: poll `fileDescriptor` in a loop and call `drain()` when it is
/// readable, or call `startWakeThread(onChange:)` and `drain()` from the callback's consequence
/// (e.g. an SDL user event handled on the loop's thread). There is no debounce: a change is
/// reported as soon as the event that completes it is read.
package final class ConfigWatcher {
    /// Why a watcher could not be made.
    package struct WatchError: Error, CustomStringConvertible {
        package var description: String
    }

    private let queue: WatchQueue
    private var wakeThread: WakeThread?

    /// Starts watching the directories of `paths` (absolute paths; see `updateWatchedFiles`).
    /// - Throws: `WatchError` when the system has no inotify instance to give.
    package init(watching paths: [String] = []) throws {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw WatchError(description: "cannot watch config files: inotify_init1: \(reason)")
        }
        queue = WatchQueue(descriptor: descriptor)
        updateWatchedFiles(paths)
    }

    deinit {
        wakeThread?.stop()
    }

    /// The non-blocking inotify descriptor: readable when `drain()` may have something to say.
    package var fileDescriptor: Int32 { queue.descriptor }

    /// The files watched now (absolute paths, as given).
    package var watchedFiles: Set<String> { queue.withLock { queue.watchedFiles } }

    /// Replaces the watched files (a reload changed the files the scene uses). Directories that
    /// do not exist are skipped; calling this again after they appear watches them.
    package func updateWatchedFiles(_ paths: [String]) {
        queue.withLock { queue.watch(Set(paths)) }
    }

    /// The watched files whose content may have completed changing since the last call, in no
    /// order; never blocks. A file still open for writing (`IN_MODIFY` without its
    /// `IN_CLOSE_WRITE` yet) is held back until its writer closes it.
    package func drain() -> Set<String> {
        queue.withLock {
            queue.readAvailableEvents()
            return queue.takeCompleted()
        }
    }

    /// When the changes of the last non-empty `drain()` were first read from the descriptor: with
    /// the wake thread, the moment the completing event arrived (within the thread's wake-up).
    package var lastEventTime: ContinuousClock.Instant? { queue.withLock { queue.lastEventTime } }

    /// Whether a writer is known to hold `path` open for writing (its content may be half written).
    package func isBeingWritten(_ path: String) -> Bool {
        queue.withLock { queue.tracker.beingWritten.contains(path) }
    }

    /// Waits up to `timeout` for a change and returns it (empty when none came): for tools and
    /// tests that have nothing else to do. Not for use together with the wake thread, which reads
    /// the descriptor itself.
    package func waitForChanges(timeout: Duration) -> Set<String> {
        let deadline = ContinuousClock.now + timeout
        while true {
            let changed = drain()
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard changed.isEmpty, remaining > .zero else { return changed }
            var request = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&request, 1, Int32(clamping: Int(remaining.milliseconds.rounded(.up))))
        }
    }

    /// Starts a small thread that blocks in `poll()` on the descriptor and calls `onChange` (on
    /// that thread) when a watched file has completed changing and was not drained yet, so a loop
    /// that sleeps until its next event wakes up. Keep `onChange` short (post an event); drain on
    /// the loop's thread. Replaces a thread started before; the thread ends with the watcher.
    package func startWakeThread(onChange: @escaping @Sendable () -> Void) {
        wakeThread?.stop()
        wakeThread = WakeThread(queue: queue, onChange: onChange)
    }
}

/// The watcher's state, shared with its wake thread: the descriptor, the watches and what the
/// events said so far. Every member is used under `lock`.
final class WatchQueue: @unchecked Sendable {
    let descriptor: Int32
    private let lock = NSLock()
    private var parser = InotifyEventParser()
    private(set) var tracker = SaveTracker()
    private(set) var watchedFiles: Set<String> = []
    private(set) var lastEventTime: ContinuousClock.Instant?
    /// When the tracker last went from nothing completed to something completed.
    private var completedSince: ContinuousClock.Instant?
    /// Watched directory paths by watch descriptor (several paths when symlinks make them one).
    private var directories: [Int32: Set<String>] = [:]
    /// "directory/name" as events name it → the watched paths it stands for (a file and the
    /// target of its symlink both stand for the file).
    private var names: [String: Set<String>] = [:]
    private var readBuffer = [UInt8](repeating: 0, count: 64 * 1024)

    /// The events that matter: completing ones, writes in progress, and the directory itself
    /// going away. `IN_EXCL_UNLINK`: writes to a file already deleted no longer concern its name.
    private static let mask =
        UInt32(bitPattern: IN_MODIFY | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR | IN_EXCL_UNLINK)
        | SaveTracker.completingMask

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    func withLock<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    // MARK: Watches

    func watch(_ paths: Set<String>) {
        watchedFiles = paths
        names = [:]
        for path in paths {
            names[path, default: []].insert(path)
            if let target = Self.resolvingSymlinks(path), target != path { names[target, default: []].insert(path) }
        }
        let wanted = Set(names.keys.map(Self.directory(of:)))
        var kept: [Int32: Set<String>] = [:]
        for directory in wanted {
            let watch = inotify_add_watch(descriptor, directory, Self.mask)
            if watch >= 0 { kept[watch, default: []].insert(directory) }
        }
        for watch in directories.keys where kept[watch] == nil {
            inotify_rm_watch(descriptor, watch)
        }
        directories = kept
        tracker.keep(only: paths)
    }

    private static func directory(of path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    /// `name` in `directory`, spelled as `directory(of:)` splits it.
    private static func path(_ name: String, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    private static func resolvingSymlinks(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    // MARK: Events

    /// Reads every event queued on the descriptor. Returns whether this made a completed change
    /// available where there was none (the moment a sleeping loop must be woken).
    @discardableResult
    func readAvailableEvents() -> Bool {
        let hadCompleted = tracker.hasCompleted
        while true {
            let count = readBuffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            let events = readBuffer.withUnsafeBytes { parser.parse(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            for event in events { handle(event) }
        }
        guard !hadCompleted, tracker.hasCompleted else { return false }
        completedSince = ContinuousClock.now
        return true
    }

    private func handle(_ event: InotifyEvent) {
        if event.has(IN_Q_OVERFLOW) {
            tracker.recordLostEvents(of: watchedFiles)
            return
        }
        guard let watchedDirectories = directories[event.watchDescriptor] else { return }
        if event.has(IN_IGNORED) || event.has(IN_DELETE_SELF) || event.has(IN_MOVE_SELF) {
            // The directory is gone from where it was: its files are missing now. The next
            // `watch(_:)` (after the reload this triggers) watches it again if it comes back.
            tracker.recordLostEvents(of: watchedFiles.filter { watchedDirectories.contains(Self.directory(of: $0)) })
            if event.has(IN_IGNORED) { directories[event.watchDescriptor] = nil }
            return
        }
        for directory in watchedDirectories {
            for path in names[Self.path(event.name, in: directory)] ?? [] {
                tracker.record(event, path: path)
            }
        }
    }

    func takeCompleted() -> Set<String> {
        let completed = tracker.takeCompleted()
        if !completed.isEmpty { lastEventTime = completedSince ?? ContinuousClock.now }
        if !tracker.hasCompleted { completedSince = nil }
        return completed
    }
}
