import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import XCTest

@testable import Sandbox

/// The readout card gives the spring in a designer's words beside FloatingPanel's, glosses ζ, ω
/// and ρ, names the settle time (2 %) as Docs/engine.md §5.8 does, and says why the last release
/// went where it went in `simulate --summary`'s sentence (Docs/window.md).
final class ReadoutOverlayWordsTests: XCTestCase {
    func test_the_card_says_the_spring_in_designer_words_and_the_last_release_in_the_summarys_sentence() throws {
        // T3 at 2×: full 20, half 417, tip 607; the default behavior.
        let text = """
            { "container": { "width": 375, "height": 667 }, "displayScale": 2, "fps": 60,
              "panels": [ { "id": "main",
                "layout": { "position": "bottom", "initialState": "half", "anchors": {
                  "full": { "absoluteInset": 20, "edge": "top", "referenceGuide": "superview" },
                  "half": { "absoluteInset": 250, "edge": "bottom", "referenceGuide": "superview" },
                  "tip": { "absoluteInset": 60, "edge": "bottom", "referenceGuide": "superview" } } } } ],
              "steps": [ { "advance": 0.1 },
                         { "drag": { "panel": "main", "translation": -100, "duration": 0.2, "velocity": -553,
                                     "at": "grabber" } },
                         { "advance": 1 } ] }
            """
        let scenario = try ConfigLoader.loadScenario(
            data: Data(text.utf8), path: "/fixtures/fling.json", files: .inMemory([:]))
        let telemetry = PanelTelemetry()
        let player = ScenarioPlayer(scenario: scenario) { panel, event in telemetry.record(event, of: panel, at: 0) }
        while player.advanceFrame() {}
        let panel = try XCTUnwrap(player.runtime.panels.first)
        let release = try XCTUnwrap(telemetry.lastRelease)
        let readout = PanelReadout(
            panel: panel, color: OverlayStyle.panelColor(0), legend: [], targetState: nil,
            release: (release.decision, release.chosen, release.explanation.because, 0), speed: 1, isPaused: false,
            framesPerSecond: 60, engineRate: 60, frameTimeP50: 0.001, frameTimeP99: 0.002, sceneName: "fling.json",
            container: player.runtime.container, keyboardHeight: 0, reload: nil)
        let canvas = try HeadlessCanvas(pixelWidth: 10, pixelHeight: 10, pointScale: 1)
        let lines = ReadoutOverlay(wrapper: TextWrapper(painter: canvas.painter)).rows(readout, width: 10_000)
            .map { $0.pieces.map(\.text).joined(separator: " ").replacingOccurrences(of: "\u{A0}", with: " ") }

        // Rate 0.991 at 0.4 s: ζ = ln 0.991 / (−2π · 0.001 / 0.4) = 0.5756, bounce 1 − ζ, ω = 2π / 0.4.
        for expected in [
            "response 0.40 s · ζ 0.576 · bounce 0.42",
            "rate 0.9910 · time 0.40 s (FloatingPanel)",
            "ω 15.71 rad/s (2π / response)",
            "overshoot 11.0 % · settle time (2 %) 0.38 s",
            "ζ 1: no bounce, lower bounces more",
            // Critical damping: within 2 % after 5.83 / ω = 0.371 s.
            "slower releases, moves: ζ 1 · settle time (2 %) 0.37 s",
            "last release → full",
            // 317 − 0.499 s · 553 pt/s = 41.05, past 417 − 0.5 · 397 = 218.5.
            "shouldProjectMomentum is false: the 553 pt/s release projects to y 41.1, past ρ 0.5 between half and "
                + "full (y 218.5): full; above 300 pt/s it springs with spring.dampingRatio 0.58",
            "ρ: redirectionalProgress, the share of the segment to pass",
        ] {
            XCTAssertTrue(lines.contains(expected), "\(expected)\nin\n\(lines.joined(separator: "\n"))")
        }
        XCTAssertFalse(lines.contains { $0.contains("2 % in") }, "one name for the settle time (2 %)")
    }
}
