import Foundation
import PanelConfig
import PanelPlatforms

/// Reads a reference motion from a trace (Docs/reference.md "Traces"): CSV `t,y` (seconds,
/// points, header optional, `#` lines ignored) or JSON Lines with `t` and `y` — `simulate`'s own
/// trace and `simulate --platform`'s as they are, whose `willEndDragging` events give the releases.
package enum ReferenceTraceReader {
    /// The motion in `text`, read from `path`; `panel` picks one panel of a trace with several.
    package static func read(_ text: String, path: String, panel: String?) throws(ReferenceError) -> ReferenceMotion {
        let firstLine = text.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) }
        if firstLine?.first(where: { !$0.isWhitespace }) == "{" {
            return try readJSONLines(text, path: path, panel: panel)
        }
        return try readCSV(text, path: path)
    }

    /// `t,y` lines; a first line that is not two numbers is a header. The `# release … at t T s`
    /// lines `reference` prints give the releases back.
    static func readCSV(_ text: String, path: String) throws(ReferenceError) -> ReferenceMotion {
        var samples: [ReferenceMotion.Sample] = []
        var releaseTimes: [(t: Double, velocity: Double?, origin: ReferenceMotion.Release.Origin)] = []
        var sawHeader = false
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("# release"), let release = releaseComment(trimmed) { releaseTimes.append(release) }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            let numbers = fields.map { Double($0.trimmingCharacters(in: .whitespaces)) }
            if fields.count == 2, let t = numbers[0], let y = numbers[1], t.isFinite, y.isFinite {
                samples.append(.init(t: t, y: y))
                continue
            }
            if samples.isEmpty, !sawHeader, numbers.allSatisfy({ $0 == nil }) {
                sawHeader = true
                continue
            }
            let column = fields.count == 2 && numbers[0] != nil ? fields[0].count + 2 : 1
            throw ReferenceError(
                path: path, line: offset + 1, column: column,
                "expected two numbers 't,y' (seconds, points), found '\(trimmed.prefix(40))'")
        }
        let releases = releaseTimes.compactMap { release in
            samples.firstIndex { $0.t >= release.t - 1e-6 }.map {
                ReferenceMotion.Release(index: $0, velocity: release.velocity, origin: release.origin)
            }
        }
        return try checked(samples, releases: releases, source: "CSV trace", path: path)
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
    static func readJSONLines(_ text: String, path: String, panel wanted: String?) throws(ReferenceError)
        -> ReferenceMotion
    {
        var frames: [(panel: String?, sample: ReferenceMotion.Sample, dragging: Bool?)] = []
        var releaseEvents: [(panel: String?, t: Double, velocity: Double?)] = []
        var panels: [String] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.contains(where: { !$0.isWhitespace }) else { continue }
            let parsed = JSONParser.parse(String(line))
            guard let object = parsed.root?.objectValue, parsed.errors.isEmpty else {
                let error = parsed.errors.first
                throw ReferenceError(
                    path: path, line: offset + 1, column: error?.location.column ?? 1,
                    "expected one JSON object a line with \"t\" and \"y\"\(error.map { ": \($0.message)" } ?? "")")
            }
            let panel = object["panel"]?.value.stringValue
            if let panel, !panels.contains(panel) { panels.append(panel) }
            let t = number(object["t"]?.value)
            if let event = object["event"]?.value.stringValue {
                if event == "willEndDragging", let t {
                    releaseEvents.append((panel, t, number(object["velocity"]?.value)))
                }
                continue
            }
            guard let t, let y = number(object["y"]?.value) else {
                let missing = number(object["t"]?.value) == nil ? "t" : "y"
                throw ReferenceError(
                    path: path, line: offset + 1, column: 1, "a sample line needs a number \"\(missing)\"")
            }
            var dragging: Bool?
            if case .bool(let flag)? = object["dragging"]?.value.kind { dragging = flag }
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
        var releases: [ReferenceMotion.Release] = []
        for event in releaseEvents where event.panel == chosen || event.panel == nil {
            guard let index = samples.firstIndex(where: { $0.t >= event.t - 1e-9 }) else { continue }
            releases.append(.init(index: index, velocity: event.velocity, origin: .recorded))
        }
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

    private static func number(_ value: JSONValue?) -> Double? {
        guard case .number(let number)? = value?.kind, number.isFinite else { return nil }
        return number
    }
}
