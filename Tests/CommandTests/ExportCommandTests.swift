import Foundation
import PanelConfig
import PanelExport
import PanelPlatforms
import PanelScene
import TestSupport
import XCTest

@testable import panel_sandbox

/// `panel-sandbox export` (Docs/cli.md): its arguments, output and exit status.
final class ExportCommandTests: XCTestCase {
    private func run(_ arguments: [String], files: [String: String] = ExportFixtures.scenes) -> (Int32, String, String)
    {
        var output = ""
        var errors = ""
        let status = ExportCommand.run(
            arguments: arguments, files: .inMemory(files, currentDirectory: "/configs"), output: { output += $0 },
            errors: { errors += $0 }, now: { Date(timeIntervalSince1970: 86400) })
        return (status, output, errors)
    }

    func test_writes_JSON_by_default_and_each_format_on_request() throws {
        let (status, output, errors) = run(["defaults.json"])
        XCTAssertEqual(status, 0, errors)
        let defaults = try ConfigLoader.loadScene(
            path: "defaults.json", files: .inMemory(ExportFixtures.scenes, currentDirectory: "/configs"))
        XCTAssertEqual(output, ExportFormat.json.export(defaults, options: ExportOptions(timestamp: nil)))
        for format in ExportFormat.allCases {
            let (status, output, errors) = run(["--format", format.rawValue, "kitchen-sink.json"])
            XCTAssertEqual(status, 0, "\(format.rawValue): \(errors)")
            XCTAssertFalse(output.isEmpty, format.rawValue)
            XCTAssertEqual(run(["--format=\(format.rawValue)", "kitchen-sink.json"]).1, output)
        }
    }

    func test_format_names_from_other_platforms_are_aliases() {
        let rows: [(alias: String, format: String)] = [
            ("css", "vaul"), ("react", "vaul"), ("tsx", "vaul"), ("kotlin", "compose"), ("xml", "android"),
            ("material", "android"), ("Kotlin", "compose"),
        ]
        for (alias, format) in rows {
            let (status, output, errors) = run(["--format", alias, "defaults.json"])
            XCTAssertEqual(status, 0, "\(alias): \(errors)")
            XCTAssertEqual(output, run(["--format", format, "defaults.json"]).1, alias)
            XCTAssertTrue(output.contains("(export format \(format))"), alias)
        }
    }

    func test_timestamp_only_when_asked() {
        XCTAssertFalse(run(["--format", "swift", "defaults.json"]).1.contains("Written at"))
        XCTAssertTrue(
            run(["--format", "swift", "--timestamp", "defaults.json"]).1.contains("Written at 1970-01-02T00:00:00Z."))
    }

