import Foundation
import PanelConfig
import TestSupport
import XCTest

@testable import PanelScene

/// A lane that sets `redirectionalProgress` on a scene whose progress is written as a default and
/// pairs (the rubber-band scene): the window's fitted lane names it so after `F` (Docs/reference.md
/// "In the window"), and the name sets its default.
final class ProgressLaneTests: XCTestCase {
    func test_a_lane_of_redirectional_progress_sets_the_default_of_a_progress_with_pairs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = folder.appendingPathComponent("fling.json").path
        try """
        { "scene": "\(Repository.path("Configs/scenes/rubber-band.json"))", "fps": 60, "steps": [
          { "drag": { "panel": "main", "translation": -60, "duration": 0.1, "velocity": -1500 } },
          { "advance": 1 } ] }
        """.write(toFile: scenario, atomically: true, encoding: .utf8)
        let lanes = try CompareLane.lanes(
            scenarioPath: scenario,
            variations: [ValueVariation(panel: "main", name: "redirectionalProgress", texts: ["0.4"])])
        XCTAssertEqual(lanes.count, 2)
        XCTAssertEqual(lanes[0].scenario.scene.panels[0].behavior.defaultRedirectionalProgress, 0.5)
        XCTAssertEqual(lanes[1].scenario.scene.panels[0].behavior.defaultRedirectionalProgress, 0.4)
    }
}
