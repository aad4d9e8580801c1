import Foundation
import XCTest

@testable import PanelLink

/// How many recordings a page may save, and how much disk they may take (Docs/live.md "Limits").
final class RecordingQuotaTests: XCTestCase {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("panel-quota-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func test_a_page_saves_at_most_its_quota_in_any_minute_and_others_are_not_held() throws {
        let quota = RecordingQuota(perMinute: 3)
        let recordings = try folder()
        let first = (0..<4).map { quota.refusal(page: 1, folder: recordings, now: 100 + Double($0)) }
        XCTAssertEqual(first, [nil, nil, nil, "at most 3 recordings a minute from one page"])
        XCTAssertNil(quota.refusal(page: 2, folder: recordings, now: 103))
        XCTAssertEqual(
            quota.refusal(page: 1, folder: recordings, now: 159.5), "at most 3 recordings a minute from one page")
        XCTAssertNil(quota.refusal(page: 1, folder: recordings, now: 160))
    }

    func test_a_full_recordings_folder_refuses_the_next() throws {
        let quota = RecordingQuota(perMinute: 10, folderBytes: 3 << 20)
        let recordings = try folder()
        try Data(count: 2 << 20).write(to: recordings.appendingPathComponent("live-1.json"))
        XCTAssertNil(quota.refusal(page: 1, folder: recordings, now: 0))
        try Data(count: 1 << 20).write(to: recordings.appendingPathComponent("live-2.json"))
        XCTAssertEqual(
            quota.refusal(page: 1, folder: recordings, now: 1),
            "recordings/ already holds 3 MiB (at most 3 MiB); delete some")
    }
}
