import Foundation
import PanelConfig
import PanelScene
import TestSupport
import XCTest

@testable import Sandbox

/// The live page in Debian's headless Chromium against `simulate` (Docs/live.md "Proof"): one
/// browser for the class, touches with explicit timestamps 8.33 ms apart.
final class LivePageBrowserTests: XCTestCase {
    private var folder: URL!
    private var link: LiveLink!
    private var browser: BrowserDriver!

    private var scenePath: String { folder.appendingPathComponent("scene.json").path }

    override func setUpWithError() throws {
        if let missing = BrowserDriver.missingTool { throw XCTSkip(missing) }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("panel-live-\(UUID())")
        try FileManager.default.copyItem(at: Repository.url("Configs"), to: folder)
        link = try LiveLink(scenePath: scenePath, lan: false, port: 0, log: { _ in })
        link.publish(try ConfigLoader.loadScene(path: scenePath))
        browser = try BrowserDriver(width: 393, height: 852)
        try browser.open(link.server.url)
        try browser.wait(
            until: "window.panelPreview && window.panelPreview.container && window.panelPreview.container.fromPage")
    }

    override func tearDown() {
        browser = nil
        link?.stop()
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    private func snapshot() throws -> [[String: Any]] {
        try browser.evaluate("window.panelPreview.snapshot()") as? [[String: Any]] ?? []
    }

    /// Flings the search panel up from 12 pt below its edge: `moves` samples `step` pt apart.
    private func fling(from y: Double, moves: Int, step: Double) throws {
        let points = (0...moves).map { (x: 196.0, y: y + 12 + Double($0) * step) }
        try browser.touch(points, interval: 1.0 / 120)
        try browser.wait(
            until: "window.panelPreview.releases.length > 0 && !window.panelPreview.snapshot()[0].attracting")
    }

    private func recordings() -> [String] {
        let folder = self.folder.appendingPathComponent("recordings")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().map {
            folder.appendingPathComponent($0).path
        }
    }

    /// The trace lines of `simulate` for the scenario at `path`, frames and releases.
    private func simulate(_ path: String) throws -> [[String: Any]] {
        var text = ""
        Simulator(scenario: try ConfigLoader.loadScenario(path: path), content: [.frames, .releases]) { text += $0 }
            .run()
        return try text.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
        }
    }

    func testAFlingLandsWhereSimulateSaysAlongTheSamePathAndItsRecordingReplaysIt() throws {
        let start = try XCTUnwrap(try snapshot().first)
        XCTAssertEqual(start["state"] as? String, "half")
        let y = try XCTUnwrap(start["y"] as? Double)
        try browser.evaluate("window.panelPreview.record(true)")
        try fling(from: y, moves: 10, step: -20)
        try browser.evaluate("window.panelPreview.record(false)")
        for _ in 0..<200 where recordings().isEmpty { Thread.sleep(forTimeInterval: 0.02) }
        let recording = try XCTUnwrap(recordings().first, "the recording was not saved under recordings/")

        let page = try XCTUnwrap(try browser.evaluate("window.panelPreview.releases[0]") as? [String: Any])
        let trace = try simulate(recording)
        let release = try XCTUnwrap(trace.first { $0["event"] as? String == "release" })
        XCTAssertEqual(page["targetState"] as? String, "full")
        XCTAssertEqual(release["targetState"] as? String, page["targetState"] as? String)
        XCTAssertEqual(
            try XCTUnwrap(release["location"] as? Double), try XCTUnwrap(page["location"] as? Double), accuracy: 1e-9)
        XCTAssertEqual(
            try XCTUnwrap(release["velocity"] as? Double), try XCTUnwrap(page["velocity"] as? Double), accuracy: 1e-6)
        // 10 moves of 20 pt at 120 Hz: 2400 pt/s up, within what the browser's timestamp
        // resolution (0.1 ms) leaves of 8.33 ms steps.
        XCTAssertEqual(try XCTUnwrap(page["velocity"] as? Double), -2400, accuracy: 30)

        // The path, engine frame by engine frame from the release.
        let releaseTime = try XCTUnwrap(release["t"] as? Double)
        let frames = trace.filter {
            $0["panel"] as? String == "search" && $0["event"] == nil && ($0["t"] as? Double ?? 0) > releaseTime + 1e-9
        }
        let simulated = frames.compactMap { $0["y"] as? Double }
        let path = try XCTUnwrap(page["path"] as? [Double])
        XCTAssertGreaterThan(path.count, 10)
        XCTAssertGreaterThanOrEqual(simulated.count, path.count)
        for (index, location) in path.enumerated() {
            XCTAssertEqual(location, simulated[index], accuracy: 0.5, "frame \(index + 1) after the release")
        }
        XCTAssertEqual(path.last, release["target"] as? Double)
    }
}
