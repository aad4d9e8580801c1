import Foundation

extension DecodingContext {
    /// Whether `root` can be read as `expected`; if it is plainly another kind of config (a
    /// layout, behavior or appearance given where a scene or scenario is expected), says so once
    /// at the top of the file instead of one "unknown key" per member. A scene read as a scenario
    /// is not refused here: "scenario is missing 'steps'" already says, in one line, what it lacks.
    func isReadable(as expected: ConfigKind, _ root: JSONValue) -> Bool {
        guard let found = ConfigKind.infer(from: root), found != expected else { return true }
        let wrong: Bool
        switch (expected, found) {
        case (.scene, .layout), (.scene, .behavior), (.scene, .appearance), (.scene, .lanes), (.scenario, .layout),
            (.scenario, .behavior), (.scenario, .appearance), (.scenario, .lanes):
            wrong = true
        default:
            // A scenario read as a scene keeps its own hints ("'steps' belongs to scenarios").
            wrong = false
        }
        guard wrong else { return true }
        let name = ConfigPath.baseName(source.displayPath) + ".json"
        let evidence =
            root.objectValue.map { object in
                let telling = object.keys.filter { found.objectKind.keys.contains($0) }.prefix(3)
                return telling.isEmpty ? "" : " (it has \(telling.map { "'\($0)'" }.joined(separator: ", ")))"
            } ?? " (it is a list of conditional layouts)"
        error(
            root.location,
            "this is \(found.article) \(found.rawValue) file\(evidence), but \(expected.article) \(expected.rawValue) was expected: \(expected.shape); \(found.namer) \"\(name)\""
        )
        return false
    }
}

extension ConfigKind {
    /// The object kind whose keys tell this kind of file.
    fileprivate var objectKind: ConfigObject {
        switch self {
        case .scene: return .scene
        case .scenario: return .scenario
        case .layout: return .layout
        case .behavior: return .behavior
        case .appearance: return .appearance
        case .lanes: return .compareLanes
        }
    }

    /// How a scene names a file of this kind, for "… uses it as \"layout\": \"file.json\"".
    fileprivate var namer: String {
        self == .lanes ? "a scene names it as \"compareLanes\":" : "a scene's panel uses it as \"\(rawValue)\":"
    }

    fileprivate var article: String { self == .appearance ? "an" : "a" }

    /// What a file of this kind looks like, for "… was expected: …".
    fileprivate var shape: String {
        switch self {
        case .scene: return "an object with \"panels\" (Docs/config.md)"
        case .scenario: return "a scene plus \"fps\" and \"steps\" (Docs/scenarios.md)"
        case .layout: return "an object with \"position\" and \"anchors\""
        case .behavior: return "an object of behavior keys"
        case .appearance: return "an object of appearance keys"
        case .lanes: return "an object with \"lanes\" (Docs/config.md)"
        }
    }
}
