import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import XCTest

/// Attachments' alpha in `simulate`'s frame lines, and the surface's iOS 26 inset and corners
/// where the panel is (Docs/config.md "Attachments", "The iOS 26 sheet look").
final class AttachmentTraceTests: XCTestCase {
    /// iphone-15 with FloatingPanelBottomLayout: full at 77, half at 438.5, tip at 749.
    private func lines(_ attachments: String, steps: String) throws -> [[String: Any]] {
        let json = """
            { "container": "iphone-15", "fps": 60,
              "panels": [ { "id": "map", "attachments": [ \(attachments) ] } ],
              "steps": [ \(steps) ] }
            """
        let scenario = try ConfigLoader.loadScenario(
            data: Data(json.utf8), path: "/tmp/attachments.json", files: .inMemory([:]))
        var text = ""
        Simulator(scenario: scenario) { text += $0 }.run()
        return text.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }.filter { $0["y"] != nil }
    }

    private func alpha(_ line: [String: Any]?, _ id: String) -> Double? {
        (line?["attachments"] as? [String: Any])?[id] as? Double
    }

    func test_alpha_follows_the_location_between_two_states_with_its_curve() throws {
        let attachments = """
            { "id": "weather", "size": [44, 44], "from": "half", "to": "full", "alpha": [1, 0] },
            { "id": "eased", "size": [44, 44], "from": "half", "to": "full", "alpha": [1, 0], "curve": "easeIn" },
            { "id": "plain", "size": [44, 44] }
            """
        // A slow drag 180 pt up from half, released without velocity at 258.5: 180 / 361.5 of the way.
        let trace = try lines(
            attachments, steps: #"{"drag": {"panel": "map", "translation": -180, "duration": 0.5, "velocity": 0}}"#)
        XCTAssertEqual(alpha(trace.first, "weather"), 1, "at half")
        let released = try XCTUnwrap(trace.last)
        XCTAssertEqual(released["y"] as? Double, 258.5)
        let progress = 180 / 361.5
        XCTAssertEqual(try XCTUnwrap(alpha(released, "weather")), 1 - progress, accuracy: 1e-12)
        // Core Animation's easeIn (0.42, 0, 1, 1) at x = 0.49793 is y = 0.313131 (solved by bisection).
        XCTAssertEqual(try XCTUnwrap(alpha(released, "eased")), 1 - 0.313131, accuracy: 1e-6)
        XCTAssertEqual(alpha(released, "plain"), 1)
    }

    func test_hidden_beyond_a_location_toward_the_expanded_side() throws {
        let trace = try lines(
            #"{ "id": "locate", "size": [44, 44], "hiddenBeyond": 300 }"#,
            steps: #"{"move": {"panel": "map", "to": "full", "animated": true}}, {"advance": 1}"#)
        XCTAssertEqual(alpha(trace.first, "locate"), 1)
        let crossing = try XCTUnwrap(trace.firstIndex { ($0["y"] as? Double ?? 0) < 300 })
        XCTAssertEqual(alpha(trace[crossing - 1], "locate"), 1, "at or below 300 it shows")
        XCTAssertEqual(alpha(trace[crossing], "locate"), 0, "above 300 it is hidden")
        XCTAssertEqual(alpha(trace.last, "locate"), 0)
    }

    func test_an_attachment_sits_gap_above_the_leading_edge_where_its_alignment_puts_it() throws {
        let json = """
            { "container": "iphone-15", "panels": [ { "id": "map", "attachments": [
              { "id": "weather", "size": [44, 40], "gap": 8, "inset": 16 },
              { "id": "search", "size": [100, 30], "alignment": "center", "gap": 0 } ],
              "appearance": { "cornerConfiguration": { "radius": "concentric", "minimum": 16 },
                "surfaceInset": { "half": 8, "full": 0 } } } ] }
            """
        let scene = try ConfigLoader.loadScene(data: Data(json.utf8), path: "/tmp/a.json", files: .inMemory([:]))
        let runtime = StepApplier.makeRuntime(scene)
        runtime.showAll()
        let panel = try XCTUnwrap(runtime.panel(id: "map"))
        let size = CGSize(width: 393, height: 852)
        XCTAssertEqual(
            panel.frame(of: panel.config.attachments[0], containerSize: size),
            CGRect(x: 393 - 16 - 44, y: 438.5 - 8 - 40, width: 44, height: 40))
        XCTAssertEqual(
            panel.frame(of: panel.config.attachments[1], containerSize: size),
            CGRect(x: 146.5, y: 438.5 - 30, width: 100, height: 30))
        // At half the surface floats 8 pt in, its corners 55 − 8; at full it is edge to edge.
        XCTAssertEqual(panel.surfaceInset, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertEqual(panel.surfaceCornerRadius(displayCornerRadius: 55), 47)
        panel.controller.surfaceLocation = CGPoint(x: 0, y: (438.5 + 77) / 2)
        XCTAssertEqual(panel.surfaceInset, EdgeInsets(top: 4, left: 4, bottom: 4, right: 4), "halfway: half the inset")
        panel.controller.move(to: .full, animated: false)
        XCTAssertEqual(panel.surfaceInset, .zero)
        XCTAssertEqual(panel.surfaceCornerRadius(displayCornerRadius: 55), 55)
        XCTAssertEqual(panel.surfaceCornerRadius(displayCornerRadius: 0), 16, "a square display: the minimum")
    }
}
