import Foundation
import PanelConfig
import PanelLive
import TestSupport
import XCTest

@testable import PanelLink

/// The live link's messages against their JSON Schema (Docs/schema/live-messages.schema.json),
/// checked by Python's `jsonschema` (`make test` installs python3-jsonschema).
final class LiveMessageSchemaTests: XCTestCase {
    private let schema = Repository.url("Docs/schema/live-messages.schema.json")

    /// Each line of `messages` checked against the schema: one "LINE: problem" per message it refuses.
    private func problems(_ messages: [String], in folder: URL) throws -> [String] {
        let check = try ExternalTool.run(
            "/usr/bin/python3", ["-c", "import jsonschema"], in: folder)
        guard check.status == 0 else { throw XCTSkip("python3-jsonschema is missing (make test installs it)") }
        let lines = folder.appendingPathComponent("messages.jsonl")
        try Data(messages.map { $0 + "\n" }.joined().utf8).write(to: lines)
        let script = """
            import json, sys, jsonschema
            validator = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
            for number, line in enumerate(open(sys.argv[2]), 1):
                for error in validator.iter_errors(json.loads(line)):
                    print(f"{number}: {error.message[:160]}")
            """
        let run = try ExternalTool.run("/usr/bin/python3", ["-c", script, schema.path, lines.path], in: folder)
        XCTAssertEqual(run.errors, "")
        return run.output.split(separator: "\n").map(String.init)
    }

    func test_every_message_of_every_shipped_scene_follows_the_schema() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panel-schema-\(UUID())")
        try FileManager.default.copyItem(at: Repository.url("Configs"), to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenes =
            ["scene.json"]
            + (try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("scenes").path))
            .sorted().map { "scenes/" + $0 }
        let hello =
            #"{"type": "hello", "version": 1, "refreshRate": 60, "viewport": {"width": 412, "height": 915, "safeArea": {"top": 24, "bottom": 24}}, "fittedSprings": true}"#
        let recording =
            #"{"type": "recording", "fps": 60, "deviceRefreshRate": 120, "states": {"main": "half"}, "samples": [{"phase": "down", "x": 10, "y": 500, "t": 1}, {"phase": "up", "x": 10, "y": 400, "t": 1.1}], "end": 1.5}"#
        let sent = [hello, recording]
        var received: [String] = []
        for (index, name) in scenes.enumerated() {
            let path = folder.appendingPathComponent(name).path
            let link = try LiveLink(scenePath: path, lan: false, port: 0, log: { _ in })
            defer { link.stop() }
            link.publish(try ConfigLoader.loadScene(path: path))
            let port = link.server.requestGuard.port
            let page = try LiveSocketClient(port: port)
            let host = "127.0.0.1:\(port)"
            XCTAssertEqual(
                try page.handshake(
                    "/live?token=" + link.server.requestGuard.token, host: host, origin: "http://" + host
                )
                .status, 101)
            received.append(try page.readText())
            try page.send(text: hello)
            received.append(try page.readText())
            guard index == 0 else { continue }
            link.publish(errors: ["scene.json:5:17: error: unknown background 'mapp'; did you mean 'map'?"])
            received.append(try page.readText())
            try page.send(text: recording)
            received.append(try page.readText())
            // A `recordings` that is a file: the save fails and the page is told.
            let recordings = folder.appendingPathComponent("recordings")
            try FileManager.default.removeItem(at: recordings)
            try Data().write(to: recordings)
            try page.send(text: recording)
            received.append(try page.readText())
        }
        let types = received.compactMap { text in
            (try? JSONParser.parse(text).root?.objectValue?["type"]?.value.stringValue) ?? nil
        }
        XCTAssertEqual(types.count, scenes.count * 2 + 3)
        XCTAssertEqual(Set(types), ["scene", "saved", "refused"])
        XCTAssertEqual(try problems(received + sent, in: folder), [])
    }

    func test_a_message_without_its_version_is_refused_by_the_schema() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panel-schema-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let found = try problems(
            [#"{"type": "saved", "path": "recordings/x.json"}"#, #"{"type": "applied", "refreshRate": 60}"#],
            in: folder)
        XCTAssertEqual(found.count, 1, found.joined(separator: "\n"))
        XCTAssertTrue(found.first?.hasPrefix("2: ") == true, found.joined(separator: "\n"))
    }
}
