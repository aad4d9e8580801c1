import ConfigTestSupport
import Foundation
import TestSupport
import XCTest

@testable import PanelConfig
@testable import PanelExport

/// The delegate recipes in the exports: Swift writes the delegate methods FloatingPanel calls,
/// JSON keeps the keys, the other formats say what they can and cannot map.
final class RecipeExportTests: XCTestCase {
    override class func tearDown() {
        StubCompiler.discard()
        super.tearDown()
    }

    private static let everyRecipe = """
        "moveBoundary": { "expanded": 6, "collapsed": 8 },
        "draggableStates": ["half", "tip"],
        "scrollableStates": ["full", "half"],
        "surfaceTap": { "in": ["tip"], "moveTo": "half" },
        "removeBeyond": 40,
        "animations": {
          "present": { "duration": 0.35, "dampingRatio": 0.9 },
          "dismiss": { "duration": 0.25, "curve": "easeIn" },
          "move": { "duration": 0.3, "curve": "easeInOut" }
        }
        """

    private func scene(position: String = "bottom", conditional: Bool = false) throws -> ResolvedScene {
        let far = ["bottom": "top", "top": "bottom", "left": "right", "right": "left"][position]!
        let anchors = [
            #""full": { "absoluteInset": 18, "edge": "\#(far)", "referenceGuide": "safeArea" }"#,
            #""half": { "fractionalInset": 0.5, "edge": "\#(position)", "referenceGuide": "safeArea" }"#,
            #""tip": { "absoluteInset": 69, "edge": "\#(position)", "referenceGuide": "safeArea" }"#,
        ].joined(separator: ", ")
        let layout = #"{ "position": "\#(position)", "initialState": "half", "anchors": { \#(anchors) } }"#
        let layoutValue =
            conditional ? #"[{ "when": { "minWidth": 600 }, "layout": \#(layout) }, { "layout": \#(layout) }]"# : layout
        return try loadScene(
            """
            {
              "container": { "width": 390, "height": 844, "safeArea": { "top": 47, "bottom": 34 } },
              "panels": [ { "id": "main", "removalInteractionEnabled": true, "layout": \(layoutValue),
                            "behavior": { \(Self.everyRecipe) } } ]
            }
            """)
    }

    func test_the_uikit_export_writes_each_recipe_as_the_delegate_method_floating_panel_calls() throws {
        let swift = ExportFormat.swift.export(try scene())
        for expected in [
            "@MainActor\nfinal class MainPanelDelegate: NSObject, @preconcurrency FloatingPanelControllerDelegate {",
            "        location.y = max(location.y, fpc.surfaceLocation(for: .full).y - 6)",
            "        location.y = min(location.y, fpc.surfaceLocation(for: .tip).y + 8)",
            "        [FloatingPanelState.half, .tip].contains(fpc.state)",
            "        [FloatingPanelState.full, .half].contains(state)",
            "        surfaceTapGesture.isEnabled = [FloatingPanelState.tip].contains(fpc.state)",
            "        surfaceTapGesture.addTarget(self, action: #selector(handleSurfaceTap(_:)))",
            "    @objc private func handleSurfaceTap(_ gesture: UITapGestureRecognizer) {",
            "        guard gesture.state == .ended, let controller else { return }",
            "        controller.move(to: .half, animated: true)",
            "        if location.y - fpc.surfaceLocation(for: .tip).y > 40 { return true }",
            "        return velocity.dy >= threshold",
            "        UIViewPropertyAnimator(duration: 0.35, dampingRatio: 0.9)",
            "        UIViewPropertyAnimator(duration: 0.25, curve: .easeIn)",
            "        UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut)",
            "func configureMainPanel(_ fpc: FloatingPanelController, delegate: MainPanelDelegate, setsDelegate: Bool = true) {",
            "    if setsDelegate { fpc.delegate = delegate }",
            "    delegate.attach(to: fpc)",
        ] {
            XCTAssertTrue(swift.contains(expected + "\n"), "missing: \(expected)\n\(swift)")
        }
    }

    func test_a_top_panel_mirrors_the_boundary_and_the_removal_distance() throws {
        let swift = ExportFormat.swift.export(try scene(position: "top"))
        XCTAssertTrue(swift.contains("location.y = min(location.y, fpc.surfaceLocation(for: .full).y + 6)\n"), swift)
        XCTAssertTrue(swift.contains("location.y = max(location.y, fpc.surfaceLocation(for: .tip).y - 8)\n"), swift)
        XCTAssertTrue(swift.contains("if fpc.surfaceLocation(for: .tip).y - location.y > 40 { return true }\n"), swift)
        XCTAssertTrue(swift.contains("return velocity.dy <= -threshold\n"), swift)
    }

