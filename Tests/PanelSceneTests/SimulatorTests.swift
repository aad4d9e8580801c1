import FloatingPanel
import Foundation
import PanelScene
import XCTest

@testable import PanelConfig

final class SimulatorTests: XCTestCase {
    private func scene(
        layout: ConditionalLayout = .bottomLayoutDefault, scrollContentHeight: CGFloat = 0,
        removal: Bool = false, tapToDismiss: Bool = false
    ) -> ResolvedScene {
        let panel = ResolvedPanel(
            id: "main", layouts: [layout], behavior: FloatingPanelCustomBehavior(), surfaceView: SurfaceView(),
            contentMode: .static, removalInteractionEnabled: removal, backdropTapToDismiss: tapToDismiss,
            contentSize: CGSize(width: 390, height: 320), scrollContentHeight: scrollContentHeight,
            content: PanelContent(title: "Test"))
        return ResolvedScene(
            path: "/tmp/test.json", name: "test",
            container: SceneContainer(
                size: CGSize(width: 390, height: 844), safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            displayScale: 3, background: .plain, panels: [panel], referencedFiles: [])
    }

    private func trace(_ scenario: Scenario) -> [[String: Any]] {
        var text = ""
        Simulator(scenario: scenario) { text += $0 }.run()
        return text.split(separator: "\n").map {
            try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
        }
    }

    private func events(_ lines: [[String: Any]]) -> [String] {
        lines.compactMap { line in
            guard let event = line["event"] as? String, event != "end" else { return nil }
            if let state = line["state"] as? String { return "\(event)(\(state))" }
            if let to = line["to"] as? String { return "\(event)(\(to))" }
            if let target = line["targetState"] as? String { return "\(event)(\(target))" }
            if let attract = line["willAttract"] as? Bool { return "\(event)(\(attract))" }
            return event
        }
    }

    func test_fling_from_half_to_full() {
        let scenario = Scenario(
            scene: scene(), fps: 60,
            steps: [
                .advance(seconds: 0.5),
                .drag(panel: "main", translation: -300, duration: 0.25, velocity: -1200, at: .grabber),
                .advance(seconds: 1.0),
            ])
        let lines = trace(scenario)
        XCTAssertEqual(
            events(lines),
            [
                "didChangeState(half)", "willBeginDragging", "willEndDragging(full)", "didEndDragging(true)",
                "willBeginAttracting(full)", "didChangeState(full)", "didEndAttracting",
            ])
        let frames = lines.filter { $0["y"] != nil && $0["event"] == nil }
        XCTAssertEqual(frames.count, 1 + 30 + 15 + 60)
        XCTAssertEqual(frames[0]["y"] as? Double ?? 0, 1286.0 / 3, accuracy: 1e-9)  // round_3(428.5)
        // The last drag frame: the finger moved 300 pt up from half.
        XCTAssertEqual(frames[45]["y"] as? Double ?? 0, 1286.0 / 3 - 300, accuracy: 1e-9)
        XCTAssertEqual(frames[45]["attracting"] as? Bool, true)
        XCTAssertEqual(frames[45]["v"] as? Double, -1200)
        let end = lines.last!
        let panel = (end["panels"] as! [[String: Any]])[0]
        XCTAssertEqual(panel["state"] as? String, "full")
        XCTAssertEqual(panel["y"] as? Double, 65)
        XCTAssertEqual(frames.last?["backdrop"] as? Double, 0.3)
    }

    func test_same_scenario_gives_same_bytes() {
        let scenario = Scenario(
            scene: scene(scrollContentHeight: 2400), fps: 120,
            steps: [
                .drag(panel: "main", translation: -400, duration: 0.2, velocity: nil, at: .content),
                .advance(seconds: 0.3),
                .drag(panel: "main", translation: -200, duration: 0.2, velocity: nil, at: .content),
                .move(panel: "main", to: .tip, animated: true),
                .advance(seconds: 1),
            ])
        var first = ""
        var second = ""
        Simulator(scenario: scenario) { first += $0 }.run()
        Simulator(scenario: scenario) { second += $0 }.run()
        XCTAssertEqual(first, second)
        XCTAssertFalse(first.contains("nan"))
    }

    func test_tap_backdrop_step_dismisses_only_where_the_backdrop_is_visible() {
        let atHalf = Scenario(
            scene: scene(tapToDismiss: true), fps: 60,
            steps: [.advance(seconds: 0.1), .tapBackdrop(panel: "main"), .advance(seconds: 1)])
        XCTAssertEqual(events(trace(atHalf)), ["didChangeState(half)"], "alpha 0 at half: the tap goes through")

        let atFull = Scenario(
            scene: scene(tapToDismiss: true), fps: 60,
            steps: [
                .move(panel: "main", to: .full, animated: false), .tapBackdrop(panel: "main"),
                .advance(seconds: 1),
            ])
        XCTAssertEqual(
            events(trace(atFull)),
            ["didChangeState(half)", "didChangeState(full)", "willRemove", "didChangeState(hidden)", "didRemove"])
    }

    func test_removal_by_fast_downward_fling() {
        let scenario = Scenario(
            scene: scene(removal: true), fps: 60,
            steps: [
                .drag(panel: "main", translation: 100, duration: 0.1, velocity: 3000, at: .grabber),
                .advance(seconds: 1),
            ])
        let lines = trace(scenario)
        XCTAssertEqual(
            events(lines),
            ["didChangeState(half)", "willBeginDragging", "willRemove", "didChangeState(hidden)", "didRemove"])
        let panel = (lines.last!["panels"] as! [[String: Any]])[0]
        XCTAssertEqual(panel["y"] as? Double, 944)
    }
}

/// A `pointer` step's time within its frame (`dt`) and the velocity estimated from the samples'
/// times when a move or an up gives none (Docs/scenarios.md "Pointer steps").
final class PointerSampleTimeTests: XCTestCase {
    private func releaseVelocity(_ steps: [ScenarioStep]) throws -> Double {
        let panel = ResolvedPanel(
            id: "main", layouts: [.bottomLayoutDefault], behavior: FloatingPanelCustomBehavior(),
            surfaceView: SurfaceView(), contentMode: .static, removalInteractionEnabled: false,
            backdropTapToDismiss: false, contentSize: CGSize(width: 390, height: 320), scrollContentHeight: 0,
            content: PanelContent(title: "Test"))
        let scene = ResolvedScene(
            path: "/tmp/test.json", name: "test", container: SceneContainer(size: CGSize(width: 390, height: 844)),
            displayScale: 3, background: .plain, panels: [panel], referencedFiles: [])
        var text = ""
        Simulator(scenario: Scenario(scene: scene, fps: 60, steps: steps), content: .events) { text += $0 }.run()
        let lines = text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let release = try XCTUnwrap(lines.first { $0["event"] as? String == "willEndDragging" })
        return try XCTUnwrap(release["velocity"] as? Double)
    }

