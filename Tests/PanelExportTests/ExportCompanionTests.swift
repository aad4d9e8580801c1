import ConfigTestSupport
import FloatingPanel
import Foundation
import TestSupport
import XCTest

@testable import PanelConfig
@testable import PanelExport

/// The UIKit export's companion: the attachments, the keyboard and the iOS 26 shape written as
/// code (Docs/export.md "Attachments, keyboard and the iOS 26 look"). Every shipped scene's export
/// type-checks against the stubs in `ExportTypeCheckTests`; these check what the code says.
final class ExportCompanionTests: XCTestCase {
    private func swift(_ panel: String) throws -> String {
        ExportFormat.swift.export(try loadScene(sceneWithPanel(panel)))
    }

    func test_an_attachment_is_constrained_to_the_surface_edge_and_fades_between_its_states() throws {
        let text = try swift(
            """
            "attachments": [ { "id": "weather", "size": [44, 40], "gap": 8, "inset": 16, "from": "half", "to": "full",
              "alpha": [1, 0], "scale": [1, 0.5], "hiddenBeyond": 200 } ]
            """)
        for line in [
            "final class MainPanelCompanion: NSObject, @preconcurrency FloatingPanelControllerDelegate {",
            "weatherView.heightAnchor.constraint(equalToConstant: 40),",
            "weatherView.bottomAnchor.constraint(equalTo: fpc.surfaceView.topAnchor, constant: -8),",
            "weatherView.rightAnchor.constraint(equalTo: parent.rightAnchor, constant: -16),",
            "let start = fpc.surfaceLocation(for: .half).y, end = fpc.surfaceLocation(for: .full).y",
            "let hidden = location < 200",
            "weatherView.alpha = hidden ? 0 : 1 + (0 - 1) * eased",
            "let scale = 1 + (0.5 - 1) * eased",
            "func floatingPanelDidMove(_ fpc: FloatingPanelController) {",
            "fpc.delegate = companion",
        ] {
            XCTAssertTrue(text.contains(line), line)
        }
    }

    func test_the_keyboard_moves_the_panel_with_its_own_curve_or_raises_its_safe_area() throws {
        let moving = try swift(#""keyboard": {"moveTo": "full"}"#)
        XCTAssertTrue(moving.contains("animateWithKeyboard(notification) { fpc.move(to: .full, animated: false) }"))
        XCTAssertTrue(moving.contains("animateWithKeyboard(notification) { fpc.move(to: back, animated: false) }"))
        XCTAssertTrue(moving.contains("options: UIView.AnimationOptions(rawValue: curve << 16)"))
        XCTAssertTrue(moving.contains("name: UIResponder.keyboardWillShowNotification"))
        XCTAssertFalse(moving.contains("Cannot be represented"))
        let avoiding = try swift(#""keyboard": "avoid""#)
        XCTAssertTrue(
            avoiding.contains("fpc.additionalSafeAreaInsets.bottom = max(0, height - parent.safeAreaInsets.bottom)"))
        XCTAssertTrue(avoiding.contains("animateWithKeyboard(notification) { fpc.invalidateLayout() }"))
    }

    func test_corners_are_set_behind_an_availability_check_and_the_inset_follows_the_panel() throws {
        let text = try swift(
            """
            "appearance": { "cornerRadius": 12, "cornerConfiguration": { "radius": "concentric", "minimum": 16 },
              "surfaceInset": { "half": 8, "full": 0 } }
            """)
        XCTAssertTrue(
            text.contains(
                """
                    appearance.cornerRadius = 12
                    // iOS 26: the corners as a UICornerConfiguration (FloatingPanel 3.2); earlier systems keep
                    // `cornerRadius`.
                    if #available(iOS 26, *) {
                        appearance.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 16))
                    }
                """))
        XCTAssertTrue(text.contains("fpc.surfaceView.containerMargins = surfaceMargins(fpc, at: location)"))
        XCTAssertTrue(
            text.contains("(fpc.surfaceLocation(for: .half).y, UIEdgeInsets(top: 0, left: 8, bottom: 8, right: 8)),"),
            "the grabber's side stays 0")
        let fixed = try swift(#""appearance": { "cornerConfiguration": { "radius": 20 } }"#)
        XCTAssertTrue(fixed.contains("appearance.cornerConfiguration = .corners(radius: .fixed(20))"))
    }

    func test_beside_another_delegate_the_companion_is_called_by_it() throws {
        let text = try swift(
            """
            "keyboard": {"moveTo": "full"}, "behavior": { "surfaceTap": { "in": ["half"], "moveTo": "full" } }
            """)
        XCTAssertTrue(text.contains("final class MainPanelCompanion: NSObject {"))
        XCTAssertTrue(text.contains("call `panelDidMove(_:)` from its `floatingPanelDidMove`"))
        XCTAssertFalse(text.contains("fpc.delegate = companion"))
    }
}
