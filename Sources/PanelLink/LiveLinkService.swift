import Foundation
import PanelLive

/// `serve`'s whole run (Docs/live.md): the scene's files watched, every good load published to the
/// pages, until SIGINT or SIGTERM.
package struct LiveLinkService {
    /// The scene file the pages follow.
    package var scenePath: String
    /// Listen on the machine's private address instead of loopback.
    package var lan = false
    /// The port; 0 picks a free one.
    package var port: Int
    /// Origins besides the page's own whose WebSockets are admitted.
    package var extraOrigins: [String] = []
    /// Print the URL's QR code after it.
    package var printsQRCode = true
    /// Make a new token instead of the one kept for the scene since its last run.
    package var newToken = false

    package init(scenePath: String, port: Int) {
        self.scenePath = scenePath
        self.port = port
    }

    /// Serves until a stop signal; the scene's files are read with `readFile` (a Swift scene is
    /// imported on each read), `output` gets the URL (the first line) and its QR code, `log` the
    /// server's refusals and failures.
    /// - Throws: the scene's load error or the server's start error, before anything is printed.
    package func run(
        readFile: @escaping @Sendable (String) throws -> Data, output: (String) -> Void,
        log: @escaping @Sendable (String) -> Void
    ) throws {
        let stop = StopSignals()
        let live = try LiveScene(path: scenePath, readFile: readFile)
        let link = try LiveLink(
            scenePath: scenePath, lan: lan, port: port, extraOrigins: extraOrigins, tokens: .user, newToken: newToken,
            log: log)
        let url = link.server.url
        output(url + "\n")
        if printsQRCode, let code = QRCode(url) { output(code.terminalText) }
        link.publish(live.runtime.scene)
        live.startWaking { stop.wake.signal() }
        while !stop.isRequested {
            stop.wake.wait()
            switch live.applyPendingChanges() {
            case .applied, .recovered: link.publish(live.runtime.scene)
            case .failed: link.publish(errors: live.errors)
            case .unchanged, .loading, .unchangedOnRequest, .waitingForWriter: break
            }
        }
        link.stop()
    }
}

/// SIGINT and SIGTERM, blocked before any thread starts (threads inherit the mask) and taken by one
/// thread with sigwait: a signal sent the moment the URL is printed stays pending until then
/// instead of being lost or killing the process. A signal sets the request and wakes the loop.
private final class StopSignals: @unchecked Sendable {
    let wake = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var requested = false

    init() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        Thread { [signals, self] in
            var waitedFor = signals
            var received: Int32 = 0
            sigwait(&waitedFor, &received)
            self.lock.withLock { self.requested = true }
            self.wake.signal()
        }.start()
    }

    var isRequested: Bool { lock.withLock { requested } }
}
