import Foundation
import PanelConfig

/// The scenes `L`, `F1`, `F2` and `B` switch between: the scenes of the folder the window's
/// scene is in, then the default scene and every preset of the `Configs` folder it belongs to.
///
/// The `Configs` folder is found from the scene: the one holding the scene or its parent,
/// whichever has a `scenes/` folder (`Configs/scene.json` and `Configs/scenes/maps.json` both find
/// `Configs`). Its `scene.json` comes first, then `scenes/*.json` by name. A scene elsewhere (a
/// copy in a folder of its own) brings the other scenes of its folder, by name, before those:
/// the `.json` files there that are scenes (`ConfigKind`), not its layouts, behaviors, lanes or
/// scenarios. The running scene is always in the list.
struct ScenePresetList: Equatable {
    /// The scene files, spelled from the opened scene's path (relative stays relative, so the
    /// diagnostics of a preset name its files the way the user named the first scene).
    let paths: [String]
    /// The highlighted entry while the list is open.
    var selection: Int
    /// The `Configs` folder's default scene, when the scene belongs to one.
    private let defaultScene: String?

    /// The list for the window that runs `scenePath`, with that scene selected.
    init(around scenePath: String) {
        let directory = Self.parent(of: scenePath)
        let configs = [directory, Self.parent(of: directory)].first { Self.isDirectory(Self.join($0, "scenes")) }
        var paths: [String] = []
        if let configs {
            let defaultScene = Self.join(configs, "scene.json")
            if FileManager.default.fileExists(atPath: defaultScene) { paths.append(defaultScene) }
            let scenes = Self.join(configs, "scenes")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: scenes)) ?? []
            paths += names.filter { $0.hasSuffix(".json") }.sorted().map { Self.join(scenes, $0) }
        }
        let listedFolders = configs.map { [$0, Self.join($0, "scenes")] } ?? []
        if !listedFolders.contains(where: { Self.samePath($0, directory) }) {
            let own = Self.scenes(in: directory)
            paths = own + paths.filter { path in !own.contains { Self.samePath($0, path) } }
        }
        if !paths.contains(where: { Self.samePath($0, scenePath) }) { paths.insert(scenePath, at: 0) }
        self.paths = paths
        defaultScene = configs.map { Self.join($0, "scene.json") }
        selection = paths.firstIndex { Self.samePath($0, scenePath) } ?? 0
    }

    /// The index of `path` in the list, if it is there.
    func index(of path: String) -> Int? {
        paths.firstIndex { Self.samePath($0, path) }
    }

    /// The entry at `index` as the list shows it: the file's name, `(default)` for the `Configs`
    /// folder's `scene.json`.
    func title(at index: Int) -> String {
        let name = (paths[index] as NSString).lastPathComponent
        if let defaultScene, Self.samePath(paths[index], defaultScene) { return "scene.json (default)" }
        return (name as NSString).deletingPathExtension
    }

    /// The entry `offset` places from `index`, wrapping around at both ends.
    func index(_ index: Int, movedBy offset: Int) -> Int {
        guard !paths.isEmpty else { return 0 }
        return ((index + offset) % paths.count + paths.count) % paths.count
    }

    /// The scene files of `directory`, by name: read once each time the list is made (`L`
    /// opening it), only to tell a scene from the other configs beside it.
    private static func scenes(in directory: String) -> [String] {
        let folder = directory.isEmpty ? "." : directory
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { join(directory, $0) }.filter { path in
            guard let data = FileManager.default.contents(atPath: path), let root = JSONParser.parse(data).root
            else { return false }
            return ConfigKind.infer(from: root) == .scene
        }
    }

    /// The folder holding `path` ("" for a bare file name, which is the current folder).
    private static func parent(of path: String) -> String {
        (path as NSString).deletingLastPathComponent
    }

    private static func join(_ directory: String, _ name: String) -> String {
        directory.isEmpty ? name : (directory as NSString).appendingPathComponent(name)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Whether two spellings name the same file (relative to the current folder, `..` resolved).
    private static func samePath(_ a: String, _ b: String) -> Bool {
        func absolute(_ path: String) -> String {
            URL(fileURLWithPath: path.isEmpty ? "." : path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        return a == b || absolute(a) == absolute(b)
    }
}
