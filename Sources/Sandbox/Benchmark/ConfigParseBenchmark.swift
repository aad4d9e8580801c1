import Foundation
import PanelConfig

/// How fast the config parser reads JSON, for `bench`'s `configParseMBPerSecond`: two generated
/// inputs of the size a large config could reach, one string-heavy (names, titles with accents
/// and escapes), one structured (nested objects of numbers and booleans), each parsed several
/// times, best run kept.
enum ConfigParseBenchmark {
    /// The figures of one run.
    struct Result: Sendable {
        /// Bytes of each generated input.
        var bytesPerInput: Int
        /// MB/s on the string-heavy input (1 MB = 10⁶ bytes).
        var stringMBPerSecond: Double
        /// MB/s on the structured input.
        var structuredMBPerSecond: Double
        /// Both inputs' bytes over both best times.
        var combinedMBPerSecond: Double
    }

    /// Parses each input `runs` times; `bytes` is each input's approximate size.
    static func run(bytes: Int = 4_000_000, runs: Int = 5) -> Result {
        let strings = stringHeavyInput(bytes: bytes)
        let structured = structuredInput(bytes: bytes)
        let stringSeconds = bestSeconds(parsing: strings, runs: runs)
        let structuredSeconds = bestSeconds(parsing: structured, runs: runs)
        func rate(_ count: Int, _ seconds: Double) -> Double { Double(count) / 1e6 / max(seconds, 1e-9) }
        return Result(
            bytesPerInput: bytes, stringMBPerSecond: rate(strings.count, stringSeconds),
            structuredMBPerSecond: rate(structured.count, structuredSeconds),
            combinedMBPerSecond: rate(strings.count + structured.count, stringSeconds + structuredSeconds))
    }

    private static func bestSeconds(parsing data: Data, runs: Int) -> Double {
        var best = Double.infinity
        for _ in 0..<max(runs, 1) {
            let start = ContinuousClock.now
            let result = JSONParser.parse(data)
            let elapsed = start.duration(to: .now)
            precondition(result.errors.isEmpty && result.root != nil, "the generated input is valid JSON")
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            best = min(best, seconds)
        }
        return best
    }

    /// An array of rows whose values are mostly strings, some with accents, emoji and escapes.
    static func stringHeavyInput(bytes: Int) -> Data {
        var text = "[\n"
        var row = 0
        while text.utf8.count < bytes {
            text += """
                  { "title": "Café du Marché \(row)", "subtitle": "Open until 22:00 · \(row % 97).4 km", \
                "note": "Line one\\nLine \\"two\\" \\u00e9 — 🍰", "id": "row-\(row)" },

                """
            row += 1
        }
        text += #"  { "title": "end" }"# + "\n]\n"
        return Data(text.utf8)
    }

    /// Nested layout-like objects: anchors, insets, alphas, flags.
    static func structuredInput(bytes: Int) -> Data {
        var text = "[\n"
        var index = 0
        while text.utf8.count < bytes {
            text += """
                  { "when": { "minWidth": \(index % 900), "landscape": \(index % 2 == 0) }, "layout": { "position": "bottom", \
                "anchors": { "full": { "absoluteInset": 16.5, "edge": "top" }, "half": { "fractionalInset": 0.5, "edge": "bottom" }, \
                "tip": { "absoluteInset": \(44 + index % 100), "edge": "bottom" } }, "backdropAlpha": { "full": 0.3, "half": 0 } } },

                """
            index += 1
        }
        text += "  {}\n]\n"
        return Data(text.utf8)
    }
}
