import FloatingPanel
import Foundation
import PanelConfig
import PanelLive
import PanelScene

/// Measures the whole window with the compare view open on 9 lanes: the bench's 3 panels ×
/// 10,000 rows scene, a recorded fling and its return replayed on lane 0 and on 8 spring
/// responses, at 1×, the side bar with overlay and plot, the software renderer.
enum CompareViewBenchmark {
    /// The frame figure of `frames` frames of the compare view.
    static func figure(frames: Int) throws -> BenchmarkSuite.FrameFigure {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panel-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenePath = folder.appendingPathComponent("window-bench.json").path
        try BenchmarkSuite.sceneJSON(panels: 3, rows: 10_000, displayScale: 1).write(
            toFile: scenePath, atomically: true, encoding: .utf8)
        let front = try ConfigLoader.loadScene(path: scenePath).panels.last?.id ?? "panel2"
        // Enough flings and returns for every measured frame (one cycle: 90 frames).
        let cycles = frames / 90 + 1
        let steps = (0..<cycles).flatMap { cycle -> [String] in
            let sign = cycle % 2 == 0 ? "-" : ""
            return [
                #"{ "drag": { "panel": "\#(front)", "translation": \#(sign)280, "duration": 0.33, "velocity": \#(sign)1500 } }"#,
                #"{ "advance": 1.17 }"#,
            ]
        }
        let scenarioPath = folder.appendingPathComponent("fling.json").path
        try #"{ "scene": "window-bench.json", "fps": 60, "steps": [\#(steps.joined(separator: ", "))] }"#.write(
            toFile: scenarioPath, atomically: true, encoding: .utf8)
        var failure: Error?
        let result = try WindowFrameBenchmark.run(scenePath: scenePath, pixelDensity: 1, frames: frames) { app in
            do {
                let index = app.session.live.runtime.scene.panels.count - 1
                let tuner = try ValueTuner(scene: app.session.live, panelIndex: index)
                guard let value = tuner.catalog.index(named: "springResponseTime") else { return }
                let settings = [0.2, 0.25, 0.3, 0.35, 0.45, 0.5, 0.6, 0.7].map { TunableSetting.number($0) }
                app.sideBar.valueTuner = tuner
                app.playback.compare = try WindowCompare(
                    scenarioPath: scenarioPath, catalog: tuner.catalog, valueIndex: value, settings: settings)
                app.playback.clock = FrameClock(step: 1.0 / 60)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        let times = result.wallTimes
        let window = WindowLayout.windowSize(for: CGSize(width: 390, height: 844))
        return BenchmarkSuite.FrameFigure(
            panels: 3, rows: 10_000, pixelWidth: Int(window.width), pixelHeight: Int(window.height),
            frames: times.count, p50Milliseconds: FrameStatistics.percentile(0.5, of: times) * 1000,
            p99Milliseconds: FrameStatistics.percentile(0.99, of: times) * 1000,
            maxMilliseconds: (times.max() ?? 0) * 1000,
            processorP99Milliseconds: FrameStatistics.percentile(0.99, of: result.processorTimes) * 1000)
    }
}
