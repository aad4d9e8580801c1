import Foundation
import XCTest

@testable import PanelConfig
@testable import PanelExport

/// The window's `E`: exports written beside the scene (Docs/export.md).
final class SceneExportFolderTests: XCTestCase {
    func test_window_exports_never_overwrite() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("export-folder-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try ExportJSONTests.fixture("defaults.json")
        var placed = scene
        placed.path = directory.appendingPathComponent("defaults.json").path
        let date = Date(timeIntervalSince1970: 0)
        let first = try SceneExportFolder.write(placed, at: date)
        let second = try SceneExportFolder.write(placed, at: date)
        let stamp = TimestampedFile.timeStamp(date)
        let folder = directory.appendingPathComponent("exports").path
        // Every format, each name with one extension.
        XCTAssertEqual(
            first,
            [
                "\(folder)/defaults-\(stamp).json", "\(folder)/defaults-\(stamp).swift",
                "\(folder)/defaults-\(stamp)-swiftui.swift", "\(folder)/defaults-\(stamp)-swiftui-detents.swift",
                "\(folder)/defaults-\(stamp).xml", "\(folder)/defaults-\(stamp).kt", "\(folder)/defaults-\(stamp).tsx",
                "\(folder)/defaults-\(stamp).md",
            ])
        XCTAssertEqual(
            second,
            [
                "\(folder)/defaults-\(stamp)-2.json", "\(folder)/defaults-\(stamp)-2.swift",
                "\(folder)/defaults-\(stamp)-swiftui-2.swift", "\(folder)/defaults-\(stamp)-swiftui-detents-2.swift",
                "\(folder)/defaults-\(stamp)-2.xml", "\(folder)/defaults-\(stamp)-2.kt",
                "\(folder)/defaults-\(stamp)-2.tsx", "\(folder)/defaults-\(stamp)-2.md",
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

    func test_a_scenes_export_formats_choose_what_is_written_and_warnings_are_said() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("export-folder-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var scene = try ExportJSONTests.fixture("defaults.json")
        scene.path = directory.appendingPathComponent("defaults.json").path
        scene.exportFormats = [.swiftuiDetents, .vaul]
        var warnings: [String] = []
        let date = Date(timeIntervalSince1970: 0)
        let written = try SceneExportFolder.write(scene, at: date) { warnings.append($0) }
        let stamp = TimestampedFile.timeStamp(date)
        let folder = directory.appendingPathComponent("exports").path
        XCTAssertEqual(
            written, ["\(folder)/defaults-\(stamp)-swiftui-detents.swift", "\(folder)/defaults-\(stamp).tsx"])
        // Each file and each warning is what `export --timestamp` gives: the feel report's releases
        // that land elsewhere on vaul are said too.
        for (format, path) in zip([ExportFormat.swiftuiDetents, .vaul], written) {
            let export = SceneExport.result(scene: scene, format: format, request: .init(timestamp: date))
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), export.text, "\(format)")
        }
        XCTAssertEqual(warnings.count, 8, "\(warnings)")
        XCTAssertEqual(
            warnings.first,
            "\(scene.path): warning: panel \"main\": full → half, medium fling: FloatingPanel goes to half, vaul: full — the closest point (0.40 px/ms) (borderline: 1 pt or 5 % of speed changes a stop) (--format vaul)"
        )
        warnings = []
        scene.panels[0].keyboard = .avoid
        scene.exportFormats = [.swiftui]
        _ = try SceneExportFolder.write(scene, at: date) { warnings.append($0) }
        XCTAssertEqual(
            warnings,
            [
                "\(scene.path): warning: panel \"main\": the keyboard (avoid), attachments and surface inset; FloatingPanel has no API for them and this format does not write them yet. (--format swiftui)"
            ])
    }
}
