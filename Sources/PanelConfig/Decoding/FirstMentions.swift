/// Remembers where each value was first written in a config, so that a repeat can be answered
/// with the line of the first ("a config never says one thing twice").
struct FirstMentions<Key: Hashable> {
    private var locations: [Key: SourceLocation] = [:]

    /// nil the first time `key` is seen (and `location` is remembered), else where it was first seen.
    mutating func earlier(_ key: Key, at location: SourceLocation) -> SourceLocation? {
        if let first = locations[key] { return first }
        locations[key] = location
        return nil
    }
}

extension DecodingContext {
    /// Warns at each name of `elements` that repeats an earlier one: a list is a set, so the repeat
    /// changes nothing (`shouldProjectMomentum`, `allowsRubberBanding`).
    func warnRepeatedNames(_ elements: [JSONValue], in key: String) {
        var mentions = FirstMentions<String>()
        for element in elements {
            guard let name = element.stringValue, let first = mentions.earlier(name, at: element.location) else {
                continue
            }
            warning(
                element.location,
                "'\(name)' is already listed in '\(key)' at line \(first.line); the repeat changes nothing: remove it")
        }
    }
}
