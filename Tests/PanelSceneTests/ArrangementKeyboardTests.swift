import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import XCTest

/// The simulated software keyboard and per-panel safe areas.
final class ArrangementKeyboardTests: XCTestCase {
    typealias F = ArrangementFixtures

    /// iphone-15 (bottom inset 34) with an avoiding and a non-avoiding panel at `tip`.
    private func twoPanels() -> (SceneRuntime, avoid: PanelRuntime, stay: PanelRuntime) {
        let layout = F.layout(.bottom, initialState: .tip)
        let runtime = F.runtime([
            F.panel(id: "avoid", layouts: [layout], keyboard: .avoid),
            F.panel(id: "stay", layouts: [layout], keyboard: .none),
        ])
        return (runtime, runtime.panel(id: "avoid")!, runtime.panel(id: "stay")!)
    }

    func test_avoiding_panel_moves_up_by_the_keyboard_above_the_inset() {
        let (runtime, avoid, stay) = twoPanels()
        XCTAssertEqual(F.location(avoid), 852 - 34 - 69)
        runtime.setKeyboardHeight(336)
        XCTAssertEqual(F.location(avoid), 852 - 34 - 69 - (336 - 34), "tip moves up by 336 − 34")
        XCTAssertEqual(F.anchor(avoid, .full), 59 + 16, "anchors on the safe area's top stay")
        XCTAssertEqual(avoid.controller.safeAreaInsets.bottom, 336)
        XCTAssertEqual(F.location(stay), 852 - 34 - 69, "a .none panel does not move")
        XCTAssertEqual(stay.controller.safeAreaInsets.bottom, 34)
        XCTAssertFalse(runtime.stage.isAnimating, "a panel at rest follows its anchors")
        runtime.setKeyboardHeight(0)
        XCTAssertEqual(F.location(avoid), 852 - 34 - 69)
    }

    func test_keyboard_lower_than_the_inset_changes_nothing() {
        let (runtime, avoid, _) = twoPanels()
        runtime.setKeyboardHeight(20)
        XCTAssertEqual(F.location(avoid), 852 - 34 - 69)
    }

    func test_animated_keyboard_is_followed_frame_by_frame() {
        let (runtime, avoid, _) = twoPanels()
        var elapsed = 0.0
        while elapsed < SoftwareKeyboard.animationDuration + 0.05 {
            elapsed += Double(F.h)
            runtime.stage.step(F.h)
            runtime.setKeyboardHeight(SoftwareKeyboard.height(from: 0, to: 336, elapsed: elapsed))
            XCTAssertEqual(F.location(avoid), F.anchor(avoid, .tip), "on its anchor every frame")
        }
        XCTAssertEqual(runtime.keyboardHeight, 336)
        XCTAssertEqual(F.location(avoid), 852 - 336 - 69)
    }

    func test_running_spring_retargets_while_the_keyboard_slides_in() {
        let (runtime, avoid, _) = twoPanels()
        avoid.controller.move(to: .half, animated: true)
        var elapsed = 0.0
        while avoid.controller.isAttracting {
            elapsed += Double(F.h)
            runtime.stage.step(F.h)
            let before = F.location(avoid)
            runtime.setKeyboardHeight(SoftwareKeyboard.height(from: 0, to: 336, elapsed: elapsed))
            XCTAssertEqual(F.location(avoid), before, "a keyboard frame never moves the surface by itself")
        }
        XCTAssertEqual(avoid.controller.state, .half)
        XCTAssertEqual(F.location(avoid), 516 - 0.5 * (516 - 59), "half of the safe area above the keyboard")
    }

    func test_keyboard_heights_per_device() {
        let heights: [(String, CGFloat)] = [
            ("iphone-se", 260), ("iphone-se-landscape", 200), ("iphone-15", 336), ("iphone-15-landscape", 209),
            ("iphone-15-pro-max", 346), ("iphone-15-pro-max-landscape", 219), ("ipad", 320), ("ipad-landscape", 398),
            // Presets without a keyboard of their own take their device class's: a phone's, a tablet's.
            ("pixel-8", 336), ("pixel-8-landscape", 209), ("desktop", 398),
        ]
        XCTAssertEqual(heights.map(\.0), DevicePreset.all.map(\.name), "every preset has a keyboard")
        for (name, height) in heights {
            XCTAssertEqual(SoftwareKeyboard.height(for: DevicePreset.named(name)!.container), height, name)
        }
        XCTAssertEqual(SoftwareKeyboard.height(for: SceneContainer(size: CGSize(width: 1000, height: 700))), 398)
        XCTAssertEqual(SoftwareKeyboard.height(for: SceneContainer(size: CGSize(width: 400, height: 700))), 336)
        XCTAssertEqual(SoftwareKeyboard.height(from: 0, to: 300, elapsed: 0), 0)
        XCTAssertEqual(SoftwareKeyboard.height(from: 0, to: 300, elapsed: 0.125), 300 * 0.875)
        XCTAssertEqual(SoftwareKeyboard.height(from: 300, to: 0, elapsed: 1), 0)
    }

    func test_rotation_keeps_a_shown_keyboard_at_its_new_height() {
        let (runtime, avoid, _) = twoPanels()
        runtime.setKeyboardHeight(336)
        runtime.rotate()
        XCTAssertEqual(runtime.keyboardHeight, 209)
        XCTAssertEqual(avoid.controller.safeAreaInsets, EdgeInsets(top: 0, left: 59, bottom: 209, right: 59))
        XCTAssertEqual(F.location(avoid), 393 - 209 - 69)
    }

    func test_adaptive_height_detent_is_capped_above_the_keyboard() {
        let presentation = AdaptivePresentation(detents: [.height(600), .large])
        let runtime = F.runtime([F.panel(adaptive: presentation, keyboard: .avoid)])
        let panel = runtime.panels[0]
        XCTAssertEqual(F.location(panel), 818 - 600)
        runtime.setKeyboardHeight(336)
        XCTAssertEqual(F.location(panel), 59, "600 pt no longer fit above the keyboard: the safe area's top")
    }
}
