import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import XCTest

@testable import PanelLive

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every way editors save ends with the new content applied, half-written content is never
/// applied, and nothing but the scene's files triggers a reload.
///
/// inotify queues an event within the system call that causes it, so once a save's calls have
/// returned, one `applyPendingChanges()` sees all of it: no test waits for time to pass.
final class WatchSaveStyleTests: XCTestCase {
    private var folder: SceneFolder!
    private var errors: ErrorLog!
    private var live: LiveScene!

    override func setUpWithError() throws {
        folder = try SceneFolder(tip: 69)
        errors = ErrorLog()
        live = try LiveScene.watching(folder, reported: errors)
        XCTAssertEqual(live.appliedTip, 69)
    }

    override func tearDown() {
        live = nil
        folder = nil
    }

    private func assertApplied(tip: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        guard case .applied = live.applyPendingChangesAfterLoading() else {
            return XCTFail("not applied; errors: \(live.errors)", file: file, line: line)
        }
        XCTAssertEqual(live.appliedTip, tip, file: file, line: line)
        XCTAssertEqual(live.errors, [], file: file, line: line)
        XCTAssertEqual(
            live.applyPendingChangesAfterLoading(), .unchanged, "one save, one reload", file: file, line: line)
    }

    func test_in_place_write() {
        folder.write("layouts/layout.json", SceneFolder.layout(tip: 80))
        assertApplied(tip: 80)
    }

    func test_truncate_then_two_chunks_with_a_pause_never_applies_the_half() throws {
        try XCTSkipIf(
            live.watcher.quietInterval != nil,
            "stat polling cannot see a writer that holds the file open through a pause (Docs/architecture.md)")
        let text = SceneFolder.layout(tip: 90)
        let half = text.utf8.count / 2
        let descriptor = open(folder.layoutPath, O_WRONLY | O_TRUNC)
        folder.writeAll(descriptor, String(decoding: Array(text.utf8)[..<half], as: UTF8.self))
        // The pause: the writer holds the file open with half of it written.
        XCTAssertEqual(live.applyPendingChangesAfterLoading(), .unchanged, "a write in progress completes nothing")
        XCTAssertTrue(live.watcher.isBeingWritten(folder.layoutPath))
        XCTAssertEqual(live.reloadAfterLoading(), .waitingForWriter, "even read on purpose, the half does not load")
        XCTAssertEqual(live.appliedTip, 69)
        XCTAssertEqual(live.errors, [])
        folder.writeAll(descriptor, String(decoding: Array(text.utf8)[half...], as: UTF8.self))
        close(descriptor)
        assertApplied(tip: 90)
    }

    func test_temp_file_renamed_over() {
        folder.write("layouts/.layout.json.tmp", SceneFolder.layout(tip: 100))
        folder.rename("layouts/.layout.json.tmp", "layouts/layout.json")
        assertApplied(tip: 100)
    }

    func test_vim_renames_to_backup_writes_new_file_deletes_backup() {
        folder.rename("layouts/layout.json", "layouts/layout.json~")
        folder.write("layouts/layout.json", SceneFolder.layout(tip: 110))
        folder.remove("layouts/layout.json~")
        assertApplied(tip: 110)
    }

    func test_delete_shows_an_error_and_recreate_applies_and_clears_it() {
        folder.remove("layouts/layout.json")
        XCTAssertEqual(live.applyPendingChangesAfterLoading(), .failed)
        XCTAssertEqual(live.appliedTip, 69, "the last good scene keeps running")
        XCTAssertEqual(live.errors.count, 1)
        XCTAssertTrue(live.errors[0].hasPrefix(folder.scenePath + ":"), live.errors[0])
        XCTAssertTrue(live.errors[0].contains("cannot read the layout file"), live.errors[0])
        XCTAssertEqual(errors.lines, live.errors, "printed as shown")
        folder.write("layouts/layout.json", SceneFolder.layout(tip: 120))
        assertApplied(tip: 120)
    }

    func test_delete_and_recreate_in_one_go() {
        folder.remove("layouts/layout.json")
        folder.write("layouts/layout.json", SceneFolder.layout(tip: 125))
        assertApplied(tip: 125)
    }

    func test_hundred_quick_saves_end_with_the_last() {
        for tip in 1...100 {
            folder.write("layouts/layout.json", SceneFolder.layout(tip: 200 + tip))
            // The loop drains now and then, as a window does between frames.
            if tip % 7 == 0 { live.applyPendingChangesAfterLoading() }
        }
        live.applyPendingChangesAfterLoading()
        XCTAssertEqual(live.appliedTip, 300)
        XCTAssertEqual(live.errors, [])
    }

    func test_saving_the_same_bytes_applies_nothing() {
        folder.write("layouts/layout.json", SceneFolder.layout(tip: 69))
        XCTAssertEqual(live.applyPendingChangesAfterLoading(), .unchanged)
        XCTAssertNil(live.lastReload)
    }

    func test_other_files_in_the_folders_trigger_nothing() throws {
        folder.write("notes.txt", "not part of the scene")
        folder.write("layouts/.layout.json.swp", "vim's swap file")
        folder.write("layouts/other.json", SceneFolder.layout(tip: 1))
        try FileManager.default.createDirectory(atPath: folder.path("exports"), withIntermediateDirectories: false)
        folder.write("exports/scene.swift", "// exported")
        folder.rename("notes.txt", "exports/notes.txt")
        XCTAssertEqual(live.watcher.drain(), [])
        XCTAssertEqual(live.applyPendingChangesAfterLoading(), .unchanged)
        XCTAssertNil(live.lastReload)
        XCTAssertEqual(errors.lines, [])
    }

    func test_editing_the_scene_file_and_a_newly_referenced_file() {
        folder.write("layouts/second.json", SceneFolder.layout(tip: 130))
        folder.write("scene.json", SceneFolder.scene().replacingOccurrences(of: "layout.json", with: "second.json"))
        assertApplied(tip: 130)
        XCTAssertTrue(live.watcher.watchedFiles.contains(folder.path("layouts/second.json")))
        XCTAssertFalse(live.watcher.watchedFiles.contains(folder.layoutPath), "no longer used")
        folder.write("layouts/layout.json", SceneFolder.layout(tip: 1))
        XCTAssertEqual(live.applyPendingChangesAfterLoading(), .unchanged)
        folder.write("layouts/second.json", SceneFolder.layout(tip: 140))
        assertApplied(tip: 140)
    }

    func test_reload_timing_is_recorded() throws {
        folder.write("layouts/layout.json", SceneFolder.layout(tip: 150))
        guard case .applied(let timing) = live.applyPendingChangesAfterLoading() else { return XCTFail("not applied") }
        XCTAssertEqual(live.lastReload, timing)
        // Only the order is certain: how long the background load took depends on the machine.
        XCTAssertLessThanOrEqual(timing.eventTime, timing.appliedTime)
    }
}
