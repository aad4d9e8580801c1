import Foundation
import PanelConfig

/// Which of the listed scenes use each config file, so the values card can say that a change
/// to a file reaches other scenes too (a scene copied by the README's recipe keeps its
/// original's behavior and appearance files; Docs/tuning.md).
///
/// A scene uses the files its JSON names: every string ending in `.json` but its `$schema`,
/// resolved against the scene's folder, as the scene's `layout`, `behavior`, `appearance` and
/// `compareLanes` are.
struct SharedConfigFiles: Equatable {
    /// Each file's absolute path, and the absolute paths of the scenes that name it.
    private var users: [String: Set<String>] = [:]

    /// The files of every scene in `scenePaths`, read now (when the values card opens: once, not
    /// every frame); a scene that cannot be read or parsed names none.
    init(scenePaths: [String], currentDirectory: String = FileManager.default.currentDirectoryPath) {
        for path in scenePaths {
            let scene = ConfigPath.absolute(path, currentDirectory: currentDirectory)
            guard let data = FileManager.default.contents(atPath: scene), let root = JSONParser.parse(data).root
            else { continue }
            for reference in Self.references(in: root) {
                users[ConfigPath.resolve(reference, relativeTo: scene), default: []].insert(scene)
            }
        }
    }

    /// How many of the scenes other than `scenePath` use the file at `filePath` (both absolute).
    func otherScenes(using filePath: String, besides scenePath: String) -> Int {
        users[ConfigPath.normalize(filePath)]?.subtracting([ConfigPath.normalize(scenePath)]).count ?? 0
    }

    /// The `.json` strings of `value`, its `$schema` left out.
    private static func references(in value: JSONValue) -> [String] {
        if let text = value.stringValue { return text.hasSuffix(".json") ? [text] : [] }
        if let array = value.arrayValue { return array.flatMap { references(in: $0) } }
        guard let object = value.objectValue else { return [] }
        return object.members.filter { $0.key != "$schema" }.flatMap { references(in: $0.value) }
    }
}
