import FloatingPanel
import Foundation
import XCTest

/// Docs/engine.md §3.3–§3.6: anchor positions for every position × reference guide × anchor kind, in a
/// 400 × 800 container with safe insets (top 40, left 10, bottom 30, right 20), scale 2.
final class AnchorPositionTests: XCTestCase {
    private let insets = EdgeInsets(top: 40, left: 10, bottom: 30, right: 20)

    private func location(
        _ position: FloatingPanelPosition, _ anchor: FloatingPanelLayoutAnchoring,
        content: CGSize = CGSize(width: 100, height: 200)
    ) -> CGFloat {
        let layout = FloatingPanelCustomLayout(position: position, initialState: .full, anchors: [.full: anchor])
        let fpc = FloatingPanelController(layout: layout)
        fpc.contentSize = content
        fpc.setContainer(size: CGSize(width: 400, height: 800), safeAreaInsets: insets)
        fpc.show()
        return position.mainLocation(fpc.surfaceLocation)
    }

    func test_inset_anchors() {
        typealias Row = (UInt, FloatingPanelPosition, FloatingPanelLayoutAnchor, CGFloat)
        let rows: [Row] = [
            (#line, .bottom, .init(absoluteInset: 16, edge: .top, referenceGuide: .safeArea), 56),
            (#line, .bottom, .init(absoluteInset: 16, edge: .top, referenceGuide: .superview), 16),
            (#line, .bottom, .init(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea), 770 - 365),
            (#line, .bottom, .init(fractionalInset: 0.5, edge: .bottom, referenceGuide: .superview), 400),
            (#line, .bottom, .init(absoluteInset: -200, edge: .bottom, referenceGuide: .superview), 1000),
            (#line, .top, .init(absoluteInset: 16, edge: .bottom, referenceGuide: .safeArea), 754),
            (#line, .top, .init(fractionalInset: 0.25, edge: .top, referenceGuide: .safeArea), 40 + 182.5),
            (#line, .top, .init(absoluteInset: 60, edge: .top, referenceGuide: .superview), 60),
            (#line, .left, .init(absoluteInset: 300, edge: .left, referenceGuide: .safeArea), 310),
            (#line, .left, .init(fractionalInset: 0.5, edge: .left, referenceGuide: .superview), 200),
            (#line, .left, .init(absoluteInset: 20, edge: .right, referenceGuide: .safeArea), 360),
            (#line, .right, .init(absoluteInset: 300, edge: .right, referenceGuide: .safeArea), 80),
            (#line, .right, .init(fractionalInset: 0.5, edge: .right, referenceGuide: .safeArea), 380 - 185),
            (#line, .right, .init(absoluteInset: 0, edge: .left, referenceGuide: .superview), 0),
        ]
        for (line, position, anchor, expected) in rows {
            XCTAssertEqual(location(position, anchor), expected, line: line)
        }
    }

    func test_intrinsic_anchors() {
        // ℓ = the content's main length (no margins or padding): 200 for top/bottom, 100 for left/right.
        typealias Row = (UInt, FloatingPanelPosition, FloatingPanelIntrinsicLayoutAnchor, CGFloat)
        let rows: [Row] = [
            (#line, .bottom, .init(absoluteOffset: 0, referenceGuide: .safeArea), 800 - 30 - 200),
            (#line, .bottom, .init(fractionalOffset: 0.5, referenceGuide: .superview), 800 - 100),
            (#line, .top, .init(absoluteOffset: 0, referenceGuide: .safeArea), 40 + 200),
            (#line, .top, .init(absoluteOffset: 50, referenceGuide: .superview), 150),
            (#line, .left, .init(absoluteOffset: 0, referenceGuide: .safeArea), 110),
            (#line, .right, .init(fractionalOffset: 0.25, referenceGuide: .safeArea), 400 - 20 - 75),
        ]
        for (line, position, anchor, expected) in rows {
            XCTAssertEqual(location(position, anchor), expected, line: line)
        }
    }

    func test_adaptive_anchors() {
        typealias Row = (UInt, FloatingPanelPosition, FloatingPanelAdaptiveLayoutAnchor, CGSize, CGFloat)
        let tall = CGSize(width: 2000, height: 2000)
        let rows: [Row] = [
            (#line, .bottom, .init(absoluteOffset: 0, referenceGuide: .safeArea), CGSize(width: 100, height: 300), 470),
            // Bounded by the safe area: the content is capped to the guide, so the top stops at its edge.
            (
                #line, .bottom, .init(absoluteOffset: 0, referenceGuide: .safeArea, contentBoundingGuide: .safeArea),
                tall, 40
            ),
            (
                #line, .bottom, .init(absoluteOffset: 0, referenceGuide: .superview, contentBoundingGuide: .safeArea),
                tall, 70
            ),
            // Decision §16.2-7: top panels include the side inset.
            (#line, .top, .init(absoluteOffset: 0, referenceGuide: .safeArea), CGSize(width: 100, height: 300), 340),
            (
                #line, .top, .init(absoluteOffset: 0, referenceGuide: .safeArea, contentBoundingGuide: .superview),
                tall, 800
            ),
            (
                #line, .left, .init(fractionalOffset: 0.5, referenceGuide: .safeArea), CGSize(width: 200, height: 100),
                110
            ),
            (
                #line, .right, .init(absoluteOffset: 10, referenceGuide: .superview), CGSize(width: 200, height: 100),
                210
            ),
        ]
        for (line, position, anchor, content, expected) in rows {
            XCTAssertEqual(location(position, anchor, content: content), expected, line: line)
        }
    }

    func test_default_hidden_anchor_per_position() {
        let expectations: [(FloatingPanelPosition, CGFloat)] = [
            (.bottom, 900), (.top, -100), (.left, -100), (.right, 500),
        ]
        for (position, expected) in expectations {
            let edge: FloatingPanelReferenceEdge = position.isVertical ? .top : .left
            let layout = FloatingPanelCustomLayout(
                position: position, initialState: .full,
                anchors: [.full: FloatingPanelLayoutAnchor(absoluteInset: 100, edge: edge, referenceGuide: .superview)])
            let fpc = FloatingPanelController(layout: layout)
            fpc.setContainer(size: CGSize(width: 400, height: 800), safeAreaInsets: insets)
            XCTAssertEqual(position.mainLocation(fpc.surfaceLocation(for: .hidden)), expected, "\(position)")
        }
    }

    func test_cross_axis_placement() {
        let layout = FloatingPanelCustomLayout(
            position: .bottom, initialState: .full,
            anchors: [.full: FloatingPanelLayoutAnchor(absoluteInset: 100, edge: .top, referenceGuide: .superview)],
            crossAxis: FloatingPanelCrossAxisPlacement(alignment: .leading, width: 291, inset: 8))
        let fpc = FloatingPanelController(layout: layout)
        fpc.setContainer(size: CGSize(width: 400, height: 800), safeAreaInsets: insets)
        fpc.show()
        XCTAssertEqual(fpc.surfaceFrame.minX, 18)
        XCTAssertEqual(fpc.surfaceFrame.width, 291)
        let fill = Fixtures.controller(layout: FloatingPanelBottomLayout(), width: 400, height: 800, insets: insets)
        XCTAssertEqual(fill.surfaceFrame.minX, 10)
        XCTAssertEqual(fill.surfaceFrame.maxX, 380)
    }
}
