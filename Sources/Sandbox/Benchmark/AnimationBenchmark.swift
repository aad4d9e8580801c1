import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// Measures `render --scenario -o run.gif`: frames drawn, mapped to the palette and encoded by
/// giflib per second, for one lane at 390 × 844 points at 1 pixel per point. The run is at 50 fps,
/// the most a GIF holds, so every frame is drawn (a faster run's GIF skips some, Docs/cli.md).
enum AnimationBenchmark {
    /// Frames written per second; 0 when nothing could be written.
    static func framesPerSecond(scene: ResolvedScene, frames: Int) throws -> Double {
        guard let first = scene.panels.first else { return 0 }
        var scene = scene
        scene.container.size = CGSize(width: 390, height: 844)
        let drags = max(1, frames / 50)
        let steps = (0..<drags).flatMap { index -> [ScenarioStep] in
            [
                .drag(
                    panel: first.id, translation: index % 2 == 0 ? -300 : 300, duration: 0.25,
                    velocity: index % 2 == 0 ? -1500 : 1500, at: .grabber),
                .advance(seconds: 0.75),
            ]
        }
        let lane = CompareLane(
            label: "as is", scenario: Scenario(scene: scene, fps: GIFTiming.highestFrameRate, steps: steps),
            assignments: [], edit: nil)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(getpid()).gif").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let animation = try LaneAnimation(lanes: [lane], scale: 1)
        let start = DispatchTime.now().uptimeNanoseconds
        let written = try animation.writeGIF(to: path)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return seconds > 0 ? Double(written) / seconds : 0
    }
}
