import FloatingPanel
import Foundation

/// Every number, flag and choice one panel's files give, in the order the values card lists them
/// (layout, behavior, appearance, panel), each with its file, position, range and step.
///
/// Built from the files' bytes as they are; after any change the catalog is built again, so it
/// always describes the files on disk. Ranges are the decoders' (`NumberRule`s, within
/// `DecodingContext.largestNumber`), and every edit is loaded through the decoders before it is
/// written (`problems(with:files:)`), so a value the table gets wrong is refused rather than written.
package struct ValueCatalog: Sendable {
    /// The scene file as given.
    package var scenePath: String
    /// The panel's place in the scene's `panels`.
    package var panelIndex: Int
    /// The entry of a conditional layout list that is tuned (0 for a single layout).
    package var layoutEntry: Int
    /// The panel's `id`.
    package var panelID: String
    /// The values, in the card's order.
    package var values: [TunableValue]
    /// The bytes each file had when the catalog was built, by absolute path.
    package var files: [String: [UInt8]]
    /// The value the card opens with: the spring response, the value people reach for first.
    package var initialSelection: Int

    /// A catalog that cannot be built: the scene or a file it names does not parse.
    package struct BuildError: Error, CustomStringConvertible {
        /// What could not be read or parsed.
        package var description: String
    }

    /// The catalog of panel `panelIndex` of the scene at `scenePath`.
    /// - Parameter layoutEntry: which entry of a conditional layout list is tuned (the one that
    ///   applies to the container; 0 for a single layout).
    package static func build(
        scenePath: String, panelIndex: Int, layoutEntry: Int = 0, files: ConfigFileReader = .disk
    ) throws(BuildError) -> ValueCatalog {
        var builder = ValueCatalogBuilder(reader: files)
        let sceneSource = ConfigSource(
            displayPath: scenePath,
            absolutePath: ConfigPath.absolute(scenePath, currentDirectory: files.currentDirectory))
        let root = try builder.parseScene(sceneSource)
        guard let panels = root.objectValue?[ConfigKeys.Scene.panels.name]?.value.arrayValue,
            panels.indices.contains(panelIndex),
            let panel = panels[panelIndex].objectValue
        else {
            throw BuildError(description: "\(scenePath): the scene has no panel \(panelIndex + 1)")
        }
        let panelScope = ValueScope(
            source: sceneSource, value: panels[panelIndex], jsonPath: "$.\(ConfigKeys.Scene.panels.name)[\(panelIndex)]"
        )
        try builder.addLayout(panelScope, entry: layoutEntry)
        builder.addAdaptivePresentation(panelScope)
        try builder.addBehavior(panelScope)
        try builder.addAppearance(panelScope)
        builder.addPanelOptions(panelScope)
        builder.addSpringPhysics()

        let values = builder.values
        // The spring's response, whichever way the behavior gives the spring.
        let responseRows = [
            ConfigKeys.Behavior.springResponseTime.name, ValueCatalogBuilder.springRow(ConfigKeys.Spring.response),
            ValueCatalogBuilder.springRow(ConfigKeys.Spring.duration),
        ]
        let response = values.firstIndex { responseRows.contains($0.name) }
        return ValueCatalog(
            scenePath: scenePath, panelIndex: panelIndex, layoutEntry: layoutEntry,
            panelID: panel[ConfigKeys.Panel.id.name]?.value.stringValue ?? "panel\(panelIndex + 1)", values: values,
            files: builder.files, initialSelection: response ?? 0)
    }

    /// The index of the value named `name`, if the catalog has one.
    package func index(named name: String) -> Int? {
        values.firstIndex { $0.name == name }
    }
}

/// Collects a catalog's values file by file.
struct ValueCatalogBuilder {
    let reader: ConfigFileReader
    var values: [TunableValue] = []
    var files: [String: [UInt8]] = [:]
    /// The layout's state names in the file's order, once `addLayout` has read them (what a
    /// list of states, `shouldProjectMomentum`, may name).
    var states: [String] = []
    /// The scene, while its references are followed.
    private var chain = ReferenceChain()

