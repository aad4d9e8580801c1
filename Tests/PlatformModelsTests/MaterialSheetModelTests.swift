import XCTest

@testable import PlatformModels

/// BottomSheetBehavior's and SideSheetBehavior's releases (Material 1.13.0), worked by hand on a
/// sheet in px at density 1: parent 2000 px long and 1080 wide; expanded at 100, half-expanded at
/// 1000, peek 400 (collapsed at 1600); hideable, hide friction 0.1; fling limits 50…8000 px/s.
final class MaterialSheetModelTests: XCTestCase {
    private func sheet(hideable: Bool = true) -> MaterialSheetModel {
        MaterialSheetModel(
            MaterialSheetParameters(
                kind: .bottomSheet(mirrored: false), density: 1, parentLength: 2000, parentWidth: 1080,
                expandedOffset: 100, halfExpandedOffset: 1000, peekHeight: 400, sheetWidth: 1080, hideable: hideable,
                hideFriction: 0.1, expandedName: "full", halfExpandedName: "half", collapsedName: "tip"))
    }

    /// Drags the sheet from `from`'s top by `by` px and releases it at `velocity` px/s.
    private func release(_ model: MaterialSheetModel, from: String, by: Double, velocity: Double) -> String {
        XCTAssertTrue(model.place(at: from))
        let start = model.location(at: 0)
        model.touchDown(at: start, time: 0)
        model.touchMoved(to: start + by, time: 0.1)
        return model.touchUp(at: start + by, time: 0.1, velocity: velocity).stop.name
    }

    func test_bottom_sheet_release_table() {
        // (from, drag px, velocity px/s, stop)
        let rows: [(String, Double, Double, String)] = [
            // Upward below half-expanded (top 1200 > 1000): half.
            ("tip", -400, -300, "half"),
            // Upward above it (top 900): expanded.
            ("half", -100, -300, "full"),
            // Downward: the nearer of half (200 away) and collapsed (400 away).
            ("half", 200, 300, "half"),
            // Top 1700, projected 1760: 160/400 = 0.4 of the peek, not > 0.5: collapses.
            ("tip", 100, 600, "tip"),
            // Projected 1850: 0.625 > 0.5, and 1500 > 500 px/s: hidden.
            ("tip", 100, 1500, "hidden"),
            // 40 px/s is under the 50 px/s minimum fling at density 1, so no speed: the nearer of
            // half (200 away) and collapsed (400 away).
            ("half", 200, 40, "half"),
            // No speed above half: Material compares the top (300) with its distance to collapsed (1300).
            ("full", 200, 0, "full"),
        ]
        for (from, by, velocity, expected) in rows {
            XCTAssertEqual(
                release(sheet(), from: from, by: by, velocity: velocity), expected, "\(from) \(by) \(velocity)")
        }
    }

    func test_drag_is_clamped_and_moves_in_whole_pixels() {
        let model = sheet(hideable: false)
        XCTAssertTrue(model.place(at: "half"))
        model.touchDown(at: 1000, time: 0)
        // Three moves of 2.5 px each move the view by (int) 2.5 = 2 px each.
        model.touchMoved(to: 1002.5, time: 0.01)
        model.touchMoved(to: 1005, time: 0.02)
        model.touchMoved(to: 1007.5, time: 0.03)
        XCTAssertEqual(model.location(at: 0.03), 1006)
        // Not hideable: the drag stops at collapsed (1600).
        model.touchMoved(to: 1900, time: 0.04)
        XCTAssertEqual(model.location(at: 0.04), 1600)
    }

    func test_whole_pixel_moves_survive_float_rounding() {
        // At 2.625 px/dp a finger moving 8 pt a frame moves 21 px, whatever the start's last bits.
        let model = MaterialSheetModel(
            MaterialSheetParameters(
                kind: .bottomSheet(mirrored: false), density: 2.625, parentLength: 2216, parentWidth: 1032,
                expandedOffset: 196, halfExpandedOffset: 1108, peekHeight: 315, sheetWidth: 1032, hideable: false,
                hideFriction: 0.1, expandedName: "full", halfExpandedName: "half", collapsedName: "tip"))
        XCTAssertTrue(model.place(at: "half"))
        let start = 422.123456
        model.touchDown(at: start, time: 0)
        for k in 1...10 { model.touchMoved(to: start - 8 * Double(k), time: Double(k) / 60) }
        XCTAssertEqual(model.location(at: 1.0 / 6), Double(1108 - 210) / 2.625, accuracy: 1e-9)
    }

    func test_settle_follows_the_quintic_from_the_release() {
        let model = sheet()
        XCTAssertTrue(model.place(at: "half"))
        model.touchDown(at: 1000, time: 0)
        model.touchMoved(to: 1200, time: 0.1)
        // Upward from below half-expanded goes to half (1000): Δ −200, distance 460.18,
        // 4 · round(1000 · 460.18 / 6000) = 4 · round(76.7) = 308 ms.
        let decision = model.touchUp(at: 1200, time: 0.1, velocity: -6000)
        XCTAssertEqual(decision.stop.name, "half")
        XCTAssertEqual(model.settleEnd ?? 0, 0.408, accuracy: 1e-9)
        // 154 ms in: q(0.5) = 0.96875 · −200 = −193.75 → round −194.
        XCTAssertEqual(model.location(at: 0.254), 1006)
        XCTAssertEqual(model.location(at: 0.5), 1000)
        XCTAssertTrue(decision.explanation.hasPrefix("Material: half — "))
    }

    func test_right_side_sheet() {
        let model = MaterialSheetModel(
            MaterialSheetParameters(
                kind: .sideSheet(right: true), density: 1, parentLength: 1000, parentWidth: 1000, expandedOffset: 0,
                halfExpandedOffset: 0, peekHeight: 0, sheetWidth: 400, hideable: true, hideFriction: 0.1,
                expandedName: "full", halfExpandedName: nil, collapsedName: nil))
        // Expanded left edge at 600, hidden at 1000; inner-edge halfway at 800.
        XCTAssertEqual(model.location(at: 0), 600)
        func release(by: Double, velocity: Double) -> String {
            XCTAssertTrue(model.place(at: "full"))
            model.touchDown(at: 600, time: 0)
            model.touchMoved(to: 600 + by, time: 0.1)
            return model.touchUp(at: 600 + by, time: 0.1, velocity: velocity).stop.name
        }
        // Outward (leftward) always expands.
        XCTAssertEqual(release(by: 250, velocity: -100), "full")
        // Inward at 600 px/s > 500: hidden.
        XCTAssertEqual(release(by: 50, velocity: 600), "hidden")
        // Inward slowly but past the halfway 800: hidden.
        XCTAssertEqual(release(by: 250, velocity: 100), "hidden")
        // Inward slowly, not past halfway: expanded.
        XCTAssertEqual(release(by: 100, velocity: 100), "full")
    }
}
