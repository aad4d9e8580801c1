import Foundation
import PanelLive

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The live server's door: it listens, accepts, and reads each request head on one thread that
/// polls every connection still sending its head, so a client that sends a byte a second holds no
/// thread and no page waits behind it (Docs/live.md "Limits"). A head not complete within
/// `headerTimeout` closes its connection; past `headsPerAddress` connections still sending their
/// head from one address, the oldest of them is closed; a head over `maxHeadBytes` gets 431.
/// Each complete head goes to `onHead` on a thread of its own.
final class LiveGate: @unchecked Sendable {
    struct Limits {
        var headerTimeout: Double
        var headsPerAddress: Int
        var maxHeadBytes: Int
        /// Connections sending their heads at once from all addresses.
        var heads: Int
    }

    /// The port it listens on (the one picked for port 0).
    let port: Int
    private let listener: Int32
    private let wake: (read: Int32, write: Int32)
    private let limits: Limits
    private let admits: @Sendable (String) -> Bool
    private let onHead: @Sendable (LiveSocket, [UInt8]) -> Void
    private let stopped = Locked(false)
    private let finished = DispatchSemaphore(value: 0)

    private struct Pending {
        let socket: LiveSocket
        var buffer: [UInt8] = []
        let deadline: Double
    }

    /// Listens on `host:port`; `admits` says whether a peer's address may connect at all.
    init(
        host: String, port: Int, limits: Limits, admits: @escaping @Sendable (String) -> Bool,
        onHead: @escaping @Sendable (LiveSocket, [UInt8]) -> Void
    ) throws(LiveServer.StartError) {
        let address = "\(host):\(port)"
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw .cannotListen(address) }
        var on: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        var bound = sockaddr_in()
        bound.sin_family = sa_family_t(AF_INET)
        bound.sin_port = in_port_t(UInt16(port).bigEndian)
        guard inet_pton(AF_INET, host, &bound.sin_addr) == 1,
            withUnsafePointer(
                to: &bound,
                {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                    }
                }) == 0, listen(fd, 256) == 0
        else {
            Foundation.close(fd)
            throw .cannotListen(address)
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &bound) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        self.port = Int(UInt16(bigEndian: bound.sin_port))
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            Foundation.close(fd)
            throw .cannotListen(address)
        }
        listener = fd
        wake = (pipeEnds[0], pipeEnds[1])
        self.limits = limits
        self.admits = admits
        self.onHead = onHead
        let thread = Thread { [self] in
            run()
            finished.signal()
        }
        thread.name = "panel-sandbox.live.gate"
        thread.start()
    }

    /// Stops accepting and closes the connections still sending their heads; returns when the
    /// gate's thread has ended.
    func stop() {
        guard
            !stopped.withLock({ value in
                defer { value = true }
                return value
            })
        else { return }
        var byte: UInt8 = 1
        _ = Foundation.write(wake.write, &byte, 1)
        finished.wait()
        Foundation.close(listener)
        Foundation.close(wake.read)
        Foundation.close(wake.write)
    }

    private func run() {
        var pending: [Pending] = []
        while !stopped.withLock({ $0 }) {
            let now = Self.now()
            pending.removeAll { $0.deadline <= now }
            var polls = [pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            polls.append(pollfd(fd: listener, events: Int16(POLLIN), revents: 0))
            polls += pending.map { pollfd(fd: $0.socket.descriptor, events: Int16(POLLIN), revents: 0) }
            let soonest = pending.map(\.deadline).min().map { max(0, $0 - now) } ?? 1
            guard poll(&polls, nfds_t(polls.count), Int32(min(soonest, 1) * 1000) + 1) >= 0 else { continue }
            // Heads first, then new connections, so that the indices still match.
            var complete: [Int] = []
            var failed: [Int] = []
            for index in pending.indices where polls[index + 2].revents != 0 {
                switch readHead(&pending[index]) {
                case .some(true): complete.append(index)
                case .some(false): failed.append(index)
                case .none: break
                }
            }
            for index in complete { onHead(pending[index].socket, pending[index].buffer) }
            let done = Set(complete + failed)
            pending = pending.enumerated().filter { !done.contains($0.offset) }.map(\.element)
            if polls[1].revents != 0 { accept(into: &pending) }
        }
    }

    /// Reads what `connection` sent: true once its head is complete, false when it failed or
    /// grew past the limit (431), nil while it is still coming.
    private func readHead(_ connection: inout Pending) -> Bool? {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes {
            recv(connection.socket.descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT))
        }
        guard count > 0 else { return count < 0 && (errno == EAGAIN || errno == EINTR) ? nil : false }
        let searchFrom = max(0, connection.buffer.count - 3)
        connection.buffer += chunk[0..<count]
        if LiveHTTP.headEnd(connection.buffer, from: searchFrom) != nil { return true }
        guard connection.buffer.count <= limits.maxHeadBytes else {
            connection.socket.write(LiveHTTP.response(status: 431, body: []))
            return false
        }
        return nil
    }

    private func accept(into pending: inout [Pending]) {
        while true {
            var peer = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let fd = withUnsafeMutablePointer(to: &peer) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.accept(listener, $0, &length) }
            }
            guard fd >= 0 else { return }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            inet_ntop(AF_INET, &peer.sin_addr, &text, socklen_t(text.count))
            let address = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let socket = LiveSocket(descriptor: fd, remoteAddress: address)
            guard admits(address) else { continue }
            // The oldest head from the same address (then from any) makes room: a client that
            // trickles bytes cannot keep a newer request out.
            if pending.filter({ $0.socket.remoteAddress == address }).count >= limits.headsPerAddress,
                let oldest = pending.firstIndex(where: { $0.socket.remoteAddress == address })
            {
                pending.remove(at: oldest)
            }
            if pending.count >= limits.heads { pending.removeFirst() }
            pending.append(Pending(socket: socket, deadline: Self.now() + limits.headerTimeout))
        }
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
