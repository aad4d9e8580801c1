import Foundation

/// One piece of work on a thread of its own whose result the loop takes between frames: the loop
/// starts it, is woken when it is done, and takes the result without ever waiting for it.
package final class BackgroundTask<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result?
    private var isDone = false

    /// Runs `work` on another thread, then calls `wake` (from that thread) so the loop comes to
    /// take the result.
    package init(wake: @escaping @Sendable () -> Void, work: @escaping @Sendable () -> Result) {
        BackgroundWork.start { [self] in
            let finished = work()
            lock.withLock {
                result = finished
                isDone = true
            }
            wake()
        }
    }

    /// The result once the work is done, else nil; never waits.
    package func take() -> Result? {
        lock.withLock { isDone ? result : nil }
    }
}
