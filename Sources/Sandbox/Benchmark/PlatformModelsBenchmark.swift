import FloatingPanel
import Foundation
import PanelConfig
import PanelExport
import PanelPlatforms
import PanelScene
import PlatformModels

/// Measures the target libraries' models (Docs/platforms.md): releases per second, each a drag of
/// 12 moves, its release, and its settle sampled for one second at 60 fps, on every model of
/// the scene's first panel.
enum PlatformModelsBenchmark {
    struct Result {
        var releases: Int
        var seconds: Double
        var releasesPerSecond: Double { seconds > 0 ? Double(releases) / seconds : 0 }
    }

    static func run(scene: ResolvedScene, releases: Int) -> Result {
        guard let panel = scene.panels.first else { return Result(releases: 0, seconds: 0) }
        let models = Platform.allCases.compactMap {
            PlatformModelFactory.model($0, panel: panel, scene: scene, fps: 60)
        }
        guard !models.isEmpty else { return Result(releases: 0, seconds: 0) }
        var checksum = 0.0
        let start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<releases {
            let model = models[index % models.count]
            // A spread of drags both ways at speeds from slow to fast, the same every run.
            let travel = Double(index % 7 - 3) * 40 + 10
            let velocity = Double(index % 11 - 5) * 500 + 7
            var t = Double(index) * 3
            let from = model.location(at: t)
            model.touchDown(at: from, time: t)
            for k in 1...12 {
                t += 1.0 / 60
                model.touchMoved(to: from + travel * Double(k) / 12, time: t)
            }
            model.touchUp(at: from + travel, time: t, velocity: velocity)
            for _ in 0..<60 {
                t += 1.0 / 60
                checksum += model.location(at: t)
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // Keeps the samples alive so the loop is not optimised away.
        precondition(checksum.isFinite)
        return Result(releases: releases, seconds: seconds)
    }
}
