import CSDL2
import FloatingPanel
import Foundation
import TestSupport
import PanelConfig
import XCTest

@testable import Sandbox

/// The values card in the real window on a copy of the shipped `Configs/`: `V`, the arrows,
/// `Ctrl+Z` / `Ctrl+Shift+Z`, a drag and the wheel, with the files compared byte for byte.
final class ValuesWindowTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        let configs = Repository.root.appendingPathComponent("Configs")
        root = FileManager.default.temporaryDirectory.appendingPathComponent("values-window-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: configs.path, toPath: root)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Every file of the copy, by relative path.
    private func files() -> [String: Data] {
        var result: [String: Data] = [:]
        for case let relative as String in FileManager.default.enumerator(atPath: root)!
        where relative.hasSuffix(".json") {
            result[relative] = FileManager.default.contents(atPath: root + "/" + relative)
        }
        return result
    }

    private func behavior() -> String {
        String(decoding: FileManager.default.contents(atPath: root + "/behaviors/default.json")!, as: UTF8.self)
    }

    func test_keys_change_write_undo_and_redo_the_files() throws {
        let original = files()
        let originalBehavior = behavior()
        var afterOpening: [String: Data]?
        var afterRight: String?
        var responseAfterRight: CGFloat?
        var afterUndo: [String: Data]?
        var afterRedo: String?
        var afterCoarse: String?
        var afterScrub: String?
        var afterWheel: String?
        // Each step runs once the card's last change is applied: changes are written and loaded
        // on the card's worker, and applied between frames when it has finished.
        var step = 0
        var lastStepFrame = 0
        let app = try runWindow(root + "/scene.json", maximumFrames: 2000) { app, frame in
            guard frame >= lastStepFrame + 2, app.sideBar.valueTuner?.isBusy != true else { return false }
            lastStepFrame = frame
            step += 1
            switch step {
            case 1: ScriptedInput.type("v")
            case 2:
                afterOpening = self.files()
                ScriptedInput.press(.right)
            case 3:
                afterRight = self.behavior()
                responseAfterRight = app.runtime.panels[0].config.behavior.springResponseTime
                ScriptedInput.press(.z, modifiers: .control)
            case 4:
                afterUndo = self.files()
                ScriptedInput.press(.z, modifiers: [.control, .shift])
            case 5:
                afterRedo = self.behavior()
                ScriptedInput.press(.down)
                ScriptedInput.press(.right, modifiers: .shift)
            case 6:
                afterCoarse = self.behavior()
                ScriptedInput.press(.up)
            case 7:
                // Drag the selected row 13 points to the right: two steps of 6.
                let row = app.sideBar.layout!.valuesCard!.rows[app.sideBar.valueTuner!.selection]!
                ScriptedInput.mouseDown(at: CGPoint(x: row.midX, y: row.midY))
                ScriptedInput.mouseDrag(to: CGPoint(x: row.midX + 7, y: row.midY))
                ScriptedInput.mouseDrag(to: CGPoint(x: row.midX + 13, y: row.midY + 30))
                ScriptedInput.mouseUp(at: CGPoint(x: row.midX + 13, y: row.midY + 30))
            case 8:
                afterScrub = self.behavior()
                let row = app.sideBar.layout!.valuesCard!.rows[app.sideBar.valueTuner!.selection]!
                ScriptedInput.wheel(at: CGPoint(x: row.midX, y: row.midY), notches: -3)
            case 9:
                afterWheel = self.behavior()
                ScriptedInput.type("v")
            case 10:
                return true
            default:
                break
            }
            return false
        }
        XCTAssertEqual(afterOpening, original, "opening the card changes nothing")
        XCTAssertEqual(
            afterRight,
            originalBehavior.replacingOccurrences(
                of: "\"springResponseTime\": 0.4,", with: "\"springResponseTime\": 0.41,"))
        XCTAssertEqual(responseAfterRight, 0.41, "applied at once")
        XCTAssertEqual(afterUndo, original, "undo restores the bytes")
        XCTAssertEqual(afterRedo, afterRight, "redo writes the change again")
        XCTAssertEqual(
            afterCoarse,
            afterRight?.replacingOccurrences(
                of: "\"momentumProjectionRate\": 0.998,", with: "\"momentumProjectionRate\": 0.9999,"),
            "Shift ten steps, stopped short of 1")
        XCTAssertTrue(afterScrub?.contains("\"springResponseTime\": 0.43,") == true, afterScrub ?? "")
        XCTAssertTrue(afterWheel?.contains("\"springResponseTime\": 0.4,") == true, afterWheel ?? "")
        XCTAssertFalse(app.sideBar.showsValues)
        XCTAssertEqual(app.sideBar.valueTuner?.history.undoStack.count, 4, "→, Shift+→, one scrub, the wheel")
        XCTAssertEqual(ConfigLoader.check(paths: [root + "/scene.json"], kind: .scene), [])
    }

    func test_a_change_keeps_the_release_before_it_for_the_plot() throws {
        var start = CGPoint.zero
        var settledFrame: Int?
        var keptBeforeChange: Int?
        let app = try runWindow(root + "/scene.json", maximumFrames: 400) { app, frame in
            let panel = app.runtime.panels[0].controller
            switch frame {
            case 2:
                start = app.grabberPoint(of: panel)
                ScriptedInput.mouseDown(at: start)
            case 3...8: ScriptedInput.mouseDrag(to: CGPoint(x: start.x, y: start.y - CGFloat(frame - 2) * 15))
            case 9: ScriptedInput.mouseUp(at: CGPoint(x: start.x, y: start.y - 90))
            case 10...:
                if settledFrame == nil, !panel.isAnimating {
                    settledFrame = frame
                    keptBeforeChange = app.telemetry.plot.previousRelease.count
                    ScriptedInput.type("v")
                    ScriptedInput.press(.right)
                }
                // The change is applied once the card's worker has written and loaded it.
                if let settledFrame, frame >= settledFrame + 2, app.sideBar.valueTuner?.isBusy == false {
                    return true
                }
            default: break
            }
            return false
        }
        XCTAssertEqual(keptBeforeChange, 0)
        let kept = app.telemetry.plot.previousRelease
        XCTAssertGreaterThan(kept.count, 10, "the release's frames until the panel came to rest")
        XCTAssertEqual(kept.first?.time, 0)
        XCTAssertEqual(kept.last?.velocity, 0)
        XCTAssertEqual(app.runtime.panels[0].config.behavior.springResponseTime, 0.41)
    }
}
