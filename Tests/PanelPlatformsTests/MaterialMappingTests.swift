import ConfigTestSupport
import Foundation
import PanelConfig
import PlatformModels
import TestSupport
import XCTest

@testable import PanelPlatforms
@testable import PanelScene

/// The Material model takes the significant velocity and hide friction the android export writes,
/// and the android feel report says what stays Material's.
final class MaterialMappingTests: XCTestCase {
    private func scene(_ name: String) throws -> ResolvedScene {
        let path = Repository.url("Configs/scenes/\(name).json").path
        return try ConfigLoader.loadScene(path: path)
    }

    func test_the_models_significant_velocity_is_the_written_one_at_the_density() throws {
        let scene = try scene("removable-modal")
        let sheet = try XCTUnwrap(ExportedMotion.materialSheet(scene.panels[0], scene: scene))
        // A third of FloatingPanel's 2054 dp/s at collapsed, as the export writes it.
        XCTAssertEqual(sheet.significantVelocity, Double(Float(684.6667)))
        let parameters = PlatformModelFactory.material(sheet, 2.625)
        // (684.6667 × 2.625).roundToInt() px/s.
        XCTAssertEqual(parameters.significantVelocityThreshold, 1797)
        XCTAssertEqual(parameters.hideFriction, sheet.hideFriction)
        XCTAssertEqual(PlatformModelFactory.material(sheet, 2).significantVelocityThreshold, 1369)
    }

    func test_the_android_feel_report_says_the_release_rule_stays_materials() throws {
        let report = FeelReport(scene: try scene("maps"), format: .android)
        let text = report.lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("What stays Material's: the release rule."), text)
        XCTAssertTrue(text.contains("a subclass cannot reach it"), text)
        XCTAssertFalse(FeelReport(scene: try scene("maps"), format: .compose).lines.joined().contains("What stays"))
    }
}
