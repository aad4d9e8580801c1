import FloatingPanel
import Foundation

/// Reads one config object whose keys are known: reports unknown keys on creation, then hands out
/// typed members.
///
/// Accessors take the key's entry in the object's table (`ConfigKeys`), never its spelling, so a
/// misspelled key does not compile. They return nil both for an absent key and for an invalid
/// value (already reported), so callers write `reader.number(ConfigKeys.Shadow.radius) ?? default`;
/// a run with problems is discarded anyway, and continuing lets every problem of a file be
/// reported at once.
package struct ObjectReader {
    package let context: DecodingContext
    package let object: JSONObject
    /// The location of the object's `{`, for "missing key" errors.
    package let location: SourceLocation
    /// What the object is, for messages: "layout", "anchor 'half'".
    package let name: String
    /// The kind of object read: its key table gives the rule of each number.
    package let kind: ConfigObject
    /// Valid keys that an unknown key was taken for ("did you mean 'x'?"): a missing `x` is then
    /// not reported again, so one typo gives one error.
    package private(set) var suggestedKeys: Set<String> = []

    /// Checks that `value` is an object whose keys are all among `kind`'s keys (plus `$schema` when
    /// the kind allows it); returns nil after reporting when it is not an object.
    ///
    /// - Parameters:
    ///   - name: the value's key, for "expected an object for 'name'".
    ///   - kind: what the object is in the config format, which says the keys it may have.
    ///   - description: what the object is, for "unknown key 'x' in anchor 'half'" (default: `name`).
    ///   - hints: an explanation for keys that are wrong *here* but valid elsewhere, used instead
    ///     of the list of valid keys ("'edge' only applies to inset anchors").
    ///   - unknownKeyNote: what every unknown key's error adds after its hint, for objects whose
    ///     keys come in alternative forms (the spring's conversion).
    package init?(
        _ value: JSONValue, _ name: String, as kind: ConfigObject, context: DecodingContext,
        description: String? = nil, hints: [String: String] = [:], unknownKeyNote: String? = nil
    ) {
        guard let object = context.object(value, name) else { return nil }
        self.context = context
        self.object = object
        self.location = value.location
        self.name = description ?? name
        self.kind = kind
        let keys = kind.keys
        for member in object.members where !keys.contains(member.key) {
            if kind.allowsSchema && member.key == "$schema" {
                if member.value.stringValue == nil {
                    context.typeMismatch(member.value, expected: "a string (the schema's path or URL)", for: "$schema")
                } else {
                    context.checkSchemaPath(member.value)
                }
                continue
            }
            let suggestion = Suggestions.closest(to: member.key, in: keys)
            if let suggestion { suggestedKeys.insert(suggestion) }
            let hint =
                hints[member.key]
                ?? suggestion.map { "did you mean '\($0)'?" }
                ?? "valid keys are \(Suggestions.list(keys))"
            let note = unknownKeyNote.map { " (\($0))" } ?? ""
            context.error(member.keyLocation, "unknown key '\(member.key)' in \(self.name); \(hint)\(note)")
        }
    }

    /// Reads the object written under `key` of its parent, named by the key in messages.
    package init?(_ value: JSONValue, _ key: ConfigKey, as kind: ConfigObject, context: DecodingContext) {
        self.init(value, key.name, as: kind, context: context)
    }

    /// The member written under `key`'s name. `key` is an entry of the object's table: reading
    /// through the entry makes a misspelled key a compile error, not a silent absence.
    private func member(_ key: ConfigKey) -> JSONMember? {
        assert(kind.key(key.name) != nil, "'\(key.name)' is not a key of \(kind)")
        return object[key.name]
    }

    /// The location of `key`'s opening quote, if present.
    package func keyLocation(_ key: ConfigKey) -> SourceLocation? {
        member(key)?.keyLocation
    }

    package subscript(key: ConfigKey) -> JSONValue? {
        member(key)?.value
    }

    package func has(_ key: ConfigKey) -> Bool {
        member(key) != nil
    }

    /// The value of a key that must be present; reports "missing" at the object's `{` otherwise.
    package func required(_ key: ConfigKey, _ hint: String = "") -> JSONValue? {
        guard let value = self[key] else {
            guard !suggestedKeys.contains(key.name) else { return nil }
            context.error(location, "\(name) is missing '\(key.name)'\(hint.isEmpty ? "" : " (\(hint))")")
            return nil
        }
        return value
    }

    /// The number at `key`, checked against `rule` or, by default, the rule of the key's entry.
    package func number(_ key: ConfigKey, _ rule: NumberRule? = nil) -> CGFloat? {
        self[key].flatMap { context.number($0, key, rule) }
    }

    /// The number at a key that must be present (`required`), checked as `number` checks it.
    package func requiredNumber(_ key: ConfigKey, _ hint: String, _ rule: NumberRule? = nil) -> CGFloat? {
        required(key, hint).flatMap { context.number($0, key, rule) }
    }

    package func integer(_ key: ConfigKey) -> Int? {
        self[key].flatMap { context.integer($0, key.name) }
    }

    package func bool(_ key: ConfigKey) -> Bool? {
        self[key].flatMap { context.bool($0, key.name) }
    }

    package func string(_ key: ConfigKey) -> String? {
        self[key].flatMap { context.string($0, key.name) }
    }

    package func choice<Choice: RawRepresentable & CaseIterable>(_ key: ConfigKey, _ type: Choice.Type) -> Choice?
    where Choice.RawValue == String {
        self[key].flatMap { context.choice($0, key.name, type) }
    }

    package func insets(_ key: ConfigKey, _ rule: NumberRule = .nonNegative) -> EdgeInsets? {
        self[key].flatMap { context.insets($0, key.name, rule) }
    }
}
