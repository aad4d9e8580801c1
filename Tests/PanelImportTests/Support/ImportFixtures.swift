import Foundation
import PanelConfig
import PanelImport
import TestSupport
import XCTest

/// The hand-written Swift files under `Tests/PanelImportTests/Fixtures/` (each starts with
/// `// swift-format-ignore-file`: they keep the styles apps write, not this repository's) and helpers to import
/// them and read the configs back.
enum ImportFixtures {
    static func path(_ name: String) -> String {
        Repository.path("Tests/PanelImportTests/Fixtures/\(name)")
    }

    /// A fresh folder for an import's files.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The import of `paths`, its scene aimed at a temporary folder.
    static func importing(_ paths: [String], layout: String? = nil) throws -> SwiftSceneImport.Result {
        let folder = try temporaryFolder()
        return try SwiftFileImport.importFiles(
            paths, layoutName: layout, scenePath: folder.appendingPathComponent("scene.json").path)
    }

    /// Writes an import's files and returns the scene's path.
    static func write(_ result: SwiftSceneImport.Result) throws -> String {
        for file in result.files { try Data(file.text.utf8).write(to: URL(fileURLWithPath: file.path)) }
        return result.files[0].path
    }
}

extension SwiftSceneImport.Result {
    /// The value at a dotted path of the written configs (`layout.anchors.tip.absoluteInset`).
    func value(_ path: String) -> ExportJSONValue? {
        var current: ExportJSONValue? = .object(configs)
        for part in path.split(separator: ".").map(String.init) {
            switch current {
            case .object(let members)?: current = members[part]
            case .array(let elements)?:
                current = Int(part).flatMap { elements.indices.contains($0) ? elements[$0] : nil }
            default: return nil
            }
        }
        return current
    }

    func number(_ path: String) -> Double? {
        if case .number(let number)? = value(path) { return number }
        return nil
    }

    func string(_ path: String) -> String? {
        if case .string(let text)? = value(path) { return text }
        return nil
    }
}
