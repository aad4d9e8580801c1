import Foundation
import XCTest

@testable import PanelLive
@testable import PanelScene

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The inotify layer: records split across reads, and which event sequences complete a save.
final class WatchEventTests: XCTestCase {
    /// `struct inotify_event` bytes, the name NUL-padded to 16 bytes as the kernel pads it.
    private func record(_ watch: Int32, _ mask: Int32, cookie: UInt32 = 0, _ name: String) -> [UInt8] {
        var name = Array(name.utf8)
        if !name.isEmpty { name += Array(repeating: 0, count: 16 - name.count % 16) }
        var bytes: [UInt8] = []
        withUnsafeBytes(of: watch) { bytes += $0 }
        withUnsafeBytes(of: UInt32(bitPattern: mask)) { bytes += $0 }
        withUnsafeBytes(of: cookie) { bytes += $0 }
        withUnsafeBytes(of: UInt32(name.count)) { bytes += $0 }
        return bytes + name
    }

    func test_records_split_across_reads_at_every_boundary() {
        let bytes =
            record(1, IN_MODIFY, "layout.json") + record(1, IN_MOVED_FROM, cookie: 7, "a-much-longer-file-name.json")
            + record(2, IN_CLOSE_WRITE, "scene.json") + record(-1, IN_Q_OVERFLOW, "")
        let expected = [
            InotifyEvent(watchDescriptor: 1, mask: UInt32(IN_MODIFY), cookie: 0, name: "layout.json"),
            InotifyEvent(
                watchDescriptor: 1, mask: UInt32(IN_MOVED_FROM), cookie: 7, name: "a-much-longer-file-name.json"),
            InotifyEvent(watchDescriptor: 2, mask: UInt32(IN_CLOSE_WRITE), cookie: 0, name: "scene.json"),
            InotifyEvent(watchDescriptor: -1, mask: UInt32(IN_Q_OVERFLOW), cookie: 0, name: ""),
        ]
        for chunkSize in [1, 3, 7, 16, 17, 40, bytes.count] {
            var parser = InotifyEventParser()
            var events: [InotifyEvent] = []
            for start in stride(from: 0, to: bytes.count, by: chunkSize) {
                let chunk = Array(bytes[start..<min(start + chunkSize, bytes.count)])
                events += chunk.withUnsafeBytes { parser.parse($0) }
            }
            XCTAssertEqual(events, expected, "reads of \(chunkSize) bytes")
        }
    }

    func test_which_event_sequences_complete_a_save() {
        let path = "/d/layout.json"
        // (save style, events in order, completed after them, still being written)
        let rows: [(String, [Int32], Set<String>, Bool)] = [
            ("in-place write", [IN_MODIFY, IN_MODIFY, IN_CLOSE_WRITE], [path], false),
            ("truncate, first chunk", [IN_MODIFY, IN_MODIFY], [], true),
            ("rename over", [IN_MOVED_TO], [path], false),
            ("vim: backup renamed away", [IN_MOVED_FROM], [path], false),
            ("vim: new file being written", [IN_MOVED_FROM, IN_CREATE, IN_MODIFY], [], true),
            ("vim: new file written", [IN_MOVED_FROM, IN_CREATE, IN_MODIFY, IN_CLOSE_WRITE], [path], false),
            ("deleted", [IN_DELETE], [path], false),
            ("recreated empty", [IN_DELETE, IN_CREATE], [path], false),
            ("write in the same record as close", [IN_MODIFY | IN_CLOSE_WRITE], [path], false),
        ]
        for (style, masks, completed, writing) in rows {
            var tracker = SaveTracker()
            for mask in masks {
                tracker.record(InotifyEvent(watchDescriptor: 1, mask: UInt32(mask), cookie: 0, name: ""), path: path)
            }
            XCTAssertEqual(tracker.takeCompleted(), completed, style)
            XCTAssertEqual(tracker.beingWritten.contains(path), writing, style)
        }
    }

    func test_a_held_back_write_is_reported_when_its_writer_closes() {
        let path = "/d/layout.json"
        var tracker = SaveTracker()
        for mask in [IN_CREATE, IN_MODIFY] {
            tracker.record(InotifyEvent(watchDescriptor: 1, mask: UInt32(mask), cookie: 0, name: ""), path: path)
        }
        XCTAssertEqual(tracker.takeCompleted(), [])
        tracker.record(InotifyEvent(watchDescriptor: 1, mask: UInt32(IN_CLOSE_WRITE), cookie: 0, name: ""), path: path)
        XCTAssertEqual(tracker.takeCompleted(), [path])
        XCTAssertEqual(tracker.takeCompleted(), [], "taken once")
    }
}
