import Foundation
import PanelLink
import TestSupport
import XCTest

/// `panel-sandbox serve` as a process (Docs/cli.md, Docs/live.md): its first line, its QR code,
/// the scene versions it pushes as files change, and its stop on a signal.
final class ServeCommandTests: XCTestCase {
    private var serve: ServeProcess?

    override func tearDown() {
        serve?.stop()
    }

    private func start(_ arguments: [String]) throws -> ServeProcess {
        let started = try ServeProcess(arguments)
        serve = started
        return started
    }

    private func message(_ client: LiveSocketClient) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(try client.readText().utf8)) as? [String: Any] ?? [:]
    }

    func test_the_first_line_is_the_URL_then_the_QR_code_and_a_signal_stops_with_status_0() throws {
        let serve = try start(["--port", "0"])
        let printed = serve.lines(3)
        XCTAssertNoThrow(try ServeProcess.urlParts(printed[0]))
        // The QR code's quiet zone: a line of full blocks.
        XCTAssertTrue(printed[1].allSatisfy { $0 == "█" }, printed[1])
        serve.process.interrupt()
        serve.process.waitUntilExit()
        XCTAssertEqual(serve.process.terminationStatus, 0)
    }

    func test_every_save_reaches_a_page_as_a_new_version_and_a_broken_save_keeps_the_last_good_scene() throws {
        let serve = try start(["--port", "0", "--no-qr"])
        let (port, token) = try ServeProcess.urlParts(serve.lines(1)[0])
        let client = try LiveSocketClient(port: port)
        let host = "127.0.0.1:\(port)"
        XCTAssertEqual(try client.handshake("/live?token=" + token, host: host, origin: "http://" + host).status, 101)
        let first = try message(client)
        XCTAssertEqual(first["version"] as? Int, 1)
        XCTAssertEqual(first["name"] as? String, "Maps")
        // What an app's live client applies: the anchors as the swift export writes them, the behavior's values.
        let panel = try XCTUnwrap((first["panels"] as? [[String: Any]])?.first)
        let anchors = try XCTUnwrap(panel["anchors"] as? [[String: Any]])
        XCTAssertEqual(anchors.map { $0["state"] as? String }, ["full", "half", "tip"])
        XCTAssertEqual(anchors[0]["kind"] as? String, "inset")
        XCTAssertEqual(anchors[0]["absolute"] as? Bool, true)
        XCTAssertEqual(anchors[0]["value"] as? Double, 16)
        XCTAssertEqual(anchors[0]["edge"] as? String, "top")
        XCTAssertEqual(anchors[0]["referenceGuide"] as? String, "safeArea")
        XCTAssertEqual(anchors[1]["value"] as? Double, 0.5)
        XCTAssertEqual(anchors[1]["absolute"] as? Bool, false)
        let behavior = try XCTUnwrap(panel["behavior"] as? [String: Double])
        XCTAssertEqual(behavior["springDecelerationRate"], 0.991)
        XCTAssertEqual(behavior["springResponseTime"], 0.4)
        XCTAssertEqual(behavior["removalInteractionVelocityThreshold"], 5.5)

        let scene = serve.folder.appendingPathComponent("scene.json")
        let text = try String(contentsOf: scene, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"Maps\"", with: "\"Maps, live\"").utf8).write(to: scene)
        let second = try message(client)
        XCTAssertEqual(second["version"] as? Int, 2)
        XCTAssertEqual(second["name"] as? String, "Maps, live")
        XCTAssertEqual(second["errors"] as? [String], [])

        try Data(text.replacingOccurrences(of: "\"background\": \"map\"", with: "\"background\": \"mapp\"").utf8)
            .write(to: scene)
        let broken = try message(client)
        XCTAssertEqual(broken["version"] as? Int, 3)
        XCTAssertEqual(broken["name"] as? String, "Maps, live")
        let errors = try XCTUnwrap(broken["errors"] as? [String])
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors[0].hasPrefix("scene.json:5:17: error:"), errors[0])
        XCTAssertEqual((broken["panels"] as? [Any])?.count, 1)

        serve.process.terminate()
        serve.process.waitUntilExit()
        XCTAssertEqual(serve.process.terminationStatus, 0)
    }

    /// `--allow-origin` admits an app's own page (the vaul export's live client) and still no other.
    func test_a_restarted_server_keeps_the_scenes_token_owner_only_and_new_token_makes_another() throws {
        let first = try start(["--port", "0", "--no-qr"])
        let token = try ServeProcess.urlParts(first.lines(1)[0]).token
        first.process.terminate()
        first.process.waitUntilExit()
        let folder = first.stateFolder.appendingPathComponent("panel-sandbox/live-tokens")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertEqual(files.count, 1)
        let file = folder.appendingPathComponent(files[0])
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int, 0o600)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int, 0o700)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), token + "\n")

        let tokens = try [[], ["--new-token"], []].map { extra -> String in
            let next = try ServeProcess(["--port", "0", "--no-qr"] + extra, after: first)
            defer { next.stop() }
            return try ServeProcess.urlParts(next.lines(1)[0]).token
        }
        XCTAssertEqual(tokens[0], token)
        XCTAssertNotEqual(tokens[1], token)
        XCTAssertEqual(tokens[2], tokens[1])
    }

    func test_an_allowed_origin_gets_the_scene_and_other_origins_are_still_refused() throws {
        let serve = try start(["--port", "0", "--no-qr", "--allow-origin", "http://localhost:5173"])
        let (port, token) = try ServeProcess.urlParts(serve.lines(1)[0])
        let host = "127.0.0.1:\(port)"
        for (origin, status) in [
            ("http://localhost:5173", 101), ("http://" + host, 101), ("http://localhost:5174", 403),
            ("http://evil.example", 403),
        ] {
            let client = try LiveSocketClient(port: port)
            XCTAssertEqual(
                try client.handshake("/live?token=" + token, host: host, origin: origin).status, status, origin)
            if status == 101 { XCTAssertEqual(try message(client)["version"] as? Int, 1, origin) }
        }
    }

    func test_an_allowed_origin_with_a_path_is_a_usage_error() throws {
        let serve = try start(["--port", "0", "--allow-origin", "http://localhost:5173/"])
        serve.process.waitUntilExit()
        XCTAssertEqual(serve.process.terminationStatus, 1)
        XCTAssertEqual(
            serve.errors.split(separator: "\n").first.map(String.init),
            "error: --allow-origin takes an origin as a browser sends it, scheme://host[:port] without a path or a trailing slash (got 'http://localhost:5173/')"
        )
    }
}
