import ConfigTestSupport
import FloatingPanel
import Foundation
import TestSupport
import XCTest

@testable import PanelConfig
@testable import PanelLink

/// The live page computes an attachment's alpha and scale as the engine does
/// (`PanelAttachment.look`), run with `node` along a path of the panel's edge.
final class LivePageAttachmentTests: XCTestCase {
    func test_the_page_gives_the_engines_alpha_and_scale_along_a_path() throws {
        let node = try ExternalTool.path("node")
        let scene = try loadScene(
            """
            { "container": "iphone-15", "panels": [ { "id": "map", "attachments": [
              { "id": "weather", "size": [44, 44], "from": "half", "to": "full", "curve": "easeIn",
                "alpha": [1, 0], "scale": [1, 0.6], "hiddenBeyond": 120 },
              { "id": "pin", "size": [30, 30], "from": 600, "to": 300, "curve": "easeInOut", "alpha": [0.2, 0.9] } ] } ] }
            """)
        let panel = scene.panels[0]
        // FloatingPanelBottomLayout on iphone-15: full 77, half 438.5, tip 749.
        let places: [String: CGFloat] = ["full": 77, "half": 438.5, "tip": 749]
        let path: [CGFloat] = stride(from: 760, through: 60, by: -7.25).map { $0 }
        let attachments = panel.attachments.map(LivePageAttachment.init)
        let data = String(decoding: try JSONEncoder().encode(attachments), as: UTF8.self)
        let script =
            ["const stage = { appendChild() {} };", "function element() { return { style: {} }; }"]
            + ["function stateLocation(id, s) { return \(placesJSON(places))[s]; }"]
            + LivePageAttachments.script
            + [
                "const p = { id: 'map', position: 'bottom', states: ['full', 'half', 'tip'], attachments: \(data) };",
                "const ys = [\(path.map { ExportNumber.exact(Double($0)) }.joined(separator: ", "))];",
                "console.log(JSON.stringify(ys.map((y) => p.attachments.map((a) => { const l = attachmentLook(p, a, y); return [l.alpha, l.scale]; }))));",
            ]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("page-attachments-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("look.js")
        try script.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = [file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let rows = try XCTUnwrap(try JSONSerialization.jsonObject(with: output) as? [[[Double]]])
        XCTAssertEqual(rows.count, path.count)
        var largest = 0.0
        for (y, row) in zip(path, rows) {
            for (attachment, page) in zip(panel.attachments, row) {
                let engine = attachment.look(at: y, place: { places[$0.rawValue] }, expandsTowardLess: true)
                largest = max(largest, abs(Double(engine.alpha) - page[0]), abs(Double(engine.scale) - page[1]))
            }
        }
        XCTAssertLessThan(largest, 0.01, "the page's alpha and scale stay within 0.01 of the engine's")
        // Concrete points: at half the weather button shows whole; past 120 pt it is hidden.
        XCTAssertEqual(rows[path.firstIndex(of: 441)!][0], [1, 1])
        XCTAssertEqual(rows.last![0][0], 0)
    }

    private func placesJSON(_ places: [String: CGFloat]) -> String {
        "{"
            + places.sorted { $0.key < $1.key }.map { "\($0.key): \(ExportNumber.exact(Double($0.value)))" }
            .joined(separator: ", ") + "}"
    }
}
