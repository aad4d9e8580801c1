import ConfigTestSupport
import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import TestSupport
import XCTest

@testable import PanelPlatforms

/// The springs fitted to FloatingPanel's path (Docs/export.md "Fitted springs").
final class SpringFitTests: XCTestCase {
    private static let root = Repository.root

    private func maps() throws -> ResolvedScene {
        try ConfigLoader.loadScene(path: Self.root.appendingPathComponent("Configs/scenes/maps.json").path)
    }

    func test_the_fling_fit_is_damper_than_the_closed_form_and_close_to_the_path() throws {
        let report = FitReport(scene: try maps(), format: .swiftui, fps: 60)
        let panel = try XCTUnwrap(report.panels.first)
        let fling = try XCTUnwrap(panel.fast)
        let closedForm = FloatingPanelSpringParameters.fastRelease(of: FloatingPanelDefaultBehavior())
        XCTAssertEqual(closedForm.dampingRatio, 0.5756, accuracy: 0.001)
        // The per-frame integrator overshoots less than the continuous spring of the same ζ.
        XCTAssertGreaterThan(fling.spring.dampingRatio, closedForm.dampingRatio + 0.1)
        XCTAssertLessThan(fling.mean, 3)
        XCTAssertLessThan(fling.largest, 10)
        // Four neighbour pairs, a medium and a fast fling each: every fast release has its residual.
        XCTAssertEqual(fling.residuals.count, 8)
        XCTAssertTrue(fling.residuals.allSatisfy { $0.frames > 10 && $0.largest >= $0.mean })
        let settle = try XCTUnwrap(panel.slow)
        XCTAssertEqual(settle.residuals.count, 8)
        XCTAssertLessThan(settle.mean, 1.5)
    }

    func test_the_fit_beats_the_closed_form_on_the_same_paths() throws {
        let scene = try maps()
        let paths = FeelPaths.play(panel: scene.panels[0], scene: scene, fps: 120).filter { abs($0.velocity) > 300 }
        let fitted = SpringFit.fit(paths, start: .releaseVelocity, fps: 120)
        let closed = SpringFit.residuals(
            of: .fastRelease(of: scene.panels[0].behavior), paths, start: .releaseVelocity, fps: 120)
        XCTAssertLessThan(fitted.mean, closed.map(\.mean).reduce(0, +) / Double(closed.count))
    }

    func test_the_report_names_each_targets_parameters() throws {
        let scene = try maps()
        XCTAssertTrue(FitReport(scene: scene, format: .swiftui, fps: 60).text.contains("Spring(duration: "))
        XCTAssertTrue(FitReport(scene: scene, format: .compose, fps: 60).text.contains("spring(dampingRatio = "))
        XCTAssertTrue(
            FitReport(scene: scene, format: .swift, fps: 60).text.contains("UISpringTimingParameters(mass: 1"))
        let css = FitReport(scene: scene, format: .vaul, fps: 60)
        XCTAssertEqual(css.panels[0].fast?.start, .rest)
        let json = try JSONSerialization.jsonObject(with: Data(css.json.utf8)) as? [String: Any]
        let panels = json?["panels"] as? [[String: Any]]
        XCTAssertEqual((panels?.first?["fling"] as? [String: Any])?["start"] as? String, "rest")
    }
}
