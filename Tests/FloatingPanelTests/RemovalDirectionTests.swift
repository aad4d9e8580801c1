import FloatingPanel
import Foundation
import XCTest

/// Docs/engine.md §6.1, §7.8: a removal released past a `hidden` anchor inside the container starts its
/// dismissal toward that anchor, whatever the sign of the release velocity.
final class RemovalDirectionTests: XCTestCase {
    /// Anchors 300 (full), 200 (tip) and 100 (hidden) pt in from the panel's own edge, in a 375×667 container.
    private func layout(_ position: FloatingPanelPosition) -> FloatingPanelCustomLayout {
        let edge: FloatingPanelReferenceEdge
        switch position {
        case .bottom: edge = .bottom
        case .top: edge = .top
        case .left: edge = .left
        case .right: edge = .right
        }
        func anchor(_ inset: CGFloat) -> FloatingPanelLayoutAnchor {
            FloatingPanelLayoutAnchor(absoluteInset: inset, edge: edge, referenceGuide: .superview)
        }
        return FloatingPanelCustomLayout(
            position: position, initialState: .full,
            anchors: [.full: anchor(300), .tip: anchor(200), .hidden: anchor(100)])
    }

    private struct Release {
        var position: FloatingPanelPosition
        /// Main-axis location of `hidden`.
        var hidden: CGFloat
        /// Main-axis drag from `full` that ends 50 pt past `hidden`, and the fling that carries on.
        var drag: CGFloat
        var velocity: CGFloat
    }

    private let releases = [
        // Bottom: full at 367, hidden at 567; released at 617 moving down.
        Release(position: .bottom, hidden: 567, drag: 250, velocity: 1000),
        // Top: full at 300, hidden at 100; released at 50 moving up.
        Release(position: .top, hidden: 100, drag: -250, velocity: -1000),
        // Left: full at 300, hidden at 100; released at 50 moving left.
        Release(position: .left, hidden: 100, drag: -250, velocity: -1000),
        // Right: full at 75, hidden at 275; released at 325 moving right.
        Release(position: .right, hidden: 275, drag: 250, velocity: 1000),
    ]

    private func main(_ point: CGPoint, _ position: FloatingPanelPosition) -> CGFloat {
        position == .top || position == .bottom ? point.y : point.x
    }

    private func vector(_ value: CGFloat, _ position: FloatingPanelPosition) -> CGPoint {
        position == .top || position == .bottom ? CGPoint(x: 0, y: value) : CGPoint(x: value, y: 0)
    }

    func test_removal_past_hidden_springs_back_toward_hidden_for_every_position() {
        for release in releases {
            let position = release.position
            let fpc = Fixtures.controller(layout: layout(position))
            fpc.isRemovalInteractionEnabled = true
            let recorder = EventRecorder()
            fpc.delegate = recorder
            XCTAssertEqual(main(fpc.surfaceLocation(for: .hidden), position), release.hidden, "\(position)")

            let touch = CGPoint(x: 10, y: 10)
            fpc.touchDown(at: touch)
            fpc.handlePanelPan(.init(phase: .began, translation: .zero, velocity: .zero, location: touch))
            fpc.handlePanelPan(.init(phase: .changed, translation: .zero, velocity: .zero, location: touch))
            let translation = vector(release.drag, position)
            fpc.handlePanelPan(.init(phase: .changed, translation: translation, velocity: .zero, location: touch))
            let releasedAt = main(fpc.surfaceLocation, position)
            let pastHidden = release.hidden + (release.velocity > 0 ? 50 : -50)
            XCTAssertEqual(releasedAt, pastHidden, "\(position)")
            fpc.handlePanelPan(
                .init(
                    phase: .ended, translation: translation, velocity: vector(release.velocity, position),
                    location: touch))
            XCTAssertEqual(
                recorder.events.suffix(2), ["willRemove", "didChangeState(hidden)"], "\(position)")

            // Every frame stays between the release point and a small overshoot past hidden.
            var frames = 0
            var farthestFromHidden: CGFloat = 0
            fpc.step(1.0 / 60)
            let first = main(fpc.surfaceLocation, position)
            XCTAssertLessThan(abs(first - release.hidden), 50, "\(position): the first frame moves toward hidden")
            while !fpc.isRemoved && frames < 120 {
                farthestFromHidden = max(farthestFromHidden, abs(main(fpc.surfaceLocation, position) - release.hidden))
                fpc.step(1.0 / 60)
                frames += 1
            }
            XCTAssertTrue(fpc.isRemoved, "\(position)")
            XCTAssertLessThan(farthestFromHidden, 50, "\(position)")
            XCTAssertLessThanOrEqual(frames, 30, "\(position)")
            XCTAssertEqual(main(fpc.surfaceLocation, position), release.hidden, "\(position)")
            XCTAssertEqual(recorder.events.last, "didRemove", "\(position)")
        }
    }

    func test_removal_before_hidden_still_springs_on_toward_it() {
        // Released at 467 (tip) moving down at 1500 pt/s: 15/s ≥ 5.5 removes; the fling keeps its direction.
        let fpc = Fixtures.controller(layout: layout(.bottom))
        fpc.isRemovalInteractionEnabled = true
        let touch = CGPoint(x: 10, y: 10)
        fpc.touchDown(at: touch)
        fpc.handlePanelPan(.init(phase: .began, translation: .zero, velocity: .zero, location: touch))
        fpc.handlePanelPan(.init(phase: .changed, translation: .zero, velocity: .zero, location: touch))
        let translation = CGPoint(x: 0, y: 100)
        fpc.handlePanelPan(.init(phase: .changed, translation: translation, velocity: .zero, location: touch))
        XCTAssertEqual(fpc.surfaceLocation.y, 467)
        fpc.handlePanelPan(
            .init(phase: .ended, translation: translation, velocity: CGPoint(x: 0, y: 1500), location: touch))
        fpc.step(1.0 / 60)
        // The release speed carries on toward hidden: more than 20 pt in the first frame.
        XCTAssertGreaterThan(fpc.surfaceLocation.y, 467 + 20)
        for _ in 0..<60 { fpc.step(1.0 / 60) }
        XCTAssertTrue(fpc.isRemoved)
        XCTAssertEqual(fpc.surfaceLocation.y, 567)
    }
}
