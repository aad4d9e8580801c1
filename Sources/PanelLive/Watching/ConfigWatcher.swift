import Foundation
import PanelScene

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Watches the files a scene uses and says which ones may have finished changing.
///
/// Use it in one of two ways: call `drain()` every frame, or call `startWakeThread(onChange:)` and
/// `drain()` from the callback's consequence (e.g. an SDL user event handled on the loop's thread).
/// There is no debounce beyond the backend's own: a change is reported as soon as what completes it
/// is seen.
package final class ConfigWatcher {
    /// Why a watcher could not be made.
    package struct WatchError: Error, CustomStringConvertible {
        package var description: String
    }

    /// How changes are noticed (Docs/architecture.md "Watching files").
    package enum Backend: Sendable, Equatable {
        /// inotify where the system has it (Linux), polling elsewhere.
        case native
        /// Each file's status compared every `scanInterval`; a change completes once the status
        /// held still for `quietInterval`.
        case polling(scanInterval: Duration = .milliseconds(50), quietInterval: Duration = .milliseconds(100))

        /// `PANEL_SANDBOX_WATCH=polling` picks polling (for file systems that send no events, such as
        /// network shares); anything else, or nothing, `native`.
        package static var fromEnvironment: Backend {
            ProcessInfo.processInfo.environment["PANEL_SANDBOX_WATCH"] == "polling" ? .polling() : .native
        }
    }

    private let backend: any WatchBackend
    private var wakeThread: WakeThread?

    /// Starts watching `paths` (absolute paths; see `updateWatchedFiles`).
    /// - Throws: `WatchError` when the system has no inotify instance to give.
    package init(watching paths: [String] = [], backend: Backend = .fromEnvironment) throws {
        switch backend {
        case .polling(let scanInterval, let quietInterval):
            self.backend = PollingWatchBackend(scanInterval: scanInterval, quietInterval: quietInterval)
        case .native:
            #if os(Linux)
                self.backend = try InotifyWatchBackend()
            #else
                self.backend = PollingWatchBackend()
            #endif
        }
        updateWatchedFiles(paths)
    }

    deinit {
        wakeThread?.stop()
    }

    /// How long a changed file must hold still before its change completes (polling); nil when a
    /// change completes as soon as the saving call returned (inotify).
    package var quietInterval: Duration? { backend.quietInterval }

    /// The descriptor that becomes readable when events come; nil for a polling watcher.
    package var eventDescriptor: Int32? { backend.eventDescriptor }

    /// The files watched now (absolute paths, as given).
    package var watchedFiles: Set<String> { backend.watchedFiles }

    /// Replaces the watched files (a reload changed the files the scene uses). Files or folders
    /// that do not exist are watched for when they appear.
    package func updateWatchedFiles(_ paths: [String]) {
        backend.watch(Set(paths))
    }

    /// The watched files whose content may have completed changing since the last call, in no
    /// order; never blocks. A file still being written is held back until its writer is done.
    package func drain() -> Set<String> {
        _ = backend.readAvailableEvents()
        return backend.takeCompleted()
    }

    /// When the changes of the last non-empty `drain()` were first seen: with the wake thread, the
    /// moment the completing event arrived (within the thread's wake-up).
    package var lastEventTime: ContinuousClock.Instant? { backend.lastEventTime }

    /// Whether a writer is known to hold `path` open for writing (its content may be half written).
    package func isBeingWritten(_ path: String) -> Bool { backend.isBeingWritten(path) }

    /// Waits up to `timeout` for a change and returns it (empty when none came): for tools and
    /// tests that have nothing else to do. Not for use together with the wake thread, which reads
    /// the events itself.
    package func waitForChanges(timeout: Duration) -> Set<String> {
        let deadline = ContinuousClock.now + timeout
        while true {
            let changed = drain()
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard changed.isEmpty, remaining > .zero else { return changed }
            waitForActivity(timeout: remaining)
        }
    }

    /// Blocks until the backend may have something new — its event descriptor readable, or one scan
    /// interval gone for a backend without one — or `timeout` passes; reads nothing.
    package func waitForActivity(timeout: Duration) {
        let wait = backend.eventDescriptor == nil ? min(timeout, backend.scanInterval) : timeout
        var request = pollfd(fd: backend.eventDescriptor ?? -1, events: Int16(POLLIN), revents: 0)
        _ = poll(&request, 1, Int32(clamping: Int(wait.milliseconds.rounded(.up))))
    }

    /// Starts a small thread that waits for the backend's events (or scans it every interval) and
    /// calls `onChange` (on that thread) when a watched file has completed changing and was not
    /// drained yet, so a loop that sleeps until its next event wakes up. Keep `onChange` short (post
    /// an event); drain on the loop's thread. Replaces a thread started before; the thread ends with
    /// the watcher.
    package func startWakeThread(onChange: @escaping @Sendable () -> Void) {
        wakeThread?.stop()
        wakeThread = WakeThread(backend: backend, onChange: onChange)
    }
}
