import FloatingPanel
import Foundation
import XCTest

@testable import Sandbox

/// The loop's parts that need no window: fixed timestep, frame statistics, the live plot's
/// history, the list's visible rows.
final class FrameClockTests: XCTestCase {
    private let h = 1.0 / 60

    func test_at_full_speed_each_display_frame_runs_one_step() {
        var clock = FrameClock(step: h)
        XCTAssertEqual((0..<10).map { _ in clock.steps(forElapsed: h) }, Array(repeating: 1, count: 10))
    }

    func test_slow_motion_steps_less_often_never_with_a_shorter_step() {
        var clock = FrameClock(step: h)
        clock.slower()
        clock.slower()
        XCTAssertEqual(clock.speed, 0.25)
        XCTAssertEqual((0..<8).map { _ in clock.steps(forElapsed: h) }, [0, 0, 0, 1, 0, 0, 0, 1])
    }

    func test_the_trajectory_is_the_same_at_every_speed() {
        func trajectory(slowerTimes: Int) -> [CGFloat] {
            let panel = FloatingPanelController()
            panel.setContainer(size: CGSize(width: 390, height: 844), safeAreaInsets: .zero)
            panel.show()
            panel.move(to: .full, animated: true)
            var clock = FrameClock(step: h)
            for _ in 0..<slowerTimes { clock.slower() }
            var locations: [CGFloat] = []
            while locations.count < 40 {
                for _ in 0..<clock.steps(forElapsed: h) {
                    panel.step(CGFloat(h))
                    locations.append(panel.surfaceLocation.y)
                }
            }
            return Array(locations.prefix(40))
        }
        XCTAssertEqual(trajectory(slowerTimes: 0), trajectory(slowerTimes: 3))
    }

    func test_pause_stops_time_and_dot_steps_exactly_once() {
        var clock = FrameClock(step: h)
        clock.togglePause()
        XCTAssertEqual(clock.steps(forElapsed: 1), 0)
        clock.stepOnce()
        XCTAssertEqual(clock.steps(forElapsed: h), 1)
        XCTAssertEqual(clock.steps(forElapsed: h), 0)
    }

    func test_a_long_stall_is_not_replayed_all_at_once() {
        var clock = FrameClock(step: h)
        XCTAssertEqual(clock.steps(forElapsed: 2), FrameClock.maximumCatchUpSteps)
    }

    func test_a_faster_device_rate_runs_several_steps_per_drawn_frame() {
        // A 120 Hz scene on a 60 Hz monitor: two engine steps per drawn frame.
        var clock = FrameClock(step: 1.0 / 120)
        XCTAssertEqual((0..<60).map { _ in clock.steps(forElapsed: 1.0 / 60) }.reduce(0, +), 120)
        // A stall catches up the same time as at 60 Hz: 8 steps of 1/120 s.
        XCTAssertEqual(clock.steps(forElapsed: 2), 8)
    }

    func test_speeds_stay_within_their_range() {
        var clock = FrameClock(step: h)
        clock.faster()
        XCTAssertEqual(clock.speed, 1)
        for _ in 0..<10 { clock.slower() }
        XCTAssertEqual(clock.speed, 0.1)
    }
}

final class FrameStatisticsTests: XCTestCase {
    func test_percentiles_are_nearest_rank() {
        let values = (1...100).map(Double.init)
        XCTAssertEqual(FrameStatistics.percentile(0.5, of: values), 50)
        XCTAssertEqual(FrameStatistics.percentile(0.99, of: values), 99)
        XCTAssertEqual(FrameStatistics.percentile(0.99, of: []), 0)
    }

    func test_only_the_last_frames_count() {
        var statistics = FrameStatistics(capacity: 3)
        for work in [9.0, 1, 2, 3] { statistics.record(work: work, interval: 1.0 / 60) }
        XCTAssertEqual(statistics.workTime(percentile: 1), 3)
        XCTAssertEqual(statistics.framesPerSecond, 60, accuracy: 1e-9)
    }
}

final class LivePlotBufferTests: XCTestCase {
    func test_the_plot_keeps_three_seconds_of_history() {
        var buffer = LivePlotBuffer()
        for step in 0...600 { buffer.record(.init(time: Double(step) / 60, location: 0, velocity: 0)) }
        XCTAssertEqual(buffer.samples.first?.time ?? 0, 7, accuracy: 1e-9)
        XCTAssertEqual(buffer.samples.count, 181)
    }
}

final class RowLayoutTests: XCTestCase {
    func test_of_ten_thousand_rows_only_those_in_view_are_visited() {
        let layout = RowLayout(origin: CGPoint(x: 0, y: -280_000), rowWidth: 390, rowHeight: 56, rowsPerColumn: nil)
        let rows = layout.rows(intersecting: CGRect(x: 0, y: 100, width: 390, height: 700), count: 10_000)
        XCTAssertEqual(rows.first, 5001)
        XCTAssertEqual(rows.count, 14, "12.5 rows of height, cut at both ends")
        XCTAssertLessThanOrEqual(layout.frame(ofRow: rows[0]).minY, 100)
    }

    func test_sideways_lists_flow_into_columns() {
        let layout = RowLayout(origin: .zero, rowWidth: 220, rowHeight: 50, rowsPerColumn: 4)
        XCTAssertEqual(layout.frame(ofRow: 5), CGRect(x: 220, y: 50, width: 220, height: 50))
        XCTAssertEqual(layout.rows(intersecting: CGRect(x: 230, y: 0, width: 100, height: 120), count: 6), [4, 5])
        XCTAssertEqual(layout.width(ofRows: 9), 660)
    }
}

final class OcclusionTests: XCTestCase {
    private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    func test_a_full_width_panel_over_the_bottom_leaves_the_top_band() {
        let rest = Occlusion.uncoveredPart(of: screen, by: [CGRect(x: 0, y: 500, width: 390, height: 2000)])
        XCTAssertEqual(rest, CGRect(x: 0, y: 0, width: 390, height: 500))
    }

    func test_covers_that_span_what_remains_are_taken_off_in_turn() {
        let bottom = CGRect(x: 0, y: 600, width: 390, height: 500)
        let top = CGRect(x: 0, y: -300, width: 390, height: 400)
        XCTAssertEqual(
            Occlusion.uncoveredPart(of: screen, by: [top, bottom]), CGRect(x: 0, y: 100, width: 390, height: 500))
    }

    func test_a_narrow_cover_is_ignored_and_a_full_cover_leaves_nothing() {
        let card = CGRect(x: 8, y: 500, width: 291, height: 400)
        XCTAssertEqual(Occlusion.uncoveredPart(of: screen, by: [card, .null]), screen)
        XCTAssertTrue(Occlusion.uncoveredPart(of: screen, by: [screen.insetBy(dx: -1, dy: -1)]).isEmpty)
    }
}
