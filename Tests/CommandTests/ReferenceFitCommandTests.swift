import Foundation
import PanelConfig
import PanelExport
import PanelReference
import TestSupport
import XCTest

@testable import panel_sandbox

/// `reference` reads a trace as the fit sees it, and `fit --to` finds the behavior values that
/// drew it (Docs/reference.md).
final class ReferenceFitCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reference-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    /// A fast fling up, a medium fling down and a slow drag past half, on the default scene's panel.
    private func simulatedTrace() throws -> String {
        try simulated().trace
    }

    /// The scenario of `simulatedTrace` and its trace's path.
    private func simulated() throws -> (scenario: String, trace: String) {
        let scenario = """
            { "scene": "\(Repository.path("Configs/scene.json"))", "fps": 60, "steps": [
              { "advance": 0.3 },
              { "drag": { "panel": "search", "translation": -60, "duration": 0.1, "velocity": -2500 } },
              { "advance": 1.5 },
              { "drag": { "panel": "search", "translation": 40, "duration": 0.1, "velocity": 800 } },
              { "advance": 1.5 },
              { "drag": { "panel": "search", "translation": 120, "duration": 0.8, "velocity": 5 } },
              { "advance": 1.5 } ] }
            """
        let scenarioPath = folder.appendingPathComponent("flings.json").path
        try scenario.write(toFile: scenarioPath, atomically: true, encoding: .utf8)
        var trace = ""
        var errors = ""
        XCTAssertEqual(
            SimulateCommand.run(
                arguments: [scenarioPath], files: .disk, output: { trace += $0 }, errors: { errors += $0 }), 0, errors)
        let path = folder.appendingPathComponent("flings.jsonl").path
        try trace.write(toFile: path, atomically: true, encoding: .utf8)
        return (scenarioPath, path)
    }

    /// `file` re-encoded lossy by the `ffmpeg` command into `name`.
    private func lossy(_ file: String, _ name: String, codec: [String]) throws -> String {
        let output = folder.appendingPathComponent(name).path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-v", "error", "-y", "-i", file] + codec + [output]
        do {
            try process.run()
        } catch {
            throw XCTSkip("the ffmpeg command is not installed (make test-deps installs it)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw XCTSkip("ffmpeg could not re-encode \(file)") }
        return output
    }

    func test_the_runs_own_recordings_re_encoded_lossy_track_within_a_point_and_fit_back_to_its_values() throws {
        let (scenario, trace) = try simulated()
        let drawn = try ReferenceReader.read(path: trace, panel: nil)
        let webp = folder.appendingPathComponent("run.webp").path
        let mp4 = folder.appendingPathComponent("run.mp4").path
        for output in [webp, mp4] {
            XCTAssertEqual(RenderCommand.run(arguments: ["--scenario", scenario, "--scale", "2", "-o", output]), 0)
        }
        let recordings = [
            webp, try lossy(mp4, "lossy.mp4", codec: ["-c:v", "libx264", "-crf", "30"]),
            try lossy(mp4, "lossy.webm", codec: ["-c:v", "libvpx-vp9", "-b:v", "300k"]),
        ]
        for recording in recordings {
            let motion = try ReferenceReader.read(
                path: recording, panel: nil, recording: RecordingOptions(containerWidth: 393))
            for sample in motion.samples {
                let nearest = try XCTUnwrap(drawn.samples.min { abs($0.t - sample.t) < abs($1.t - sample.t) })
                XCTAssertEqual(sample.y, nearest.y, accuracy: 1, "\(recording) at t \(sample.t)")
            }
            let result = fit(["--to", recording, "--json", Repository.path("Configs/scene.json")])
            XCTAssertEqual(result.status, 0, result.errors)
            let object = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            let values = try XCTUnwrap(object["values"] as? [String: Any])
            XCTAssertEqual(try XCTUnwrap(values["springResponseTime"] as? Double), 0.4, accuracy: 0.005, recording)
            XCTAssertEqual(
                try XCTUnwrap(values["springDecelerationRate"] as? Double), 0.991, accuracy: 0.0005, recording)
            XCTAssertLessThan(try XCTUnwrap(object["meanPt"] as? Double), 0.5, recording)
        }
    }

    func test_the_runs_own_gif_cut_while_the_panel_moves_fits_or_says_why_without_a_crash() throws {
        let (scenario, _) = try simulated()
        let gif = folder.appendingPathComponent("run.gif").path
        XCTAssertEqual(RenderCommand.run(arguments: ["--scenario", scenario, "-o", gif]), 0)
        let whole = try Data(contentsOf: URL(fileURLWithPath: gif))
        // Cut at 226 and 228 frames the third drag has begun: the finder trapped there.
        for frames in [226, 228, 238] {
            let cut = folder.appendingPathComponent("cut-\(frames).gif").path
            try XCTUnwrap(GIFFrames.prefix(whole, frames: frames)).write(to: URL(fileURLWithPath: cut))
            let printed = reference(["--scene", Repository.path("Configs/scene.json"), cut])
            XCTAssertEqual(printed.status, 0, printed.errors)
            XCTAssertTrue(printed.output.contains(": \(frames) samples over "), printed.output)
            let fitted = fit(["--to", cut, "--json", Repository.path("Configs/scene.json")])
            XCTAssertEqual(fitted.status, 0, fitted.errors)
            let object = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data(fitted.output.utf8)) as? [String: Any])
            XCTAssertEqual((object["releases"] as? [Any])?.count, 2, "\(frames) frames")
        }
    }

    func test_a_webp_whose_last_frame_holds_the_rest_finds_the_last_release() throws {
        // Three slow drags; the WebP merges the still frames, so the last rest is one frame.
        let scenario = folder.appendingPathComponent("slow.json").path
        try """
        { "scene": "\(Repository.path("Configs/scene.json"))", "fps": 60, "steps": [
          { "advance": 0.3 },
          { "drag": { "panel": "search", "translation": -120, "duration": 0.6, "velocity": -100 } },
          { "advance": 1.2 },
          { "drag": { "panel": "search", "translation": 150, "duration": 0.7, "velocity": 50 } },
          { "advance": 1.2 },
          { "drag": { "panel": "search", "translation": -200, "duration": 0.5, "velocity": -200 } },
          { "advance": 1.2 } ] }
        """.write(toFile: scenario, atomically: true, encoding: .utf8)
        let webp = folder.appendingPathComponent("slow.webp").path
        XCTAssertEqual(RenderCommand.run(arguments: ["--scenario", scenario, "-o", webp]), 0)
        let printed = reference(["--scene", Repository.path("Configs/scene.json"), webp])
        XCTAssertEqual(printed.status, 0, printed.errors)
        XCTAssertEqual(
            printed.output.split(separator: "\n").filter { $0.hasPrefix("# release ") }.count, 3, printed.output)
    }

    private func run(_ command: (([String], (String) -> Void, (String) -> Void) -> Int32), _ arguments: [String])
        -> (status: Int32, output: String, errors: String)
    {
        var output = ""
        var errors = ""
        let status = command(arguments, { output += $0 }, { errors += $0 })
        return (status, output, errors)
    }

    private func fit(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        run({ FitCommand.run(arguments: $0, output: $1, errors: $2) }, arguments)
    }

    private func reference(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        run({ ReferenceCommand.run(arguments: $0, output: $1, errors: $2) }, arguments)
    }

    func test_a_simulate_trace_fits_back_to_the_values_that_drew_it() throws {
        let trace = try simulatedTrace()
        let result = fit(["--to", trace, "--json", Repository.path("Configs/scene.json")])
        XCTAssertEqual(result.status, 0, result.errors)
        let object = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        XCTAssertEqual(object["panel"] as? String, "search")
        let values = try XCTUnwrap(object["values"] as? [String: Any])
        // Configs/behaviors/default.json: 0.991 and 0.4.
        XCTAssertEqual(values["springDecelerationRate"] as? Double, 0.991)
        XCTAssertEqual(values["springResponseTime"] as? Double, 0.4)
        // The three releases reach the same stops with projection and without: not decided, not written.
        XCTAssertNil(values["shouldProjectMomentum"])
        XCTAssertTrue(
            (object["undetermined"] as? [String] ?? []).contains(
                "shouldProjectMomentum: the releases reach the same stops with and without projection; the scene's is kept"
            ))
        let releases = try XCTUnwrap(object["releases"] as? [[String: Any]])
        XCTAssertEqual(releases.map { $0["stop"] as? String }, ["full", "half", "half"])
        for release in releases {
            XCTAssertLessThan(try XCTUnwrap(release["meanPt"] as? Double), 0.5)
            XCTAssertEqual(release["ruleStop"] as? String, release["stop"] as? String)
        }
    }

    func test_reference_prints_the_trace_with_its_recorded_releases_and_reads_its_own_output_back() throws {
        let trace = try simulatedTrace()
        let printed = reference([trace])
        XCTAssertEqual(printed.status, 0, printed.errors)
        XCTAssertTrue(printed.output.contains("# release 1 at t 0.4 s, y 378.5 pt, velocity -2500 pt/s (recorded)"))
        XCTAssertTrue(printed.output.contains("\nt,y\n0,438.5\n"), printed.output)
        let csv = folder.appendingPathComponent("flings.csv").path
        try printed.output.write(toFile: csv, atomically: true, encoding: .utf8)
        XCTAssertEqual(
            reference([csv]).output.split(separator: "\n").dropFirst(),
            printed.output.split(separator: "\n").dropFirst())
        let json = reference(["--json", trace])
        XCTAssertEqual(json.output.split(separator: "\n").first, #"{"t": 0, "y": 438.5}"#)
    }

    func test_a_csv_without_releases_is_fitted_from_releases_found_in_the_motion() throws {
        let printed = reference([try simulatedTrace()])
        let plain = printed.output.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
        let csv = folder.appendingPathComponent("plain.csv").path
        try plain.write(toFile: csv, atomically: true, encoding: .utf8)
        let found = reference([csv])
        XCTAssertTrue(found.output.contains("# release 1 at t 0.4 s, y 378.5 pt (found)"), found.output)
        XCTAssertTrue(found.output.contains("# release 2 at t 2 s, y 115 pt (found)"), found.output)
        let result = fit(["--to", csv, Repository.path("Configs/scene.json")])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(
            result.output.contains("  springDecelerationRate 0.991\n  springResponseTime 0.4\n"), result.output)
        let mean = try XCTUnwrap(result.output.split(separator: "\n").first { $0.hasPrefix("mean ") })
        XCTAssertLessThan(try XCTUnwrap(Double(mean.split(separator: " ")[1])), 0.5)
    }

    func test_a_malformed_csv_line_is_an_error_at_its_line() throws {
        let csv = folder.appendingPathComponent("bad.csv").path
        try "t,y\n0,10\n0.1,abc\n".write(toFile: csv, atomically: true, encoding: .utf8)
        let result = reference([csv])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.errors, "\(csv):3:5: error: expected two numbers 't,y' (seconds, points), found '0.1,abc'\n")
    }

    func test_a_panel_the_trace_does_not_have_is_named_with_the_ones_it_has() throws {
        let result = reference(["--panel", "serch", try simulatedTrace()])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("the trace has no panel 'serch'; its panels are search"), result.errors)
    }

    func test_write_sets_the_fitted_values_in_the_behavior_file() throws {
        let trace = try simulatedTrace()
        let scene = folder.appendingPathComponent("scene.json")
        let behavior = folder.appendingPathComponent("behavior.json")
        try """
        { "panels": [ { "id": "search", "layout": "\(Repository.path("Configs/layouts/maps.json"))",
          "behavior": "behavior.json" } ] }
        """.write(to: scene, atomically: true, encoding: .utf8)
        try #"{ "springDecelerationRate": 0.95, "springResponseTime": 0.7 }"#.write(
            to: behavior, atomically: true, encoding: .utf8)
        let result = fit(["--to", trace, "--write", scene.path])
        XCTAssertEqual(result.status, 0, result.errors)
        let written = try String(contentsOf: behavior, encoding: .utf8)
        XCTAssertTrue(written.contains(#""springResponseTime": 0.4"#), written)
        XCTAssertTrue(written.contains(#""springDecelerationRate": 0.99"#), written)
    }

    func test_format_and_to_together_is_a_usage_error() {
        let result = fit(["--to", "trace.csv", "--format", "swiftui", "scene.json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("leave out --format and --fps"), result.errors)
    }
}
