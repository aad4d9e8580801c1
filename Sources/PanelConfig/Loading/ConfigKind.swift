/// What a config file holds (Docs/config.md, §3); `check --kind` takes these names.
package enum ConfigKind: String, CaseIterable, Sendable {
    case scene, layout, behavior, appearance, scenario
    /// A compare lanes file, named by a scene's `compareLanes`.
    case lanes

    /// The kind of a parsed file: from the file name in `$schema` (`…/layout.schema.json`), else
    /// from the keys present; nil when neither tells.
    package static func infer(from root: JSONValue) -> ConfigKind? {
        if root.arrayValue != nil { return .layout }  // only a conditional layout list is an array
        guard let object = root.objectValue else { return nil }
        if let schema = object["$schema"]?.value.stringValue {
            let fileName = (schema.split(separator: "/").last.map(String.init) ?? schema).lowercased()
            // "scenario" is checked before "scene" only for clarity: neither contains the other.
            for kind in [ConfigKind.scenario, .scene, .layout, .behavior, .appearance, .lanes]
            where fileName.contains(kind.rawValue) {
                return kind
            }
        }
        let keys = Set(object.keys)
        let scenarioOnly = Set(ConfigObject.scenario.keys).subtracting(ConfigObject.scene.keys)
        if !keys.isDisjoint(with: scenarioOnly) { return .scenario }
        let sceneOnly = [ConfigKeys.Scene.panels, ConfigKeys.Scene.container, ConfigKeys.Scene.displayScale]
        if !keys.isDisjoint(with: sceneOnly.map(\.name)) { return .scene }
        if keys.contains(ConfigKeys.LanesFile.lanes.name) { return .lanes }
        // Count the keys each kind knows, so that one misspelled key does not change the verdict.
        let scores: [(ConfigKind, Int)] = [
            (.layout, keys.intersection(ConfigObject.layout.keys).count),
            (.behavior, keys.intersection(ConfigObject.behavior.keys).count),
            (.appearance, keys.intersection(ConfigObject.appearance.keys).count),
        ]
        let best = scores.max { $0.1 < $1.1 }!
        guard best.1 > 0, scores.filter({ $0.1 == best.1 }).count == 1 else { return nil }
        return best.0
    }
}
