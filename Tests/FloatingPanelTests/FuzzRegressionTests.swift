import FloatingPanel
import Foundation
import XCTest

/// Engine bugs the input fuzzer found (`InputFuzzer`), one test each, with the input
/// that showed them reduced to its core.
final class FuzzRegressionTests: XCTestCase {
    /// Found on `stocks.json`: the window resized to 0×0, then a reload gave the panel a layout
    /// without the state it was in; the state stayed `tip`, which the new layout lacks.
    func test_a_layout_replaced_in_an_empty_container_leaves_a_state_it_has() {
        let fpc = Fixtures.controller(layout: Fixtures.t3(), state: .tip)
        fpc.setContainer(size: .zero, safeAreaInsets: .zero)
        fpc.layout = FloatingPanelCustomLayout(
            position: .bottom, initialState: .half,
            anchors: [
                .full: FloatingPanelLayoutAnchor(absoluteInset: 20, edge: .top, referenceGuide: .superview),
                .half: FloatingPanelLayoutAnchor(absoluteInset: 250, edge: .bottom, referenceGuide: .superview),
            ])
        fpc.reresolveLayout()
        XCTAssertEqual(fpc.state, .half)
        XCTAssertTrue(fpc.validStates.contains(fpc.state))
    }

    /// Found on `scene.json`: a reload brought in a panel that showed animated; a finger caught
    /// the transition (decision F18), then `present` took the panel off the stage and put it back
    /// on top before the finger moved. The stage dropped the gesture without telling the panel,
    /// which rested where it was caught, between its anchors, for good.
    func test_a_panel_taken_off_the_stage_under_a_finger_still_settles_on_an_anchor() {
        let stage = FloatingPanelStage(containerSize: CGSize(width: 375, height: 667))
        let fpc = FloatingPanelController(layout: Fixtures.t3())
        stage.add(fpc)
        fpc.show(animated: true)
        for _ in 0..<3 { stage.step(1.0 / 60) }
        let grabber = fpc.grabberHandleFrame
        stage.touchDown(at: CGPoint(x: grabber.midX, y: grabber.midY), slop: 10, velocity: .zero)
        XCTAssertFalse(fpc.isTransitioning, "the touch caught the transition")
        stage.detach(fpc)
        stage.add(fpc)
        stage.touchUp(at: CGPoint(x: grabber.midX, y: grabber.midY), velocity: .zero)
        for _ in 0..<600 where stage.isAnimating { stage.step(1.0 / 60) }
        XCTAssertFalse(fpc.isDragging)
        XCTAssertEqual(fpc.surfaceLocation, fpc.surfaceLocation(for: fpc.state))
    }
}
