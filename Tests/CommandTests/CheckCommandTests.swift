import Foundation
import PanelConfig
import XCTest

@testable import panel_sandbox

/// `panel-sandbox check` (Docs/cli.md): its arguments, output and exit status.
final class CheckCommandTests: XCTestCase {
    private let files: [String: String] = [
        "good/layout.json": """
        { "$schema": "../schema/layout.schema.json", "position": "bottom", "initialState": "half",
          "anchors": { "half": { "fractionalInset": 0.5, "edge": "bottom" } } }
        """,
        "good/behavior.json": #"{ "springResponseTime": 0.3 }"#,
        "good/scene.json": #"{ "container": "ipad", "panels": [ { "id": "a", "layout": "layout.json" } ] }"#,
        "bad/behavior.json": #"{ "springResponseTime": -1, "momentumProjectionRate": 2 }"#,
        "bad/empty.json": "",
        "bad/plain.json": "{}",
        "schema/layout.schema.json": "{}",
    ]

    private func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var output = ""
        var errors = ""
        let status = CheckCommand.run(
            arguments: arguments, files: .inMemory(files, currentDirectory: "/configs"),
            output: { output += $0 }, errors: { errors += $0 })
        return (status, output, errors)
    }

    func test_a_warning_is_printed_and_exits_zero() {
        let scene =
            #"{ "container": "ipad", "panels": [ { "id": "a", "behavior": { "scrollableStates": ["half"] } } ] }"#
        var errors = ""
        let status = CheckCommand.run(
            arguments: ["warn.json"], files: .inMemory(["warn.json": scene], currentDirectory: "/configs"),
            output: { _ in }, errors: { errors += $0 })
        XCTAssertEqual(status, 0)
        let column = scene.distance(from: scene.startIndex, to: scene.range(of: "\"scrollableStates\"")!.lowerBound) + 1
        XCTAssertTrue(errors.hasPrefix("warn.json:1:\(column): warning: 'scrollableStates' leaves out 'full'"), errors)
    }

    func test_a_value_in_another_unit_is_a_located_warning_and_exits_zero() {
        let behavior = #"{ "spring": { "dampingRatio": 0.8, "response": 400 }, "momentumProjectionRate": 0.5 }"#
        var errors = ""
        let status = CheckCommand.run(
            arguments: ["ms.json"], files: .inMemory(["ms.json": behavior], currentDirectory: "/configs"),
            output: { _ in }, errors: { errors += $0 })
        XCTAssertEqual(status, 0)
        let column = { (token: String) in
            behavior.distance(from: behavior.startIndex, to: behavior.range(of: token)!.lowerBound) + 1
        }
        XCTAssertEqual(
            errors.split(separator: "\n").map(String.init),
            [
                "ms.json:1:\(column("400")): warning: 'response' is 400 seconds; times are in seconds: for 400 milliseconds write 0.4",
                "ms.json:1:\(column("0.5")): warning: 'momentumProjectionRate' is 0.5 per millisecond, outside 0.9…1 (FloatingPanel's rates are per millisecond, e.g. 0.994); as a rate per second it is 0.99931 per millisecond",
            ])
    }

    func test_valid_files_exit_zero_silently() {
        let result = run(["good/layout.json", "good/behavior.json", "good/scene.json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.errors, "")
        XCTAssertEqual(result.output, "")
    }

    func test_warnings_alone_are_printed_and_exit_zero() {
        var printed = ""
        let status = CheckCommand.run(
            arguments: ["--kind", "behavior", "b.json"],
            files: .inMemory(["b.json": #"{ "allowsRubberBanding": ["top", "top"] }"#], currentDirectory: "/configs"),
            output: { _ in }, errors: { printed += $0 })
        XCTAssertEqual(status, 0)
        XCTAssertEqual(
            printed,
            "b.json:1:34: warning: 'top' is already listed in 'allowsRubberBanding' at line 1; the repeat changes nothing: remove it\n"
        )
    }

    func test_problems_are_printed_one_per_line_and_exit_one() {
        let result = run(["bad/behavior.json", "good/layout.json", "bad/empty.json", "missing.json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.errors,
            """
            bad/behavior.json:1:25: error: 'springResponseTime' must be greater than 0, found -1
            bad/behavior.json:1:55: error: 'momentumProjectionRate' must be strictly between 0 and 1, found 2
            bad/empty.json:1:1: error: the file is empty; expected a JSON object
            missing.json:1:1: error: cannot read 'missing.json': no such file

            """)
    }

    func test_kind_option_overrides_inference() {
        XCTAssertEqual(run(["--kind", "appearance", "bad/plain.json"]).status, 0)
        XCTAssertEqual(run(["--kind=behavior", "bad/plain.json"]).status, 0)
        let result = run(["--kind", "layout", "good/behavior.json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.errors.hasPrefix(
                "good/behavior.json:1:1: error: layout is missing 'position' (one of top, left, bottom, right)\n"),
            result.errors)
    }

    func test_a_file_of_unknown_kind_asks_for_schema_or_kind() {
        XCTAssertEqual(
            run(["bad/plain.json"]).errors,
            #"bad/plain.json:1:1: error: cannot tell what kind of config this is; add "$schema" naming its schema (e.g. "schema/layout.schema.json") or pass --kind scene|layout|behavior|appearance|scenario|lanes"#
                + "\n")
    }

    func test_usage_errors_and_help() {
        let help = run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.output.contains("USAGE: panel-sandbox check [--kind <kind>] <file> ..."))
        XCTAssertTrue(help.output.contains("iphone-15-pro-max-landscape"))
        XCTAssertEqual(run([]).status, 1)
        XCTAssertTrue(run([]).errors.hasPrefix("error: no files given\n"))
        XCTAssertTrue(
            run(["--kind", "layuot", "x.json"]).errors.hasPrefix(
                "error: invalid kind 'layuot': expected one of scene, layout, behavior, appearance, scenario, lanes; did you mean 'layout'?\n"
            ))
        XCTAssertTrue(
            run(["--strict", "x.json"]).errors.hasPrefix(
                "error: unknown option '--strict'; the only option is --kind\n"))
        XCTAssertTrue(run(["--kind"]).errors.hasPrefix("error: --kind needs a value\n"))
    }
}
