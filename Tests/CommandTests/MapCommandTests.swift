import Foundation
import PanelConfig
import TestSupport
import XCTest

@testable import panel_sandbox

/// `panel-sandbox map` (Docs/cli.md): each cell is what `simulate --summary` gives for the drag
/// it stands for; the text map, the PNG and the errors.
final class MapCommandTests: XCTestCase {
    private static let configs = Repository.url("Configs")

    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("map-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func map(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var output = ""
        var errors = ""
        let status = MapCommand.run(
            arguments: arguments, files: .disk, output: { output += $0 }, errors: { errors += $0 })
        return (status, output, errors)
    }

    private func objects(_ jsonLines: String) throws -> [[String: Any]] {
        try jsonLines.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    /// The `targetState` of `simulate --summary`'s first release line for a scenario that moves
    /// `panel` to `from` and drags it at the grabber by `translation` over 0.25 s — not the map's
    /// own 0.1 s — released at `velocity`, then lets it settle for a second.
    private func simulatedTarget(
        scene: String, panel: String, from: String, translation: Double, velocity: Double
    ) throws -> String? {
        let scenario = """
            { "scene": "\(scene)", "steps": [
                { "move": { "panel": "\(panel)", "to": "\(from)", "animated": false } },
                { "drag": { "panel": "\(panel)", "translation": \(translation), "duration": 0.25,
                            "velocity": \(velocity) } },
                { "advance": 1 } ] }
            """
        let path = folder.appendingPathComponent("cell.json").path
        try scenario.write(toFile: path, atomically: true, encoding: .utf8)
        var output = ""
        var errors = ""
        let status = SimulateCommand.run(
            arguments: ["--summary", path], files: .disk, output: { output += $0 }, errors: { errors += $0 })
        XCTAssertEqual(status, 0, errors)
        let release = try objects(output).first {
            $0["event"] as? String == "release" && $0["panel"] as? String == panel
        }
        return release?["targetState"] as? String
    }

    /// Where `panel` rests in `state` in `scene`, as `simulate` prints it after a move there.
    private func restingLocation(scene: String, panel: String, state: String) throws -> Double {
        let scenario = """
            { "scene": "\(scene)", "steps": [ { "move": { "panel": "\(panel)", "to": "\(state)", "animated": false } } ] }
            """
        let path = folder.appendingPathComponent("rest.json").path
        try scenario.write(toFile: path, atomically: true, encoding: .utf8)
        var output = ""
        _ = SimulateCommand.run(arguments: [path], files: .disk, output: { output += $0 }, errors: { _ in })
        let end = try XCTUnwrap(try objects(output).last?["panels"] as? [[String: Any]])
        let entry = try XCTUnwrap(end.first { $0["id"] as? String == panel })
        return try XCTUnwrap(entry["y"] as? Double)
    }

    func test_sampled_cells_are_what_simulate_summary_gives_for_the_same_drag() throws {
        for (relative, stride, panel) in [("scene.json", 53, "search"), ("scenes/removable-modal.json", 29, "main")] {
            let scene = Self.configs.appendingPathComponent(relative).path
            let result = map(["--json", "--panel", panel, scene])
            XCTAssertEqual(result.status, 0, result.errors)
            let cells = try objects(result.output)
            XCTAssertEqual(
                Set(cells.map { $0.keys.sorted() }), [["from", "location", "panel", "targetState", "velocity"]])
            // Every 53rd (29th) cell, and the first landing in each state (hidden: a removal).
            var sampled = Swift.stride(from: 0, to: cells.count, by: stride).map { cells[$0] }
            for state in Set(cells.compactMap { $0["targetState"] as? String }) {
                sampled += cells.first { $0["targetState"] as? String == state }.map { [$0] } ?? []
            }
            var resting: [String: Double] = [:]
            for cell in sampled {
                let from = try XCTUnwrap(cell["from"] as? String)
                let location = try XCTUnwrap(cell["location"] as? Double)
                let velocity = try XCTUnwrap(cell["velocity"] as? Double)
                if resting[from] == nil { resting[from] = try restingLocation(scene: scene, panel: panel, state: from) }
                let expected = try simulatedTarget(
                    scene: scene, panel: panel, from: from, translation: location - resting[from]!, velocity: velocity)
                XCTAssertEqual(cell["targetState"] as? String, expected, "\(relative): \(cell)")
            }
            XCTAssertGreaterThan(sampled.count, 20)
        }
    }

    func test_the_removable_modal_map_has_removals_and_platform_rows_name_their_platform() throws {
        let scene = Self.configs.appendingPathComponent("scenes/removable-modal.json").path
        let result = map(["--json", "--platform", "material,vaul", scene])
        XCTAssertEqual(result.status, 0, result.errors)
        let cells = try objects(result.output)
        let engine = cells.filter { $0["platform"] == nil }
        XCTAssertTrue(engine.contains { $0["targetState"] as? String == "hidden" })
        for platform in ["material", "vaul"] {
            let rows = cells.filter { $0["platform"] as? String == platform }
            XCTAssertFalse(rows.isEmpty, platform)
            // The same grid: each from-state's cells at the same locations and velocities.
            let grid = { (cells: [[String: Any]]) in
                Set(cells.map { "\($0["from"]!) \($0["location"]!) \($0["velocity"]!)" })
            }
            XCTAssertTrue(grid(rows).isSubset(of: grid(engine)), platform)
        }
    }

    func test_without_json_or_a_picture_the_text_map_prints_a_block_per_from_state() {
        let scene = Self.configs.appendingPathComponent("scene.json").path
        let result = map([scene])
        XCTAssertEqual(result.status, 0, result.errors)
        let blocks = result.output.components(separatedBy: "\n\n").filter { !$0.isEmpty }
        XCTAssertEqual(
            blocks.map { $0.split(separator: "\n")[0] },
            [
                "search · FloatingPanel · from full (y 75)", "search · FloatingPanel · from half (y 438.5)",
                "search · FloatingPanel · from tip (y 749)",
            ])
        // A heading, the axis line, 25 velocities, the stops, the ρ lines and the legend.
        XCTAssertTrue(blocks.allSatisfy { $0.split(separator: "\n").count == 2 + 25 + 3 })
        XCTAssertTrue(blocks.allSatisfy { $0.hasSuffix("F full  H half  T tip") })
    }

    func test_the_picture_is_one_map_per_from_state_and_engine_at_two_pixels_a_point() throws {
        let scene = Self.configs.appendingPathComponent("scene.json").path
        let path = folder.appendingPathComponent("map.png").path
        let result = map(["--platform", "material", "-o", path, scene])
        XCTAssertEqual(result.status, 0, result.errors)
        // A picture replaces the text map, and standard output says what it holds.
        XCTAssertEqual(
            result.output,
            "wrote \(path) (1600×1736 px): panel search from full, half, tip; FloatingPanel and Material; "
                + "on iphone-15 393×852\n")
        // Two columns (FloatingPanel, Material) of 400 pt × three rows (full, half, tip) of 250 pt,
        // a 28-pt title, a 30-pt legend and each engine's rule in two 15-pt lines: 800 × 868 pt.
        let png = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(png.prefix(8), Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let bigEndian = { (offset: Int) in png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual(bigEndian(16), 1600)
        XCTAssertEqual(bigEndian(20), 1736)
    }

    /// `--container` checks the scene on another device without copying it: on a Pixel 8 (412×915,
    /// 24-pt bars) the maps' full stop is 16 pt under the safe area's top, y 40, its tip 93 pt up.
    func test_another_container_moves_the_stops_the_map_spans() throws {
        let scene = Self.configs.appendingPathComponent("scenes/maps.json").path
        for (container, first, last) in [(nil, 75.0, 749.0), ("pixel-8", 40, 822), ("1280x800", 16, 731)] {
            let result = map(["--json", "--panel", "main"] + (container.map { ["--container", $0] } ?? []) + [scene])
            XCTAssertEqual(result.status, 0, result.errors)
            let locations = try objects(result.output).compactMap { $0["location"] as? Double }
            XCTAssertEqual(locations.min(), first, container ?? "the scene's own")
            XCTAssertEqual(locations.max(), last, container ?? "the scene's own")
        }
        let wrong = map(["--container", "pixel8", scene])
        XCTAssertEqual(wrong.status, 1)
        XCTAssertTrue(wrong.errors.hasPrefix("error: --container: unknown container 'pixel8': give a device preset ("))
        XCTAssertTrue(wrong.errors.contains("or WIDTHxHEIGHT in points, e.g. 1280x800; did you mean 'pixel-8'?"))
    }

    func test_mistakes_name_the_fix() {
        let scene = Self.configs.appendingPathComponent("scene.json").path
        let unknown = map(["--panel", "serch", scene])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertEqual(
            unknown.errors, "error: the scene has no panel 'serch'; did you mean 'search'? (its panels: search)\n")
        let platform = map(["--platform", "material,ios", scene])
        XCTAssertEqual(platform.status, 1)
        XCTAssertTrue(
            platform.errors.hasPrefix(
                "error: --platform material,ios: \"ios\" is no platform; give a list of material, compose, vaul"),
            platform.errors)
        let none = map([])
        XCTAssertEqual(none.status, 1)
        XCTAssertTrue(none.errors.hasPrefix("error: map takes one scene file, found none"), none.errors)
    }
}
