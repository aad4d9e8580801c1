import ConfigTestSupport
import Foundation
import TestSupport
import XCTest

@testable import PanelConfig
@testable import PanelExport

/// The exports of a panel's blocks per state, transition and footer (Docs/config.md "Content").
final class ExportContentSectionsTests: XCTestCase {
    override class func tearDown() {
        StubCompiler.discard()
        super.tearDown()
    }

    private func diagnose(curve: String = "easeInOut", contentMode: String = "fitToBounds") throws -> ResolvedScene {
        try loadScene(
            """
            { "container": "iphone-15",
              "panels": [ { "id": "diagnose",
                "layout": { "position": "bottom", "initialState": "tip", "contentMode": "\(contentMode)", "anchors": {
                  "full": { "absoluteInset": 640, "edge": "bottom", "referenceGuide": "safeArea" },
                  "half": { "absoluteInset": 330, "edge": "bottom", "referenceGuide": "safeArea" },
                  "tip": { "absoluteInset": 120, "edge": "bottom", "referenceGuide": "safeArea" } } },
                "content": {
                  "sections": [
                    { "id": "halfView", "height": 140, "states": ["half"], "background": "#E8F0FE", "label": "Summary" },
                    { "id": "full-view", "rows": 6, "states": ["full", "half"] },
                    { "id": "carousel", "height": 96, "interactive": true } ],
                  "transition": { "duration": 0.3, "delay": 0.05, "curve": "\(curve)" },
                  "footer": { "button": "Start diagnosing", "height": 56, "background": "#1A73E8" } } } ] }
            """)
    }

    func test_the_uikit_export_sets_visibility_outside_the_animation_and_alpha_inside_it() throws {
        let source = ExportFormat.swift.export(try diagnose())
        let method = try XCTUnwrap(
            source.range(of: "func floatingPanelDidChangeState(_ fpc: FloatingPanelController) {"))
        let body = String(source[method.upperBound...].prefix(900))
        let animate = try XCTUnwrap(
            body.range(
                of:
                    "UIView.animate(withDuration: 0.3, delay: 0.05, options: [.curveEaseInOut, .beginFromCurrentState], animations: {"
            ))
        let before = body[..<animate.lowerBound]
        let inside = body[animate.upperBound...].prefix { $0 != "}" }
        XCTAssertTrue(before.contains("let showsHalfView = state == .half"), String(before))
        XCTAssertTrue(before.contains("let showsFullView = [.full, .half].contains(state)"), String(before))
        XCTAssertTrue(before.contains("halfView.isHidden = !showsHalfView"))
        XCTAssertTrue(before.contains("fullView.isHidden = !showsFullView"))
        XCTAssertFalse(before.contains(".alpha"), "no alpha outside the animation")
        XCTAssertTrue(inside.contains("self.halfView.alpha = showsHalfView ? 1 : 0"))
        XCTAssertTrue(inside.contains("self.fullView.alpha = showsFullView ? 1 : 0"))
        XCTAssertFalse(inside.contains("isHidden"), "no visibility inside the animation")
        let code = source.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        XCTAssertFalse(code.contains { $0.contains("carousel") }, "a block shown in every state needs no code")
        XCTAssertTrue(source.contains("fpc.contentMode = .fitToBounds"))
        XCTAssertTrue(
            source.contains(
                "@MainActor\nfinal class DiagnosePanelSections: @preconcurrency FloatingPanelControllerDelegate {"))
    }

    func test_each_curve_is_uikits_option_and_swiftuis_animation() throws {
        let rows = [
            ("linear", ".curveLinear", "Animation.linear(duration: 0.3).delay(0.05)"),
            ("easeIn", ".curveEaseIn", "Animation.easeIn(duration: 0.3).delay(0.05)"),
            ("easeOut", ".curveEaseOut", "Animation.easeOut(duration: 0.3).delay(0.05)"),
            ("easeInOut", ".curveEaseInOut", "Animation.easeInOut(duration: 0.3).delay(0.05)"),
        ]
        for (curve, option, animation) in rows {
            let scene = try diagnose(curve: curve)
            XCTAssertTrue(
                ExportFormat.swift.export(scene).contains("options: [\(option), .beginFromCurrentState]"), curve)
            XCTAssertTrue(ExportFormat.swiftui.export(scene).contains("static let animation = \(animation)"), curve)
        }
    }

    func test_the_swiftui_export_reports_state_changes_through_its_coordinator() throws {
        let source = ExportFormat.swiftui.export(try diagnose())
        XCTAssertTrue(
            source.contains(
                "final class DiagnosePanelCoordinator: @preconcurrency FloatingPanelCoordinator, @preconcurrency FloatingPanelControllerDelegate {"
            ))
        XCTAssertTrue(source.contains("controller.delegate = self"))
        XCTAssertTrue(source.contains("Task { @MainActor [action] in action(.didChangeState(state)) }"))
        XCTAssertTrue(
            source.contains(
                "sections.show(for: state); withAnimation(DiagnosePanelSections.animation) { sections.fade(for: state) }"
            ), "visibility outside withAnimation, opacity inside")
        XCTAssertTrue(
            source.contains(#"private(set) var isShown: [String: Bool] = ["halfView": false, "full-view": false]"#))
        XCTAssertTrue(source.contains(".floatingPanelContentMode(.fitToBounds)"))
    }

    func test_both_swift_exports_type_check_in_swift_5_and_6() throws {
        let compiler = try StubCompiler.shared()
        var jobs: [(name: String, source: String)] = []
        for contentMode in ["fitToBounds", "static"] {
            let scene = try diagnose(contentMode: contentMode)
            for format in [ExportFormat.swift, .swiftui] {
                let source = format.export(scene)
                jobs.append(("\(format.rawValue) \(contentMode)", source + MemberProbe.probes(for: source)))
            }
        }
        for mode in ["5", "6"] {
            for (name, output) in compiler.typeCheck(jobs, languageMode: mode) {
                XCTFail("\(name) does not type-check in Swift \(mode):\n\(output)")
            }
        }
    }

    func test_json_round_trips_the_blocks_the_transition_and_the_footer() throws {
        let scene = try diagnose()
        let json = ExportFormat.json.export(scene)
        let reloaded = try loadScene(json)
        XCTAssertEqual(reloaded.panels[0].content, scene.panels[0].content)
        XCTAssertEqual(reloaded.panels[0].content.sections.count, 3)
        XCTAssertEqual(reloaded.panels[0].content.footer?.button, "Start diagnosing")
    }

    func test_the_other_formats_say_what_they_cannot_express() throws {
        let scene = try diagnose()
        for format in [ExportFormat.vaul, .android, .compose, .swiftuiDetents] {
            let text = format.export(scene)
            XCTAssertTrue(
                text.contains(
                    "Not expressible in this format, build it in your content: panel \"diagnose\" has blocks shown per state (halfView in half, full-view in full/half), faded in over 0.3 s after 0.05 s, easeInOut; blocks that take their own gestures (carousel); a footer button \"Start diagnosing\" kept on screen by the content mode."
                ), format.rawValue)
        }
    }
}