    init(reader: ConfigFileReader) {
        self.reader = reader
    }

    mutating func parse(_ source: ConfigSource) throws(ValueCatalog.BuildError) -> JSONValue {
        let data: Data
        do {
            data = try reader.read(source.absolutePath)
        } catch {
            throw ValueCatalog.BuildError(description: "cannot read '\(source.displayPath)': \(error)")
        }
        guard let root = JSONParser.parse(data).root else {
            throw ValueCatalog.BuildError(description: "\(source.displayPath) does not parse; run check on it")
        }
        files[source.absolutePath] = [UInt8](data)
        return root
    }

    /// The scene file: references from it are followed with it on the chain.
    mutating func parseScene(_ source: ConfigSource) throws(ValueCatalog.BuildError) -> JSONValue {
        chain.enter(source)
        return try parse(source)
    }

    /// The scope of `key` of the panel: an inline object, the root of the file it names (as the
    /// loader follows references), or missing.
    mutating func referencedScope(_ panel: ValueScope, _ key: String) throws(ValueCatalog.BuildError) -> ValueScope? {
        guard let value = panel.object?[key]?.value else { return panel.child(key, namePrefix: "") }
        guard let path = value.stringValue else {
            return ValueScope(source: panel.source, value: value, jsonPath: panel.path(key))
        }
        let source = ConfigReference(path, from: panel.source).source
        if let cycle = chain.cycle(entering: source) {
            throw ValueCatalog.BuildError(description: "\(panel.source.displayPath): \(cycle)")
        }
        return ValueScope(source: source, value: try parse(source), jsonPath: "$")
    }

    // MARK: Adding values

    /// Adds `name` of `scope`, an object of kind `object`, as the object's key table defines it.
    mutating func key(_ scope: ValueScope, _ name: String, of object: ConfigObject, _ group: ValueGroup) {
        guard let key = object.key(name) else { preconditionFailure("\(object) has no key '\(name)'") }
        add(scope, name, as: key, group)
    }

    /// Adds `name` of `scope` with the rule, step and default of table entry `key`: a number within
    /// the decoder's rule, a flag, or a choice (listed only when written, without a default).
    mutating func add(_ scope: ValueScope, _ name: String, as key: ConfigKey, _ group: ValueGroup) {
        switch (key.kind, key.defaultValue) {
        case (.number(let rule), let defaultValue):
            var value: Double?
            if case .number(let given)? = defaultValue { value = given }
            number(scope, name, group, rule, step: key.step ?? 1, default: value)
        case (.flag, let defaultValue):
            var value = false
            if case .flag(let given)? = defaultValue { value = given }
            flag(scope, name, group, default: value)
        case (.choice(let names), let defaultValue):
            var value: String?
            if case .choice(let given)? = defaultValue { value = given }
            choice(scope, name, group, names, default: value)
        case (.integer, _), (.string, _), (.structured, _):
            preconditionFailure("'\(key.name)' is not a number, flag or choice")
        }
    }

    mutating func number(
        _ scope: ValueScope, _ key: String, _ group: ValueGroup, _ rule: NumberRule, step: Double,
        default defaultValue: Double?
    ) {
        add(scope, key, group, kind: .number(ValueBounds(rule), step: step), default: defaultValue.map { .number($0) })
    }

    mutating func flag(_ scope: ValueScope, _ key: String, _ group: ValueGroup, default defaultValue: Bool) {
        add(scope, key, group, kind: .boolean, default: .boolean(defaultValue))
    }

    mutating func choice(
        _ scope: ValueScope, _ key: String, _ group: ValueGroup, _ names: [String], default defaultValue: String?
    ) {
        add(scope, key, group, kind: .choice(names), default: defaultValue.map { .choice($0) })
    }

