import Foundation
import TestSupport
import XCTest

@testable import PanelLink

/// The live server over real loopback sockets (Docs/live.md "Security").
final class LiveServerTests: XCTestCase {
    private let page = LiveServer.Asset(contentType: "text/html", body: Data("<p>the page</p>".utf8))

    private func startServer(
        maxMessageBytes: Int = 1 << 20,
        onMessage: @escaping @Sendable (LiveConnection, String) -> LiveServer.Answer = { _, _ in .none }
    ) throws -> LiveServer {
        var configuration = LiveServer.Configuration()
        configuration.token = "0123456789abcdef0123456789abcdef"
        configuration.maxMessageBytes = maxMessageBytes
        return try LiveServer(configuration: configuration, assets: ["/": page], onMessage: onMessage)
    }

    private func host(_ server: LiveServer) -> String { "127.0.0.1:\(server.requestGuard.port)" }
    private let token = "?token=0123456789abcdef0123456789abcdef"

    func test_the_URL_names_loopback_a_free_port_and_the_token() throws {
        let server = try startServer()
        defer { server.stop() }
        XCTAssertGreaterThan(server.requestGuard.port, 0)
        XCTAssertEqual(
            server.url, "http://127.0.0.1:\(server.requestGuard.port)/?token=0123456789abcdef0123456789abcdef")
    }

    func test_the_page_needs_the_token() throws {
        let server = try startServer()
        defer { server.stop() }
        let port = server.requestGuard.port
        let good = try LiveSocketClient(port: port).get("/" + token, host: host(server))
        XCTAssertEqual(good.status, 200)
        XCTAssertEqual(good.body, "<p>the page</p>")
        let missing = try LiveSocketClient(port: port).get("/", host: host(server))
        XCTAssertEqual(missing.status, 403)
        XCTAssertTrue(missing.body.contains("Scan the QR code in the\nsandbox"), missing.body)
        let wrong = try LiveSocketClient(port: port).get(
            "/?token=0123456789abcdef0123456789abcdee", host: host(server))
        XCTAssertEqual(wrong.status, 403)
        XCTAssertEqual(server.refusedCount, 2)
    }

    func test_a_foreign_host_is_refused_and_localhost_accepted() throws {
        let server = try startServer()
        defer { server.stop() }
        let port = server.requestGuard.port
        XCTAssertEqual(try LiveSocketClient(port: port).get("/" + token, host: "evil.example:\(port)").status, 403)
        XCTAssertEqual(try LiveSocketClient(port: port).get("/" + token, host: "localhost:\(port)").status, 200)
    }

    func test_an_unknown_path_is_not_found() throws {
        let server = try startServer()
        defer { server.stop() }
        let response = try LiveSocketClient(port: server.requestGuard.port).get(
            "/etc/passwd" + token, host: host(server))
        XCTAssertEqual(response.status, 404)
    }

    func test_the_handshake_needs_the_pages_own_origin_and_the_token() throws {
        let server = try startServer()
        defer { server.stop() }
        let port = server.requestGuard.port
        let foreign = try LiveSocketClient(port: port).handshake(
            "/live" + token, host: host(server), origin: "http://evil.example")
        XCTAssertEqual(foreign.status, 403)
        XCTAssertTrue(foreign.body.contains("Scan the QR code"))
        let noOrigin = try LiveSocketClient(port: port).handshake("/live" + token, host: host(server), origin: nil)
        XCTAssertEqual(noOrigin.status, 403)
        let noToken = try LiveSocketClient(port: port).handshake(
            "/live", host: host(server), origin: "http://" + host(server))
        XCTAssertEqual(noToken.status, 403)
        let own = try LiveSocketClient(port: port).handshake(
            "/live" + token, host: host(server), origin: "http://" + host(server))
        XCTAssertEqual(own.status, 101)
    }

