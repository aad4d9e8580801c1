import Foundation
import PanelLive

/// One page's WebSocket on the live server. Messages to it go out on a queue of its own, in order:
/// a page that stops reading holds only its own queue, never the others or the caller. While it
/// does not read, a newer scene version replaces the one still waiting (it gets the newest, not
/// every one it missed), and every reply waits its turn: none is ever dropped.
package final class LiveConnection: @unchecked Sendable {
    /// What the page last said about itself (Docs/live.md "Messages").
    package struct Status: Equatable, Sendable {
        package var id: Int
        package var remoteAddress: String
        /// The scene version the page applied; 0 before its first.
        package var appliedVersion: Int = 0
        /// The page's measured frame rate in Hz; 0 before it measured one.
        package var refreshRate: Double = 0
        /// The page's viewport, its container; nil until it said.
        package var viewport: LiveViewport?
        /// Whether its scene versions carry the fitted Compose springs (an app's Compose client).
        package var fittedSprings = false
    }

    /// What makes the message for this page from what it said about itself.
    package typealias Render = @Sendable (Status) -> String

    /// Replies a page may leave unread before its connection closes: it sends faster than it reads.
    package static let maximumUnreadReplies = 1024

    private enum Outgoing {
        case version(Render)
        case reply(String)
    }

    private let socket: LiveSocket
    private let queue: DispatchQueue
    private let state: Locked<(pending: [Outgoing], sending: Bool, closed: Bool, status: Status)>
    /// Held while the socket is written, so a close waits for a frame under way.
    private let writeLock = NSLock()

    init(socket: LiveSocket, id: Int) {
        self.socket = socket
        queue = DispatchQueue(label: "panel-sandbox.live.connection.\(id)")
        state = Locked(([], false, false, Status(id: id, remoteAddress: socket.remoteAddress)))
    }

    package var status: Status { state.withLock { $0.status } }

    /// Changes what the page said about itself.
    package func updateStatus(_ change: (inout Status) -> Void) {
        state.withLock { change(&$0.status) }
    }

    /// Queues the scene version `render` makes (on this page's queue when it is sent), in place
    /// of a version not yet sent.
    func sendVersion(_ render: @escaping Render) {
        enqueue { pending in
            pending.removeAll {
                if case .version = $0 { return true }
                return false
            }
            pending.append(.version(render))
            return true
        }
    }

    /// Queues `text` after everything queued before it.
    func sendReply(_ text: String) {
        enqueue { pending in
            guard pending.count < Self.maximumUnreadReplies else { return false }
            pending.append(.reply(text))
            return true
        }
    }

    private func enqueue(_ change: (inout [Outgoing]) -> Bool) {
        var overflow = false
        let start = state.withLock { value -> Bool in
            guard !value.closed else { return false }
            overflow = !change(&value.pending)
            if overflow || value.sending { return false }
            value.sending = true
            return true
        }
        if overflow { close(code: 1008, reason: "more than \(Self.maximumUnreadReplies) replies unread") }
        if start { queue.async { self.drain() } }
    }

    private func drain() {
        while let (next, status) = state.withLock({ value -> (Outgoing, Status)? in
            guard !value.closed, !value.pending.isEmpty else {
                value.sending = false
                return nil
            }
            return (value.pending.removeFirst(), value.status)
        }) {
            let text =
                switch next {
                case .version(let render): render(status)
                case .reply(let reply): reply
                }
            write(.text, Array(text.utf8))
        }
    }

    /// Sends a close frame with `code` and `reason` (RFC 6455 §5.5.1) and ends the connection; a
    /// frame still being written to a page that does not read gets two seconds.
    func close(code: UInt16, reason: String) {
        let frame = WebSocketFrameHeader.serverFrame(
            .close, [UInt8(code >> 8), UInt8(code & 0xff)] + Array(reason.utf8.prefix(120)))
        if writeLock.lock(before: Date(timeIntervalSinceNow: 2)) {
            if !state.withLock({ $0.closed }) { socket.write(frame) }
            writeLock.unlock()
        }
        socket.shutdown()
    }

    func writePong(_ payload: [UInt8]) { write(.pong, payload) }

    private func write(_ opcode: WebSocketFrameHeader.Opcode, _ payload: [UInt8]) {
        writeLock.withLock {
            guard !state.withLock({ $0.closed }) else { return }
            socket.write(WebSocketFrameHeader.serverFrame(opcode, payload))
        }
    }

    /// The connection ended: nothing is written to it after this returns.
    func markClosed() {
        state.withLock {
            $0.closed = true
            $0.pending = []
        }
        socket.shutdown()
        writeLock.withLock {}
    }
}

/// A page's viewport and safe-area insets in CSS px (= pt): the container its panels resolve in.
package struct LiveViewport: Equatable, Hashable, Sendable {
    package var width: Double
    package var height: Double
    package var top: Double
    package var left: Double
    package var bottom: Double
    package var right: Double

    package init(
        width: Double, height: Double, top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0
    ) {
        self.width = width
        self.height = height
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
