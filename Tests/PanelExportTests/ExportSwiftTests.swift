import FloatingPanel
import Foundation
import XCTest

@testable import PanelConfig
@testable import PanelExport

/// What the `swift` and `swiftui` exports write (Docs/engine.md §21); that it compiles is
/// `ExportTypeCheckTests`' job.
final class ExportSwiftTests: XCTestCase {
    private func export(_ format: ExportFormat, _ fixture: String) throws -> String {
        format.export(try ExportJSONTests.fixture(fixture))
    }

    func test_defaults_are_left_out() throws {
        let text = try export(.swift, "defaults.json")
        // FloatingPanel's own behavior and appearance stay: nothing is assigned.
        for absent in [
            "backdropAlpha(for:", "prepareLayout", "SurfaceAppearance()", "contentMode", "isRemovalInteractionEnabled",
            "grabberHandle", "extension FloatingPanelState", "FloatingPanelBehavior", "fpc.behavior",
            "backgroundColor",
        ] {
            XCTAssertFalse(text.contains(absent), "a default was written: \(absent)")
        }
        XCTAssertTrue(
            text.contains("FloatingPanelLayoutAnchor(absoluteInset: 18, edge: .top, referenceGuide: .safeArea)"))
    }

    func test_behavior_members_are_typed_and_tuned() throws {
        let text = try export(.swift, "kitchen-sink.json")
        let rate = FloatingPanelSpringParameters(dampingRatio: 0.8, response: 0.35).springDecelerationRate
        for expected in [
            // Shortened to six digits; the exact value stays in the comment above it.
            "// Exactly \(ExportNumber.exact(rate)); 0.985741 keeps every attraction within 0.01 pt of it.",
            "let springDecelerationRate: CGFloat = 0.985741",
            "let springResponseTime: CGFloat = 0.35",
            "let momentumProjectionRate: CGFloat = 0.99",
            "let removalInteractionVelocityThreshold: CGFloat = 4",
            "case .full, .lastQuart: return true",
            "case (.half, .full): return 0.3",
            "default: return 0.4",
            "damping ratio ζ = 0.8, ω = 17.95 rad/s",
        ] {
            XCTAssertTrue(text.contains(expected), "missing: \(expected)")
        }
    }

    func test_rubber_band_edges_follow_upstreams_questions() throws {
        // Upstream asks `.top`/`.bottom` for every position (Docs/engine.md §16.2-2): a left panel's
        // `left`/`right` become `.top`/`.bottom`.
        let text = try export(.swift, "kitchen-sink.json")
        let left = try XCTUnwrap(text.range(of: "final class LeftPanelBehavior"))
        XCTAssertTrue(text[left.lowerBound...].contains("edge == .top || edge == .bottom"))
        // "2nd panel/ü" allows `right`: `.bottom` for its right layout, nothing for its bottom ones.
        let second = try XCTUnwrap(text.range(of: "final class Panel2ndPanelPanelBehavior"))
        XCTAssertTrue(text[second.lowerBound...].contains("        edge == .bottom\n"))
    }

    func test_custom_states_are_shared_statics_and_clashing_names_stay_apart() throws {
        let text = try export(.swift, "kitchen-sink.json")
        for expected in [
            #"static let lastQuart = FloatingPanelState(rawValue: "lastQuart", order: 750)"#,
            #"static let peek200 = FloatingPanelState(rawValue: "peek", order: 200)"#,
            #"static let peek300 = FloatingPanelState(rawValue: "peek", order: 300)"#,
            "let initialState: FloatingPanelState = .peek200",
        ] {
            XCTAssertTrue(text.contains(expected), "missing: \(expected)")
        }
    }

