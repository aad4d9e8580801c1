import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// Every figure of `panel-sandbox bench`, each with the conditions it was taken in.
enum BenchmarkSuite {
    /// Frame times of one scene shape while the front panel is dragged and flung.
    struct FrameFigure {
        var panels: Int
        var rows: Int
        var pixelWidth: Int
        var pixelHeight: Int
        var frames: Int
        var p50Milliseconds: Double
        var p99Milliseconds: Double
        var maxMilliseconds: Double
        /// The loop thread's CPU time per frame, p99 (the window figures only).
        var processorP99Milliseconds: Double?
    }

    /// Content blocks of every benchmark panel: one always shown, one per state that fades in
    /// as the scripted drags change the state (Docs/config.md "Content"), with a footer.
    static let sections = """
        [ { "id": "header", "height": 44, "background": "#F2F2F7", "label": "Header" },
          { "id": "halfView", "height": 120, "states": ["half"], "background": "#E8F0FE", "label": "Summary" },
          { "id": "fullView", "rows": 2, "states": ["full"], "background": "#FEF7E0", "label": "Report" } ]
        """

    /// A scene of `panels` bottom/top panels with `rows` rows each on the map, 390 × 844 pt, with
    /// content blocks and a footer.
    static func scene(panels: Int, rows: Int, displayScale: CGFloat) throws -> ResolvedScene {
        let json = sceneJSON(panels: panels, rows: rows, displayScale: displayScale)
        return try ConfigLoader.loadScene(data: Data(json.utf8), path: "bench-scene.json", files: .inMemory([:]))
    }

    /// The scene file of `scene(panels:rows:displayScale:)`.
    static func sceneJSON(panels: Int, rows: Int, displayScale: CGFloat) -> String {
        let shapes = [
            (
                "bottom",
                #""full": { "absoluteInset": 16, "edge": "top" }, "half": { "fractionalInset": 0.5, "edge": "bottom" }, "tip": { "absoluteInset": 69, "edge": "bottom" }"#
            ),
            (
                "top",
                #""full": { "absoluteInset": 300, "edge": "bottom" }, "half": { "absoluteInset": 200, "edge": "top" }"#
            ),
            (
                "bottom",
                #""full": { "absoluteInset": 120, "edge": "top" }, "half": { "absoluteInset": 260, "edge": "bottom" }"#
            ),
        ]
        let panelObjects = (0..<panels).map { index -> String in
            let (position, anchors) = shapes[index % shapes.count]
            return """
                { "id": "panel\(index)", "scrollContentHeight": \(60 + rows * 56),
                  "appearance": { "cornerRadius": 12, "shadows": [{ "color": "#000000", "opacity": 0.2, "offset": [0, 1], "radius": 8 }] },
                  "layout": { "position": "\(position)", "initialState": "half", "anchors": { \(anchors) }, "backdropAlpha": { "full": 0.3 } },
                  "content": { "title": "Panel \(index)", "rows": \(rows), "rowTitle": "Row {n}", "rowSubtitle": "{n}.4 km · Open",
                    "sections": \(BenchmarkSuite.sections), "footer": { "button": "Start" } } }
                """
        }
        return """
            { "container": { "width": 390, "height": 844, "safeArea": { "top": 47, "bottom": 34 } },
              "displayScale": \(displayScale), "background": "map",
              "panels": [\(panelObjects.joined(separator: ",\n"))] }
            """
    }

    /// The whole window's frame times: container and side bar (readout overlay and live plot open),
    /// 3 panels × 10,000 rows in a 390 × 844 container at `pixelDensity` (1 or 2), software
    /// renderer, drag and fling.
    /// `prepare` runs after the first frame (the live link's figure connects its pages there).
    static func windowFrameFigure(
        pixelDensity: CGFloat, frames: Int, prepare: @escaping (SandboxApp) -> Void = { _ in }
    ) throws -> FrameFigure {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panel-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("window-bench.json").path
        try sceneJSON(panels: 3, rows: 10_000, displayScale: pixelDensity).write(
            toFile: path, atomically: true, encoding: .utf8)
        let result = try WindowFrameBenchmark.run(
            scenePath: path, pixelDensity: pixelDensity, frames: frames, prepare: prepare)
        let times = result.wallTimes
        let window = WindowLayout.windowSize(for: CGSize(width: 390, height: 844))
        return FrameFigure(
            panels: 3, rows: 10_000, pixelWidth: Int(window.width * pixelDensity),
            pixelHeight: Int(window.height * pixelDensity), frames: times.count,
            p50Milliseconds: FrameStatistics.percentile(0.5, of: times) * 1000,
            p99Milliseconds: FrameStatistics.percentile(0.99, of: times) * 1000,
            maxMilliseconds: (times.max() ?? 0) * 1000,
            processorP99Milliseconds: FrameStatistics.percentile(0.99, of: result.processorTimes) * 1000)
    }

