import CCivetWeb
import Foundation
import PanelLive

/// One page's WebSocket on the live server. Messages to it go out on a queue of its own, newest
/// first: a page that stops reading holds only its own queue, never the others or the caller, and
/// when it reads again it gets the newest scene version, not every one it missed.
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

    private let connection: OpaquePointer
    private let queue: DispatchQueue
    private let state: Locked<(pending: Render?, sending: Bool, closed: Bool, status: Status)>
    /// Held while civetweb's connection is written, so `close()` waits for a write under way.
    private let writeLock = NSLock()

    init(connection: OpaquePointer, id: Int, remoteAddress: String) {
        self.connection = connection
        queue = DispatchQueue(label: "panel-sandbox.live.connection.\(id)")
        state = Locked((nil, false, false, Status(id: id, remoteAddress: remoteAddress)))
    }

    package var status: Status { state.withLock { $0.status } }

    /// Changes what the page said about itself.
    package func updateStatus(_ change: (inout Status) -> Void) {
        state.withLock { change(&$0.status) }
    }

    /// Queues `text` to be sent, replacing a message not yet sent.
    func send(_ text: String) { send { _ in text } }

    /// Queues the message `render` makes, on this page's queue when it is sent, replacing a
    /// message not yet sent.
    func send(_ render: @escaping Render) {
        let start = state.withLock { value -> Bool in
            guard !value.closed else { return false }
            value.pending = render
            if value.sending { return false }
            value.sending = true
            return true
        }
        if start { queue.async { self.drain() } }
    }

    private func drain() {
        while let (render, status) = state.withLock({ value -> (Render, Status)? in
            let next = value.closed ? nil : value.pending
            value.pending = nil
            if next == nil { value.sending = false }
            return next.map { ($0, value.status) }
        }) {
            write(opcode: Int32(MG_WEBSOCKET_OPCODE_TEXT), Array(render(status).utf8))
        }
    }

    /// Sends a close frame with `code` and `reason` (RFC 6455 §5.5.1).
    func close(code: UInt16, reason: String) {
        write(
            opcode: Int32(MG_WEBSOCKET_OPCODE_CONNECTION_CLOSE),
            [UInt8(code >> 8), UInt8(code & 0xff)] + Array(reason.utf8.prefix(120)))
    }

    func writePong(_ payload: [UInt8]) {
        write(opcode: Int32(MG_WEBSOCKET_OPCODE_PONG), payload)
    }

    private func write(opcode: Int32, _ bytes: [UInt8]) {
        writeLock.withLock {
            guard !state.withLock({ $0.closed }) else { return }
            _ = bytes.withUnsafeBufferPointer { buffer in
                mg_websocket_write(
                    connection, opcode,
                    buffer.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }, buffer.count)
            }
        }
    }

    /// civetweb closed the connection: nothing is written to it after this returns.
    func markClosed() {
        state.withLock { $0.closed = true }
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
