import Foundation
import PanelConfig

/// The files an import writes: the scene at the path asked for, and beside it its layout,
/// behavior and appearance (`NAME.layout.json`, …), each with a `$schema` an editor can follow.
struct SceneFiles {
    /// The length of the content a tracked scroll view gets, as the shipped scenes have.
    static let trackedContentHeight: Double = 1740

    let scenePath: String
    let name: String

    private var directory: URL { URL(fileURLWithPath: scenePath).deletingLastPathComponent() }
    private var stem: String { URL(fileURLWithPath: scenePath).deletingPathExtension().lastPathComponent }

    func write(
        layout: [String: ExportJSONValue], behavior: [String: ExportJSONValue], appearance: [String: ExportJSONValue],
        panel: [String: ExportJSONValue], tracksScrollView: Bool
    ) -> [SwiftSceneImport.OutputFile] {
        var configs: [SwiftSceneImport.OutputFile] = []
        var panelObject = panel
        panelObject["id"] = .string("main")
        for (kind, config) in [("layout", layout), ("behavior", behavior), ("appearance", appearance)] {
            let file = "\(stem).\(kind).json"
            var object = config
            object["$schema"] = .string(schema(kind))
            configs.append(
                .init(
                    path: directory.appendingPathComponent(file).path, text: ExportJSONValue.object(object).rendered()))
            panelObject[kind] = .string(file)
        }
        if tracksScrollView { panelObject["scrollContentHeight"] = .number(Self.trackedContentHeight) }
        let scene: [String: ExportJSONValue] = [
            "$schema": .string(schema("scene")), "name": .string(name), "container": .string("iphone-15"),
            "panels": .array([.object(panelObject)]),
        ]
        return [.init(path: scenePath, text: ExportJSONValue.object(scene).rendered())] + configs
    }

    /// `$schema` for a config of `kind`, relative to the scene: the nearest `schema/` or
    /// `Configs/schema/` folder up to four levels above the scene, else the working directory's
    /// or the checkout's that holds this executable (`.build/…/panel-sandbox`), else the shipped
    /// configs' own `../schema/…`.
    private func schema(_ kind: String) -> String {
        let file = "\(kind).schema.json"
        let manager = FileManager.default
        var prefix = ""
        for _ in 0...4 {
            for folder in ["schema/", "Configs/schema/"] {
                let candidate = directory.appendingPathComponent(prefix + folder + file).standardizedFileURL.path
                if manager.fileExists(atPath: candidate) { return prefix + folder + file }
            }
            prefix += "../"
        }
        var roots = [URL(fileURLWithPath: manager.currentDirectoryPath)]
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            var folder = executable.deletingLastPathComponent()
            for _ in 0..<6 {
                roots.append(folder)
                folder = folder.deletingLastPathComponent()
            }
        }
        for root in roots {
            let schema = root.appendingPathComponent("Configs/schema/" + file).standardizedFileURL
            if manager.fileExists(atPath: schema.path) { return Self.relativePath(to: schema, from: directory) }
        }
        return "../schema/" + file
    }

    /// `target` written relative to the folder `base` (`../../Configs/schema/scene.schema.json`).
    static func relativePath(to target: URL, from base: URL) -> String {
        let targetParts = target.standardizedFileURL.pathComponents
        let baseParts = base.standardizedFileURL.pathComponents
        var shared = 0
        while shared < min(targetParts.count, baseParts.count), targetParts[shared] == baseParts[shared] { shared += 1 }
        let ups = Array(repeating: "..", count: baseParts.count - shared)
        return (ups + targetParts[shared...]).joined(separator: "/")
    }
}
