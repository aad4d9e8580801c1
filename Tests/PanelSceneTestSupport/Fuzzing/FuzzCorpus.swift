import Foundation
import PanelConfig
import PanelScene

/// The files the fuzzers start from: every shipped config under `Configs/` and the scenarios of
/// `FuzzScenarios`, held in memory so that thousands of loads never touch the disk.
package struct FuzzCorpus {
    /// One file a fuzz case may change.
    package struct Seed {
        /// The path relative to the repository, as diagnostics name it (`Configs/layouts/maps.json`).
        package var path: String
        package var kind: ConfigKind
        package var bytes: Data
        package var tree: FuzzJSON
        /// The scenes and scenarios that read this file (itself, for a scene or scenario): a
        /// changed file is loaded through one of them, as the window and `simulate` would.
        package var loadedBy: [String]
    }

    /// The directory relative paths are resolved against (the repository).
    package let root: String
    /// Absolute path → contents.
    package let files: [String: Data]
    package let seeds: [Seed]

    /// Reads every `.json` under `root/Configs` except the schemas and what the window writes next
    /// to a scene (`exports/`, `recordings/`: not shipped, as for `scripts/check-configs.sh`), and
    /// adds the fuzz scenarios.
    /// - Throws: when a file cannot be read or a shipped file does not load cleanly (a broken
    ///   seed would make every case built on it meaningless).
    package static func shipped(repository root: String) throws -> FuzzCorpus {
        let configs = URL(fileURLWithPath: root).appendingPathComponent("Configs")
        var relativePaths: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: configs.path)
        while let relative = enumerator?.nextObject() as? String {
            let folders = relative.split(separator: "/").dropLast()
            guard relative.hasSuffix(".json"), !relative.hasPrefix("schema/"),
                !folders.contains("exports"), !folders.contains("recordings")
            else { continue }
            relativePaths.append("Configs/" + relative)
        }
        var contents: [String: Data] = [:]
        for path in relativePaths.sorted() {
            contents[path] = try Data(contentsOf: URL(fileURLWithPath: root).appendingPathComponent(path))
        }
        for scenario in FuzzScenarios.all {
            contents["Configs/scenarios/" + scenario.name] = Data(scenario.text.utf8)
        }
        return try FuzzCorpus(root: root, contents: contents)
    }

    /// A corpus of `contents` (paths relative to `root`).
    package init(root: String, contents: [String: Data]) throws {
        self.root = root
        var files: [String: Data] = [:]
        for (path, data) in contents { files[ConfigPath.absolute(path, currentDirectory: root)] = data }
        self.files = files
        let frozen = files
        var kinds: [String: (ConfigKind, FuzzJSON)] = [:]
        for (path, data) in contents {
            let parsed = JSONParser.parse(data)
            guard parsed.errors.isEmpty, let value = parsed.root, let kind = ConfigKind.infer(from: value) else {
                throw ConfigError(diagnostics: [
                    ConfigDiagnostic(file: path, line: 1, column: 1, message: "not a config the fuzzer can use")
                ])
            }
            kinds[path] = (kind, FuzzJSON(value))
        }
        let topLevelPaths = kinds.filter { [.scene, .scenario].contains($0.value.0) }.keys.sorted()
        var loadedBy: [String: [String]] = [:]
        let reader = ConfigFileReader(currentDirectory: root) { path in
            guard let data = frozen[path] else { throw ConfigFileReader.ReadError(reason: "no such file") }
            return data
        }
        for path in topLevelPaths {
            let referenced =
                kinds[path]!.0 == .scenario
                ? try ConfigLoader.loadScenario(data: nil, path: path, files: reader).scene.referencedFiles
                : try ConfigLoader.loadScene(path: path, files: reader).referencedFiles
            for absolute in referenced {
                loadedBy[absolute, default: []].append(path)
            }
        }
        seeds = kinds.keys.sorted().map { path in
            let (kind, tree) = kinds[path]!
            // A file no scene reads is still checked on its own (`check` accepts every kind).
            let readers = loadedBy[ConfigPath.absolute(path, currentDirectory: root)] ?? []
            return Seed(path: path, kind: kind, bytes: contents[path]!, tree: tree, loadedBy: readers)
        }
    }

    /// Reads the corpus, except that the paths in `changes` (relative to `root`) hold new bytes;
    /// a path not in the corpus can be added this way.
    package func reader(changing changes: [String: Data] = [:]) -> ConfigFileReader {
        var table = files
        for (path, data) in changes { table[ConfigPath.absolute(path, currentDirectory: root)] = data }
        let frozen = table
        return ConfigFileReader(currentDirectory: root) { path in
            guard let data = frozen[path] else { throw ConfigFileReader.ReadError(reason: "no such file") }
            return data
        }
    }

    /// The kind of the seed at `path`.
    package func kind(of path: String) -> ConfigKind {
        seeds.first { $0.path == path }!.kind
    }

    /// The scenes under `Configs/` (the presets and the default scene), relative to `root`.
    package var scenePaths: [String] {
        seeds.filter { $0.kind == .scene }.map(\.path)
    }
}
