import Foundation
import PanelConfig
import XCTest

@testable import Sandbox

/// The values-change measurement `bench` reports, and how it prints.
final class ValuesChangeBenchmarkTests: XCTestCase {
    func test_the_large_layout_loads_and_has_the_size_asked() throws {
        let text = ValuesChangeBenchmark.largeLayout(bytes: 300_000)
        XCTAssertGreaterThanOrEqual(text.utf8.count, 300_000)
        XCTAssertLessThan(text.utf8.count, 301_000)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("large-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: path) }
        try Data(text.utf8).write(to: path)
        XCTAssertEqual(ConfigLoader.check(paths: [path.path], kind: .layout).filter { !$0.isWarning }, [])
    }

    func test_measures_every_change() throws {
        let times = try ValuesChangeBenchmark.measure(changes: 4, layoutBytes: 200_000)
        XCTAssertEqual(times.count, 4)
        // How long each took is for `bench` to report: a busy machine stretches it.
        XCTAssertTrue(times.allSatisfy { $0.isFinite && $0 >= 0 }, "\(times)")
    }

    func test_the_figure_prints_in_the_table_and_the_JSON() throws {
        var report = BenchReport(scenePath: "Configs/scene.json")
        report.valuesChanges = [1, 2, 3, 4]
        let line = try XCTUnwrap(report.table.split(separator: "\n").first { $0.hasPrefix("values change p50/p99 ms") })
        XCTAssertTrue(line.contains("2.00/4.00"), String(line))
        XCTAssertTrue(line.contains("p99 ≤ 4.2"), String(line))
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        XCTAssertEqual(json["valuesChangeP50Ms"] as? Double, 2)
        XCTAssertEqual(json["valuesChangeP99Ms"] as? Double, 4)
        XCTAssertEqual(json["valuesChanges"] as? Int, 4)
    }
}
