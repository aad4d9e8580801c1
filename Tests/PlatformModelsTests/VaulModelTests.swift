import XCTest

@testable import PlatformModels

/// vaul 1.1.2's release rules and transitions, worked by hand on a bottom drawer in an 800 px
/// window with snap points showing 200, 400 and 800 px (translates 600, 400, 0).
final class VaulModelTests: XCTestCase {
    private func drawer(dismissible: Bool = true, transition: CSSTransition = .vaulDefault) -> VaulModel {
        VaulModel(
            VaulParameters(
                direction: .bottom, windowLength: 800,
                snapPoints: [(name: "tip", length: 200), (name: "half", length: 400), (name: "full", length: 800)],
                dismissible: dismissible, snapToSequentialPoint: false, transition: transition))
    }

    private func release(_ m: VaulModel, from: String, by: Double, ms: Double) -> String {
        XCTAssertTrue(m.place(at: from))
        let start = m.location(at: 0)
        m.touchDown(at: start, time: 0)
        m.touchMoved(to: start + by, time: ms / 1000)
        return m.touchUp(at: start + by, time: ms / 1000, velocity: 0).stop.name
    }

    func test_release_table() {
        // (from, finger px, press ms, stop): velocity = |distance| / duration, px/ms.
        let rows: [(String, Double, Double, String)] = [
            // 0.3 px/ms: the closest point to 400 − 150 = 250: half (150) before full (250).
            ("half", -150, 500, "half"),
            // 0.75 px/ms > 0.4 and 150 < 0.4 · 800: one point on.
            ("half", -150, 200, "full"),
            // 2.5 px/ms downward > 2: dismissible closes.
            ("half", 50, 20, "hidden"),
            // 2.5 px/ms upward: all the way open.
            ("tip", -50, 20, "full"),
            // 0.8 px/ms but 400 ≥ 320 px: the closest point to 0: full.
            ("half", -400, 500, "full"),
            // 0.5 px/ms downward from the first point: closes.
            ("tip", 50, 100, "hidden"),
        ]
        for (from, by, ms, expected) in rows {
            XCTAssertEqual(release(drawer(), from: from, by: by, ms: ms), expected, "\(from) \(by) \(ms)")
        }
        // Not dismissible: a fast downward swipe goes to the first point instead.
        XCTAssertEqual(release(drawer(dismissible: false), from: "half", by: 50, ms: 20), "tip")
    }

    func test_drag_never_passes_the_most_open_point() {
        let m = drawer()
        XCTAssertTrue(m.place(at: "half"))
        m.touchDown(at: 400, time: 0)
        m.touchMoved(to: 100, time: 0.1)
        XCTAssertEqual(m.location(at: 0.1), 100)
        // Past full (0) the drawer stays where the last accepted move left it.
        m.touchMoved(to: -50, time: 0.2)
        XCTAssertEqual(m.location(at: 0.2), 100)
    }

    func test_cubic_bezier_transition() {
        // vaul's cubic-bezier(0.32, 0.72, 0, 1), solved for x then read as y.
        XCTAssertEqual(CubicBezier.vaul.progress(0.1), 0.269821, accuracy: 1e-5)
        XCTAssertEqual(CubicBezier.vaul.progress(0.25), 0.779131, accuracy: 1e-5)
        XCTAssertEqual(CubicBezier.vaul.progress(0.5), 0.954809, accuracy: 1e-5)
        let m = drawer()
        XCTAssertEqual(release(m, from: "half", by: -150, ms: 500), "half")
        // From 250 back to 400 over 0.5 s: 125 ms in is x = 0.25.
        XCTAssertEqual(m.location(at: 0.625), 250 + 150 * 0.779131, accuracy: 1e-3)
        XCTAssertEqual(m.location(at: 1.0), 400)
        XCTAssertEqual(m.settleEnd ?? 0, 1.0, accuracy: 1e-12)
    }

    func test_linear_easing_override() {
        let easing = CSSTransition(duration: 0.4, easing: .linear([0, 0.5, 1.2, 1]))
        // Stops at 0, 1/3, 2/3, 1 of the time: x = 0.5 is halfway between 0.5 and 1.2.
        XCTAssertEqual(easing.progress(at: 0.2), 0.85, accuracy: 1e-12)
        let m = drawer(transition: easing)
        XCTAssertEqual(release(m, from: "half", by: -150, ms: 500), "half")
        XCTAssertEqual(m.location(at: 0.7), 250 + 150 * 0.85, accuracy: 1e-9)
        XCTAssertEqual(m.settleEnd ?? 0, 0.9, accuracy: 1e-12)
    }
}
