import Foundation
import PanelConfig
import PanelScene
import XCTest

/// A `release` line says why (Docs/scenarios.md "Release lines"): the segment, ρ, whether
/// momentum projection decided, and the sentence naming the config keys. Every expected value
/// below is worked out by hand from Docs/engine.md §7.6, §7.8 and §5.2 on T3 (full 20, half 417,
/// tip 607, hidden 767; a release projects 0.499 s × v).
final class ReleaseExplanationTests: XCTestCase {
    private let t3 = """
        "full": { "absoluteInset": 20, "edge": "top", "referenceGuide": "superview" },
        "half": { "absoluteInset": 250, "edge": "bottom", "referenceGuide": "superview" },
        "tip": { "absoluteInset": 60, "edge": "bottom", "referenceGuide": "superview" }
        """

    /// full 20; half and tip both at 567.
    private let coinciding = """
        "full": { "absoluteInset": 20, "edge": "top", "referenceGuide": "superview" },
        "half": { "absoluteInset": 100, "edge": "bottom", "referenceGuide": "superview" },
        "tip": { "absoluteInset": 100, "edge": "bottom", "referenceGuide": "superview" }
        """

    private let halfOnly = """
        "half": { "absoluteInset": 250, "edge": "bottom", "referenceGuide": "superview" }
        """

    /// The release lines of one drag of a bottom panel in 375 × 667 at 2×, starting at rest in `start`.
    private func releaseLines(
        anchors: String, start: String, behavior: String, removal: Bool, translation: Double, velocity: Double
    ) throws -> [[String: Any]] {
        let text = """
            { "container": { "width": 375, "height": 667 }, "displayScale": 2, "fps": 60,
              "panels": [ { "id": "main", "removalInteractionEnabled": \(removal),
                "layout": { "position": "bottom", "initialState": "\(start)", "anchors": { \(anchors) } },
                "behavior": \(behavior) } ],
              "steps": [ { "advance": 0.1 },
                         { "drag": { "panel": "main", "translation": \(translation), "duration": 0.2,
                                     "velocity": \(velocity), "at": "grabber" } },
                         { "advance": 1.5 } ] }
            """
        let scenario = try ConfigLoader.loadScenario(
            data: Data(text.utf8), path: "/fixtures/release.json", files: .inMemory([:]))
        var trace = ""
        Simulator(scenario: scenario, content: .releases) { trace += $0 }.run()
        return try trace.split(separator: "\n").compactMap {
            let line = try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            return line?["event"] as? String == "release" ? line : nil
        }
    }

