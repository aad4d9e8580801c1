import Foundation
import PanelConfig
import XCTest

@testable import panel_sandbox

/// `panel-sandbox compare` (Docs/cli.md): lanes, their figures against `simulate --summary`, and errors.
final class CompareCommandTests: XCTestCase {
    static func files(springResponseTime: String, halfInset: String) -> [String: String] {
        [
            "scenes/sheet.json": #"""
            { "container": { "width": 390, "height": 844, "safeArea": { "top": 47, "bottom": 34 } }, "displayScale": 3,
              "panels": [ { "id": "main", "layout": "../layouts/sheet.json", "behavior": "../behaviors/sheet.json" } ] }
            """#,
            "layouts/sheet.json": """
            {
              "position": "bottom",
              "initialState": "half",
              "anchors": {
                "full": { "absoluteInset": 18, "edge": "top", "referenceGuide": "safeArea" },
                "half": { "fractionalInset": \(halfInset), "edge": "bottom", "referenceGuide": "safeArea" },
                "tip": { "absoluteInset": 69, "edge": "bottom", "referenceGuide": "safeArea" }
              }
            }
            """,
            "behaviors/sheet.json": """
            {
              "springDecelerationRate": 0.991,
              "springResponseTime": \(springResponseTime)
            }
            """,
            "fling.json": #"""
            { "scene": "scenes/sheet.json", "steps": [
                { "advance": 0.2 },
                { "drag": { "panel": "main", "translation": -300, "duration": 0.25, "velocity": -1200 } },
                { "advance": 1.5 },
                { "drag": { "panel": "main", "translation": 420, "duration": 0.2, "velocity": 1500 } },
                { "advance": 1.5 } ] }
            """#,
        ]
    }

    private let files = CompareCommandTests.files(springResponseTime: "0.4", halfInset: "0.5")

    private func compare(_ arguments: [String], files: [String: String]? = nil) -> (
        status: Int32, output: String, errors: String
    ) {
        var output = ""
        var errors = ""
        let status = CompareCommand.run(
            arguments: arguments, files: .inMemory(files ?? self.files, currentDirectory: "/configs"),
            output: { output += $0 }, errors: { errors += $0 })
        return (status, output, errors)
    }

    /// The release lines `simulate --summary` prints for `files`, as objects.
    private func summary(_ files: [String: String]) throws -> [[String: Any]] {
        var output = ""
        let status = SimulateCommand.run(
            arguments: ["--summary", "fling.json"], files: .inMemory(files, currentDirectory: "/configs"),
            output: { output += $0 }, errors: { XCTFail($0) })
        XCTAssertEqual(status, 0)
        return try output.split(separator: "\n").map { try objectLine($0) }.filter {
            $0["event"] as? String == "release"
        }
    }

    private func objectLine(_ line: Substring) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    func test_each_lane_has_the_figures_simulate_summary_gives_its_edited_scene() throws {
        let result = compare([
            "fling.json", "--vary", "springResponseTime=0.3,0.55", "--vary", "anchors.half.fractionalInset=0.45",
            "--json",
        ])
        XCTAssertEqual(result.status, 0, result.errors)
        let rows = try result.output.split(separator: "\n").map { try objectLine($0) }
        XCTAssertEqual(rows.count, 3 * 2)
        XCTAssertEqual(
            rows.map { Set($0.keys) },
            Array(
                repeating: [
                    "lane", "panel", "release", "targetState", "peakOvershoot",
                    "settleTime", "meanDistance",
                ], count: 6))
        XCTAssertEqual(rows.map { $0["lane"] as? Int }, [0, 0, 1, 1, 2, 2])
        XCTAssertEqual(rows.map { $0["release"] as? Int }, [0, 1, 0, 1, 0, 1])
        let lanes = [("0.4", "0.5"), ("0.3", "0.45"), ("0.55", "0.45")]
        for (lane, (response, inset)) in lanes.enumerated() {
            let expected = try summary(Self.files(springResponseTime: response, halfInset: inset))
            XCTAssertEqual(expected.count, 2)
            for (release, line) in expected.enumerated() {
                let row = rows[lane * 2 + release]
                XCTAssertEqual(row["targetState"] as? String, line["targetState"] as? String, "lane \(lane)")
                XCTAssertEqual(row["peakOvershoot"] as? Double, line["peakOvershoot"] as? Double, "lane \(lane)")
                XCTAssertEqual(row["settleTime"] as? Double, line["settleTime"] as? Double, "lane \(lane)")
            }
        }
        XCTAssertEqual(rows.map { $0["targetState"] as? String }, ["full", "tip", "full", "tip", "full", "tip"])
        XCTAssertEqual(rows[0]["meanDistance"] as? Double, 0)
        XCTAssertEqual(rows[1]["meanDistance"] as? Double, 0)
        // A softer spring (0.55 s) trails the 0.4 s one by points, a stiffer one (0.3 s) too.
        for row in rows[2...] { XCTAssertGreaterThan(try XCTUnwrap(row["meanDistance"] as? Double), 0.1) }
    }

    func test_the_table_gives_each_lane_the_change_that_makes_it() {
        let result = compare(["fling.json", "--vary", "main:springResponseTime=0.3"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(
            result.output.hasPrefix(
                """
                lane 0: as is
                lane 1: main:springResponseTime=0.3
                --- behaviors/sheet.json
                +++ behaviors/sheet.json
                @@ -3 +3 @@
                -  "springResponseTime": 0.4
                +  "springResponseTime": 0.3

                lane  panel  release  stop  overshoot pt  settle s  distance pt
                0     main   0        full
                """), result.output)
    }

    func test_bad_variations_are_refused_with_what_to_write() {
        XCTAssertEqual(
            compare(["fling.json", "--vary", "springResponse=0.3"]).errors,
            "error: lane 1 (springResponse=0.3): panel 'main' has no value 'springResponse'; did you mean 'springResponseTime'?\n"
        )
        XCTAssertEqual(
            compare(["fling.json", "--vary", "springResponseTime=fast"]).errors,
            "error: lane 1 (springResponseTime=fast): springResponseTime takes a number, found 'fast'\n")
        XCTAssertEqual(
            compare(["fling.json", "--vary", "sheet:springResponseTime=1"]).errors,
            "error: lane 1 (sheet:springResponseTime=1): the scene has no panel 'sheet' (in 'sheet:springResponseTime=1'); its panels are main\n"
        )
        XCTAssertTrue(
            compare(["fling.json", "--vary", "springResponseTime"]).errors.hasPrefix(
                "error: --vary 'springResponseTime' has no '='; write KEY=V1,V2,…"))
        let tooMany = compare([
            "fling.json", "--vary", "springResponseTime=0.3,0.5,0.6", "--vary",
            "springDecelerationRate=0.98,0.99,0.995",
        ])
        XCTAssertEqual(tooMany.status, 1)
        XCTAssertEqual(
            tooMany.errors,
            "error: 3 × 3 settings make 9 lanes besides the scene as is; a compare run holds at most 9 lanes, so give fewer settings\n"
        )
    }

    /// The release lines `simulate --summary --platform PLATFORM` prints for the test's files.
    private func platformSummary(_ platform: String, scenario: String = "fling.json") throws -> [[String: Any]] {
        var output = ""
        let status = SimulateCommand.run(
            arguments: ["--summary", "--platform", platform, scenario],
            files: .inMemory(files, currentDirectory: "/configs"), output: { output += $0 }, errors: { XCTFail($0) })
        XCTAssertEqual(status, 0)
        return try output.split(separator: "\n").map { try objectLine($0) }.filter {
            $0["event"] as? String == "release"
        }
    }

    func test_platform_lanes_follow_the_floating_panel_lanes_with_simulate_platforms_figures() throws {
        let result = compare([
            "fling.json", "--vary", "springResponseTime=0.3", "--platform", "material,compose,vaul", "--json",
        ])
        XCTAssertEqual(result.status, 0, result.errors)
        let rows = try result.output.split(separator: "\n").map { try objectLine($0) }
        XCTAssertEqual(rows.count, 5 * 2)
        XCTAssertEqual(rows.map { $0["lane"] as? Int }, [0, 0, 1, 1, 2, 2, 3, 3, 4, 4])
        XCTAssertEqual(
            Set(rows.map { Set($0.keys) }),
            [["lane", "panel", "release", "targetState", "peakOvershoot", "settleTime", "meanDistance"]])
        for (offset, platform) in ["material", "compose", "vaul"].enumerated() {
            let expected = try platformSummary(platform)
            XCTAssertEqual(expected.count, 2)
            for (release, line) in expected.enumerated() {
                let row = rows[(2 + offset) * 2 + release]
                XCTAssertEqual(row["panel"] as? String, "main")
                XCTAssertEqual(row["release"] as? Int, release)
                XCTAssertEqual(row["targetState"] as? String, line["targetState"] as? String, platform)
                XCTAssertEqual(row["peakOvershoot"] as? Double, line["peakOvershoot"] as? Double, platform)
                XCTAssertEqual(row["settleTime"] as? Double, line["settleTime"] as? Double, platform)
            }
        }
        // The models' own figures on this fling (the same as simulate --platform's above).
        XCTAssertEqual(
            rows[4...].map { $0["targetState"] as? String }, ["full", "half", "full", "tip", "full", "half"])
        // Settle times in whole frames at 60 fps: 33, 26, 6, 12, 24 and 24 (Compose's springs and
        // vaul's 0.4 s transition are the ones fitted to FloatingPanel's path, as the exports write them).
        for (row, frames) in zip(rows[4...], [33.0, 26, 6, 12, 24, 24]) {
            XCTAssertEqual(try XCTUnwrap(row["settleTime"] as? Double), frames / 60, accuracy: 1e-12)
        }
        XCTAssertEqual(try XCTUnwrap(rows[8]["peakOvershoot"] as? Double), 0.384, accuracy: 1e-9)
        // Material and vaul stop the second fling at half, about 296 pt from lane 0's tip.
        XCTAssertEqual(try XCTUnwrap(rows[5]["meanDistance"] as? Double), 296.45271726625833, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(rows[9]["meanDistance"] as? Double), 295.6259961146552, accuracy: 1e-9)
    }

    func test_the_table_names_each_platform_lane() {
        let result = compare(["fling.json", "--platform", "compose,vaul"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(
            result.output.hasPrefix(
                """
                lane 0: as is
                lane 1: Compose (platform model)
                lane 2: vaul (platform model)

                """), result.output)
        XCTAssertTrue(
            result.output.contains("\n1     main   0        full  0.000         0.100     0.789\n"), result.output)
    }

    func test_a_step_a_model_cannot_play_gets_simulate_platforms_error() {
        var files = self.files
        files["move.json"] = #"""
            { "scene": "scenes/sheet.json", "steps": [ { "advance": 0.2 }, { "move": { "panel": "main", "to": "full" } } ] }
            """#
        var simulateErrors = ""
        let status = SimulateCommand.run(
            arguments: ["--summary", "--platform", "vaul", "move.json"],
            files: .inMemory(files, currentDirectory: "/configs"), output: { _ in }, errors: { simulateErrors += $0 })
        XCTAssertEqual(status, 1)
        let result = compare(["move.json", "--platform", "vaul"], files: files)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(
            result.errors, "error: step 2 (move): a programmatic move is not modelled for vaul; only drags are\n")
        XCTAssertEqual(result.errors, simulateErrors)
    }

    func test_bad_platform_lists_are_refused() {
        let unknown = compare(["fling.json", "--platform", "material,android"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(
            unknown.errors.hasPrefix(
                "error: --platform material,android: \"android\" is no platform; give a list of material, compose, vaul"
            ),
            unknown.errors)
        let tooMany = compare([
            "fling.json", "--vary", "springResponseTime=0.3,0.35,0.45,0.5,0.55,0.6", "--platform",
            "material,compose,vaul",
        ])
        XCTAssertEqual(tooMany.status, 1)
        XCTAssertEqual(
            tooMany.errors,
            "error: 7 FloatingPanel lanes and 3 platform lanes make 10; a compare run holds at most 9 lanes, so give fewer settings or platforms\n"
        )
    }
}
