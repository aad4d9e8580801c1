import ConfigTestSupport
import Foundation
import TestSupport
import XCTest

@testable import PanelConfig
@testable import PanelExport

/// FloatingPanel holds one delegate: in the Swift exports exactly one object per controller is
/// it, whichever of a conditional layout list, delegate recipes and blocks per state the panel
/// has, and that object serves the others (Docs/export.md).
final class ExportDelegateOwnershipTests: XCTestCase {
    override class func tearDown() {
        StubCompiler.discard()
        super.tearDown()
    }

    /// A bottom panel with any of the three features that need a delegate.
    private func scene(conditional: Bool, recipes: Bool, sections: Bool) throws -> ResolvedScene {
        let layout = """
            { "position": "bottom", "initialState": "half", "anchors": {
                "full": { "absoluteInset": 18, "edge": "top", "referenceGuide": "safeArea" },
                "half": { "fractionalInset": 0.5, "edge": "bottom", "referenceGuide": "safeArea" },
                "tip": { "absoluteInset": 69, "edge": "bottom", "referenceGuide": "safeArea" } } }
            """
        let layoutValue =
            conditional ? #"[{ "when": { "minWidth": 600 }, "layout": \#(layout) }, { "layout": \#(layout) }]"# : layout
        let behavior =
            recipes
            ? #"{ "surfaceTap": { "in": ["tip"], "moveTo": "half" }, "moveBoundary": { "expanded": 6 } }"# : "{}"
        let content =
            sections
            ? #"""
            , "content": { "sections": [
                { "id": "header", "height": 64 },
                { "id": "favorites", "height": 96, "states": ["half", "full"] } ] }
            """# : ""
        return try loadScene(
            """
            { "container": { "width": 390, "height": 844, "safeArea": { "top": 47, "bottom": 34 } },
              "panels": [ { "id": "main", "layout": \(layoutValue), "behavior": \(behavior)\(content) } ] }
            """)
    }

    /// Every combination, named by its features.
    private func combinations() throws -> [(name: String, scene: ResolvedScene, recipes: Bool, sections: Bool)] {
        var result: [(String, ResolvedScene, Bool, Bool)] = []
        for conditional in [false, true] {
            for recipes in [false, true] {
                for sections in [false, true] {
                    let name =
                        [conditional ? "conditional" : "single", recipes ? "recipes" : "", sections ? "sections" : ""]
                        .filter { !$0.isEmpty }.joined(separator: "+")
                    result.append(
                        (
                            name, try scene(conditional: conditional, recipes: recipes, sections: sections), recipes,
                            sections
                        ))
                }
            }
        }
        return result
    }

    private func lines(_ source: String, containing text: String) -> [String] {
        source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.contains(text) }
    }

    func test_the_uikit_export_sets_exactly_one_delegate_on_the_controller() throws {
        // The object each combination makes the delegate: recipes first, then the selector, then the blocks.
        // An app with a delegate of its own keeps it with `setsDelegate: false`.
        let sets = { (owner: String) in ["if setsDelegate { fpc.delegate = \(owner) }"] }
        let expected = [
            "single": [], "single+sections": sets("sections"),
            "single+recipes": sets("delegate"), "single+recipes+sections": sets("delegate"),
            "conditional": sets("selector"), "conditional+sections": sets("selector"),
            "conditional+recipes": sets("delegate"),
            "conditional+recipes+sections": sets("delegate"),
        ]
        for (name, scene, _, _) in try combinations() {
            let source = ExportFormat.swift.export(scene)
            XCTAssertEqual(lines(source, containing: "fpc.delegate ="), expected[name], name)
            XCTAssertEqual(lines(source, containing: ".delegate = self"), [], name)
            let signature = lines(source, containing: "func configure").joined()
            XCTAssertEqual(signature.contains("setsDelegate: Bool = true"), expected[name] != [], name)
        }
    }

    func test_the_uikit_delegate_asks_the_selector_and_forwards_state_changes_to_the_blocks() throws {
        let source = ExportFormat.swift.export(try scene(conditional: true, recipes: true, sections: true))
        for expected in [
            "@MainActor\nfinal class MainPanelDelegate: NSObject, @preconcurrency FloatingPanelControllerDelegate {",
            "    var layoutSelector: MainPanelLayoutSelector?\n",
            "        layoutSelector?.floatingPanel(fpc, layoutFor: size) ?? fpc.layout\n",
            "    var sections: MainPanelSections?\n",
            """
                func floatingPanelDidChangeState(_ fpc: FloatingPanelController) {
                    surfaceTapGesture.isEnabled = [FloatingPanelState.tip].contains(fpc.state)
                    sections?.floatingPanelDidChangeState(fpc)
                }

            """,
            // Neither is a delegate itself: only the delegate calls them.
            "@MainActor\nfinal class MainPanelSections {\n",
            "@MainActor\nfinal class MainPanelLayoutSelector {\n",
            "/// The controller's delegate is `MainPanelDelegate`, which asks this selector for the layout.\n",
            "/// `MainPanelDelegate`, the controller's only delegate, keeps it and forwards each state change to it:\n",
            """
            func configureMainPanel(_ fpc: FloatingPanelController, selector: MainPanelLayoutSelector, containerSize: CGSize, delegate: MainPanelDelegate, sections: MainPanelSections, setsDelegate: Bool = true) {
                fpc.layout = selector.layout(for: containerSize)
                delegate.layoutSelector = selector
                delegate.sections = sections
                if setsDelegate { fpc.delegate = delegate }
                delegate.attach(to: fpc)

            """,
            "/// It keeps `selector` and `sections` and answers for them.\n",
        ] {
            XCTAssertTrue(source.contains(expected), "missing:\n\(expected)\n\(source)")
        }
        XCTAssertEqual(lines(source, containing: "func floatingPanelDidChangeState(").count, 2, source)
    }

    func test_without_recipes_the_uikit_selector_forwards_state_changes_to_the_blocks() throws {
        let source = ExportFormat.swift.export(try scene(conditional: true, recipes: false, sections: true))
        for expected in [
            "    var sections: MainPanelSections?\n",
            """
                func floatingPanelDidChangeState(_ fpc: FloatingPanelController) {
                    sections?.floatingPanelDidChangeState(fpc)
                }

            """,
            "@MainActor\nfinal class MainPanelLayoutSelector: @preconcurrency FloatingPanelControllerDelegate {\n",
            "    selector.sections = sections\n    if setsDelegate { fpc.delegate = selector }\n",
            "/// `MainPanelLayoutSelector`, the controller's only delegate, keeps it and forwards each state change to it:\n",
        ] {
            XCTAssertTrue(source.contains(expected), "missing:\n\(expected)\n\(source)")
        }
        let alone = ExportFormat.swift.export(try scene(conditional: false, recipes: false, sections: true))
        XCTAssertTrue(
            alone.contains(
                "@MainActor\nfinal class MainPanelSections: @preconcurrency FloatingPanelControllerDelegate {\n"),
            alone)
        XCTAssertTrue(
            alone.contains("/// It becomes the controller's delegate, which FloatingPanel holds weakly"), alone)
        XCTAssertFalse(alone.contains("sections?.floatingPanelDidChangeState"), alone)
    }

    func test_the_swiftui_export_sets_exactly_one_delegate_on_the_controller() throws {
        for (name, scene, recipes, sections) in try combinations() {
            let source = ExportFormat.swiftui.export(scene)
            // The modifier chooses among conditional layouts: no selector delegate in SwiftUI.
            let expected =
                recipes ? ["controller.delegate = delegate"] : sections ? ["controller.delegate = self"] : []
            XCTAssertEqual(lines(source, containing: "controller.delegate ="), expected, name)
            XCTAssertEqual(lines(source, containing: "fpc.delegate ="), [], name)
        }
    }

    func test_the_swiftui_recipes_delegate_forwards_state_changes_to_the_coordinator() throws {
        let source = ExportFormat.swiftui.export(try scene(conditional: true, recipes: true, sections: true))
        for expected in [
            "    weak var coordinator: MainPanelCoordinator?\n",
            """
                func floatingPanelDidChangeState(_ fpc: FloatingPanelController) {
                    surfaceTapGesture.isEnabled = [FloatingPanelState.tip].contains(fpc.state)
                    coordinator?.floatingPanelDidChangeState(fpc)
                }

            """,
            "final class MainPanelCoordinator: @preconcurrency FloatingPanelCoordinator {\n",
            "    let delegate = MainPanelDelegate()\n",
            "        delegate.coordinator = self\n        controller.delegate = delegate\n",
            "        Task { @MainActor [action] in action(.didChangeState(state)) }\n",
            "/// The controller's only delegate is `delegate` (a `MainPanelDelegate`, kept here since\n",
        ] {
            XCTAssertTrue(source.contains(expected), "missing:\n\(expected)\n\(source)")
        }
    }

    func test_every_combination_and_the_maps_scene_type_check_in_swift_5_and_6() throws {
        let compiler = try StubCompiler.shared()
        let maps = Repository.url("Configs/scenes/maps.json")
        let mapsScene = try ConfigLoader.loadScene(path: maps.path)
        // The shipped maps scene has recipes and blocks per state.
        XCTAssertFalse(mapsScene.panels[0].recipes.isEmpty)
        XCTAssertTrue(mapsScene.panels[0].content.hasStateDependentSections)
        var jobs: [(name: String, source: String)] = []
        for (name, scene) in try combinations().map({ ($0.name, $0.scene) }) + [("maps.json", mapsScene)] {
            for format in [ExportFormat.swift, .swiftui] {
                let source = format.export(scene)
                jobs.append(("\(name) \(format.rawValue)", source + MemberProbe.probes(for: source)))
            }
        }
        XCTAssertEqual(jobs.count, 18)
        for mode in ["5", "6"] {
            for (name, output) in compiler.typeCheck(jobs, languageMode: mode) {
                XCTFail("\(name) does not type-check in Swift \(mode) mode:\n\(output)")
            }
        }
    }
}