    func test_each_release_line_names_its_segment_rho_projection_and_the_keys_that_decided() throws {
        let rows:
            [(
                line: UInt, anchors: String, start: String, behavior: String, removal: Bool, translation: Double,
                velocity: Double, target: String, segment: [String], rho: Double?, projected: Bool, because: String
            )] = [
                // 367 − 0.499 · 260 = 237.26 stays below 417 − 0.5 · 397 = 218.5.
                (
                    #line, t3, "half", #"{ "shouldProjectMomentum": true }"#, false, -50, -260, "half",
                    ["half", "full"], 0.5, true,
                    "shouldProjectMomentum is true: the 260 pt/s release projects to y 237.3, short of ρ 0.5 "
                        + "between half and full (y 218.5): half; at most 300 pt/s it springs critically damped (ζ 1)"
                ),
                // 317 − 0.499 · 553 = 41.053: past 218.5, and full is listed.
                (
                    #line, t3, "half", #"{ "shouldProjectMomentum": ["full"] }"#, false, -100, -553, "full",
                    ["half", "full"], 0.5, true,
                    "shouldProjectMomentum lists full: the 553 pt/s release projects to y 41.1, past ρ 0.5 between "
                        + "half and full (y 218.5): full; above 300 pt/s it springs with spring.dampingRatio 0.58"
                ),
                // 437 + 49.9 = 486.9 reaches the segment toward tip, which the list leaves out; the
                // segment around 437 is half → tip, its ρ at 417 + 0.5 · 190 = 512.
                (
                    #line, t3, "half", #"{ "shouldProjectMomentum": ["full"] }"#, false, 20, 100, "half",
                    ["half", "tip"], 0.5, false,
                    "shouldProjectMomentum lists full, not tip: the 100 pt/s release projects to y 486.9, short of "
                        + "ρ 0.5 between half and tip (y 512): half; at most 300 pt/s it springs critically damped (ζ 1)"
                ),
                // 30 + 1497 = 1527, held at tip (607), the anchor after half: blocked at the next anchor.
                (
                    #line, t3, "full", "{}", false, 10, 3000, "half", ["full", "half"], 0.5, false,
                    "shouldProjectMomentum is false: the 3000 pt/s release projects to y 1527, held at tip (y 607), "
                        + "past ρ 0.5 between full and half (y 218.5): half; above 300 pt/s it "
                        + "springs with spring.dampingRatio 0.58"
                ),
                // Projected past tip, the last anchor: the segment is tip → tip.
                (
                    #line, t3, "full", #"{ "shouldProjectMomentum": true }"#, false, 10, 3000, "tip", ["tip", "tip"],
                    0.5, true,
                    "shouldProjectMomentum is true: the 3000 pt/s release projects to y 1527; no anchor lies beyond "
                        + "tip that way: tip; above 300 pt/s it springs with spring.dampingRatio 0.58"
                ),
                // 387 − 49.9 = 337.1 passes the pair's 417 − 0.2 · 397 = 337.6.
                (
                    #line, t3, "half",
                    #"{ "redirectionalProgress": { "default": 0.5, "pairs": [ { "from": "half", "to": "full", "value": 0.2 } ] } }"#,
                    false, -30, -100, "full", ["half", "full"], 0.2, false,
                    "shouldProjectMomentum is false: the 100 pt/s release projects to y 337.1, past ρ 0.2 "
                        + "(redirectionalProgress pair half → full) between half and full (y 337.6): full; at most "
                        + "300 pt/s it springs critically damped (ζ 1)"
                ),
                // tip → half has no length: 600 − 249.5 = 350.5 is off it, so it goes on.
                (
                    #line, coinciding, "tip", "{}", false, 33, -500, "half", ["tip", "half"], 0.5, false,
                    "shouldProjectMomentum is false: the 500 pt/s release projects to y 350.5; tip and half share "
                        + "y 567, so a projection off it goes on: half; above 300 pt/s it springs with "
                        + "spring.dampingRatio 0.58"
                ),
                (
                    #line, halfOnly, "half", "{}", false, 30, 500, "half", ["half", "half"], nil, false,
                    "anchors lists only one state, so the 500 pt/s release stays at half"
                ),
                // 2500 / (767 − 477) = 8.62 s⁻¹ ≥ 5.5.
                (
                    #line, t3, "half", "{}", true, 60, 2500, "hidden", ["half", "tip"], 0.5, false,
                    "removalInteractionVelocityThreshold is 5.5: the 2500 pt/s release 290 pt from hidden gives "
                        + "8.62 s⁻¹, at least 5.5: removed (hidden)"
                ),
                // 657 is 50 pt past tip, beyond 40; 100 / 110 s⁻¹ alone would not remove it.
                (
                    #line, t3, "tip", #"{ "removeBeyond": 40 }"#, true, 50, 100, "hidden", ["tip", "tip"], 0.5, false,
                    "removeBeyond is 40: the release at y 657 is 50 pt past tip: removed (hidden)"
                ),
            ]
        for row in rows {
            let lines = try releaseLines(
                anchors: row.anchors, start: row.start, behavior: row.behavior, removal: row.removal,
                translation: row.translation, velocity: row.velocity)
            XCTAssertEqual(lines.count, 1, line: row.line)
            guard let line = lines.first else { continue }
            XCTAssertEqual(line["targetState"] as? String, row.target, line: row.line)
            XCTAssertEqual(line["removed"] as? Bool, row.target == "hidden", line: row.line)
            XCTAssertEqual(line["segment"] as? [String], row.segment, line: row.line)
            XCTAssertEqual(line["redirectionalProgress"] as? Double, row.rho, line: row.line)
            if row.rho == nil { XCTAssertTrue(line["redirectionalProgress"] is NSNull, line: row.line) }
            XCTAssertEqual(line["projected"] as? Bool, row.projected, line: row.line)
            XCTAssertEqual(line["because"] as? String, row.because, line: row.line)
        }
    }

    func test_numbers_read_short() {
        XCTAssertEqual(ReleaseExplanation.short(334.0), "334")
        XCTAssertEqual(ReleaseExplanation.short(1286.0 / 3), "428.7")
        XCTAssertEqual(ReleaseExplanation.short(-470.1333), "-470.1")
        XCTAssertEqual(ReleaseExplanation.short(-0.01), "0")
        XCTAssertEqual(ReleaseExplanation.short(0.35, digits: 2), "0.35")
        XCTAssertEqual(ReleaseExplanation.short(0.575552, digits: 2), "0.58")
    }
}
