/// A WebSocket frame's header as RFC 6455 §5.2 lays it out, read from a client before its payload
/// (so a frame over the limit is refused from the length it claims), and the server's own frames.
package struct WebSocketFrameHeader: Equatable, Sendable {
    /// Opcodes (RFC 6455 §11.8).
    package enum Opcode: UInt8, Sendable {
        case continuation = 0
        case text = 1
        case binary = 2
        case close = 8
        case ping = 9
        case pong = 10

        /// Close, ping and pong: at most 125 bytes, never fragmented (§5.5).
        package var isControl: Bool { rawValue >= 8 }
    }

    /// Why a client's frame fails the connection: the close code (1002 protocol error) and reason.
    package struct Violation: Error, Equatable, Sendable {
        package var code: UInt16 = 1002
        package var reason: String
    }

    package var final: Bool
    package var opcode: Opcode
    package var mask: [UInt8]
    package var payloadLength: UInt64
    /// The header's own length in bytes (2 to 14).
    package var headerLength: Int

    /// The header at the start of `bytes`; nil while more bytes are needed.
    /// - Throws: `Violation` for what a client must never send: reserved bits without an extension
    ///   (none is negotiated), an unknown opcode, an unmasked frame (§5.1), a control frame that is
    ///   fragmented or over 125 bytes (§5.5), a 64-bit length with its top bit set (§5.2).
    package static func read(_ bytes: ArraySlice<UInt8>) throws(Violation) -> WebSocketFrameHeader? {
        guard bytes.count >= 2 else { return nil }
        let first = bytes[bytes.startIndex]
        let second = bytes[bytes.startIndex + 1]
        guard first & 0x70 == 0 else { throw Violation(reason: "reserved bits set without an extension") }
        guard let opcode = Opcode(rawValue: first & 0x0f) else {
            throw Violation(reason: "unknown opcode \(first & 0x0f)")
        }
        guard second & 0x80 != 0 else { throw Violation(reason: "a client frame must be masked") }
        let final = first & 0x80 != 0
        var length = UInt64(second & 0x7f)
        var headerLength = 2
        if length == 126 || length == 127 {
            let count = length == 126 ? 2 : 8
            guard bytes.count >= 2 + count else { return nil }
            length = bytes.dropFirst(2).prefix(count).reduce(0) { $0 << 8 | UInt64($1) }
            headerLength += count
            guard length >> 63 == 0 else { throw Violation(reason: "a frame length's top bit must be 0") }
        }
        if opcode.isControl {
            guard final else { throw Violation(reason: "a control frame must not be fragmented") }
            guard length <= 125 else { throw Violation(reason: "a control frame carries at most 125 bytes") }
        }
        guard bytes.count >= headerLength + 4 else { return nil }
        let mask = Array(bytes.dropFirst(headerLength).prefix(4))
        return WebSocketFrameHeader(
            final: final, opcode: opcode, mask: mask, payloadLength: length, headerLength: headerLength + 4)
    }

    /// A whole unmasked frame from the server (§5.1: a server never masks).
    package static func serverFrame(_ opcode: Opcode, _ payload: [UInt8]) -> [UInt8] {
        var frame: [UInt8] = [0x80 | opcode.rawValue]
        let count = payload.count
        if count < 126 {
            frame.append(UInt8(count))
        } else if count < 65536 {
            frame += [126, UInt8(count >> 8), UInt8(count & 0xff)]
        } else {
            frame.append(127)
            frame += (0..<8).reversed().map { UInt8((UInt64(count) >> (UInt64($0) * 8)) & 0xff) }
        }
        frame.reserveCapacity(frame.count + count)
        return frame + payload
    }
}
