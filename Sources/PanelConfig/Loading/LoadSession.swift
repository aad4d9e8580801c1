import FloatingPanel
import Foundation

/// The state of one load or check run: files read (each parsed once), decoded references (each
/// decoded once, so its problems are reported once), the chain of references being followed (to
/// catch cycles) and the problems found.
package final class LoadSession {
    package let files: ConfigFileReader
    package let diagnostics = DiagnosticCollector()
    /// Absolute paths of every file read or attempted, in first-use order.
    package private(set) var referencedFiles: [String] = []

    private enum Parsed {
        case unreadable(reason: String)
        case parsed(JSONValue?)
    }
    private var parsedFiles: [String: Parsed] = [:]
    private var layoutFiles: [String: [LayoutEntry]?] = [:]
    private var behaviorFiles: [String: BehaviorDefinition?] = [:]
    private var appearanceFiles: [String: SurfaceView?] = [:]
    private var sceneFiles: [String: ResolvedScene?] = [:]
    private var compareLanesFiles: [String: DecodedCompareLanes?] = [:]
    /// Each decoded panel's states by name (nil when its layout had problems, so names cannot be
    /// checked): scenario steps check `move.to` against them.
    package var panelStates: [String: [String: FloatingPanelState]?] = [:]
    /// Files whose references are being followed right now, outermost first.
    private var referenceChain = ReferenceChain()

    package init(files: ConfigFileReader) {
        self.files = files
    }

    /// The source for a path the user gave (shown as given, identified by its absolute path).
    package func topLevelSource(_ path: String) -> ConfigSource {
        ConfigSource(
            displayPath: path, absolutePath: ConfigPath.absolute(path, currentDirectory: files.currentDirectory))
    }

    /// The root value of a file the user named; unreadable files are reported at 1:1 of the file.
    package func parseTopLevel(_ source: ConfigSource, data: Data? = nil) -> JSONValue? {
        diagnostics.noteFile(source.displayPath)
        switch parse(source, data: data) {
        case .unreadable(let reason):
            diagnostics.error(
                source.displayPath, .start,
                "cannot read '\(source.displayPath)': \(reason)\(nearbySuggestion(source.displayPath, source, reason))")
            return nil
        case .parsed(let root):
            return root
        }
    }

    private func parse(_ source: ConfigSource, data: Data? = nil) -> Parsed {
        if let known = parsedFiles[source.absolutePath] { return known }
        if !referencedFiles.contains(source.absolutePath) { referencedFiles.append(source.absolutePath) }
        let result: Parsed
        do {
            let bytes = try data ?? files.read(source.absolutePath)
            if let problem = ConfigFileReader.sizeProblem(byteCount: bytes.count) {
                throw ConfigFileReader.ReadError(reason: problem)
            }
            let parsed = JSONParser.parse(bytes)
            for error in parsed.errors {
                diagnostics.parseError(source.displayPath, error.location, error.message)
            }
            result = .parsed(parsed.root)
        } catch let error as ConfigFileReader.ReadError {
            result = .unreadable(reason: error.reason)
        } catch {
            result = .unreadable(reason: "\(error)")
        }
        parsedFiles[source.absolutePath] = result
        return result
    }

    // MARK: References

    /// Follows the file reference `token` (a path string) written in `context`'s file: reports a
    /// missing file or a cycle at the token, else decodes the file once with `decode`.
    private func follow<Result>(
        _ token: JSONValue, from context: DecodingContext, what: String,
        cache: ReferenceKeyPath<Result>, decode: (DecodingContext, JSONValue) -> Result?
    ) -> Result? {
        guard let path = token.stringValue else { return nil }
        guard !path.isEmpty else {
            context.error(token.location, "the \(what) file path is empty; write a path relative to this file")
            return nil
        }
        let source = ConfigReference(path, from: context.source).source
        if let cycle = referenceChain.cycle(entering: source) {
            context.error(token.location, cycle)
            return nil
        }
        if let known = self[keyPath: cache][source.absolutePath] { return known }
        switch parse(source) {
        case .unreadable(let reason):
            // The path as resolved is worth showing only when it differs from the path as written.
            let resolved = source.displayPath == path ? "" : " (\(source.displayPath))"
            context.error(
                token.location,
                "cannot read the \(what) file '\(path)'\(resolved): \(reason)\(nearbySuggestion(path, source, reason)); paths are relative to the file that names them"
            )
            return nil
        case .parsed(nil):
            self[keyPath: cache][source.absolutePath] = .some(nil)
            return nil
        case .parsed(let root?):
            referenceChain.enter(source)
            let result = decode(DecodingContext(source: source, session: self), root)
            referenceChain.leave()
            self[keyPath: cache][source.absolutePath] = .some(result)
            return result
        }
    }

    /// "; did you mean 'sheet-layout.json'?" (the written path with its last component replaced)
    /// when a missing file has a near namesake beside it, else "".
    private func nearbySuggestion(_ written: String, _ source: ConfigSource, _ reason: String) -> String {
        guard reason == ConfigFileReader.missingFileReason, let name = files.nearestName(to: source.absolutePath)
        else { return "" }
        let directory = ConfigPath.directory(of: written)
        let suggestion = directory.isEmpty ? name : directory == "/" ? "/" + name : directory + "/" + name
        return "; did you mean '\(suggestion)'?"
    }

    private typealias ReferenceKeyPath<Result> = ReferenceWritableKeyPath<LoadSession, [String: Result?]>

    /// Marks `source` as being decoded, so references back to it are reported as cycles.
    package func withReferenceChain<Result>(_ source: ConfigSource, _ body: () -> Result) -> Result {
        referenceChain.enter(source)
        defer { referenceChain.leave() }
        return body()
    }

    /// A layout file: a layout object or a list of conditional entries.
    package func referencedLayout(_ token: JSONValue, from context: DecodingContext) -> [LayoutEntry]? {
        follow(token, from: context, what: "layout", cache: \.layoutFiles) { context, root in
            guard root.objectValue != nil || root.arrayValue != nil else {
                let entry = ConfigKeys.LayoutEntry.self
                context.typeMismatch(
                    root,
                    expected: "a layout object or a list of {\"\(entry.when.name)\", \"\(entry.layout.name)\"} entries",
                    for: ConfigKeys.Panel.layout.name)
                return nil
            }
            return context.decodeLayoutReference(root)
        }
    }

    package func referencedBehavior(_ token: JSONValue, from context: DecodingContext) -> BehaviorDefinition? {
        follow(token, from: context, what: "behavior", cache: \.behaviorFiles) { $0.decodeBehavior($1) }
    }

    package func referencedAppearance(_ token: JSONValue, from context: DecodingContext) -> SurfaceView? {
        follow(token, from: context, what: "appearance", cache: \.appearanceFiles) { $0.decodeAppearance($1) }
    }

    /// A compare lanes file named by a scene's `compareLanes`.
    package func referencedCompareLanes(_ token: JSONValue, from context: DecodingContext) -> DecodedCompareLanes? {
        follow(token, from: context, what: "compare lanes", cache: \.compareLanesFiles) { $0.decodeCompareLanes($1) }
    }

    /// A scene file named by a scenario's `scene`.
    package func referencedScene(_ token: JSONValue, from context: DecodingContext) -> ResolvedScene? {
        follow(token, from: context, what: "scene", cache: \.sceneFiles) { $0.decodeScene($1, isScenario: false) }
    }
}
