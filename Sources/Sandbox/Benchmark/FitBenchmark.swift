import Foundation
import PanelConfig
import PanelExport
import PanelPlatforms
import PanelScene

/// How long `panel-sandbox fit` takes for a scene, for `bench`'s `fitMs`: every panel's fling and
/// settle springs for SwiftUI at 60 Hz, the feel releases played by the engine included; best of runs.
enum FitBenchmark {
    static func milliseconds(scene: ResolvedScene, runs: Int) -> Double {
        var best = Double.infinity
        for _ in 0..<max(runs, 1) {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = FitReport(scene: scene, format: .swiftui, fps: 60)
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return best
    }
}
