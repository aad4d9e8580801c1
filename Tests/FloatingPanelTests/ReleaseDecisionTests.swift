import FloatingPanel
import Foundation
import XCTest

/// `FloatingPanelReleaseDecision`: what a release decides and why (Docs/engine.md §7.6, §5.2).
final class ReleaseDecisionTests: XCTestCase {
    /// T3 on 375 × 667: full 20, half 417, tip 607 (Docs/engine.md §7.6).
    private func t3(projectingMomentum: Bool = false) -> FloatingPanelController {
        Fixtures.controller(
            layout: Fixtures.t3(),
            behavior: FloatingPanelCustomBehavior(momentumProjection: projectingMomentum ? .always : .never))
    }

    func test_the_decision_exposes_projection_segment_and_threshold() throws {
        let fpc = t3()
        // From half, 1000 pt/s down: momentum carries 0.499 s · 1000 = 499 pt, the segment after
        // tip stops it at tip.
        let decision = fpc.releaseDecision(from: 417, velocity: 1000)
        let segment = try XCTUnwrap(decision.segment)
        XCTAssertEqual(segment.from, .half)
        XCTAssertEqual(segment.to, .tip)
        XCTAssertEqual(segment.fromLocation, 417)
        XCTAssertEqual(segment.toLocation, 607)
        XCTAssertEqual(segment.length, 190)
        XCTAssertEqual(segment.threshold, 0.5)
        XCTAssertEqual(segment.thresholdLocation, 512)
        XCTAssertEqual(decision.momentumProjection, 916, accuracy: 1e-9)
        XCTAssertEqual(decision.projection, 607)
        XCTAssertTrue(decision.isProjectionClamped)
        XCTAssertFalse(decision.projectsMomentum)
        XCTAssertEqual(decision.target, .tip)
        XCTAssertEqual(decision.targetLocation, 607)
        XCTAssertEqual(decision.location, 417)
        XCTAssertEqual(decision.velocity, 1000)
    }

    func test_a_slow_release_is_not_clamped_and_starts_the_critically_damped_spring() throws {
        let fpc = t3()
        // full + 10 at 100 pt/s: projected 49.9 pt on, 59.9 of the 397 pt to half: back to full.
        let decision = fpc.releaseDecision(from: 30, velocity: 100)
        XCTAssertEqual(decision.projection, 79.9, accuracy: 1e-9)
        XCTAssertFalse(decision.isProjectionClamped)
        XCTAssertEqual(decision.segment?.from, .full)
        XCTAssertEqual(decision.segment?.to, .half)
        XCTAssertEqual(decision.target, .full)
        XCTAssertEqual(decision.spring, .slowRelease(of: fpc.behavior))
        XCTAssertEqual(decision.spring.dampingRatio, 1)
        XCTAssertEqual(decision.spring.response, 0.4, accuracy: 1e-15)
        // Above 300 pt/s the rate sets ζ (Docs/engine.md §5.2: ≈ 0.575552 by default).
        XCTAssertEqual(
            fpc.releaseDecision(from: 30, velocity: 301).spring.dampingRatio, 0.5755516802484569, accuracy: 1e-12)
        XCTAssertEqual(fpc.releaseDecision(from: 30, velocity: -300).spring.dampingRatio, 1)
    }

    func test_with_momentum_projection_a_fling_skips_anchors() {
        let fpc = t3(projectingMomentum: true)
        let down = fpc.releaseDecision(from: 20, velocity: 1000)
        XCTAssertTrue(down.projectsMomentum)
        XCTAssertEqual(down.projection, 519, accuracy: 1e-9)
        XCTAssertFalse(down.isProjectionClamped)
        XCTAssertEqual(down.segment?.from, .half)
        XCTAssertEqual(down.segment?.to, .tip)
        XCTAssertEqual(down.target, .tip)
        XCTAssertEqual(fpc.releaseDecision(from: 607, velocity: -3000).target, .full)
    }

