import FloatingPanel
import Foundation
import XCTest

final class LayoutTests: XCTestCase {
    func test_t_3_positions_without_safe_area() {
        let fpc = Fixtures.controller(layout: Fixtures.t3())
        XCTAssertEqual(fpc.surfaceLocation(for: .full).y, 20)
        XCTAssertEqual(fpc.surfaceLocation(for: .half).y, 417)
        XCTAssertEqual(fpc.surfaceLocation(for: .tip).y, 607)
        XCTAssertEqual(fpc.surfaceLocation(for: .hidden).y, 767)
        XCTAssertEqual(fpc.surfaceMainLength, 647)
    }

    func test_t_3_positions_with_safe_area_guide() {
        let fpc = Fixtures.controller(
            layout: Fixtures.t3(guide: .safeArea), insets: EdgeInsets(top: 64, left: 0, bottom: 0, right: 34))
        XCTAssertEqual(fpc.surfaceLocation(for: .full).y, 84)
        XCTAssertEqual(fpc.surfaceLocation(for: .half).y, 417)
        XCTAssertEqual(fpc.surfaceLocation(for: .tip).y, 607)
        XCTAssertEqual(fpc.surfaceLocation(for: .hidden).y, 767)
    }

    func test_top_fixture_a_positions() {
        let fpc = Fixtures.controller(layout: Fixtures.topA())
        XCTAssertEqual(fpc.surfaceLocation(for: .full).y, 667)
        XCTAssertEqual(fpc.surfaceLocation(for: .half).y, 250)
        XCTAssertEqual(fpc.surfaceLocation(for: .tip).y, 60)
        XCTAssertEqual(fpc.surfaceLocation(for: .hidden).y, -100)
    }

    func test_default_bottom_layout_on_i_phone_sized_container() {
        let fpc = Fixtures.controller(
            layout: FloatingPanelBottomLayout(), width: 390, height: 844, insets: EdgeInsets(top: 47, bottom: 34),
            scale: 2)
        XCTAssertEqual(fpc.surfaceLocation(for: .full).y, 65)
        XCTAssertEqual(fpc.surfaceLocation(for: .half).y, 428.5, accuracy: 1e-9)
        XCTAssertEqual(fpc.surfaceLocation(for: .tip).y, 741)
        XCTAssertEqual(fpc.surfaceLocation(for: .hidden).y, 944)
        XCTAssertEqual(fpc.surfaceMainLength, 779)
        XCTAssertEqual(fpc.state, .half)
        XCTAssertEqual(fpc.surfaceLocation.y, 428.5, accuracy: 1e-9)
    }

    func test_display_scale_rounding() {
        XCTAssertEqual(roundToDisplayScale(333.222, scale: 3), 1000.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(roundToDisplayScale(-0.16666666666674246, scale: 3), 0)
        XCTAssertEqual(roundToDisplayScale(-0.16666666666674246, scale: 3).sign, .plus)
        XCTAssertEqual(roundToDisplayScale(0.33333333333374246, scale: 3), 1.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(roundToDisplayScale(-0.33333333333374246, scale: 3), -1.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(roundToDisplayScale(0.16666, scale: 2), 0)
        XCTAssertEqual(roundToDisplayScale(333.5, scale: 3), 1001.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(roundToDisplayScale(0.1666666666667, scale: 6), 1.0 / 6, accuracy: 1e-12)
    }

    func test_fit_to_bounds_size_follows_location() {
        let fpc = Fixtures.controller(layout: FloatingPanelBottomLayout(), state: .half)
        XCTAssertEqual(fpc.surfaceMainLength, 667 - fpc.surfaceLocation(for: .full).y)
        fpc.contentMode = .fitToBounds
        XCTAssertEqual(fpc.surfaceMainLength, 667 - fpc.surfaceLocation(for: .half).y)
        fpc.move(to: .tip, animated: false)
        XCTAssertEqual(fpc.surfaceMainLength, 667 - fpc.surfaceLocation(for: .tip).y)
    }

    func test_intrinsic_anchor_offsets_on_bottom_panel() {
        func location(_ anchor: FloatingPanelIntrinsicLayoutAnchor) -> CGFloat {
            let layout = FloatingPanelCustomLayout(position: .bottom, initialState: .full, anchors: [.full: anchor])
            let fpc = FloatingPanelController(layout: layout)
            fpc.contentSize = CGSize(width: 375, height: 420)
            fpc.setContainer(size: CGSize(width: 375, height: 667), safeAreaInsets: .zero)
            fpc.show()
            return fpc.surfaceLocation.y - 667
        }
        XCTAssertEqual(location(.init(absoluteOffset: 0)), -420)
        XCTAssertEqual(location(.init(absoluteOffset: 42)), -378)
        XCTAssertEqual(location(.init(fractionalOffset: 0.5)), -210)
        XCTAssertEqual(location(.init(fractionalOffset: 1.0)), 0)
    }

    func test_adaptive_anchor_capped_by_bounding_guide() {
        // Docs/engine.md §3.5 example: superview guide, safe-area bounding, offset 0, very tall content.
        let layout = FloatingPanelCustomLayout(
            position: .bottom, initialState: .full,
            anchors: [
                .full: FloatingPanelAdaptiveLayoutAnchor(
                    absoluteOffset: 0, referenceGuide: .superview, contentBoundingGuide: .safeArea)
            ])
        let fpc = FloatingPanelController(layout: layout)
        fpc.contentSize = CGSize(width: 390, height: 5000)
        fpc.setContainer(size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
        fpc.show()
        XCTAssertEqual(fpc.surfaceLocation.y, 47 + 34)
    }

    func test_segments_and_neighbours() {
        let fpc = Fixtures.controller(layout: Fixtures.t3())
        XCTAssertEqual(fpc.statesByCoordinate, [.full, .half, .tip])
        XCTAssertEqual(fpc.mostExpandedState, .full)
        XCTAssertEqual(fpc.leastExpandedState, .tip)
        let single = Fixtures.controller(
            layout: FloatingPanelCustomLayout(
                position: .bottom, initialState: .full,
                anchors: [.full: FloatingPanelLayoutAnchor(absoluteInset: 20, edge: .top, referenceGuide: .superview)]))
        XCTAssertEqual(single.mostExpandedState, .full)
        XCTAssertEqual(single.leastExpandedState, .hidden)
    }

    func test_grabber_geometry_for_each_position() {
        let bottom = Fixtures.controller(layout: Fixtures.t3(), state: .half)
        XCTAssertEqual(bottom.grabberHandleFrameInSurface, CGRect(x: 169.5, y: 6, width: 36, height: 5))
        XCTAssertTrue(bottom.grabberAreaContains(CGPoint(x: 0, y: 0)))
        XCTAssertTrue(bottom.grabberAreaContains(CGPoint(x: 187, y: -2)))
        XCTAssertFalse(bottom.grabberAreaContains(CGPoint(x: -2, y: 0)))
        let top = Fixtures.controller(layout: Fixtures.topA(), state: .tip)
        let h = top.surfaceFrame.height
        XCTAssertTrue(top.grabberAreaContains(CGPoint(x: 187, y: h + 2)))
        XCTAssertEqual(top.surfaceFrame, CGRect(x: 0, y: -607, width: 375, height: 667))
        XCTAssertEqual(top.containerViewFrameInSurface, CGRect(x: 0, y: -667, width: 375, height: 1334))
    }
}
