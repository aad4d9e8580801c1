import FloatingPanel
import Foundation
import TestSupport
import PanelConfig
import XCTest

@testable import PanelLive
@testable import PanelScene
@testable import Sandbox

/// Every card of the side bar, laid out in the smallest window with the longest text it can
/// show, keeps every line inside the card: each piece measured with the real font through the
/// text cache's metrics, at one and two pixels per point.
final class SideBarFitTests: XCTestCase {
    /// The card column of the smallest window the user can make.
    private let column: CGRect = {
        let container = WindowLayout.minimumContainerSize
        return WindowLayout(windowSize: WindowLayout.windowSize(for: container), containerSize: container).cardColumn
    }()

    private var textWidth: CGFloat { SideBarCards.textWidth(column) }

    /// Fails for every piece that starts before the card's text edge, ends past its right text
    /// edge, or runs into the next piece of its row; returns how many rows there were.
    @discardableResult
    private func assertFits(
        _ rows: [CardRow], _ card: String, painter: Painter, file: StaticString = #filePath, line: UInt = #line
    ) -> Int {
        for row in rows {
            let ends = row.pieces.map { $0.x + painter.measureText($0.text, style: $0.style).width }
            for (index, piece) in row.pieces.enumerated() {
                XCTAssertGreaterThanOrEqual(
                    piece.x, row.dot == nil ? 0 : CardRow.dotWidth, card, file: file, line: line)
                XCTAssertLessThanOrEqual(
                    ends[index], textWidth, "\(card): '\(piece.text)' runs past the card", file: file, line: line)
                if index + 1 < row.pieces.count {
                    XCTAssertLessThanOrEqual(
                        ends[index] + 4, row.pieces[index + 1].x, "\(card): '\(piece.text)' runs into the next column",
                        file: file, line: line)
                }
            }
        }
        return rows.count
    }

    private func configsScene() -> String {
        Repository.root.appendingPathComponent("Configs/scene.json").path
    }

    func test_every_card_at_the_smallest_window_keeps_its_text_inside_the_card() throws {
        XCTAssertEqual(column.width, WindowLayout.cardColumnWidth - 8)
        for pointScale in [CGFloat(1), 2] {
            let canvas = try HeadlessCanvas(pixelWidth: 10, pixelHeight: 10, pointScale: pointScale)
            let painter = canvas.painter
            let wrapper = TextWrapper(painter: painter)
            let cards = SideBarCards(painter: painter, wrapper: wrapper)

            // The key list: its longest description wraps under itself, beside its key.
            let help = cards.helpRows(width: textWidth)
            XCTAssertEqual(assertFits(help, "keys", painter: painter), help.count)
            XCTAssertGreaterThan(help.count, SandboxCommand.helpLines.count + 1, "the longest descriptions wrap")
            let comparison = help.firstIndex { $0.pieces.first?.text == "B" }!
            XCTAssertEqual(help[comparison + 1].pieces.count, 1, "the rest of B's description, alone")
            XCTAssertEqual(help[comparison + 1].pieces[0].x, SideBarCards.keyColumnWidth, "under the description")
            let words = help[comparison...comparison + 1].map { $0.pieces.last!.text }.joined(separator: " ")
            XCTAssertEqual(words, "A/B: last recording vs the listed scene", "every word is shown")

            let path = "/home/someone/a/rather/long/folder/name/Configs/layouts/sheet-with-a-long-name.json"
            assertFits(
                cards.bannerRows(
                    title: "sheet-with-a-long-name.json does not load — the last good scene keeps running",
                    errors: [
                        "\(path):12:34: error: unknown key 'fractionalInsett' in anchor; did you mean 'fractionalInset'?"
                    ],
                    width: textWidth), "banner", painter: painter)
            assertFits(
                cards.messageRows("Exported to \(path).swift and \(path).swiftui.swift", width: textWidth), "message",
                painter: painter)
            assertFits(cards.recordingRows(seconds: 3599.9, width: textWidth), "recording", painter: painter)
            var presets = ScenePresetList(around: "/tmp/a-scene-whose-name-goes-on-and-on-past-any-card-width.json")
            presets.selection = 0
            let listRows = cards.presetRows(presets, running: 0, width: textWidth)
            XCTAssertEqual(listRows.count, presets.paths.count + 1, "one row per scene: a click finds its row")
            XCTAssertTrue(listRows[1].pieces[0].text.hasSuffix("…  ●"), listRows[1].pieces[0].text)
            assertFits(listRows, "scene list", painter: painter)
            assertFits(
                cards.presetRows(ScenePresetList(around: configsScene()), running: 0, width: textWidth),
                "shipped scene list", painter: painter)
            assertFits(
                [cards.hintRow("? keys · L scenes · O overlay · G plot", width: textWidth)], "hint", painter: painter)

            let overlay = ReadoutOverlay(wrapper: wrapper)
            assertFits(overlay.rows(try longestReadout(), width: textWidth), "tuning", painter: painter)
        }
    }

    /// A readout with every optional line and long names: a release, a legend of several
    /// panels, the keyboard, a reload, a custom container and a long scene file name.
    private func longestReadout() throws -> PanelReadout {
        let layout = """
            { "position": "bottom", "initialState": "half",
              "anchors": { "full": { "absoluteInset": 16, "edge": "top", "referenceGuide": "safeArea" },
                           "half": { "fractionalInset": 0.45, "edge": "bottom", "referenceGuide": "safeArea" },
                           "tip": { "absoluteInset": 69, "edge": "bottom", "referenceGuide": "safeArea" } } }
            """
        let json = """
            { "container": { "width": 12345, "height": 23456 }, "displayScale": 2,
              "panels": [
                { "id": "search-results-with-a-rather-long-identifier", "layout": \(layout),
                  "content": { "title": "T", "rows": 10000 } },
                { "id": "details-panel-with-an-even-longer-identifier-here", "layout": \(layout) } ] }
            """
        let scene = try ConfigLoader.loadScene(
            data: Data(json.utf8), path: "/fixtures/scene.json", files: .inMemory([:]))
        let runtime = SceneRuntime(scene: scene)
        runtime.showAll()
        let panel = runtime.panels[0]
        let decision = panel.controller.releaseDecision(from: panel.controller.surfaceLocation.y, velocity: -12345)
        let legend = runtime.panels.enumerated().map {
            PanelReadout.LegendEntry(
                id: $1.id, state: .half, color: OverlayStyle.panelColor($0), isFocused: $0 == 0)
        }
        return PanelReadout(
            panel: panel, color: OverlayStyle.panelColor(0), legend: legend, targetState: .full,
            release: (decision, .full, 0.5), speed: 0.125, isPaused: false, framesPerSecond: 1234, engineRate: 120,
            frameTimeP50: 0.9999, frameTimeP99: 9.9999, sceneName: "a-scene-file-with-a-very-long-name-indeed.json",
            container: runtime.container, keyboardHeight: 336,
            reload: ReloadReport(
                timing: ReloadTiming(eventTime: .now, appliedTime: .now, date: Date()), eventToFrameMilliseconds: 12345)
        )
    }
}
