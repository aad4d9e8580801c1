import Foundation

/// Watches files by comparing their status (identity, size, modification time) scan by scan,
/// with the save-style rules of `SaveTracker`: a file whose status changed is being written until
/// it has been quiet for `quietInterval` — its modification time that far in the past, or its
/// status the same for that long across scans (a clock that disagrees with the file system's) —
/// and then its change completes. Every editor's way of saving — in place, a
/// temporary file renamed over, vim's backup rename, delete and recreate — ends with a status
/// that holds still, so each completes once. What polling cannot see is a writer that holds a file
/// open and pauses for longer than `quietInterval`: its half is read, fails to load, and the last
/// good scene keeps running until the rest arrives.
final class PollingWatchBackend: WatchBackend, @unchecked Sendable {
    /// What a scan compares; nil for a file that is not there.
    private struct Status: Equatable {
        var identity: UInt64
        var size: UInt64
        var modified: Date
    }

    private let lock = NSLock()
    let scanInterval: Duration
    private let quiet: Duration
    private var files: Set<String> = []
    /// Each file's status when its last change completed (or when watching began).
    private var seen: [String: Status?] = [:]
    /// Files whose status moved and has not been quiet for `quietInterval` yet: the status the
    /// last scan found and when a scan first found it.
    private var moving: [String: (status: Status?, since: ContinuousClock.Instant)] = [:]
    private var changed: Set<String> = []
    private var completedSince: ContinuousClock.Instant?
    private var lastCompletion: ContinuousClock.Instant?

    /// - Parameters:
    ///   - scanInterval: how often a wake thread scans.
    ///   - quietInterval: how long a changed file must hold still before its change completes.
    init(scanInterval: Duration = .milliseconds(50), quietInterval: Duration = .milliseconds(100)) {
        self.scanInterval = scanInterval
        self.quiet = quietInterval
    }

    var eventDescriptor: Int32? { nil }

    var quietInterval: Duration? { quiet }

    var watchedFiles: Set<String> { lock.withLock { files } }

    var lastEventTime: ContinuousClock.Instant? { lock.withLock { lastCompletion } }

    func watch(_ paths: Set<String>) {
        lock.withLock {
            for path in paths where !files.contains(path) { seen[path] = Self.status(of: path) }
            files = paths
            seen = seen.filter { paths.contains($0.key) }
            moving = moving.filter { paths.contains($0.key) }
            changed.formIntersection(paths)
        }
    }

    func readAvailableEvents() -> Bool {
        lock.withLock {
            let hadCompleted = !changed.isEmpty
            let now = ContinuousClock.now
            for path in files {
                let status = Self.status(of: path)
                guard seen[path] != .some(status) else {
                    moving[path] = nil
                    continue
                }
                if moving[path].map({ $0.status != status }) ?? true { moving[path] = (status, now) }
                let quietOnDisk = status.map { Date().timeIntervalSince($0.modified) >= quiet.seconds } ?? true
                let quietAcrossScans = moving[path].map { $0.since.duration(to: now) >= quiet } ?? false
                if quietOnDisk || quietAcrossScans {
                    seen[path] = status
                    moving[path] = nil
                    changed.insert(path)
                }
            }
            guard !hadCompleted, !changed.isEmpty else { return false }
            completedSince = now
            return true
        }
    }

    func takeCompleted() -> Set<String> {
        lock.withLock {
            let completed = changed
            changed = []
            if !completed.isEmpty { lastCompletion = completedSince ?? .now }
            completedSince = nil
            return completed
        }
    }

    func isBeingWritten(_ path: String) -> Bool { lock.withLock { moving[path] != nil } }

    /// The status of `path`, through a symbolic link to its target; nil when it is not there.
    private static func status(of path: String) -> Status? {
        let target = (path as NSString).resolvingSymlinksInPath
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: target) else { return nil }
        return Status(
            identity: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0,
            size: (attributes[.size] as? NSNumber)?.uint64Value ?? 0,
            modified: attributes[.modificationDate] as? Date ?? .distantPast)
    }
}

extension Duration {
    /// This duration in seconds.
    fileprivate var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
