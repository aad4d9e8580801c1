import CCivetWeb
import Foundation
import PanelLive

/// The live link's HTTP and WebSocket server (Docs/live.md): civetweb on threads of its own, so
/// the window's frame never waits for the network. It serves its own page and assets, pushes
/// every scene version to each connected page as one text message, and hands the pages'
/// messages to `onMessage`. Every request passes `LiveRequestGuard` first.
package final class LiveServer: @unchecked Sendable {
    /// Where and how the server listens.
    package struct Configuration: Sendable {
        /// `127.0.0.1`, or the machine's private address for `--lan`.
        package var host: String = "127.0.0.1"
        /// 0 picks a free port.
        package var port: Int = 0
        package var token: String = LiveRequestGuard.randomToken()
        /// With `--lan`: civetweb's access list admits private ranges only.
        package var privateNetworksOnly = false
        /// Pages connected at once; more are refused.
        package var maxConnections = 64
        /// A longer message closes its connection: a ten-minute recording fits.
        package var maxMessageBytes = 16 << 20
        /// Origins besides the page's own a WebSocket may come from (`serve --allow-origin`).
        package var extraOrigins: [String] = []

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
    private var context: OpaquePointer?
    private let connections = Locked<[Int: LiveConnection]>([:])
    private let current = Locked<LiveConnection.Render?>(nil)
    private let counters = Locked<(nextID: Int, refused: Int)>((1, 0))
    private let logRefusal: @Sendable (String) -> Void
    private let onPagesChanged: @Sendable () -> Void

    /// Starts listening.
    /// - Parameters:
    ///   - assets: what `GET path` returns, by path.
    ///   - onMessage: a page's text message, on that page's civetweb thread.
    ///   - logRefusal: one line for each refused request.
    ///   - onPagesChanged: a page came, went or said something (on a civetweb thread): the window
    ///     wakes to redraw its card.
    /// - Throws: `StartError` when civetweb cannot listen there.
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
        _ = mg_init_library(0)
        let listen = "\(configuration.host):\(configuration.port)"
        var options = [
            "listening_ports", listen,
            // Without it a small push waits for the peer's delayed ACK (~40 ms, Nagle).
            "tcp_nodelay", "1",
            // Each WebSocket keeps a worker thread: room for every page plus plain requests.
            "num_threads", "\(configuration.maxConnections + 8)",
            "request_timeout_ms", "10000",
            "websocket_timeout_ms", "3600000",
            "enable_directory_listing", "no",
        ]
        if configuration.privateNetworksOnly {
            options += [
                "access_control_list",
                "-0.0.0.0/0,+127.0.0.0/8,+10.0.0.0/8,+172.16.0.0/12,+192.168.0.0/16,+169.254.0.0/16",
            ]
        }
        var callbacks = mg_callbacks()
        callbacks.log_message = { _, _ in 1 }
        let started = withCStrings(options) { pointers in
            mg_start(&callbacks, nil, pointers)
        }
        guard let started else { throw StartError.cannotListen(listen) }
        context = started
        var port = mg_server_port()
        let count = mg_get_server_ports(started, 1, &port)
        requestGuard = LiveRequestGuard(
            token: configuration.token, host: configuration.host,
            port: count > 0 ? Int(port.port) : configuration.port, extraOrigins: configuration.extraOrigins)
        let me = Unmanaged.passUnretained(self).toOpaque()
        mg_set_request_handler(
            started, "/",
            { connection, data in
                guard let connection, let data else { return 500 }
                return Unmanaged<LiveServer>.fromOpaque(data).takeUnretainedValue().handleRequest(connection)
            }, me)
        mg_set_websocket_handler(
            started, "/live",
            { connection, data in
                guard let connection, let data else { return 1 }
                return Unmanaged<LiveServer>.fromOpaque(data).takeUnretainedValue().handleHandshake(connection)
            },
            { connection, data in
                guard let connection, let data else { return }
                Unmanaged<LiveServer>.fromOpaque(data).takeUnretainedValue().handleReady(connection)
            },
            { connection, flags, bytes, length, data in
                guard let connection, let data else { return 0 }
                return Unmanaged<LiveServer>.fromOpaque(data).takeUnretainedValue().handleData(
                    connection, opcode: flags & 0x0f, bytes: bytes, length: length)
            },
            { connection, data in
                guard let connection, let data else { return }
                Unmanaged<LiveServer>.fromOpaque(data).takeUnretainedValue().handleClose(connection)
            }, me)
    }

    deinit { stop() }

    /// The URL to open: `http://HOST:PORT/?token=TOKEN`.
    package var url: String {
        "http://\(requestGuard.host):\(requestGuard.port)/?token=\(requestGuard.token)"
    }

    /// Stops listening and closes every connection; waits for civetweb's threads.
    package func stop() {
        guard let context else { return }
        self.context = nil
        mg_stop(context)
    }

    /// Sends `message` to every page now and to each page that connects later.
    package func publish(_ message: String) { publish { _ in message } }

    /// Sends the message `render` makes for each page (on that page's queue, so the caller never
    /// waits for one) to every page now and to each page that connects later.
    package func publish(_ render: @escaping LiveConnection.Render) {
        current.withLock { $0 = render }
        for connection in connections.withLock({ Array($0.values) }) { connection.send(render) }
    }

    /// The connected pages, by the order they came.
    package var pages: [LiveConnection.Status] {
        connections.withLock { $0.values.map(\.status) }.sorted { $0.id < $1.id }
    }

    /// Requests refused so far (Docs/live.md "Security").
    package var refusedCount: Int { counters.withLock { $0.refused } }

    // MARK: civetweb's callbacks, on its threads

    private func refusal(_ connection: OpaquePointer, isWebSocket: Bool) -> LiveRequestGuard.Refusal? {
        let info = mg_get_request_info(connection)
        let query = info?.pointee.query_string.map { String(cString: $0) }
        let header = { (name: String) in mg_get_header(connection, name).map { String(cString: $0) } }
        return requestGuard.refusal(
            query: query, hostHeader: header("Host"), origin: header("Origin"), isWebSocket: isWebSocket)
    }

    private func refuse(_ connection: OpaquePointer, status: Int32, because reason: String) -> Int32 {
        counters.withLock { $0.refused += 1 }
        logRefusal("refused: \(reason)")
        let body = Array(LiveRequestGuard.refusalPage.utf8)
        let head =
            "HTTP/1.1 \(status) \(status == 403 ? "Forbidden" : "Service Unavailable")\r\n"
            + "Content-Type: text/html; charset=utf-8\r\nContent-Length: \(body.count)\r\n"
            + "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
        let bytes = Array(head.utf8) + body
        _ = bytes.withUnsafeBytes { mg_write(connection, $0.baseAddress, $0.count) }
        return status
    }

    fileprivate func handleRequest(_ connection: OpaquePointer) -> Int32 {
        if let refusal = refusal(connection, isWebSocket: false) {
            return refuse(connection, status: 403, because: refusal.reason)
        }
        let info = mg_get_request_info(connection)
        let path = info?.pointee.local_uri.map { String(cString: $0) } ?? "/"
        let method = info?.pointee.request_method.map { String(cString: $0) } ?? ""
        guard method == "GET", let asset = assets[path] else {
            let head = "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
            _ = Array(head.utf8).withUnsafeBytes { mg_write(connection, $0.baseAddress, $0.count) }
            return 404
        }
        let head =
            "HTTP/1.1 200 OK\r\nContent-Type: \(asset.contentType)\r\nContent-Length: \(asset.body.count)\r\n"
            + "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n"
            + "Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-inline'; "
            + "style-src 'unsafe-inline'; img-src 'self' data:; connect-src 'self'\r\n\r\n"
        _ = Array(head.utf8).withUnsafeBytes { mg_write(connection, $0.baseAddress, $0.count) }
        _ = asset.body.withUnsafeBytes { mg_write(connection, $0.baseAddress, $0.count) }
        return 200
    }

    fileprivate func handleHandshake(_ connection: OpaquePointer) -> Int32 {
        if let refusal = refusal(connection, isWebSocket: true) {
            _ = refuse(connection, status: 403, because: refusal.reason)
            return 1
        }
        if connections.withLock({ $0.count }) >= configuration.maxConnections {
            _ = refuse(connection, status: 503, because: "\(configuration.maxConnections) pages already connected")
            return 1
        }
        return 0
    }

    fileprivate func handleReady(_ connection: OpaquePointer) {
        let id = counters.withLock { value -> Int in
            defer { value.nextID += 1 }
            return value.nextID
        }
        var address = ""
        if let info = mg_get_request_info(connection) {
            address = withUnsafeBytes(of: info.pointee.remote_addr) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
        }
        let page = LiveConnection(connection: connection, id: id, remoteAddress: address)
        connections.withLock { $0[Int(bitPattern: connection)] = page }
        if let message = current.withLock({ $0 }) { page.send(message) }
        onPagesChanged()
    }

    fileprivate func handleData(
        _ connection: OpaquePointer, opcode: Int32, bytes: UnsafeMutablePointer<CChar>?, length: Int
    ) -> Int32 {
        guard let page = connections.withLock({ $0[Int(bitPattern: connection)] }) else { return 0 }
        switch opcode {
        case Int32(MG_WEBSOCKET_OPCODE_CONNECTION_CLOSE):
            return 0
        case Int32(MG_WEBSOCKET_OPCODE_PING):
            page.writePong(
                bytes.map {
                    Array(
                        UnsafeBufferPointer(
                            start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: length))
                } ?? [])
            return 1
        case Int32(MG_WEBSOCKET_OPCODE_PONG):
            return 1
        case Int32(MG_WEBSOCKET_OPCODE_TEXT):
            break
        default:
            page.close(code: 1003, reason: "only text messages")
            return 0
        }
        guard length <= configuration.maxMessageBytes else {
            page.close(code: 1009, reason: "message over \(configuration.maxMessageBytes) bytes")
            return 0
        }
        let data = bytes.map { Data(bytes: $0, count: length) } ?? Data()
        guard let text = String(data: data, encoding: .utf8) else {
            page.close(code: 1007, reason: "message is not UTF-8")
            return 0
        }
        defer { onPagesChanged() }
        switch onMessage(page, text) {
        case .none: return 1
        case .reply(let answer):
            page.send(answer)
            return 1
        case .resendCurrent:
            if let render = current.withLock({ $0 }) { page.send(render) }
            return 1
        case .close(let reason):
            page.close(code: 1008, reason: reason)
            return 0
        }
    }

    fileprivate func handleClose(_ connection: OpaquePointer) {
        let page = connections.withLock { $0.removeValue(forKey: Int(bitPattern: connection)) }
        page?.markClosed()
        onPagesChanged()
    }
}

/// Calls `body` with `strings` as a NULL-terminated array of C strings.
private func withCStrings<Result>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Result)
    -> Result
{
    let duplicates = strings.map { strdup($0) }
    defer { for pointer in duplicates { free(pointer) } }
    var pointers = duplicates.map { UnsafePointer($0) } + [nil]
    return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}
