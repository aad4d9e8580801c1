import FloatingPanel
import Foundation
import PanelScene
import XCTest

@testable import Sandbox

/// The window's input rules without a window: velocity estimation, slop, routing, wheel.
final class PointerVelocityTests: XCTestCase {
    func test_steady_motion_gives_its_velocity() {
        var estimator = PointerVelocityEstimator()
        for frame in 0...10 {
            let t = Double(frame) / 120
            estimator.add(CGPoint(x: 10, y: 500 - 900 * t), at: t)
        }
        let velocity = estimator.velocity(at: 10.0 / 120)
        XCTAssertEqual(velocity.x, 0, accuracy: 1e-6)
        XCTAssertEqual(velocity.y, -900, accuracy: 1e-6)
    }

    func test_only_the_last_100ms_count() {
        var estimator = PointerVelocityEstimator()
        // Slow for half a second, then fast for the last 100 ms.
        for frame in 0...30 { estimator.add(CGPoint(x: 0, y: Double(frame)), at: Double(frame) / 60) }
        for frame in 1...6 { estimator.add(CGPoint(x: 0, y: 30 + 20 * Double(frame)), at: 0.5 + Double(frame) / 60) }
        XCTAssertEqual(estimator.velocity(at: 0.6).y, 1200, accuracy: 1e-6)
    }

    func test_noisy_samples_give_the_least_squares_slope() {
        var estimator = PointerVelocityEstimator()
        let samples: [(Double, CGFloat)] = [(0.00, 0), (0.02, 11), (0.04, 19), (0.06, 31), (0.08, 39)]
        for (t, y) in samples { estimator.add(CGPoint(x: 0, y: y), at: t) }
        // Slope of the least-squares line through the samples: Σ(t−t̄)(y−ȳ) / Σ(t−t̄)².
        XCTAssertEqual(estimator.velocity(at: 0.08).y, 490, accuracy: 1e-6)
    }

    func test_a_pointer_that_stops_before_lifting_has_no_velocity() {
        var estimator = PointerVelocityEstimator()
        for frame in 0...10 { estimator.add(CGPoint(x: 0, y: 20 * Double(frame)), at: Double(frame) / 60) }
        estimator.add(CGPoint(x: 0, y: 200), at: 10.0 / 60 + 0.3)
        XCTAssertEqual(estimator.velocity(at: 10.0 / 60 + 0.3), .zero)
    }

    func test_one_sample_has_no_velocity() {
        var estimator = PointerVelocityEstimator()
        estimator.add(CGPoint(x: 5, y: 5), at: 1)
        XCTAssertEqual(estimator.velocity(at: 1), .zero)
    }
}

final class PointerRouterTests: XCTestCase {
    private let container = CGSize(width: 390, height: 844)

    /// A stage with one default bottom panel (full 18, half 0.5, tip 69) shown at half.
    private func makeStage(configure: (FloatingPanelController) -> Void = { _ in }) -> (
        FloatingPanelStage, FloatingPanelController
    ) {
        let stage = FloatingPanelStage(containerSize: container)
        let panel = FloatingPanelController()
        configure(panel)
        stage.add(panel)
        panel.show(animated: false)
        return (stage, panel)
    }

    private func settle(_ stage: FloatingPanelStage) {
        for _ in 0..<600 where stage.isAnimating { stage.step(1.0 / 60) }
    }

    func test_a_drag_shorter_than_the_slop_does_not_move_the_panel() {
        let (stage, panel) = makeStage()
        let router = PointerRouter(stage: stage)
        let start = CGPoint(x: 195, y: panel.surfaceLocation.y + 10)
        router.pointerDown(at: start, time: 0)
        router.pointerMoved(to: CGPoint(x: 195, y: start.y - 9), time: 0.05)
        XCTAssertEqual(panel.surfaceLocation.y, 422)
        XCTAssertFalse(panel.isDragging)
    }

    func test_past_the_slop_the_panel_follows_only_the_motion_after_it() {
        let (stage, panel) = makeStage()
        let router = PointerRouter(stage: stage)
        let start = CGPoint(x: 195, y: panel.surfaceLocation.y + 10)
        router.pointerDown(at: start, time: 0)
        router.pointerMoved(to: CGPoint(x: 195, y: start.y - 11), time: 0.02)
        router.pointerMoved(to: CGPoint(x: 195, y: start.y - 41), time: 0.04)
        XCTAssertTrue(panel.isDragging)
        XCTAssertEqual(panel.surfaceLocation.y, 422 - 30, accuracy: 0.5)
    }

