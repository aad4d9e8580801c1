import Foundation
import TestSupport
import XCTest

@testable import Sandbox

/// The live link's `bench` figures (Docs/performance.md): each change reaches the page, the
/// window runs with its pages connected, and the lines print.
final class LiveLinkBenchmarkTests: XCTestCase {
    func test_every_values_change_reaches_the_page_as_a_new_version() throws {
        let times = try LiveLinkBenchmark.valuesChangeToPage(
            changes: 4, scenePath: Repository.url("Configs/scene.json").path)
        XCTAssertEqual(times.count, 4)
        // How long each took is for `bench` to report: a busy machine stretches it.
        XCTAssertTrue(times.allSatisfy { $0.isFinite && $0 > 0 }, "\(times)")
    }

    func test_the_window_runs_its_frames_with_ten_pages_connected() throws {
        let figure = try LiveLinkBenchmark.windowFrameWithPages(10, frames: 6)
        XCTAssertEqual(figure.frames, 6)
    }

    func test_the_figures_print_in_the_table_and_the_JSON() throws {
        var report = BenchReport(scenePath: "Configs/scene.json")
        report.liveValuesToPage = [1, 2, 3, 4]
        report.liveWindowFrame = BenchmarkSuite.FrameFigure(
            panels: 3, rows: 10_000, pixelWidth: 700, pixelHeight: 844, frames: 4, p50Milliseconds: 2,
            p99Milliseconds: 3.5, maxMilliseconds: 4, processorP99Milliseconds: 3)
        let lines = report.table.split(separator: "\n")
        let values = try XCTUnwrap(lines.first { $0.hasPrefix("values change → page p50/p99 ms") })
        XCTAssertTrue(values.contains("2.00/4.00"), String(values))
        let window = try XCTUnwrap(lines.first { $0.hasPrefix("window frame 10 pages p50/p99 ms") })
        XCTAssertTrue(window.contains("2.00/3.50"), String(window))
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        XCTAssertEqual(json["liveValuesToPageP99Ms"] as? Double, 4)
        XCTAssertEqual(json["liveWindowFrameP99Ms"] as? Double, 3.5)
        XCTAssertEqual(json["liveWindowFrameCPUTimeP99Ms"] as? Double, 3)
    }
}
