import Foundation
import PanelScene

/// Turns a hang into a report: a case that runs longer than `limit` stops the process with its
/// description on standard error, since a stuck call cannot be interrupted from the same thread.
/// Sendable because its mutable state (`current`, `stopped`) is used only while `lock` is held.
final class FuzzWatchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var current: (description: String, start: Date)?
    private var stopped = false
    private let limit: TimeInterval

    init(limit: TimeInterval) {
        self.limit = limit
        let thread = Thread { [weak self] in
            while let self, self.poll() { Thread.sleep(forTimeInterval: 0.5) }
        }
        thread.start()
    }

    /// Runs `body` as the case described by `description`.
    func watch<Result>(_ description: @autoclosure () -> String, _ body: () -> Result) -> Result {
        lock.withLock { current = (description(), Date()) }
        defer { lock.withLock { current = nil } }
        return body()
    }

    /// Ends the watch thread.
    func stop() {
        lock.withLock { stopped = true }
    }

    /// False once stopped; never returns when the current case is over its limit.
    private func poll() -> Bool {
        lock.withLock {
            guard !stopped else { return false }
            if let current, Date().timeIntervalSince(current.start) > limit {
                FileHandle.standardError.write(Data("fuzz: hang (> \(Int(limit)) s) in \(current.description)\n".utf8))
                exit(70)  // EX_SOFTWARE
            }
            return true
        }
    }
}

/// Seconds of CPU the calling thread has used: a case's cost without the time other processes
/// took the core (this machine builds and tests in parallel), which a wall clock would count.
func threadCPUSeconds() -> TimeInterval {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9
}