    func test_the_swiftui_coordinator_keeps_and_installs_the_delegate() throws {
        let swiftUI = ExportFormat.swiftui.export(try scene())
        XCTAssertTrue(
            swiftUI.contains("final class MainPanelCoordinator: @preconcurrency FloatingPanelCoordinator {\n"), swiftUI)
        XCTAssertTrue(swiftUI.contains("    let delegate = MainPanelDelegate()\n"), swiftUI)
        XCTAssertTrue(swiftUI.contains("        controller.delegate = delegate\n"), swiftUI)
        XCTAssertTrue(swiftUI.contains(".floatingPanel(coordinator: MainPanelCoordinator.self"), swiftUI)
    }

    func test_the_swift_exports_type_check_in_swift_5_and_6_language_modes() throws {
        let compiler = try StubCompiler.shared()
        var jobs: [(name: String, source: String)] = []
        for (name, scene) in [
            ("bottom", try scene()), ("top", try scene(position: "top")), ("left", try scene(position: "left")),
            ("conditional", try scene(conditional: true)),
        ] {
            for format in [ExportFormat.swift, .swiftui] {
                let source = format.export(scene)
                jobs.append(("\(name) \(format.rawValue)", source + MemberProbe.probes(for: source)))
            }
        }
        for mode in ["5", "6"] {
            for (name, output) in compiler.typeCheck(jobs, languageMode: mode) {
                XCTFail("\(name) does not type-check in Swift \(mode) mode:\n\(output)")
            }
        }
    }

    func test_a_delegate_method_with_a_near_signature_is_caught() throws {
        // FloatingPanel's delegate methods are optional: a near signature compiles beside the
        // protocol's default and is never called; the member probes make it ambiguous.
        let compiler = try StubCompiler.shared()
        let swift = ExportFormat.swift.export(try scene())
        let broken = swift.replacingOccurrences(
            of: "animatorForDismissingWith velocity: CGVector) -> UIViewPropertyAnimator",
            with: "animatorForDismissingWith velocity: CGVector) -> UIViewPropertyAnimator?")
        XCTAssertNotEqual(broken, swift)
        XCTAssertEqual(MemberProbe.delegateClasses(in: swift), ["MainPanelDelegate"])
        for mode in ["5", "6"] {
            let correct = compiler.typeCheck([("correct", swift + MemberProbe.probes(for: swift))], languageMode: mode)
            XCTAssertEqual(correct.count, 0, "\(correct)")
            XCTAssertEqual(
                compiler.typeCheck([("broken", broken + MemberProbe.probes(for: broken))], languageMode: mode).count, 1)
        }
    }

    func test_the_json_export_keeps_every_recipe() throws {
        let original = try scene()
        let text = ExportFormat.json.export(original)
        let reloaded = try loadScene(text)
        XCTAssertEqual(reloaded.panels.first?.recipes, original.panels.first?.recipes)
        XCTAssertEqual(original.panels.first?.recipes.moveBoundary?.collapsed, 8)
    }

    func test_the_other_formats_map_what_they_can_and_say_what_they_cannot() throws {
        let recipes = try scene()
        let android = ExportFormat.android.export(recipes)
        XCTAssertTrue(android.contains("draggableStates [half, tip]: toggle app:behavior_draggable (isDraggable)"))
        XCTAssertTrue(android.contains("Cannot be represented: removeBeyond 40 pt;"))
        let noDrag = try loadScene(
            sceneWithPanel(#""behavior": { "draggableStates": [] }"#))
        XCTAssertTrue(ExportFormat.android.export(noDrag).contains(#"app:behavior_draggable="false""#))
        for format in [ExportFormat.vaul, .compose, .swiftuiDetents] {
            let text = format.export(recipes)
            XCTAssertTrue(text.contains("Delegate recipes of this panel's behavior"), "\(format)")
            XCTAssertTrue(text.contains("Cannot be represented: animations;"), "\(format)")
        }
        // A scene without recipes says nothing of them.
        let plain = try loadScene(sceneWithPanel(#""behavior": {}"#))
        for format in ExportFormat.allCases {
            XCTAssertFalse(format.export(plain).contains("Delegate"), "\(format)")
        }
    }
}