    func test_identifiers_are_valid_swift() {
        // Rows: (text, lowerCamel name).
        let rows = [
            ("lastQuart", "lastQuart"), ("last-quart", "lastQuart"), ("2nd", "state2nd"), ("ü", "state"), ("", "state"),
        ]
        for (text, expected) in rows {
            XCTAssertEqual(SwiftNames.lowerCamel(text), expected, text)
        }
        XCTAssertEqual(SwiftExporter.swiftString("a\"b\\\n"), #""a\"b\\\n""#)
    }

    func test_cross_axis_and_adaptive_anchors() throws {
        let text = try export(.swift, "kitchen-sink.json")
        for expected in [
            "surfaceView.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor, constant: 0)",
            "surfaceView.topAnchor.constraint(equalTo: view.topAnchor, constant: 8)",
            "surfaceView.heightAnchor.constraint(equalToConstant: 291)",
            "surfaceView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8)",
            "init(contentLayout: UILayoutGuide) {",
            "FloatingPanelAdaptiveLayoutAnchor(fractionalOffset: 0.8, contentLayout: contentLayout, referenceGuide: .superview, contentBoundingGuide: .none)",
            "FloatingPanelIntrinsicLayoutAnchor(fractionalOffset: 0.5, referenceGuide: .superview)",
            "func configureLeftPanel(_ fpc: FloatingPanelController, contentLayout: UILayoutGuide) {",
        ] {
            XCTAssertTrue(text.contains(expected), "missing: \(expected)")
        }
    }

    func test_surface_and_controller_settings() throws {
        let text = try export(.swift, "kitchen-sink.json")
        for expected in [
            "appearance.backgroundColor = UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1)",
            "appearance.borderColor = UIColor(red: 58 / 255, green: 58 / 255, blue: 60 / 255, alpha: 128 / 255)",
            "shadow1.opacity = 0.25",
            "shadow2.hidden = true",
            "appearance.shadows = [shadow1, shadow2]",
            "appearance.backgroundColor = nil",
            "appearance.shadows = []",
            "fpc.surfaceView.grabberHandleSize = CGSize(width: 40, height: 6)",
            "fpc.surfaceView.grabberHandlePadding = 8",
            "fpc.surfaceView.containerMargins = UIEdgeInsets(top: 0, left: 8, bottom: 8, right: 8)",
            "fpc.surfaceView.grabberHandle.isHidden = true",
            "fpc.isRemovalInteractionEnabled = true",
            "fpc.backdropView.dismissalTapGestureRecognizer.isEnabled = true",
            "fpc.contentMode = .fitToBounds",
        ] {
            XCTAssertTrue(text.contains(expected), "missing: \(expected)")
        }
    }

    func test_conditional_layouts_choose_by_size_with_a_fallback() throws {
        let text = try export(.swift, "kitchen-sink.json")
        for expected in [
            "final class Panel2ndPanelPanelLayoutSelector: @preconcurrency FloatingPanelControllerDelegate {",
            "if size.width >= 800 && size.width > size.height { return Panel2ndPanelPanelLayout1() }",
            "if size.height <= 500 { return Panel2ndPanelPanelLayout2() }",
            "return Panel2ndPanelPanelLayout3()",
            "fpc.contentMode = contentMode(for: size)",
        ] {
            XCTAssertTrue(text.contains(expected), "missing: \(expected)")
        }
        let swiftUI = try export(.swiftui, "kitchen-sink.json")
        XCTAssertTrue(swiftUI.contains(".floatingPanelLayout(layouts[layoutIndex(for: geometry.size)])"))
    }

    func test_SwiftUI_uses_modifiers_and_a_coordinator_for_the_rest() throws {
        let text = try export(.swiftui, "kitchen-sink.json")
        for expected in [
            ".floatingPanel(coordinator: BottomSheetPanelCoordinator.self, content: panelContent)",
            ".floatingPanelSurfaceAppearance(appearance)",
            ".floatingPanelGrabberHandlePadding(8)",
            "controller.isRemovalInteractionEnabled = true",
            // Several panels: every panel sets every environment value, defaults included.
            ".floatingPanelGrabberHandlePadding(6)",
            ".floatingPanelContentMode(.static)",
        ] {
            XCTAssertTrue(text.contains(expected), "missing: \(expected)")
        }
        XCTAssertFalse(text.contains("controller.surfaceView.grabberHandlePadding"), "the modifier sets the padding")
        let alone = try export(.swiftui, "defaults.json")
        // FloatingPanelDefaultCoordinator adds the panel before the layout arrives: never used.
        XCTAssertTrue(alone.contains(".floatingPanel(coordinator: MainPanelCoordinator.self, content: panelContent)"))
        XCTAssertFalse(alone.contains("FloatingPanelDefaultCoordinator"))
        XCTAssertFalse(alone.contains("floatingPanelContentMode"))
    }

    func test_header_names_the_scene_and_time_only_when_asked() throws {
        let scene = try ExportJSONTests.fixture("kitchen-sink.json")
        let plain = ExportFormat.swift.export(scene)
        XCTAssertTrue(
            plain.hasPrefix(
                "// Exported by panel-sandbox (export format swift) from kitchen-sink.json, scene \"Kitchen sink\"."))
        XCTAssertFalse(plain.contains("Written at"))
        XCTAssertEqual(plain, ExportFormat.swift.export(scene))
        let stamped = ExportFormat.swift.export(
            scene, options: ExportOptions(timestamp: Date(timeIntervalSince1970: 0)))
        XCTAssertTrue(stamped.contains("// Written at 1970-01-01T00:00:00Z."))
    }
}
