import Foundation
import PanelConfig
import XCTest

@testable import panel_sandbox

/// `panel-sandbox simulate` (Docs/cli.md): flags, scene files and errors.
final class SimulateCommandTests: XCTestCase {
    private let files: [String: String] = [
        "scenes/sheet.json": #"""
        { "container": { "width": 390, "height": 844, "safeArea": { "top": 47, "bottom": 34 } }, "displayScale": 3,
          "panels": [ { "id": "main" } ] }
        """#,
        "fling.json": #"""
        { "scene": "scenes/sheet.json", "steps": [
            { "advance": 0.2 },
            { "drag": { "panel": "main", "translation": -300, "duration": 0.25, "velocity": -1200 } },
            { "advance": 1 } ] }
        """#,
        "both.json": #"{ "scene": "scenes/sheet.json", "panels": [], "steps": [] }"#,
    ]

    private func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var output = ""
        var errors = ""
        let status = SimulateCommand.run(
            arguments: arguments, files: .inMemory(files, currentDirectory: "/configs"), output: { output += $0 },
            errors: { errors += $0 })
        return (status, output, errors)
    }

    func test_a_scenario_naming_its_scene_file_runs() {
        let result = run(["fling.json"])
        XCTAssertEqual(result.status, 0, result.errors)
        let lines = result.output.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.contains(#""dragging": "#) }.count, 1 + 12 + 15 + 60)
        XCTAssertTrue(result.output.contains(#"{"t": 0.2, "panel": "main", "event": "willBeginDragging"}"#))
    }

    func test_events_only_and_summary_choose_the_lines() {
        let events = run(["--events-only", "fling.json"]).output.split(separator: "\n")
        XCTAssertEqual(
            events.map { $0.split(separator: ",")[2...].first.map(String.init) ?? "" }.dropLast(),
            [
                #" "event": "didChangeState""#, #" "event": "willBeginDragging"}"#, #" "event": "willEndDragging""#,
                #" "event": "didEndDragging""#, #" "event": "willBeginAttracting""#, #" "event": "didChangeState""#,
                #" "event": "didEndAttracting"}"#,
            ])
        let summary = run(["--summary", "fling.json"]).output.split(separator: "\n")
        XCTAssertEqual(summary.count, 2)
        XCTAssertTrue(
            summary[0].hasPrefix(
                #"{"t": 0.45, "panel": "main", "event": "release", "location": 128.66666666666669, "velocity": -1200.0, "projection": -470.1333333333327, "targetState": "full", "target": 65.0, "removed": false, "peakOvershoot": 8.222"#
            ), String(summary[0]))
        // The explanation's fields follow the earlier ones (Docs/scenarios.md "Release lines"):
        // 128.67 − 0.499 s · 1200 pt/s = −470.13, held at full (65), past (428.67 + 65) / 2 = 246.83.
        XCTAssertTrue(
            summary[0].hasSuffix(
                #""settleTime": 0.4, "segment": ["half", "full"], "redirectionalProgress": 0.5, "projected": false, "#
                    + #""because": "shouldProjectMomentum is false: the 1200 pt/s release projects to y -470.1, "#
                    + #"held at full (y 65), past ρ 0.5 between half and full (y 246.8): full; above 300 pt/s it "#
                    + #"springs with spring.dampingRatio 0.58"}"#), String(summary[0]))
        XCTAssertTrue(summary[1].hasPrefix(#"{"event": "end", "t": 1.45"#))
        let both = run(["--summary", "--events-only", "fling.json"]).output.split(separator: "\n")
        XCTAssertEqual(both.count, events.count + 1)
    }

    func test_help_explains_every_trace_field() {
        let help = run(["--help"])
        XCTAssertEqual(help.status, 0)
        for field in [
            "t ", "panel", "state", "x, y", "v ", "attracting", "dragging", "backdrop", "scroll", "location",
            "velocity", "projection", "targetState", "removed", "peakOvershoot", "settleTime", "segment",
            "redirectionalProgress", "projected", "because",
        ] {
            XCTAssertTrue(help.output.contains("\n  \(field)"), field)
        }
        for eventField in ["(with velocity and\n", "targetState)", "(willAttract)", "(to)", "(state)"] {
            XCTAssertTrue(help.output.contains(eventField), eventField)
        }
        XCTAssertTrue(help.output.contains("the surface's top edge for a bottom\n"))
    }

    func test_errors() {
        let both = run(["both.json"])
        XCTAssertEqual(both.status, 1)
        XCTAssertTrue(
            both.errors.hasPrefix("both.json:1:33: error: 'panels' cannot be given beside 'scene'"), both.errors)
        XCTAssertEqual(
            run(["--sumary", "fling.json"]).errors,
            "error: unknown option '--sumary'; did you mean '--summary'?\n"
                + "USAGE: panel-sandbox simulate [--events-only] [--summary] [--platform <p> [--density <d>]] <scenario>\n"
                + "See 'panel-sandbox simulate --help'.\n")
        XCTAssertTrue(
            run(["--trace", "fling.json"]).errors.hasPrefix(
                "error: unknown option '--trace'; the options are --events-only, --summary, --platform and --density\nUSAGE: "
            ))
        XCTAssertEqual(run(["--summary=yes", "fling.json"]).status, 1)
        XCTAssertTrue(run([]).errors.hasPrefix("error: simulate takes one scenario file, found none\n"))
        XCTAssertEqual(run(["a.json", "b.json"]).status, 1)
    }
}