    private func connectedPage(_ server: LiveServer) throws -> LiveSocketClient {
        let client = try LiveSocketClient(port: server.requestGuard.port)
        try client.handshake("/live" + token, host: host(server), origin: "http://" + host(server))
        return client
    }

    func test_a_page_gets_the_current_message_on_connect_then_every_published_one() throws {
        let server = try startServer()
        defer { server.stop() }
        server.publish(#"{"version":1}"#)
        let client = try connectedPage(server)
        XCTAssertEqual(try client.readText(), #"{"version":1}"#)
        server.publish(#"{"version":2}"#)
        XCTAssertEqual(try client.readText(), #"{"version":2}"#)
    }

    func test_a_message_is_answered_to_its_page_only() throws {
        let server = try startServer { connection, text in
            connection.updateStatus { $0.appliedVersion = Int(text) ?? -1 }
            return .reply("seen \(text)")
        }
        defer { server.stop() }
        let client = try connectedPage(server)
        try client.send(text: "7")
        XCTAssertEqual(try client.readText(), "seen 7")
        XCTAssertEqual(server.pages.map(\.appliedVersion), [7])
        XCTAssertEqual(server.pages.map(\.remoteAddress), ["127.0.0.1"])
    }

    func test_a_malformed_message_closes_that_connection_with_its_reason() throws {
        let server = try startServer { _, _ in .close("not a message: expected JSON") }
        defer { server.stop() }
        let client = try connectedPage(server)
        try client.send(text: "{")
        let frame = try client.readFrame()
        XCTAssertEqual(frame.closeCode, 1008)
        XCTAssertEqual(String(decoding: frame.payload.dropFirst(2), as: UTF8.self), "not a message: expected JSON")
    }

    func test_a_message_over_the_limit_closes_with_code_1009() throws {
        let server = try startServer(maxMessageBytes: 1000) { _, _ in .reply("read") }
        defer { server.stop() }
        let client = try connectedPage(server)
        try client.send(Array(repeating: UInt8(ascii: "a"), count: 1000))
        XCTAssertEqual(try client.readText(), "read")
        try client.send(Array(repeating: UInt8(ascii: "a"), count: 1001))
        XCTAssertEqual(try client.readFrame().closeCode, 1009)
    }

    func test_a_page_that_stops_reading_does_not_hold_the_others() throws {
        let server = try startServer()
        defer { server.stop() }
        let stalled = try connectedPage(server)
        let reader = try connectedPage(server)
        // Enough bytes to fill the stalled page's socket buffers many times over.
        let large = String(repeating: "x", count: 1 << 20)
        for version in 1...20 { server.publish(#"{"version":\#(version),"pad":"\#(large)"}"#) }
        server.publish(#"{"version":21}"#)
        var last = ""
        for _ in 0..<21 {
            last = try reader.readText()
            if last == #"{"version":21}"# { break }
        }
        XCTAssertEqual(last, #"{"version":21}"#)
        _ = stalled
    }
}

/// The guard's rules on their own.
final class LiveRequestGuardTests: XCTestCase {
    private let requestGuard = LiveRequestGuard(token: "abc", host: "192.168.1.20", port: 8000)

    func test_the_host_must_be_the_servers_address_or_localhost() {
        XCTAssertNil(
            requestGuard.refusal(query: "token=abc", hostHeader: "192.168.1.20:8000", origin: nil, isWebSocket: false))
        XCTAssertNil(
            requestGuard.refusal(query: "token=abc", hostHeader: "LOCALHOST:8000", origin: nil, isWebSocket: false))
        XCTAssertEqual(
            requestGuard.refusal(query: "token=abc", hostHeader: "attacker.example", origin: nil, isWebSocket: false),
            .foreignHost("attacker.example"))
        XCTAssertEqual(
            requestGuard.refusal(query: "token=abc", hostHeader: nil, origin: nil, isWebSocket: false),
            .foreignHost(nil))
    }

    func test_the_token_is_read_among_other_parameters() {
        XCTAssertNil(
            requestGuard.refusal(
                query: "v=2&token=abc", hostHeader: "192.168.1.20:8000", origin: nil, isWebSocket: false))
        XCTAssertEqual(
            requestGuard.refusal(query: "token=abd", hostHeader: "192.168.1.20:8000", origin: nil, isWebSocket: false),
            .wrongToken)
        XCTAssertEqual(
            requestGuard.refusal(query: nil, hostHeader: "192.168.1.20:8000", origin: nil, isWebSocket: false),
            .missingToken)
    }

    func test_a_web_socket_needs_the_pages_origin() {
        XCTAssertNil(
            requestGuard.refusal(
                query: "token=abc", hostHeader: "192.168.1.20:8000", origin: "http://192.168.1.20:8000",
                isWebSocket: true))
        XCTAssertEqual(
            requestGuard.refusal(
                query: "token=abc", hostHeader: "192.168.1.20:8000", origin: "https://192.168.1.20:8000",
                isWebSocket: true), .foreignOrigin("https://192.168.1.20:8000"))
    }

    func test_an_extra_origin_is_admitted_exactly_and_no_other() {
        var allowing = requestGuard
        allowing.extraOrigins = ["http://localhost:5173"]
        let refusal = { (origin: String) in
            allowing.refusal(query: "token=abc", hostHeader: "192.168.1.20:8000", origin: origin, isWebSocket: true)
        }
        XCTAssertNil(refusal("http://localhost:5173"))
        XCTAssertNil(refusal("http://192.168.1.20:8000"))
        for other in ["http://localhost:5174", "https://localhost:5173", "http://localhost:5173/", "http://localhost"] {
            XCTAssertEqual(refusal(other), .foreignOrigin(other), other)
        }
        XCTAssertEqual(
            requestGuard.refusal(
                query: "token=abc", hostHeader: "192.168.1.20:8000", origin: "http://localhost:5173", isWebSocket: true),
            .foreignOrigin("http://localhost:5173"))
    }

    func test_an_origin_is_a_scheme_a_host_and_a_port_only() {
        XCTAssertEqual(LiveRequestGuard.origin("http://localhost:5173"), "http://localhost:5173")
        XCTAssertEqual(LiveRequestGuard.origin("HTTPS://App.Example"), "https://app.example")
        for wrong in [
            "http://localhost:5173/", "localhost:5173", "ftp://host", "http://host/app", "http://", "http://a?b",
        ] {
            XCTAssertNil(LiveRequestGuard.origin(wrong), wrong)
        }
    }

    func test_a_random_token_has_128_bits_in_hex() {
        let tokens = (0..<20).map { _ in LiveRequestGuard.randomToken() }
        XCTAssertEqual(Set(tokens).count, 20)
        for token in tokens {
            XCTAssertEqual(token.count, 32)
            XCTAssertTrue(token.allSatisfy(\.isHexDigit))
        }
    }
}

/// QR codes by libqrencode.
final class QRCodeTests: XCTestCase {
    func test_the_URLIs_a_version_4_code_with_its_finder_patterns() throws {
        let code = try XCTUnwrap(QRCode("http://127.0.0.1:8000/?token=0123456789abcdef0123456789abcdef"))
        // 60 bytes at level M need version 4: 17 + 4 × 4 = 33 modules a side.
        XCTAssertEqual(code.size, 33)
        // Finder pattern corners: dark outer ring, light ring, dark centre.
        for (row, column) in [(0, 0), (0, 6), (6, 0), (3, 3), (0, 26), (26, 0)] {
            XCTAssertTrue(code.isDark(row: row, column: column), "\(row),\(column)")
        }
        XCTAssertFalse(code.isDark(row: 1, column: 1))
        XCTAssertFalse(code.isDark(row: 7, column: 7))
        let lines = code.terminalText.split(separator: "\n")
        XCTAssertEqual(lines.count, (33 + 4 + 1) / 2)
        XCTAssertTrue(lines.allSatisfy { $0.count == 37 })
    }
}
