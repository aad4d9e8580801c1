import FloatingPanel
import Foundation
import TestSupport
import PanelConfig
import XCTest

@testable import PanelLive
@testable import PanelScene

/// The values card run as the window runs it: changes asked for on the loop's thread, done on
/// the card's worker, applied between "frames" when the worker's wake-up comes. The loop's
/// thread reads no file and waits for nothing; a change asked for while an older one is still
/// under way supersedes it; undo restores the bytes exactly.
final class ValueTunerLoopTests: XCTestCase {
    private var root = ""
    private var original: [String: Data] = [:]

    override func setUpWithError() throws {
        let configs = Repository.root.appendingPathComponent("Configs")
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tuner-loop-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: configs.path, toPath: root)
        original = snapshot()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func snapshot() -> [String: Data] {
        var files: [String: Data] = [:]
        for case let relative as String in FileManager.default.enumerator(atPath: root)!
        where relative.hasSuffix(".json") {
            files[relative] = FileManager.default.contents(atPath: root + "/" + relative)
        }
        return files
    }

    private func behaviorText() -> String {
        String(decoding: FileManager.default.contents(atPath: root + "/behaviors/default.json")!, as: UTF8.self)
    }

    /// Reads from disk, counting every read by thread, and holding reads while `held` is set.
    private final class CountingReader: @unchecked Sendable {
        let loopThread = pthread_self()
        private let lock = NSLock()
        private var loopReads = 0
        private var otherReads = 0
        private var held = false
        private let gate = DispatchSemaphore(value: 0)
        private let blocked = DispatchSemaphore(value: 0)

        var readsOnLoopThread: Int { lock.withLock { loopReads } }
        var readsElsewhere: Int { lock.withLock { otherReads } }

        func hold() { lock.withLock { held = true } }

        /// Waits until a read off the loop's thread is being held (the test's own wait).
        func waitUntilHolding() -> Bool { blocked.wait(timeout: .now() + .seconds(10)) == .success }

        func release() {
            let wasHeld = lock.withLock { () -> Bool in
                defer { held = false }
                return held
            }
            if wasHeld { gate.signal() }
        }

        func read(_ path: String) throws -> Data {
            let mustWait = lock.withLock { () -> Bool in
                if pthread_equal(pthread_self(), loopThread) != 0 { loopReads += 1 } else { otherReads += 1 }
                return held && pthread_equal(pthread_self(), loopThread) == 0
            }
            if mustWait {
                blocked.signal()
                gate.wait()
                gate.signal()
            }
            return try ConfigFileReader.disk.read(path)
        }
    }

    /// A live scene whose wake-ups signal `wakes`, as the window's posted event does.
    private func open(_ reader: CountingReader, wakes: DispatchSemaphore) throws -> (LiveScene, ValueTuner) {
        let scene = try LiveScene(
            path: root + "/scene.json", defaultDisplayScale: 2, reportError: { _ in }, readFile: reader.read)
        scene.runtime.showAll()
        scene.startWaking { wakes.signal() }
        return (scene, try ValueTuner(scene: scene, panelIndex: 0))
    }

    /// One "frame" of the window's loop: sleeps until a wake-up (as the event queue does),
    /// then applies what finished. Returns whether the card applied a result.
    private func frame(_ scene: LiveScene, _ tuner: ValueTuner, wakes: DispatchSemaphore) -> Bool {
        _ = wakes.wait(timeout: .now() + .milliseconds(50))
        scene.applyPendingChanges()
        return tuner.applyFinished()
    }

