import Foundation
import XCTest

@testable import PanelLink

/// The live server against pages and clients that break the rules, over raw loopback sockets
/// (Docs/live.md "Security" and "Limits").
final class LiveServerAttackTests: XCTestCase {
    private let token = "0123456789abcdef0123456789abcdef"

    private func startServer(
        maxMessageBytes: Int = 16 << 20,
        onMessage: @escaping @Sendable (LiveConnection, String) -> LiveServer.Answer = { _, _ in .reply("read") }
    ) throws -> LiveServer {
        var configuration = LiveServer.Configuration()
        configuration.token = token
        configuration.maxMessageBytes = maxMessageBytes
        let page = LiveServer.Asset(contentType: "text/html", body: Data("<p>the page</p>".utf8))
        return try LiveServer(configuration: configuration, assets: ["/": page], onMessage: onMessage)
    }

    private func host(_ server: LiveServer) -> String { "127.0.0.1:\(server.requestGuard.port)" }

    private func connectedPage(_ server: LiveServer, timeout: Double = 10) throws -> LiveSocketClient {
        let client = try LiveSocketClient(port: server.requestGuard.port, timeout: timeout)
        let status = try client.handshake(
            "/live?token=" + token, host: host(server), origin: "http://" + host(server)
        ).status
        XCTAssertEqual(status, 101)
        return client
    }

    /// This process's resident set in bytes (the server runs in it).
    private func residentBytes() throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try XCTUnwrap(status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
        let kilobytes = try XCTUnwrap(Int(line.split(separator: " ")[1]))
        return kilobytes * 1024
    }

    func test_a_frame_claiming_a_gibibyte_closes_with_1009_before_its_payload_is_read() throws {
        let server = try startServer()
        defer { server.stop() }
        let client = try connectedPage(server, timeout: 5)
        let before = try residentBytes()
        // The header claims 1 GiB; the first mebibyte of it follows.
        try client.send(Array(repeating: UInt8(ascii: "a"), count: 1 << 20), announcedLength: 1 << 30)
        XCTAssertEqual(try client.readFrame().closeCode, 1009)
        // The rest of the claimed frame never gets in: the server has closed the connection.
        let rest = Array(repeating: UInt8(ascii: "a"), count: 1 << 20)
        var refused = false
        for _ in 0..<64 where !refused {
            do { try client.write(rest) } catch { refused = true }
        }
        XCTAssertTrue(refused, "the server kept reading a frame over the limit")
        XCTAssertLessThan(try residentBytes() - before, 64 << 20)
    }

    func test_an_unmasked_client_frame_fails_the_connection() throws {
        let server = try startServer()
        defer { server.stop() }
        let client = try connectedPage(server)
        try client.send(Array("hello".utf8), masked: false)
        XCTAssertEqual(try client.readFrame().closeCode, 1002)
        XCTAssertTrue(client.serverClosed())
    }

    func test_reserved_bits_fail_the_connection() throws {
        let server = try startServer()
        defer { server.stop() }
        let client = try connectedPage(server)
        try client.send(Array("hello".utf8), reserved: 4)
        XCTAssertEqual(try client.readFrame().closeCode, 1002)
        XCTAssertTrue(client.serverClosed())
    }

    func test_a_ping_over_125_bytes_fails_the_connection() throws {
        let server = try startServer()
        defer { server.stop() }
        let client = try connectedPage(server)
        try client.send(opcode: 9, Array(repeating: 1, count: 125))
        let pong = try client.readFrame()
        XCTAssertEqual(pong.opcode, 10)
        XCTAssertEqual(pong.payload.count, 125)
        try client.send(opcode: 9, Array(repeating: 1, count: 126))
        XCTAssertEqual(try client.readFrame().closeCode, 1002)
        XCTAssertTrue(client.serverClosed())
    }

    func test_a_fragmented_message_is_read_whole() throws {
        let server = try startServer { _, text in .reply("read \(text)") }
        defer { server.stop() }
        let client = try connectedPage(server)
        try client.send(Array("{\"type\":".utf8), final: false)
        try client.send(opcode: 9, Array("between".utf8))
        XCTAssertEqual(try client.readFrame().text, "between")
        try client.send(opcode: 0, Array("\"hello\"}".utf8))
        XCTAssertEqual(try client.readText(), "read {\"type\":\"hello\"}")
    }

