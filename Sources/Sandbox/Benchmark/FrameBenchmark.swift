import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// Measures what a window frame costs on SDL's software renderer (the no-GPU worst case,
/// §8): the engine's step plus drawing the whole scene, while the front panel is dragged, flung
/// and settles, again and again.
///
/// Drawing goes to an offscreen surface of the container's size × display scale, so the figure
/// needs no display; presenting to a real window adds a copy that is not counted.
enum FrameBenchmark {
    /// Frame times in seconds.
    struct Result {
        var frameTimes: [Double]
        var p50: Double { FrameStatistics.percentile(0.5, of: frameTimes) }
        var p99: Double { FrameStatistics.percentile(0.99, of: frameTimes) }
        var pixelSize: (width: Int, height: Int)
        var panelCount: Int
    }

    /// The benchmark scene: 390 × 844 at 2×, three panels (bottom, top and a modal-like
    /// bottom card) of 10,000 rows each on the map, with content blocks that fade as the
    /// scripted drags change the front panel's state, and a footer.
    static func standardScene() throws -> ResolvedScene {
        func panel(_ id: String, _ position: String, _ anchors: String, rows: Int = 10_000) -> String {
            """
            { "id": "\(id)", "scrollContentHeight": \(60 + rows * 56),
              "appearance": { "cornerRadius": 12, "shadows": [{ "color": "#000000", "opacity": 0.2, "offset": [0, 1], "radius": 8 }] },
              "layout": { "position": "\(position)", "initialState": "half", "anchors": { \(anchors) }, "backdropAlpha": { "full": 0.3 } },
              "content": { "title": "\(id)", "rows": \(rows), "rowTitle": "Row {n}", "rowSubtitle": "{n}.4 km · Open",
                    "sections": \(BenchmarkSuite.sections), "footer": { "button": "Start" } } }
            """
        }
        let json = """
            { "container": { "width": 390, "height": 844, "safeArea": { "top": 47, "bottom": 34 } }, "displayScale": 2,
              "background": "map", "panels": [
              \(panel("top", "top", #""full": { "absoluteInset": 300, "edge": "bottom" }, "half": { "absoluteInset": 200, "edge": "top" }"#)),
              \(panel("search", "bottom", #""full": { "absoluteInset": 16, "edge": "top" }, "half": { "fractionalInset": 0.5, "edge": "bottom" }, "tip": { "absoluteInset": 69, "edge": "bottom" }"#)),
              \(panel("detail", "bottom", #""full": { "absoluteInset": 120, "edge": "top" }, "half": { "absoluteInset": 260, "edge": "bottom" }"#))
            ] }
            """
        return try ConfigLoader.loadScene(data: Data(json.utf8), path: "bench-scene.json", files: .inMemory([:]))
    }

    /// Runs `frames` frames of `scene` (default: `standardScene()`) at 60 fps engine steps.
    static func run(scene: ResolvedScene? = nil, frames: Int = 1200) throws -> Result {
        let scene = try scene ?? standardScene()
        let runtime = SceneRuntime(scene: scene, defaultDisplayScale: 2)
        runtime.showAll()
        let size = runtime.stage.containerSize
        let canvas = try HeadlessCanvas(
            pixelWidth: Int(size.width * runtime.displayScale), pixelHeight: Int(size.height * runtime.displayScale),
            pointScale: runtime.displayScale)
        let renderer = SceneRenderer(painter: canvas.painter)
        let router = PointerRouter(stage: runtime.stage)
        let step = 1.0 / 60
        var times: [Double] = []
        times.reserveCapacity(frames)
        for frame in 0..<frames {
            let start = DispatchTime.now().uptimeNanoseconds
            runtime.runFrame(h: step) {
                scriptedInput(frame: frame, step: step, runtime: runtime, router: router)
            }
            renderer.draw(runtime)
            try canvas.renderer.flush()
            try canvas.painter.finish()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return Result(
            frameTimes: times, pixelSize: (canvas.pixelWidth, canvas.pixelHeight), panelCount: runtime.panels.count)
    }

    /// A cycle of 90 frames on the front panel: a 20-frame drag up from its grabber, a fling,
    /// then it settles; every other cycle drags down instead.
    private static func scriptedInput(frame: Int, step: Double, runtime: SceneRuntime, router: PointerRouter) {
        guard let panel = runtime.panels.last?.controller else { return }
        let cycle = frame / 90
        let phase = frame % 90
        let direction: CGFloat = cycle % 2 == 0 ? -1 : 1
        let grabber = CGPoint(x: panel.grabberHandleFrame.midX, y: panel.grabberHandleFrame.midY)
        let time = Double(frame) * step
        switch phase {
        case 0: router.handle(.down(grabber, time: time))
        case 1...20: router.handle(.moved(CGPoint(x: grabber.x, y: grabber.y + direction * 14), time: time))
        case 21: router.handle(.up(CGPoint(x: grabber.x, y: grabber.y + direction * 14), time: time))
        default: break
        }
    }
}
