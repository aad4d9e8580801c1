import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import XCTest

@testable import Sandbox

/// The overlay's release explanation, `simulate --summary` and the engine describe every release
/// with the engine's one decision (Docs/engine.md §7.6).
final class ReleaseAgreementTests: XCTestCase {
    /// A bottom panel in 375 × 667 at 2× starting at `initialState`.
    private func scenario(anchors: String, initialState: String = "half", steps: [ScenarioStep]) throws -> Scenario {
        let json = """
            { "container": { "width": 375, "height": 667 }, "displayScale": 2,
              "panels": [ { "id": "main",
                "layout": { "position": "bottom", "initialState": "\(initialState)", "anchors": { \(anchors) } } } ] }
            """
        let scene = try ConfigLoader.loadScene(
            data: Data(json.utf8), path: "/fixtures/scene.json", files: .inMemory([:]))
        return Scenario(scene: scene, fps: 60, steps: steps)
    }

    /// T3: full 20, half 417, tip 607 (Docs/engine.md §7.6).
    private let t3 = """
        "full": { "absoluteInset": 20, "edge": "top", "referenceGuide": "superview" },
        "half": { "absoluteInset": 250, "edge": "bottom", "referenceGuide": "superview" },
        "tip": { "absoluteInset": 60, "edge": "bottom", "referenceGuide": "superview" }
        """

    /// full 20; half and tip both at 567: the segment between them has no length.
    private let coinciding = """
        "full": { "absoluteInset": 20, "edge": "top", "referenceGuide": "superview" },
        "half": { "absoluteInset": 100, "edge": "bottom", "referenceGuide": "superview" },
        "tip": { "absoluteInset": 100, "edge": "bottom", "referenceGuide": "superview" }
        """

    private func drag(_ translation: CGFloat, _ velocity: CGFloat) -> [ScenarioStep] {
        [
            .drag(panel: "main", translation: translation, duration: 0.2, velocity: velocity, at: .grabber),
            .advance(seconds: 1.5),
        ]
    }

    /// Each release as the overlay's telemetry keeps it, and the engine's decision recomputed for
    /// the same place and speed at that moment.
    private func overlayAndEngine(_ scenario: Scenario) -> [(
        overlay: FloatingPanelReleaseDecision, engine: FloatingPanelReleaseDecision, because: String
    )] {
        let telemetry = PanelTelemetry()
        var releases: [(FloatingPanelReleaseDecision, FloatingPanelReleaseDecision, String)] = []
        var eventIndex = 0.0
        let player = ScenarioPlayer(scenario: scenario) { panel, event in
            eventIndex += 1
            telemetry.record(event, of: panel, at: eventIndex)
            guard case .willEndDragging = event, let kept = telemetry.lastRelease, kept.time == eventIndex else {
                return
            }
            let fpc = panel.controller
            let engine = fpc.releaseDecision(
                from: fpc.position.mainLocation(fpc.surfaceLocation), velocity: kept.decision.velocity)
            releases.append((kept.decision, engine, kept.explanation.because))
        }
        while player.advanceFrame() {}
        return releases
    }

    /// The `release` lines of `simulate --summary`.
    private func summary(_ scenario: Scenario) -> [[String: Any]] {
        var text = ""
        Simulator(scenario: scenario, content: .releases) { text += $0 }.run()
        return text.split(separator: "\n").compactMap {
            let line = try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            return line?["event"] as? String == "release" ? line : nil
        }
    }