    func test_a_touch_on_a_moving_panel_catches_it_without_slop() {
        let (stage, panel) = makeStage()
        panel.move(to: .full, animated: true)
        for _ in 0..<5 { stage.step(1.0 / 60) }
        XCTAssertTrue(panel.isAttracting)
        let router = PointerRouter(stage: stage)
        let caughtAt = panel.surfaceLocation.y
        router.pointerDown(at: CGPoint(x: 195, y: caughtAt + 10), time: 0)
        XCTAssertFalse(panel.isAttracting, "caught at touch-down")
        router.pointerMoved(to: CGPoint(x: 195, y: caughtAt + 14), time: 0.02)
        XCTAssertTrue(panel.isDragging, "4 pt is enough while it moved")
    }

    func test_a_fling_up_releases_with_the_estimated_velocity_and_settles_at_full() {
        let (stage, panel) = makeStage()
        let router = PointerRouter(stage: stage)
        var y = panel.surfaceLocation.y + 10
        router.pointerDown(at: CGPoint(x: 195, y: y), time: 0)
        for frame in 1...12 {
            y -= 20
            router.pointerMoved(to: CGPoint(x: 195, y: y), time: Double(frame) / 120)
        }
        router.pointerUp(at: CGPoint(x: 195, y: y), time: 12.0 / 120)
        XCTAssertTrue(panel.isAttracting)
        XCTAssertLessThan(panel.velocity, -2000, "released at 2400 pt/s upward")
        settle(stage)
        XCTAssertEqual(panel.state, .full)
    }

    func test_wheel_over_the_panel_at_full_scrolls_its_content() {
        let (stage, panel) = makeStage()
        let scrollView = FloatingPanelScrollView(contentSize: CGSize(width: 390, height: 3000))
        panel.track(scrollView: scrollView)
        panel.move(to: .full, animated: false)
        let router = PointerRouter(stage: stage)
        router.wheel(at: CGPoint(x: 195, y: 400), delta: CGVector(dx: 0, dy: 120))
        XCTAssertEqual(scrollView.contentOffset.y, 120, accuracy: 0.001)
        XCTAssertEqual(panel.state, .full)
    }

    func test_wheel_over_the_main_content_scrolls_nothing() {
        let (stage, panel) = makeStage()
        let scrollView = FloatingPanelScrollView(contentSize: CGSize(width: 390, height: 3000))
        panel.track(scrollView: scrollView)
        panel.move(to: .full, animated: false)
        panel.move(to: .half, animated: false)
        let router = PointerRouter(stage: stage)
        router.wheel(at: CGPoint(x: 195, y: 100), delta: CGVector(dx: 0, dy: 120))
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }

    func test_a_click_on_the_map_passes_through_when_no_backdrop_shows() {
        let (stage, _) = makeStage()
        let router = PointerRouter(stage: stage)
        var taps: [CGPoint] = []
        router.onMainContentTap = { taps.append($0) }
        router.pointerDown(at: CGPoint(x: 100, y: 100), time: 0)
        router.pointerUp(at: CGPoint(x: 101, y: 100), time: 0.1)
        XCTAssertEqual(taps, [CGPoint(x: 101, y: 100)])
    }

    func test_a_visible_backdrop_swallows_clicks_and_a_tap_dismisses_when_enabled() {
        let (stage, panel) = makeStage { $0.isBackdropTapToDismissEnabled = true }
        panel.move(to: .full, animated: false)
        XCTAssertEqual(panel.backdropAlpha, 0.3, accuracy: 1e-9)
        let router = PointerRouter(stage: stage)
        var taps = 0
        router.onMainContentTap = { _ in taps += 1 }
        router.pointerDown(at: CGPoint(x: 100, y: 5), time: 0)
        router.pointerUp(at: CGPoint(x: 100, y: 5), time: 0.1)
        XCTAssertEqual(taps, 0, "the backdrop took the click")
        settle(stage)
        XCTAssertTrue(panel.isRemoved)
    }

