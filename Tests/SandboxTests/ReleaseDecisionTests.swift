import FloatingPanel
import Foundation
import XCTest

@testable import Sandbox

/// The overlay's restatement of Docs/engine.md §7.6 must pick the engine's target, on the engine document's own tables.
final class ReleaseDecisionTests: XCTestCase {
    /// Bottom "T3" fixture on 375 × 667: full 20, half 417, tip 607 (Docs/engine.md §7.6).
    private func t3(projectingMomentum: Bool = false) -> FloatingPanelController {
        let layout = FloatingPanelCustomLayout(
            position: .bottom, initialState: .half,
            anchors: [
                .full: FloatingPanelLayoutAnchor(absoluteInset: 20, edge: .top, referenceGuide: .superview),
                .half: FloatingPanelLayoutAnchor(absoluteInset: 250, edge: .bottom, referenceGuide: .superview),
                .tip: FloatingPanelLayoutAnchor(absoluteInset: 60, edge: .bottom, referenceGuide: .superview),
            ])
        let behavior = FloatingPanelCustomBehavior(momentumProjection: projectingMomentum ? .always : .never)
        let panel = FloatingPanelController(layout: layout, behavior: behavior)
        panel.setContainer(size: CGSize(width: 375, height: 667), safeAreaInsets: .zero)
        panel.show()
        return panel
    }

    func test_targets_matchTheEngineAndItsDocumentedTables() throws {
        let (full, half, tip): (CGFloat, CGFloat, CGFloat) = (20, 417, 607)
        let rows: [(line: UInt, location: CGFloat, velocity: CGFloat, expected: FloatingPanelState)] = [
            (#line, full - 500, 100, .full),  // far above
            (#line, full - 10, 3000, .half),  // blocked at half
            (#line, full, 500, .half),  // projected
            (#line, full, 3000, .half),  // blocked
            (#line, full + 10, 100, .full),  // redirect
            (#line, half, -1000, .full),
            (#line, half, 100, .half),
            (#line, half, 1000, .tip),
            (#line, tip, -500, .half),
            (#line, tip, -3000, .half),  // blocked
            (#line, tip + 500, -100, .tip),  // far below
        ]
        let panel = t3()
        for row in rows {
            let decision = try XCTUnwrap(ReleaseDecision(panel: panel, location: row.location, velocity: row.velocity))
            XCTAssertEqual(decision.target, row.expected, line: row.line)
            XCTAssertEqual(
                decision.target, panel.targetState(from: row.location, velocity: row.velocity), "engine", line: row.line
            )
        }
    }

    func test_withMomentumProjection_aFlingSkipsAnchors_likeTheEngine() throws {
        let panel = t3(projectingMomentum: true)
        for (location, velocity, expected) in [
            (CGFloat(20), CGFloat(1000), FloatingPanelState.tip), (607, -3000, .full),
        ] {
            let decision = try XCTUnwrap(ReleaseDecision(panel: panel, location: location, velocity: velocity))
            XCTAssertEqual(decision.target, expected)
            XCTAssertEqual(decision.target, panel.targetState(from: location, velocity: velocity))
        }
    }

    func test_theDecision_exposesProjectionSegmentAndThreshold() throws {
        let panel = t3()
        // From half, 1000 pt/s down: projected 0.499 s · 1000 = 499 pt further, clamped to tip.
        let decision = try XCTUnwrap(ReleaseDecision(panel: panel, location: 417, velocity: 1000))
        XCTAssertEqual(decision.from, .half)
        XCTAssertEqual(decision.to, .tip)
        XCTAssertEqual(decision.projection, 607, accuracy: 1e-9)
        XCTAssertEqual(decision.threshold, 0.5)
        XCTAssertEqual(decision.thresholdLocation, 512, accuracy: 1e-9)
    }
}
