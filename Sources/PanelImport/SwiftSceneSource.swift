import Foundation
import PanelConfig

/// A Swift file read as a scene (`run FILE.swift`, `serve FILE.swift`): reading its path gives
/// the scene its import makes, as one JSON document with the layout, behavior and appearance
/// inline, so the scene's loader, watcher and reloads work on the Swift file as on a JSON save.
/// Every other path reads through `base`.
package enum SwiftSceneSource {
    /// Whether `path` names Swift source rather than a JSON scene.
    package static func isSwift(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".swift")
    }

    /// A file reader that imports `.swift` paths; the import's warnings go to `reportWarning`.
    package static func reading(
        through base: @escaping @Sendable (String) throws -> Data = ConfigFileReader.disk.read,
        reportWarning: @escaping @Sendable (String) -> Void
    ) -> @Sendable (String) throws -> Data {
        { path in
            guard isSwift(path) else { return try base(path) }
            do {
                let result = try SwiftFileImport.importFiles([path], layoutName: nil, scenePath: path)
                for warning in result.warnings { reportWarning(warning) }
                return Data(scene(result, name: URL(fileURLWithPath: path).lastPathComponent).rendered().utf8)
            } catch {
                // The reader's error is the load's message: the compiler's or the import's own
                // located lines.
                throw ConfigFileReader.ReadError(reason: "\(error)")
            }
        }
    }

    /// The import's scene with its configs inline.
    static func scene(_ result: SwiftSceneImport.Result, name: String) -> ExportJSONValue {
        var panel: [String: ExportJSONValue] = [
            "id": .string("main"), "layout": result.configs["layout"] ?? .object([:]),
            "behavior": result.configs["behavior"] ?? .object([:]),
            "appearance": result.configs["appearance"] ?? .object([:]),
        ]
        if case .object(let switches)? = result.configs["panel"] {
            panel.merge(switches) { _, new in new }
        }
        if result.tracksScrollView { panel["scrollContentHeight"] = .number(SceneFiles.trackedContentHeight) }
        return .object(["name": .string(name), "container": .string("iphone-15"), "panels": .array([.object(panel)])])
    }
}
