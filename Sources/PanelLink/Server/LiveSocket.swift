import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One accepted TCP connection of the live server: reads that wait at most a given time, writes
/// that send everything or fail, and a close that happens once, after `shutdown` has woken
/// whoever still reads or writes it (so its descriptor is never reused under them).
package final class LiveSocket: @unchecked Sendable {
    /// What a read got.
    package enum Read: Equatable {
        case bytes(Int)
        /// The peer closed, or the connection failed.
        case end
        case timeout
    }

    package let descriptor: Int32
    /// The peer's address, dotted.
    package let remoteAddress: String
    private let lock = NSLock()
    private var closed = false

    package init(descriptor: Int32, remoteAddress: String) {
        self.descriptor = descriptor
        self.remoteAddress = remoteAddress
        var on: Int32 = 1
        // Without it a small push waits for the peer's delayed ACK (~40 ms, Nagle).
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        Self.keepSignalsAway(descriptor)
    }

    #if os(Linux)
        /// send()'s flag that makes a write to a closed peer fail with EPIPE instead of raising SIGPIPE.
        static let sendWithoutSignal = Int32(MSG_NOSIGNAL)

        static func keepSignalsAway(_ descriptor: Int32) {}
    #else
        /// Darwin has no MSG_NOSIGNAL: the socket itself is told not to raise SIGPIPE.
        static let sendWithoutSignal: Int32 = 0

        static func keepSignalsAway(_ descriptor: Int32) {
            var on: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        }
    #endif

    deinit { close() }

    /// Appends what arrives within `timeout` seconds to `buffer`, at most `limit` bytes.
    package func read(into buffer: inout [UInt8], limit: Int = 65536, timeout: Double) -> Read {
        var poll = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = Foundation.poll(&poll, 1, Int32(min(timeout, 86_400) * 1000))
        guard ready > 0 else { return ready == 0 ? .timeout : .end }
        let start = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: limit))
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress! + start, limit, 0) }
        buffer.removeLast(limit - max(count, 0))
        return count > 0 ? .bytes(count) : .end
    }

    /// Sends all of `bytes`; false when the connection failed.
    @discardableResult
    package func write(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes {
                send(descriptor, $0.baseAddress! + sent, bytes.count - sent, Self.sendWithoutSignal)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Wakes every read and write under way with the end of the connection.
    package func shutdown() {
        lock.withLock {
            if !closed { _ = Foundation.shutdown(descriptor, Int32(SHUT_RDWR)) }
        }
    }

    /// Closes the descriptor, once; call it when no one reads or writes any more.
    package func close() {
        lock.withLock {
            guard !closed else { return }
            closed = true
            _ = Foundation.close(descriptor)
        }
    }
}
