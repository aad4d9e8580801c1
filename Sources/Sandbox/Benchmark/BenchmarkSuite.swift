import CSDL2
import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// Every figure of `panel-sandbox bench`, each with the conditions it was taken in.
public enum BenchmarkSuite {
    /// Frame times of one scene shape while the front panel is dragged and flung.
    public struct FrameFigure {
        public var panels: Int
        public var rows: Int
        public var pixelWidth: Int
        public var pixelHeight: Int
        public var frames: Int
        public var p50Milliseconds: Double
        public var p99Milliseconds: Double
        public var maxMilliseconds: Double
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
    public static func scene(panels: Int, rows: Int, displayScale: CGFloat) throws -> ResolvedScene {
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
        let json = """
            { "container": { "width": 390, "height": 844, "safeArea": { "top": 47, "bottom": 34 } },
              "displayScale": \(displayScale), "background": "map",
              "panels": [\(panelObjects.joined(separator: ",\n"))] }
            """
        return try ConfigLoader.loadScene(data: Data(json.utf8), path: "bench-scene.json", files: .inMemory([:]))
    }

    /// Frame times for 1, 3 and 10 panels × 100 and 10,000 rows, at 1× (390 × 844 px) and 2×
    /// (780 × 1688 px).
    public static func frameFigures(frames: Int) throws -> [FrameFigure] {
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
    public static func reloadLatencies(scenePath: String, saves: Int) throws -> [Double] {
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

    /// Milliseconds from starting `executable run --frames 1 SCENE` to its exit after the first
    /// frame, with the offscreen video driver (an upper bound on start to first frame).
    public static func startupMilliseconds(executable: String, scenePath: String, runs: Int) throws -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["run", "--frames", "1", scenePath]
            var environment = ProcessInfo.processInfo.environment
            environment["SDL_VIDEODRIVER"] = "offscreen"
            process.environment = environment
            let start = DispatchTime.now().uptimeNanoseconds
            try process.run()
            process.waitUntilExit()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return best
    }

    /// Idle CPU as a share of one core over `seconds` with nothing moving; the offscreen video
    /// driver is used when no display is set.
    public static func idleCPUPercent(scenePath: String, seconds: Double) throws -> Double {
        if ProcessInfo.processInfo.environment["DISPLAY"] == nil
            && ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] == nil
        {
            setenv("SDL_VIDEODRIVER", "offscreen", 0)
        }
        return try IdleBenchmark.run(scenePath: scenePath, seconds: seconds)
    }

    /// The process's peak resident memory in MB.
    public static func peakResidentMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