    /// Adds `key` of `scope`: as written, or at its default (none: the value is only listed when written).
    mutating func add(
        _ scope: ValueScope, _ key: String, _ group: ValueGroup, kind: TunableKind,
        default defaultValue: TunableSetting?
    ) {
        let name = scope.namePrefix + key
        if let value = scope.object?[key]?.value {
            guard let setting = Self.setting(of: value, as: kind) else { return }
            values.append(
                TunableValue(
                    name: name, jsonPath: scope.path(key), group: group, file: scope.source, location: value.location,
                    kind: kind, setting: setting, placement: .written(offset: value.location.offset)))
        } else if let defaultValue, scope.object != nil || !scope.missing.isEmpty {
            values.append(
                TunableValue(
                    name: name, jsonPath: scope.path(key), group: group, file: scope.source,
                    location: scope.anchorLocation, kind: kind, setting: defaultValue,
                    placement: scope.missingPlacement(key, inner: .value)))
        }
    }

    /// A `[x, y]` pair as two values (`grabberHandleSize.width`, `.height`); a missing pair is
    /// written whole, the other number at its default.
    mutating func pair(
        _ scope: ValueScope, _ key: String, _ group: ValueGroup, _ rule: NumberRule, step: Double,
        names: (String, String), default defaultValue: (Double, Double)
    ) {
        let kind = TunableKind.number(ValueBounds(rule), step: step)
        let both = [(names.0, defaultValue.0), (names.1, defaultValue.1)]
        if let value = scope.object?[key]?.value {
            guard let elements = value.arrayValue, elements.count == 2 else { return }
            for (index, element) in elements.enumerated() {
                guard case .number(let number) = element.kind else { continue }
                values.append(
                    TunableValue(
                        name: "\(scope.namePrefix)\(key).\(both[index].0)", jsonPath: "\(scope.path(key))[\(index)]",
                        group: group, file: scope.source, location: element.location, kind: kind,
                        setting: .number(number), placement: .written(offset: element.location.offset)))
            }
            return
        }
        for (index, (name, number)) in both.enumerated() {
            let other = TunableNumber.text(both[1 - index].1)
            let inner: JSONFragment =
                index == 0 ? .array([.value, .literal(other)]) : .array([.literal(other), .value])
            values.append(
                TunableValue(
                    name: "\(scope.namePrefix)\(key).\(name)", jsonPath: "\(scope.path(key))[\(index)]", group: group,
                    file: scope.source, location: scope.anchorLocation, kind: kind, setting: .number(number),
                    placement: scope.missingPlacement(key, inner: inner)))
        }
    }

    /// `top`, `left`, `bottom`, `right` of an insets object.
    mutating func insets(_ scope: ValueScope, _ key: String, _ group: ValueGroup, default defaultValue: EdgeInsets) {
        guard let sides = scope.child(key) else { return }
        let defaults = [
            (ConfigKeys.Insets.top.name, defaultValue.top), (ConfigKeys.Insets.left.name, defaultValue.left),
            (ConfigKeys.Insets.bottom.name, defaultValue.bottom), (ConfigKeys.Insets.right.name, defaultValue.right),
        ]
        for (side, value) in defaults {
            number(sides, side, group, .nonNegative, step: 1, default: Double(value))
        }
    }

    /// The setting `value` holds, if it has the kind's type.
    static func setting(of value: JSONValue, as kind: TunableKind) -> TunableSetting? {
        switch (kind, value.kind) {
        case (.number, .number(let number)): return .number(number)
        case (.boolean, .bool(let flag)): return .boolean(flag)
        case (.choice, .string(let name)): return .choice(name)
        case (.flagOrList, .bool(let flag)): return .boolean(flag)
        case (.flagOrList, .array(let elements)), (.list, .array(let elements)):
            let names = elements.compactMap(\.stringValue)
            return names.count == elements.count ? .list(names) : nil
        default: return nil
        }
    }
}
