import FloatingPanel
import Foundation
import PlatformModels
import XCTest

@testable import PanelConfig
@testable import PanelPlatforms
@testable import PanelScene

/// `simulate --platform` on a 400 × 800 pt container without safe area, a bottom panel resting
/// at full 100 pt from the top, half 400 and tip 200 pt from the bottom, at density 2: the Android
/// export writes expandedOffset 100 dp, halfExpandedRatio 0.5, peekHeight 200 dp, so Material
/// has a 1600 px parent with expanded at 200, half-expanded at 800 and collapsed at 1200 px.
final class PlatformSimulatorTests: XCTestCase {
    private func scene(removal: Bool = false) -> ResolvedScene {
        let layout = ConditionalLayout(
            layout: FloatingPanelCustomLayout(
                position: .bottom, initialState: .half,
                anchors: [
                    .full: FloatingPanelLayoutAnchor(absoluteInset: 100, edge: .top, referenceGuide: .superview),
                    .half: FloatingPanelLayoutAnchor(absoluteInset: 400, edge: .bottom, referenceGuide: .superview),
                    .tip: FloatingPanelLayoutAnchor(absoluteInset: 200, edge: .bottom, referenceGuide: .superview),
                ], backdropAlphas: [:]))
        let panel = ResolvedPanel(
            id: "main", layouts: [layout], behavior: FloatingPanelCustomBehavior(), surfaceView: SurfaceView(),
            contentMode: .static, removalInteractionEnabled: removal, backdropTapToDismiss: false,
            contentSize: CGSize(width: 400, height: 320), scrollContentHeight: 0, content: PanelContent(title: "T"))
        return ResolvedScene(
            path: "/tmp/platform.json", name: "platform",
            container: SceneContainer(size: CGSize(width: 400, height: 800)),
            displayScale: 2, background: .plain, panels: [panel], referencedFiles: [])
    }

    private func trace(_ steps: [ScenarioStep], platform: Platform, content: TraceContent = .full) throws
        -> [[String: Any]]
    {
        var text = ""
        let scenario = Scenario(scene: scene(), fps: 60, steps: steps)
        try PlatformSimulator(scenario: scenario, platform: platform, density: 2, content: content) { text += $0 }.run()
        return text.split(separator: "\n").map {
            try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
        }
    }

    private let upward: [ScenarioStep] = [
        .drag(panel: "main", translation: -90, duration: 0.25, velocity: -600, at: .grabber), .advance(seconds: 1),
    ]

    func test_material_frame_by_frame() throws {
        let lines = try trace(upward, platform: .material)
        let frames = lines.filter { $0["y"] != nil && $0["event"] == nil }
        XCTAssertEqual(frames[0]["y"] as? Double, 400)
        // 15 moves of −6 pt = −12 px each: top 800 − 180 = 620 px = 310 pt at the release.
        XCTAssertEqual(frames[15]["y"] as? Double, 310)
        // The finger lifts in the drag's last frame, as in the engine's trace.
        XCTAssertEqual(frames[14]["dragging"] as? Bool, true)
        XCTAssertEqual(frames[15]["dragging"] as? Bool, false)
        // Upward above half-expanded (620 < 800): expanded. Δ −420 px at 1200 px/s: distance
        // 404.71, 4 · round(337.26) = 1348, capped at 600 ms. 100 ms in: q = 1 − (5/6)⁵ = 0.59812,
        // round(−251.21) = −251 px: top 369 px = 184.5 pt.
        XCTAssertEqual(frames[21]["y"] as? Double, 184.5)
        XCTAssertEqual(frames[21]["attracting"] as? Bool, true)
        XCTAssertEqual(frames[21]["state"] as? String, "full")
        XCTAssertEqual(frames[51]["y"] as? Double, 100)
        XCTAssertEqual(frames[51]["attracting"] as? Bool, false)
        let end = lines.first { $0["event"] as? String == "willEndDragging" }
        XCTAssertEqual(end?["targetState"] as? String, "full")
        XCTAssertEqual(end?["t"] as? Double, 0.25)
        let settled = lines.first { $0["event"] as? String == "didEndAttracting" }
        XCTAssertEqual(settled?["t"] as? Double ?? 0, 0.85, accuracy: 1e-12)
    }