    func test_the_target_is_the_engines_on_the_documented_table() {
        let fpc = t3()
        let rows: [(line: UInt, location: CGFloat, velocity: CGFloat, expected: FloatingPanelState)] = [
            (#line, -480, 100, .full), (#line, 10, 3000, .half), (#line, 20, 500, .half), (#line, 30, 100, .full),
            (#line, 417, -1000, .full), (#line, 417, 100, .half), (#line, 417, 1000, .tip), (#line, 607, -500, .half),
            (#line, 607, -3000, .half), (#line, 1107, -100, .tip),
        ]
        for row in rows {
            XCTAssertEqual(
                fpc.releaseDecision(from: row.location, velocity: row.velocity).target, row.expected, line: row.line)
            XCTAssertEqual(fpc.targetState(from: row.location, velocity: row.velocity), row.expected, line: row.line)
        }
    }

    /// half and tip at one location (567): a release below both moving up is decided in the
    /// zero-length segment tip → half.
    func test_a_zero_length_segment_is_passed_by_any_projection_off_it() throws {
        let layout = FloatingPanelCustomLayout(
            position: .bottom, initialState: .tip,
            anchors: [
                .full: FloatingPanelLayoutAnchor(absoluteInset: 20, edge: .top, referenceGuide: .superview),
                .half: FloatingPanelLayoutAnchor(absoluteInset: 100, edge: .bottom, referenceGuide: .superview),
                .tip: FloatingPanelLayoutAnchor(absoluteInset: 100, edge: .bottom, referenceGuide: .superview),
            ])
        let fpc = Fixtures.controller(layout: layout)
        let away = fpc.releaseDecision(from: 600, velocity: -500)
        let segment = try XCTUnwrap(away.segment)
        XCTAssertEqual([segment.from, segment.to], [.tip, .half])
        XCTAssertEqual(segment.length, 0)
        XCTAssertEqual(segment.thresholdLocation, 567)
        XCTAssertEqual(away.projection, 350.5, accuracy: 1e-9)
        XCTAssertEqual(away.target, .half)
        // 24.95 pt up from 600 stops at the segment's start: no progress, the panel stays at tip.
        let onIt = fpc.releaseDecision(from: 600, velocity: -50)
        XCTAssertEqual(onIt.projection, 567)
        XCTAssertEqual(onIt.segment?.length, 0)
        XCTAssertEqual(onIt.target, .tip)
        for decision in [away, onIt] {
            XCTAssertTrue(decision.projection.isFinite && decision.momentumProjection.isFinite)
        }
    }

    /// Every anchor at one location: the base is 0 and momentum projects nowhere (decision §19-7).
    func test_a_zero_base_projects_nowhere() {
        let layout = FloatingPanelCustomLayout(
            position: .bottom, initialState: .half,
            anchors: [
                .full: FloatingPanelLayoutAnchor(absoluteInset: 300, edge: .bottom, referenceGuide: .superview),
                .half: FloatingPanelLayoutAnchor(absoluteInset: 300, edge: .bottom, referenceGuide: .superview),
            ])
        let decision = Fixtures.controller(layout: layout).releaseDecision(from: 407, velocity: 1000)
        XCTAssertEqual(decision.momentumProjection, 407)
        // Past the last anchor without projection, the segment half → half holds it at 367.
        XCTAssertEqual(decision.projection, 367)
        XCTAssertTrue(decision.isProjectionClamped)
        XCTAssertEqual(decision.segment?.length, 0)
        XCTAssertEqual(decision.target, .half)
    }

    func test_a_one_anchor_layout_keeps_its_state_without_a_segment() {
        let layout = FloatingPanelCustomLayout(
            position: .bottom, initialState: .full,
            anchors: [.full: FloatingPanelLayoutAnchor(absoluteInset: 20, edge: .top, referenceGuide: .superview)])
        let fpc = Fixtures.controller(layout: layout)
        XCTAssertEqual(fpc.statesByCoordinate, [.full])
        let decision = fpc.releaseDecision(from: 100, velocity: 2000)
        XCTAssertNil(decision.segment)
        XCTAssertEqual(decision.target, .full)
        XCTAssertEqual(decision.targetLocation, 20)
        XCTAssertEqual(decision.projection, 100)
        XCTAssertFalse(decision.isProjectionClamped)
    }

    /// The decision a drag's release hands out is the one that runs: its target and its spring.
    func test_the_release_hands_out_the_decision_it_acts_on() throws {
        let fpc = t3()
        let recorder = ReleaseRecorder()
        fpc.delegate = recorder
        fpc.touchDown(at: CGPoint(x: 100, y: 10))
        let point = CGPoint(x: 100, y: 10)
        fpc.handlePanelPan(.init(phase: .began, translation: .zero, velocity: .zero, location: point))
        fpc.handlePanelPan(.init(phase: .changed, translation: .zero, velocity: .zero, location: point))
        fpc.handlePanelPan(.init(phase: .changed, translation: CGPoint(x: 0, y: 40), velocity: .zero, location: point))
        fpc.handlePanelPan(
            .init(phase: .ended, translation: CGPoint(x: 0, y: 40), velocity: CGPoint(x: 0, y: 800), location: point))
        let decision = try XCTUnwrap(fpc.lastRelease)
        XCTAssertEqual(recorder.seen, [decision], "set before willEndDragging")
        XCTAssertEqual(decision.location, 457)
        XCTAssertEqual(decision.velocity, 800)
        XCTAssertEqual(decision.target, .tip)
        XCTAssertEqual(fpc.state, .tip)
        XCTAssertEqual(decision.spring, .fastRelease(of: fpc.behavior))
        // One frame of that spring from 457 toward 607 at 800 pt/s is the panel's first frame.
        var spring = NumericSpring(location: 457, velocity: 800, target: 607, parameters: decision.spring)
        spring.step(1.0 / 60)
        fpc.step(1.0 / 60)
        XCTAssertEqual(fpc.surfaceLocation.y, spring.location)
    }
}

/// Keeps the controller's decision as `willEndDragging` sees it.
private final class ReleaseRecorder: FloatingPanelControllerDelegate {
    var seen: [FloatingPanelReleaseDecision] = []

    func floatingPanelWillEndDragging(
        _ fpc: FloatingPanelController, withVelocity velocity: CGPoint, targetState: inout FloatingPanelState
    ) {
        if let release = fpc.lastRelease { seen.append(release) }
    }
}
