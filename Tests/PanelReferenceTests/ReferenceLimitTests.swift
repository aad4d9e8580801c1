import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import TestSupport
import XCTest

@testable import PanelReference

/// Traces that end while the panel moves, hold numbers no panel takes, or are written with other
/// line ends (Docs/reference.md "Limits"): each reads to a motion or a located error, and the
/// release finder and the fit answer them without a crash.
final class ReferenceLimitTests: XCTestCase {
    private func scene() throws -> ResolvedScene {
        try ConfigLoader.loadScene(path: Repository.path("Configs/scene.json"))
    }

    private func csv(_ samples: [(Double, Double)]) -> String {
        "t,y\n" + samples.map { "\($0.0),\($0.1)\n" }.joined()
    }

    func test_a_ramp_that_ends_while_the_panel_moves_has_no_release_and_the_fit_says_it_ends_moving() throws {
        let ramp = (0..<30).map { (Double($0) / 60, 400 - 10 * Double($0)) }
        let motion = try ReferenceTraceReader.read(csv(ramp), path: "ramp.csv", panel: nil)
        XCTAssertEqual(motion.samples.count, 30)
        XCTAssertEqual(ReleaseFinder.releases(in: motion, h: 1.0 / 60).map(\.index), [])
        XCTAssertThrowsError(try ReferenceFit(motion: motion, scene: try scene(), panel: nil)) { error in
            XCTAssertEqual(
                "\(error)",
                "error: the reference holds no release that comes to rest (it ends while the panel moves, at t 0.483333 s); record the panel from before the finger lets go until it stops"
            )
        }
    }

    func test_every_cut_of_a_three_gesture_trace_finds_only_releases_that_come_to_rest() throws {
        let scene = try scene()
        var steps: [ScenarioStep] = [.advance(seconds: 0.3)]
        for (translation, velocity) in [(-60.0, -2500.0), (40, 800), (120, 5)] {
            steps.append(
                .drag(
                    panel: "search", translation: CGFloat(translation), duration: 0.1, velocity: CGFloat(velocity),
                    at: .grabber))
            steps.append(.advance(seconds: 1.2))
        }
        var trace = ""
        Simulator(scenario: Scenario(scene: scene, fps: 60, steps: steps)) { trace += $0 }.run()
        let whole = try ReferenceTraceReader.read(trace, path: "run.jsonl", panel: "search")
        let cut = { (count: Int) in
            ReleaseFinder.releases(
                in: ReferenceMotion(samples: Array(whole.samples.prefix(count)), releases: [], source: "cut"),
                h: 1.0 / 60
            ).map(\.index)
        }
        // The whole run's three releases.
        let releases = cut(whole.samples.count)
        XCTAssertEqual(releases.count, 3, "\(releases)")
        for count in stride(from: 20, to: whole.samples.count, by: 3) {
            let found = cut(count)
            // A cut while the panel settles has no rest after its last release: no release is
            // found there, rather than one placed by where the cut fell.
            XCTAssertTrue(found.allSatisfy(releases.contains), "cut at \(count): \(found)")
            XCTAssertTrue(releases.filter { $0 + 60 < count }.allSatisfy(found.contains), "cut at \(count): \(found)")
        }
        XCTAssertEqual(cut(releases[0] + 2), [], "a cut two samples after the first release ends while it moves")
    }

    func test_numbers_no_panel_takes_are_a_located_error_and_the_finder_answers_them_without_a_crash() throws {
        let alternating = (0..<40).map { (Double($0) / 60, $0 % 2 == 0 ? -1e308 : 1e308) }
        XCTAssertThrowsError(try ReferenceTraceReader.read(csv(alternating), path: "huge.csv", panel: nil)) { error in
            XCTAssertEqual(
                "\(error)",
                "huge.csv:2:1: error: y -1e+308 pt is not a panel's edge; a trace gives the edge's location in points, within ±1000000"
            )
        }
        let motion = ReferenceMotion(
            samples: alternating.map { .init(t: $0.0, y: $0.1) } + [.init(t: 1, y: 1e308), .init(t: 2, y: 1e308)],
            releases: [], source: "huge")
        XCTAssertEqual(ReleaseFinder.releases(in: motion, h: 1.0 / 60).map(\.index), [])
        XCTAssertThrowsError(try ReferenceFit(motion: motion, scene: try scene(), panel: nil))
    }

