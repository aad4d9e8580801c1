import Foundation

/// How a `ConfigWatcher` learns that watched files changed: inotify on Linux
/// (`InotifyWatchBackend`), or the status of each file compared scan by scan
/// (`PollingWatchBackend`), which works on any system with POSIX `stat` and on file systems that
/// send no events (network shares, some container mounts). Docs/architecture.md "Watching files".
///
/// Every member takes the backend's own lock; a wake thread and the loop's thread share it.
protocol WatchBackend: AnyObject, Sendable {
    /// The files watched now (absolute paths, as given).
    var watchedFiles: Set<String> { get }
    /// Replaces the watched files.
    func watch(_ paths: Set<String>)
    /// Reads what happened since the last call. Returns whether this made a completed change
    /// available where there was none (the moment a sleeping loop must be woken).
    func readAvailableEvents() -> Bool
    /// The changed files no writer is known to hold open; forgotten until their next change.
    func takeCompleted() -> Set<String>
    /// When the changes of the last non-empty `takeCompleted()` were first seen.
    var lastEventTime: ContinuousClock.Instant? { get }
    /// Whether a writer is known, or for polling suspected, to be still writing `path`.
    func isBeingWritten(_ path: String) -> Bool
    /// What a wake thread waits on: a descriptor that becomes readable when events come, or
    /// nil to wake every `scanInterval`.
    var eventDescriptor: Int32? { get }
    /// How often a thread without an event descriptor looks again.
    var scanInterval: Duration { get }
    /// How long a changed file must hold still before its change completes; nil when the backend
    /// sees writers close their files (inotify).
    var quietInterval: Duration? { get }
}
