import Foundation
import PanelConfig
import PanelLive
import TestSupport
import XCTest

@testable import PanelLink

/// A page's recording carries the scene version the page ran (Docs/live.md "Real gestures back"):
/// after the scene's files change, it still replays what was felt.
final class LiveRecordingSceneTests: XCTestCase {
    func test_a_recording_keeps_the_version_the_page_ran_after_a_rename_and_a_spring_change() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panel-record-\(UUID())")
        try FileManager.default.copyItem(at: Repository.url("Configs"), to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenePath = folder.appendingPathComponent("scene.json").path
        let link = try LiveLink(scenePath: scenePath, lan: false, port: 0, log: { _ in })
        defer { link.stop() }
        link.publish(try ConfigLoader.loadScene(path: scenePath))
        let port = link.server.requestGuard.port
        let host = "127.0.0.1:\(port)"
        let page = try LiveSocketClient(port: port)
        try page.handshake("/live?token=" + link.server.requestGuard.token, host: host, origin: "http://" + host)
        XCTAssertTrue(try page.readText().contains(#""version":1"#))
        try page.send(text: #"{"type": "applied", "version": 1, "refreshRate": 120}"#)

        // The files change while the page still runs version 1: the panel is renamed, its spring
        // made faster; the page reads version 2 but has not applied it when it sends its recording.
        for (file, old, new) in [
            ("scene.json", #""id": "search""#, #""id": "finder""#),
            ("behaviors/default.json", #""springResponseTime": 0.4"#, #""springResponseTime": 0.25"#),
        ] {
            let url = folder.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            XCTAssertTrue(text.contains(old), file)
            try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
        }
        link.publish(try ConfigLoader.loadScene(path: scenePath))
        XCTAssertTrue(try page.readText().contains(#""version":2"#))
        try page.send(
            text: """
                {"type": "recording", "fps": 120, "states": {"search": "half"}, "samples": [
                  {"phase": "down", "x": 196, "y": 500, "t": 1}, {"phase": "move", "x": 196, "y": 460, "t": 1.05},
                  {"phase": "move", "x": 196, "y": 380, "t": 1.1}, {"phase": "up", "x": 196, "y": 380, "t": 1.1}],
                 "end": 2}
                """)
        let reply = try page.readText()
        let path = try XCTUnwrap(
            JSONParser.parse(reply).root?.objectValue?["path"]?.value.stringValue, reply)
        let scenario = try ConfigLoader.loadScenario(path: folder.appendingPathComponent(path).path)
        XCTAssertEqual(scenario.scene.panels.map(\.id), ["search"])
        XCTAssertEqual(scenario.scene.panels[0].behavior.springResponseTime, 0.4)
        XCTAssertEqual(scenario.fps, 120)
    }
}
