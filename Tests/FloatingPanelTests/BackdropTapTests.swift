import FloatingPanel
import Foundation
import XCTest

/// Docs/engine.md §9.3: a backdrop below UIKit's hit-test floor (alpha < 0.01) takes no taps.
final class BackdropTapTests: XCTestCase {
    private func controller(state: FloatingPanelState) -> FloatingPanelController {
        let fpc = Fixtures.controller(layout: FloatingPanelBottomLayout(), state: state)
        fpc.isBackdropTapToDismissEnabled = true
        return fpc
    }

    private func settle(_ fpc: FloatingPanelController) {
        for _ in 0..<600 where fpc.isAnimating { fpc.step(1.0 / 60) }
    }

    func test_a_tap_on_a_transparent_backdrop_dismisses_nothing() {
        let fpc = controller(state: .half)
        let recorder = EventRecorder()
        fpc.delegate = recorder
        XCTAssertEqual(fpc.backdropAlpha, 0)
        XCTAssertFalse(fpc.isBackdropHitTestable)
        XCTAssertFalse(fpc.tapBackdrop())
        settle(fpc)
        XCTAssertFalse(fpc.isRemoved)
        XCTAssertEqual(fpc.state, .half)
        XCTAssertEqual(recorder.events, [])
    }

    func test_a_tap_on_a_visible_backdrop_still_dismisses() {
        let fpc = controller(state: .full)
        XCTAssertEqual(fpc.backdropAlpha, 0.3)
        XCTAssertTrue(fpc.tapBackdrop())
        settle(fpc)
        XCTAssertTrue(fpc.isRemoved)
    }

    func test_the_floor_is_UIKit_s_hundredth() {
        let layout = FloatingPanelCustomLayout(
            position: .bottom, initialState: .half,
            anchors: [
                .full: FloatingPanelLayoutAnchor(absoluteInset: 20, edge: .top, referenceGuide: .superview),
                .half: FloatingPanelLayoutAnchor(absoluteInset: 250, edge: .bottom, referenceGuide: .superview),
            ], backdropAlphas: [.full: 0.01, .half: 0.009])
        let fpc = Fixtures.controller(layout: layout)
        fpc.isBackdropTapToDismissEnabled = true
        XCTAssertFalse(fpc.tapBackdrop(), "0.009 is below the floor")
        fpc.move(to: .full, animated: false)
        XCTAssertTrue(fpc.tapBackdrop(), "0.01 takes the tap")
    }

    func test_a_modal_panels_transparent_backdrop_blocks_the_tap_without_taking_it() {
        let stage = FloatingPanelStage(containerSize: CGSize(width: 375, height: 667))
        let fpc = FloatingPanelController(layout: FloatingPanelBottomLayout())
        fpc.isModal = true
        fpc.isBackdropTapToDismissEnabled = true
        stage.add(fpc)
        fpc.show()
        guard case .backdrop(let blocking) = stage.hitTest(CGPoint(x: 100, y: 50)) else {
            return XCTFail("the modal backdrop blocks what lies below")
        }
        XCTAssertTrue(blocking === fpc)
        XCTAssertFalse(fpc.tapBackdrop())
        XCTAssertFalse(fpc.isRemoved)
    }
}
