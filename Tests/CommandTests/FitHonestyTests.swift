import Foundation
import TestSupport
import XCTest

@testable import panel_sandbox

/// `fit --to` says what the reference does not decide and `--write` refuses what it should not
/// write (Docs/reference.md "An honest fit"): a value at the edge of its search, a rest far from
/// the scene's stops; `--force` writes it anyway. The references are springs of another library
/// (continuous, ζ 0.8) from a recorded release at −1500 pt/s toward the full stop (75 pt).
final class FitHonestyTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("honesty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    /// A CSV trace: at rest at half (438.5 pt), a drag up 60 pt, then a continuous spring of
    /// `response` s and damping ratio 0.8 from −1500 pt/s to `target`, sampled at 60 Hz until it
    /// has rested half a second.
    private func springTrace(response: Double, target: Double = 75) throws -> String {
        let (zeta, omega) = (0.8, 2 * Double.pi / response)
        let damped = omega * (1 - zeta * zeta).squareRoot()
        var lines = ["# release 1 at t 0.2 s, velocity -1500 pt/s (recorded)", "t,y"]
        var t = 0.0
        for frame in 0...12 {
            let y = frame <= 6 ? 438.5 : 438.5 - 60 * Double(frame - 6) / 6
            lines.append("\(t),\(y)")
            t += 1.0 / 60
        }
        // From 378.5 pt at t 0.2 s.
        let (start, velocity) = (378.5 - target, -1500.0)
        var rested = 0.0
        var tau = 1.0 / 60
        while rested < 0.5 {
            let decay = exp(-zeta * omega * tau)
            let offset =
                decay * (start * cos(damped * tau) + (velocity + zeta * omega * start) / damped * sin(damped * tau))
            lines.append("\(0.2 + tau),\(target + offset)")
            rested = abs(offset) < 0.05 ? rested + 1.0 / 60 : 0
            tau += 1.0 / 60
        }
        let path = folder.appendingPathComponent("spring-\(response)-\(target).csv").path
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A scene of the search panel on the maps layout, its behavior in a file of its own.
    private func scene() throws -> (scene: String, behavior: URL) {
        let scene = folder.appendingPathComponent("scene.json")
        let behavior = folder.appendingPathComponent("behavior.json")
        try """
        { "panels": [ { "id": "search", "layout": "\(Repository.path("Configs/layouts/maps.json"))",
          "behavior": "behavior.json" } ] }
        """.write(to: scene, atomically: true, encoding: .utf8)
        try #"{ "springDecelerationRate": 0.991, "springResponseTime": 0.4 }"#.write(
            to: behavior, atomically: true, encoding: .utf8)
        return (scene.path, behavior)
    }

    private func fit(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var (output, errors) = ("", "")
        let status = FitCommand.run(arguments: arguments, output: { output += $0 }, errors: { errors += $0 })
        return (status, output, errors)
    }

    private func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func test_a_response_past_the_first_search_is_found_in_the_wider_one_with_its_range() throws {
        let (scene, _) = try scene()
        let result = fit(["--to", try springTrace(response: 2), "--json", scene])
        XCTAssertEqual(result.status, 0, result.errors)
        let object = try json(result.output)
        let values = try XCTUnwrap(object["values"] as? [String: Any])
        // Past the first search (1.5 s); a continuous spring reads a little shorter than the stepped one.
        XCTAssertEqual(try XCTUnwrap(values["springResponseTime"] as? Double), 2, accuracy: 0.1)
        XCTAssertEqual(object["atBound"] as? [String], [])
        let range = try XCTUnwrap((object["uncertainty"] as? [String: Any])?["springResponseTime"] as? [Double])
        XCTAssertEqual(range.count, 2)
        XCTAssertLessThan(range[0], try XCTUnwrap(values["springResponseTime"] as? Double))
        XCTAssertGreaterThan(range[1], try XCTUnwrap(values["springResponseTime"] as? Double))
    }

    func test_write_refuses_a_value_at_the_edge_of_its_search_and_force_writes_it() throws {
        let (scene, behavior) = try scene()
        let trace = try springTrace(response: 4.5)
        let before = try String(contentsOf: behavior, encoding: .utf8)
        let refused = fit(["--to", trace, "--write", scene])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(
            refused.errors.hasPrefix(
                "error: not written: springResponseTime ends at the edge of its search, so the reference does not decide it"
            ), refused.errors)
        XCTAssertTrue(refused.errors.hasSuffix("; --force writes it anyway\n"), refused.errors)
        XCTAssertTrue(refused.output.contains("springResponseTime 3 ends at the edge of its search"), refused.output)
        XCTAssertEqual(try String(contentsOf: behavior, encoding: .utf8), before)
        let forced = fit(["--to", trace, "--write", "--force", scene])
        XCTAssertEqual(forced.status, 0, forced.errors)
        XCTAssertTrue(
            try String(contentsOf: behavior, encoding: .utf8).contains(#""springResponseTime": 3"#), forced.errors)
    }

    func test_write_refuses_a_fit_whose_rest_is_far_from_the_scenes_stop() throws {
        let (scene, behavior) = try scene()
        let before = try String(contentsOf: behavior, encoding: .utf8)
        let refused = fit(["--to", try springTrace(response: 0.5, target: 95), "--write", scene])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(
            refused.errors.contains(
                "the release at 0.2 s rests 20 pt from the scene's full stop: the recording's scale, its container or the tracked edge is not the scene's"
            ), refused.errors)
        XCTAssertEqual(try String(contentsOf: behavior, encoding: .utf8), before)
    }
}
