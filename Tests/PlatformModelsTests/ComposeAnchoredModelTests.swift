import XCTest

@testable import PlatformModels

/// anchoredDraggable's computeTarget and snap fling (foundation 1.8), worked by hand at density 1
/// on anchors at 100, 1000 and 1600 px with a positional threshold of 0.5 (velocity threshold
/// 125 px/s at density 1).
final class ComposeAnchoredModelTests: XCTestCase {
    private func model(spring: ComposeSpring = ComposeSpring(dampingRatio: 1, stiffness: 100)) -> ComposeAnchoredModel {
        ComposeAnchoredModel(
            ComposeDragParameters(
                anchors: [
                    PlatformStop(name: "full", location: 100), PlatformStop(name: "half", location: 1000),
                    PlatformStop(name: "tip", location: 1600),
                ], positionalThreshold: 0.5, spring: spring, density: 1, fps: 60))
    }

    private func release(from: String, by: Double, velocity: Double) -> String {
        let m = model()
        XCTAssertTrue(m.place(at: from))
        let start = m.location(at: 0)
        m.touchDown(at: start, time: 0)
        m.touchMoved(to: start + by, time: 0.1)
        return m.touchUp(at: start + by, time: 0.1, velocity: velocity).stop.name
    }

    func test_target_table() {
        // (from, drag, velocity, stop)
        let rows: [(String, Double, Double, String)] = [
            // 300 of the 600 between half and tip: ≥ 0.5 · 600, goes on.
            ("half", 300, 100, "tip"),
            // 290 < 300: back.
            ("half", 290, 100, "half"),
            // 10 px but 200 px/s ≥ 125: one stop on.
            ("half", 10, 200, "tip"),
            ("half", -10, -200, "full"),
            // No speed: the closest anchor.
            ("half", 350, 0, "tip"),
            // The drag is coerced to the anchors: 100 px past tip stays at tip.
            ("tip", 100, 0, "tip"),
        ]
        for (from, by, velocity, expected) in rows {
            XCTAssertEqual(release(from: from, by: by, velocity: velocity), expected, "\(from) \(by) \(velocity)")
        }
    }

    func test_critically_damped_snap_at_whole_milliseconds() {
        let m = model()
        XCTAssertTrue(m.place(at: "half"))
        m.touchDown(at: 1000, time: 0)
        m.touchMoved(to: 1100, time: 0.5)
        XCTAssertEqual(m.touchUp(at: 1100, time: 0.5, velocity: 0).stop.name, "half")
        // ω = 10; frame 6 after the release is 100 ms: x = (−100 + (0 + 10 · −100) · 0.1)e^−1
        // relative to a target 100 back, i.e. −73.576 of the way left: 1000 + 73.576.
        XCTAssertEqual(m.location(at: 0.6), 1073.576, accuracy: 1e-3)
        // Frame 1 is 16.67 ms, played as 16 ms: (−100 − 16)e^−0.16 = −98.849.
        XCTAssertEqual(m.location(at: 0.5 + 1.0 / 60), 1098.849, accuracy: 1e-3)
    }

    func test_underdamped_snap_is_cut_where_it_first_reaches_the_target() {
        let m = model(spring: ComposeSpring(dampingRatio: 0.5, stiffness: 400))
        XCTAssertTrue(m.place(at: "half"))
        m.touchDown(at: 1000, time: 0)
        m.touchMoved(to: 1010, time: 0.1)
        XCTAssertEqual(m.touchUp(at: 1010, time: 0.1, velocity: 2000).stop.name, "tip")
        var previous = 1010.0
        var reached: Double?
        for k in 1...120 {
            let t = 0.1 + Double(k) / 60
            let y = m.location(at: t)
            XCTAssertLessThanOrEqual(y, 1600, "never past the target")
            XCTAssertGreaterThanOrEqual(y, previous - 1e-9)
            previous = y
            if y == 1600, reached == nil { reached = t }
        }
        XCTAssertNotNil(reached)
        XCTAssertEqual(m.settleEnd ?? 0, reached ?? -1, accuracy: 1e-9)
    }
}
