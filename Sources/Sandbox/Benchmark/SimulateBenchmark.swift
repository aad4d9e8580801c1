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
        guard let first = scene.panels.first else { return Result(panelFrames: 0, seconds: 0, traceBytes: 0) }
        let cycle: [ScenarioStep] = [
            .drag(panel: first.id, translation: -320, duration: 0.2, velocity: -1800, at: .grabber),
            .advance(seconds: 0.6),
            .scroll(panel: first.id, by: 240),
            .drag(panel: first.id, translation: 260, duration: 0.25, velocity: 900, at: .content),
            .advance(seconds: 0.5),
            .move(panel: first.id, to: .tip, animated: true),
            .advance(seconds: 0.45),
        ]
        let framesPerCycle = 12 + 36 + 15 + 30 + 27
        let cycles = max(1, frames / framesPerCycle)
        let steps = Array(repeating: cycle, count: cycles).flatMap { $0 }
        let scenario = Scenario(scene: scene, fps: 60, steps: steps)
        var bytes = 0
        let simulator = Simulator(scenario: scenario) { bytes += $0.utf8.count }
        let start = DispatchTime.now().uptimeNanoseconds
        simulator.run()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let panelFrames = (cycles * framesPerCycle + 1) * scene.panels.count
        return Result(panelFrames: panelFrames, seconds: seconds, traceBytes: bytes)
    }
}
