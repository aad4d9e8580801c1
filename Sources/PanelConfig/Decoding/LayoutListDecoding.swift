import FloatingPanel
import Foundation

/// A decoded layout with the condition under which it applies (nil: always).
package struct LayoutEntry {
    package var condition: LayoutCondition?
    package var definition: LayoutDefinition
}

extension DecodingContext {
    /// Decodes a `layout` value: an inline object, a path relative to this file, or a list of
    /// `{"when": {...}, "layout": ...}` entries (Docs/config.md "Scene").
    ///
    /// A list entry's `layout` takes the same three forms; an entry that refers to another list
    /// contributes that list's entries, each under both conditions.
    package func decodeLayoutReference(_ value: JSONValue) -> [LayoutEntry]? {
        switch value.kind {
        case .object:
            return decodeLayout(value).map { [LayoutEntry(condition: nil, definition: $0)] }
        case .string:
            return session.referencedLayout(value, from: self)
        case .array(let entries):
            return decodeLayoutList(value, entries)
        default:
            typealias Entry = ConfigKeys.LayoutEntry
            typeMismatch(
                value,
                expected:
                    "a layout object, a file path or a list of {\"\(Entry.when.name)\", \"\(Entry.layout.name)\"} entries",
                for: ConfigKeys.Panel.layout.name)
            return nil
        }
    }

    private func decodeLayoutList(_ value: JSONValue, _ entries: [JSONValue]) -> [LayoutEntry]? {
        guard !entries.isEmpty else {
            error(value.location, "the layout list is empty; give at least one {\"layout\": …} entry")
            return nil
        }
        var result: [LayoutEntry] = []
        var failed = false
        var fallback: SourceLocation? = nil
        var reportedUnreachable = false
        var earlierConditions: [(condition: LayoutCondition, location: SourceLocation)] = []
        for entry in entries {
            if let fallback, !reportedUnreachable {
                reportedUnreachable = true
                error(
                    entry.location,
                    "this entry is never used: the entry at line \(fallback.line) has no '\(ConfigKeys.LayoutEntry.when.name)' and always applies; move that fallback entry to the end"
                )
            }
            guard let reader = ObjectReader(entry, "layout entry", as: .layoutEntry, context: self) else {
                failed = true
                continue
            }
            var condition: LayoutCondition? = nil
            if let whenValue = reader[ConfigKeys.LayoutEntry.when] {
                condition = decodeCondition(whenValue)
                if condition == nil { failed = true }
                // Each entry is compared with every earlier one: a generated list of thousands
                // would stall `check` here, and no hand-written list comes near this many.
                if let condition, entries.count <= Self.mostEntriesCompared {
                    if let earlier = earlierConditions.first(where: { condition.isCovered(by: $0.condition) }) {
                        error(
                            whenValue.location,
                            "this entry is never used: every container its '\(ConfigKeys.LayoutEntry.when.name)' accepts is taken first by the entry at line \(earlier.location.line); move it above that entry or narrow its condition"
                        )
                        failed = true
                    }
                    earlierConditions.append((condition, entry.location))
                }
            } else if fallback == nil {
                fallback = entry.location
            }
            guard
                let layoutValue = reader.required(
                    ConfigKeys.LayoutEntry.layout, "an inline layout object or a file path"),
                let nested = decodeLayoutReference(layoutValue)
            else {
                failed = true
                continue
            }
            var usable = 0
            for inner in nested {
                usable += 1
                switch (condition, inner.condition) {
                case (nil, let innerCondition):
                    result.append(LayoutEntry(condition: innerCondition, definition: inner.definition))
                case (let outer?, nil):
                    result.append(LayoutEntry(condition: outer, definition: inner.definition))
                case (let outer?, let innerCondition?):
                    // Conditions that contradict each other can never select the entry: drop it.
                    if let both = outer.and(innerCondition) {
                        result.append(LayoutEntry(condition: both, definition: inner.definition))
                    } else {
                        usable -= 1
                    }
                }
            }
            if usable == 0, let condition, let landscape = condition.landscape {
                warning(
                    layoutValue.location,
                    "this entry is never used: its '\(ConfigKeys.LayoutEntry.when.name)' asks for \(landscape ? "landscape" : "portrait") containers, and every entry of the list it names asks for the opposite"
                )
            }
        }
        return failed ? nil : result
    }

    /// The longest layout list whose entries are checked against each other for coverage.
    private static let mostEntriesCompared = 64

    /// `when`: bounds on the container, inclusive; `landscape` means wider than tall.
    private func decodeCondition(_ value: JSONValue) -> LayoutCondition? {
        typealias Key = ConfigKeys.LayoutCondition
        let whenKey = ConfigKeys.LayoutEntry.when.name
        guard let reader = ObjectReader(value, whenKey, as: .layoutCondition, context: self) else { return nil }
        guard !reader.object.members.isEmpty else {
            error(
                value.location,
                "'\(whenKey)' is empty; give a condition such as {\"\(Key.minWidth.name)\": 640}, or leave '\(whenKey)' out for the fallback entry"
            )
            return nil
        }
        var condition = LayoutCondition()
        condition.minWidth = reader.number(Key.minWidth)
        condition.maxWidth = reader.number(Key.maxWidth)
        condition.minHeight = reader.number(Key.minHeight)
        condition.maxHeight = reader.number(Key.maxHeight)
        condition.landscape = reader.bool(Key.landscape)
        for (minKey, maxKey, lower, upper) in [
            (Key.minWidth, Key.maxWidth, condition.minWidth, condition.maxWidth),
            (Key.minHeight, Key.maxHeight, condition.minHeight, condition.maxHeight),
        ] {
            if let lower, let upper, lower > upper {
                error(
                    reader.keyLocation(maxKey) ?? value.location,
                    "'\(maxKey.name)' \(formatNumber(upper)) is less than '\(minKey.name)' \(formatNumber(lower)); this condition never holds"
                )
                return nil
            }
        }
        if let message = Self.orientationContradiction(condition) {
            error(reader.keyLocation(Key.landscape) ?? value.location, message)
            return nil
        }
        return condition
    }

    /// Why `landscape` cannot hold within the width and height bounds, if it cannot.
    private static func orientationContradiction(_ condition: LayoutCondition) -> String? {
        typealias Key = ConfigKeys.LayoutCondition
        let (landscape, minWidth, maxWidth) = (Key.landscape.name, Key.minWidth.name, Key.maxWidth.name)
        let (minHeight, maxHeight) = (Key.minHeight.name, Key.maxHeight.name)
        switch condition.landscape {
        case true?:
            if let width = condition.maxWidth, let height = condition.minHeight, width <= height {
                return
                    "'\(landscape)': true needs a container wider than tall, but '\(maxWidth)' \(formatNumber(width)) ≤ '\(minHeight)' \(formatNumber(height)); this condition never holds"
            }
        case false?:
            if let width = condition.minWidth, let height = condition.maxHeight, width > height {
                return
                    "'\(landscape)': false needs a container at most as wide as tall, but '\(minWidth)' \(formatNumber(width)) > '\(maxHeight)' \(formatNumber(height)); this condition never holds"
            }
        case nil:
            break
        }
        return nil
    }
}
