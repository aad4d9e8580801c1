import Foundation
import PanelConfig
import XCTest

final class TimestampedFileTests: XCTestCase {
    func test_the_time_stamp_is_the_local_wall_clock() {
        // 2026-11-30 20:01:46 UTC.
        let date = Date(timeIntervalSince1970: 1_796_068_906)
        let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let expected = String(
            format: "%04d%02d%02d-%02d%02d%02d", parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!,
            parts.second!)
        XCTAssertEqual(TimestampedFile.timeStamp(date), expected)
        XCTAssertEqual(TimestampedFile.base("maps", at: date), "maps-" + expected)
    }

    func test_a_taken_name_gets_the_next_number_and_nothing_is_overwritten() throws {
        let folder = NSTemporaryDirectory() + "timestamped-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try TimestampedFile.create(Data("a".utf8), folder: folder, base: "scene-1", extension: "json")
        let second = try TimestampedFile.create(Data("b".utf8), folder: folder, base: "scene-1", extension: "json")
        let third = try TimestampedFile.create(Data("c".utf8), folder: folder, base: "scene-1", extension: "json")
        XCTAssertEqual(first, folder + "/scene-1.json")
        XCTAssertEqual(second, folder + "/scene-1-2.json")
        XCTAssertEqual(third, folder + "/scene-1-3.json")
        XCTAssertEqual(try String(contentsOfFile: first, encoding: .utf8), "a")
    }
}
