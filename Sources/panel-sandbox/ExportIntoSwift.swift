import Foundation
import PanelConfig
import PanelExport
import PanelImport

/// `export --into FILE.swift [--force] SCENE` (Docs/import.md): the scene's values written back
/// into the Swift the panel was imported from, only where they differ.
enum ExportIntoSwift {
    /// Rewrites `swiftPath`; returns the exit status: 0 when every differing value was written
    /// (or none differed), 1 when one could not be or nothing could be read.
    static func run(
        swiftPath: String, scenePath: String, panelID: String?, layoutName: String?, force: Bool,
        files: ConfigFileReader, output: (String) -> Void, errors: (String) -> Void
    ) -> Int32 {
        guard let scene = loadScene(path: scenePath, files: files, errors: errors) else { return 1 }
        let json = SceneExport.result(scene: scene, format: .json, request: .init()).text
        guard let root = JSONParser.parse(json).root, let panels = root.objectValue?["panels"]?.value.arrayValue,
            !panels.isEmpty
        else {
            errors("error: the scene '\(scenePath)' has no panel to write back\n")
            return 1
        }
        let ids = panels.compactMap { $0.objectValue?["id"]?.value.stringValue }
        guard let index = panelID.map({ ids.firstIndex(of: $0) }) ?? 0 else {
            errors(
                "error: no panel '\(panelID ?? "")' in '\(scenePath)'; its panels are \(ids.joined(separator: ", "))\n")
            return 1
        }
        let imported: SwiftSceneImport.Result
        do {
            imported = try SwiftFileImport.importFiles([swiftPath], layoutName: layoutName, scenePath: scenePath)
        } catch {
            errors(error.description + "\n")
            return 1
        }
        let writeBack = SwiftWriteBack(imported: imported, resolved: panels[index], force: force)
        for report in writeBack.reports { errors(report + "\n") }
        guard !writeBack.edits.isEmpty else {
            output("\(swiftPath): no value differs from the scene; the file is unchanged\n")
            return writeBack.reports.isEmpty ? 0 : 1
        }
        do {
            try AtomicFileWriter.replace(swiftPath, with: writeBack.apply(to: imported.sources[0], file: 0))
        } catch {
            errors("error: cannot write '\(swiftPath)': \(error.reason)\n")
            return 1
        }
        for change in writeBack.changes { output(change + "\n") }
        return writeBack.reports.isEmpty ? 0 : 1
    }
}
