#if os(Linux)
    import Foundation
    import Glibc

    /// inotify's side of a `ConfigWatcher`: the descriptor, the watches and what the events said so far.
    ///
    /// inotify watches the *directories* of the files, not the files: editors replace files (vim
    /// renames and rewrites, JetBrains and Foundation write a temp file and rename it over, some
    /// delete and recreate), and a watch on a file would stay on the old inode. Only events for the
    /// watched file names count; nothing else in those directories (swap files, an `exports/`
    /// folder) reports anything. inotify queues an event within the system call that causes it, so a
    /// save is seen as soon as its calls have returned.
    final class InotifyWatchBackend: WatchBackend, @unchecked Sendable {
        let descriptor: Int32
        private let lock = NSLock()
        private var parser = InotifyEventParser()
        private var tracker = SaveTracker()
        private var files: Set<String> = []
        private var lastCompletion: ContinuousClock.Instant?
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

        /// - Throws: `ConfigWatcher.WatchError` when the system has no inotify instance to give.
        init() throws {
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else {
                let reason = String(cString: strerror(errno))
                throw ConfigWatcher.WatchError(description: "cannot watch config files: inotify_init1: \(reason)")
            }
        }

        deinit {
            close(descriptor)
        }

        var eventDescriptor: Int32? { descriptor }

        /// A writer's close completes its change at once.
        var quietInterval: Duration? { nil }

        /// Unused: the wake thread waits on the descriptor.
        var scanInterval: Duration { .seconds(1) }

        var watchedFiles: Set<String> { lock.withLock { files } }

        var lastEventTime: ContinuousClock.Instant? { lock.withLock { lastCompletion } }

        func isBeingWritten(_ path: String) -> Bool { lock.withLock { tracker.beingWritten.contains(path) } }

        // MARK: Watches

        func watch(_ paths: Set<String>) {
            lock.withLock { watchLocked(paths) }
        }

        private func watchLocked(_ paths: Set<String>) {
            files = paths
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
        func readAvailableEvents() -> Bool {
            lock.withLock { readLocked() }
        }

        private func readLocked() -> Bool {
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
                tracker.recordLostEvents(of: files)
                return
            }
            guard let watchedDirectories = directories[event.watchDescriptor] else { return }
            if event.has(IN_IGNORED) || event.has(IN_DELETE_SELF) || event.has(IN_MOVE_SELF) {
                // The directory is gone from where it was: its files are missing now. The next
                // `watch(_:)` (after the reload this triggers) watches it again if it comes back.
                tracker.recordLostEvents(of: files.filter { watchedDirectories.contains(Self.directory(of: $0)) })
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
            lock.withLock {
                let completed = tracker.takeCompleted()
                if !completed.isEmpty { lastCompletion = completedSince ?? ContinuousClock.now }
                if !tracker.hasCompleted { completedSince = nil }
                return completed
            }
        }
    }
#endif