    func test_writes_the_output_file() throws {
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

    func test_problems_in_the_scene_are_printed_with_their_position() {
        let scene = MarkedText(#"{ "panels": [ { "id": "a", "behavior": { "springResponseTime": ⟨-1 } } ] }"#)
        let (status, output, errors) = run(["broken.json"], files: ["broken.json": scene.text])
        XCTAssertEqual(status, 1)
        XCTAssertEqual(output, "")
        XCTAssertEqual(
            errors, "broken.json:\(scene.positions[0]): error: 'springResponseTime' must be greater than 0, found -1\n")
    }

    /// `--live` keeps the file as it is and adds the client after it, its two parts marked.
    func test_live_ends_the_file_with_the_client() {
        for format in ["swift", "compose", "vaul"] {
            let (plainStatus, plain, _) = run(["--format", format, "defaults.json"])
            let (status, live, errors) = run(["--format", format, "--live", "defaults.json"])
            XCTAssertEqual([plainStatus, status], [0, 0], errors)
            let client = "\n// MARK: - Live client (export --live): for debug builds only\n"
            let parts = live.components(separatedBy: client)
            XCTAssertEqual(parts.count, 2, format)
            // The compose springs become state the client sets and the vaul drawers take a `live`
            // prop (type-checked in LiveClientTypeCheckTests); the swift file is the plain one.
            let unchanged =
                format == "compose"
                ? parts[0].replacingOccurrences(
                    of: #"var (\w+): AnimationSpec<Float> by mutableStateOf\((.*)\)\n"#,
                    with: "val $1: AnimationSpec<Float> = $2\n", options: .regularExpression)
                : parts[0]
            if format != "vaul" { XCTAssertEqual(unchanged, plain, format) }
            XCTAssertTrue(parts[1].contains("// MARK: Live client: message core"), format)
            XCTAssertTrue(parts[1].contains("// MARK: Live client: socket and panel"), format)
        }
    }

    func test_usage_errors() {
        // Rows: (arguments, first line of the error).
        let rows: [([String], String)] = [
            (
                ["--format", "flutter", "defaults.json"],
                "error: unknown format 'flutter': expected one of json, swift, swiftui, swiftui-detents, android, compose, vaul, md"
            ),
            (
                ["--format", "swfit", "defaults.json"],
                "error: unknown format 'swfit': expected one of json, swift, swiftui, swiftui-detents, android, compose, vaul, md; did you mean 'swift'?"
            ),
            (
                ["--format", "kotln", "defaults.json"],
                "error: unknown format 'kotln': expected one of json, swift, swiftui, swiftui-detents, android, compose, vaul, md; did you mean 'compose'?"
            ),
            (
                ["--format", "uikit", "defaults.json"],
                "error: unknown format 'uikit': expected one of json, swift, swiftui, swiftui-detents, android, compose, vaul, md; did you mean 'swift'?"
            ),
            (["--fromat", "swift", "defaults.json"], "error: unknown option '--fromat'; did you mean '--format'?"),
            ([], "error: no scene given"),
            (["a.json", "b.json"], "error: give one scene, found 2"),
            (["-o"], "error: -o needs a file path"),
            (["--live", "defaults.json"], "error: --live needs --format swift, compose or vaul (got json)"),
            (
                ["--format", "swiftui", "--live", "defaults.json"],
                "error: --live needs --format swift, compose or vaul (got swiftui)"
            ),
            (
                ["--format", "vaul", "--motion", "--live", "defaults.json"],
                "error: --live adds to the whole file: leave out --motion"
            ),
            (
                ["--format", "swift", "--feel", "--live", "defaults.json"],
                "error: --live adds to the whole file: leave out --feel"
            ),
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

    /// What a target cannot represent is printed as a warning, and the file is still written.
    func test_what_a_target_cannot_represent_is_a_warning_and_the_file_is_still_written() throws {
        let configs = Repository.url("Configs")
        let rows: [(ExportFormat, String, String)] = [
            (.android, "scenes/top-panel.json", "a top panel; Material has no top sheet"),
            (.swiftuiDetents, "scenes/right-inspector.json", "a right panel; a SwiftUI sheet only rises"),
        ]
        for (format, relative, words) in rows {
            let path = configs.appendingPathComponent(relative).path
            var output = ""
            var errors = ""
            let status = ExportCommand.run(
                arguments: ["--format", format.rawValue, path], files: .disk, output: { output += $0 },
                errors: { errors += $0 }, now: Date.init)
            XCTAssertEqual(status, 0, errors)
            // The command adds the feel report, computed where the engine runs, to the header.
            let scene = try ConfigLoader.loadScene(path: path)
            // and, for a target that takes only a spring, the springs fitted at the scene's rate.
            let feel = FeelReport(scene: scene, format: format)
            var options = ExportOptions(feelReport: feel.lines)
            // and opens the header with what will feel different, in sentences from the same report.
            options.feelDifference = FeelDifference(feel).header(format: format)
            options.fittedSprings =
                format.details.springFit.map { FitReport(scene: scene, format: $0) }?
                .fittedSprings ?? [:]
            XCTAssertEqual(output, format.exportResult(scene, options: options).text, relative)
            XCTAssertTrue(
                errors.contains("\(path): warning: panel \"main\": ") && errors.contains(words),
                "\(relative): \(errors)")
        }
    }
}
