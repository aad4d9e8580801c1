import Foundation
import PanelScene
import PanelSceneTestSupport
import XCTest

///, input: random pointer, wheel, key, resize and reload streams against every shipped
/// scene keep every number finite, every state one the layout has, no drag without a finger, and
/// every animation finite in length, ending on an anchor.
///
/// `make test` runs 50,000 events over all presets; `make fuzz` sets `PANEL_FUZZ_LONG=1` for
/// 1,000,000.
final class FuzzInputTests: XCTestCase {
    func test_random_input_keeps_every_preset_sound() throws {
        let corpus = try FuzzCorpus.shipped(repository: FuzzConfigTests.repositoryRoot)
        let presets = corpus.presets
        let total = FuzzConfigTests.isLongRun ? 1_000_000 : 50_000
        var summary = InputFuzzer.Report(preset: "all presets", seed: FuzzConfigTests.seed)
        let start = Date()
        for (index, preset) in presets.enumerated() {
            // Each preset its own seed, so that presets do not replay the same stream.
            let events = total / presets.count + (index < total % presets.count ? 1 : 0)
            let report = InputFuzzer.run(
                events: events, seed: FuzzConfigTests.seed &+ UInt64(index), preset: preset)
            print(report)
            summary.events += report.events
            summary.frames += report.frames
            summary.longestSettle = max(summary.longestSettle, report.longestSettle)
            summary.reloadVariants += report.reloadVariants
            summary.eventCounts.merge(report.eventCounts, uniquingKeysWith: +)
            summary.panelEvents.merge(report.panelEvents, uniquingKeysWith: +)
            XCTAssertNil(report.failure, "\(preset.path): \(report.failure.map(String.init(describing:)) ?? "")")
        }
        summary.duration = Date().timeIntervalSince(start)
        print(summary)
    }
}
