import ConfigTestSupport
import FloatingPanel
import Foundation
import TestSupport
import XCTest

@testable import PanelConfig
@testable import PanelExport

/// The values the platform models take (`ExportedMotion`) are the ones the exports write.
final class ExportedMotionTests: XCTestCase {
    private func maps() throws -> ResolvedScene {
        let configs = Repository.url("Configs/scenes/maps.json")
        return try ConfigLoader.loadScene(path: configs.path)
    }

    func test_material_values_are_the_written_attributes() throws {
        let scene = try maps()
        let sheet = try XCTUnwrap(ExportedMotion.materialSheet(scene.panels[0], scene: scene))
        let text = ExportFormat.android.export(scene)
        XCTAssertFalse(sheet.fitsContents)
        XCTAssertTrue(text.contains("app:behavior_peekHeight=\"\(Int(sheet.peekHeight))dp\""), text)
        XCTAssertTrue(text.contains("app:behavior_expandedOffset=\"\(Int(sheet.expandedOffset))dp\""), text)
        XCTAssertTrue(text.contains("app:behavior_halfExpandedRatio=\"\(sheet.halfExpandedRatio)\""), text)
    }

    func test_compose_springs_are_the_written_ones() throws {
        let scene = try maps()
        let drag = try XCTUnwrap(ExportedMotion.composeDrag(scene.panels[0], scene: scene, fitted: nil))
        let text = ExportFormat.compose.export(scene)
        XCTAssertTrue(
            text.contains("spring(dampingRatio = \(drag.spring.dampingRatio)f, stiffness = \(drag.spring.stiffness)f)"),
            text)
        XCTAssertTrue(
            text.contains(
                "spring(dampingRatio = \(drag.settleSpring.dampingRatio)f, stiffness = \(drag.settleSpring.stiffness)f)"
            ))
        XCTAssertTrue(text.contains("distance -> distance * \(drag.positionalThreshold)f"))
        XCTAssertTrue(text.contains("\(Int(drag.fastReleaseSpeed))f * density"))
    }

    func test_vaul_transition_is_the_written_one() throws {
        let scene = try maps()
        let drawer = try XCTUnwrap(ExportedMotion.vaulDrawer(scene.panels[0], scene: scene, fitted: nil))
        let text = ExportFormat.vaul.export(scene)
        let duration = VaulTransition.snapTransition(VaulTransition.snapSpring(scene.panels[0].behavior, fitted: nil))
            .duration
        XCTAssertEqual(Double(duration), drawer.transitionDuration)
        XCTAssertTrue(text.contains("transition-duration: \(duration)s !important;"), text)
        XCTAssertEqual(drawer.easingStops.count, 41)
        XCTAssertEqual(drawer.easingStops.last, 1)
    }
}