    func test_two_host_headers_are_a_bad_request() throws {
        let server = try startServer()
        defer { server.stop() }
        let response = try LiveSocketClient(port: server.requestGuard.port).get(
            "/?token=" + token, host: host(server), headers: ["Host": host(server)])
        XCTAssertEqual(response.status, 400)
    }

    func test_every_response_refusals_included_forbids_caching_and_foreign_content() throws {
        let server = try startServer()
        defer { server.stop() }
        let port = server.requestGuard.port
        let responses = [
            try LiveSocketClient(port: port).get("/?token=" + token, host: host(server)),
            try LiveSocketClient(port: port).get("/", host: host(server)),
            try LiveSocketClient(port: port).get("/missing?token=" + token, host: host(server)),
            try LiveSocketClient(port: port).get("/", host: host(server), headers: ["Host": "other"]),
        ]
        XCTAssertEqual(responses.map(\.status), [200, 403, 404, 400])
        for response in responses {
            let head = response.head.lowercased()
            XCTAssertTrue(head.contains("\r\ncache-control: no-store\r\n"), response.head)
            XCTAssertTrue(head.contains("\r\ncontent-security-policy: default-src 'self';"), response.head)
        }
    }

    func test_two_hundred_stalled_clients_leave_the_page_served_and_are_closed() throws {
        var configuration = LiveServer.Configuration()
        configuration.token = token
        configuration.headerTimeout = 1
        let page = LiveServer.Asset(contentType: "text/html", body: Data("<p>the page</p>".utf8))
        let server = try LiveServer(configuration: configuration, assets: ["/": page], onMessage: { _, _ in .none })
        defer { server.stop() }
        let port = server.requestGuard.port
        // Each sends the first byte of a request head and nothing more.
        let stalled = try (0..<200).map { _ in
            let client = try LiveSocketClient(port: port, timeout: 10)
            try client.write(Array("G".utf8))
            return client
        }
        let page1 = try LiveSocketClient(port: port, timeout: 3).get("/?token=" + token, host: host(server))
        XCTAssertEqual(page1.status, 200)
        XCTAssertEqual(page1.body, "<p>the page</p>")
        XCTAssertEqual(stalled.filter { $0.serverClosed() }.count, 200)
        XCTAssertEqual(
            try LiveSocketClient(port: port, timeout: 3).get("/?token=" + token, host: host(server)).status, 200)
    }

    func test_a_page_that_reads_late_gets_every_reply_and_the_newest_version() throws {
        let server = try startServer { _, text in .reply("saved \(text)") }
        defer { server.stop() }
        let client = try connectedPage(server)
        // A version big enough to fill the socket's buffers: the replies queue behind it.
        server.publish(#"{"version":1,"pad":""# + String(repeating: "x", count: 8 << 20) + #""}"#)
        for index in 1...300 {
            try client.send(text: "\(index)")
            if index % 100 == 0 { server.publish(#"{"version":\#(index / 100 + 1)}"#) }
        }
        var replies: [String] = []
        var versions: [String] = []
        while replies.count < 300 || versions.last != #"{"version":4}"# {
            let text = try client.readText()
            if text.hasPrefix("saved ") { replies.append(text) } else { versions.append(String(text.prefix(14))) }
        }
        XCTAssertEqual(replies, (1...300).map { "saved \($0)" })
        XCTAssertEqual(versions.first, #"{"version":1,""#)
        XCTAssertEqual(versions.last, #"{"version":4}"#)
    }

    func test_a_message_nested_350_deep_closes_its_connection_and_the_server_lives() throws {
        let server = try startServer { _, text in
            do throws(LivePageMessage.Problem) {
                _ = try LivePageMessage.parse(text)
                return .none
            } catch {
                return .close(error.reason)
            }
        }
        defer { server.stop() }
        let client = try connectedPage(server)
        try client.send(text: String(repeating: #"{"a":"#, count: 350) + "1" + String(repeating: "}", count: 350))
        let frame = try client.readFrame()
        XCTAssertEqual(frame.closeCode, 1008)
        XCTAssertEqual(
            String(decoding: frame.payload.dropFirst(2), as: UTF8.self),
            "not a message: 1:641: nesting is deeper than 128 levels; flatten the data")
        let next = try connectedPage(server)
        try next.send(text: #"{"type":"applied","version":1,"refreshRate":60}"#)
        try next.send(opcode: 9, [1])
        XCTAssertEqual(try next.readFrame().opcode, 10)
    }
}
