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
        XCTAssertEqual(first, ["\(folder)/defaults-\(stamp).json", "\(folder)/defaults-\(stamp).swift.swift"])
        XCTAssertEqual(second, ["\(folder)/defaults-\(stamp)-2.json", "\(folder)/defaults-\(stamp).swift-2.swift"])
        XCTAssertTrue(
            try String(contentsOfFile: first[1], encoding: .utf8).contains("Written at 1970-01-01T00:00:00Z."))
    }
}
