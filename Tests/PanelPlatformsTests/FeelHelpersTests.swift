import ConfigTestSupport
import FloatingPanel
import Foundation
import PanelConfig
import PlatformModels
import TestSupport
import XCTest

@testable import PanelPlatforms
@testable import PanelScene

/// The feel report's helper column: with FloatingPanel's feel exported (Docs/export.md), every
/// shipped panel on every edge stops where FloatingPanel does and moves within half a point of
/// its path, as the Compose and vaul glue place it.
final class FeelHelpersTests: XCTestCase {
    private static let root = Repository.root

    private func shippedScenes() throws -> [ResolvedScene] {
        let folder = Self.root.appendingPathComponent("Configs/scenes")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        return try (["Configs/scene.json"] + names.sorted().map { "Configs/scenes/\($0)" }).map {
            try ConfigLoader.loadScene(path: Self.root.appendingPathComponent($0).path)
        }
    }

    func test_every_shipped_panel_keeps_floating_panels_stop_and_path_with_the_helpers() throws {
        var positions: Set<FloatingPanelPosition> = []
        var compared = 0
        var largestCompose = 0.0
        for scene in try shippedScenes() {
            for format in [ExportFormat.compose, .vaul] {
                let report = FeelReport(scene: scene, format: format)
                for row in report.rows {
                    let helpers = try XCTUnwrap(row.helpers, "\(scene.name) \(row.panel) \(row.release.label)")
                    XCTAssertEqual(helpers.stop, row.floatingPanel.stop, "\(scene.name) \(row.release.label)")
                    XCTAssertLessThanOrEqual(helpers.largestDistance, FeelHelpers.tolerance)
                    if format == .vaul {
                        XCTAssertEqual(helpers.largestDistance, 0, "a CSS transform takes the point as it is")
                    } else {
                        largestCompose = max(largestCompose, helpers.largestDistance)
                    }
                    compared += 1
                }
                XCTAssertFalse(report.rows.contains(where: \.helpersDiffer))
                XCTAssertFalse(report.warnings.contains { $0.contains("with the helpers") }, "\(report.warnings)")
            }
            for panel in scene.panels { positions.insert(ResolvedStops(panel: panel, scene: scene).position) }
        }
        XCTAssertEqual(positions, [.top, .left, .bottom, .right])
        XCTAssertGreaterThan(compared, 300)
        // Compose places the panel on whole px: at most half a px, 0.5 / 2.625 dp, and some frames do round.
        XCTAssertGreaterThan(largestCompose, 0.1)
        XCTAssertLessThanOrEqual(largestCompose, 0.5 / PlatformModelFactory.defaultDensity + 1e-9)
    }

    func test_the_column_is_printed_only_where_the_export_carries_helpers() throws {
        let scene = try ConfigLoader.loadScene(path: Self.root.appendingPathComponent("Configs/scenes/maps.json").path)
        let compose = FeelReport(scene: scene, format: .compose)
        let row = try XCTUnwrap(
            compose.lines.first { $0.hasPrefix("  main: half → tip, fast fling: FloatingPanel tip, 12 pt") })
        XCTAssertTrue(row.contains("; with the helpers tip, within 0.19 pt"), row)
        XCTAssertTrue(
            compose.lines.contains { $0.hasPrefix("With the helpers (FloatingPanel's feel, the second setup)") })
        let android = FeelReport(scene: scene, format: .android)
        XCTAssertTrue(android.rows.allSatisfy { $0.helpers == nil })
        XCTAssertFalse(android.lines.joined().contains("helpers"))
        XCTAssertFalse(FeelReport(scene: scene, format: .swiftui).lines.joined().contains("helpers"))
    }

    /// A helper that strayed is a warning: the row compares the stop and the distance.
    func test_a_straying_helper_is_reported() throws {
        let scene = try ConfigLoader.loadScene(path: Self.root.appendingPathComponent("Configs/scenes/maps.json").path)
        var report = FeelReport(scene: scene, format: .vaul)
        report.rows[0].helpers?.largestDistance = 0.6
        report.rows[1].helpers?.stop = "nowhere"
        XCTAssertEqual(report.rows.filter(\.helpersDiffer).count, 2)
        XCTAssertTrue(report.lines[2].hasSuffix("within 0.6 pt (differs)"), report.lines[2])
        XCTAssertEqual(report.warnings.filter { $0.contains("with the helpers the panel goes to") }.count, 2)
    }
}
