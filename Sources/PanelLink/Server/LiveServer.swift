import Foundation
import PanelLive

/// The live link's HTTP and WebSocket server (Docs/live.md): on threads of its own, so the
/// window's frame never waits for the network. It serves its own page and assets, pushes every
/// scene version to each connected page as one text message, and hands the pages' messages to
/// `onMessage`. Request heads are read by `LiveGate`; every request passes `LiveRequestGuard`;
/// each page's frames are checked by `WebSocketReader` before their payload is read.
package final class LiveServer: @unchecked Sendable {
    /// Where and how the server listens.
    package struct Configuration: Sendable {
        /// `127.0.0.1`, or the machine's private address for `--lan`.
        package var host: String = "127.0.0.1"
        /// 0 picks a free port.
        package var port: Int = 0
        package var token: String = LiveRequestGuard.randomToken()
        /// With `--lan`: only peers in private ranges (and loopback) may connect.
        package var privateNetworksOnly = false
        /// Pages connected at once; more are refused.
        package var maxConnections = 64
        /// A longer message closes its connection: a ten-minute recording fits.
        package var maxMessageBytes = 16 << 20
        /// Origins besides the page's own a WebSocket may come from (`serve --allow-origin`).
        package var extraOrigins: [String] = []
        /// Seconds a client has to send its whole request head.
        package var headerTimeout = 5.0
        /// Connections still sending their heads from one address; a newer one closes the oldest.
        package var headsPerAddress = 16
        /// A longer request head gets 431.
        package var maxHeadBytes = 8192
        /// Requests other than WebSockets served at once; more get 503.
        package var maxRequests = 32
        /// Seconds a page may stay silent (its pings included) before its connection closes.
        package var idleTimeout = 3600.0
        /// A message at least this long waits for any other such message to be handled first, and
        /// the memory it took is handed back to the system after it.
        package var largeMessageBytes = 1 << 20

        package init() {}
    }

    /// What the server does with a page's message.
    package enum Answer: Equatable, Sendable {
        /// Nothing goes back.
        case none
        /// This text goes back to that page only.
        case reply(String)
        /// The page said something that changes its message (its viewport): it gets the current
        /// one again, made for it.
        case resendCurrent
        /// The message was wrong: the connection closes with this reason (code 1008; 1009 for size).
        case close(String)
    }

    /// One asset the server serves: its path (`/` is the page), type and bytes.
    package struct Asset: Sendable {
        package var contentType: String
        package var body: Data

        package init(contentType: String, body: Data) {
            self.contentType = contentType
            self.body = body
        }
    }

    package enum StartError: Error, CustomStringConvertible {
        case cannotListen(String)

        package var description: String {
            switch self {
            case .cannotListen(let address): "cannot listen on \(address) (is the port in use?)"
            }
        }
    }

    package let requestGuard: LiveRequestGuard
    private let configuration: Configuration
    private let assets: [String: Asset]
    private let onMessage: @Sendable (LiveConnection, String) -> Answer
    private var gate: LiveGate?
    private let connections = Locked<[ObjectIdentifier: LiveConnection]>([:])
    private let current = Locked<LiveConnection.Render?>(nil)
    private let counters = Locked<(nextID: Int, refused: Int, requests: Int)>((1, 0, 0))
    /// Every connection a thread of the server is serving, so that `stop` can end them.
    private let open = Locked<(sockets: [ObjectIdentifier: LiveSocket], stopping: Bool)>(([:], false))
    private let threads = DispatchGroup()
    /// Held while a large message is handled: one at a time, so eight pages sending ten-minute
    /// recordings at once peak at one recording's decoding, not eight.
    private let largeMessage = NSLock()
    private let logRefusal: @Sendable (String) -> Void
    private let onPagesChanged: @Sendable () -> Void

    /// Starts listening.
    /// - Parameters:
    ///   - assets: what `GET path` returns, by path.
    ///   - onMessage: a page's text message, on that page's thread.
    ///   - logRefusal: one line for each refused request.
    ///   - onPagesChanged: a page came, went or said something (on a server thread): the window
    ///     wakes to redraw its card.
    /// - Throws: `StartError` when it cannot listen there.
    package init(
        configuration: Configuration, assets: [String: Asset],
        onMessage: @escaping @Sendable (LiveConnection, String) -> Answer,
        logRefusal: @escaping @Sendable (String) -> Void = { _ in },
        onPagesChanged: @escaping @Sendable () -> Void = {}
    ) throws {
        self.configuration = configuration
        self.assets = assets
        self.onMessage = onMessage
        self.logRefusal = logRefusal
        self.onPagesChanged = onPagesChanged
        let privateOnly = configuration.privateNetworksOnly
        let limits = LiveGate.Limits(
            headerTimeout: configuration.headerTimeout, headsPerAddress: configuration.headsPerAddress,
            maxHeadBytes: configuration.maxHeadBytes, heads: 1024)
        let handOff = HandOff()
        let gate = try LiveGate(
            host: configuration.host, port: configuration.port, limits: limits,
            admits: { !privateOnly || $0.hasPrefix("127.") || PrivateAddress.isPrivate($0) },
            onHead: { socket, bytes in handOff.server?.start(socket, head: bytes) })
        requestGuard = LiveRequestGuard(
            token: configuration.token, host: configuration.host, port: gate.port,
            extraOrigins: configuration.extraOrigins)
        self.gate = gate
        handOff.server = self
    }

    deinit { stop() }

    /// The URL to open: `http://HOST:PORT/?token=TOKEN`.
    package var url: String {
        "http://\(requestGuard.host):\(requestGuard.port)/?token=\(requestGuard.token)"
    }

    /// Stops listening and closes every connection; returns when the server's threads have ended.
    package func stop() {
        guard let gate else { return }
        self.gate = nil
        gate.stop()
        let sockets = open.withLock { value in
            value.stopping = true
            return Array(value.sockets.values)
        }
        for socket in sockets { socket.shutdown() }
        threads.wait()
    }

    /// Sends `message` to every page now and to each page that connects later.
    package func publish(_ message: String) { publish { _ in message } }

    /// Sends the message `render` makes for each page (on that page's queue, so the caller never
    /// waits for one) to every page now and to each page that connects later.
    package func publish(_ render: @escaping LiveConnection.Render) {
        current.withLock { $0 = render }
        for connection in connections.withLock({ Array($0.values) }) { connection.sendVersion(render) }
    }

    /// The connected pages, by the order they came.
    package var pages: [LiveConnection.Status] {
        connections.withLock { $0.values.map(\.status) }.sorted { $0.id < $1.id }
    }

    /// Requests refused so far (Docs/live.md "Security").
    package var refusedCount: Int { counters.withLock { $0.refused } }

    // MARK: Serving one connection, on a thread of its own

    /// Serves `socket`, whose head `LiveGate` read (with what followed it), on a new thread.
    private func start(_ socket: LiveSocket, head: [UInt8]) {
        let admitted = open.withLock { value -> Bool in
            guard !value.stopping else { return false }
            value.sockets[ObjectIdentifier(socket)] = socket
            return true
        }
        guard admitted else { return }
        threads.enter()
        let thread = Thread { [self] in
            serve(socket, head: head)
            open.withLock { $0.sockets[ObjectIdentifier(socket)] = nil }
            socket.close()
            threads.leave()
        }
        thread.stackSize = 4 << 20
        thread.start()
    }

    private func serve(_ socket: LiveSocket, head bytes: [UInt8]) {
        let end = LiveHTTP.headEnd(bytes) ?? bytes.count
        guard let head = LiveHTTP.RequestHead.read(bytes[0..<end]) else {
            refuse(socket, status: 400, because: "a malformed request head or not one Host")
            return
        }
        let isWebSocket =
            head.path == "/live" && head.value("upgrade")?.lowercased() == "websocket"
            && head.method == "GET"
        if let refusal = requestGuard.refusal(
            query: head.query, hostHeader: head.value("host"), origin: head.value("origin"),
            isWebSocket: isWebSocket)
        {
            refuse(socket, status: 403, because: refusal.reason)
            return
        }
        if isWebSocket {
            serveWebSocket(socket, head: head, buffered: Array(bytes[min(end + 4, bytes.count)...]))
            return
        }
        let admitted = counters.withLock { value -> Bool in
            guard value.requests < configuration.maxRequests else { return false }
            value.requests += 1
            return true
        }
        guard admitted else {
            refuse(socket, status: 503, because: "\(configuration.maxRequests) requests already being served")
            return
        }
        defer { counters.withLock { $0.requests -= 1 } }
        guard head.method == "GET", let asset = assets[head.path] else {
            socket.write(LiveHTTP.response(status: 404, body: []))
            return
        }
        socket.write(LiveHTTP.response(status: 200, contentType: asset.contentType, body: Array(asset.body)))
    }

    private func refuse(_ socket: LiveSocket, status: Int, because reason: String) {
        counters.withLock { $0.refused += 1 }
        logRefusal("refused: \(reason)")
        socket.write(LiveHTTP.response(status: status, body: Array(LiveRequestGuard.refusalPage.utf8)))
    }

    private func serveWebSocket(_ socket: LiveSocket, head: LiveHTTP.RequestHead, buffered: [UInt8]) {
        guard head.value("sec-websocket-version") == "13", let key = head.value("sec-websocket-key"),
            head.value("connection")?.lowercased().contains("upgrade") == true
        else {
            refuse(socket, status: 400, because: "a WebSocket handshake without its version 13 key")
            return
        }
        let (page, full) = connections.withLock { pages -> (LiveConnection?, Bool) in
            guard pages.count < configuration.maxConnections else { return (nil, true) }
            let id = counters.withLock { value in
                defer { value.nextID += 1 }
                return value.nextID
            }
            let page = LiveConnection(socket: socket, id: id)
            pages[ObjectIdentifier(page)] = page
            return (page, false)
        }
        guard let page, !full else {
            refuse(socket, status: 503, because: "\(configuration.maxConnections) pages already connected")
            return
        }
        let accept = SHA1.digest(Array((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").utf8))
        socket.write(
            LiveHTTP.response(
                status: 101, body: [],
                fields: [
                    "Upgrade: websocket", "Connection: Upgrade",
                    "Sec-WebSocket-Accept: \(Data(accept).base64EncodedString())",
                ]))
        if let render = current.withLock({ $0 }) { page.sendVersion(render) }
        onPagesChanged()
        var reader = WebSocketReader(
            socket: socket, maxMessageBytes: configuration.maxMessageBytes, idleTimeout: configuration.idleTimeout,
            buffered: buffered)
        while handle(reader.next(), from: page) {}
        connections.withLock { $0[ObjectIdentifier(page)] = nil }
        page.markClosed()
        onPagesChanged()
    }

    /// Acts on what a page sent; false when its connection ends.
    private func handle(_ event: WebSocketReader.Event, from page: LiveConnection) -> Bool {
        switch event {
        case .closed:
            page.close(code: 1000, reason: "")
            return false
        case .failure(let code, let reason):
            page.close(code: code, reason: reason)
            return false
        case .ping(let payload):
            page.writePong(payload)
            return true
        case .text(let bytes):
            guard let text = String(validating: bytes, as: UTF8.self) else {
                page.close(code: 1007, reason: "message is not UTF-8")
                return false
            }
            defer { onPagesChanged() }
            switch answer(text, from: page, large: bytes.count >= configuration.largeMessageBytes) {
            case .none: return true
            case .reply(let answer):
                page.sendReply(answer)
                return true
            case .resendCurrent:
                if let render = current.withLock({ $0 }) { page.sendVersion(render) }
                return true
            case .close(let reason):
                page.close(code: 1008, reason: reason)
                return false
            }
        }
    }
}

extension LiveServer {
    /// `onMessage`'s answer; a large message is handled alone and its memory returned after it
    /// (glibc keeps freed memory for later otherwise: 33 recordings took 9 GB).
    fileprivate func answer(_ text: String, from page: LiveConnection, large: Bool) -> Answer {
        guard large else { return onMessage(page, text) }
        return largeMessage.withLock {
            defer { ProcessMemory.returnFreed() }
            return onMessage(page, text)
        }
    }
}

/// Hands the gate's heads to the server once it is made (the gate starts first: it finds the port).
private final class HandOff: @unchecked Sendable {
    private let lock = NSLock()
    private weak var stored: LiveServer?

    var server: LiveServer? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
