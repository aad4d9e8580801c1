import Foundation
import PanelConfig
import PanelExport
import PanelImport
import TestSupport
import XCTest

/// Every shipped scene's `swift` and `swiftui` exports import back to the same resolved values:
/// `export --format json` of the imported scene gives each panel the layout, behavior,
/// appearance and controller switches of the original.
final class ExportedSwiftRoundTripTests: XCTestCase {
    /// What the import does not read back, and why.
    static let notImported: [String: Set<String>] = [
        // The delegate recipes written as this exporter's own gesture and clamp code.
        "maps": ["behavior.moveBoundary", "behavior.surfaceTap"],
        // A narrower surface is `prepareLayout(surfaceView:in:)`'s constraints, not values.
        "right-inspector": ["layout.crossAxis"],
        // The iOS 26 look is written as a companion class and `#available` code, not values.
        "ios26-sheet": ["appearance.cornerConfiguration", "appearance.surfaceInset"],
    ]
    /// Scenes whose panel is not a FloatingPanel layout: a sheet presented with UIKit's detents.
    static let notFloatingPanel: Set<String> = ["adaptive-sheet"]

    func test_every_shipped_scene_imports_back_from_its_swift_and_swiftui_exports() throws {
        var compared = 0
        for scenePath in Repository.shippedScenes {
            let name = URL(fileURLWithPath: scenePath).deletingPathExtension().lastPathComponent
            guard !Self.notFloatingPanel.contains(name) else { continue }
            let scene = try ConfigLoader.loadScene(path: scenePath)
            let original = try Self.resolvedPanels(scene)
            for format in [ExportFormat.swift, .swiftui] {
                let folder = try ImportFixtures.temporaryFolder()
                let swiftPath = folder.appendingPathComponent("\(name).swift").path
                try Data(SceneExport.result(scene: scene, format: format, request: .init()).text.utf8).write(
                    to: URL(fileURLWithPath: swiftPath))
                for (index, panel) in original.enumerated() {
                    let layout = original.count > 1 ? Self.layoutTypeName(panel) : nil
                    let result = try SwiftFileImport.importFiles(
                        [swiftPath], layoutName: layout,
                        scenePath: folder.appendingPathComponent("imported-\(index).json").path)
                    let imported = try Self.resolvedPanels(ConfigLoader.loadScene(path: ImportFixtures.write(result)))
                    let label = "\(name) (\(format.rawValue)) panel \(panel["id"]?.stringValue ?? "")"
                    Self.assertSame(panel, imported[0], skipping: Self.notImported[name] ?? [], label)
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThanOrEqual(compared, 26, "shipped scenes were not found")
    }

    /// The type name the Swift exports give a panel's layout (`SearchPanelLayout` for `search`).
    static func layoutTypeName(_ panel: [String: JSONValue]) -> String? {
        guard let id = panel["id"]?.stringValue else { return nil }
        let words = id.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "PanelLayout"
    }

    /// The panels of `export --format json`, each as its members.
    static func resolvedPanels(_ scene: ResolvedScene) throws -> [[String: JSONValue]] {
        let text = SceneExport.result(scene: scene, format: .json, request: .init()).text
        let root = try XCTUnwrap(JSONParser.parse(text).root)
        let panels = try XCTUnwrap(root.objectValue?["panels"]?.value.arrayValue)
        return panels.map { panel in
            var members: [String: JSONValue] = [:]
            for member in panel.objectValue?.members ?? [] { members[member.key] = member.value }
            return members
        }
    }

    static func assertSame(
        _ original: [String: JSONValue], _ imported: [String: JSONValue], skipping: Set<String>, _ label: String
    ) {
        for key in ["layout", "behavior", "appearance", "removalInteractionEnabled", "backdropTapToDismiss"] {
            compare(original[key], imported[key], path: key, skipping: skipping, label)
        }
    }

    /// Numbers agree to 1e-6 relative: the Swift export writes rates to seven digits.
    static func compare(_ a: JSONValue?, _ b: JSONValue?, path: String, skipping: Set<String>, _ label: String) {
        guard !skipping.contains(path) else { return }
        switch (a?.kind, b?.kind) {
        case (.object(let x)?, .object(let y)?):
            for key in Set(x.keys + y.keys) {
                compare(x[key]?.value, y[key]?.value, path: "\(path).\(key)", skipping: skipping, label)
            }
        case (.array(let x)?, .array(let y)?) where x.count == y.count:
            for (index, pair) in zip(x, y).enumerated() {
                compare(pair.0, pair.1, path: "\(path).\(index)", skipping: skipping, label)
            }
        case (.number(let x)?, .number(let y)?):
            XCTAssertEqual(x, y, accuracy: 1e-6 * max(1, abs(x)), "\(label): \(path)")
        case (.string(let x)?, .string(let y)?):
            XCTAssertEqual(x, y, "\(label): \(path)")
        case (.bool(let x)?, .bool(let y)?):
            XCTAssertEqual(x, y, "\(label): \(path)")
        case (.null?, .null?), (nil, nil):
            break
        default:
            XCTFail("\(label): \(path) is \(a?.typeDescription ?? "missing") then \(b?.typeDescription ?? "missing")")
        }
    }
}
