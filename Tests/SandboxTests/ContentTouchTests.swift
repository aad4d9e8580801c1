import FloatingPanel
import Foundation
import PanelScene
import XCTest

@testable import Sandbox

/// The window's pointer on a panel's content (Docs/config.md "Content"): an interactive block keeps
/// the drag and the side bar says why; the footer's button shows pressed and a click on it is
/// reported rather than opening a row.
final class ContentTouchTests: XCTestCase {
    private func runtime() throws -> SceneRuntime {
        let scene = try SceneFixtures.scene(
            content: """
                { "title": "T", "rows": 10, "rowHeight": 40,
                  "sections": [ { "id": "carousel", "height": 60, "interactive": true },
                                { "id": "summary", "height": 30, "states": ["half"] } ],
                  "footer": { "button": "Start diagnosing", "height": 50 } }
                """)
        let runtime = SceneRuntime(scene: scene)
        runtime.showAll()
        return runtime
    }

    func test_a_drag_through_the_router_from_an_interactive_block_moves_nothing_and_says_why() throws {
        let runtime = try runtime()
        let panel = runtime.panels[0]
        let router = PointerRouter(stage: runtime.stage)
        var note: String?
        router.onPanelTouched = { _, point in note = ContentTouchNote.touchDown(on: panel, at: point) }
        let block = try XCTUnwrap(panel.contentLayout.sections.first).frame
        let start = CGPoint(x: block.midX, y: block.midY)
        let before = panel.controller.surfaceLocation
        router.pointerDown(at: start, time: 0)
        for step in 1...8 {
            router.pointerMoved(to: CGPoint(x: start.x, y: start.y - CGFloat(step) * 20), time: Double(step) / 60)
            runtime.runFrame(h: 1.0 / 60)
        }
        router.pointerUp(at: CGPoint(x: start.x, y: start.y - 160), time: 9.0 / 60)
        for _ in 0..<30 { runtime.runFrame(h: 1.0 / 60) }
        XCTAssertEqual(panel.controller.surfaceLocation, before)
        XCTAssertEqual(
            note,
            "panel did not move: the drag began on 'carousel', which handles its own gestures (\"interactive\": true), "
                + "so neither the panel nor its list sees it. Drag from the title or the list.")
    }

    func test_a_click_on_the_footer_button_presses_it_and_is_reported_instead_of_a_row_tap() throws {
        let runtime = try runtime()
        let panel = runtime.panels[0]
        let router = PointerRouter(stage: runtime.stage)
        var notes: [String] = []
        var rowTaps = 0
        router.onPanelTouched = { _, point in
            if let note = ContentTouchNote.touchDown(on: panel, at: point) { notes.append(note) }
        }
        router.onSurfaceTap = { _, _ in
            if let note = ContentTouchNote.tap(on: panel) { notes.append(note) } else { rowTaps += 1 }
        }
        let button = try XCTUnwrap(panel.contentLayout.footerButtonFrame)
        let point = CGPoint(x: button.midX, y: button.midY)
        router.pointerDown(at: point, time: 0)
        XCTAssertTrue(panel.isFooterButtonPressed, "pressed while held")
        router.pointerUp(at: point, time: 0.1)
        XCTAssertFalse(panel.isFooterButtonPressed)
        XCTAssertEqual(
            notes, ["panel: footer button \"Start diagnosing\" tapped. A drag that starts on it still moves the panel."]
        )
        XCTAssertEqual(rowTaps, 0)
        // A click above the footer, on a row, is a row tap as before.
        let row = ContentListGeometry(panel).rows.frame(ofRow: 0)
        router.pointerDown(at: CGPoint(x: row.midX, y: row.midY), time: 1)
        router.pointerUp(at: CGPoint(x: row.midX, y: row.midY), time: 1.1)
        XCTAssertEqual(rowTaps, 1)
    }
}

/// `render --state S` draws the content at rest in S (Docs/config.md "Content").
final class ContentRenderingTests: XCTestCase {
    private func snapshot(state: String) throws -> SceneSnapshot {
        let scene = try SceneFixtures.scene(
            content: """
                { "title": "", "rows": 0,
                  "sections": [ { "id": "report", "height": 40, "states": ["full"], "background": "#00FF00", "label": "" } ],
                  "transition": { "duration": 0.5, "delay": 0.2 },
                  "footer": { "button": "", "height": 40, "background": "#0000FF" } }
                """)
        return try SceneSnapshot(scene: scene, state: state, supersampling: 1)
    }

    func test_a_block_that_enters_is_drawn_faded_in_and_the_footer_at_the_bottom() throws {
        let full = try snapshot(state: "full")
        XCTAssertEqual(full.runtime.panels[0].sections.opacity(of: "report"), 1, "the fade is finished")
        let image = try full.canvas.finishedSurface()
        let top = full.panel.contentFrame.minY
        XCTAssertEqual(full.pixel(at: CGPoint(x: 190, y: top + 80), in: image), PixelColor(red: 0, green: 255, blue: 0))
        XCTAssertEqual(full.pixel(at: CGPoint(x: 100, y: 280), in: image), PixelColor(red: 0, green: 0, blue: 255))
        XCTAssertEqual(full.pixel(at: CGPoint(x: 190, y: top + 130), in: image), SceneFixtures.red, "below the block")
    }

    func test_at_a_state_without_the_block_it_takes_no_space_and_is_not_drawn() throws {
        let half = try snapshot(state: "half")
        XCTAssertEqual(half.runtime.panels[0].sections.opacity(of: "report"), 0)
        let image = try half.canvas.finishedSurface()
        let top = half.panel.contentFrame.minY
        XCTAssertEqual(half.pixel(at: CGPoint(x: 190, y: top + 80), in: image), SceneFixtures.red)
        XCTAssertEqual(half.runtime.panels[0].contentLayout.rowsOffset, 60, "the list starts right below the title")
    }
}
