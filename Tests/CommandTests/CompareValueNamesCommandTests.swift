import FloatingPanel
import Foundation
import PanelConfig
import XCTest

@testable import panel_sandbox

/// `compare` naming the spring in either form and lists as values (Docs/cli.md "Keys"): on a
/// recording (the scene inline, its spring as rate and time), on a scene whose behavior uses the
/// `spring` form, and lists of states in `--vary` and in lanes files.
final class CompareValueNamesCommandTests: XCTestCase {
    /// The rate a recording writes for FloatingPanel's default spring.
    private static let recordedRate = 0.9909930212140952

    /// A recording as the window writes it: the scene inline with the steps, the behavior's
    /// spring as `springDecelerationRate` and `springResponseTime`.
    private static let recording = """
        { "container": { "width": 390, "height": 844, "safeArea": { "top": 47, "bottom": 34 } },
          "displayScale": 3, "fps": 60,
          "panels": [ { "id": "main",
            "layout": { "position": "bottom", "initialState": "half", "anchors": {
              "full": { "absoluteInset": 18, "edge": "top", "referenceGuide": "safeArea" },
              "half": { "fractionalInset": 0.5, "edge": "bottom", "referenceGuide": "safeArea" },
              "tip": { "absoluteInset": 69, "edge": "bottom", "referenceGuide": "safeArea" } } },
            "behavior": { "shouldProjectMomentum": false, "springDecelerationRate": \(recordedRate),
              "springResponseTime": 0.4 } } ],
          "steps": \(steps) }
        """

    /// Up to full, then a short flick down: where it lands depends on the projection.
    private static let steps = """
        [ { "advance": 0.2 },
          { "drag": { "panel": "main", "translation": -300, "duration": 0.25, "velocity": -1200 } },
          { "advance": 1.5 },
          { "drag": { "panel": "main", "translation": 80, "duration": 0.1, "velocity": 2500 } },
          { "advance": 1.5 } ]
        """

    /// `CompareCommandTests`' scene and scenario with the behavior file `behavior`.
    private static func files(behavior: String) -> [String: String] {
        var files = CompareCommandTests.files(springResponseTime: "0.4", halfInset: "0.5")
        files["behaviors/sheet.json"] = behavior
        files["recording.json"] = recording
        files["flick.json"] = #"{ "scene": "scenes/sheet.json", "steps": "# + steps + " }"
        return files
    }

    private static let springBehavior = #"{ "spring": { "dampingRatio": 0.576, "response": 0.4 } }"#

    private func compare(_ arguments: [String], files: [String: String]? = nil) -> (
        status: Int32, output: String, errors: String
    ) {
        var output = ""
        var errors = ""
        let status = CompareCommand.run(
            arguments: arguments,
            files: .inMemory(files ?? Self.files(behavior: Self.springBehavior), currentDirectory: "/configs"),
            output: { output += $0 }, errors: { errors += $0 })
        return (status, output, errors)
    }

