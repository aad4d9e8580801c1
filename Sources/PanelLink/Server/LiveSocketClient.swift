import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A blocking HTTP and WebSocket client over a loopback TCP socket, for the live server's tests and
/// `bench` (Debian's libcurl has no WebSocket). Every read waits at most `timeout` seconds.
package final class LiveSocketClient {
    package enum Failure: Error {
        case connect, closed, timeout
        case handshake(String)
    }

    /// A frame the server sent.
    package struct Frame: Equatable {
        package var opcode: UInt8
        package var payload: [UInt8]
        package var text: String { String(decoding: payload, as: UTF8.self) }
        /// A close frame's status code.
        package var closeCode: Int? { opcode == 8 && payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : nil }
    }

    private let socket: Int32
    private var buffer: [UInt8] = []
    private let timeout: Double

    /// Connects to `127.0.0.1:port`.
    package init(port: Int, timeout: Double = 10) throws {
        self.timeout = timeout
        socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        LiveSocket.keepSignalsAway(socket)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Foundation.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard status == 0 else {
            Foundation.close(socket)
            throw Failure.connect
        }
        // A write to a server that stopped reading fails after `timeout` instead of hanging.
        var sendTimeout = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &sendTimeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { Foundation.close(socket) }

    /// Sends `bytes` as they are.
    package func write(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Foundation.send(socket, $0.baseAddress, $0.count, LiveSocket.sendWithoutSignal)
            }
            guard count > 0 else { throw Failure.closed }
            sent += count
        }
    }

    private func fill() throws {
        var poll = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard Foundation.poll(&poll, 1, Int32(timeout * 1000)) > 0 else { throw Failure.timeout }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { Foundation.recv(socket, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { throw Failure.closed }
        buffer += chunk[0..<count]
    }

    private func take(_ count: Int) throws -> [UInt8] {
        while buffer.count < count { try fill() }
        defer { buffer.removeFirst(count) }
        return Array(buffer[0..<count])
    }

    /// Sends a GET with these headers and reads the response head and body until the server
    /// closes or `Content-Length` is read: (status, head, body).
    package func get(_ target: String, host: String, headers: [String: String] = [:]) throws -> (
        status: Int, head: String, body: String
    ) {
        var request = "GET \(target) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        try write(Array((request + "\r\n").utf8))
        let head = try readHead()
        var body: [UInt8] = []
        if let length = Self.contentLength(head) {
            body = try take(length)
        } else {
            while true {
                do { try fill() } catch { break }
            }
            body = buffer
        }
        return (Self.status(head), head, String(decoding: body, as: UTF8.self))
    }

    private func readHead() throws -> String {
        while true {
            if let end = Self.headEnd(buffer) {
                let head = String(decoding: buffer[0..<end], as: UTF8.self)
                buffer.removeFirst(end + 4)
                return head
            }
            try fill()
        }
    }

    private static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index..<index + 4].elementsEqual([13, 10, 13, 10]) {
            return index
        }
        return nil
    }

    private static func status(_ head: String) -> Int {
        let parts = head.split(separator: " ")
        return parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    }

    private static func contentLength(_ head: String) -> Int? {
        for line in head.split(separator: "\r\n") where line.lowercased().hasPrefix("content-length:") {
            return Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// The WebSocket handshake on `target`; returns the response's status (101 when upgraded)
    /// and body.
    @discardableResult
    package func handshake(_ target: String, host: String, origin: String?) throws -> (status: Int, body: String) {
        var request =
            "GET \(target) HTTP/1.1\r\nHost: \(host)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
        try write(Array((request + "\r\n").utf8))
        let head = try readHead()
        let status = Self.status(head)
        if status == 101 { return (101, "") }
        let body = try Self.contentLength(head).map { try take($0) } ?? []
        return (status, String(decoding: body, as: UTF8.self))
    }

    /// Sends one frame, masked as a client must unless `masked` is false; `reserved` sets the
    /// RSV1…3 bits (0…7), `announcedLength` overrides the length the header states (the payload
    /// sent stays `payload`), `final` false leaves the message to continuation frames.
    package func send(
        opcode: UInt8 = 1, _ payload: [UInt8], masked: Bool = true, reserved: UInt8 = 0,
        announcedLength: Int? = nil, final: Bool = true
    ) throws {
        var frame: [UInt8] = [(final ? 0x80 : 0) | (reserved & 7) << 4 | opcode]
        let count = announcedLength ?? payload.count
        let maskBit: UInt8 = masked ? 0x80 : 0
        if count < 126 {
            frame.append(maskBit | UInt8(count))
        } else if count < 65536 {
            frame += [maskBit | 126, UInt8(count >> 8), UInt8(count & 0xff)]
        } else {
            frame.append(maskBit | 127)
            frame += (0..<8).reversed().map { UInt8((UInt64(count) >> (UInt64($0) * 8)) & 0xff) }
        }
        guard masked else { return try write(frame + payload) }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try write(frame)
    }

    /// Whether the server has closed the connection: true once a read meets its end within
    /// `timeout`, skipping what the server still sent.
    package func serverClosed() -> Bool {
        while true {
            do { try fill() } catch Failure.closed { return true } catch { return false }
            buffer.removeAll()
        }
    }

    package func send(text: String) throws { try send(Array(text.utf8)) }

    /// The next frame from the server.
    package func readFrame() throws -> Frame {
        let head = try take(2)
        var length = Int(head[1] & 0x7f)
        if length == 126 {
            let bytes = try take(2)
            length = Int(bytes[0]) << 8 | Int(bytes[1])
        } else if length == 127 {
            length = try take(8).reduce(0) { $0 << 8 | Int($1) }
        }
        return Frame(opcode: head[0] & 0x0f, payload: try take(length))
    }

    /// The next text message, skipping pings and pongs.
    package func readText() throws -> String {
        while true {
            let frame = try readFrame()
            if frame.opcode == 1 { return frame.text }
            if frame.opcode == 8 { throw Failure.closed }
        }
    }
}
