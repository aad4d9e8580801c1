import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import XCTest

@testable import PanelLive

/// A saved file is read and parsed off the loop's thread: a load stuck on a slow file leaves the
/// frames running on the last good scene, the result applies on a later frame, and a newer save
/// supersedes a load still under way. Everything is counted in frames and states, never timed.
final class WatchBackgroundLoadTests: XCTestCase {
    /// A file reader that holds reads of one file until released, as a slow disk or a network
    /// mount would; every other file reads from disk at once.
    private final class SlowFile: @unchecked Sendable {
        let path: String
        private let lock = NSLock()
        private var held = false
        private var heldReads = 0
        private let release = DispatchSemaphore(value: 0)
        /// Signalled when a read of the slow file starts.
        let readStarted = DispatchSemaphore(value: 0)

        init(path: String) {
            self.path = path
        }

        /// From now on, reads of the file wait for `releaseOne()`.
        func hold() { lock.withLock { held = true } }

        /// Lets one held read go on.
        func releaseOne() { release.signal() }

        func read(_ requested: String) throws -> Data {
            if requested == path, lock.withLock({ held }) {
                readStarted.signal()
                release.wait()
            }
            return try ConfigFileReader.disk.read(requested)
        }
    }

    /// Counts the wake-ups a finished load sends.
    private final class Wakes: @unchecked Sendable {
        let semaphore = DispatchSemaphore(value: 0)
        func wake() { semaphore.signal() }
    }

    private func makeLive(_ folder: SceneFolder, slow: SlowFile) throws -> LiveScene {
        let live = try LiveScene(
            path: folder.scenePath, defaultDisplayScale: 3, reportError: { _ in }, readFile: { try slow.read($0) })
        live.runtime.showAll()
        return live
    }

    func test_frames_run_on_the_last_good_scene_while_a_file_is_slow_to_read_and_the_result_applies_on_a_later_frame() throws {
        let folder = try SceneFolder(tip: 69)
        let slow = SlowFile(path: folder.layoutPath)
        let live = try makeLive(folder, slow: slow)
        let wakes = Wakes()
        live.startWaking { wakes.wake() }
        slow.hold()

        folder.write("layouts/layout.json", SceneFolder.layout(tip: 80))
        XCTAssertEqual(wakes.semaphore.wait(timeout: .now() + 5), .success, "the watcher woke the loop")
        XCTAssertEqual(live.applyPendingChanges(), .loading, "the frame starts the load and goes on")
        XCTAssertEqual(slow.readStarted.wait(timeout: .now() + 5), .success)
        // The loader is now inside the slow read: 120 frames run on the running scene meanwhile.
        var frames = 0
        for _ in 0..<120 {
            live.runtime.runFrame(h: 1.0 / 60)
            XCTAssertEqual(live.applyPendingChanges(), .loading)
            frames += 1
        }
        XCTAssertEqual(frames, 120)
        XCTAssertEqual(live.appliedTip, 69, "the last good scene runs while the file is read")
        XCTAssertNil(live.lastReload)

        slow.releaseOne()
        XCTAssertEqual(wakes.semaphore.wait(timeout: .now() + 5), .success, "the finished load woke the loop")
        guard case .applied = live.applyPendingChanges() else { return XCTFail("not applied: \(live.errors)") }
        XCTAssertEqual(live.appliedTip, 80)
        XCTAssertEqual(live.applyPendingChanges(), .unchanged, "applied once")
        let statistics = live.loopStatistics
        XCTAssertEqual(statistics.fileReadsOnLoopThread, 0, "the loop's thread read no file")
        XCTAssertEqual(statistics.waits, 0, "nor waited for the load")
        XCTAssertEqual(statistics.loadsStarted, 1)
        XCTAssertEqual(statistics.loadsSuperseded, 0)
    }

    func test_a_newer_save_supersedes_a_load_still_under_way() throws {
        let folder = try SceneFolder(tip: 69)
        let slow = SlowFile(path: folder.layoutPath)
        let live = try makeLive(folder, slow: slow)
        slow.hold()

        folder.write("layouts/layout.json", SceneFolder.layout(tip: 80))
        XCTAssertEqual(live.applyPendingChanges(), .loading)
        XCTAssertEqual(slow.readStarted.wait(timeout: .now() + 5), .success)
        folder.write("layouts/layout.json", SceneFolder.layout(tip: 90))
        XCTAssertEqual(live.applyPendingChanges(), .loading, "the newer save starts its own load")
        // Both loads read the slow file; let both go, then take what the loop may apply.
        slow.releaseOne()
        slow.releaseOne()
        guard case .applied = live.finishLoading() else { return XCTFail("not applied: \(live.errors)") }
        XCTAssertEqual(live.appliedTip, 90, "the newest save")
        XCTAssertEqual(live.applyPendingChanges(), .unchanged, "the older load's result is dropped")
        XCTAssertEqual(live.appliedTip, 90)
        let statistics = live.loopStatistics
        XCTAssertEqual(statistics.loadsStarted, 2)
        XCTAssertEqual(statistics.fileReadsOnLoopThread, 0)
        XCTAssertEqual(statistics.waits, 1, "only the test's own finishLoading()")
    }

    func test_an_error_still_reaches_the_banner_from_a_background_load() throws {
        let folder = try SceneFolder(tip: 69)
        let live = try LiveScene.watching(folder)
        folder.write("layouts/layout.json", "{")
        XCTAssertEqual(live.applyPendingChanges(), .loading)
        XCTAssertEqual(live.finishLoading(), .failed)
        XCTAssertEqual(live.errors.count, 1)
        XCTAssertTrue(live.errors[0].hasPrefix(folder.layoutPath + ":1:2: error:"), live.errors[0])
        XCTAssertEqual(live.appliedTip, 69, "the last good scene keeps running")
    }

    func test_a_reload_by_hand_that_finds_nothing_new_says_so() throws {
        let folder = try SceneFolder(tip: 69)
        let live = try LiveScene.watching(folder)
        XCTAssertEqual(live.reload(), .loading)
        XCTAssertEqual(live.finishLoading(), .unchangedOnRequest)
        XCTAssertEqual(live.loopStatistics.fileReadsOnLoopThread, 0, "even `R` reads in the background")
    }
}
