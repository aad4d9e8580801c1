import Dispatch
import Foundation
import PanelConfig
import PanelScene

/// Runs the values card's requests one after another on a thread of its own and hands back
/// the newest result.
///
/// Requests wait in order; steps of one value asked for before the worker took them are done
/// as one (a newer change supersedes an unfinished one), and a result the loop has not taken
/// when a newer one finishes is replaced by it. The loop takes a result with `takeFinished()`,
/// which never waits: it only tries the lock, and a worker holding it calls `onFinish` right
/// after releasing it.
final class ValueChangeWorker: @unchecked Sendable {
    private let lock = NSLock()
    private let running = DispatchGroup()
    private let onFinish: (@Sendable () -> Void)?
    // Under `lock`:
    private var requests: [ValueRequest] = []
    private var containerSize: CGSize
    private var draining = false
    private var finished: ValueChangeResult?
    private var superseded = 0
    /// Touched only by the draining thread (one at a time: `draining`).
    private var state: ValueChangeState

    /// A worker starting from `state`; `onFinish` is called on its thread after each result.
    init(state: ValueChangeState, onFinish: (@Sendable () -> Void)?) {
        self.state = state
        self.containerSize = state.containerSize
        self.onFinish = onFinish
    }

    /// Queues `request`, for a container of `containerSize` (which layout entry is tuned).
    func submit(_ request: ValueRequest, containerSize: CGSize) {
        let starts = lock.withLock {
            requests.append(request)
            self.containerSize = containerSize
            defer { draining = true }
            return !draining
        }
        guard starts else { return }
        running.enter()
        BackgroundWork.start { [self] in
            drain()
            running.leave()
        }
    }

    private func drain() {
        while true {
            let taken = lock.withLock { () -> (requests: [ValueRequest], size: CGSize)? in
                guard !requests.isEmpty else {
                    draining = false
                    return nil
                }
                defer { requests = [] }
                return (requests, containerSize)
            }
            guard let taken else { return }
            state.containerSize = taken.size
            let coalesced = Self.coalesced(taken.requests)
            lock.withLock { superseded += taken.requests.count - coalesced.count }
            for request in coalesced {
                let result = state.perform(request)
                lock.withLock {
                    if finished != nil { superseded += 1 }
                    finished = finished.map(result.superseding) ?? result
                }
                onFinish?()
            }
        }
    }

    /// `requests` with each run of steps on one value (same scale, same scrub) joined into one
    /// and a refresh dropped when a later request follows (it reads the files anyway).
    static func coalesced(_ requests: [ValueRequest]) -> [ValueRequest] {
        var result: [ValueRequest] = []
        for request in requests {
            if case .refresh? = result.last { result.removeLast() }
            if case .step(let name, let steps, let scale, let scrub) = request,
                case .step(name, let earlier, scale, scrub)? = result.last
            {
                result[result.count - 1] = .step(name: name, steps: earlier + steps, scale: scale, scrub: scrub)
                continue
            }
            result.append(request)
        }
        return result
    }

    /// The newest result if one finished and was not taken yet. Never blocks.
    func takeFinished() -> ValueChangeResult? {
        guard lock.try() else { return nil }
        defer { lock.unlock() }
        defer { finished = nil }
        return finished
    }

    /// Blocks until every request asked for is done; for tools and tests, never the window.
    func waitUntilIdle() {
        running.wait()
    }

    /// Whether a request is waiting or running, or a result waits to be taken.
    var isBusy: Bool { lock.withLock { draining || !requests.isEmpty || finished != nil } }

    /// Requests and results dropped because a newer one stood for them.
    var supersededCount: Int { lock.withLock { superseded } }
}
