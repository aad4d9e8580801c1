import FloatingPanel
import Foundation
import PanelConfig
import PanelExport
import PanelLive
import PanelPlatforms
import PanelScene

/// The live link of one scene (Docs/live.md): the server, the scene versions it pushes and what
/// it does with the pages' messages. `serve` and the window's `D` both run one.
package final class LiveLink: @unchecked Sendable {
    /// A scene handed to the pages' queues, which make each page's message from it; it is not
    /// changed after it is published.
    private struct Published: @unchecked Sendable {
        let scene: ResolvedScene
        let version: Int
        let errors: [String]
        /// The springs the `compose` export fits, made once for the version when a Compose client
        /// first asks: a fit takes milliseconds that the pages' messages do not wait for.
        let composeFits: ComposeFits
    }

    /// The `compose` export's fitted springs of one scene, fitted at the first use.
    private final class ComposeFits: @unchecked Sendable {
        private let scene: ResolvedScene
        private let lock = NSLock()
        private var fits: [String: FittedSprings]?

        init(_ scene: ResolvedScene) { self.scene = scene }

        var value: [String: FittedSprings] {
            lock.withLock {
                if let fits { return fits }
                let made = FitReport(scene: scene, format: .compose).fittedSprings
                fits = made
                return made
            }
        }
    }

    package let server: LiveServer
    private let scenePath: String
    private let lock = NSLock()
    private var version = 0
    private var lastGood: ResolvedScene?
    /// The scenes of the recent versions, which a page's recording is saved with.
    private let history: SceneHistory
    private let log: @Sendable (String) -> Void

    /// Starts the server for the scene at `scenePath` on loopback, or with `lan` on the machine's
    /// private address; `port` 0 picks a free one. WebSockets may also come from `extraOrigins`.
    /// With `tokens` the scene keeps its token across restarts (a new one with `newToken`);
    /// without, every start makes one.
    /// - Throws: `LiveServer.StartError`, or `LiveLink.NoNetwork` for `lan` without a private address.
    package convenience init(
        scenePath: String, lan: Bool, port: Int, extraOrigins: [String] = [], tokens: LiveTokenStore? = nil,
        newToken: Bool = false, log: @escaping @Sendable (String) -> Void,
        onPagesChanged: @escaping @Sendable () -> Void = {}
    ) throws {
        var configuration = LiveServer.Configuration()
        configuration.port = port
        configuration.extraOrigins = extraOrigins
        if let tokens {
            do {
                configuration.token = try tokens.token(forScene: scenePath, renew: newToken)
            } catch {
                log("warning: \(error); this run's token lasts until it stops")
            }
        }
        if lan {
            guard let address = PrivateAddress.first() else { throw NoNetwork() }
            configuration.host = address
            configuration.privateNetworksOnly = true
        }
        try self.init(scenePath: scenePath, configuration: configuration, log: log, onPagesChanged: onPagesChanged)
    }

    /// The same with the server's whole configuration (a test restarts a server on its port and token).
    package init(
        scenePath: String, configuration: LiveServer.Configuration, log: @escaping @Sendable (String) -> Void,
        onPagesChanged: @escaping @Sendable () -> Void = {}
    ) throws {
        self.scenePath = scenePath
        self.log = log
        let history = SceneHistory()
        self.history = history
        let handler = MessageHandler(scenePath: scenePath, log: log, history: history)
        server = try LiveServer(
            configuration: configuration,
            assets: ["/": LiveServer.Asset(contentType: "text/html; charset=utf-8", body: Data(LivePage.html.utf8))],
            onMessage: handler.handle, logRefusal: log, onPagesChanged: onPagesChanged)
    }

    /// `--lan` on a machine without a private IPv4 address.
    package struct NoNetwork: Error, CustomStringConvertible {
        package var description: String {
            "no private network address (10/8, 172.16/12, 192.168/16) found for --lan; connect to a Wi-Fi or use adb reverse (Docs/live.md)"
        }
    }

    /// The versions published so far.
    package var currentVersion: Int { lock.withLock { version } }

    /// Publishes `scene` as the next version, the one that runs.
    package func publish(_ scene: ResolvedScene) {
        publish(scene, errors: [])
    }

    /// Publishes the files' `errors` over the last good scene as the next version.
    package func publish(errors: [String]) {
        guard let scene = lock.withLock({ lastGood }) else { return }
        publish(scene, errors: errors)
    }

    private func publish(_ scene: ResolvedScene, errors: [String]) {
        let published = lock.withLock { () -> Published in
            version += 1
            lastGood = scene
            history.add(scene, version: version)
            return Published(scene: scene, version: version, errors: errors, composeFits: ComposeFits(scene))
        }
        server.publish { status in
            let container = status.viewport.map {
                LiveSceneMessage.Container(
                    width: $0.width, height: $0.height,
                    safeArea: EdgeInsets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right))
            }
            return LiveSceneMessage.text(
                published.scene, version: published.version, errors: published.errors, container: container,
                composeFits: status.fittedSprings ? published.composeFits.value : nil)
        }
    }

    package func stop() { server.stop() }
}

