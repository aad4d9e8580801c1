import Foundation
import TestSupport
import XCTest

@testable import PanelLink

/// The live server under load, on loopback only (Docs/live.md "Proof"); every loop is bounded.
final class LiveLoadTests: XCTestCase {
    func test_fifty_pages_at_once_get_every_version() throws {
        var configuration = LiveServer.Configuration()
        configuration.token = "00000000000000000000000000000001"
        let server = try LiveServer(configuration: configuration, assets: [:], onMessage: { _, _ in .none })
        defer { server.stop() }
        let host = "127.0.0.1:\(server.requestGuard.port)"
        let pages = try (0..<50).map { _ in
            let client = try LiveSocketClient(port: server.requestGuard.port)
            try client.handshake("/live?token=" + configuration.token, host: host, origin: "http://" + host)
            return client
        }
        for _ in 0..<500 where server.pages.count < 50 { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertEqual(server.pages.count, 50)
        for version in 1...5 {
            server.publish(#"{"version": \#(version)}"#)
            for page in pages { XCTAssertEqual(try page.readText(), #"{"version": \#(version)}"#) }
        }
    }

    func test_a_page_beyond_the_limit_is_refused() throws {
        var configuration = LiveServer.Configuration()
        configuration.token = "00000000000000000000000000000002"
        configuration.maxConnections = 2
        let server = try LiveServer(configuration: configuration, assets: [:], onMessage: { _, _ in .none })
        defer { server.stop() }
        let host = "127.0.0.1:\(server.requestGuard.port)"
        let handshake = { () throws -> (LiveSocketClient, Int) in
            let client = try LiveSocketClient(port: server.requestGuard.port)
            let status = try client.handshake(
                "/live?token=" + configuration.token, host: host, origin: "http://" + host
            ).status
            return (client, status)
        }
        let first = try handshake()
        let second = try handshake()
        for _ in 0..<500 where server.pages.count < 2 { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertEqual([first.1, second.1], [101, 101])
        XCTAssertEqual(try handshake().1, 503)
    }
}
