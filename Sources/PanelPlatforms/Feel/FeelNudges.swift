import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import PlatformModels

/// Whether a feel report's verdict stands on a threshold (Docs/platforms.md "Borderline
/// releases"): the release is played again 1 pt longer and shorter and 5 % faster and slower, on
/// FloatingPanel and on the target; when any of them lands elsewhere than the release itself on
/// either, the verdict is borderline, and the report says so instead of a bare "lands elsewhere".
package enum FeelNudges {
    /// The travel added to and taken from the finger's drag, in points.
    package static let travel: CGFloat = 1
    /// The share by which the finger's speed is raised and lowered.
    package static let speedShare = 0.05

    /// The four nudged gestures of `release`: ±1 pt of travel at the same duration (so the speed
    /// over the drag follows), and ±5 % of speed (the same travel in less or more time, the
    /// release velocity scaled alike).
    package static func nudged(_ release: FeelRelease) -> [FeelRelease] {
        let direction: CGFloat = release.translation < 0 ? -1 : 1
        var longer = release
        longer.translation += direction * travel
        var shorter = release
        shorter.translation -= direction * travel
        var faster = release
        faster.duration /= 1 + speedShare
        faster.velocity *= CGFloat(1 + speedShare)
        var slower = release
        slower.duration /= 1 - speedShare
        slower.velocity *= CGFloat(1 - speedShare)
        return [longer, shorter, faster, slower]
    }

    /// Whether any nudge of `row`'s release lands elsewhere than the release on FloatingPanel or
    /// on `platform`.
    static func isBorderline(
        _ row: FeelRow, scene: ResolvedScene, platform: Platform?, refreshRate: Double, density: Double,
        fitted: [String: FittedSprings]
    ) -> Bool {
        for release in nudged(row.release) {
            let scenario = FeelReport.scenario(release, panel: row.panel, scene: scene, refreshRate: refreshRate)
            if FeelReport.engineOutcome(scenario, panel: row.panel).stop != row.floatingPanel.stop { return true }
            if let platform, let target = row.target,
                let played = FeelReport.platformOutcome(scenario, platform: platform, density: density, fitted: fitted),
                played.0.stop != target.stop
            {
                return true
            }
        }
        return false
    }
}