    func test_a_click_on_a_transparent_backdrop_reaches_the_map_and_dismisses_nothing() {
        let (stage, panel) = makeStage { $0.isBackdropTapToDismissEnabled = true }
        XCTAssertEqual(panel.state, .half)
        XCTAssertEqual(panel.backdropAlpha, 0)
        let router = PointerRouter(stage: stage)
        var taps: [CGPoint] = []
        router.onMainContentTap = { taps.append($0) }
        router.pointerDown(at: CGPoint(x: 100, y: 5), time: 0)
        router.pointerUp(at: CGPoint(x: 100, y: 5), time: 0.1)
        XCTAssertEqual(taps, [CGPoint(x: 100, y: 5)], "the map took the click")
        settle(stage)
        XCTAssertFalse(panel.isRemoved)
        XCTAssertEqual(panel.state, .half)
    }

    func test_a_modal_panel_with_tap_to_dismiss_blocks_a_click_on_its_clear_backdrop_and_stays() {
        let (stage, panel) = makeStage {
            $0.isModal = true
            $0.isBackdropTapToDismissEnabled = true
        }
        XCTAssertEqual(panel.backdropAlpha, 0)
        let router = PointerRouter(stage: stage)
        var taps = 0
        router.onMainContentTap = { _ in taps += 1 }
        router.pointerDown(at: CGPoint(x: 100, y: 100), time: 0)
        router.pointerUp(at: CGPoint(x: 100, y: 100), time: 0.1)
        settle(stage)
        XCTAssertEqual(taps, 0, "the modal panel blocks the map")
        XCTAssertFalse(panel.isRemoved, "a transparent backdrop takes no tap")
    }

    func test_a_modal_panel_blocks_the_main_content_even_with_a_clear_backdrop() {
        let (stage, panel) = makeStage { $0.isModal = true }
        XCTAssertEqual(panel.backdropAlpha, 0)
        let router = PointerRouter(stage: stage)
        var taps = 0
        router.onMainContentTap = { _ in taps += 1 }
        router.pointerDown(at: CGPoint(x: 100, y: 100), time: 0)
        router.pointerUp(at: CGPoint(x: 100, y: 100), time: 0.1)
        XCTAssertEqual(taps, 0)
        XCTAssertFalse(panel.isRemoved, "tap-to-dismiss is off")
    }

    func test_a_click_on_a_surface_is_a_tap_there_a_drag_is_not() {
        let (stage, panel) = makeStage()
        let router = PointerRouter(stage: stage)
        var taps: [CGPoint] = []
        router.onSurfaceTap = { tapped, point in
            XCTAssertTrue(tapped === panel)
            taps.append(point)
        }
        let onSurface = CGPoint(x: 100, y: panel.surfaceLocation.y + 100)
        router.pointerDown(at: onSurface, time: 0)
        router.pointerUp(at: onSurface, time: 0.1)
        router.pointerDown(at: onSurface, time: 1)
        router.pointerMoved(to: CGPoint(x: 100, y: onSurface.y - 40), time: 1.05)
        router.pointerUp(at: CGPoint(x: 100, y: onSurface.y - 40), time: 1.1)
        XCTAssertEqual(taps, [onSurface])
    }

    func test_a_drag_on_the_map_is_not_a_tap() {
        let (stage, _) = makeStage()
        let router = PointerRouter(stage: stage)
        var taps = 0
        router.onMainContentTap = { _ in taps += 1 }
        router.pointerDown(at: CGPoint(x: 100, y: 100), time: 0)
        router.pointerMoved(to: CGPoint(x: 100, y: 140), time: 0.05)
        router.pointerUp(at: CGPoint(x: 100, y: 100), time: 0.1)
        XCTAssertEqual(taps, 0)
    }

    func test_typed_characters_map_to_the_windows_commands() {
        let table: [(Character, SandboxCommand?)] = [
            ("1", .number(1)), ("9", .number(9)), ("0", .number(10)), ("h", .hide), ("S", .show),
            (" ", .togglePause), (".", .stepOneFrame), ("[", .slower), ("]", .faster), ("o", .toggleOverlay),
            ("G", .togglePlot), ("r", .reload), ("p", .cyclePlatformGhosts), ("?", .toggleHelp), ("q", .quit),
            ("l", .togglePresetList), ("T", .rotate), ("k", .toggleKeyboard), ("+", .growContent),
            ("=", .growContent), ("-", .shrinkContent), ("e", .export), ("x", .toggleReleaseMap), ("z", nil),
        ]
        for (character, expected) in table {
            XCTAssertEqual(SandboxCommand(character: character), expected, "'\(character)'")
        }
    }
}
