import Foundation
import PanelScene
import XCTest

@testable import PanelLive

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The wake thread calls back once per completed save and never for other files, and the
/// watcher's descriptor follows symlinks to the files they name.
final class WatchWakeThreadTests: XCTestCase {
    /// Counts callbacks from the wake thread. Sendable because `value` is used only while `lock` is
    /// held and the semaphore is thread-safe.
    private final class Wakes: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        let semaphore = DispatchSemaphore(value: 0)
        var count: Int { lock.withLock { value } }
        func wake() {
            lock.withLock { value += 1 }
            semaphore.signal()
        }
    }

    func test_wakes_once_per_save_and_not_for_other_files() throws {
        let folder = try SceneFolder()
        let live = try LiveScene.watching(folder)
        let wakes = Wakes()
        live.watcher.startWakeThread { wakes.wake() }

        folder.write("notes.txt", "not part of the scene")
        folder.write("layouts/layout.json", SceneFolder.layout(tip: 80))
        XCTAssertEqual(wakes.semaphore.wait(timeout: .now() + 2), .success)
        XCTAssertEqual(live.applyPendingChangesAfterLoading(), .applied(live.lastReload!))
        XCTAssertEqual(live.appliedTip, 80)
        XCTAssertEqual(wakes.count, 1)

        folder.write("layouts/layout.json", SceneFolder.layout(tip: 90))
        XCTAssertEqual(wakes.semaphore.wait(timeout: .now() + 2), .success)
        XCTAssertEqual(live.applyPendingChangesAfterLoading(), .applied(live.lastReload!))
        XCTAssertEqual(live.appliedTip, 90)
        XCTAssertEqual(wakes.count, 2)
    }

    func test_the_thread_ends_and_the_descriptor_closes_with_the_watcher() throws {
        let folder = try SceneFolder()
        var watcher: ConfigWatcher? = try ConfigWatcher(watching: [folder.layoutPath])
        try XCTSkipIf(watcher!.eventDescriptor == nil, "a polling watcher holds no descriptor")
        let descriptor = watcher!.eventDescriptor!
        func isInotify() -> Bool {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)"))
                == "anon_inode:inotify"
        }
        watcher!.startWakeThread {}
        XCTAssertTrue(isInotify())
        watcher = nil
        // The thread leaves poll() and releases the descriptor shortly after; wait for that.
        let deadline = ContinuousClock.now + .seconds(2)
        while isInotify() && ContinuousClock.now < deadline {
            var none = pollfd()
            _ = poll(&none, 0, 1)
        }
        XCTAssertFalse(isInotify(), "descriptor still open")
    }

    func test_a_symlinked_file_is_followed_to_its_target() throws {
        let folder = try SceneFolder()
        let elsewhere = try SceneFolder()
        try FileManager.default.removeItem(atPath: folder.layoutPath)
        try FileManager.default.createSymbolicLink(atPath: folder.layoutPath, withDestinationPath: elsewhere.layoutPath)
        let watcher = try ConfigWatcher(watching: [folder.layoutPath])
        elsewhere.write("layouts/layout.json", SceneFolder.layout(tip: 5))
        XCTAssertEqual(watcher.waitForChanges(timeout: .seconds(2)), [folder.layoutPath])
    }
}
