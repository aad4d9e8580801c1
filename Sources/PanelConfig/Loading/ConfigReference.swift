/// A file reference as a config writes it (`"layout": "layouts/maps.json"`): the path as written
/// and the file it names, resolved against the directory of the file that names it. The loader
/// and the values catalog both follow references through this and `ReferenceChain`.
package struct ConfigReference: Sendable {
    /// The path as written.
    package var path: String
    /// The file it names: shown relative to the referring file's display path, identified by the
    /// absolute path.
    package var source: ConfigSource

    /// The reference `path` written in `referrer`.
    package init(_ path: String, from referrer: ConfigSource) {
        self.path = path
        source = ConfigSource(
            displayPath: ConfigPath.resolve(path, relativeTo: referrer.displayPath),
            absolutePath: ConfigPath.resolve(path, relativeTo: referrer.absolutePath))
    }
}

/// The files whose references are being followed, outermost first: a reference back to one of
/// them is a cycle.
package struct ReferenceChain: Sendable {
    private var sources: [ConfigSource] = []

    /// An empty chain.
    package init() {}

    /// `"reference cycle: a.json → b.json → a.json; …"` when following a reference to `source`
    /// would close a cycle, else nil.
    package func cycle(entering source: ConfigSource) -> String? {
        guard let start = sources.firstIndex(where: { $0.absolutePath == source.absolutePath }) else { return nil }
        let cycle = (sources[start...].map(\.displayPath) + [source.displayPath]).joined(separator: " → ")
        return "reference cycle: \(cycle); a file cannot include itself, directly or not"
    }

    /// `source` is being decoded: references back to it are cycles until `leave()`.
    package mutating func enter(_ source: ConfigSource) {
        sources.append(source)
    }

    /// The innermost file is done.
    package mutating func leave() {
        sources.removeLast()
    }
}
