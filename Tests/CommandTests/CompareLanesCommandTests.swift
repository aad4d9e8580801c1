import Foundation
import PanelConfig
import PlatformModels
import XCTest

@testable import panel_sandbox

/// `compare --lanes FILE` and a scene's `compareLanes` (Docs/cli.md): the same rows as the
/// `--vary` and `--platform` that set the same lanes, and the file's errors at their place.
final class CompareLanesCommandTests: XCTestCase {
    private func compare(_ arguments: [String], lanes: String? = nil, sceneNamesLanes: Bool = false) -> (
        status: Int32, output: String, errors: String
    ) {
        var files = CompareCommandTests.files(springResponseTime: "0.4", halfInset: "0.5")
        if let lanes { files["lanes.json"] = lanes }
        if sceneNamesLanes {
            files["scenes/sheet.json"] = files["scenes/sheet.json"]!.replacingOccurrences(
                of: #""displayScale": 3,"#, with: #""displayScale": 3, "compareLanes": "../lanes.json","#)
        }
        var output = ""
        var errors = ""
        let status = CompareCommand.run(
            arguments: arguments, files: .inMemory(files, currentDirectory: "/configs"), output: { output += $0 },
            errors: { errors += $0 })
        return (status, output, errors)
    }

    private let twoSprings = #"""
        { "lanes": [ { "values": { "springResponseTime": 0.3 } }, { "label": "slow", "values": { "springResponseTime": 0.55 } } ] }
        """#

    func test_a_lanes_file_gives_the_rows_of_the_vary_that_sets_the_same_values() throws {
        let fromFile = compare(["fling.json", "--lanes", "lanes.json", "--json"], lanes: twoSprings)
        let fromVary = compare(["fling.json", "--vary", "springResponseTime=0.3,0.55", "--json"])
        XCTAssertEqual(fromFile.status, 0, fromFile.errors)
        XCTAssertEqual(fromFile.output, fromVary.output)
        // Two releases on each of three lanes, lane 0 the scene as is.
        let lines = fromFile.output.split(separator: "\n")
        XCTAssertEqual(lines.count, 6)
        XCTAssertTrue(
            lines[0].hasPrefix(#"{"lane": 0, "panel": "main", "release": 0, "targetState": "full", "#), "\(lines[0])")
        XCTAssertTrue(lines[5].hasPrefix(#"{"lane": 2, "panel": "main", "release": 1, "#), "\(lines[5])")
    }

    func test_a_lane_of_several_values_is_the_vary_combination_of_them_and_platform_lanes_follow() throws {
        let lanes = #"""
            { "lanes": [
                { "values": { "springResponseTime": 0.3, "anchors.half.fractionalInset": 0.45 } },
                { "platform": "compose" }, { "platform": "vaul" } ] }
            """#
        let fromFile = compare(["fling.json", "--lanes", "lanes.json", "--json"], lanes: lanes)
        let fromVary = compare([
            "fling.json", "--vary", "springResponseTime=0.3", "--vary", "anchors.half.fractionalInset=0.45",
            "--platform", "compose,vaul", "--json",
        ])
        XCTAssertEqual(fromFile.status, 0, fromFile.errors)
        XCTAssertEqual(fromFile.output, fromVary.output)
        XCTAssertEqual(fromFile.output.split(separator: "\n").count, 4 * 2)
        // --platform adds what the file does not list, after the file's own.
        let more = compare(
            ["fling.json", "--lanes", "lanes.json", "--platform", "vaul,material", "--json"], lanes: lanes)
        let moreVary = compare([
            "fling.json", "--vary", "springResponseTime=0.3", "--vary", "anchors.half.fractionalInset=0.45",
            "--platform", "compose,vaul,material", "--json",
        ])
        XCTAssertEqual(more.output, moreVary.output)
    }

    func test_without_vary_or_lanes_the_scenes_compare_lanes_file_gives_the_lanes() {
        let named = compare(["fling.json", "--json"], lanes: twoSprings, sceneNamesLanes: true)
        let fromVary = compare(["fling.json", "--vary", "springResponseTime=0.3,0.55", "--json"])
        XCTAssertEqual(named.status, 0, named.errors)
        XCTAssertEqual(named.output, fromVary.output)
        // The table labels the lanes as the file does.
        let table = compare(["fling.json"], lanes: twoSprings, sceneNamesLanes: true).output
        XCTAssertTrue(
            table.hasPrefix(
                """
                lane 0: as is
                lane 1: springResponseTime=0.3
                --- behaviors/sheet.json
                """), table)
        XCTAssertTrue(table.contains("lane 2: slow\n"), table)
    }

    func test_a_bad_name_in_the_file_is_an_error_at_its_place_and_nothing_runs() {
        let result = compare(
            ["fling.json", "--lanes", "lanes.json"],
            lanes:
                #"{ "lanes": [ { "values": { "springResponsTime": 0.3 } }, { "values": { "main:cornerRadius": -1 } } ] }"#
        )
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(
            result.errors,
            """
            lanes.json:1:28: error: panel 'main' has no value 'springResponsTime'; did you mean 'springResponseTime'?
            lanes.json:1:93: error: cornerRadius = -1 is out of range; it must be ≥ 0 and ≤ 10000000

            """)
    }

    func test_vary_and_lanes_together_are_a_usage_error() {
        let result = compare(
            ["fling.json", "--lanes", "lanes.json", "--vary", "springResponseTime=0.3"], lanes: twoSprings)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.errors.hasPrefix(
                "error: give --vary or --lanes, not both: a lanes file lists every lane's values\n"),
            result.errors)
    }

    func test_the_files_platform_names_are_the_platform_models() {
        XCTAssertEqual(CompareLanes.platformNames, Platform.allCases.map(\.rawValue))
    }
}
