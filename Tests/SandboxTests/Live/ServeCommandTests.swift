import Foundation
import PanelLive
import TestSupport
import XCTest

/// `panel-sandbox serve` as a process (Docs/cli.md, Docs/live.md): its first line, its QR code,
/// the scene versions it pushes as files change, and its stop on a signal.
final class ServeCommandTests: XCTestCase {
    private var folder: URL!
    private var process: Process!
    private let output = Pipe()
    private var printed = Data()

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("panel-serve-\(UUID())")
        try FileManager.default.copyItem(at: Repository.url("Configs"), to: folder)
    }

    override func tearDown() {
        if let process, process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    private func start(_ arguments: [String]) throws {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [bundleDirectory, bundleDirectory.deletingLastPathComponent()].map {
            $0.appendingPathComponent("panel-sandbox")
        }
        guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("panel-sandbox is not built beside the tests")
        }
        process = Process()
        process.executableURL = executable
        process.arguments = ["serve"] + arguments + ["scene.json"]
        process.currentDirectoryURL = folder
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Standard output up to its `count`th newline.
    private func lines(_ count: Int) -> [String] {
        while printed.filter({ $0 == 10 }).count < count {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += chunk
        }
        return String(decoding: printed, as: UTF8.self).split(separator: "\n").prefix(count).map(String.init)
    }

    private func urlParts(_ line: String) throws -> (port: Int, token: String) {
        let pattern = try NSRegularExpression(pattern: "^http://127\\.0\\.0\\.1:([0-9]+)/\\?token=([0-9a-f]{32})$")
        let match = try XCTUnwrap(pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), line)
        let port = Int((line as NSString).substring(with: match.range(at: 1)))!
        return (port, (line as NSString).substring(with: match.range(at: 2)))
    }

    private func message(_ client: LiveSocketClient) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(try client.readText().utf8)) as? [String: Any] ?? [:]
    }

    func test_the_first_line_is_the_URL_then_the_QR_code_and_a_signal_stops_with_status_0() throws {
        try start(["--port", "0"])
        let printed = lines(3)
        XCTAssertNoThrow(try urlParts(printed[0]))
        // The QR code's quiet zone: a line of full blocks.
        XCTAssertTrue(printed[1].allSatisfy { $0 == "█" }, printed[1])
        process.interrupt()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }

    func test_every_save_reaches_a_page_as_a_new_version_and_a_broken_save_keeps_the_last_good_scene() throws {
        try start(["--port", "0", "--no-qr"])
        let (port, token) = try urlParts(lines(1)[0])
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

        let scene = folder.appendingPathComponent("scene.json")
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

        process.terminate()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }
}
