import Foundation
import PanelConfig
import TestSupport
import XCTest

@testable import panel_sandbox

/// `panel-sandbox export --motion` (Docs/export.md "FloatingPanel's feel"): only the motion part,
/// in Kotlin for `compose` and TypeScript for `vaul` / `css`.
final class ExportMotionCommandTests: XCTestCase {
    private func run(_ arguments: [String]) -> (Int32, String, String) {
        var output = ""
        var errors = ""
        let status = ExportCommand.run(
            arguments: arguments, files: .inMemory(ExportFixtures.scenes, currentDirectory: "/configs"),
            output: { output += $0 }, errors: { errors += $0 }, now: { Date(timeIntervalSince1970: 86400) })
        return (status, output, errors)
    }

    func test_compose_motion_is_pure_kotlin_with_the_release_function() {
        let (status, output, errors) = run(["--format", "compose", "--motion", "kitchen-sink.json"])
        XCTAssertEqual(status, 0, errors)
        XCTAssertTrue(output.contains("object FloatingPanelMotion {"))
        XCTAssertTrue(
            output.contains(
                "fun release(panel: String, from: String, position: Double, velocity: Double, fps: Double): Release {"))
        XCTAssertTrue(output.contains("class Release(val target: String, val path: DoubleArray)"))
        let imports = output.split(separator: "\n").filter { $0.hasPrefix("import ") }
        XCTAssertFalse(imports.isEmpty)
        XCTAssertTrue(imports.allSatisfy { $0.hasPrefix("import kotlin.math.") }, "\(imports)")
        XCTAssertFalse(output.contains("AnchoredDraggableState"), "only the motion part")
    }

    func test_vaul_and_CSS_motion_are_the_same_type_script_module() {
        let (status, output, errors) = run(["--format", "vaul", "--motion", "kitchen-sink.json"])
        XCTAssertEqual(status, 0, errors)
        XCTAssertTrue(
            output.contains(
                "export function release(panel: string, from: string, position: number, velocity: number, fps: number): Release {"
            ))
        XCTAssertTrue(output.contains("export interface Release {\n  target: string;\n  path: number[];\n}"))
        XCTAssertFalse(output.contains("import "), "no React, no imports")
        XCTAssertEqual(run(["--format", "css", "--motion", "kitchen-sink.json"]).1, output)
    }

    func test_motion_needs_a_format_with_a_motion_part() {
        let (status, output, errors) = run(["--format", "swift", "--motion", "kitchen-sink.json"])
        XCTAssertEqual(status, 1)
        XCTAssertEqual(output, "")
        XCTAssertTrue(errors.contains("error: --motion needs --format compose, css or vaul (got swift)"), errors)
    }

    /// One command hands a team everything: with `-o FILE` the Compose and vaul exports write the
    /// motion part their usage block names beside FILE, and standard error says every file written.
    func test_an_output_file_gets_its_motion_part_beside_it() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("motion-beside-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (format, file, motion) in [
            ("compose", "Sheet.kt", "FloatingPanelMotion.kt"), ("vaul", "Sheet.tsx", "motion.ts"),
        ] {
            let path = directory.appendingPathComponent(file).path
            let (status, output, errors) = run(["--format", format, "-o", path, "defaults.json"])
            XCTAssertEqual(status, 0, errors)
            XCTAssertEqual(output, "")
            let beside = directory.appendingPathComponent(motion).path
            XCTAssertEqual(
                try String(contentsOfFile: beside, encoding: .utf8),
                run(["--format", format, "--motion", "defaults.json"]).1, format)
            XCTAssertTrue(errors.hasSuffix("wrote \(path)\nwrote \(beside) (the motion part)\n"), errors)
            // On standard output the file alone, and standard error says where the motion part is.
            let (_, _, stdoutErrors) = run(["--format", format, "defaults.json"])
            XCTAssertTrue(
                stdoutErrors.hasSuffix(
                    "defaults.json: note: the usage block names the motion part, \(motion); with -o FILE it is "
                        + "written beside FILE, or export --format \(format) --motion writes it alone\n"),
                stdoutErrors)
        }
    }
}
