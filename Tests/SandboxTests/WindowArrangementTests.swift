import CSDL2
import FloatingPanel
import Foundation
import PanelConfig
import PanelExport
import PanelScene
import XCTest

@testable import Sandbox

/// The window's keys and clicks of, driven through SDL's event queue:
/// presets, rotation, the software keyboard, content rows, a detail panel presented from a row,
/// focus, export and resizing the window by hand.
final class WindowArrangementTests: XCTestCase {
    func test_F2_opens_the_next_preset_its_files_are_watched_and_the_list_picks_by_digit_or_arrows() throws {
        let folder = try SceneFolder()
        var openedOther = false
        var reopened = false
        let app = try runWindow(folder.scenePath, maximumFrames: 1200) { app, frame in
            if frame == 1 { ScriptedInput.press(.f2) }
            if frame == 2 {
                openedOther = app.runtime.scene.name == "Other"
                XCTAssertEqual(app.windowLayout.containerSize, CGSize(width: 360, height: 700))
                try! folder.write("layouts/other.json", SceneFolder.layout(halfInset: 250))
            }
            guard frame > 2 else { return false }
            if app.runtime.scene.name == "Other", app.lastReload != nil {
                XCTAssertEqual(app.runtime.panels[0].controller.surfaceLocation(for: .half).y, 700 - 250)
                ScriptedInput.type("l")
                ScriptedInput.type("1")
            }
            if app.runtime.scene.name == "Main", !reopened {
                // Once more through the list's arrows and Enter.
                ScriptedInput.type("l")
                ScriptedInput.press(.down)
                ScriptedInput.press(.enter)
                reopened = true
                return false
            }
            return reopened && app.runtime.scene.name == "Other"
        }
        XCTAssertTrue(openedOther)
        XCTAssertFalse(app.sideBar.showsPresetList, "picking closes the list")
        XCTAssertEqual(
            app.session.presets.paths.map { ($0 as NSString).lastPathComponent }, ["scene.json", "other.json"])
    }

    func test_T_rotates_the_device_and_the_window_takes_the_turned_container() throws {
        let folder = try SceneFolder()
        let app = try runWindow(folder.scenePath) { app, frame in
            if frame == 1 { ScriptedInput.type("t") }
            return frame == 3
        }
        XCTAssertEqual(app.runtime.container.presetName, "iphone-15-landscape")
        let size = app.view.window.size
        XCTAssertEqual(
            CGSize(width: size.width, height: size.height),
            WindowLayout.windowSize(for: CGSize(width: 852, height: 393)))
        XCTAssertEqual(app.windowLayout.containerFrame.width, 852)
    }