/// The pages' messages: their state, and recordings saved under `recordings/`.
private struct MessageHandler: Sendable {
    let scenePath: String
    let log: @Sendable (String) -> Void
    let history: SceneHistory
    let quota = RecordingQuota()

    func handle(_ connection: LiveConnection, _ text: String) -> LiveServer.Answer {
        let message: LivePageMessage
        do {
            message = try LivePageMessage.parse(text)
        } catch {
            log("closed a page: \(error.reason)")
            return .close(error.reason)
        }
        switch message {
        case .hello(let hello):
            connection.updateStatus {
                $0.appliedVersion = hello.version
                $0.refreshRate = hello.refreshRate
                $0.viewport = hello.viewport
                $0.fittedSprings = hello.fittedSprings
            }
            return .resendCurrent
        case .applied(let applied):
            connection.updateStatus {
                $0.appliedVersion = applied.version
                $0.refreshRate = applied.refreshRate
            }
            return .none
        case .recording(let recording):
            let folder = URL(fileURLWithPath: scenePath).deletingLastPathComponent().appendingPathComponent(
                "recordings")
            if let reason = quota.refusal(page: connection.status.id, folder: folder) {
                log("refused a recording: \(reason)")
                return .reply(LiveRefusedReply(reason: reason).text)
            }
            // The version the page ran: the recording replays what was felt, whatever the files
            // say by the time it is replayed.
            guard let scene = history.scene(connection.status.appliedVersion) ?? history.newest else {
                return .reply(LiveRefusedReply(reason: "no scene version to save the recording with").text)
            }
            do {
                let path = try RecordingScenario.save(recording, scene: scene, scenePath: scenePath)
                log("recording saved: \(path)")
                let relative = "recordings/" + URL(fileURLWithPath: path).lastPathComponent
                return .reply(LiveSavedReply(path: relative).text)
            } catch {
                log("error: cannot save the recording: \(error)")
                return .reply(LiveRefusedReply(reason: "the sandbox could not save the recording").text)
            }
        }
    }
}

/// The scenes of the last `capacity` versions, by version.
private final class SceneHistory: @unchecked Sendable {
    private let capacity = 32
    private let lock = NSLock()
    private var scenes: [(version: Int, scene: ResolvedScene)] = []

    func add(_ scene: ResolvedScene, version: Int) {
        lock.withLock {
            scenes.append((version, scene))
            if scenes.count > capacity { scenes.removeFirst() }
        }
    }

    func scene(_ version: Int) -> ResolvedScene? {
        lock.withLock { scenes.last { $0.version == version }?.scene }
    }

    var newest: ResolvedScene? { lock.withLock { scenes.last?.scene } }
}
