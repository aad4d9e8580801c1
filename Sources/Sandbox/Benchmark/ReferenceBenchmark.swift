import Foundation
import PanelConfig
import PanelExport
import PanelReference
import PanelScene
import PanelVideo

/// `bench`'s reference figures (Docs/reference.md "Speed"): tracking a phone-sized recording as
/// a multiple of real time, and `fit --to` of a trace of 20 releases.
enum ReferenceBenchmark {
    /// Seconds of recording tracked per second of work for a `seconds`-long 60 fps 1179 × 2556
    /// H.264 recording of a flat sheet moving over a plain background (written first, not timed).
    static func trackingRealTime(seconds: Double) throws -> Double {
        let (width, height, fps) = (1179, 2556, 60)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString).mp4").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try MP4Writer(path: path, width: width, height: height, fps: fps)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let frames = Int(seconds * Double(fps))
        for frame in 0..<frames {
            let edge = Int(1300 + 700 * sin(Double(frame) / Double(fps) * 2))
            pixels.withUnsafeMutableBytes { raw in
                raw.initializeMemory(as: UInt8.self, repeating: 200)
                raw.baseAddress!.advanced(by: edge * width * 4).initializeMemory(
                    as: UInt8.self, repeating: 40, count: (height - edge) * width * 4)
            }
            try pixels.withUnsafeBufferPointer { try writer.add(bgra: $0.baseAddress!, stride: width * 4) }
        }
        try writer.close()
        let start = DispatchTime.now().uptimeNanoseconds
        _ = try RecordedMotion.read(path: path, band: nil)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return seconds / elapsed
    }

    /// Milliseconds `fit --to` takes for `simulate`'s trace of 20 flings up and down the first
    /// panel of `scene`, best of `runs`.
    static func fitMilliseconds(scene: ResolvedScene, runs: Int) throws -> Double {
        guard let panel = scene.panels.first else { return 0 }
        var steps: [ScenarioStep] = [.advance(seconds: 0.3)]
        for release in 0..<20 {
            let direction: CGFloat = release % 2 == 0 ? -1 : 1
            steps.append(
                .drag(
                    panel: panel.id, translation: direction * 40, duration: 0.1, velocity: direction * 1500,
                    at: .grabber))
            steps.append(.advance(seconds: 1.2))
        }
        var trace = ""
        Simulator(scenario: Scenario(scene: scene, fps: scene.refreshRate, steps: steps)) { trace += $0 }.run()
        let motion = try ReferenceTraceReader.read(trace, path: "bench", panel: panel.id)
        var best = Double.infinity
        for _ in 0..<max(runs, 1) {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = try ReferenceFit(motion: motion, scene: scene, panel: panel.id)
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return best
    }
}
