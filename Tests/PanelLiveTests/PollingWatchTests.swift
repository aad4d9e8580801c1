import Foundation
import XCTest

@testable import PanelLive

/// The polling backend's own rules, whatever backend the rest of the suite runs with: a change
/// completes once the file has been quiet for the quiet interval, on disk or across scans.
final class PollingWatchTests: XCTestCase {
    private var folder: SceneFolder!

    override func setUpWithError() throws {
        folder = try SceneFolder()
    }

    override func tearDown() {
        folder = nil
    }

    private func watcher(quiet: Duration) throws -> ConfigWatcher {
        try ConfigWatcher(
            watching: [folder.layoutPath], backend: .polling(scanInterval: .milliseconds(10), quietInterval: quiet))
    }

    private func setModified(_ path: String, secondsFromNow: Double) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: secondsFromNow)], ofItemAtPath: path)
    }

    func test_a_change_is_held_back_until_the_file_has_been_quiet_on_disk() throws {
        let watcher = try watcher(quiet: .seconds(30))
        folder.write("layouts/layout.json", SceneFolder.layout(tip: 80))
        XCTAssertEqual(watcher.drain(), [], "written just now: its writer may not be done")
        XCTAssertTrue(watcher.isBeingWritten(folder.layoutPath))
        try setModified(folder.layoutPath, secondsFromNow: -60)
        XCTAssertEqual(watcher.drain(), [folder.layoutPath])
        XCTAssertFalse(watcher.isBeingWritten(folder.layoutPath))
        XCTAssertEqual(watcher.drain(), [], "one save, one change")
    }

    func test_a_file_whose_clock_runs_ahead_completes_once_it_held_still_across_scans() throws {
        let watcher = try watcher(quiet: .milliseconds(50))
        folder.write("layouts/layout.json", SceneFolder.layout(tip: 80))
        try setModified(folder.layoutPath, secondsFromNow: 3600)
        XCTAssertEqual(watcher.drain(), [])
        Thread.sleep(forTimeInterval: 0.08)
        XCTAssertEqual(watcher.drain(), [folder.layoutPath])
    }

    func test_a_delete_completes_at_once_and_so_does_a_recreated_file_quiet_on_disk() throws {
        let watcher = try watcher(quiet: .seconds(30))
        folder.remove("layouts/layout.json")
        XCTAssertEqual(watcher.drain(), [folder.layoutPath])
        folder.write("layouts/layout.json", SceneFolder.layout(tip: 90))
        try setModified(folder.layoutPath, secondsFromNow: -60)
        XCTAssertEqual(watcher.drain(), [folder.layoutPath])
    }

    func test_other_files_and_an_unchanged_file_report_nothing() throws {
        let watcher = try watcher(quiet: .milliseconds(1))
        folder.write("layouts/notes.txt", "not watched")
        XCTAssertEqual(watcher.drain(), [])
        XCTAssertEqual(watcher.quietInterval, .milliseconds(1))
        XCTAssertNil(watcher.eventDescriptor)
    }
}
