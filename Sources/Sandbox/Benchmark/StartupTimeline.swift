import Foundation

/// Where a window's start-up goes, part by part, from the app's first line to the first frame
/// presented: SDL's video subsystem, the fonts, reading the scene, the window and its renderer,
/// the first frame. `bench` runs `run --frames 1` in a child process, which writes its timeline
/// to the file named by `environmentVariable`, and reports the parts beside the total.
struct StartupTimeline: Sendable {
    /// The variable naming the file a `run` writes its timeline to (as JSON), after its first frame.
    static let environmentVariable = "PANEL_SANDBOX_STARTUP_TIMES"
    /// The JSON key of when the last part ended, in milliseconds of the system's monotonic clock,
    /// which every process shares: the parent measures start-up to that instant, not to the
    /// child's exit (which Foundation's `waitUntilExit` notices only at its next poll).
    static let endKey = "endUptimeMs"

    /// One part: its name and how long it took, in milliseconds.
    struct Part: Equatable, Sendable {
        var name: String
        var milliseconds: Double
    }

    /// The parts in the order they ran.
    private(set) var parts: [Part] = []
    private var last = DispatchTime.now().uptimeNanoseconds

    /// A timeline whose first part starts now.
    init() {}

    /// Ends the part under way, named `name`; the next part starts now.
    mutating func endPart(_ name: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        parts.append(Part(name: name, milliseconds: Double(now - last) / 1e6))
        last = now
    }

    /// The parts as a JSON object of milliseconds by name, and when the last one ended (`endKey`).
    var json: Data {
        var object = Dictionary(
            uniqueKeysWithValues: parts.map { ($0.name, ($0.milliseconds * 1000).rounded() / 1000) })
        object[Self.endKey] = Double(last) / 1e6
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    }

    /// Reads the parts `json` wrote (for `bench`, from the child's file); empty when unreadable.
    static func parts(fromJSON data: Data) -> [String: Double] {
        var parts = (try? JSONSerialization.jsonObject(with: data)) as? [String: Double] ?? [:]
        parts[endKey] = nil
        return parts
    }

    /// When the child's last part ended, in milliseconds of the monotonic clock; nil when unreadable.
    static func endMilliseconds(fromJSON data: Data) -> Double? {
        ((try? JSONSerialization.jsonObject(with: data)) as? [String: Double])?[endKey]
    }

    /// Writes the timeline to the file `environmentVariable` names, if it is set.
    func writeIfRequested() {
        guard let path = ProcessInfo.processInfo.environment[Self.environmentVariable] else { return }
        try? json.write(to: URL(fileURLWithPath: path))
    }
}