    func test_an_up_without_a_velocity_gets_the_least_squares_slop_of_the_samples_at_their_times() throws {
        // Samples 1/60 + 0.005 s apart, 20 pt each: the slope is −20 / (1/60 + 0.005) pt/s.
        func pointer(_ phase: PointerPhase, _ y: CGFloat, dt: Double) -> ScenarioStep {
            .pointer(PointerInput(phase, at: CGPoint(x: 195, y: y), timeInFrame: dt, estimatesVelocity: phase != .down))
        }
        let velocity = try releaseVelocity([
            .frames(1), pointer(.down, 440, dt: 0), .frames(1), pointer(.move, 420, dt: 0.005), .frames(1),
            pointer(.move, 400, dt: 0.01), pointer(.up, 400, dt: 0.01), .frames(60),
        ])
        XCTAssertEqual(velocity, -20 / (1.0 / 60 + 0.005), accuracy: 1e-6)
        // Without the times within the frames, the same samples are 1/60 s apart: −1200 pt/s.
        let onFrames = try releaseVelocity([
            .frames(1), pointer(.down, 440, dt: 0), .frames(1), pointer(.move, 420, dt: 0), .frames(1),
            pointer(.move, 400, dt: 0), pointer(.up, 400, dt: 0), .frames(60),
        ])
        XCTAssertEqual(onFrames, -1200, accuracy: 1e-6)
    }
}