    func test_overlay_summary_and_engine_agree_on_every_release() throws {
        // (scene, initial state, drag translation, velocity, expected target, expected segment)
        let rows:
            [(
                line: UInt, anchors: String, start: String, translation: CGFloat, velocity: CGFloat,
                target: FloatingPanelState, segment: [FloatingPanelState]
            )] = [
                (#line, t3, "half", 0, 1000, .tip, [.half, .tip]),  // clamped at tip
                (#line, t3, "half", 0, -1000, .full, [.half, .full]),
                (#line, t3, "half", 30, 100, .half, [.half, .tip]),  // redirected back
                (#line, t3, "full", 10, 3000, .half, [.full, .half]),  // blocked at half
                (#line, t3, "tip", 0, -3000, .half, [.tip, .half]),
                (#line, t3, "tip", 60, -100, .tip, [.tip, .half]),  // below every anchor
                (#line, coinciding, "tip", 33, -500, .half, [.tip, .half]),  // zero-length, passed
                (#line, coinciding, "tip", 33, -50, .tip, [.tip, .half]),  // zero-length, not passed
            ]
        for row in rows {
            let scenario = try scenario(
                anchors: row.anchors, initialState: row.start,
                steps: [.advance(seconds: 0.1)] + drag(row.translation, row.velocity))
            let releases = overlayAndEngine(scenario)
            let lines = summary(scenario)
            XCTAssertEqual(releases.count, 1, line: row.line)
            XCTAssertEqual(lines.count, 1, line: row.line)
            guard let (overlay, engine, because) = releases.first, let line = lines.first else { continue }
            XCTAssertEqual(overlay, engine, "the overlay shows the engine's decision", line: row.line)
            XCTAssertEqual(
                line["because"] as? String, because, "the overlay says the summary's sentence", line: row.line)
            XCTAssertEqual(line["segment"] as? [String], row.segment.map(\.rawValue), line: row.line)
            XCTAssertEqual(line["redirectionalProgress"] as? Double, engine.segment.map { Double($0.threshold) })
            XCTAssertEqual(line["projected"] as? Bool, engine.projectsMomentum, line: row.line)
            XCTAssertEqual(overlay.target, row.target, line: row.line)
            XCTAssertEqual(overlay.segment.map { [$0.from, $0.to] }, row.segment, line: row.line)
            XCTAssertEqual(line["location"] as? Double, Double(engine.location), line: row.line)
            XCTAssertEqual(line["velocity"] as? Double, Double(engine.velocity), line: row.line)
            XCTAssertEqual(line["projection"] as? Double, Double(engine.momentumProjection), line: row.line)
            XCTAssertEqual(line["targetState"] as? String, engine.target.rawValue, line: row.line)
            XCTAssertEqual(line["target"] as? Double, Double(engine.targetLocation), line: row.line)
        }
    }

    func test_the_zero_length_segment_release_explained() throws {
        let scenario = try scenario(
            anchors: coinciding, initialState: "tip", steps: [.advance(seconds: 0.1)] + drag(33, -500))
        let decision = try XCTUnwrap(overlayAndEngine(scenario).first?.overlay)
        let segment = try XCTUnwrap(decision.segment)
        XCTAssertEqual(decision.location, 600)
        XCTAssertEqual(segment.length, 0)
        XCTAssertEqual(segment.thresholdLocation, 567)
        XCTAssertEqual(decision.projection, 350.5, accuracy: 1e-9)
    }

    /// All anchors at 367: the engine projects nowhere (decision §19-7); the summary used to print
    /// 407 + 0.499 s · 1000 pt/s = 906 for this release while the engine tested 407.
    func test_the_summary_projects_nowhere_when_every_anchor_coincides() throws {
        let flat = """
            "full": { "absoluteInset": 300, "edge": "bottom", "referenceGuide": "superview" },
            "half": { "absoluteInset": 300, "edge": "bottom", "referenceGuide": "superview" }
            """
        let scenario = try scenario(
            anchors: flat,
            steps: [
                .advance(seconds: 0.2),
                .drag(panel: "main", translation: 40, duration: 0.2, velocity: 1000, at: .grabber),
                .advance(seconds: 1),
            ])
        let line = try XCTUnwrap(summary(scenario).first)
        XCTAssertEqual(line["location"] as? Double, 407)
        XCTAssertEqual(line["projection"] as? Double, 407)
        XCTAssertEqual(line["targetState"] as? String, "half")
    }

    /// A release the removal gesture dismisses with the behavior's own animator: the summary used
    /// to read the dismissal's starting speed (0, an animator starts at rest) instead of the
    /// finger's 2500 pt/s.
    func test_a_removal_by_an_animator_reports_the_fingers_release() throws {
        let text = """
            { "container": { "width": 375, "height": 667 }, "displayScale": 2, "fps": 60,
              "panels": [ { "id": "main", "removalInteractionEnabled": true,
                "layout": { "position": "bottom", "initialState": "half", "anchors": { \(t3) } },
                "behavior": { "removalInteractionVelocityThreshold": 4,
                              "animations": { "dismiss": { "duration": 0.3, "curve": "easeIn" } } } } ],
              "steps": [ { "advance": 0.1 },
                         { "drag": { "panel": "main", "translation": 100, "duration": 0.2, "velocity": 2500, "at": "grabber" } },
                         { "advance": 1 } ] }
            """
        let scenario = try ConfigLoader.loadScenario(
            data: Data(text.utf8), path: "/fixtures/removal.json", files: .inMemory([:]))
        let line = try XCTUnwrap(summary(scenario).first)
        XCTAssertEqual(line["removed"] as? Bool, true)
        XCTAssertEqual(line["targetState"] as? String, "hidden")
        XCTAssertEqual(line["location"] as? Double, 517)
        XCTAssertEqual(line["velocity"] as? Double, 2500)
        // 517 + 0.499 s · 2500 pt/s, as the engine projected it.
        XCTAssertEqual(line["projection"] as! Double, 1764.5, accuracy: 1e-9)
    }
}
