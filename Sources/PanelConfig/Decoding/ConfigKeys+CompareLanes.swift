/// The keys of compare lanes files (Docs/config.md "Compare lanes").
extension ConfigKeys {
    /// The compare lanes file's entry.
    package enum LanesFile {
        package static let lanes = ConfigKey(
            "lanes", .structured,
            "The lanes after lane 0 (the scene as it is), at most 8: FloatingPanel lanes first, then platform lanes.")
    }

    static let compareLanes: [ConfigKey] = [LanesFile.lanes]

    /// A lane's entries, by key.
    package enum CompareLane {
        package static let label = ConfigKey(
            "label", .string,
            "The lane's name in the compare view and compare's lane list; default: its settings, as --vary names them."
        )
        package static let values = ConfigKey(
            "values", .structured,
            "The values the lane sets, by the name the values card lists them under ([PANEL:]KEY, e.g. springResponseTime, anchors.half.fractionalInset, sheet:cornerRadius; the spring by either form's names, spring.response or springResponseTime): a number, true/false, a choice's name or a list of names (\"shouldProjectMomentum\": [\"tip\"])."
        )
        package static let platform = ConfigKey(
            "platform", .choice(CompareLanes.platformNames),
            "A platform lane instead: the scene as it is, played by that library's model (Docs/platforms.md).")
    }

    static let compareLane: [ConfigKey] = [CompareLane.label, CompareLane.values, CompareLane.platform]
}
