import FloatingPanel
import Foundation
import PanelScene
import XCTest

@testable import Sandbox

/// The side bar's column, laid out once per frame in the update step, and the wiring of input to
/// the runtime the window draws (Docs/architecture.md, `Sources/Sandbox`).
final class SideBarColumnTests: XCTestCase {
    private func kinds(_ layout: SideBarLayout) -> [String] {
        layout.cards.map { card in
            switch card {
            case is PresetListCard: "presets"
            case is PlotCard: "plot"
            case is HintLine: "hint"
            case is ValuesSideBarCard: "values"
            default: "text"
            }
        }
    }

    func test_the_column_is_laid_out_top_to_bottom_and_clicks_find_the_drawn_rows() throws {
        let folder = try SceneFolder()
        var checked = false
        try runWindow(folder.scenePath) { app, frame in
            switch frame {
            case 2:
                let layout = try! XCTUnwrap(app.sideBar.layout)
                // At rest: the readout card, then the hint on the column's last line.
                XCTAssertEqual(self.kinds(layout), ["text", "hint"])
                XCTAssertEqual(layout.cards[0].frame.minY, app.windowLayout.cardColumn.minY)
                XCTAssertEqual(
                    layout.cards[1].frame.minY, app.windowLayout.cardColumn.maxY - OverlayStyle.lineSpacing)
                XCTAssertEqual(layout.readout?.panel.id, "main")
                app.show(message: "Hello", seconds: 60)
                app.togglePresetList()
                app.sideBar.showsPlot = true
                app.sideBar.showsHelp = true
            case 3:
                let layout = try! XCTUnwrap(app.sideBar.layout)
                XCTAssertEqual(self.kinds(layout), ["text", "presets", "text", "plot", "text"])
                for (above, below) in zip(layout.cards, layout.cards.dropFirst()) {
                    XCTAssertEqual(below.frame.minY, above.frame.maxY + OverlayStyle.cardGap)
                }
                XCTAssertEqual(layout.cards[3].frame.height, PlotCard.height)
                let list = try! XCTUnwrap(layout.presetList)
                XCTAssertEqual(list.frame, layout.cards[1].frame)
                // The heading is line 0; line 2 is the second scene.
                let secondRow = CGPoint(
                    x: list.frame.midX, y: list.frame.minY + OverlayStyle.padding + 2.5 * OverlayStyle.lineSpacing)
                XCTAssertEqual(list.presetIndex(at: secondRow), 1)
                XCTAssertNil(list.presetIndex(at: CGPoint(x: list.frame.midX, y: list.frame.minY + 2)))
                XCTAssertNil(list.presetIndex(at: CGPoint(x: list.frame.midX, y: list.frame.maxY + 1)))
                checked = true
                return true
            default:
                break
            }
            return false
        }
        XCTAssertTrue(checked)
    }

    func test_input_follows_the_drawn_runtime() throws {
        let folder = try SceneFolder()
        var live: SceneRuntime?
        try runWindow(folder.scenePath) { app, frame in
            switch frame {
            case 2:
                live = app.liveScene.runtime
                XCTAssertTrue(app.focus.router.stage === app.runtime.stage)
                XCTAssertTrue(app.wiredRuntime === live)
                app.startRecording()
                // A recording restarts the scene: a new runtime, drawn and taking the input.
                XCTAssertFalse(app.runtime === live)
                XCTAssertTrue(app.wiredRuntime === app.runtime)
                XCTAssertTrue(app.focus.router.stage === app.runtime.stage)
                let controller = app.runtime.panels[0].controller
                controller.move(to: .full, animated: true)
                XCTAssertEqual(app.telemetry.panelEvents.target(of: controller), .full, "its panels' events are heard")
            case 3:
                app.stopRecording()
                try! folder.write("layouts/main.json", SceneFolder.layout(halfInset: 310))
                app.reloadByHand()
            case 4...200:
                // The reload ends the restarted scene: the live one takes the input again.
                guard app.runtime === live else { return false }
                XCTAssertTrue(app.wiredRuntime === live)
                XCTAssertTrue(app.focus.router.stage === live?.stage)
                return true
            default:
                break
            }
            return false
        }
    }
}
