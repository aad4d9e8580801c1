import FloatingPanel
import Foundation
import PanelExport
import PanelPlatforms
import PanelScene
import PlatformModels
import XCTest

@testable import Sandbox

/// `P`: the focused panel's platform ghosts follow a drag through the pointer router and settle
/// as each platform's model does, and the side bar says why one lands elsewhere.
final class PlatformGhostsTests: XCTestCase {
    func test_P_cycles_the_ghosts_a_drag_moves_each_to_its_models_stop_and_the_card_says_why_vaul_goes_on() throws {
        let folder = try SceneFolder()
        var modes: [PlatformGhostMode] = []
        var downTime = 0.0
        var upTime = 0.0
        var moveTimes: [Double] = []
        var start = CGPoint.zero
        var compared: [(time: Double, locations: [Double])] = []
        var cardText = ""
        var stopsAtRest: [String] = []
        let step: CGFloat = 37.5
        let app = try runWindow(folder.scenePath) { app, frame in
            switch frame {
            case 1...4:
                ScriptedInput.type("p")
            case 5:
                modes.append(app.platformGhosts.mode)
                start = app.grabberPoint(of: app.runtime.panels[0].controller)
                ScriptedInput.mouseDown(at: start)
                downTime = app.telemetry.sampleTime
            case 6...10:
                ScriptedInput.mouseDrag(to: CGPoint(x: start.x, y: start.y - step * CGFloat(frame - 5)))
                moveTimes.append(app.telemetry.sampleTime)
            case 11:
                // The finger rests long enough for the release velocity to be none.
                Thread.sleep(forTimeInterval: 0.2)
                ScriptedInput.mouseUp(at: CGPoint(x: start.x, y: start.y - step * 5))
                upTime = app.telemetry.sampleTime
            case 15, 30:
                compared.append((app.telemetry.sampleTime, app.platformGhosts.ghosts.map(\.location)))
            case 100:
                stopsAtRest = app.platformGhosts.ghosts.map { "\($0.platform.displayName) \($0.location)" }
                cardText = PlatformGhostCard.rows(app.platformGhosts, wrapper: app.view.textWrapper, width: 2000)
                    .map { $0.pieces.map(\.text).joined(separator: " ") }.joined(separator: "\n")
                ScriptedInput.type("p")
            case 101:
                modes.append(app.platformGhosts.mode)
                return true
            default:
                break
            }
            return false
        }
        XCTAssertEqual(modes, [.all, .off])
        XCTAssertTrue(app.platformGhosts.ghosts.isEmpty, "off after the cycle")

        // The same finger, with the same times, on models built from the export's values: the
        // press goes down at `downTime` and drags from the first move, past the 10 pt slop, as
        // the engine's pan begins, so the models travel 4 steps as FloatingPanel's panel does.
        let panel = app.runtime.panels[0]
        let release = try XCTUnwrap(panel.controller.lastRelease)
        XCTAssertEqual(release.velocity, 0)
        XCTAssertEqual(release.target, .half)
        var expectedStops: [String] = []
        var expected: [[Double]] = compared.map { _ in [] }
        for platform in Platform.allCases {
            let model = try XCTUnwrap(
                PlatformModelFactory.model(
                    platform, panel: app.runtime.scene.panels[0], scene: app.runtime.scene, fps: app.playback.stepRate))
            XCTAssertTrue(model.place(at: "half"))
            let from = model.location(at: downTime)
            model.touchDown(at: from, time: downTime)
            for (index, time) in moveTimes.enumerated() {
                model.touchMoved(to: from - Double(step) * Double(index), time: time)
            }
            let decision = model.touchUp(at: from - Double(step) * 4, time: upTime, velocity: 0)
            for (index, sample) in compared.enumerated() { expected[index].append(model.location(at: sample.time)) }
            expectedStops.append("\(platform.displayName) \(decision.stop.location)")
            switch platform {
            case .vaul:
                XCTAssertEqual(decision.stop.name, "full", "vaul's press velocity, 150 pt over 0.1 s: one point on")
            case .material:
                // Material's nearest state compares the top itself with its distance to collapsed.
                XCTAssertEqual(decision.stop.name, "full", decision.explanation)
            case .compose:
                XCTAssertEqual(decision.stop.name, "half", decision.explanation)
            }
        }
        for (index, sample) in compared.enumerated() {
            XCTAssertEqual(sample.locations, expected[index], "frame at \(sample.time) s")
        }
        XCTAssertNotEqual(compared[0].locations[2], expected[0][0], "vaul is on its way elsewhere")
        XCTAssertEqual(stopsAtRest, expectedStops)
        XCTAssertTrue(cardText.contains("vaul: full — "), cardText)
        XCTAssertTrue(cardText.contains("Material: full — a release without speed: nearest state"), cardText)
        // The sentence `simulate --summary` writes: 150 pt up from half at rest stays short of ρ.
        XCTAssertTrue(
            cardText.contains("FloatingPanel: shouldProjectMomentum is false: the 0 pt/s release projects to y "),
            cardText)
        XCTAssertTrue(
            cardText.contains(", short of ρ 0.5 between half and full (y ")
                && cardText.contains("): half; at most 300 pt/s it springs critically damped (ζ 1)"), cardText)
        XCTAssertFalse(cardText.contains("Compose: "), "Compose lands where FloatingPanel does: \(cardText)")
    }
}
