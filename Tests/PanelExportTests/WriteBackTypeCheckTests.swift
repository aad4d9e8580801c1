import Foundation
import PanelConfig
import PanelImport
import TestSupport
import XCTest

@testable import PanelExport

/// A Swift export whose values `export --into` rewrote still type-checks against the stand-ins of
/// UIKit, SwiftUI and FloatingPanel, in Swift 5 and Swift 6 language modes.
final class WriteBackTypeCheckTests: XCTestCase {
    override class func tearDown() {
        StubCompiler.discard()
        super.tearDown()
    }

    func test_an_export_rewritten_with_tuned_values_still_type_checks() throws {
        let compiler = try StubCompiler.shared()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("write-back-\(UUID().uuidString)")
        let original = try ConfigLoader.loadScene(path: Repository.path("Configs/scenes/stocks.json"))
        // The tuned scene: the stocks scene's files with other values.
        let tuned: [(String, [(String, String)])] = [
            ("scenes/stocks.json", []),
            (
                "layouts/stocks.json",
                [
                    (#""initialState": "tip""#, #""initialState": "half""#),
                    (#""absoluteInset": 85"#, #""absoluteInset": 90.5"#),
                ]
            ),
            ("behaviors/stocks.json", [(#""springResponseTime": 0.3"#, #""springResponseTime": 0.35"#)]),
            ("appearances/dark.json", [(#""cornerRadius": 10"#, #""cornerRadius": 14"#)]),
        ]
        for (path, replacements) in tuned {
            var text = try String(contentsOfFile: Repository.path("Configs/" + path), encoding: .utf8)
            for (old, new) in replacements {
                XCTAssertTrue(text.contains(old), "\(path) has no \(old)")
                text = text.replacingOccurrences(of: old, with: new)
            }
            let target = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: target)
        }
        let scenePath = folder.appendingPathComponent("scenes/stocks.json").path
        let tunedScene = try ConfigLoader.loadScene(path: scenePath)
        let json = SceneExport.result(scene: tunedScene, format: .json, request: .init()).text
        let panel = try XCTUnwrap(JSONParser.parse(json).root?.objectValue?["panels"]?.value.arrayValue?.first)
        var jobs: [(name: String, source: String)] = []
        for format in [ExportFormat.swift, .swiftui] {
            let swiftPath = folder.appendingPathComponent("stocks-\(format.rawValue).swift").path
            let source = SceneExport.result(scene: original, format: format, request: .init()).text
            try Data(source.utf8).write(to: URL(fileURLWithPath: swiftPath))
            let imported = try SwiftFileImport.importFiles([swiftPath], layoutName: nil, scenePath: scenePath)
            let writeBack = SwiftWriteBack(imported: imported, resolved: panel, force: false)
            XCTAssertEqual(writeBack.changes.count, 4, "\(format.rawValue): \(writeBack.changes)")
            let rewritten = String(decoding: writeBack.apply(to: imported.sources[0], file: 0), as: UTF8.self)
            XCTAssertTrue(rewritten.contains("let springResponseTime: CGFloat = 0.35"), format.rawValue)
            XCTAssertTrue(
                rewritten.contains("FloatingPanelLayoutAnchor(absoluteInset: 90.5, edge: .bottom"), format.rawValue)
            XCTAssertTrue(rewritten.contains("appearance.cornerRadius = 14"), format.rawValue)
            jobs.append(("stocks (\(format.rawValue)) before", source))
            jobs.append(("stocks (\(format.rawValue)) after export --into", rewritten))
        }
        for mode in ["5", "6"] {
            for (name, output) in compiler.typeCheck(jobs, languageMode: mode) {
                XCTFail("\(name) does not type-check in Swift \(mode) mode:\n\(output)")
            }
        }
    }
}