    /// The rows of `compare --json`, as objects.
    private func rows(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    /// The figures of two runs' rows agree (a number converted to 15 digits moves them by far
    /// less than a micrometre).
    private func assertSameFigures(
        _ actual: [[String: Any]], _ expected: [[String: Any]], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(actual.count, expected.count, file: file, line: line)
        for (row, other) in zip(actual, expected) {
            XCTAssertEqual(row["targetState"] as? String, other["targetState"] as? String, file: file, line: line)
            XCTAssertEqual(row["settleTime"] as? Double, other["settleTime"] as? Double, file: file, line: line)
            for key in ["peakOvershoot", "meanDistance"] {
                let value = (row[key] as? Double) ?? .nan
                XCTAssertEqual(value, (other[key] as? Double) ?? .nan, accuracy: 1e-6, key, file: file, line: line)
            }
        }
    }

    func test_spring_response_on_a_recording_keeps_its_damping_ratio() throws {
        let named = compare(["recording.json", "--vary", "spring.response=0.3", "--json"])
        XCTAssertEqual(named.status, 0, named.errors)
        // The same ζ at 0.3 s: the recording's rate turned into ζ and back at the new response.
        let zeta = FloatingPanelSpringParameters(
            fastReleaseDecelerationRate: Self.recordedRate, springResponseTime: 0.4
        ).dampingRatio
        let rate = FloatingPanelSpringParameters.springDecelerationRate(dampingRatio: zeta, springResponseTime: 0.3)
        let explicit = compare([
            "recording.json", "--vary", "springResponseTime=0.3", "--vary", "springDecelerationRate=\(rate)", "--json",
        ])
        XCTAssertEqual(explicit.status, 0, explicit.errors)
        let namedRows = try rows(named.output)
        XCTAssertEqual(namedRows.map { $0["lane"] as? Int }, [0, 0, 1, 1])
        assertSameFigures(namedRows, try rows(explicit.output))
        // A stiffer spring settles sooner than the recording's 0.4 s one.
        XCTAssertLessThan(
            try XCTUnwrap(namedRows[2]["settleTime"] as? Double), try XCTUnwrap(namedRows[0]["settleTime"] as? Double))

        // The recording's own form is written: rate and time, no `spring` object.
        let added = compare(["recording.json", "--vary", "spring.response=0.3"]).output.split(separator: "\n")
            .filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }
        XCTAssertEqual(added.count, 2, "\(added)")
        XCTAssertTrue(added.contains { $0.contains(#""springDecelerationRate": 0.98"#) }, "\(added)")
        XCTAssertTrue(added.contains { $0.contains(#""springResponseTime": 0.3 }"#) }, "\(added)")
        XCTAssertFalse(added.contains { $0.contains(#""spring":"#) }, "\(added)")
    }

    func test_spring_response_time_on_a_spring_form_scene_keeps_the_deceleration_rate() throws {
        let named = compare(["flick.json", "--vary", "springResponseTime=0.3", "--json"])
        XCTAssertEqual(named.status, 0, named.errors)
        let rate = FloatingPanelSpringParameters.springDecelerationRate(dampingRatio: 0.576, springResponseTime: 0.4)
        let zeta = FloatingPanelSpringParameters(fastReleaseDecelerationRate: rate, springResponseTime: 0.3)
            .dampingRatio
        let explicit = compare([
            "flick.json", "--vary", "spring.response=0.3", "--vary", "spring.dampingRatio=\(zeta)", "--json",
        ])
        XCTAssertEqual(explicit.status, 0, explicit.errors)
        assertSameFigures(try rows(named.output), try rows(explicit.output))

        let table = compare(["flick.json", "--vary", "springResponseTime=0.3"])
        XCTAssertTrue(
            table.output.contains(
                """
                -{ "spring": { "dampingRatio": 0.576, "response": 0.4 } }
                +{ "spring": { "dampingRatio": 0.432, "response": 0.3 } }
                """), table.output)
    }

    func test_a_list_lane_lands_where_simulate_with_that_list_lands() throws {
        // Each list as --vary writes it and as a config writes it.
        let lists = [
            ("[tip]", #"["tip"]"#), ("[half]", #"["half"]"#), ("[full,half]", #"["full", "half"]"#), ("true", "true"),
        ]
        let vary = compare(
            ["flick.json", "--vary", "shouldProjectMomentum=\(lists.map(\.0).joined(separator: ","))", "--json"])
        XCTAssertEqual(vary.status, 0, vary.errors)
        let lanesFile =
            #"{ "lanes": ["#
            + lists.map { #"{ "values": { "shouldProjectMomentum": \#($0.1) } }"# }.joined(separator: ", ")
            + "] }"
        var files = Self.files(behavior: Self.springBehavior)
        files["lanes.json"] = lanesFile
        let fromFile = compare(["flick.json", "--lanes", "lanes.json", "--json"], files: files)
        XCTAssertEqual(fromFile.status, 0, fromFile.errors)
        XCTAssertEqual(fromFile.output, vary.output)

        let laneRows = try rows(vary.output)
        var targets: [String] = []
        for (lane, json) in ([nil] + lists.map(\.1)).enumerated() {
            let behavior =
                json.map {
                    #"{ "spring": { "dampingRatio": 0.576, "response": 0.4 }, "shouldProjectMomentum": \#($0) }"#
                }
                ?? Self.springBehavior
            let expected = try summary(Self.files(behavior: behavior))
            let mine = laneRows.filter { $0["lane"] as? Int == lane }
            XCTAssertEqual(
                mine.map { $0["targetState"] as? String }, expected.map { $0["targetState"] as? String }, "lane \(lane)"
            )
            targets += mine.compactMap { $0["targetState"] as? String }
        }
        // The lists change where the second fling lands.
        XCTAssertGreaterThan(Set(targets).count, 2, "\(targets)")
    }

    /// The release lines `simulate --summary flick.json` prints with `files`.
    private func summary(_ files: [String: String]) throws -> [[String: Any]] {
        var output = ""
        let status = SimulateCommand.run(
            arguments: ["--summary", "flick.json"], files: .inMemory(files, currentDirectory: "/configs"),
            output: { output += $0 }, errors: { XCTFail($0) })
        XCTAssertEqual(status, 0)
        return try rows(output).filter { $0["event"] as? String == "release" }
    }
}
