import Foundation
import PanelConfig
import PanelExport
import PanelImport
import XCTest

/// `export --into`: a scene's values written back into the Swift it was imported from.
final class WriteBackTests: XCTestCase {
    /// A copy of a fixture in a temporary folder, imported, with its scene written beside it.
    struct Copy {
        let swiftPath: String
        let scenePath: String
        let original: [UInt8]
    }

    func copy(_ fixture: String) throws -> Copy {
        let folder = try ImportFixtures.temporaryFolder()
        let swiftPath = folder.appendingPathComponent(fixture).path
        let bytes = try Data(contentsOf: URL(fileURLWithPath: ImportFixtures.path(fixture)))
        try bytes.write(to: URL(fileURLWithPath: swiftPath))
        let result = try SwiftFileImport.importFiles(
            [swiftPath], layoutName: nil, scenePath: folder.appendingPathComponent("scene.json").path)
        return Copy(swiftPath: swiftPath, scenePath: try ImportFixtures.write(result), original: [UInt8](bytes))
    }

    /// Edits one of the scene's config files (`layout`, `behavior`, `appearance`) as text.
    func tune(_ copy: Copy, _ kind: String, _ replacements: [(String, String)]) throws {
        let path = copy.scenePath.replacingOccurrences(of: "scene.json", with: "scene.\(kind).json")
        var text = try String(contentsOfFile: path, encoding: .utf8)
        for (old, new) in replacements {
            XCTAssertTrue(text.contains(old), "\(kind) has no \(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The write-back of the copy's scene into its Swift file, and the file's bytes after it.
    func writeBack(_ copy: Copy, force: Bool = false) throws -> (SwiftWriteBack, [UInt8]) {
        let scene = try ConfigLoader.loadScene(path: copy.scenePath)
        let panel = try XCTUnwrap(Self.resolvedPanel(scene))
        let imported = try SwiftFileImport.importFiles([copy.swiftPath], layoutName: nil, scenePath: copy.scenePath)
        let writeBack = SwiftWriteBack(imported: imported, resolved: panel, force: force)
        return (writeBack, writeBack.apply(to: imported.sources[0], file: 0))
    }

    static func resolvedPanel(_ scene: ResolvedScene) -> JSONValue? {
        let text = SceneExport.result(scene: scene, format: .json, request: .init()).text
        return JSONParser.parse(text).root?.objectValue?["panels"]?.value.arrayValue?.first
    }

    func test_unchanged_values_leave_the_file_byte_identical() throws {
        for fixture in [
            "MapSearchLayout.swift", "StocksBehavior.swift", "SearchViewController.swift", "PlaceSheet.swift",
        ] {
            let copy = try copy(fixture)
            let (writeBack, bytes) = try writeBack(copy)
            XCTAssertEqual(writeBack.edits.count, 0, fixture)
            XCTAssertEqual(writeBack.reports, [], fixture)
            XCTAssertEqual(bytes, copy.original, fixture)
        }
    }

    func test_tuned_literals_are_rewritten_in_place_and_import_back_to_the_tuned_values() throws {
        let copy = try copy("PlaceSheet.swift")
        try tune(
            copy, "layout",
            [
                (#""fractionalInset": 0.6"#, #""fractionalInset": 0.55"#),
                (#""initialState": "tip""#, #""initialState": "half""#),
            ])
        try tune(copy, "behavior", [(#""springResponseTime": 0.5"#, #""springResponseTime": 0.45"#)])
        try tune(copy, "appearance", [(#""cornerRadius": 20"#, #""cornerRadius": 24"#)])
        let (writeBack, bytes) = try writeBack(copy)
        XCTAssertEqual(writeBack.reports, [])
        let before = String(decoding: copy.original, as: UTF8.self)
        let after = String(decoding: bytes, as: UTF8.self)
        let expected =
            before
            .replacingOccurrences(
                of: "var initialState: FloatingPanelState = .tip", with: "var initialState: FloatingPanelState = .half"
            )
            .replacingOccurrences(of: "fractionalInset: 0.6,", with: "fractionalInset: 0.55,")
            .replacingOccurrences(of: "let springResponseTime = 0.5", with: "let springResponseTime = 0.45")
            .replacingOccurrences(of: "appearance.cornerRadius = 20", with: "appearance.cornerRadius = 24")
        XCTAssertEqual(after, expected)
        try Data(bytes).write(to: URL(fileURLWithPath: copy.swiftPath))
        let again = try ImportFixtures.importing([copy.swiftPath])
        XCTAssertEqual(again.string("layout.initialState"), "half")
        XCTAssertEqual(again.number("layout.anchors.half.fractionalInset"), 0.55)
        XCTAssertEqual(again.number("behavior.springResponseTime"), 0.45)
        XCTAssertEqual(again.number("appearance.cornerRadius"), 24)
    }

    func test_an_expression_whose_value_changed_is_reported_and_forced_to_a_literal() throws {
        let copy = try copy("MapSearchLayout.swift")
        try tune(copy, "layout", [(#""absoluteInset": 129"#, #""absoluteInset": 140"#)])
        let (reported, unchanged) = try writeBack(copy)
        XCTAssertEqual(unchanged, copy.original)
        XCTAssertEqual(
            reported.reports,
            [
                "\(copy.swiftPath):25:60: warning: '85.0 + 44.0' gives layout.anchors.tip.absoluteInset, which the scene sets to 140; not rewritten (an expression, not a literal): change it by hand, or pass --force to write the literal"
            ])
        let (_, forced) = try writeBack(copy, force: true)
        let expected = String(decoding: copy.original, as: UTF8.self).replacingOccurrences(
            of: "absoluteInset: 85.0 + 44.0,", with: "absoluteInset: 140,")
        XCTAssertEqual(String(decoding: forced, as: UTF8.self), expected)
    }

    func test_a_named_rate_becomes_the_other_name_and_a_shared_default_is_not_split() throws {
        let copy = try copy("StocksBehavior.swift")
        try tune(copy, "behavior", [(#""momentumProjectionRate": 0.998"#, #""momentumProjectionRate": 0.99"#)])
        let (writeBack, bytes) = try writeBack(copy)
        XCTAssertEqual(writeBack.reports, [])
        XCTAssertEqual(
            String(decoding: bytes, as: UTF8.self),
            String(decoding: copy.original, as: UTF8.self).replacingOccurrences(
                of: "UIScrollView.DecelerationRate.normal.rawValue", with: "UIScrollView.DecelerationRate.fast.rawValue"
            ))

        let drawer = try self.copy("TopDrawerLayout.swift")
        // `case .full, .half: return 0.4` gives both; the scene now sets only half's.
        try tune(drawer, "layout", [(#""half": 0.4"#, #""half": 0.2"#)])
        let (split, unchanged) = try self.writeBack(drawer)
        XCTAssertEqual(unchanged, drawer.original)
        XCTAssertEqual(split.reports.count, 1)
        XCTAssertTrue(
            split.reports[0].hasPrefix("\(drawer.swiftPath):33:20: warning: one expression gives"), split.reports[0])
    }
}
