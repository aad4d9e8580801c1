import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// The README's picture of two tunings on one gesture: a recorded fling
/// on a scene, played by a `ABReplayRun` against the same scene with a softer spring, both
/// panels' location and velocity drawn by the window's live plot, headless.
enum ABReplayPlot {
    /// B's spring: slower and bouncier than FloatingPanel's default (0.991 at 0.4 s), so the
    /// overshoot shows.
    static let softerSpring = (decelerationRate: CGFloat(0.995), responseTime: CGFloat(0.6))
    /// The picture's size in points (drawn at 2 pixels per point).
    static let size = CGSize(width: 720, height: 300)

    /// Plays the fling against the scene at `scenePath` and its softer variant, and writes the
    /// plot of its first panel to `output` as a PNG.
    /// - Throws: the scene's `ConfigError`, or an `SDLError` when drawing fails.
    static func render(scenePath: String, to output: String) throws {
        let scene = try ConfigLoader.loadScene(path: scenePath)
        let run = ABReplayRun(scenario: fling(on: scene), sceneB: softened(scene))
        var plotA = LivePlotBuffer()
        var plotB = LivePlotBuffer()
        var frame = 0
        while !run.isFinished {
            run.advanceFrame()
            frame += 1
            let time = Double(frame) / 60
            for (runtime, index) in [(run.runtimeA, 0), (run.runtimeB, 1)] {
                let panel = runtime.panels[0].controller
                let sample = LivePlotBuffer.Sample(
                    time: time, location: panel.position.mainLocation(panel.surfaceLocation), velocity: panel.velocity)
                if index == 0 { plotA.record(sample) } else { plotB.record(sample) }
            }
        }
        let canvas = try HeadlessCanvas(
            pixelWidth: Int(size.width) * 2, pixelHeight: Int(size.height) * 2, pointScale: 2, supersampling: 2)
        let painter = canvas.painter
        painter.fill(CGRect(origin: .zero, size: size), color: OverlayStyle.desk)
        let name = (scenePath as NSString).lastPathComponent
        let a = scene.panels[0].behavior
        painter.drawText(
            "One fling, two springs — A: \(name) (rate \(a.springDecelerationRate), \(a.springResponseTime) s)   "
                + "B: rate \(softerSpring.decelerationRate), \(softerSpring.responseTime) s",
            at: CGPoint(x: 12, y: 10), style: OverlayStyle.heading)
        LivePlot(painter: painter).draw(
            plotA, ghost: plotB, panel: run.runtimeA.panels[0].controller,
            in: CGRect(x: 8, y: 34, width: size.width - 16, height: size.height - 42))
        try canvas.savePNG(to: output)
    }

    /// `scene` with its first panel's spring softened.
    private static func softened(_ scene: ResolvedScene) -> ResolvedScene {
        var softer = scene
        let behavior = scene.panels[0].behavior
        softer.panels[0].behavior = FloatingPanelCustomBehavior(
            springDecelerationRate: softerSpring.decelerationRate, springResponseTime: softerSpring.responseTime,
            momentumProjectionRate: behavior.momentumProjectionRate,
            removalInteractionVelocityThreshold: behavior.removalInteractionVelocityThreshold,
            momentumProjection: behavior.momentumProjection,
            defaultRedirectionalProgress: behavior.defaultRedirectionalProgress,
            redirectionalPairs: behavior.redirectionalPairs, rubberBandingEdges: behavior.rubberBandingEdges)
        return softer
    }

    /// A fling up from the first panel's grabber as the window records one at 60 Hz: a press,
    /// eight moves of 20 pt a frame, a release at 1200 pt/s, then 2 s to settle.
    private static func fling(on scene: ResolvedScene) -> Scenario {
        let runtime = SceneRuntime(scene: scene)
        runtime.showAll()
        let grabber = runtime.panels[0].controller.grabberHandleFrame
        let start = CGPoint(x: grabber.midX, y: grabber.midY)
        let recorder = InputRecorder(runtime: runtime, fps: 60)
        let velocity = CGPoint(x: 0, y: -1200)
        recorder.record(.pointer(PointerInput(.down, at: start, slop: PointerRouter.panSlop)), frame: 10)
        for k in 1...8 {
            let point = CGPoint(x: start.x, y: start.y - 20 * CGFloat(k))
            recorder.record(.pointer(PointerInput(.move, at: point, velocity: velocity)), frame: 10 + k)
        }
        let end = CGPoint(x: start.x, y: start.y - 160)
        recorder.record(.pointer(PointerInput(.up, at: end, velocity: velocity)), frame: 19)
        return recorder.scenario(endingAtFrame: 150)
    }
}
