import Foundation
import XCTest

@testable import panel_sandbox

/// `render --scenario` with `--lanes`, `--platform` and a scene's `compareLanes` (Docs/cli.md):
/// the lanes `compare` takes from the same options, drawn as the compare view's grid.
final class RenderLanesCommandTests: XCTestCase {
    private var directory: URL!

    /// Two springs, unlabelled, so their lanes are labelled as `--vary` labels them.
    private let twoSprings = #"""
        { "lanes": [ { "values": { "springResponseTime": 0.3 } }, { "values": { "springResponseTime": 0.55 } } ] }
        """#

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("render-lanes-\(UUID())")
        var files = CompareCommandTests.files(springResponseTime: "0.4", halfInset: "0.5")
        files["lanes.json"] = twoSprings
        // The same scene naming the lanes file, and a scenario playing it.
        files["scenes/named.json"] = files["scenes/sheet.json"]!.replacingOccurrences(
            of: #""displayScale": 3,"#, with: #""displayScale": 3, "compareLanes": "../lanes.json","#)
        files["named-fling.json"] = files["fling.json"]!.replacingOccurrences(
            of: "scenes/sheet.json", with: "scenes/named.json")
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// `render --scenario SCENARIO ARGUMENTS --scale 0.5 --at 0.3 -o OUT.png`: the exit status and the PNG.
    private func render(_ scenario: String, _ arguments: [String]) throws -> (status: Int32, png: Data?) {
        let output = directory.appendingPathComponent("still-\(UUID()).png")
        let status = RenderCommand.run(
            arguments: ["--scenario", directory.appendingPathComponent(scenario).path]
                + arguments.map { $0.hasSuffix(".json") ? directory.appendingPathComponent($0).path : $0 }
                + ["--scale", "0.5", "--at", "0.3", "-o", output.path])
        return (status, try? Data(contentsOf: output))
    }

    /// The width and height a PNG's header gives.
    private func size(_ png: Data?) throws -> [Int] {
        let bytes = [UInt8](try XCTUnwrap(png))
        return [16, 20].map { start in bytes[start..<(start + 4)].reduce(0) { $0 << 8 | Int($1) } }
    }

    func test_a_lanes_file_draws_the_lanes_of_the_vary_that_sets_the_same_values() throws {
        let fromFile = try render("fling.json", ["--lanes", "lanes.json"])
        let fromVary = try render("fling.json", ["--vary", "springResponseTime=0.3,0.55"])
        XCTAssertEqual(fromFile.status, 0)
        XCTAssertEqual(fromFile.png, fromVary.png)
        // Three lanes in a row at half size (195 × 422 pt), 8 pt apart, 44 pt of text under each:
        // (8 + 3 × (195 + 8)) × 0.5 by (8 + 422 + 44 + 8) × 0.5.
        XCTAssertEqual(try size(fromFile.png), [309, 241])
        XCTAssertEqual(try size(render("fling.json", []).png), [195, 422], "the scene alone")
    }

    func test_without_vary_or_lanes_the_scenes_compare_lanes_file_gives_the_lanes() throws {
        let named = try render("named-fling.json", [])
        XCTAssertEqual(named.status, 0)
        XCTAssertEqual(named.png, try render("fling.json", ["--lanes", "lanes.json"]).png)
        // --vary replaces the file the scene names, as in `compare`.
        let varied = try render("named-fling.json", ["--vary", "springResponseTime=0.7"])
        XCTAssertEqual(varied.png, try render("fling.json", ["--vary", "springResponseTime=0.7"]).png)
        // Two lanes in a row: (8 + 2 × (195 + 8)) × 0.5 by (8 + 422 + 44 + 8) × 0.5.
        XCTAssertEqual(try size(varied.png), [207, 241])
    }

    func test_platforms_follow_the_files_lanes_and_too_many_lanes_are_refused() throws {
        let withPlatform = try render("fling.json", ["--lanes", "lanes.json", "--platform", "vaul"])
        XCTAssertEqual(withPlatform.status, 0)
        XCTAssertEqual(
            withPlatform.png,
            try render("fling.json", ["--vary", "springResponseTime=0.3,0.55", "--platform", "vaul"]).png)
        // Four lanes in 2 × 2: (8 + 2 × (195 + 8)) × 0.5 by (8 + 2 × (422 + 44 + 8)) × 0.5.
        XCTAssertEqual(try size(withPlatform.png), [207, 478])
        let tooMany = try render(
            "fling.json",
            ["--vary", "springResponseTime=0.3,0.35,0.45,0.5,0.55,0.6", "--platform", "material,compose,vaul"])
        XCTAssertEqual(tooMany.status, 1)
        XCTAssertNil(tooMany.png)
        let both = try render("fling.json", ["--lanes", "lanes.json", "--vary", "springResponseTime=0.3"])
        XCTAssertEqual(both.status, 1)
        XCTAssertNil(both.png)
    }
}
