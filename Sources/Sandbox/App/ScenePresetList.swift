import Foundation

/// The scenes `L`, `F1` and `F2` switch between: the default scene and every preset
/// of the `Configs` folder the window's scene belongs to.
///
/// The folder is found from the scene: the one holding the scene or its parent, whichever has a
/// `scenes/` folder (`Configs/scene.json` and `Configs/scenes/maps.json` both find `Configs`).
/// Its `scene.json` comes first, then `scenes/*.json` by name. A scene from elsewhere is listed
/// first, so the list always holds what runs.
struct ScenePresetList: Equatable {
    /// The scene files, spelled from the opened scene's path (relative stays relative, so the
    /// diagnostics of a preset name its files the way the user named the first scene).
    let paths: [String]
    /// The highlighted entry while the list is open.
    var selection: Int

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
        if !paths.contains(where: { Self.samePath($0, scenePath) }) { paths.insert(scenePath, at: 0) }
        self.paths = paths
        selection = paths.firstIndex { Self.samePath($0, scenePath) } ?? 0
    }

    /// The index of `path` in the list, if it is there.
    func index(of path: String) -> Int? {
        paths.firstIndex { Self.samePath($0, path) }
    }

    /// The entry at `index` as the list shows it: the file's name, `(default)` for `scene.json`.
    func title(at index: Int) -> String {
        let name = (paths[index] as NSString).lastPathComponent
        return name == "scene.json" ? "scene.json (default)" : (name as NSString).deletingPathExtension
    }

    /// The entry `offset` places from `index`, wrapping around at both ends.
    func index(_ index: Int, movedBy offset: Int) -> Int {
        guard !paths.isEmpty else { return 0 }
        return ((index + offset) % paths.count + paths.count) % paths.count
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
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        return a == b || absolute(a) == absolute(b)
    }
}