    func test_a_hundred_changes_read_no_file_and_wait_for_nothing_on_the_loop_thread() throws {
        let reader = CountingReader()
        let wakes = DispatchSemaphore(value: 0)
        let (scene, tuner) = try open(reader, wakes: wakes)
        let readsAtOpen = reader.readsOnLoopThread
        XCTAssertEqual(tuner.selectedValue?.name, "springResponseTime")

        for _ in 0..<100 {
            XCTAssertTrue(tuner.change(steps: 1))
            // The frame goes on whether or not the change finished.
            scene.applyPendingChanges()
            tuner.applyFinished()
        }
        var frames = 0
        while tuner.isBusy || scene.isLoading, frames < 2000 {
            _ = frame(scene, tuner, wakes: wakes)
            frames += 1
        }
        XCTAssertFalse(tuner.isBusy, "the changes finished")
        XCTAssertEqual(scene.runtime.panels[0].config.behavior.springResponseTime, 1.4, "0.4 + 100 × 0.01")
        XCTAssertTrue(behaviorText().contains("\"springResponseTime\": 1.4,"), behaviorText())
        XCTAssertEqual(tuner.selectedValue?.setting, .number(1.4))

        XCTAssertEqual(reader.readsOnLoopThread, readsAtOpen, "no read on the loop's thread, the card's included")
        XCTAssertGreaterThan(reader.readsElsewhere, 0, "the card reads through the counted reader")
        XCTAssertEqual(scene.loopStatistics.fileReadsOnLoopThread, 0)
        XCTAssertEqual(scene.loopStatistics.waits, 0)
        XCTAssertEqual(tuner.waits, 0)
        let entries = tuner.history.undoStack.count
        XCTAssertTrue((1...100).contains(entries), "\(entries) undo entries")

        // Undo is exact: every entry undone, the files are byte for byte what they were.
        for _ in 0..<entries { tuner.undo() }
        frames = 0
        while tuner.isBusy, frames < 2000 {
            _ = frame(scene, tuner, wakes: wakes)
            frames += 1
        }
        XCTAssertEqual(snapshot(), original)
        XCTAssertEqual(scene.runtime.panels[0].config.behavior.springResponseTime, 0.4)
        XCTAssertTrue(tuner.history.undoStack.isEmpty)
        XCTAssertEqual(tuner.history.redoStack.count, entries)
        XCTAssertEqual(reader.readsOnLoopThread, readsAtOpen)
    }

    func test_a_newer_change_supersedes_one_still_under_way() throws {
        let reader = CountingReader()
        let wakes = DispatchSemaphore(value: 0)
        let (scene, tuner) = try open(reader, wakes: wakes)
        let reloadsBefore = scene.lastReload

        // The first change's reads are held: it stays under way while two more are asked for.
        reader.hold()
        XCTAssertTrue(tuner.change(steps: 1))
        XCTAssertTrue(reader.waitUntilHolding())
        XCTAssertTrue(tuner.change(steps: 1))
        XCTAssertTrue(tuner.change(steps: 1))
        XCTAssertFalse(tuner.applyFinished(), "nothing finished, and the loop does not wait for it")
        XCTAssertEqual(scene.runtime.panels[0].config.behavior.springResponseTime, 0.4)
        XCTAssertEqual(scene.lastReload, reloadsBefore)
        reader.release()

        XCTAssertTrue(tuner.finishChanges())
        XCTAssertFalse(tuner.applyFinished(), "one result stood for all three")
        XCTAssertEqual(scene.runtime.panels[0].config.behavior.springResponseTime, 0.43)
        XCTAssertTrue(behaviorText().contains("\"springResponseTime\": 0.43,"), behaviorText())
        // The first change was under way: it was written and stays one undo entry; the two asked
        // for behind it were done as one step of two.
        XCTAssertEqual(tuner.history.undoStack.count, 2)
        XCTAssertEqual(tuner.supersededCount, 2, "one request joined, one result never applied")

        tuner.undo()
        XCTAssertTrue(tuner.finishChanges())
        XCTAssertTrue(behaviorText().contains("\"springResponseTime\": 0.41,"), behaviorText())
        tuner.undo()
        XCTAssertTrue(tuner.finishChanges())
        XCTAssertEqual(snapshot(), original)
        XCTAssertEqual(scene.runtime.panels[0].config.behavior.springResponseTime, 0.4)
    }
}
