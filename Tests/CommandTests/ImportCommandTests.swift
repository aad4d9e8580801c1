import Foundation
import PanelConfig
import TestSupport
import XCTest

@testable import panel_sandbox

/// `panel-sandbox import` and `export --into` (Docs/cli.md): output, files and exit status.
final class ImportCommandTests: XCTestCase {
    private func fixture(_ name: String) -> String {
        Repository.path("Tests/PanelImportTests/Fixtures/\(name)")
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "import-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func runImport(_ arguments: [String]) -> (Int32, String, String) {
        var output = ""
        var errors = ""
        let status = ImportCommand.run(arguments: arguments, output: { output += $0 }, errors: { errors += $0 })
        return (status, output, errors)
    }

    private func runExport(_ arguments: [String]) -> (Int32, String, String) {
        var output = ""
        var errors = ""
        let status = ExportCommand.run(
            arguments: arguments, files: .disk, output: { output += $0 }, errors: { errors += $0 }, now: Date.init)
        return (status, output, errors)
    }

    func test_import_writes_the_scene_and_its_configs_and_says_what_it_read() throws {
        let folder = try temporaryFolder()
        let scene = folder.appendingPathComponent("search.json").path
        let (status, output, errors) = runImport([fixture("SearchViewController.swift"), "-o", scene])
        XCTAssertEqual(status, 0, errors)
        XCTAssertTrue(
            errors.contains("SearchViewController.swift:10:57: warning: 'UIScreen.main.bounds.height / 2'"), errors)
        XCTAssertTrue(output.hasPrefix("layout SearchPanelLayout ("), output)
        for name in ["search.json", "search.layout.json", "search.behavior.json", "search.appearance.json"] {
            let path = folder.appendingPathComponent(name).path
            XCTAssertTrue(output.contains("wrote \(path)\n"), output)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertTrue(text.contains(#""$schema": "#), name)
        }
        let loaded = try ConfigLoader.loadScene(path: scene)
        XCTAssertEqual(loaded.panels[0].removalInteractionEnabled, true)
        XCTAssertEqual(loaded.panels[0].contentMode, .fitToBounds)
    }

    func test_import_of_a_file_without_floating_panel_code_fails_with_a_located_error() throws {
        let folder = try temporaryFolder()
        let (status, output, errors) = runImport([
            fixture("NoPanel.swift"), "-o", folder.appendingPathComponent("none.json").path,
        ])
        XCTAssertEqual(status, 1)
        XCTAssertEqual(output, "")
        XCTAssertTrue(errors.hasPrefix("\(fixture("NoPanel.swift")):1:1: error: no FloatingPanel code found"), errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("none.json").path))
    }

    func test_export_into_leaves_an_agreeing_file_byte_identical_and_writes_a_tuned_literal() throws {
        let folder = try temporaryFolder()
        let swift = folder.appendingPathComponent("PlaceSheet.swift")
        let original = try Data(contentsOf: URL(fileURLWithPath: fixture("PlaceSheet.swift")))
        try original.write(to: swift)
        let scene = folder.appendingPathComponent("place.json").path
        XCTAssertEqual(runImport([swift.path, "-o", scene]).0, 0)

        let (same, sameOutput, sameErrors) = runExport(["--into", swift.path, scene])
        XCTAssertEqual(same, 0, sameErrors)
        XCTAssertEqual(sameOutput, "\(swift.path): no value differs from the scene; the file is unchanged\n")
        XCTAssertEqual(try Data(contentsOf: swift), original)

        let behavior = folder.appendingPathComponent("place.behavior.json")
        let tuned = try String(contentsOf: behavior, encoding: .utf8).replacingOccurrences(
            of: #""springResponseTime": 0.5"#, with: #""springResponseTime": 0.42"#)
        try Data(tuned.utf8).write(to: behavior)
        let (status, output, errors) = runExport(["--into", swift.path, scene])
        XCTAssertEqual(status, 0, errors)
        XCTAssertEqual(output, "\(swift.path):21:30: behavior.springResponseTime 0.5 → 0.42\n")
        XCTAssertEqual(
            try String(contentsOf: swift, encoding: .utf8),
            String(decoding: original, as: UTF8.self).replacingOccurrences(
                of: "let springResponseTime = 0.5", with: "let springResponseTime = 0.42"))
    }

    func test_export_into_refuses_other_export_options() {
        let (status, _, errors) = runExport(["--into", "a.swift", "--format", "swift", "scene.json"])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(errors.contains("--into writes into the Swift file: leave out --format"), errors)
        let (forced, _, forcedErrors) = runExport(["--force", "scene.json"])
        XCTAssertEqual(forced, 1)
        XCTAssertTrue(forcedErrors.contains("--force goes with --into <file.swift>"), forcedErrors)
    }
}