    /// Frame times for 1, 3 and 10 panels × 100 and 10,000 rows, at 1× (390 × 844 px) and 2×
    /// (780 × 1688 px).
    static func frameFigures(frames: Int) throws -> [FrameFigure] {
        var figures: [FrameFigure] = []
        for scale in [1, 2] as [CGFloat] {
            for panels in [1, 3, 10] {
                for rows in [100, 10_000] {
                    let result = try FrameBenchmark.run(
                        scene: scene(panels: panels, rows: rows, displayScale: scale), frames: frames + 1)
                    // The first frame builds the cached map and text textures: start-up, not a frame.
                    let times = Array(result.frameTimes.dropFirst())
                    figures.append(
                        FrameFigure(
                            panels: panels, rows: rows, pixelWidth: result.pixelSize.width,
                            pixelHeight: result.pixelSize.height, frames: times.count,
                            p50Milliseconds: FrameStatistics.percentile(0.5, of: times) * 1000,
                            p99Milliseconds: FrameStatistics.percentile(0.99, of: times) * 1000,
                            maxMilliseconds: (times.max() ?? 0) * 1000))
                }
            }
        }
        return figures
    }

    /// Reload latency in ms over `saves` saves of the scene's layout file through the real
    /// watcher, from the completing inotify event to the first frame drawn with the new config.
    static func reloadLatencies(scenePath: String, saves: Int) throws -> [Double] {
        let scene = try ConfigLoader.loadScene(path: scenePath)
        let scale = scene.displayScale ?? 2
        let canvas = try HeadlessCanvas(
            pixelWidth: Int(scene.containerSize.width * scale), pixelHeight: Int(scene.containerSize.height * scale),
            pointScale: scale)
        let renderer = SceneRenderer(painter: canvas.painter)
        func draw(_ runtime: SceneRuntime) throws {
            renderer.draw(runtime)
            try canvas.renderer.flush()
            try canvas.painter.finish()
        }
        // Warm the map and text caches, as a running window has them.
        let warmUp = SceneRuntime(scene: scene, defaultDisplayScale: scale)
        warmUp.showAll()
        try draw(warmUp)
        return try ReloadBenchmark.measureReloadLatency(saves: saves, scenePath: scenePath, drawFrame: draw)
    }

    /// Start-up of `executable run --frames 1 SCENE` with the offscreen video driver: milliseconds
    /// from starting the process to its exit after the first frame (an upper bound on start to
    /// first frame), the best of `runs`, with the CPU time that run used (on a busy machine the
    /// wall time also counts other processes) and its parts (`StartupTimeline`), `process` being
    /// what comes before the app's first line and after its first frame (loading, exit).
    static func startup(executable: String, scenePath: String, runs: Int) throws -> (
        milliseconds: Double, processorMilliseconds: Double, parts: [String: Double]
    ) {
        var best = (milliseconds: Double.infinity, processorMilliseconds: 0.0, parts: [String: Double]())
        let timesFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "panel-startup-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: timesFile) }
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["run", "--frames", "1", scenePath]
            var environment = ProcessInfo.processInfo.environment
            environment["SDL_VIDEODRIVER"] = "offscreen"
            environment[StartupTimeline.environmentVariable] = timesFile.path
            process.environment = environment
            let processorBefore = childrenProcessorSeconds()
            let start = DispatchTime.now().uptimeNanoseconds
            try process.run()
            process.waitUntilExit()
            let timeline = (try? Data(contentsOf: timesFile)) ?? Data()
            let exited = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            let milliseconds =
                StartupTimeline.endMilliseconds(fromJSON: timeline).map { $0 - Double(start) / 1e6 } ?? exited
            guard milliseconds < best.milliseconds else { continue }
            var parts = StartupTimeline.parts(fromJSON: timeline)
            parts["process"] = max(milliseconds - parts.values.reduce(0, +), 0)
            best = (milliseconds, (childrenProcessorSeconds() - processorBefore) * 1000, parts)
        }
        return best
    }

    /// Idle CPU as a share of one core over `seconds` with nothing moving; the offscreen video
    /// driver is used when no display is set.
    static func idleCPUPercent(scenePath: String, seconds: Double) throws -> Double {
        if ProcessInfo.processInfo.environment["DISPLAY"] == nil
            && ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] == nil
        {
            setenv("SDL_VIDEODRIVER", "offscreen", 0)
        }
        return try IdleBenchmark.run(scenePath: scenePath, seconds: seconds)
    }

    /// User and system CPU time of this process's finished children so far, in seconds.
    private static func childrenProcessorSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// The process's peak resident memory in MB.
    static func peakResidentMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
