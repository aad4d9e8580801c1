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
            case 3:
                let layout = try! XCTUnwrap(app.sideBar.layout)
                XCTAssertEqual(self.kinds(layout), ["text", "presets", "text", "plot", "hint"])
                for (above, below) in zip(layout.cards, layout.cards.dropFirst().dropLast()) {
                    XCTAssertEqual(below.frame.minY, above.frame.maxY + OverlayStyle.cardGap)
                }
                XCTAssertEqual(layout.cards[3].frame.height, PlotCard.height)
                XCTAssertEqual(layout.cards[4].frame.minY, app.windowLayout.cardColumn.maxY - OverlayStyle.lineSpacing)
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

    func test_the_key_list_keeps_its_last_row_below_the_plot_which_gives_it_room() throws {
        let folder = try SceneFolder()
        var layouts: [SideBarLayout] = []
        var column = CGRect.zero
        try runWindow(folder.scenePath) { app, frame in
            column = app.windowLayout.cardColumn
            switch frame {
            case 2:
                app.sideBar.showsPlot = true
                app.sideBar.showsHelp = true
            case 3:
                layouts.append(try! XCTUnwrap(app.sideBar.layout))
                // A card above takes the room: the plot shrinks, then steps aside.
                app.show(message: "One", seconds: 60)
            case 4:
                layouts.append(try! XCTUnwrap(app.sideBar.layout))
                app.show(message: (1...6).map { "Line \($0)" }.joined(separator: "\n"), seconds: 60)
            case 5:
                layouts.append(try! XCTUnwrap(app.sideBar.layout))
                app.sideBar.showsHelp = false
            case 6:
                layouts.append(try! XCTUnwrap(app.sideBar.layout))
                return true
            default:
                break
            }
            return false
        }
        XCTAssertEqual(layouts.count, 4)
        for (index, layout) in layouts.prefix(3).enumerated() {
            let help = try XCTUnwrap(layout.cards.last as? TextCard, "layout \(index): the key list last")
            XCTAssertEqual(help.rows.last?.pieces.first?.text, "Q / Esc", "layout \(index)")
            XCTAssertLessThanOrEqual(help.frame.maxY, column.maxY, "layout \(index): the whole list, its last row in")
        }
        let plots = layouts.map { $0.cards.compactMap { $0 as? PlotCard }.first?.frame.height }
        // With the key list open the plot keeps its 130 pt while they fit, else takes what the keys
        // leave, down to its least height; a message above takes room from it; a long one leaves
        // too little, and the plot steps aside.
        for index in 0..<2 {
            let plot = try XCTUnwrap(plots[index], "layout \(index): the plot shows")
            XCTAssertGreaterThanOrEqual(plot, PlotCard.minimumHeight)
            XCTAssertLessThanOrEqual(plot, PlotCard.height)
            let keys = try XCTUnwrap(layouts[index].cards.last)
            if plot < PlotCard.height {
                XCTAssertEqual(
                    keys.frame.maxY, column.maxY, accuracy: 0.001, "layout \(index): the plot took what was left")
            }
        }
        let message = TextCard.frame(lineCount: 1, at: column).height + OverlayStyle.cardGap
        // Layout 0 leaves `slack` below the keys; the message's card and gap come out of the plot.
        let first = try XCTUnwrap(plots[0])
        let slack = column.maxY - (try XCTUnwrap(layouts[0].cards.last).frame.maxY)
        let roomWithMessage = min(PlotCard.height, first + slack - message)
        XCTAssertEqual(try XCTUnwrap(plots[1]), roomWithMessage, accuracy: 0.001, "the message's card and gap")
        XCTAssertNil(plots[2], "six lines leave too little: the plot steps aside")
        XCTAssertEqual(plots[3], PlotCard.height, "without the key list, the plot's own height")
    }

    func test_input_follows_the_drawn_runtime() throws {
        let folder = try SceneFolder()
        var live: SceneRuntime?
        try runWindow(folder.scenePath) { app, frame in
            switch frame {
            case 2:
                live = app.liveScene.runtime
                XCTAssertTrue(app.focus.router.stage === app.runtime.stage)
                XCTAssertTrue(app.focus.wiredRuntime === live)
                app.startRecording()
                // A recording restarts the scene: a new runtime, drawn and taking the input.
                XCTAssertFalse(app.runtime === live)
                XCTAssertTrue(app.focus.wiredRuntime === app.runtime)
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
                XCTAssertTrue(app.focus.wiredRuntime === live)
                XCTAssertTrue(app.focus.router.stage === live?.stage)
                return true
            default:
                break
            }
            return false
        }
    }
}
