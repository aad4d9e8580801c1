import Foundation
import SandboxTestSupport
import XCTest

@testable import Sandbox

/// Editor-save torture against the real window loop under SDL's offscreen driver.
/// `make test` saves 30 times in each style; `make torture` (PANEL_LONG=1) 1,000 times.
final class TortureSaveTests: XCTestCase {
    func test_saves_in_every_style_apply_only_complete_versions_end_on_the_last_and_never_block_the_loop() throws {
        if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil { setenv("SDL_VIDEODRIVER", "offscreen", 1) }
        let long = ProcessInfo.processInfo.environment["PANEL_LONG"] == "1"
        let seed = ProcessInfo.processInfo.environment["PANEL_TORTURE_SEED"].flatMap(UInt64.init) ?? 7
        let result = try SaveTorture.run(.init(savesPerStyle: long ? 1000 : 30, seed: seed))
        let milliseconds = { (seconds: Double) in String(format: "%.2f ms", seconds * 1000) }
        let loop = try XCTUnwrap(result.loop)
        // Times are reported for reading; a busy machine stretches them whatever the loop does.
        print(
            "save torture: \(result.saves) saves (\(SaveTorture.SaveStyle.allCases.count) styles), "
                + "\(result.frameTimes.count + 1) frames in \(String(format: "%.1f s", result.duration)), "
                + "\(result.appliedChanges) versions applied; frame time p99 \(milliseconds(result.p99FrameTime)), "
                + "max \(milliseconds(result.maximumFrameTime)); frames applying a save: "
                + "max \(milliseconds(result.reloadFrameTimes.max() ?? 0)); \(loop.loadsStarted) background loads, "
                + "\(loop.loadsSuperseded) superseded, \(result.framesWhileLoading) frames while one ran; seed \(seed)")

        XCTAssertEqual(result.saves, result.lastVersion)
        XCTAssertEqual(result.finalVersion, result.lastVersion, "the last save is what runs at the end")
        XCTAssertEqual(result.foreignInsets, [], "insets of no complete version: half-written content applied")
        XCTAssertEqual(result.regressions, 0, "an older version applied after a newer one")
        XCTAssertGreaterThan(result.appliedChanges, 1, "the loop followed the saves")
        // A reload cannot block a frame: the loop's thread read no file and never waited for a load.
        XCTAssertEqual(loop.fileReadsOnLoopThread, 0, "the loop read a file itself")
        XCTAssertEqual(loop.waits, 0, "the loop waited for a load")
        XCTAssertGreaterThanOrEqual(
            loop.loadsStarted, result.appliedChanges, "every applied version was loaded off the loop")
    }
}
