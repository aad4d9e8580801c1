import FloatingPanel
import Foundation
import PanelScene
import XCTest

@testable import PanelConfig
@testable import PanelLive

/// A reload keeps what the user is doing: states, springs, drags and scroll offsets survive it,
/// and panels come and go animated. Scenes are loaded from memory; the stage is
/// driven frame by frame as the window drives it.
final class WatchMotionTests: XCTestCase {
    private static let scenePath = "/scene/scene.json"

    /// A scene whose panel "main" uses `layout`; `extra` adds a panel "detail" on top.
    private func scene(_ layout: String, extra: Bool = false) throws -> ResolvedScene {
        try ConfigLoader.loadScene(
            path: Self.scenePath,
            files: .inMemory([
                Self.scenePath: SceneFolder.scene(extraPanel: extra),
                "/scene/layouts/layout.json": layout,
                "/scene/behavior.json": "{}",
            ]))
    }

    /// The bottom layout of the tests with each state's inset given (nil leaves the state out).
    private func layout(full: Int? = 16, half: Double? = 0.5, tip: Int? = 69, initial: String = "half") -> String {
        var anchors: [String] = []
        if let full { anchors.append(#""full": { "absoluteInset": \#(full), "edge": "top" }"#) }
        if let half { anchors.append(#""half": { "fractionalInset": \#(half), "edge": "bottom" }"#) }
        if let tip { anchors.append(#""tip": { "absoluteInset": \#(tip), "edge": "bottom" }"#) }
        let anchorList = anchors.joined(separator: ", ")
        return #"{ "position": "bottom", "initialState": "\#(initial)", "anchors": { \#(anchorList) } }"#
    }

    private func runtime(_ layout: String) throws -> (SceneRuntime, FloatingPanelController) {
        let runtime = SceneRuntime(scene: try scene(layout))
        runtime.showAll()
        return (runtime, runtime.panel(id: "main")!.controller)
    }

    private func y(_ fpc: FloatingPanelController) -> CGFloat { fpc.surfaceLocation.y }
    private func y(_ fpc: FloatingPanelController, _ state: FloatingPanelState) -> CGFloat {
        fpc.surfaceLocation(for: state).y
    }

    func test_idle_panel_keeps_its_state_and_springs_to_its_new_position() throws {
        let (runtime, fpc) = try runtime(layout())
        let before = y(fpc)
        runtime.reload(try scene(layout(half: 0.3)))
        XCTAssertEqual(y(fpc), before, "no jump")
        XCTAssertEqual(fpc.state, .half)
        XCTAssertTrue(fpc.isAttracting)
        settle(runtime.stage)
        XCTAssertEqual(y(fpc), y(fpc, .half))
        XCTAssertGreaterThan(y(fpc), before, "showing 0.3 of the safe area is lower than 0.5")
    }

    func test_reload_during_a_drag_keeps_the_surface_under_the_finger() throws {
        let (runtime, fpc) = try runtime(layout())
        let stage = runtime.stage
        let start = fpc.grabberHandleFrame.origin
        stage.touchDown(at: start)
        for k in 1...5 {
            stage.step(1.0 / 60)
            stage.touchMoved(to: CGPoint(x: start.x, y: start.y - CGFloat(k * 10)), velocity: CGPoint(x: 0, y: -600))
        }
        let during = y(fpc)
        runtime.reload(try scene(layout(full: 100, half: 0.4)))
        XCTAssertTrue(fpc.isDragging, "the drag goes on")
        XCTAssertEqual(y(fpc), during, "no jump")
        stage.step(1.0 / 60)
        stage.touchMoved(to: CGPoint(x: start.x, y: start.y - 60), velocity: CGPoint(x: 0, y: -600))
        XCTAssertEqual(y(fpc), during - 10, accuracy: 1e-9, "the finger's next 10 pt move the surface 10 pt")
        stage.touchUp(at: CGPoint(x: start.x, y: start.y - 60), velocity: CGPoint(x: 0, y: -600))
        settle(stage)
        XCTAssertEqual(y(fpc), y(fpc, fpc.state), "settles on an anchor of the new layout")
        XCTAssertEqual(y(fpc, .full), 147)
    }

    func test_reload_during_a_spring_keeps_its_location_and_velocity() throws {
        let (runtime, fpc) = try runtime(layout())
        fpc.move(to: .full, animated: true)
        for _ in 0..<6 { runtime.stage.step(1.0 / 60) }
        let (location, velocity) = (y(fpc), fpc.velocity)
        XCTAssertLessThan(velocity, -100, "well under way")
        runtime.reload(try scene(layout(full: 200)))
        XCTAssertTrue(fpc.isAttracting)
        XCTAssertEqual(y(fpc), location)
        XCTAssertEqual(fpc.velocity, velocity, "the spring goes on, retargeted")
        XCTAssertEqual(fpc.state, .full)
        settle(runtime.stage)
        XCTAssertEqual(y(fpc), y(fpc, .full))
        XCTAssertEqual(y(fpc), 247)
    }

    func test_a_state_that_disappeared_falls_back_to_the_new_initial_state() throws {
        let (runtime, fpc) = try runtime(layout())
        fpc.move(to: .tip, animated: false)
        let before = y(fpc)
        runtime.reload(try scene(layout(tip: nil, initial: "full")))
        XCTAssertEqual(fpc.state, .full)
        XCTAssertEqual(y(fpc), before, "no jump")
        settle(runtime.stage)
        XCTAssertEqual(y(fpc), y(fpc, .full))
    }

    func test_a_spring_toward_a_state_that_disappeared_turns_to_the_new_initial_state() throws {
        let (runtime, fpc) = try runtime(layout())
        fpc.move(to: .tip, animated: true)
        for _ in 0..<4 { runtime.stage.step(1.0 / 60) }
        runtime.reload(try scene(layout(tip: nil)))
        XCTAssertEqual(fpc.state, .half)
        settle(runtime.stage)
        XCTAssertEqual(y(fpc), y(fpc, .half))
    }

    func test_scroll_offset_is_kept() throws {
        let (runtime, fpc) = try runtime(layout())
        fpc.move(to: .full, animated: false)
        let scrollView = try XCTUnwrap(runtime.panel(id: "main")?.scrollView)
        fpc.scrollContent(by: 300)
        let offset = scrollView.contentOffset
        XCTAssertGreaterThan(offset.y, 200)
        runtime.reload(try scene(layout(full: 40, half: 0.45)))
        XCTAssertEqual(scrollView.contentOffset, offset)
        settle(runtime.stage)
        XCTAssertEqual(scrollView.contentOffset, offset)
    }

    func test_added_panel_appears_animated_and_removed_one_hides_then_leaves() throws {
        let (runtime, _) = try runtime(layout())
        runtime.reload(try scene(layout(), extra: true))
        let detail = try XCTUnwrap(runtime.panel(id: "detail")?.controller)
        XCTAssertTrue(detail.isTransitioning, "shows animated")
        XCTAssertTrue(runtime.stage.panels.last === detail, "on top, as listed")
        settle(runtime.stage)
        XCTAssertEqual(detail.state, .half)
        XCTAssertEqual(y(detail), y(detail, .half))

        runtime.reload(try scene(layout()))
        XCTAssertNil(runtime.panel(id: "detail"))
        XCTAssertTrue(runtime.stage.panels.contains { $0 === detail }, "still on stage while it hides")
        XCTAssertEqual(runtime.panelsInStageOrder.map(\.id), ["main", "detail"])
        XCTAssertTrue(detail.isTransitioning)
        settle(runtime.stage)
        XCTAssertFalse(runtime.stage.panels.contains { $0 === detail }, "detached once hidden")
        XCTAssertEqual(runtime.departingPanels.count, 0)
    }

    func test_reload_during_a_show_transition_keeps_it_going_to_the_new_anchor() throws {
        let runtime = SceneRuntime(scene: try scene(layout()))
        let fpc = runtime.panel(id: "main")!.controller
        fpc.show(animated: true)
        for _ in 0..<5 { runtime.stage.step(1.0 / 60) }
        let (location, velocity) = (y(fpc), fpc.velocity)
        runtime.reload(try scene(layout(half: 0.6)))
        XCTAssertTrue(fpc.isTransitioning)
        XCTAssertEqual(y(fpc), location)
        XCTAssertEqual(fpc.velocity, velocity)
        settle(runtime.stage)
        XCTAssertEqual(y(fpc), y(fpc, .half))
    }

    func test_reordered_panels_are_restacked() throws {
        let (runtime, main) = try runtime(layout())
        runtime.reload(try scene(layout(), extra: true))
        let reordered = try scene(layout(), extra: true)
        runtime.reload(
            ResolvedScene(
                path: reordered.path, name: reordered.name, container: reordered.container,
                displayScale: reordered.displayScale, background: reordered.background,
                panels: reordered.panels.reversed(), referencedFiles: reordered.referencedFiles))
        XCTAssertEqual(runtime.panels.map(\.id), ["detail", "main"])
        XCTAssertTrue(runtime.stage.panels.last === main)
    }

    func test_changing_the_position_restarts_at_the_state_without_na_n() throws {
        let (runtime, fpc) = try runtime(layout())
        let top = layout().replacingOccurrences(of: #""position": "bottom""#, with: #""position": "top""#)
            .replacingOccurrences(of: #""edge": "top""#, with: #""edge": "x""#)
            .replacingOccurrences(of: #""edge": "bottom""#, with: #""edge": "top""#)
            .replacingOccurrences(of: #""edge": "x""#, with: #""edge": "bottom""#)
        runtime.reload(try scene(top))
        XCTAssertEqual(fpc.position, .top)
        XCTAssertEqual(fpc.state, .half)
        XCTAssertEqual(y(fpc), y(fpc, .half))
        settle(runtime.stage)
    }
}
