import Foundation
import PanelConfig
import PanelExport
import PanelPlatforms
import PanelScene
import PlatformModels
import TestSupport
import XCTest

@testable import panel_sandbox

/// The exports of targets that take only a spring write the spring `fit` prints, fitted at the
/// scene's refresh rate (Docs/export.md "Fitted springs").
final class FittedSpringExportTests: XCTestCase {
    private static let configs = Repository.url("Configs")
    private static let maps = configs.appendingPathComponent("scenes/maps.json").path

    private func export(_ format: String, _ path: String = maps) -> String {
        var output = ""
        var errors = ""
        let status = ExportCommand.run(
            arguments: ["--format", format, path], files: .disk, output: { output += $0 }, errors: { errors += $0 },
            now: { Date(timeIntervalSince1970: 0) })
        XCTAssertEqual(status, 0, errors)
        return output
    }

    private func fit(_ arguments: [String]) -> String {
        var output = ""
        var errors = ""
        XCTAssertEqual(
            FitCommand.run(arguments: arguments, output: { output += $0 }, errors: { errors += $0 }), 0, errors)
        return output
    }

    /// The parameters of `fit`'s first line (the fling fit of the first panel).
    private func fittedParameters(_ text: String) throws -> String {
        let first = try XCTUnwrap(text.split(separator: "\n").first)
        let range = try XCTUnwrap(first.range(of: "): "))
        return String(first[range.upperBound...])
    }

    func test_SwiftUI_export_writes_the_spring_fit_prints() throws {
        let printed = fit(["--format", "swiftui", Self.maps])
        XCTAssertEqual(try fittedParameters(printed), "Spring(duration: 0.3972, bounce: 0.2504)")
        let text = export("swiftui")
        XCTAssertTrue(
            text.contains(
                "after a fast release: Spring(duration: 0.3972, bounce: 0.2504); residual mean 1.4 pt, largest 6.81 pt."
            ),
            text)
        XCTAssertTrue(printed.contains("residual mean 1.4 pt, largest 6.81 pt"), printed)
        XCTAssertTrue(text.contains("per-frame path at 60 Hz"), text)
        // The detents export is a hand-made sheet too: SwiftUI's spring.
        XCTAssertTrue(export("swiftui-detents").contains("Spring(duration: 0.3972, bounce: 0.2504); residual mean"))
    }

    func test_UIKit_export_writes_the_spring_timing_parameters_fit_prints() throws {
        let parameters = try fittedParameters(fit(["--format", "swift", Self.maps]))
        XCTAssertTrue(parameters.hasPrefix("UISpringTimingParameters(mass: 1, stiffness: 250.2, damping: 23.72,"))
        XCTAssertTrue(export("swift").contains(parameters + "; residual mean 1.4 pt, largest 6.81 pt."))
    }

    func test_vaul_transition_is_the_fit_from_rest_and_the_model_reads_the_same() throws {
        let parameters = try fittedParameters(fit(["--format", "vaul", Self.maps]))
        XCTAssertTrue(parameters.hasPrefix("transition over 0.3981 s"), parameters)
        let text = export("css")
        XCTAssertTrue(text.contains("transition-duration: 0.3981s !important;"), text)
        XCTAssertTrue(text.contains(parameters + "; residual mean 9.91 pt, largest 37.8 pt."), text)
        // The vaul platform model takes the transition from the same place.
        let scene = try ConfigLoader.loadScene(path: Self.maps)
        let fitted = FitReport(scene: scene, format: .vaul).fittedSprings["main"]
        let drawer = try XCTUnwrap(ExportedMotion.vaulDrawer(scene.panels[0], scene: scene, fitted: fitted))
        XCTAssertEqual(drawer.transitionDuration, 0.3981)
    }

    func test_compose_export_and_model_share_the_fitted_springs() throws {
        let printed = fit(["--format", "compose", Self.maps])
        let parameters = try fittedParameters(printed)
        XCTAssertTrue(parameters.hasPrefix("spring(dampingRatio = "), parameters)
        let scene = try ConfigLoader.loadScene(path: Self.maps)
        let fitted = FitReport(scene: scene, format: .compose).fittedSprings["main"]
        let drag = try XCTUnwrap(ExportedMotion.composeDrag(scene.panels[0], scene: scene, fitted: fitted))
        let closedForm = try XCTUnwrap(ExportedMotion.composeDrag(scene.panels[0], scene: scene, fitted: nil))
        // The fit is softer than the closed form, which overshoots more than FloatingPanel's path.
        XCTAssertGreaterThan(drag.spring.dampingRatio, closedForm.spring.dampingRatio)
        // The export writes those numbers, and the Compose model (ghosts, compare, the feel report)
        // moves by the same.
        let text = export("compose")
        XCTAssertTrue(
            text.contains("spring(dampingRatio = \(drag.spring.dampingRatio)f, stiffness = \(drag.spring.stiffness)f)"),
            text)
        XCTAssertFalse(text.contains("spring(dampingRatio = \(closedForm.spring.dampingRatio)f,"), text)
        let model = try XCTUnwrap(
            PlatformModelFactory.model(.compose, panel: scene.panels[0], scene: scene, fps: scene.refreshRate)
                as? ComposeAnchoredModel)
        XCTAssertEqual(model.parameters.spring.dampingRatio, drag.spring.dampingRatio)
        XCTAssertEqual(model.parameters.spring.stiffness, drag.spring.stiffness)
    }

    func test_export_and_fit_use_the_scenes_refresh_rate() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fitted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var source = try String(contentsOfFile: Self.maps, encoding: .utf8)
        source = source.replacingOccurrences(of: "\"../", with: "\"\(Self.configs.path)/")
        source = source.replacingOccurrences(
            of: "\"name\": \"Maps\",", with: "\"name\": \"Maps\", \"refreshRate\": 120,")
        let path = directory.appendingPathComponent("maps-120.json").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)

        let printed = fit(["--format", "swiftui", path])
        XCTAssertTrue(printed.hasPrefix("panel main fling (swiftui, 120 Hz, from release velocity): "), printed)
        let parameters = try fittedParameters(printed)
        XCTAssertEqual(parameters, "Spring(duration: 0.4008, bounce: 0.3296)")
        let text = export("swiftui", path)
        XCTAssertTrue(text.contains("per-frame path at 120 Hz"), text)
        XCTAssertTrue(text.contains("after a fast release: \(parameters); residual mean"), text)
        // --fps overrides the scene's rate.
        XCTAssertEqual(
            try fittedParameters(fit(["--format", "swiftui", "--fps", "60", path])),
            "Spring(duration: 0.3972, bounce: 0.2504)")
    }
}
