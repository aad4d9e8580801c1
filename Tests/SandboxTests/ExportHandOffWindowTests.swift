import Foundation
import PanelConfig
import PanelExport
import TestSupport
import XCTest

@testable import Sandbox

/// The window's `E` hands over what `export` writes (Docs/export.md "From the window"): for every
/// shipped scene and every format, the file `E` writes equals `panel-sandbox export --timestamp
/// --format F SCENE` byte for byte apart from the "Written at" line, and `E` prints the same
/// warnings. Runs the built `panel-sandbox` beside this test bundle.
final class ExportHandOffWindowTests: XCTestCase {
    func test_E_writes_what_export_writes_for_every_format_of_every_shipped_scene() throws {
        let executable = try builtExecutable()
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("export-hand-off-\(UUID())")
        try FileManager.default.copyItem(at: Repository.url("Configs"), to: copy.appendingPathComponent("Configs"))
        defer { try? FileManager.default.removeItem(at: copy) }
        var compared = 0
        for scene in Repository.shippedScenes {
            let scenePath = copy.appendingPathComponent(scene).path
            let app = try runWindow(scenePath, maximumFrames: 100_000) { app, frame in
                if frame == 1 { ScriptedInput.type("e") }
                // The files are written on a thread of their own; the frames go on meanwhile.
                return app.sideBar.message?.text.hasPrefix("Exported:") ?? false
            }
            let message = app.sideBar.message?.text ?? ""
            let written = message.split(separator: "\n").map(String.init).filter {
                $0.hasPrefix("/") && !$0.contains(": warning: ")
            }
            let formats = SceneExportFolder.windowFormats(for: app.runtime.scene)
            XCTAssertEqual(written.count, formats.count, "\(scene): \(message)")
            for (format, path) in zip(formats, written) {
                let window = try String(contentsOfFile: path, encoding: .utf8)
                let export = try run(executable, ["export", "--timestamp", "--format", format.rawValue, scenePath])
                XCTAssertEqual(export.status, 0, "\(scene) \(format): \(export.errors)")
                XCTAssertEqual(
                    withoutWrittenAt(window), withoutWrittenAt(export.output), "\(scene) --format \(format.rawValue)")
                XCTAssertTrue(window.contains("Written at ") || format == .json, "\(scene) \(format) says when")
                for warning in export.errors.split(separator: "\n") where warning.contains(": warning: ") {
                    guard warning.hasSuffix("(--format \(format.rawValue))") else { continue }
                    XCTAssertTrue(message.contains(warning), "\(scene): the side bar shows \(warning)")
                }
                compared += 1
            }
        }
        XCTAssertEqual(
            compared, Repository.shippedScenes.count * ExportFormat.allCases.count, "every format of every scene")
    }

    private func withoutWrittenAt(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("Written at ") }
            .joined(separator: "\n")
    }

    private func builtExecutable() throws -> URL {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [bundleDirectory, bundleDirectory.deletingLastPathComponent()].map {
            $0.appendingPathComponent("panel-sandbox")
        }
        guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("panel-sandbox is not built beside the tests")
        }
        return executable
    }

    /// Runs `panel-sandbox ARGUMENTS`: its status, standard output and standard error. Standard
    /// output goes through a file, as an export is larger than a pipe's buffer.
    private func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String)
    {
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("export-output-\(UUID())")
        XCTAssertTrue(FileManager.default.createFile(atPath: outputFile.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = try FileHandle(forWritingTo: outputFile)
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try output.close()
        return (
            process.terminationStatus, try String(contentsOf: outputFile, encoding: .utf8),
            String(decoding: errorData, as: UTF8.self)
        )
    }
}
