import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import XCTest

/// Content that changes size: intrinsic and adaptive anchors re-resolve and the panel springs,
/// without a jump.
final class ArrangementContentTests: XCTestCase {
    typealias F = ArrangementFixtures

    private func intrinsicLayout() -> ConditionalLayout {
        ConditionalLayout(
            layout: FloatingPanelCustomLayout(
                position: .bottom, initialState: .full,
                anchors: [
                    .full: FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: 0, referenceGuide: .safeArea),
                    .half: FloatingPanelIntrinsicLayoutAnchor(fractionalOffset: 0.5, referenceGuide: .safeArea),
                ]))
    }

    func test_growing_content_springs_to_the_new_intrinsic_anchor() {
        let runtime = F.runtime([F.panel(layouts: [intrinsicLayout()], contentHeight: 300)])
        let panel = runtime.panels[0]
        XCTAssertEqual(F.location(panel), 818 - 300)
        panel.setContentSize(CGSize(width: 390, height: 400))
        XCTAssertEqual(F.location(panel), 818 - 300, "no jump: it starts where it was")
        XCTAssertTrue(panel.controller.isAttracting)
        XCTAssertEqual(F.anchor(panel, .full), 818 - 400)
        XCTAssertEqual(F.anchor(panel, .half), 818 - 200)
        F.settle(runtime)
        XCTAssertEqual(panel.controller.state, .full)
        XCTAssertEqual(F.location(panel), 818 - 400)
        XCTAssertEqual(panel.controller.surfaceFrame.height, 400 + 34, "the static size follows the content")
    }

    func test_rows_change_the_content_by_the_row_height() {
        let runtime = F.runtime([F.panel(layouts: [intrinsicLayout()], contentHeight: 340, rows: 5)])
        let panel = runtime.panels[0]
        panel.setContentRows(7)
        XCTAssertEqual(panel.config.content.rows, 7)
        XCTAssertEqual(panel.controller.contentSize.height, 340 + 2 * 56)
        F.settle(runtime)
        XCTAssertEqual(F.location(panel), 818 - 452)
        panel.setContentRows(-3)
        XCTAssertEqual(panel.config.content.rows, 0)
        XCTAssertEqual(panel.controller.contentSize.height, 340 - 5 * 56)
    }

    func test_content_change_during_a_spring_retargets_it() {
        let runtime = F.runtime([F.panel(layouts: [intrinsicLayout()], contentHeight: 300)])
        let panel = runtime.panels[0]
        panel.controller.move(to: .half, animated: true)
        for _ in 0..<5 { runtime.stage.step(F.h) }
        let before = F.location(panel)
        panel.setContentSize(CGSize(width: 390, height: 500))
        XCTAssertEqual(F.location(panel), before)
        F.settle(runtime)
        XCTAssertEqual(panel.controller.state, .half)
        XCTAssertEqual(F.location(panel), 818 - 250)
    }

    func test_growing_content_reorders_adaptive_detents() {
        let presentation = AdaptivePresentation(detents: [.adaptive, .medium])
        let runtime = F.runtime([F.panel(adaptive: presentation, contentHeight: 300)])
        let panel = runtime.panels[0]
        XCTAssertEqual(panel.controller.state, .half, "the content (300) is the smaller detent")
        XCTAssertEqual(F.location(panel), 818 - 300)
        panel.setContentSize(CGSize(width: 390, height: 500))
        XCTAssertEqual(F.location(panel), 818 - 300, "no jump")
        F.settle(runtime)
        XCTAssertEqual(panel.controller.state, .half, "the panel keeps its rank: now medium's")
        XCTAssertEqual(F.location(panel), 438.5)
        XCTAssertEqual(F.anchor(panel, .full), 818 - 500)
    }
}
