import Foundation
import PanelConfig
import PanelScene
import Sandbox

enum BenchCommand {
    static let usage = """
        usage: panel-sandbox bench [--json] [--quick] [--scene SCENE]

        Headless performance figures, each with its conditions: frame time on SDL's software
        renderer (1, 3 and 10 panels × 100 and 10,000 rows, at 390×844 and 780×1688 pixels, while a
        drag and fling run), simulate throughput, hot-reload latency through the real file watcher,
        start-up time, idle CPU and peak memory. --json prints one object; --quick takes fewer
        samples (for smoke tests).
        """

    static func run(arguments: [String]) -> Int32 {
        var json = false
        var quick = false
        var scenePath = "Configs/scene.json"
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--help", "-h":
                print(usage)
                return 0
            case "--json": json = true
            case "--quick": quick = true
            case "--scene":
                guard let value = iterator.next() else { return fail("--scene needs a path") }
                scenePath = value
            default:
                let options = ["--json", "--quick", "--scene", "--help"]
                return fail("unknown argument '\(argument)'\(Suggestions.didYouMean(argument, in: options))\n\(usage)")
            }
        }
        do {
            let report = try measure(scenePath: scenePath, quick: quick)
            print(json ? report.json : report.table)
        } catch {
            return reportFailure(error)
        }
        return 0
    }

    private static func measure(scenePath: String, quick: Bool) throws -> BenchReport {
        let scene = try ConfigLoader.loadScene(path: scenePath)
        var report = BenchReport(scenePath: scenePath)
        report.frames = try BenchmarkSuite.frameFigures(frames: quick ? 120 : 900)
        report.simulate = SimulateBenchmark.run(scene: scene, frames: quick ? 20_000 : 300_000)
        report.reloadLatencies = try BenchmarkSuite.reloadLatencies(scenePath: scenePath, saves: quick ? 20 : 200)
        let executable =
            CommandLine.arguments[0].contains("/")
            ? CommandLine.arguments[0] : "/proc/self/exe"
        report.startupMilliseconds = try BenchmarkSuite.startupMilliseconds(
            executable: URL(fileURLWithPath: executable).resolvingSymlinksInPath().path, scenePath: scenePath,
            runs: quick ? 1 : 5)
        report.idleSeconds = quick ? 1 : 3
        report.idleCPUPercent = try BenchmarkSuite.idleCPUPercent(scenePath: scenePath, seconds: report.idleSeconds)
        report.configParse = ConfigParseBenchmark.run(bytes: quick ? 1_000_000 : 4_000_000, runs: quick ? 2 : 5)
        report.peakRSSMegabytes = BenchmarkSuite.peakResidentMegabytes()
        return report
    }

    private static func fail(_ message: String) -> Int32 {
        printError("error: \(message)")
        return 1
    }
}

/// The figures of one `bench` run and how they print.
struct BenchReport {
    var scenePath: String
    var frames: [BenchmarkSuite.FrameFigure] = []
    var simulate: SimulateBenchmark.Result?
    var reloadLatencies: [Double] = []
    var startupMilliseconds: Double = 0
    var idleSeconds: Double = 0
    var idleCPUPercent: Double = 0
    var peakRSSMegabytes: Double = 0
    var configParse: ConfigParseBenchmark.Result?

    /// The headline frame figure: 3 panels × 10,000 rows at 390 × 844 pixels.
    private var headline: BenchmarkSuite.FrameFigure? {
        frames.first { $0.panels == 3 && $0.rows == 10_000 && $0.pixelWidth == 390 }
    }

    private func percentile(_ fraction: Double) -> Double {
        guard !reloadLatencies.isEmpty else { return 0 }
        let sorted = reloadLatencies.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }

    var json: String {
        let frameObjects: [[String: Any]] = frames.map {
            [
                "panels": $0.panels, "rows": $0.rows, "pixels": "\($0.pixelWidth)x\($0.pixelHeight)",
                "frames": $0.frames,
                "p50Ms": round3($0.p50Milliseconds), "p99Ms": round3($0.p99Milliseconds),
                "maxMs": round3($0.maxMilliseconds),
            ]
        }
        let object: [String: Any] = [
            "frameTimeP50Ms": round3(headline?.p50Milliseconds ?? 0),
            "frameTimeP99Ms": round3(headline?.p99Milliseconds ?? 0),
            "frameTimes": frameObjects,
            "simulatePanelFramesPerSecond": (simulate?.panelFramesPerSecond ?? 0).rounded(),
            "reloadLatencyP50Ms": round3(percentile(0.5)),
            "reloadLatencyP99Ms": round3(percentile(0.99)),
            "reloadSaves": reloadLatencies.count,
            "startupMs": round3(startupMilliseconds),
            "idleCpuPercent": round3(idleCPUPercent),
            "peakRSSMB": round3(peakRSSMegabytes),
            "configParseMBPerSecond": round3(configParse?.combinedMBPerSecond ?? 0),
            "scene": scenePath,
        ]
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    var table: String {
        var lines = ["figure                       value          goal       conditions"]
        func line(_ name: String, _ value: String, _ goal: String, _ conditions: String) {
            lines.append(
                name.padding(toLength: 29, withPad: " ", startingAt: 0)
                    + value.padding(toLength: 15, withPad: " ", startingAt: 0)
                    + goal.padding(toLength: 11, withPad: " ", startingAt: 0) + conditions)
        }
        for figure in frames {
            let goal = figure.panels == 3 && figure.rows == 10_000 && figure.pixelWidth == 390 ? "p99 ≤ 8.3" : ""
            line(
                "frame time p50/p99/max ms",
                String(
                    format: "%.2f/%.2f/%.2f", figure.p50Milliseconds, figure.p99Milliseconds, figure.maxMilliseconds),
                goal,
                "\(figure.panels) panels × \(figure.rows) rows, \(figure.pixelWidth)×\(figure.pixelHeight) px, software renderer, \(figure.frames) frames of drag and fling"
            )
        }
        line(
            "simulate", "\(Int(simulate?.panelFramesPerSecond ?? 0)) pf/s", "≥ 100000",
            "panel-frames per second, \(scenePath), \(simulate?.panelFrames ?? 0) panel-frames with drags, flings, scrolls, moves; trace formatted"
        )
        line(
            "reload latency p50/p99 ms", String(format: "%.2f/%.2f", percentile(0.5), percentile(0.99)), "p99 ≤ 20",
            "\(reloadLatencies.count) saves of \(scenePath)'s layout through inotify, event to first frame drawn (software)"
        )
        line(
            "start-up ms", String(format: "%.1f", startupMilliseconds), "≤ 200",
            "process start to first frame (offscreen driver), best of runs")
        line(
            "idle CPU %", String(format: "%.2f", idleCPUPercent), "≤ 1",
            "share of one core over \(Int(idleSeconds)) s with nothing moving")
        line(
            "config parse MB/s", String(format: "%.1f", configParse?.combinedMBPerSecond ?? 0), "≥ 20",
            String(
                format: "strings %.1f, structured %.1f MB/s; two generated %.1f MB inputs, best of runs",
                configParse?.stringMBPerSecond ?? 0, configParse?.structuredMBPerSecond ?? 0,
                Double(configParse?.bytesPerInput ?? 0) / 1e6))
        line("peak RSS MB", String(format: "%.1f", peakRSSMegabytes), "", "this bench process")
        return lines.joined(separator: "\n")
    }

    private func round3(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
