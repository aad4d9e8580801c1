import FloatingPanel
import Foundation
import TestSupport
import XCTest

/// Random inputs against every position: no NaN or infinity, every animation ends, the state is
/// always one the layout has, no panel stays "dragging" after its finger lifted.
final class PropertyTests: XCTestCase {
    private func layout(_ position: FloatingPanelPosition) -> FloatingPanelCustomLayout {
        let far: FloatingPanelReferenceEdge
        let near: FloatingPanelReferenceEdge
        switch position {
        case .bottom: (far, near) = (.top, .bottom)
        case .top: (far, near) = (.bottom, .top)
        case .left: (far, near) = (.right, .left)
        case .right: (far, near) = (.left, .right)
        }
        return FloatingPanelCustomLayout(
            position: position, initialState: .half,
            anchors: [
                .full: FloatingPanelLayoutAnchor(absoluteInset: 40, edge: far, referenceGuide: .safeArea),
                .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: near, referenceGuide: .safeArea),
                .tip: FloatingPanelLayoutAnchor(absoluteInset: 60, edge: near, referenceGuide: .safeArea),
            ], backdropAlphas: [.full: 0.4, .half: 0.1])
    }

    func test_random_input_never_breaks_the_engine() {
        var random = SplitMix64(seed: 42)
        let h: CGFloat = 1.0 / 60
        for position in FloatingPanelPosition.allCases {
            let stage = FloatingPanelStage(
                containerSize: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
            let behavior = FloatingPanelCustomBehavior(
                momentumProjection: .always, rubberBandingEdges: [.top, .bottom, .left, .right])
            let fpc = FloatingPanelController(layout: layout(position), behavior: behavior)
            fpc.isRemovalInteractionEnabled = true
            fpc.isBackdropTapToDismissEnabled = true
            fpc.displayScale = 3
            fpc.track(scrollView: FloatingPanelScrollView(contentSize: CGSize(width: 2000, height: 2000)))
            stage.add(fpc)
            fpc.show()
            var fingerDown = false
            var finger = CGPoint.zero
            for _ in 0..<20_000 {
                switch random.int(12) {
                case 0:
                    let frame = fpc.surfaceFrame
                    finger = CGPoint(
                        x: random.double(Double(frame.minX)...Double(frame.maxX)).clamped(0, 390),
                        y: random.double(Double(frame.minY)...Double(frame.maxY)).clamped(0, 844))
                    stage.touchDown(at: finger)
                    fingerDown = true
                case 1, 2, 3:
                    finger.x += random.double(-80...80)
                    finger.y += random.double(-80...80)
                    stage.touchMoved(
                        to: finger, velocity: CGPoint(x: random.double(-3000...3000), y: random.double(-3000...3000)))
                case 4:
                    stage.touchUp(
                        at: finger, velocity: CGPoint(x: random.double(-5000...5000), y: random.double(-5000...5000)))
                    fingerDown = false
                case 5:
                    let states = Array(fpc.validStates)
                    fpc.move(to: states[random.int(states.count)], animated: random.int(2) == 0)
                case 6:
                    stage.scroll(at: CGPoint(x: 195, y: 600), by: random.double(-300...300))
                case 7 where random.int(20) == 0:
                    let portrait = random.int(2) == 0
                    stage.setContainer(
                        size: portrait ? CGSize(width: 390, height: 844) : CGSize(width: 844, height: 390),
                        safeAreaInsets: portrait
                            ? EdgeInsets(top: 47, bottom: 34) : EdgeInsets(left: 47, bottom: 21, right: 47))
                case 8 where random.int(20) == 0:
                    if fpc.isRemoved || fpc.state == .hidden {
                        fpc.show(animated: random.int(2) == 0)
                    } else {
                        fpc.tapBackdrop()
                    }
                default:
                    stage.step(h)
                }
                let location = fpc.surfaceLocation
                XCTAssertTrue(location.x.isFinite && location.y.isFinite, "\(position)")
                XCTAssertTrue(fpc.velocity.isFinite && fpc.backdropAlpha.isFinite, "\(position)")
                XCTAssertTrue(fpc.validStates.contains(fpc.state), "\(position): \(fpc.state)")
                if !fingerDown { XCTAssertFalse(fpc.isDragging, "\(position)") }
            }
            if fingerDown { stage.touchUp(at: finger, velocity: .zero) }
            var frames = 0
            while stage.isAnimating && frames < 5000 {
                stage.step(h)
                frames += 1
            }
            XCTAssertFalse(stage.isAnimating, "\(position): an animation never ended")
            XCTAssertFalse(fpc.isDragging)
            // At rest after a release the surface sits exactly on its state's anchor.
            fpc.move(to: fpc.state == .hidden ? .hidden : fpc.mostExpandedState, animated: true)
            for _ in 0..<2000 where stage.isAnimating { stage.step(h) }
            XCTAssertEqual(fpc.surfaceLocation, fpc.surfaceLocation(for: fpc.state), "\(position)")
        }
    }
}

extension Double {
    func clamped(_ lower: Double, _ upper: Double) -> Double { Swift.min(Swift.max(self, lower), upper) }
}

extension SplitMix64 {
    /// A value of `range` on a grid of a millionth of its width.
    fileprivate mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() % 1_000_000) / 1_000_000 * (range.upperBound - range.lowerBound)
    }

    /// A value of `0..<bound`.
    fileprivate mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