    func test_a_time_span_of_1e300_seconds_is_answered_without_a_crash() throws {
        let ramp = (0..<20).map { ReferenceMotion.Sample(t: Double($0) * 1e300 / 30, y: 400 - 3 * Double($0)) }
        let rest = (20..<30).map { ReferenceMotion.Sample(t: Double($0) * 1e300 / 30, y: 343) }
        let motion = ReferenceMotion(samples: ramp + rest, releases: [], source: "span")
        for h in [1.0 / 60, 1e300 / 30, .infinity, 0] {
            XCTAssertTrue(ReleaseFinder.releases(in: motion, h: h).allSatisfy { $0.index < 30 })
        }
        do {
            let fit = try ReferenceFit(motion: motion, scene: try scene(), panel: nil)
            XCTAssertTrue(fit.values.springResponseTime.isFinite)
        } catch {
            XCTAssertTrue("\(error)".hasPrefix("error: "), "\(error)")
        }
    }

    func test_crlf_and_cr_line_ends_read_the_same_samples_and_releases_as_lf() throws {
        let lines = ["# release 1 at t 0.1 s (found)", "t,y", "0,400", "0.1,390", "0.2,380"]
        let lf = try ReferenceTraceReader.read(lines.joined(separator: "\n"), path: "lf.csv", panel: nil)
        XCTAssertEqual(lf.samples.map(\.y), [400, 390, 380])
        XCTAssertEqual(lf.releases.map(\.index), [1])
        for end in ["\r\n", "\r"] {
            let other = try ReferenceTraceReader.read(lines.joined(separator: end) + end, path: "crlf.csv", panel: nil)
            XCTAssertEqual(other, lf, end.debugDescription)
        }
        let jsonLines = "{\"t\": 0, \"y\": 400}\r\n{\"t\": 0.5, \"y\": 380}\r\n"
        XCTAssertEqual(
            try ReferenceTraceReader.read(jsonLines, path: "crlf.jsonl", panel: nil).samples.map(\.y), [400, 380])
    }

    func test_release_lines_as_many_as_samples_match_each_release_to_its_sample() throws {
        let count = 20_000
        var text = ""
        for index in 0..<count { text += "# release \(index + 1) at t \(Double(index) / 100) s (found)\n" }
        text += "t,y\n"
        for index in 0..<count { text += "\(Double(index) / 100),\(index % 7)\n" }
        let motion = try ReferenceTraceReader.read(text, path: "many.csv", panel: nil)
        XCTAssertEqual(motion.releases.count, count)
        XCTAssertEqual(motion.releases.map(\.index), Array(0..<count))
    }

    func test_a_line_longer_than_any_trace_line_is_a_located_error() throws {
        let long = "{\"t\": 0, \"y\": 1, \"pad\": \"" + String(repeating: "x", count: 70_000) + "\"}\n"
        XCTAssertThrowsError(
            try ReferenceTraceReader.read("{\"t\": 0, \"y\": 1}\n" + long, path: "long.jsonl", panel: nil)
        ) { error in
            XCTAssertTrue(
                "\(error)".hasPrefix(
                    "long.jsonl:2:1: error: the line is 70027 bytes long; a trace line holds one sample"),
                "\(error)")
        }
    }

    func test_a_directory_a_fifo_and_a_device_have_their_own_errors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let expected = [
            folder.path: "it is a directory; give a trace or a recording file in it",
            fifo: "it is a FIFO (named pipe), which blocks until a writer comes; save the recording to a file first",
            "/dev/zero": "it is a device, not a file; save the recording to a file first",
            folder.appendingPathComponent("missing.csv").path: "no such file",
        ]
        for (path, message) in expected {
            XCTAssertThrowsError(try ReferenceReader.read(path: path, panel: nil)) { error in
                XCTAssertEqual("\(error)", "\(path):1:1: error: \(message)")
            }
        }
    }
}
