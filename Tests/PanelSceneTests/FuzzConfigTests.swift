import Foundation
import TestSupport
import PanelScene
import PanelSceneTestSupport
import XCTest

///, configs: broken versions of every shipped config and of the fuzz scenarios load
/// cleanly or fail with located errors, never crash or hang, and never hand the engine a NaN.
///
/// `make test` runs 3,000 cases; `make fuzz` sets `PANEL_FUZZ_LONG=1` for 100,000.
final class FuzzConfigTests: XCTestCase {
    static let repositoryRoot = Repository.root.path
    static let isLongRun = ProcessInfo.processInfo.environment["PANEL_FUZZ_LONG"] == "1"
    static let seed = ProcessInfo.processInfo.environment["PANEL_FUZZ_SEED"].flatMap { UInt64($0) } ?? 7

    func test_broken_configs_load_cleanly_or_give_located_errors() throws {
        let corpus = try FuzzCorpus.shipped(repository: Self.repositoryRoot)
        let report = ConfigFuzzer.run(cases: Self.isLongRun ? 100_000 : 3_000, seed: Self.seed, corpus: corpus)
        print(report)
        XCTAssertEqual(report.failures.map(\.description), [])
        XCTAssertGreaterThan(report.cleanLoads, report.cases / 20, "too few cases reach the engine")
        XCTAssertGreaterThan(report.rejected, report.cases / 2, "too few cases break the config")
    }
}
