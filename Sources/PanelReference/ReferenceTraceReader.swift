import Foundation
import PanelConfig
import PanelPlatforms

/// Reads a reference motion from a trace (Docs/reference.md "Traces"): CSV `t,y` (seconds,
/// points, header optional, `#` lines ignored) or JSON Lines with `t` and `y` — `simulate`'s own
/// trace and `simulate --platform`'s as they are, whose `willEndDragging` events give the releases.
package enum ReferenceTraceReader {
    /// The farthest a sample's location may lie from the container's origin, pt: past it the
    /// numbers are not a panel's edge (and their differences overflow).
    static let farthestLocation = 1e6

    /// The motion in `text`, read from `path`; `panel` picks one panel of a trace with several.
    package static func read(_ text: String, path: String, panel: String?) throws(ReferenceError) -> ReferenceMotion {
        try read(TraceLineScanner(text.utf8), path: path, panel: panel)
    }

    /// The motion in the trace `scanner` holds.
    static func read(_ scanner: TraceLineScanner, path: String, panel: String?) throws(ReferenceError)
        -> ReferenceMotion
    {
        let first = scanner.firstVisibleByte
        if first == UInt8(ascii: "{") { return try readJSONLines(scanner, path: path, panel: panel) }
        return try readCSV(scanner, path: path)
    }

    /// A JSON Lines trace held in `text` (a built-in reference's simulated trace).
    static func readJSONLines(_ text: String, path: String, panel: String?) throws(ReferenceError) -> ReferenceMotion {
        try readJSONLines(TraceLineScanner(text.utf8), path: path, panel: panel)
    }

    /// `t,y` lines; a first line that is not two numbers is a header. The `# release … at t T s`
    /// lines `reference` prints give the releases back.
    static func readCSV(_ scanner: TraceLineScanner, path: String) throws(ReferenceError) -> ReferenceMotion {
        var samples: [ReferenceMotion.Sample] = []
        var releaseTimes: [(t: Double, velocity: Double?, origin: ReferenceMotion.Release.Origin)] = []
        var sawHeader = false
        try scanner.forEachLine { (line) throws(ReferenceError) in
            try checkLength(line, path: path)
            if let (t, y) = scanner.numberPair(line) {
                try checkLocation(y, line: line.number, path: path)
                samples.append(.init(t: t, y: y))
                return
            }
            let text = scanner.text(line)
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("# release"), let release = releaseComment(trimmed) { releaseTimes.append(release) }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { return }
            let fields = text.split(separator: ",", omittingEmptySubsequences: false)
            let numbers = fields.map { Double($0.trimmingCharacters(in: .whitespaces)) }
            if fields.count == 2, let t = numbers[0], let y = numbers[1], t.isFinite, y.isFinite {
                try checkLocation(y, line: line.number, path: path)
                samples.append(.init(t: t, y: y))
                return
            }
            if samples.isEmpty, !sawHeader, numbers.allSatisfy({ $0 == nil }) {
                sawHeader = true
                return
            }
            let column = fields.count == 2 && numbers[0] != nil ? fields[0].count + 2 : 1
            throw ReferenceError(
                path: path, line: line.number, column: column,
                "expected two numbers 't,y' (seconds, points), found '\(trimmed.prefix(40))'")
        }
        let releases = matched(releaseTimes, in: samples, slack: 1e-6)
        return try checked(samples, releases: releases, source: "CSV trace", path: path)
    }

    /// Each release at the first sample at or after its time (less `slack`), in one pass over
    /// the samples: a trace may hold as many releases as samples.
    private static func matched(
        _ times: [(t: Double, velocity: Double?, origin: ReferenceMotion.Release.Origin)],
        in samples: [ReferenceMotion.Sample], slack: Double
    ) -> [ReferenceMotion.Release] {
        // The samples' times only go forward (`checked`), so a binary search finds each.
        times.compactMap { release in
            var (low, high) = (0, samples.count)
            while low < high {
                let middle = (low + high) / 2
                if samples[middle].t >= release.t - slack { high = middle } else { low = middle + 1 }
            }
            return low < samples.count
                ? ReferenceMotion.Release(index: low, velocity: release.velocity, origin: release.origin) : nil
        }
    }

    /// Throws for a line longer than any trace's.
    private static func checkLength(_ line: TraceLineScanner.Line, path: String) throws(ReferenceError) {
        guard line.bytes.count <= TraceLineScanner.longestLine else {
            throw ReferenceError(
                path: path, line: line.number,
                "the line is \(line.bytes.count) bytes long; a trace line holds one sample (at most \(TraceLineScanner.longestLine) bytes)"
            )
        }
    }

    /// Throws for a location no panel's edge takes.
    private static func checkLocation(_ y: Double, line: Int, path: String) throws(ReferenceError) {
        guard abs(y) <= farthestLocation else {
            throw ReferenceError(
                path: path, line: line,
                "y \(y) pt is not a panel's edge; a trace gives the edge's location in points, within ±\(Int(farthestLocation))"
            )
        }
    }

    /// `# release 2 at t 1.5 s, y 300 pt, velocity -800 pt/s (recorded)`: its time, velocity and origin.
    private static func releaseComment(_ line: String) -> (
        t: Double, velocity: Double?, origin: ReferenceMotion.Release.Origin
    )? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "," })
        func number(after word: String) -> Double? {
            words.firstIndex { $0 == word }.flatMap {
                words.index(after: $0) < words.endIndex ? Double(words[$0 + 1]) : nil
            }
        }
        guard let t = number(after: "t") else { return nil }
        return (t, number(after: "velocity"), line.hasSuffix("(found)") ? .found : .recorded)
    }

    /// JSON Lines: frame lines with `t` and `y` (and `panel` and `dragging` in `simulate`'s trace),
    /// `willEndDragging` events, other lines skipped.
    static func readJSONLines(_ scanner: TraceLineScanner, path: String, panel wanted: String?)
        throws(ReferenceError) -> ReferenceMotion
    {
        var frames: [(panel: String?, sample: ReferenceMotion.Sample, dragging: Bool?)] = []
        var releaseEvents: [(panel: String?, t: Double, velocity: Double?)] = []
        var panels: [String] = []
        try scanner.forEachLine { (line) throws(ReferenceError) in
            guard !scanner.isBlank(line) else { return }
            try checkLength(line, path: path)
            let object = try flatObject(scanner, line, path: path)
            let panel = object["panel"].flatMap { if case .string(let name) = $0 { name } else { nil } }
            if let panel, !panels.contains(panel) { panels.append(panel) }
            let t = number(object["t"])
            if let event = object["event"], case .string(let name) = event {
                if name == "willEndDragging", let t {
                    releaseEvents.append((panel, t, number(object["velocity"])))
                }
                return
            }
            guard let t, let y = number(object["y"]) else {
                let missing = number(object["t"]) == nil ? "t" : "y"
                throw ReferenceError(
                    path: path, line: line.number, column: 1, "a sample line needs a number \"\(missing)\"")
            }
            try checkLocation(y, line: line.number, path: path)
            var dragging: Bool?
            if case .bool(let flag)? = object["dragging"] { dragging = flag }
            frames.append((panel, .init(t: t, y: y), dragging))
        }
        let chosen: String?
        if let wanted {
            guard panels.contains(wanted) else {
                let list = panels.isEmpty ? "it names no panel" : "its panels are \(panels.joined(separator: ", "))"
                throw ReferenceError(
                    path: path,
                    "the trace has no panel '\(wanted)'; \(list)\(Suggestions.didYouMean(wanted, in: panels))")
            }
            chosen = wanted
        } else {
            chosen = panels.first
        }
        let own = frames.filter { $0.panel == chosen || $0.panel == nil }
        let samples = own.map(\.sample)
        let ownEvents = releaseEvents.filter { $0.panel == chosen || $0.panel == nil }
        var releases = matched(ownEvents.map { ($0.t, $0.velocity, .recorded) }, in: samples, slack: 1e-9)
        if releaseEvents.isEmpty {
            for index in own.indices.dropFirst() where own[index - 1].dragging == true && own[index].dragging == false {
                releases.append(.init(index: index, velocity: nil, origin: .recorded))
            }
        }
        let name = chosen.map { "trace, panel \($0)" } ?? "JSON Lines trace"
        return try checked(samples, releases: releases, source: name, path: path)
    }

    /// The samples in time order, at least two, with no time going back.
    private static func checked(
        _ samples: [ReferenceMotion.Sample], releases: [ReferenceMotion.Release], source: String, path: String
    ) throws(ReferenceError) -> ReferenceMotion {
        guard samples.count >= 2 else {
            throw ReferenceError(path: path, "a reference needs at least two samples; found \(samples.count)")
        }
        if let back = samples.indices.dropFirst().first(where: { samples[$0].t <= samples[$0 - 1].t }) {
            throw ReferenceError(
                path: path,
                "sample \(back + 1) at t \(samples[back].t) s does not come after the one before it; samples go forward in time"
            )
        }
        return ReferenceMotion(samples: samples, releases: releases, source: source)
    }

    /// A line's members: read flat when it is, else by the JSON parser, which locates what is wrong.
    private static func flatObject(_ scanner: TraceLineScanner, _ line: TraceLineScanner.Line, path: String)
        throws(ReferenceError) -> [String: TraceLineScanner.FlatValue]
    {
        if let flat = scanner.flatObject(line) { return flat }
        let parsed = JSONParser.parse(scanner.text(line))
        guard let object = parsed.root?.objectValue, parsed.errors.isEmpty else {
            let error = parsed.errors.first
            throw ReferenceError(
                path: path, line: line.number, column: error?.location.column ?? 1,
                "expected one JSON object a line with \"t\" and \"y\"\(error.map { ": \($0.message)" } ?? "")")
        }
        var members: [String: TraceLineScanner.FlatValue] = [:]
        for name in ["t", "y", "panel", "event", "velocity", "dragging"] {
            switch object[name]?.value.kind {
            case .number(let value)?: members[name] = .number(value)
            case .string(let text)?: members[name] = .string(text)
            case .bool(let flag)?: members[name] = .bool(flag)
            default: break
            }
        }
        return members
    }

    private static func number(_ value: TraceLineScanner.FlatValue?) -> Double? {
        guard case .number(let number)? = value, number.isFinite else { return nil }
        return number
    }
}
