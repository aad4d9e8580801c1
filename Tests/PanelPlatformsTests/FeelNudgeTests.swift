import ConfigTestSupport
import FloatingPanel
import Foundation
import PanelConfig
import PlatformModels
import TestSupport
import XCTest

@testable import PanelPlatforms

/// The feel report's verdicts against a nudge of the gesture (Docs/platforms.md "Borderline
/// releases"): each release is played 1 pt longer and shorter and 5 % faster and slower; a verdict
/// a nudge flips is marked borderline, with the library's threshold in numbers.
final class FeelNudgeTests: XCTestCase {
    func test_the_four_nudges_of_a_fling() {
        let fling = FeelRelease(
            kind: .mediumFling, from: .half, toward: .full, translation: -40, duration: 0.1, velocity: -800)
        let nudged = FeelNudges.nudged(fling)
        XCTAssertEqual(nudged.map(\.translation), [-41, -39, -40, -40])
        XCTAssertEqual(nudged[2].duration, 0.1 / 1.05, accuracy: 1e-15)
        XCTAssertEqual(nudged[3].duration, 0.1 / 0.95, accuracy: 1e-15)
        XCTAssertEqual(Double(nudged[2].velocity), -840, accuracy: 1e-9)
        XCTAssertEqual(Double(nudged[3].velocity), -760, accuracy: 1e-9)
    }

    /// vaul's flings are 40 pt in 0.1 s, 0.4 px/ms: exactly its threshold, so each verdict is
    /// borderline — and a 41 pt fling goes one stop on, as iOS does.
    func test_every_verdict_holds_under_the_nudges_or_is_marked_borderline() throws {
        let scene = try ConfigLoader.loadScene(path: Repository.path("Configs/scenes/maps.json"))
        for platform in Platform.allCases {
            let report = FeelReport(scene: scene, platform: platform, refreshRate: scene.refreshRate)
            for row in report.rows where !row.borderline {
                for release in FeelNudges.nudged(row.release) {
                    let scenario = FeelReport.scenario(
                        release, panel: row.panel, scene: scene, refreshRate: scene.refreshRate)
                    XCTAssertEqual(
                        FeelReport.engineOutcome(scenario, panel: row.panel).stop, row.floatingPanel.stop,
                        "\(platform) \(row.release.label) nudged")
                    let played = FeelReport.platformOutcome(
                        scenario, platform: platform, density: report.density, fitted: [:])
                    XCTAssertEqual(played?.0.stop, row.target?.stop, "\(platform) \(row.release.label) nudged")
                }
            }
        }
        let vaul = FeelReport(scene: scene, platform: .vaul, refreshRate: scene.refreshRate)
        XCTAssertEqual(vaul.rows.filter(\.borderline).map(\.release.kind).count, 8)
        XCTAssertTrue(
            vaul.rows.filter(\.borderline).allSatisfy { [.mediumFling, .fastFling].contains($0.release.kind) })
        let longer = try XCTUnwrap(vaul.rows.first { $0.release.label == "half → full, medium fling" })
        var release = longer.release
        release.translation -= 1
        let scenario = FeelReport.scenario(release, panel: "main", scene: scene, refreshRate: scene.refreshRate)
        XCTAssertEqual(
            FeelReport.platformOutcome(scenario, platform: .vaul, density: vaul.density, fitted: [:])?.0.stop, "full")
        XCTAssertTrue(
            FeelDifference(vaul).sentences[0].contains(
                "All 8 of them are borderline: the release 1 pt longer or shorter or 5 % faster or slower lands "
                    + "elsewhere; vaul decides by drag distance ÷ time: 0.4 px/ms for these flicks, its threshold 0.4 px/ms."
            ), FeelDifference(vaul).sentences[0])
    }
}
