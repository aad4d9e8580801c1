import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import XCTest

@testable import Sandbox

/// The side bar says what a panel's delegate recipes did: a refused drag, a boundary holding a
/// drag, a tap that moved the panel.
final class RecipeReadoutTests: XCTestCase {
    private func runtime(_ behavior: String) throws -> SceneRuntime {
        let text = """
            { "container": { "width": 390, "height": 844, "safeArea": { "top": 47, "bottom": 34 } },
              "panels": [ { "id": "main", "behavior": \(behavior) } ] }
            """
        let scene = try ConfigLoader.loadScene(data: Data(text.utf8), path: "/tmp/readout.json", files: .inMemory([:]))
        let runtime = SceneRuntime(scene: scene, defaultDisplayScale: 3)
        runtime.showAll()
        return runtime
    }

    private func texts(_ panel: PanelRuntime) -> [String] {
        RecipeReadout.lines(for: panel).map(\.text)
    }

    func test_a_panel_without_recipes_adds_no_line() throws {
        let runtime = try runtime("{}")
        XCTAssertEqual(texts(runtime.panels[0]), [])
    }

    func test_the_settings_then_the_boundary_holding_a_drag_then_the_refusal() throws {
        let runtime = try runtime(
            #"{ "moveBoundary": { "expanded": 6 }, "draggableStates": ["half"], "surfaceTap": { "in": ["tip"], "moveTo": "half" } }"#
        )
        let panel = runtime.panels[0]
        XCTAssertEqual(
            texts(panel), ["boundary: 6 pt expanded · open collapsed", "drags begin in half", "tap in tip → half"])
        // Half's grabber is at y 428.67 + 6; drag it 500 pt up: held at full − 6 = 59.
        let stage = runtime.stage
        // The first move starts the pan; the translation counts from there.
        stage.touchDown(at: CGPoint(x: 195, y: 435))
        stage.touchMoved(to: CGPoint(x: 195, y: 435), velocity: .zero)
        stage.touchMoved(to: CGPoint(x: 195, y: -65), velocity: CGPoint(x: 0, y: -1000))
        XCTAssertEqual(panel.controller.surfaceLocation.y, 59)
        XCTAssertEqual(
            RecipeReadout.lines(for: panel).last, .init(text: "boundary holds the drag past expanded", isLive: true))
        stage.touchUp(at: CGPoint(x: 195, y: -65), velocity: CGPoint(x: 0, y: -1000))
        for _ in 0..<120 { runtime.stage.step(1.0 / 60) }
        XCTAssertEqual(panel.controller.state, .full)
        XCTAssertEqual(texts(panel).last, "last: boundary held a drag past expanded")
        stage.touchDown(at: CGPoint(x: 195, y: 70))
        stage.touchMoved(to: CGPoint(x: 195, y: 70), velocity: .zero)
        stage.touchMoved(to: CGPoint(x: 195, y: 300), velocity: CGPoint(x: 0, y: 1000))
        XCTAssertEqual(texts(panel).last, "last: drag refused in full")
    }
}
