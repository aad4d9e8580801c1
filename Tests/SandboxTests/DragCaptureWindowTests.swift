import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import XCTest

@testable import Sandbox

/// Without `C`, the last drag is the gesture `M` compares (and `W` and `B` play): captured from
/// the press, with the panels' states then as the scene's start, so `simulate` of the saved
/// capture gives the window's frames.
final class DragCaptureWindowTests: XCTestCase {
    func test_the_last_drag_from_a_state_other_than_the_initial_one_is_what_m_compares() throws {
        let folder = try SceneFolder()
        var windowY: [Int: Double] = [:]
        var grabber = CGPoint.zero
        var stateAtPress: FloatingPanelState?
        var compare: WindowCompare?
        var captured: DragCapture?
        let app = try runWindow(folder.scenePath, maximumFrames: 400) { app, frame in
            let panel = app.runtime.panels[0].controller
            if let drag = app.playback.lastDrag, drag.isOpen {
                windowY[drag.frame] = Double(panel.surfaceLocation.y)
            }
            switch frame {
            // The first state (the most expanded), reached and at rest before the press.
            case 2: ScriptedInput.type("1")
            case 80:
                stateAtPress = panel.state
                grabber = app.grabberPoint(of: panel)
                ScriptedInput.mouseDown(at: grabber)
            case 81...89: ScriptedInput.mouseDrag(to: CGPoint(x: grabber.x, y: grabber.y + CGFloat(frame - 80) * 30))
            case 90: ScriptedInput.mouseUp(at: CGPoint(x: grabber.x, y: grabber.y + 270))
            case 250: ScriptedInput.type("v")
            case 256: ScriptedInput.type("m")
            case 262:
                compare = app.playback.compare
                captured = app.playback.lastDrag
                return true
            default: break
            }
            return false
        }
        XCTAssertNil(app.playback.lastRecordingPath, "no C recording was made")
        let state = try XCTUnwrap(stateAtPress)
        XCTAssertNotEqual(state, app.runtime.scene.panels[0].layouts[0].layout.initialState, "a state of its own")
        let view = try XCTUnwrap(compare, "M opened on the last drag")
        let path = try XCTUnwrap(captured?.savedPath)
        XCTAssertEqual(view.scenarioPath, path)
        XCTAssertTrue(path.hasPrefix(folder.root + "/recordings/scene-"), path)

        let scenario = try ConfigLoader.loadScenario(path: path)
        XCTAssertEqual(scenario.scene.panels[0].layouts[0].layout.initialState, state, "the scene starts at the press")
        XCTAssertEqual(scenario.steps.filter { if case .pointer = $0 { true } else { false } }.count, 11)
        var trace = ""
        Simulator(scenario: scenario) { trace += $0 }.run()
        let simulated = trace.split(separator: "\n").filter { !$0.contains("\"event\"") && $0.contains("\"y\": ") }
            .map { Double($0.components(separatedBy: "\"y\": ")[1].prefix { $0 != "," && $0 != "}" })! }
        XCTAssertGreaterThan(Set(windowY.values).count, 20, "the panel moved")
        // Frame 0 of the scenario is the press; the window's frames and simulate's agree from there.
        for (frame, y) in windowY.sorted(by: { $0.key < $1.key }) where y.bitPattern != simulated[frame].bitPattern {
            return XCTFail("frame \(frame): the window had y \(y), simulate \(simulated[frame])")
        }
        XCTAssertEqual(view.rows.first?.lane, 0)
        XCTAssertEqual(view.rows.first?.targetState, app.runtime.panels[0].controller.lastRelease?.target.rawValue)
    }

    func test_a_press_on_a_moving_panel_is_no_capture_and_m_says_how_to_get_one() throws {
        let folder = try SceneFolder()
        var grabber = CGPoint.zero
        var message: String?
        let app = try runWindow(folder.scenePath, maximumFrames: 200) { app, frame in
            let panel = app.runtime.panels[0].controller
            switch frame {
            case 2: ScriptedInput.type("1")
            case 4:
                XCTAssertTrue(panel.isAnimating, "on its way to the first state")
                grabber = app.grabberPoint(of: panel)
                ScriptedInput.mouseDown(at: grabber)
            case 5: ScriptedInput.mouseUp(at: grabber)
            case 60: ScriptedInput.type("m")
            case 62:
                message = app.sideBar.message?.text
                return true
            default: break
            }
            return false
        }
        XCTAssertNil(app.playback.lastDrag)
        XCTAssertNil(app.playback.compare)
        XCTAssertEqual(
            message, "No gesture yet: drag a panel (or C records one, C again saves it), then M compares")
    }
}
