import FloatingPanel
import Foundation
import XCTest

/// Docs/engine.md §7.6: target state selection, rows taken from FloatingPanel's own tests.
final class TargetStateTests: XCTestCase {
    private typealias Row = (line: UInt, location: CGFloat, velocity: CGFloat, expected: FloatingPanelState)

    private func check(_ fpc: FloatingPanelController, _ rows: [Row]) {
        for start in [FloatingPanelState.full, .half, .tip] where fpc.validStates.contains(start) {
            fpc.move(to: start, animated: false)
            for row in rows {
                XCTAssertEqual(
                    fpc.targetState(from: row.location, velocity: row.velocity), row.expected,
                    "from \(start), at \(row.location), v \(row.velocity)", line: row.line)
            }
        }
    }

    func test_t_3_without_projection() {
        let fpc = Fixtures.controller(layout: Fixtures.t3())
        let (full, half, tip): (CGFloat, CGFloat, CGFloat) = (20, 417, 607)
        check(
            fpc,
            [
                (#line, full - 500, -100, .full), (#line, full - 500, 0, .full), (#line, full - 500, 100, .full),
                (#line, full - 10, 3000, .half),  // blocked at half
                (#line, full, -100, .full), (#line, full, 0, .full), (#line, full, 100, .full),
                (#line, full, 500, .half),  // projected
                (#line, full, 1000, .half), (#line, full, 3000, .half),  // blocked
                (#line, full + 10, 100, .full),  // redirect
                (#line, half - 10, -100, .half),
                (#line, half, -1000, .full), (#line, half, -3000, .full),
                (#line, half, -100, .half), (#line, half, 0, .half), (#line, half, 100, .half),
                (#line, half, 1000, .tip),
                (#line, half + 10, 100, .half),
                (#line, tip - 10, -100, .tip),
                (#line, tip, -500, .half),
                (#line, tip, -1000, .half), (#line, tip, -3000, .half),  // blocked
                (#line, tip, -100, .tip), (#line, tip, 0, .tip), (#line, tip, 100, .tip),
                (#line, tip + 500, -100, .tip), (#line, tip + 500, 0, .tip), (#line, tip + 500, 100, .tip),
            ])
    }

    func test_t_3_with_projection() {
        let behavior = FloatingPanelCustomBehavior(momentumProjection: .always)
        let fpc = Fixtures.controller(layout: Fixtures.t3(), behavior: behavior)
        let (full, half, tip): (CGFloat, CGFloat, CGFloat) = (20, 417, 607)
        check(
            fpc,
            [
                (#line, full, 1000, .tip), (#line, full, 3000, .tip), (#line, full - 10, 3000, .tip),
                (#line, half, 1000, .tip), (#line, half, -1000, .full),
                (#line, tip, -1000, .full), (#line, tip, -3000, .full), (#line, tip + 10, -3000, .full),
            ])
    }

    private func twoAnchorLayout(second: FloatingPanelState, secondAnchor: FloatingPanelLayoutAnchor)
        -> FloatingPanelCustomLayout
    {
        FloatingPanelCustomLayout(
            position: .bottom, initialState: .full,
            anchors: [
                .full: FloatingPanelLayoutAnchor(absoluteInset: 20, edge: .top, referenceGuide: .superview),
                second: secondAnchor,
            ])
    }

    func test_two_anchor_fixture() {
        let fpc = Fixtures.controller(
            layout: twoAnchorLayout(
                second: .half, secondAnchor: .init(absoluteInset: 250, edge: .bottom, referenceGuide: .superview)))
        let (full, half): (CGFloat, CGFloat) = (20, 417)
        check(
            fpc,
            [
                (#line, full, 1000, .half), (#line, full - 10, 1000, .half), (#line, half, -1000, .full),
                (#line, half + 10, -1000, .full), (#line, half, 1000, .half),
            ])
    }

    func test_hidden_anchor_replaces_half() {
        let fpc = Fixtures.controller(
            layout: twoAnchorLayout(
                second: .hidden, secondAnchor: .init(absoluteInset: 0, edge: .bottom, referenceGuide: .superview)))
        let (full, hidden): (CGFloat, CGFloat) = (20, 667)
        fpc.move(to: .full, animated: false)
        XCTAssertEqual(fpc.targetState(from: full, velocity: 1000), .hidden)
        XCTAssertEqual(fpc.targetState(from: full - 10, velocity: 1000), .hidden)
        XCTAssertEqual(fpc.targetState(from: hidden, velocity: -1000), .full)
        XCTAssertEqual(fpc.targetState(from: hidden + 10, velocity: -1000), .full)
        XCTAssertEqual(fpc.targetState(from: hidden, velocity: 1000), .hidden)
    }

    func test_half_tip_hidden_with_projection() {
        let layout = FloatingPanelCustomLayout(
            position: .bottom, initialState: .half,
            anchors: [
                .half: FloatingPanelLayoutAnchor(absoluteInset: 250, edge: .bottom, referenceGuide: .superview),
                .tip: FloatingPanelLayoutAnchor(absoluteInset: 60, edge: .bottom, referenceGuide: .superview),
                .hidden: FloatingPanelLayoutAnchor(absoluteInset: 0, edge: .bottom, referenceGuide: .superview),
            ])
        let fpc = Fixtures.controller(
            layout: layout, behavior: FloatingPanelCustomBehavior(momentumProjection: .always))
        let (half, tip): (CGFloat, CGFloat) = (417, 607)
        fpc.move(to: .half, animated: false)
        XCTAssertEqual(fpc.targetState(from: half, velocity: 385), .tip)
        XCTAssertEqual(fpc.targetState(from: half, velocity: 1000), .hidden)
        XCTAssertEqual(fpc.targetState(from: tip, velocity: -3000), .half)
        XCTAssertEqual(fpc.targetState(from: tip, velocity: 1000), .hidden)
        XCTAssertEqual(fpc.targetState(from: tip - 10, velocity: 10), .tip)
        XCTAssertEqual(fpc.targetState(from: tip + 10, velocity: 10), .tip)
    }

    func test_zero_base_projects_nowhere() {
        let layout = FloatingPanelCustomLayout(
            position: .bottom, initialState: .full,
            anchors: [
                .full: FloatingPanelLayoutAnchor(absoluteInset: 100, edge: .top, referenceGuide: .superview),
                .half: FloatingPanelLayoutAnchor(absoluteInset: 100, edge: .top, referenceGuide: .superview),
            ])
        let fpc = Fixtures.controller(layout: layout)
        let target = fpc.targetState(from: 100, velocity: 5000)
        XCTAssertTrue(target == .full || target == .half)
    }
}
