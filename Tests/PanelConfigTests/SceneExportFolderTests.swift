import Foundation
import XCTest

@testable import PanelConfig

/// The window's `E`: exports written beside the scene (Docs/export.md).
final class SceneExportFolderTests: XCTestCase {
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