    func test_summary_per_platform() throws {
        // Compose: 1200 px/s ≥ 125 dp/s · 2: the next anchor up, full; vaul: 90 pt in 0.25 s is
        // 0.36 px/ms, not above 0.4: the closest point to 400 − 90 = 310, half (90 away).
        let expected: [Platform: String] = [.material: "full", .compose: "full", .vaul: "half"]
        for (platform, stop) in expected {
            let lines = try trace(upward, platform: platform, content: .releases)
            let release = lines.first { $0["event"] as? String == "release" }
            XCTAssertEqual(release?["targetState"] as? String, stop, platform.rawValue)
            XCTAssertNotNil(release?["settleTime"] as? Double, platform.rawValue)
            // A library's stop has no FloatingPanel segment; its model says why in its own words.
            XCTAssertTrue(release?["segment"] is NSNull, platform.rawValue)
            XCTAssertTrue(release?["redirectionalProgress"] is NSNull, platform.rawValue)
            XCTAssertTrue(release?["projected"] is NSNull, platform.rawValue)
            let because = try XCTUnwrap(release?["because"] as? String, platform.rawValue)
            XCTAssertTrue(because.hasPrefix("\(platform.displayName): \(stop) — "), because)
        }
    }

    func test_compose_stops_dead_at_the_target() throws {
        let lines = try trace(upward, platform: .compose)
        let ys = lines.filter { $0["y"] != nil && $0["event"] == nil }.map { $0["y"] as! Double }
        XCTAssertEqual(ys.min() ?? 0, 100, accuracy: 1e-4, "never past full")
        XCTAssertEqual(ys.last ?? 0, 100, accuracy: 1e-4)
    }

    func test_steps_a_model_cannot_play_are_errors_naming_the_step() {
        let scenario = Scenario(
            scene: scene(), fps: 60, steps: [.advance(seconds: 0.1), .move(panel: "main", to: .tip, animated: true)])
        XCTAssertThrowsError(try PlatformSimulator(scenario: scenario, platform: .compose) { _ in }) { error in
            XCTAssertEqual(
                "\(error)", "error: step 2 (move): a programmatic move is not modelled for compose; only drags are")
        }
    }

    /// A recording's pointer steps: the press drags the panel under it once past the 10 pt slop,
    /// as the engine's pan begins, so every model releases where FloatingPanel's panel is.
    func test_pointer_steps_drag_like_the_engines_pan() throws {
        var steps: [ScenarioStep] = [.pointer(PointerInput(.down, at: CGPoint(x: 200, y: 420)))]
        for k in 1...15 {
            steps += [.frames(1), .pointer(PointerInput(.move, at: CGPoint(x: 200, y: 420 - 6 * CGFloat(k))))]
        }
        steps += [
            .pointer(PointerInput(.up, at: CGPoint(x: 200, y: 330), velocity: CGPoint(x: 0, y: -600))),
            .advance(seconds: 1.5),
        ]
        var engineText = ""
        Simulator(scenario: Scenario(scene: scene(), fps: 60, steps: steps)) { engineText += $0 }.run()
        let engineLines = try engineText.split(separator: "\n").compactMap {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let engine = try XCTUnwrap(engineLines.first { $0["event"] as? String == "willEndDragging" })
        let engineFrames = engineLines.filter { $0["y"] != nil && $0["event"] == nil }
        XCTAssertEqual(engine["velocity"] as? Double, -600)
        // The first move past 10 pt (12 pt, the second) begins the pan; frame 15 shows the 14th
        // move (84 pt), 72 pt of travel.
        XCTAssertEqual(engineFrames[15]["y"] as? Double, 400 - 72)
        for platform in Platform.allCases {
            let lines = try trace(steps, platform: platform)
            let release = try XCTUnwrap(lines.first { $0["event"] as? String == "willEndDragging" }, "\(platform)")
            XCTAssertEqual(release["t"] as? Double, engine["t"] as? Double, "\(platform)")
            XCTAssertEqual(release["velocity"] as? Double, -600, "\(platform)")
            let frames = lines.filter { $0["y"] != nil && $0["event"] == nil }
            // Just before the release every model has the panel where the engine has it.
            XCTAssertEqual(try XCTUnwrap(frames[15]["y"] as? Double), 400 - 72, "\(platform)")
            XCTAssertEqual(try XCTUnwrap(frames[1]["y"] as? Double), 400, "\(platform): within the slop")
        }
        // A press off every panel drags nothing.
        let missed = try trace(
            [
                .pointer(PointerInput(.down, at: CGPoint(x: 200, y: 100))), .frames(1),
                .pointer(PointerInput(.move, at: CGPoint(x: 200, y: 40))),
                .pointer(PointerInput(.up, at: CGPoint(x: 200, y: 40), velocity: CGPoint(x: 0, y: -900))),
                .advance(seconds: 0.2),
            ], platform: .compose)
        XCTAssertFalse(missed.contains { $0["event"] as? String == "willEndDragging" })
    }
}
