import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// Measures `simulate` throughput: panel-frames per second, trace formatting included.
enum SimulateBenchmark {
    /// The result of one measurement, with its conditions.
    struct Result {
        var panelFrames: Int
        var seconds: Double
        var panelFramesPerSecond: Double { seconds > 0 ? Double(panelFrames) / seconds : 0 }
        var traceBytes: Int
    }

    /// Runs `scene` through repeated drags, flings, scrolls and programmatic moves for about
    /// `frames` frames at 60 fps, discarding the trace.
    static func run(scene: ResolvedScene, frames: Int) -> Result {
        guard let scenario = scenario(scene: scene, frames: frames) else {
            return Result(panelFrames: 0, seconds: 0, traceBytes: 0)
        }
        var bytes = 0
        let simulator = Simulator(scenario: scenario) { bytes += $0.utf8.count }
        let start = DispatchTime.now().uptimeNanoseconds
        simulator.run()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return Result(panelFrames: panelFrames(scenario), seconds: seconds, traceBytes: bytes)
    }

    /// The same input without a trace, the way `compare` runs a lane (`LaneRun`: each release's
    /// summary and every panel's path, nothing formatted): best of `runs`.
    static func runWithoutTrace(scene: ResolvedScene, frames: Int, runs: Int = 3) -> Result {
        guard let scenario = scenario(scene: scene, frames: frames) else {
            return Result(panelFrames: 0, seconds: 0, traceBytes: 0)
        }
        var best = Double.infinity
        for _ in 0..<max(runs, 1) {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = LaneRun(scenario: scenario)
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return Result(panelFrames: panelFrames(scenario), seconds: best, traceBytes: 0)
    }

    /// Frame lines a run of `scenario` has: t = 0 and every frame, for each panel.
    private static func panelFrames(_ scenario: Scenario) -> Int {
        (framesPerCycle * (scenario.steps.count / cycleLength) + 1) * scenario.scene.panels.count
    }

    private static let framesPerCycle = 12 + 36 + 15 + 30 + 27
    private static let cycleLength = 7

    /// The benchmark's input for `scene`: about `frames` frames of repeated cycles.
    private static func scenario(scene: ResolvedScene, frames: Int) -> Scenario? {
        guard let first = scene.panels.first else { return nil }
        let cycle: [ScenarioStep] = [
            .drag(panel: first.id, translation: -320, duration: 0.2, velocity: -1800, at: .grabber),
            .advance(seconds: 0.6),
            .scroll(panel: first.id, by: 240),
            .drag(panel: first.id, translation: 260, duration: 0.25, velocity: 900, at: .content),
            .advance(seconds: 0.5),
            .move(panel: first.id, to: .tip, animated: true),
            .advance(seconds: 0.45),
        ]
        let cycles = max(1, frames / framesPerCycle)
        return Scenario(scene: scene, fps: 60, steps: Array(repeating: cycle, count: cycles).flatMap { $0 })
    }
}
