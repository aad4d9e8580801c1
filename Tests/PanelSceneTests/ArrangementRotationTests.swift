import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import XCTest

/// Rotation and resizing (Docs/engine.md §11.7, decisions F14 and §19-10).
final class ArrangementRotationTests: XCTestCase {
    typealias F = ArrangementFixtures

    /// Docs/engine.md §3.3 for `F.layout(position)` in `container`, rounded to quarter points (scale 4).
    private func expected(
        _ state: FloatingPanelState, _ position: FloatingPanelPosition, in container: SceneContainer
    ) -> CGFloat {
        let safe = CGRect(origin: .zero, size: container.size).inset(by: container.safeArea)
        let (start, end) = position.isVertical ? (safe.minY, safe.maxY) : (safe.minX, safe.maxX)
        let fromStart = position == .top || position == .left  // the panel's own edge is the start
        let raw: CGFloat
        switch state {
        case .full: raw = fromStart ? end - 16 : start + 16
        case .half: raw = fromStart ? start + (end - start) / 2 : end - (end - start) / 2
        default: raw = fromStart ? start + 69 : end - 69
        }
        return (raw * 4).rounded() / 4
    }

    func test_anchors_before_and_after_rotation_for_every_preset_and_position() {
        // The presets that turn into a landscape preset of their own (`desktop` has none).
        let portraits = DevicePreset.all.filter { DevicePreset.named($0.name + "-landscape") != nil }
        XCTAssertEqual(portraits.map(\.name), ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad", "pixel-8"])
        for preset in portraits {
            let landscape = DevicePreset.named(preset.name + "-landscape")!.container
            for position in FloatingPanelPosition.allCases {
                let runtime = F.runtime([F.panel(layouts: [F.layout(position)])], container: preset.container)
                let panel = runtime.panels[0]
                let label = "\(preset.name) \(position)"
                for (container, turn) in [(landscape, "landscape"), (preset.container, "portrait again")] {
                    runtime.rotate()
                    XCTAssertEqual(runtime.container, container, label)
                    XCTAssertEqual(panel.controller.safeAreaInsets, container.safeArea, label)
                    for state in [FloatingPanelState.full, .half, .tip] {
                        XCTAssertEqual(
                            F.anchor(panel, state), expected(state, position, in: container),
                            "\(label) \(turn) \(state)")
                    }
                    XCTAssertEqual(F.location(panel), expected(.half, position, in: container), "\(label) at rest")
                    // The default cross axis fills the safe area (Docs/engine.md §3.7).
                    let frame = panel.controller.surfaceFrame
                    let safe = CGRect(origin: .zero, size: container.size).inset(by: container.safeArea)
                    XCTAssertEqual(
                        position.isVertical ? frame.minX : frame.minY, position.isVertical ? safe.minX : safe.minY,
                        label)
                    XCTAssertEqual(
                        position.isVertical ? frame.width : frame.height,
                        position.isVertical ? safe.width : safe.height, label)
                }
            }
        }
    }

    func test_custom_container_turns_its_insets_and_comes_back() {
        let portrait = SceneContainer(
            size: CGSize(width: 400, height: 800), safeArea: EdgeInsets(top: 40, left: 1, bottom: 30, right: 2))
        let landscape = portrait.rotated()
        XCTAssertEqual(landscape.size, CGSize(width: 800, height: 400))
        XCTAssertEqual(landscape.safeArea, EdgeInsets(top: 2, left: 40, bottom: 1, right: 30))
        XCTAssertEqual(landscape.rotated(), portrait)
    }

    func test_running_spring_retargets_on_rotation_without_a_jump() {
        let runtime = F.runtime([F.panel()])
        let panel = runtime.panels[0]
        panel.controller.move(to: .full, animated: true)
        for _ in 0..<6 { runtime.stage.step(F.h) }
        let before = F.location(panel)
        let velocity = panel.controller.velocity
        XCTAssertTrue(panel.controller.isAttracting)
        runtime.rotate()
        XCTAssertEqual(F.location(panel), before, "the resize does not move the surface")
        XCTAssertEqual(panel.controller.velocity, velocity, "the spring keeps its velocity")
        XCTAssertTrue(panel.controller.isAttracting)
        var previous = before
        var largestStep: CGFloat = 0
        while panel.controller.isAttracting {
            runtime.stage.step(F.h)
            largestStep = max(largestStep, abs(F.location(panel) - previous))
            previous = F.location(panel)
        }
        XCTAssertEqual(panel.controller.state, .full)
        XCTAssertEqual(F.location(panel), 18, "FloatingPanelBottomLayout's full in iphone-15-landscape (top inset 0)")
        XCTAssertLessThan(largestStep, 60, "a spring's frames, no jump")
    }

    func test_show_transition_retargets_on_resize() {
        let runtime = F.runtime([F.panel()])
        let fpc = runtime.panels[0].controller
        fpc.hide()
        fpc.show(animated: true)
        for _ in 0..<4 { runtime.stage.step(F.h) }
        let before = fpc.surfaceLocation
        runtime.resize(to: CGSize(width: 393, height: 700), safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
        XCTAssertEqual(fpc.surfaceLocation, before)
        F.settle(runtime)
        XCTAssertEqual(fpc.surfaceLocation.y, 700 - 34 - 0.5 * (700 - 93))
    }

    func test_panel_at_rest_follows_a_window_resize() {
        let runtime = F.runtime([F.panel()])
        let panel = runtime.panels[0]
        runtime.resize(to: CGSize(width: 393, height: 700), safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
        XCTAssertFalse(runtime.stage.isAnimating, "decision F14: an idle panel is put on its anchor")
        XCTAssertEqual(F.location(panel), F.anchor(panel, .half))
    }
}
