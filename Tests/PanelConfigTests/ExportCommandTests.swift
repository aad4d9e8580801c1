import Foundation
import TestSupport
import XCTest

@testable import PanelConfig

/// `panel-sandbox export` (Docs/cli.md, §4).
final class ExportCommandTests: XCTestCase {
    private func run(_ arguments: [String], files: [String: String] = ExportFixtures.scenes) -> (Int32, String, String)
    {
        var output = ""
        var errors = ""
        let status = ExportCommand.run(
            arguments: arguments, files: .inMemory(files, currentDirectory: testDirectory), output: { output += $0 },
            errors: { errors += $0 }, now: { Date(timeIntervalSince1970: 86400) })
        return (status, output, errors)
    }

    func testWritesJSONByDefaultAndEachFormatOnRequest() throws {
        let (status, output, errors) = run(["defaults.json"])
        XCTAssertEqual(status, 0, errors)
        XCTAssertEqual(output, SceneJSONExporter.export(try ExportJSONTests.fixture("defaults.json")))
        for format in ExportFormat.allCases {
            let (status, output, errors) = run(["--format", format.rawValue, "kitchen-sink.json"])
            XCTAssertEqual(status, 0, "\(format.rawValue): \(errors)")
            XCTAssertFalse(output.isEmpty, format.rawValue)
            XCTAssertEqual(run(["--format=\(format.rawValue)", "kitchen-sink.json"]).1, output)
        }
    }

    func testTimestampOnlyWhenAsked() {
        XCTAssertFalse(run(["--format", "swift", "defaults.json"]).1.contains("Written at"))
        XCTAssertTrue(
            run(["--format", "swift", "--timestamp", "defaults.json"]).1.contains("Written at 1970-01-02T00:00:00Z."))
    }

    func testWritesTheOutputFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("export-command-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out.swift").path
        let (status, output, errors) = run(["--format", "swift", "-o", path, "defaults.json"])
        XCTAssertEqual(status, 0, errors)
        XCTAssertEqual(output, "")
        XCTAssertEqual(
            try String(contentsOfFile: path, encoding: .utf8), run(["--format", "swift", "defaults.json"]).1)
    }

    func testProblemsInTheSceneArePrintedWithTheirPosition() {
        let scene = MarkedText(#"{ "panels": [ { "id": "a", "behavior": { "springResponseTime": ⟨-1 } } ] }"#)
        let (status, output, errors) = run(["broken.json"], files: ["broken.json": scene.text])
        XCTAssertEqual(status, 1)
        XCTAssertEqual(output, "")
        XCTAssertEqual(
            errors, "broken.json:\(scene.positions[0]): error: 'springResponseTime' must be greater than 0, found -1\n")
    }

    func testUsageErrors() {
        // Rows: (arguments, first line of the error).
        let rows: [([String], String)] = [
            (
                ["--format", "kotlin", "defaults.json"],
                "error: unknown format 'kotlin': expected one of json, swift, swiftui, swiftui-detents, android, compose, css"
            ),
            (
                ["--format", "swfit", "defaults.json"],
                "error: unknown format 'swfit': expected one of json, swift, swiftui, swiftui-detents, android, compose, css; did you mean 'swift'?"
            ),
            (["--fromat", "swift", "defaults.json"], "error: unknown option '--fromat'; did you mean '--format'?"),
            ([], "error: no scene given"),
            (["a.json", "b.json"], "error: give one scene, found 2"),
            (["-o"], "error: -o needs a file path"),
        ]
        for (arguments, expected) in rows {
            let (status, _, errors) = run(arguments)
            XCTAssertEqual(status, 1, "\(arguments)")
            XCTAssertEqual(errors.split(separator: "\n").first.map(String.init), expected, "\(arguments)")
        }
        let (status, output, _) = run(["--help"])
        XCTAssertEqual(status, 0)
        XCTAssertTrue(output.hasPrefix("OVERVIEW: Write a scene's tuned parameters for use elsewhere."))
    }

    func testWindowExportsNeverOverwrite() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("export-folder-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try ExportJSONTests.fixture("defaults.json")
        var placed = scene
        placed.path = directory.appendingPathComponent("defaults.json").path
        let date = Date(timeIntervalSince1970: 0)
        let first = try SceneExportFolder.write(placed, at: date)
        let second = try SceneExportFolder.write(placed, at: date)
        let stamp = SceneExportFolder.timeStamp(date)
        let folder = directory.appendingPathComponent("exports").path
        // JSON, UIKit and SwiftUI, each name with one extension.
        XCTAssertEqual(
            first,
            [
                "\(folder)/defaults-\(stamp).json", "\(folder)/defaults-\(stamp).swift",
                "\(folder)/defaults-\(stamp)-swiftui.swift",
            ])
        XCTAssertEqual(
            second,
            [
                "\(folder)/defaults-\(stamp)-2.json", "\(folder)/defaults-\(stamp)-2.swift",
                "\(folder)/defaults-\(stamp)-swiftui-2.swift",
            ])
        XCTAssertTrue(
            try String(contentsOfFile: first[1], encoding: .utf8).contains("Written at 1970-01-01T00:00:00Z."))
        XCTAssertTrue(try String(contentsOfFile: first[1], encoding: .utf8).contains("configureMainPanel("))
        XCTAssertTrue(
            try String(contentsOfFile: first[2], encoding: .utf8).contains("struct MainFloatingPanelModifier"))
        XCTAssertEqual(
            try String(contentsOfFile: first[0], encoding: .utf8),
            ExportFormat.json.export(placed, options: ExportOptions(timestamp: date)))
    }
}
