import FloatingPanel
import Foundation

/// Loads and checks config files: the entry points of this module.
///
/// Every function reads the named file and every file it refers to through `files` (the disk by
/// default), and reports all problems of all of them at once, each at its token.
package enum ConfigLoader {
    // MARK: Scenes and scenarios

    /// Loads the scene at `path` (relative paths inside it are relative to its directory).
    /// - Throws: `ConfigError` with every problem found.
    package static func loadScene(path: String, files: ConfigFileReader = .disk) throws -> ResolvedScene {
        try load(path: path, data: nil, files: files) { context, root in
            context.isReadable(as: .scene, root) ? context.decodeScene(root, isScenario: false) : nil
        }
    }

    /// Loads a scene from `data` as if it were the contents of `path` (the file watcher validates
    /// new bytes this way before applying them; referenced files are still read through `files`).
    package static func loadScene(data: Data, path: String, files: ConfigFileReader = .disk) throws -> ResolvedScene {
        try load(path: path, data: data, files: files) { context, root in
            context.isReadable(as: .scene, root) ? context.decodeScene(root, isScenario: false) : nil
        }
    }

    /// Loads the scenario at `path`: a scene plus `fps` and `steps` (Docs/scenarios.md).
    package static func loadScenario(path: String, files: ConfigFileReader = .disk) throws -> Scenario {
        try loadScenario(data: nil, path: path, files: files)
    }

    /// Loads a scenario from `data` as if it were the contents of `path`.
    package static func loadScenario(data: Data?, path: String, files: ConfigFileReader = .disk) throws -> Scenario {
        let (scenario, loaded) = try run(path: path, data: data, files: files) { context, root in
            context.isReadable(as: .scenario, root) ? context.decodeScenario(root) : nil
        }
        var result = scenario
        result.scene.referencedFiles = loaded.referencedFiles
        result.scene.warnings = loaded.warnings
        return result
    }

    // MARK: Single config objects

    /// Loads a layout file (a layout object or a list of conditional entries).
    package static func loadLayouts(path: String, files: ConfigFileReader = .disk) throws -> [ConditionalLayout] {
        try run(path: path, data: nil, files: files) { context, root in
            context.decodeLayoutReference(root).map { entries in
                entries.map {
                    ConditionalLayout(
                        condition: $0.condition, layout: $0.definition.layout, contentMode: $0.definition.contentMode)
                }
            }
        }.0
    }

    /// Loads a behavior file. State names in it are not checked (no layout is known).
    package static func loadBehavior(path: String, files: ConfigFileReader = .disk) throws
        -> FloatingPanelCustomBehavior
    {
        try run(path: path, data: nil, files: files) { context, root in
            context.decodeBehavior(root).map { $0.resolve(states: nil, diagnostics: context.session.diagnostics) }
        }.0
    }

    /// Loads an appearance file into a surface view.
    package static func loadAppearance(path: String, files: ConfigFileReader = .disk) throws -> SurfaceView {
        try run(path: path, data: nil, files: files) { $0.decodeAppearance($1) }.0
    }

    /// Loads the compare lanes file at `path` for the scene at `scenePath` (`scene`, as loaded):
    /// every value name and setting is checked against the scene's values.
    package static func loadCompareLanes(
        path: String, scenePath: String, scene: ResolvedScene, files: ConfigFileReader = .disk
    ) throws -> CompareLanes {
        try run(path: path, data: nil, files: files) { context, root -> CompareLanes? in
            guard let decoded = context.decodeCompareLanes(root) else { return nil }
            if !context.session.diagnostics.hasErrors {
                context.checkLaneValues(
                    decoded, scenePath: ConfigPath.absolute(scenePath, currentDirectory: files.currentDirectory),
                    panels: scene.panels, container: scene.container)
            }
            return decoded.lanes
        }.0
    }

    // MARK: Checking

    /// Checks each file as `kind` (nil: inferred per file, `ConfigKind.infer`) and returns every
    /// problem (errors and warnings), grouped by file; empty when all are valid and unsurprising. A file that is also referenced by
    /// another one is reported once.
    package static func check(paths: [String], kind: ConfigKind?, files: ConfigFileReader = .disk)
        -> [ConfigDiagnostic]
    {
        let session = LoadSession(files: files)
        for path in paths {
            check(session.topLevelSource(path), data: nil, kind: kind, session: session)
        }
        return session.diagnostics.diagnostics
    }

    /// Checks `data` as if it were the contents of `path`.
    package static func check(data: Data, path: String, kind: ConfigKind?, files: ConfigFileReader = .disk)
        -> [ConfigDiagnostic]
    {
        let session = LoadSession(files: files)
        check(session.topLevelSource(path), data: data, kind: kind, session: session)
        return session.diagnostics.diagnostics
    }

    private static func check(_ source: ConfigSource, data: Data?, kind: ConfigKind?, session: LoadSession) {
        guard let root = session.parseTopLevel(source, data: data) else { return }
        let context = DecodingContext(source: source, session: session)
        guard let kind = kind ?? ConfigKind.infer(from: root) else {
            context.error(
                root.location,
                "cannot tell what kind of config this is; add \"$schema\" naming its schema (e.g. \"schema/layout.schema.json\") or pass --kind \(ConfigKind.allCases.map(\.rawValue).joined(separator: "|"))"
            )
            return
        }
        session.withReferenceChain(source) {
            switch kind {
            // The same as loading says: a file of another kind is named once, not key by key.
            case .scene:
                if context.isReadable(as: .scene, root) { _ = context.decodeScene(root, isScenario: false) }
            case .scenario:
                if context.isReadable(as: .scenario, root) { _ = context.decodeScenario(root) }
            case .layout: _ = context.decodeLayoutReference(root)
            case .behavior:
                _ = context.decodeBehavior(root).map { $0.resolve(states: nil, diagnostics: session.diagnostics) }
            case .appearance: _ = context.decodeAppearance(root)
            // On its own a lanes file's value names cannot be checked: the scene that names it checks them.
            case .lanes: _ = context.decodeCompareLanes(root)
            }
        }
    }

    // MARK: Plumbing

    private static func load(
        path: String, data: Data?, files: ConfigFileReader,
        decode: (DecodingContext, JSONValue) -> ResolvedScene?
    ) throws -> ResolvedScene {
        let (scene, loaded) = try run(path: path, data: data, files: files, decode: decode)
        var result = scene
        result.referencedFiles = loaded.referencedFiles
        result.warnings = loaded.warnings
        return result
    }

    /// What a successful run read and warned about.
    private struct Loaded {
        var referencedFiles: [String]
        var warnings: [ConfigDiagnostic]
    }

    /// Parses the top-level file, decodes it, and throws if any error was reported (warnings alone
    /// are returned with the result).
    private static func run<Result>(
        path: String, data: Data?, files: ConfigFileReader, decode: (DecodingContext, JSONValue) -> Result?
    ) throws -> (Result, Loaded) {
        let session = LoadSession(files: files)
        let source = session.topLevelSource(path)
        let result = session.parseTopLevel(source, data: data).flatMap { root in
            session.withReferenceChain(source) {
                decode(DecodingContext(source: source, session: session), root)
            }
        }
        guard let result, !session.diagnostics.hasErrors else {
            throw ConfigError(diagnostics: session.diagnostics.diagnostics, referencedFiles: session.referencedFiles)
        }
        return (result, Loaded(referencedFiles: session.referencedFiles, warnings: session.diagnostics.diagnostics))
    }
}
