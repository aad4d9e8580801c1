import Dispatch
import Foundation
import PanelScene

/// Runs `SceneLoadJob`s off the loop's thread and hands back only the newest one's result.
///
/// Every `start` supersedes the loads before it: a load still reading when a newer save comes
/// keeps reading (a slow file cannot be interrupted), but its result is dropped when it ends.
/// The loop takes a finished result with `takeFinished()`, which never waits: it only tries the
/// lock, and every worker that ends while a result waits calls `onFinish` after releasing it, so
/// a busy lock means a wake-up is on its way.
final class BackgroundSceneLoader: @unchecked Sendable {
    /// A finished load and the request it answers.
    struct Finished {
        var result: SceneLoadJob.Result
        var request: Request
    }

    /// What the loop asked for, handed back with the result.
    struct Request: Sendable {
        /// When the change that asked for the load was seen.
        var eventTime: ContinuousClock.Instant
        /// Whether `LiveScene.reload` asked rather than a watched file's change.
        var byHand: Bool
    }

    private let lock = NSLock()
    /// Signalled once per finished load, for `waitForNewest()`.
    private let finishedSignal = DispatchSemaphore(value: 0)
    private var newestGeneration = 0
    /// The newest generation that has finished (taken or not).
    private var finishedGeneration = 0
    /// The newest generation whose result was taken.
    private var takenGeneration = 0
    private var finished: Finished?
    private var superseded = 0
    private var onFinish: (@Sendable () -> Void)?

    /// Called on the worker's thread after each load that is still the newest finishes.
    func setOnFinish(_ callback: (@Sendable () -> Void)?) {
        lock.withLock { onFinish = callback }
    }

    /// Starts `job` on a background thread; a finished result not taken yet is dropped.
    func start(_ job: SceneLoadJob, request: Request) {
        let generation = lock.withLock {
            newestGeneration += 1
            if finished != nil { superseded += 1 }
            finished = nil
            return newestGeneration
        }
        BackgroundWork.start { [self] in
            let result = job.run()
            let wake = lock.withLock { () -> (@Sendable () -> Void)? in
                guard generation == newestGeneration else {
                    superseded += 1
                    // The loop may have found the lock busy with this one while the newest
                    // result waited: wake it again.
                    return finished == nil ? nil : onFinish
                }
                finishedGeneration = generation
                finished = Finished(result: result, request: request)
                return onFinish
            }
            finishedSignal.signal()
            wake?()
        }
    }

    /// The newest load's result if it has finished and was not taken yet. Never blocks: when a
    /// worker holds the lock this frame, its `onFinish` comes right after.
    func takeFinished() -> Finished? {
        guard lock.try() else { return nil }
        defer { lock.unlock() }
        return take()
    }

    /// Takes the finished result (under `lock`).
    private func take() -> Finished? {
        let taken = finished
        finished = nil
        if taken != nil { takenGeneration = finishedGeneration }
        return taken
    }

    /// Blocks until the newest load has finished and returns its result (nil when none was
    /// started or it was taken already). For tools and tests; the window never calls it.
    func waitForNewest() -> Finished? {
        while true {
            let state = lock.withLock { () -> (taken: Finished?, pending: Bool) in
                let taken = take()
                return (taken, taken == nil && finishedGeneration < newestGeneration)
            }
            guard state.pending else { return state.taken }
            finishedSignal.wait()
        }
    }

    /// Whether the newest load's result has not been taken yet: it runs, or waits to be taken.
    var isDue: Bool { lock.withLock { takenGeneration < newestGeneration } }

    /// Loads whose result was dropped because a newer one was asked for.
    var supersededCount: Int { lock.withLock { superseded } }
}
