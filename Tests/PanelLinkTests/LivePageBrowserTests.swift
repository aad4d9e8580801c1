import Foundation
import PanelConfig
import PanelScene
import TestSupport
import XCTest

@testable import PanelLink

/// The live page in Debian's headless Chromium against `simulate` (Docs/live.md "Proof"): one
/// browser for the class, touches with explicit timestamps 8.33 ms apart.
final class LivePageBrowserTests: XCTestCase {
    private var folder: URL!
    private var link: LiveLink!
    private var browser: BrowserDriver!

    /// The served scene, in the copy of `Configs/`.
    private var scenePath = ""

    override func setUpWithError() throws {
        if let missing = BrowserDriver.missingTool { throw XCTSkip(missing) }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("panel-live-\(UUID())")
        try FileManager.default.copyItem(at: Repository.url("Configs"), to: folder)
        browser = try BrowserDriver(width: 393, height: 852)
    }

    /// Serves the scene at `path` (relative to `Configs/`) and opens its page.
    private func open(_ path: String = "scene.json") throws {
        scenePath = folder.appendingPathComponent(path).path
        link = try LiveLink(scenePath: scenePath, lan: false, port: 0, log: { _ in })
        link.publish(try ConfigLoader.loadScene(path: scenePath))
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

    /// Rewrites the copy of `Configs/`'s file at `path`, each original of `replacements` by its
    /// replacement; every original must be there.
    private func edit(_ path: String, _ replacements: [(String, String)]) throws {
        let url = folder.appendingPathComponent(path)
        var text = try String(contentsOf: url, encoding: .utf8)
        for (original, replacement) in replacements {
            XCTAssertTrue(text.contains(original), original)
            text = text.replacingOccurrences(of: original, with: replacement)
        }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The recordings saved beside the served scene.
    private func recordings() -> [String] {
        let folder = URL(fileURLWithPath: scenePath).deletingLastPathComponent().appendingPathComponent("recordings")
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

    /// The page's release equals `simulate --summary`'s release line field by field: numbers within
    /// 1e-6 (the overshoot within the path's 0.5 pt), strings and flags equal.
    private func assertSameRelease(
        _ page: [String: Any], _ release: [String: Any], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let number = { (object: [String: Any], key: String) in try XCTUnwrap(object[key] as? Double, key) }
        for (key, accuracy) in [
            ("location", 1e-9), ("velocity", 1e-6), ("projection", 1e-6), ("target", 1e-6),
            ("redirectionalProgress", 1e-6), ("settleTime", 1e-9), ("peakOvershoot", 0.5),
        ] {
            XCTAssertEqual(
                try number(release, key), try number(page, key), accuracy: accuracy, key, file: file, line: line)
        }
        XCTAssertEqual(release["targetState"] as? String, page["targetState"] as? String, file: file, line: line)
        XCTAssertEqual(release["segment"] as? [String], page["segment"] as? [String], file: file, line: line)
        for key in ["removed", "projected"] {
            XCTAssertEqual(release[key] as? Bool, page[key] as? Bool, key, file: file, line: line)
        }
        XCTAssertEqual(release["because"] as? String, page["because"] as? String, file: file, line: line)
        XCTAssertNotNil(page["because"] as? String, file: file, line: line)
    }

    func test_a_fling_lands_where_simulate_says_along_the_same_path_and_its_recording_replays_it() throws {
        try open()
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
        try assertSameRelease(page, release)
        XCTAssertEqual(page["targetState"] as? String, "full")
        // 10 moves of 20 pt at 120 Hz: 2400 pt/s up, within what the browser's timestamp
        // resolution (0.1 ms) leaves of 8.33 ms steps.
        XCTAssertEqual(try XCTUnwrap(page["velocity"] as? Double), -2400, accuracy: 30)
        XCTAssertEqual(page["segment"] as? [String], ["half", "full"])
        XCTAssertEqual(page["projected"] as? Bool, false)
        let because = try XCTUnwrap(page["because"] as? String)
        XCTAssertTrue(because.hasPrefix("shouldProjectMomentum is false: the "), because)
        XCTAssertTrue(
            because.hasSuffix(
                ", held at full (y 16), past ρ 0.5 between half and full (y 221): full; above 300 pt/s it springs "
                    + "with spring.dampingRatio 0.58"), because)
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

    /// A drag on a panel's content from `start` by `distance` pt in `moves` samples along y (along
    /// x at y 400 when `across`), then the finger held still for 150 ms (so the release has no
    /// velocity), in Chromium.
    private func dragContent(from start: Double, by distance: Double, moves: Int, across: Bool = false) throws {
        let point = { (main: Double) in across ? (x: main, y: 400.0) : (x: 196.0, y: main) }
        let path = (0...moves).map { point(start + Double($0) * distance / Double(moves)) }
        let hold = Array(repeating: point(start + distance), count: 18)
        try browser.touch(path + hold, interval: 1.0 / 120)
    }

    /// Waits until the page has `count` releases and its first panel neither springs nor scrolls.
    private func waitForRest(releases count: Int) throws {
        try browser.wait(
            until: "window.panelPreview.releases.length === \(count) && !window.panelPreview.snapshot()[0].attracting"
                + " && !window.panelPreview.snapshot()[0].scrolling", seconds: 15)
    }

    /// Records `gestures` on the page, runs `simulate` on the recording's samples and checks that
    /// both release alike, that the content sat where `simulate` has it at the releases the finger
    /// held still before (the first `held`; a frame line shows the frame before the up's samples, so
    /// a moving finger's content is a frame behind there), and that the panel and its content come
    /// to rest at the same place (along x when `across`). Returns the page's releases of the
    /// recording.
    @discardableResult
    private func assertHandOffAsSimulate(
        panel: String, held: Int, across: Bool = false, file: StaticString = #filePath, line: UInt = #line,
        _ gestures: () throws -> Void
    ) throws -> [[String: Any]] {
        let first = try XCTUnwrap(browser.evaluate("window.panelPreview.releases.length") as? Int)
        try browser.evaluate("window.panelPreview.record(true)")
        try gestures()
        try browser.evaluate("window.panelPreview.record(false)")
        for _ in 0..<200 where recordings().isEmpty { Thread.sleep(forTimeInterval: 0.02) }
        let recording = try XCTUnwrap(recordings().first, "the recording was not saved under recordings/")
        let trace = try simulate(recording)
        let simulated = trace.filter { $0["event"] as? String == "release" }
        let count = try XCTUnwrap(browser.evaluate("window.panelPreview.releases.length") as? Int) - first
        XCTAssertEqual(simulated.count, count, "releases", file: file, line: line)
        var releases: [[String: Any]] = []
        for (index, release) in simulated.enumerated() {
            let page = try XCTUnwrap(
                browser.evaluate("window.panelPreview.releases[\(first + index)]") as? [String: Any])
            releases.append(page)
            try assertSameRelease(page, release, file: file, line: line)
            guard index < held else { continue }
            let time = try XCTUnwrap(release["t"] as? Double)
            let frame = try XCTUnwrap(
                trace.last { $0["event"] == nil && ($0["t"] as? Double ?? 0) <= time + 1e-9 },
                "no frame line at the release")
            XCTAssertEqual(
                try XCTUnwrap(frame["scroll"] as? Double), try XCTUnwrap(page["scroll"] as? Double), accuracy: 1e-6,
                "the content's offset at release \(index + 1)", file: file, line: line)
        }
        let end = try XCTUnwrap(trace.last { $0["event"] == nil && $0["panel"] as? String == panel })
        let rest = try XCTUnwrap(try snapshot().first)
        XCTAssertEqual(end["state"] as? String, rest["state"] as? String, file: file, line: line)
        // The page's `y` is the main-axis location: a side panel's is the trace's `x`.
        for (traced, key) in [(across ? "x" : "y", "y"), ("scroll", "scroll")] {
            XCTAssertEqual(
                try XCTUnwrap(end[traced] as? Double), try XCTUnwrap(rest[key] as? Double), accuracy: 1e-6,
                "where the panel rests: \(traced)", file: file, line: line)
        }
        return releases
    }

    /// At full, a drag up on the content scrolls it while the panel holds, a drag down scrolls it
    /// back and hands the rest to the panel, and a flick up makes it coast: in the page as in
    /// `simulate`. Returns the page's releases of the three gestures.
    private func scrollUpDownAndFlick(panel: String) throws -> [[String: Any]] {
        let full = 16.0
        try fling(from: try XCTUnwrap(try snapshot().first?["y"] as? Double), moves: 10, step: -20)
        try browser.wait(until: "window.panelPreview.snapshot()[0].state === 'full'")
        return try assertHandOffAsSimulate(panel: panel, held: 2) {
            // Up by 200 pt on the content: the panel stays at full, the content scrolls by the drag
            // less the 10 pt slop.
            try dragContent(from: 500, by: -200, moves: 20)
            try waitForRest(releases: 2)
            let scrolled = try XCTUnwrap(try snapshot().first)
            XCTAssertEqual(scrolled["y"] as? Double, full)
            XCTAssertEqual(try XCTUnwrap(scrolled["scroll"] as? Double), 190, accuracy: 1e-9)
            // Down by 300 pt: the content scrolls back to its top, then the panel takes the rest.
            try dragContent(from: 300, by: 300, moves: 30)
            try waitForRest(releases: 3)
            // A flick up on the content at full: the content coasts and comes to rest, the panel stays.
            try browser.touch((0...10).map { (x: 196.0, y: 500 - Double($0) * 20) }, interval: 1.0 / 120)
            try waitForRest(releases: 4)
        }
    }

    func test_at_full_a_drag_up_scrolls_the_content_and_a_drag_down_hands_it_back_to_the_panel_as_simulate_does()
        throws
    {
        try open()
        let releases = try scrollUpDownAndFlick(panel: "search")
        XCTAssertEqual(try XCTUnwrap(releases[1]["scroll"] as? Double), 0, accuracy: 1e-9)
        XCTAssertGreaterThan(try XCTUnwrap(releases[1]["location"] as? Double), 16 + 50)
        // Where the flicked content came to rest: the engine's deceleration, frame by frame.
        XCTAssertGreaterThan(try XCTUnwrap(try snapshot().first?["scroll"] as? Double), 500)
    }

    func test_a_fit_to_bounds_panel_hands_the_drag_to_its_content_and_back_as_simulate_does() throws {
        try open("scenes/fit-to-bounds.json")
        let releases = try scrollUpDownAndFlick(panel: "main")
        XCTAssertEqual(try XCTUnwrap(releases[1]["scroll"] as? Double), 0, accuracy: 1e-9)
        XCTAssertGreaterThan(try XCTUnwrap(releases[1]["location"] as? Double), 16 + 50)
        XCTAssertGreaterThan(try XCTUnwrap(try snapshot().first?["scroll"] as? Double), 500)
    }

    /// Opens the scene at `path`, whose top or left panel shows at full with its content resting
    /// at its end, by the grabber (Docs/engine.md §8.2): the panel's location and that offset.
    private func openAtFullWithContentAtItsEnd(_ path: String) throws -> (full: Double, end: Double) {
        try open(path)
        let start = try XCTUnwrap(try snapshot().first)
        XCTAssertEqual(start["state"] as? String, "full")
        let end = try XCTUnwrap(start["scroll"] as? Double)
        XCTAssertGreaterThan(end, 500)
        return (try XCTUnwrap(start["y"] as? Double), end)
    }

    func test_a_top_panel_scrolls_its_content_toward_its_start_and_hands_it_back_to_the_panel_as_simulate_does()
        throws
    {
        let (full, end) = try openAtFullWithContentAtItsEnd("scenes/top-panel.json")
        let releases = try assertHandOffAsSimulate(panel: "main", held: 2) {
            // Down by 200 pt on the content: the panel holds at full, the content scrolls toward its
            // start by the drag less the slop.
            try dragContent(from: 300, by: 200, moves: 20)
            try waitForRest(releases: 1)
            let scrolled = try XCTUnwrap(try snapshot().first)
            XCTAssertEqual(scrolled["y"] as? Double, full)
            XCTAssertEqual(try XCTUnwrap(scrolled["scroll"] as? Double), end - 190, accuracy: 1e-9)
            // Up by 500 pt: the content scrolls back to its end, then the panel takes the rest.
            try dragContent(from: 600, by: -500, moves: 50)
            try waitForRest(releases: 2)
            // A flick down on the content from half: the panel goes back to full with the content
            // held at its end.
            try browser.touch((0...10).map { (x: 196.0, y: 100 + Double($0) * 20) }, interval: 1.0 / 120)
            try waitForRest(releases: 3)
        }
        XCTAssertEqual(try XCTUnwrap(releases[1]["scroll"] as? Double), end, accuracy: 1e-9)
        XCTAssertLessThan(try XCTUnwrap(releases[1]["location"] as? Double), full - 50)
        XCTAssertEqual(releases[1]["targetState"] as? String, "half")
        let rest = try XCTUnwrap(try snapshot().first)
        XCTAssertEqual(rest["state"] as? String, "full")
        XCTAssertEqual(try XCTUnwrap(rest["scroll"] as? Double), end, accuracy: 1e-9)
    }
    func test_a_right_panel_scrolls_its_content_sideways_and_hands_it_back_to_the_panel_as_simulate_does() throws {
        // The right inspector with 1200 pt of content scrolling along x.
        try edit("scenes/right-inspector.json", [("\"scrollContentHeight\": 0,", "\"scrollContentHeight\": 1200,")])
        try open("scenes/right-inspector.json")
        let start = try XCTUnwrap(try snapshot().first)
        XCTAssertEqual(start["state"] as? String, "full")
        let full = try XCTUnwrap(start["y"] as? Double)
        XCTAssertEqual(start["scroll"] as? Double, 0)
        let releases = try assertHandOffAsSimulate(panel: "main", held: 2, across: true) {
            // Left by 150 pt on the content: the panel holds at full, the content scrolls by the
            // drag less the slop.
            try dragContent(from: 300, by: -150, moves: 15, across: true)
            try waitForRest(releases: 1)
            let scrolled = try XCTUnwrap(try snapshot().first)
            XCTAssertEqual(scrolled["y"] as? Double, full)
            XCTAssertEqual(try XCTUnwrap(scrolled["scroll"] as? Double), 140, accuracy: 1e-9)
            // Right by 250 pt: the content scrolls back to its start, then the panel takes the rest.
            try dragContent(from: 120, by: 250, moves: 25, across: true)
            try waitForRest(releases: 2)
            // A flick left on the content from half: the panel goes back to full.
            try browser.touch((0...10).map { (x: 300 - Double($0) * 20, y: 400) }, interval: 1.0 / 120)
            try waitForRest(releases: 3)
        }
        XCTAssertEqual(try XCTUnwrap(releases[1]["scroll"] as? Double), 0, accuracy: 1e-9)
        XCTAssertGreaterThan(try XCTUnwrap(releases[1]["location"] as? Double), full + 50)
        XCTAssertEqual(try snapshot().first?["state"] as? String, "full")
    }

    func test_at_a_scrollable_half_the_content_coasts_to_its_end_past_the_inset_the_panel_writes_as_simulate_does()
        throws
    {
        // The maps scene with its content scrolling at half as well as at full.
        let projection = "\"shouldProjectMomentum\": false,"
        try edit("behaviors/default.json", [(projection, projection + " \"scrollableStates\": [\"full\", \"half\"],")])
        try open()
        let half = try XCTUnwrap(try snapshot().first?["y"] as? Double)
        let full = 16.0
        try assertHandOffAsSimulate(panel: "search", held: 3) {
            try fling(from: half, moves: 10, step: -20)
            try browser.wait(until: "window.panelPreview.snapshot()[0].state === 'full'")
            try dragContent(from: 500, by: -200, moves: 20)
            try waitForRest(releases: 2)
            // From the grabber area back to half: the content holds where it was scrolled.
            try dragContent(from: full + 12, by: half - full, moves: 30)
            try waitForRest(releases: 3)
            XCTAssertEqual(try snapshot().first?["state"] as? String, "half")
            XCTAssertEqual(try XCTUnwrap(try snapshot().first?["scroll"] as? Double), 190, accuracy: 1e-9)
            // Two flicks up on the content at half carry it to its end, which the inset written at
            // half (the panel's distance from full, Docs/engine.md §8.10) puts past the content's.
            for _ in 0..<2 {
                try browser.touch((0...10).map { (x: 196.0, y: 700 - Double($0) * 20) }, interval: 1.0 / 120)
                try browser.wait(until: "!window.panelPreview.snapshot()[0].scrolling", seconds: 15)
            }
        }
        let rest = try XCTUnwrap(try snapshot().first)
        XCTAssertEqual(rest["state"] as? String, "half")
        XCTAssertGreaterThan(try XCTUnwrap(rest["scroll"] as? Double), 2860 - (852 - full) + (half - full) - 100)
    }

    func test_a_left_panel_scrolls_its_content_toward_its_start_and_hands_it_back_to_the_panel_as_simulate_does()
        throws
    {
        // The left inspector with 1200 pt of content scrolling along x, resting at its end, in the
        // page's own container: a replay starts in the scene's container, where the content's end
        // is elsewhere, and keeps that offset through the resize.
        try edit(
            "scenes/left-inspector.json",
            [
                ("\"scrollContentHeight\": 0,", "\"scrollContentHeight\": 1200,"),
                ("\"iphone-15-landscape\"", "\"iphone-15\""),
            ])
        let (full, end) = try openAtFullWithContentAtItsEnd("scenes/left-inspector.json")
        let releases = try assertHandOffAsSimulate(panel: "main", held: 2, across: true) {
            // Right by 100 pt on the content: the panel holds at full, the content scrolls toward
            // its start by the drag less the slop.
            try dragContent(from: 100, by: 100, moves: 10, across: true)
            try waitForRest(releases: 1)
            let scrolled = try XCTUnwrap(try snapshot().first)
            XCTAssertEqual(scrolled["y"] as? Double, full)
            XCTAssertEqual(try XCTUnwrap(scrolled["scroll"] as? Double), end - 90, accuracy: 1e-9)
            // Left by 260 pt: the content scrolls back to its end, then the panel takes the rest.
            try dragContent(from: 270, by: -260, moves: 26, across: true)
            try waitForRest(releases: 2)
            // A flick right from tip on the grabber: the panel goes back to full, the content held.
            try browser.touch((0...10).map { (x: 20 + Double($0) * 20, y: 200) }, interval: 1.0 / 120)
            try waitForRest(releases: 3)
        }
        XCTAssertEqual(try XCTUnwrap(releases[1]["scroll"] as? Double), end, accuracy: 1e-9)
        XCTAssertEqual(releases[1]["targetState"] as? String, "tip")
        let rest = try XCTUnwrap(try snapshot().first)
        XCTAssertEqual(rest["state"] as? String, "full")
        XCTAssertEqual(try XCTUnwrap(rest["scroll"] as? Double), end, accuracy: 1e-9)
    }
}
