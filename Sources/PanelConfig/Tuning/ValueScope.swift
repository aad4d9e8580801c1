/// An object of a config file that tunable values are read from, or the place it would be
/// created when it is missing (a panel without `behavior`, a layout without `backdropAlpha`).
struct ValueScope {
    /// One level of an object that does not exist yet: a member, or the single element of an array
    /// (`shadows` absent stands for one default shadow).
    enum MissingStep: Equatable {
        case key(String)
        case onlyElement
    }

    var source: ConfigSource
    /// The value, when the file has it (an object, or a conditional layout list).
    var value: JSONValue?
    /// The object, when the file has it.
    var object: JSONObject?
    /// The nearest object the file has: this one, or the one the missing ones would go into.
    var anchorOffset: Int
    var anchorLocation: SourceLocation
    /// The levels between `anchor` and this scope that the file lacks (empty when `object` exists).
    var missing: [MissingStep]
    /// `$.panels[0].behavior`, for the values' JSON paths.
    var jsonPath: String
    /// Prefix of the values' names (`anchors.half.`, `shadows[0].`).
    var namePrefix: String

    /// The root object of a file, or a scope at `value` (which must be an object).
    init(source: ConfigSource, value: JSONValue, jsonPath: String, namePrefix: String = "") {
        self.source = source
        self.value = value
        self.object = value.objectValue
        self.anchorOffset = value.location.offset
        self.anchorLocation = value.location
        self.missing = []
        self.jsonPath = jsonPath
        self.namePrefix = namePrefix
    }

    /// The object at `key`: the file's, or a missing one. Nil when the key holds something other
    /// than an object (that form is not tuned through this scope).
    func child(_ key: String, namePrefix: String? = nil) -> ValueScope? {
        let prefix = namePrefix ?? self.namePrefix + key + "."
        if let object, let member = object[key] {
            guard member.value.objectValue != nil else { return nil }
            return ValueScope(source: source, value: member.value, jsonPath: path(key), namePrefix: prefix)
        }
        var scope = self
        scope.value = nil
        scope.object = nil
        scope.missing.append(.key(key))
        scope.jsonPath = path(key)
        scope.namePrefix = prefix
        return scope
    }

    /// The single element of the missing array `key` (`shadows` absent: its one default shadow).
    func missingArrayElement(_ key: String, jsonPath: String, namePrefix: String) -> ValueScope {
        var scope = self
        scope.value = nil
        scope.object = nil
        scope.missing += [.key(key), .onlyElement]
        scope.jsonPath = jsonPath
        scope.namePrefix = namePrefix
        return scope
    }

    func path(_ key: String) -> String {
        let isIdentifier = key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !key.isEmpty
        return isIdentifier ? "\(jsonPath).\(key)" : "\(jsonPath)[\(ExportJSONValue.quoted(key))]"
    }

    /// Where `key` with the value `inner` goes when the file lacks it.
    func missingPlacement(_ key: String, inner: JSONFragment) -> ValuePlacement {
        let steps = missing + [.key(key)]
        var fragment = inner
        for step in steps.dropFirst().reversed() {
            switch step {
            case .key(let name): fragment = .object([JSONFragment.Member(name, fragment)])
            case .onlyElement: fragment = .array([fragment])
            }
        }
        guard case .key(let first) = steps[0] else {
            preconditionFailure("a missing scope starts with a key of an existing object")
        }
        return .missing(objectOffset: anchorOffset, key: first, fragment: fragment)
    }
}
