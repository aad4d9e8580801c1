import Foundation
import PanelConfig
import PanelScene

/// The figures of one `bench` run and how they print.
package struct BenchReport {
    var scenePath: String
    var frames: [BenchmarkSuite.FrameFigure] = []
    /// The whole window at 1× and 2×.
    var windowFrames: [BenchmarkSuite.FrameFigure] = []
    var simulate: SimulateBenchmark.Result?
    /// The whole window with the compare view open on 9 lanes, at 1×.
    var compareView: BenchmarkSuite.FrameFigure?
    /// `simulate` without a trace, the path `compare` takes.
    var simulateWithoutTrace: SimulateBenchmark.Result?
    /// `render --scenario -o run.gif` at 390 × 844, frames per second.
    var animationFramesPerSecond: Double = 0
    var reloadLatencies: [Double] = []
    /// Save → page on loopback, ms (`LiveLinkBenchmark`).
    var liveSaveToPage: [Double] = []
    /// Values-card change → page on loopback, ms (`LiveLinkBenchmark`).
    var liveValuesToPage: [Double] = []
    /// The whole window at 1× with the phone link on and `livePages` pages connected.
    var liveWindowFrame: BenchmarkSuite.FrameFigure?
    var livePages = 10
    /// Loop-thread milliseconds per change of the values card (`ValuesChangeBenchmark`).
    var valuesChanges: [Double] = []
    /// The size of the layout those changes ran with.
    var valuesLayoutBytes = 10_000_000
    var startupMilliseconds: Double = 0
    /// Where start-up went, in milliseconds by part (`StartupTimeline`).
    var startupParts: [String: Double] = [:]
    /// The CPU time of that start-up, in milliseconds.
    var startupProcessorMilliseconds: Double = 0
    var idleSeconds: Double = 0
    var idleCPUPercent: Double = 0
    var peakRSSMegabytes: Double = 0
    var configParse: ConfigParseBenchmark.Result?
    var platformModels: PlatformModelsBenchmark.Result?
    /// `fit` of the bench scene, in milliseconds (`FitBenchmark`).
    var fitMilliseconds: Double = 0
    /// Seconds of a 1179 × 2556 60 fps recording tracked per second (`ReferenceBenchmark`).
    var trackingRealTime: Double = 0
    /// `fit --to` of a 20-release trace, in milliseconds.
    var fitToMilliseconds: Double = 0

    /// Takes every figure: frames, the whole window's frames, simulate, reloads of `scenePath`,
    /// start-up of `executable` (this program), idle CPU, peak memory. `quick` takes fewer samples.
    package static func measure(scenePath: String, quick: Bool, executable: String) throws -> BenchReport {
        let scene = try ConfigLoader.loadScene(path: scenePath)
        var report = BenchReport(scenePath: scenePath)
        report.frames = try BenchmarkSuite.frameFigures(frames: quick ? 120 : 900)
        report.windowFrames = try [1, 2].map {
            try BenchmarkSuite.windowFrameFigure(pixelDensity: $0, frames: quick ? 120 : 900)
        }
        report.compareView = try CompareViewBenchmark.figure(frames: quick ? 120 : 900)
        report.simulate = SimulateBenchmark.run(scene: scene, frames: quick ? 20_000 : 300_000)
        report.simulateWithoutTrace = SimulateBenchmark.runWithoutTrace(scene: scene, frames: quick ? 20_000 : 300_000)
        report.animationFramesPerSecond = try AnimationBenchmark.framesPerSecond(
            scene: scene, frames: quick ? 120 : 600)
        report.reloadLatencies = try BenchmarkSuite.reloadLatencies(scenePath: scenePath, saves: quick ? 20 : 200)
        report.liveSaveToPage = try LiveLinkBenchmark.saveToPage(saves: quick ? 20 : 200, scenePath: scenePath)
        report.liveValuesToPage = try LiveLinkBenchmark.valuesChangeToPage(
            changes: quick ? 10 : 100, scenePath: scenePath)
        report.liveWindowFrame = try LiveLinkBenchmark.windowFrameWithPages(
            report.livePages, frames: quick ? 120 : 900)
        report.valuesChanges = try ValuesChangeBenchmark.measure(
            changes: quick ? 10 : 50, layoutBytes: report.valuesLayoutBytes)
        let startup = try BenchmarkSuite.startup(executable: executable, scenePath: scenePath, runs: quick ? 1 : 5)
        report.startupMilliseconds = startup.milliseconds
        report.startupParts = startup.parts
        report.startupProcessorMilliseconds = startup.processorMilliseconds
        report.idleSeconds = quick ? 1 : 3
        report.idleCPUPercent = try BenchmarkSuite.idleCPUPercent(scenePath: scenePath, seconds: report.idleSeconds)
        report.configParse = ConfigParseBenchmark.run(bytes: quick ? 1_000_000 : 4_000_000, runs: quick ? 2 : 5)
        report.platformModels = PlatformModelsBenchmark.run(scene: scene, releases: quick ? 3_000 : 30_000)
        report.fitMilliseconds = FitBenchmark.milliseconds(scene: scene, runs: quick ? 1 : 3)
        report.trackingRealTime = try ReferenceBenchmark.trackingRealTime(seconds: quick ? 2 : 10)
        report.fitToMilliseconds = try ReferenceBenchmark.fitMilliseconds(scene: scene, runs: quick ? 1 : 3)
        report.peakRSSMegabytes = BenchmarkSuite.peakResidentMegabytes()
        return report
    }

    /// The headline frame figure: 3 panels × 10,000 rows at 390 × 844 pixels.
    private var headline: BenchmarkSuite.FrameFigure? {
        frames.first { $0.panels == 3 && $0.rows == 10_000 && $0.pixelWidth == 390 }
    }

    /// `values`' p50 and p99 as a report row writes them: `0.42/1.30`.
    private func p50AndP99(_ values: [Double]) -> String {
        String(
            format: "%.2f/%.2f", FrameStatistics.percentile(0.5, of: values),
            FrameStatistics.percentile(0.99, of: values))
    }

    private func percentile(_ fraction: Double) -> Double {
        guard !reloadLatencies.isEmpty else { return 0 }
        let sorted = reloadLatencies.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }

    /// The figures as one JSON object (`bench --json`).
    package var json: String {
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
            "windowFrameTimeP50Ms": round3(windowFrames.first?.p50Milliseconds ?? 0),
            "windowFrameTimeP99Ms": round3(windowFrames.first?.p99Milliseconds ?? 0),
            "windowFrameTimeP99Ms2x": round3(windowFrames.dropFirst().first?.p99Milliseconds ?? 0),
            "windowFrameCPUTimeP99Ms": round3(windowFrames.first?.processorP99Milliseconds ?? 0),
            "windowFrameCPUTimeP99Ms2x": round3(windowFrames.dropFirst().first?.processorP99Milliseconds ?? 0),
            "startupParts": startupParts.mapValues(round3),
            "startupCPUMs": round3(startupProcessorMilliseconds),
            "simulatePanelFramesPerSecond": (simulate?.panelFramesPerSecond ?? 0).rounded(),
            "compareViewFrameTimeP50Ms": round3(compareView?.p50Milliseconds ?? 0),
            "compareViewFrameTimeP99Ms": round3(compareView?.p99Milliseconds ?? 0),
            "simulateWithoutTracePanelFramesPerSecond": (simulateWithoutTrace?.panelFramesPerSecond ?? 0).rounded(),
            "animationFramesPerSecond": round3(animationFramesPerSecond),
            "reloadLatencyP50Ms": round3(percentile(0.5)),
            "reloadLatencyP99Ms": round3(percentile(0.99)),
            "reloadSaves": reloadLatencies.count,
            "liveSaveToPageP50Ms": round3(FrameStatistics.percentile(0.5, of: liveSaveToPage)),
            "liveSaveToPageP99Ms": round3(FrameStatistics.percentile(0.99, of: liveSaveToPage)),
            "liveValuesToPageP50Ms": round3(FrameStatistics.percentile(0.5, of: liveValuesToPage)),
            "liveValuesToPageP99Ms": round3(FrameStatistics.percentile(0.99, of: liveValuesToPage)),
            "liveWindowFrameP50Ms": round3(liveWindowFrame?.p50Milliseconds ?? 0),
            "liveWindowFrameP99Ms": round3(liveWindowFrame?.p99Milliseconds ?? 0),
            "liveWindowFrameCPUTimeP99Ms": round3(liveWindowFrame?.processorP99Milliseconds ?? 0),
            "valuesChangeP50Ms": round3(FrameStatistics.percentile(0.5, of: valuesChanges)),
            "valuesChangeP99Ms": round3(FrameStatistics.percentile(0.99, of: valuesChanges)),
            "valuesChanges": valuesChanges.count,
            "startupMs": round3(startupMilliseconds),
            "idleCpuPercent": round3(idleCPUPercent),
            "peakRSSMB": round3(peakRSSMegabytes),
            "configParseMBPerSecond": round3(configParse?.combinedMBPerSecond ?? 0),
            "platformModelsReleasesPerSecond": (platformModels?.releasesPerSecond ?? 0).rounded(),
            "fitMs": round3(fitMilliseconds),
            "referenceTrackRealTime": round3(trackingRealTime),
            "fitToMs": round3(fitToMilliseconds),
            "scene": scenePath,
        ]
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// The figures as a table with goals and conditions.
    package var table: String {
        var lines = ["figure                            value               goal       conditions"]
        func line(_ name: String, _ value: String, _ goal: String, _ conditions: String) {
            lines.append(
                name.padding(toLength: 34, withPad: " ", startingAt: 0)
                    + value.padding(toLength: 20, withPad: " ", startingAt: 0)
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
        for (index, figure) in windowFrames.enumerated() {
            line(
                "window frame p50/p99/max ms",
                String(
                    format: "%.2f/%.2f/%.2f", figure.p50Milliseconds, figure.p99Milliseconds, figure.maxMilliseconds),
                index == 0 ? "p99 ≤ 4.2" : "p99 ≤ 8.3",
                "whole window (390×844 container, side bar with overlay and plot), \(index + 1)×, \(figure.pixelWidth)×\(figure.pixelHeight) px, \(figure.panels) panels × \(figure.rows) rows, software renderer, \(figure.frames) frames of drag and fling; loop thread CPU p99 \(String(format: "%.2f", figure.processorP99Milliseconds ?? 0)) ms"
            )
        }
        line(
            "simulate", "\(Int(simulate?.panelFramesPerSecond ?? 0)) pf/s", "≥ 100000",
            "panel-frames per second, \(scenePath), \(simulate?.panelFrames ?? 0) panel-frames with drags, flings, scrolls, moves; trace formatted"
        )
        if let figure = compareView {
            line(
                "compare view 9 lanes p50/p99 ms",
                String(
                    format: "%.2f/%.2f/%.2f", figure.p50Milliseconds, figure.p99Milliseconds, figure.maxMilliseconds),
                "p99 ≤ 8.3",
                "whole window at 1×, \(figure.pixelWidth)×\(figure.pixelHeight) px, the compare view replaying flings on 9 lanes of \(figure.panels) panels × \(figure.rows) rows, side bar with overlay and plot, software renderer, \(figure.frames) frames (p50/p99/max)"
            )
        }
        line(
            "simulate without trace", "\(Int(simulateWithoutTrace?.panelFramesPerSecond ?? 0)) pf/s", "≥ 1000000",
            "panel-frames per second, the same input as compare runs a lane: release summaries and paths, no trace, best of 3"
        )
        line(
            "animation frames/s", String(format: "%.1f", animationFramesPerSecond), "≥ 120",
            "render --scenario -o run.gif: 390×844 px at 1×, one lane, drawn, mapped to the palette and encoded by giflib"
        )
        line(
            "platform models", "\(Int(platformModels?.releasesPerSecond ?? 0)) releases/s", "",
            "Material, Compose and vaul models of \(scenePath)'s first panel, \(platformModels?.releases ?? 0) releases: 12 moves, the release, 60 settle samples each"
        )
        line(
            "reload latency p50/p99 ms", String(format: "%.2f/%.2f", percentile(0.5), percentile(0.99)), "p99 ≤ 20",
            "\(reloadLatencies.count) saves of \(scenePath)'s layout through inotify, event to first frame drawn (software)"
        )
        line(
            "live save → page p50/p99 ms",
            p50AndP99(liveSaveToPage), "p99 ≤ 5",
            "\(liveSaveToPage.count) saves of \(scenePath)'s layout, write to the new version read by a page's socket on 127.0.0.1 (serve's path); the page applies it in its next frame"
        )
        line(
            "values change → page p50/p99 ms",
            p50AndP99(liveValuesToPage), "p99 ≤ 20",
            "\(liveValuesToPage.count) values-card changes of \(scenePath)'s first panel, asking to the new version read by a page's socket on 127.0.0.1 (the card's worker checks, writes and loads; the window applies and publishes); the page applies it in its next frame"
        )
        if let figure = liveWindowFrame {
            line(
                "window frame \(livePages) pages p50/p99 ms",
                String(format: "%.2f/%.2f", figure.p50Milliseconds, figure.p99Milliseconds), "p99 ≤ 4.2",
                "the 1× window figure's run with the phone link on and \(livePages) pages connected on 127.0.0.1, each with its own viewport, listed on the card; loop thread CPU p99 \(String(format: "%.2f", figure.processorP99Milliseconds ?? 0)) ms"
            )
        }
        line(
            "values change p50/p99 ms",
            p50AndP99(valuesChanges), "p99 ≤ 4.2",
            "\(valuesChanges.count) changes of the values card, loop-thread time per change (asking, applying its result and the watcher's event), \(valuesLayoutBytes / 1_000_000) MB layout in the scene"
        )
        line(
            "start-up ms", String(format: "%.1f", startupMilliseconds), "≤ 100",
            "process start to first frame (offscreen driver), best of runs; CPU \(String(format: "%.1f", startupProcessorMilliseconds)) ms"
        )
        for (name, milliseconds) in startupParts.sorted(by: { $0.key < $1.key }) {
            line("  start-up: \(name) ms", String(format: "%.1f", milliseconds), "", "part of the best run")
        }
        line(
            "idle CPU %", String(format: "%.2f", idleCPUPercent), "≤ 1",
            "share of one core over \(Int(idleSeconds)) s with nothing moving")
        line(
            "config parse MB/s", String(format: "%.1f", configParse?.combinedMBPerSecond ?? 0), "≥ 20",
            String(
                format: "strings %.1f, structured %.1f MB/s; two generated %.1f MB inputs, best of runs",
                configParse?.stringMBPerSecond ?? 0, configParse?.structuredMBPerSecond ?? 0,
                Double(configParse?.bytesPerInput ?? 0) / 1e6))
        line(
            "fit ms", String(format: "%.1f", fitMilliseconds), "< 1000",
            "panel-sandbox fit --format swiftui of \(scenePath) at 60 Hz, feel releases played by the engine, best of runs"
        )
        line(
            "reference track x real time", String(format: "%.2f", trackingRealTime), "> 1",
            "seconds of a 1179×2556 60 fps H.264 recording decoded and tracked per second")
        line(
            "fit --to 20 releases ms", String(format: "%.1f", fitToMilliseconds), "< 1000",
            "panel-sandbox fit --to a simulate trace of 20 flings on \(scenePath), best of runs")
        line("peak RSS MB", String(format: "%.1f", peakRSSMegabytes), "", "this bench process")
        return lines.joined(separator: "\n")
    }

    private func round3(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
