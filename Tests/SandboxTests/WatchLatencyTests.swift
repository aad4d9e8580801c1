import Foundation
import TestSupport
import PanelScene
import XCTest

@testable import Sandbox

/// The reload-latency measurement the `bench` subcommand reports.
final class WatchLatencyTests: XCTestCase {
    func test_measures_every_save_of_the_built_in_scene() throws {
        let latencies = try ReloadBenchmark.measureReloadLatency(saves: 20)
        XCTAssertEqual(latencies.count, 20)
        // How long each took is for `bench` to report: a busy machine stretches it.
        XCTAssertTrue(latencies.allSatisfy { $0.isFinite && $0 >= 0 }, "\(latencies)")
    }

    func test_measures_the_default_scene() throws {
        let root = Repository.root
        let scene = root.appendingPathComponent("Configs/scene.json").path
        try XCTSkipUnless(FileManager.default.fileExists(atPath: scene), "no default scene")
        let latencies = try ReloadBenchmark.measureReloadLatency(saves: 10, scenePath: scene)
        XCTAssertEqual(latencies.count, 10)
    }
}
