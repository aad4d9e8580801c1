/// Reads a client's WebSocket messages from its socket (RFC 6455 §5): a frame's header is checked
/// before its payload is read, so a frame that claims more than `maxMessageBytes` is refused at
/// once, unread (Docs/live.md "Limits"); fragments are joined, pings answered by the caller.
struct WebSocketReader {
    /// What the client sent next.
    enum Event: Equatable {
        /// A whole text message's bytes.
        case text([UInt8])
        case ping([UInt8])
        /// The client closed (its close frame), or the connection ended.
        case closed
        /// The connection fails with this close code and reason.
        case failure(UInt16, String)
    }

    let socket: LiveSocket
    let maxMessageBytes: Int
    /// How long a page may stay silent (pings included) before its connection closes.
    let idleTimeout: Double
    /// Bytes read and not yet taken.
    var buffer: [UInt8]

    private var message: [UInt8] = []
    private var messageOpcode: WebSocketFrameHeader.Opcode?

    init(socket: LiveSocket, maxMessageBytes: Int, idleTimeout: Double, buffered: [UInt8]) {
        self.socket = socket
        self.maxMessageBytes = maxMessageBytes
        self.idleTimeout = idleTimeout
        buffer = buffered
    }

    mutating func next() -> Event {
        while true {
            let header: WebSocketFrameHeader
            do {
                guard let read = try WebSocketFrameHeader.read(buffer[...]) else {
                    guard fill() else { return .closed }
                    continue
                }
                header = read
            } catch {
                return .failure(error.code, error.reason)
            }
            if let refusal = refusal(header) { return refusal }
            buffer.removeFirst(header.headerLength)
            let length = Int(header.payloadLength)
            buffer.reserveCapacity(length)
            while buffer.count < length {
                guard fill(upTo: length - buffer.count) else { return .closed }
            }
            // The payload is taken, not copied, when it is all that was read (a large message).
            var payload: [UInt8]
            if buffer.count == length {
                payload = buffer
                buffer = []
            } else {
                payload = Array(buffer[0..<length])
                buffer.removeFirst(length)
            }
            for index in payload.indices { payload[index] ^= header.mask[index & 3] }
            switch header.opcode {
            case .close: return .closed
            case .ping: return .ping(payload)
            case .pong: continue
            case .text where header.final: return .text(payload)
            case .text, .continuation:
                if header.opcode == .text { messageOpcode = .text }
                message += payload
                guard header.final else { continue }
                defer {
                    message = []
                    messageOpcode = nil
                }
                return .text(message)
            case .binary: return .failure(1003, "only text messages")
            }
        }
    }

    /// Why `header` fails the connection before its payload is read; nil when it may be read.
    private func refusal(_ header: WebSocketFrameHeader) -> Event? {
        switch header.opcode {
        case .binary: return .failure(1003, "only text messages")
        case .continuation where messageOpcode == nil:
            return .failure(1002, "a continuation frame without a message to continue")
        case .text where messageOpcode != nil: return .failure(1002, "a new message inside a fragmented one")
        default: break
        }
        if !header.opcode.isControl && header.payloadLength > UInt64(maxMessageBytes - message.count) {
            return .failure(1009, "message over \(maxMessageBytes) bytes")
        }
        return nil
    }

    /// Reads more; false when the connection ended or stayed silent past `idleTimeout`.
    private mutating func fill(upTo wanted: Int = 65536) -> Bool {
        if case .bytes = socket.read(into: &buffer, limit: min(max(wanted, 14), 1 << 20), timeout: idleTimeout) {
            return true
        }
        return false
    }
}
