import FloatingPanel
import Foundation
import XCTest

/// Docs/engine.md §18.3: spring trajectories with h = 1/60, s = 3, default behavior.
final class SpringTests: XCTestCase {
    private let h: CGFloat = 1.0 / 60

    /// A bottom layout whose anchors sit exactly at `from` and `to` (absolute, superview).
    private func run(from: CGFloat, to: CGFloat, velocity: CGFloat) -> (steps: [(CGFloat, CGFloat)], final: CGFloat) {
        let layout = FloatingPanelCustomLayout(
            position: .bottom, initialState: .half,
            anchors: [
                .full: FloatingPanelLayoutAnchor(absoluteInset: min(from, to), edge: .top, referenceGuide: .superview),
                .half: FloatingPanelLayoutAnchor(absoluteInset: max(from, to), edge: .top, referenceGuide: .superview),
            ])
        let fpc = Fixtures.controller(layout: layout, height: 2000)
        let start: FloatingPanelState = from < to ? .full : .half
        fpc.move(to: start, animated: false)
        // Drag-free release: a pan that starts and ends with the given velocity and no translation.
        fpc.touchDown(at: CGPoint(x: 10, y: 10))
        fpc.handlePanelPan(.init(phase: .began, translation: .zero, velocity: .zero, location: CGPoint(x: 10, y: 10)))
        fpc.handlePanelPan(.init(phase: .changed, translation: .zero, velocity: .zero, location: CGPoint(x: 10, y: 10)))
        let target: FloatingPanelState = from < to ? .half : .full
        let recorder = TargetOverride(target: target)
        fpc.delegate = recorder
        fpc.handlePanelPan(
            .init(
                phase: .ended, translation: .zero, velocity: CGPoint(x: 0, y: velocity), location: CGPoint(x: 10, y: 10)
            ))
        var steps: [(CGFloat, CGFloat)] = []
        while fpc.isAttracting && steps.count < 1000 {
            fpc.step(h)
            steps.append((fpc.surfaceLocation.y, fpc.velocity))
        }
        return (steps, fpc.surfaceLocation.y)
    }

    private func assertStep(_ actual: (CGFloat, CGFloat), _ x: CGFloat, _ v: CGFloat, line: UInt = #line) {
        XCTAssertEqual(actual.0, x, accuracy: 1e-5, line: line)
        XCTAssertEqual(actual.1, v, accuracy: 1e-5, line: line)
    }

    func test_critically_damped_from_rest() {
        let result = run(from: 0 + 100, to: 100 + 100, velocity: 0)
        // Shifted by 100 so both anchors are inside the container; dynamics are translation-invariant.
        XCTAssertEqual(result.steps.count, 40)
        XCTAssertEqual(result.steps[0].0 - 100, 4.304836, accuracy: 1e-5)
        XCTAssertEqual(result.steps[0].1, 247.171202, accuracy: 1e-5)
        XCTAssertEqual(result.steps[1].0 - 100, 11.011771, accuracy: 1e-5)
        XCTAssertEqual(result.steps[2].1, 451.412593, accuracy: 1e-5)
        XCTAssertEqual(result.final, 200)
    }

    func test_underdamped_fast_release() {
        let result = run(from: 100, to: 200, velocity: -1500)
        XCTAssertEqual(result.steps.count, 33)
        XCTAssertEqual(result.steps[0].0 - 100, -13.246330, accuracy: 1e-5)
        XCTAssertEqual(result.steps[0].1, -755.015217, accuracy: 1e-5)
        XCTAssertEqual(result.steps[2].0 - 100, -13.364956, accuracy: 1e-5)
        XCTAssertEqual(result.steps[2].1, 193.862106, accuracy: 1e-5)
        XCTAssertEqual(result.final, 200)
    }

    func test_half_to_full_fast_release() {
        let result = run(from: 417, to: 20, velocity: -1500)
        XCTAssertEqual(result.steps.count, 32)
        assertStep(result.steps[0], 378.887683, -2172.328489)
        assertStep(result.steps[1], 334.502415, -2529.874613)
        XCTAssertEqual(result.final, 20)
    }

    func test_half_to_full_slow_release() {
        let result = run(from: 417, to: 20, velocity: -200)
        XCTAssertEqual(result.steps.count, 49)
        assertStep(result.steps[0], 397.816179, -1101.479329)
        assertStep(result.steps[1], 370.021409, -1595.895057)
        XCTAssertEqual(result.final, 20)
    }
}

/// Forces the drag's target, so a spring between two given anchors can be observed.
private final class TargetOverride: FloatingPanelControllerDelegate {
    let target: FloatingPanelState
    init(target: FloatingPanelState) { self.target = target }
    func floatingPanelWillEndDragging(
        _ fpc: FloatingPanelController, withVelocity velocity: CGPoint, targetState: inout FloatingPanelState
    ) { targetState = target }
}