    func test_K_slides_the_keyboard_in_over_a_quarter_second_and_avoiding_panels_rise_with_it() throws {
        let folder = try SceneFolder()
        try folder.write(
            "scene.json",
            SceneFolder.scene(
                name: "Main", container: #""iphone-15""#, layout: "layouts/main.json", extra: #""keyboard": "avoid","#))
        var heights: [Int: CGFloat] = [:]
        var halfBefore: CGFloat = 0
        let app = try runWindow(folder.scenePath) { app, frame in
            heights[frame] = app.runtime.keyboardHeight
            if frame == 1 {
                halfBefore = app.runtime.panels[0].controller.surfaceLocation(for: .half).y
                ScriptedInput.type("k")
            }
            return frame == 30
        }
        XCTAssertEqual(heights[1], 0)
        XCTAssertGreaterThan(heights[3]!, 0, "moving")
        XCTAssertLessThan(heights[8]!, 336, "still moving")
        XCTAssertEqual(heights[30], 336, "iPhone 15's keyboard")
        let half = app.runtime.panels[0].controller.surfaceLocation(for: .half).y
        XCTAssertEqual(half, halfBefore - (336 - 34), "the safe area's bottom rose from 34 to the keyboard's 336")
    }

    func test_plus_and_minus_add_and_remove_rows_of_the_focused_panel() throws {
        let folder = try SceneFolder()
        let app = try runWindow(folder.scenePath) { _, frame in
            if frame == 1 { for key in "++-+" { ScriptedInput.type(key) } }
            return frame == 2
        }
        XCTAssertEqual(app.runtime.panels[0].config.content.rows, 52)
    }

    func test_clicking_a_row_presents_the_hidden_panel_above_and_tab_cycles_the_visible_panels() throws {
        let folder = try SceneFolder()
        let scene = try folder.writeMultiPanelScene()
        var clickedHeader = false
        var focusAfterTab: [String] = []
        let app = try runWindow(scene) { app, frame in
            let search = app.runtime.panels[0]
            let geometry = ContentListGeometry(search)
            switch frame {
            case 1:
                // The title row is not a row: nothing opens.
                let header = app.windowPoint(CGPoint(x: 100, y: geometry.origin.y + 30))
                ScriptedInput.mouseDown(at: header)
                ScriptedInput.mouseUp(at: header)
            case 2:
                clickedHeader =
                    app.runtime.panels[1].controller.isShown && app.runtime.panels[1].controller.state != .hidden
                let row = geometry.rows.frame(ofRow: 1)
                let point = app.windowPoint(CGPoint(x: row.midX, y: row.midY))
                ScriptedInput.mouseDown(at: point)
                ScriptedInput.mouseUp(at: point)
            case 60:
                ScriptedInput.press(.tab)
            case 61:
                focusAfterTab.append(app.focusedPanel?.id ?? "")
                ScriptedInput.press(.tab)
            case 62:
                focusAfterTab.append(app.focusedPanel?.id ?? "")
            default:
                break
            }
            return frame == 62
        }
        XCTAssertFalse(clickedHeader)
        let detail = app.runtime.panels[1].controller
        XCTAssertEqual(detail.state, .half, "presented at its presentation state")
        XCTAssertTrue(app.runtime.stage.panels.last === detail, "on top")
        XCTAssertEqual(focusAfterTab, ["search", "detail"])
    }

    func test_E_exports_every_format_beside_the_scene_without_a_reload() throws {
        let folder = try SceneFolder()
        var framesWhileWriting = 0
        let app = try runWindow(folder.scenePath, maximumFrames: 100_000) { app, frame in
            if frame == 1 { ScriptedInput.type("e") }
            guard app.sideBar.message?.text.hasPrefix("Exported:") ?? false else {
                if app.session.export != nil { framesWhileWriting += 1 }
                return false
            }
            return true
        }
        // The feel report and the fit of eight formats take many frames' time: the loop went on.
        XCTAssertGreaterThan(framesWhileWriting, 1, "the frames go on while the files are written")
        let exports = try FileManager.default.contentsOfDirectory(atPath: folder.path(SceneExportFolder.name))
        // Eight formats, the spec sheet's a page and a picture of each of the scene's three states.
        XCTAssertEqual(exports.count, 11, "every format: \(exports)")
        XCTAssertEqual(
            Set(exports.map { ($0 as NSString).pathExtension }), ["json", "swift", "xml", "kt", "tsx", "md", "png"])
        XCTAssertEqual(exports.filter { $0.hasSuffix(".png") }.count, 3, "one picture a state: \(exports)")
        XCTAssertFalse(exports.contains { $0.hasSuffix(".swift.swift") }, "one extension per name: \(exports)")
        XCTAssertTrue(app.sideBar.message?.text.contains(folder.path("exports/")) ?? false, "the paths are shown")
        XCTAssertNil(app.lastReload, "an export is not a change of the scene")
    }

    func test_resizing_the_window_by_hand_resizes_a_custom_container_and_centres_a_preset() throws {
        let folder = try SceneFolder()
        let custom = try runWindow(folder.path("scenes/other.json")) { app, frame in
            if frame == 1 { SDL_SetWindowSize(app.view.window.pointer, 900, 700) }
            return frame == 3
        }
        XCTAssertEqual(custom.runtime.container.size, CGSize(width: 900 - WindowLayout.sideBarWidth, height: 700))
        let preset = try runWindow(folder.scenePath) { app, frame in
            if frame == 1 { SDL_SetWindowSize(app.view.window.pointer, 1000, 900) }
            return frame == 3
        }
        XCTAssertEqual(preset.runtime.container.size, CGSize(width: 393, height: 852))
        XCTAssertEqual(
            preset.windowLayout.containerFrame.origin, CGPoint(x: 113, y: 24), "(1000 − 380 − 393) / 2, (900 − 852) / 2"
        )
    }
}
