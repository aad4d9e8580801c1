import Foundation
import PanelConfig
import PanelScene
import XCTest

@testable import Sandbox

/// The lines under the compare view's lanes: made once per release that passes, not every frame,
/// and the same lines as ever.
final class CompareCaptionsTests: XCTestCase {
    private static let files: [String: String] = [
        "scene.json": #"""
        { "container": { "width": 200, "height": 300 }, "displayScale": 2,
          "panels": [ { "id": "sheet",
            "layout": { "position": "bottom", "initialState": "tip", "anchors": {
              "full": { "absoluteInset": 20, "edge": "top", "referenceGuide": "superview" },
              "tip": { "absoluteInset": 60, "edge": "bottom", "referenceGuide": "superview" } } },
            "behavior": { "springResponseTime": 0.4 } } ] }
        """#,
        "lanes.json": #"{ "lanes": [ { "label": "soft", "values": { "springResponseTime": 0.7 } } ] }"#,
        "flings.json": #"""
        { "scene": "scene.json", "fps": 50, "steps": [
            { "advance": 0.2 },
            { "drag": { "panel": "sheet", "translation": -150, "duration": 0.2, "velocity": -900 } },
            { "advance": 1 },
            { "drag": { "panel": "sheet", "translation": 150, "duration": 0.2, "velocity": 900 } },
            { "advance": 1 } ] }
        """#,
    ]

    func test_each_lanes_lines_are_made_once_per_release_that_passes() throws {
        let files = ConfigFileReader.inMemory(Self.files, currentDirectory: "/a")
        let scenario = try ConfigLoader.loadScenario(path: "flings.json", files: files)
        let lanesFile = try ConfigLoader.loadCompareLanes(
            path: "lanes.json", scenePath: "scene.json", scene: scenario.scene, files: files)
        let compare = try WindowCompare(scenarioPath: "flings.json", file: lanesFile, platforms: [.vaul], files: files)
        XCTAssertEqual(compare.laneCount, 3)
        XCTAssertEqual(compare.rows.count, 3 * 2, "two releases a lane")
        XCTAssertEqual(
            compare.captions,
            [
                ["0 · as is", "no release yet"], ["1 · soft", "no release yet"], ["2 · vaul", "no release yet"],
            ])
        var shown = [compare.captions]
        var frames = 1
        while !compare.isFinished {
            compare.advanceFrame()
            // Asked twice a frame, as a frame drawn and a click on it would.
            XCTAssertEqual(compare.captions, compare.captions)
            if compare.captions != shown.last { shown.append(compare.captions) }
            frames += 1
        }
        // 131 frames (t = 0 and 2.6 s at 50 fps), each lane's lines made at the start and at each
        // of its two releases: 3 × 3 times.
        XCTAssertEqual(frames, 131)
        XCTAssertEqual(compare.captionLines.linesMade, 9)
        XCTAssertEqual(shown.count, 3, "the lines change when the releases pass, all lanes' on the same frames")
        // The last lines are each lane's second release's figures, as `compare` prints them.
        for (lane, lines) in shown[2].enumerated() {
            let row = try XCTUnwrap(compare.rows.last { $0.lane == lane })
            XCTAssertEqual(row.release, 1)
            XCTAssertEqual(
                lines.dropFirst(),
                [
                    "\(row.targetState) · over \(String(format: "%.1f", row.peakOvershoot == 0 ? 0 : row.peakOvershoot)) pt",
                    "\(row.restTime.map { String(format: "rest %.2f s", $0) } ?? "not at rest") · Δ \(String(format: "%.1f", row.meanDistance)) pt",
                ])
        }
        XCTAssertEqual(shown[2].map { $0[0] }, ["0 · as is", "1 · soft", "2 · vaul"])
        XCTAssertTrue(shown[1][1][1].hasPrefix("full · over "), shown[1][1][1])
        XCTAssertTrue(shown[2][1][1].hasPrefix("tip · over "), shown[2][1][1])
    }
}
