import FloatingPanel
import Foundation
import XCTest

@testable import PanelConfig
@testable import PanelScene

/// The blocks of a panel's content at run time (Docs/config.md "Content"): collapse at once,
/// fades stepped by the frame driver, the trace, interactive blocks and the footer.
final class ContentSectionsTests: XCTestCase {
    private static let h = 1.0 / 60

    private func scene(
        curve: TimingCurve = .easeInOut, delay: Double = 0, contentMode: FloatingPanelContentMode = .static,
        sections: [ContentSection]? = nil, footer: ContentFooter? = nil
    ) -> ResolvedScene {
        var content = PanelContent(title: "Diagnose", rows: 20, rowHeight: 50)
        content.sections =
            sections ?? [
                ContentSection(id: "header", extent: .height(40)),
                ContentSection(id: "halfView", extent: .height(140), states: ["half"]),
                ContentSection(id: "fullView", extent: .rows(2), states: ["full"]),
                ContentSection(id: "carousel", extent: .height(96), isInteractive: true),
            ]
        content.transition = ContentTransition(duration: 0.25, delay: delay, curve: curve)
        content.footer = footer
        var layout = ConditionalLayout.bottomLayoutDefault
        layout.contentMode = contentMode
        let panel = ResolvedPanel(
            id: "main", layouts: [layout], behavior: FloatingPanelCustomBehavior(), surfaceView: SurfaceView(),
            contentMode: contentMode, removalInteractionEnabled: false, backdropTapToDismiss: false,
            contentSize: CGSize(width: 390, height: 320), scrollContentHeight: 2000, content: content)
        return ResolvedScene(
            path: "/tmp/test.json", name: "test",
            container: SceneContainer(
                size: CGSize(width: 390, height: 844), safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            displayScale: 3, background: .plain, panels: [panel], referencedFiles: [])
    }

    private func shownRuntime(_ scene: ResolvedScene) -> (SceneRuntime, PanelRuntime) {
        let runtime = SceneRuntime(scene: scene)
        runtime.showAll()
        return (runtime, runtime.panels[0])
    }

    private func frames(_ count: Int, _ runtime: SceneRuntime) {
        for _ in 0..<count { runtime.runFrame(h: Self.h) }
    }

    private func opacities(_ panel: PanelRuntime) -> [String: Double] {
        Dictionary(uniqueKeysWithValues: panel.sections.blocks.map { ($0.id, $0.opacity) })
    }

    // MARK: Showing, collapsing, fading

    func test_the_initial_state_shows_its_blocks_at_rest() {
        let (runtime, panel) = shownRuntime(scene())
        XCTAssertEqual(panel.controller.state, .half)
        XCTAssertEqual(opacities(panel), ["header": 1, "halfView": 1, "fullView": 0, "carousel": 1])
        XCTAssertFalse(runtime.isAnimating, "nothing fades at the start")
        XCTAssertEqual(panel.contentLayout.sections.map(\.section.id), ["header", "halfView", "carousel"])
        XCTAssertEqual(panel.contentLayout.rowsOffset, 60 + 40 + 140 + 96)
    }

    func test_a_leaving_block_collapses_at_once_and_an_entering_one_takes_its_space_at_opacity_0() {
        let (runtime, panel) = shownRuntime(scene())
        panel.controller.move(to: .full, animated: false)
        XCTAssertEqual(opacities(panel), ["header": 1, "halfView": 0, "fullView": 0, "carousel": 1])
        XCTAssertEqual(panel.contentLayout.sections.map(\.section.id), ["header", "fullView", "carousel"])
        XCTAssertEqual(panel.contentLayout.rowsOffset, 60 + 40 + 100 + 96, "2 rows of 50 pt replace 140 pt")
        XCTAssertTrue(runtime.isAnimating)
    }

    /// 0.25 s at 60 fps: 15 frames. Frame k puts the fade at k/15 of its time; the curve gives the
    /// opacity (the values of the Bézier solved to 1e-12).
    func test_the_opacity_after_n_frames_follows_each_curve() {
        let expected: [(TimingCurve, [Double])] = [
            (.linear, [0.2, 0.4, 0.8]),
            (.easeIn, [0.062282, 0.214861, 0.691634]),
            (.easeOut, [0.308366, 0.570880, 0.937718]),
            (.easeInOut, [0.081660, 0.331884, 0.918340]),
        ]
        for (curve, values) in expected {
            let (runtime, panel) = shownRuntime(scene(curve: curve))
            panel.controller.move(to: .full, animated: false)
            var seen: [Double] = []
            for frame in 1...15 {
                runtime.runFrame(h: Self.h)
                if [3, 6, 12].contains(frame) { seen.append(panel.sections.opacity(of: "fullView")!) }
            }
            for (actual, value) in zip(seen, values) { XCTAssertEqual(actual, value, accuracy: 1e-6, "\(curve)") }
            XCTAssertEqual(panel.sections.opacity(of: "fullView"), 1, "\(curve): done after 15 frames")
            XCTAssertFalse(runtime.isAnimating, "\(curve)")
        }
    }

    func test_a_delay_holds_the_fade_then_it_runs_its_full_duration() {
        let (runtime, panel) = shownRuntime(scene(curve: .linear, delay: 0.1))
        panel.controller.move(to: .full, animated: false)
        frames(5, runtime)
        XCTAssertEqual(panel.sections.opacity(of: "fullView"), 0)
        frames(4, runtime)
        XCTAssertEqual(panel.sections.opacity(of: "fullView")!, 0.2, accuracy: 1e-9, "0.05 s of 0.25 s")
        frames(12, runtime)
        XCTAssertEqual(panel.sections.opacity(of: "fullView"), 1, "0.1 + 0.25 s: 21 frames")
        XCTAssertFalse(runtime.isAnimating)
    }

    func test_a_block_that_comes_back_mid_fade_fades_in_from_where_its_alpha_was() {
        let (runtime, panel) = shownRuntime(scene(curve: .linear))
        panel.controller.move(to: .full, animated: false)
        frames(6, runtime)
        // halfView's alpha went 1 → 0.6 unseen while hidden; shown again it starts there.
        panel.controller.move(to: .half, animated: false)
        XCTAssertEqual(panel.sections.opacity(of: "halfView")!, 0.6, accuracy: 1e-9)
        XCTAssertEqual(panel.sections.opacity(of: "fullView"), 0, "hidden at once")
        frames(3, runtime)
        XCTAssertEqual(panel.sections.opacity(of: "halfView")!, 0.6 + 0.4 * 0.2, accuracy: 1e-9)
    }

    func test_a_zero_duration_shows_the_block_at_once() {
        var scene = scene()
        scene.panels[0].content.transition = ContentTransition(duration: 0, delay: 0, curve: .easeIn)
        let (runtime, panel) = shownRuntime(scene)
        panel.controller.move(to: .full, animated: false)
        XCTAssertEqual(panel.sections.opacity(of: "fullView"), 1)
        XCTAssertFalse(runtime.isAnimating)
    }

    // MARK: Trace

    private func trace(_ scene: ResolvedScene) -> String {
        var text = ""
        let scenario = Scenario(
            scene: scene, fps: 60,
            steps: [
                .advance(seconds: 0.1),
                .drag(panel: "main", translation: -400, duration: 0.2, velocity: -1500, at: .grabber),
                .advance(seconds: 0.8),
            ])
        Simulator(scenario: scenario) { text += $0 }.run()
        return text
    }

    func test_frame_lines_of_a_panel_with_blocks_give_each_opacity_and_others_keep_their_bytes() throws {
        let withBlocks = trace(scene())
        let without = trace(scene(sections: []))
        XCTAssertFalse(without.contains("sections"))
        let lines = withBlocks.split(separator: "\n")
        let first = try XCTUnwrap(lines.first { $0.contains("\"sections\"") })
        XCTAssertTrue(
            first.hasSuffix(
                #", "sections": {"header": 1.0, "halfView": 1.0, "fullView": 0.0, "carousel": 1.0}}"#),
            String(first))
        XCTAssertTrue(lines.last!.hasPrefix(#"{"event": "end""#))
        let last = try XCTUnwrap(lines.last { $0.contains("\"sections\"") })
        XCTAssertTrue(
            last.hasSuffix(#""sections": {"header": 1.0, "halfView": 0.0, "fullView": 1.0, "carousel": 1.0}}"#),
            String(last))
        // The blocks change nothing else: without the sections member, the bytes are the same.
        let stripped = withBlocks.replacingOccurrences(
            of: #", "sections": \{[^}]*\}"#, with: "", options: .regularExpression)
        XCTAssertEqual(stripped, without)
        let firstFrame = try XCTUnwrap(without.split(separator: "\n").first { $0.contains("\"y\"") })
        XCTAssertEqual(
            String(firstFrame),
            #"{"t": 0.0, "panel": "main", "state": "half", "x": 0.0, "y": 428.6666666666667, "v": 0.0, "attracting": false, "dragging": false, "backdrop": 0.0, "scroll": 0.0}"#
        )
    }

    // MARK: Touches

    private func drag(_ runtime: SceneRuntime, from start: CGPoint, by dy: CGFloat) {
        runtime.stage.touchDown(at: start, slop: 0)
        for step in 1...10 {
            runtime.stage.touchMoved(
                to: CGPoint(x: start.x, y: start.y + dy * CGFloat(step) / 10), velocity: CGPoint(x: 0, y: dy * 6))
            runtime.runFrame(h: Self.h)
        }
        runtime.stage.touchUp(at: CGPoint(x: start.x, y: start.y + dy), velocity: CGPoint(x: 0, y: dy * 6))
    }

    func test_a_drag_that_begins_on_an_interactive_block_moves_neither_the_panel_nor_the_list() throws {
        let (runtime, panel) = shownRuntime(scene())
        let carousel = try XCTUnwrap(panel.contentLayout.sections.first { $0.section.id == "carousel" }).frame
        let start = CGPoint(x: carousel.midX, y: carousel.midY)
        XCTAssertEqual(panel.interactiveSection(at: start)?.id, "carousel")
        let before = panel.controller.surfaceLocation
        drag(runtime, from: start, by: -200)
        frames(60, runtime)
        XCTAssertEqual(panel.controller.surfaceLocation, before)
        XCTAssertEqual(panel.controller.state, .half)
        XCTAssertEqual(panel.scrollView?.contentOffset, .zero)
        XCTAssertFalse(runtime.stage.isTouching)
    }

    func test_the_same_drag_from_a_block_that_is_not_interactive_moves_the_panel() throws {
        let (runtime, panel) = shownRuntime(scene())
        let header = try XCTUnwrap(panel.contentLayout.sections.first { $0.section.id == "header" }).frame
        XCTAssertNil(panel.interactiveSection(at: CGPoint(x: header.midX, y: header.midY)))
        drag(runtime, from: CGPoint(x: header.midX, y: header.midY), by: -200)
        frames(60, runtime)
        XCTAssertEqual(panel.controller.state, .full)
    }

    // MARK: Footer

    func test_the_footer_stays_on_screen_with_fit_to_bounds_and_leaves_it_below_full_with_static() throws {
        let footer = ContentFooter(button: "Start diagnosing", height: 56)
        let (_, fitted) = shownRuntime(scene(contentMode: .fitToBounds, footer: footer))
        let (_, fixed) = shownRuntime(scene(contentMode: .static, footer: footer))
        for state in [FloatingPanelState.full, .half, .tip] {
            fitted.controller.move(to: state, animated: false)
            fixed.controller.move(to: state, animated: false)
            let fittedBar = try XCTUnwrap(fitted.contentLayout.footerFrame)
            let fixedBar = try XCTUnwrap(fixed.contentLayout.footerFrame)
            XCTAssertEqual(fittedBar.maxY, 844, "\(state): at the container's bottom")
            XCTAssertEqual(fittedBar.height, 56)
            if state == .full {
                XCTAssertEqual(fixedBar, fittedBar, "at full both contents end at the bottom")
            } else {
                XCTAssertGreaterThan(fixedBar.minY, 844, "\(state): static content ends below the screen")
            }
        }
    }

    func test_a_drag_that_starts_on_the_footer_button_moves_the_panel_and_releases_the_button() throws {
        let (runtime, panel) = shownRuntime(
            scene(contentMode: .fitToBounds, footer: ContentFooter(button: "Start diagnosing")))
        let button = try XCTUnwrap(panel.contentLayout.footerButtonFrame)
        let start = CGPoint(x: button.midX, y: button.midY)
        XCTAssertEqual(panel.contentElement(at: start), .footerButton)
        XCTAssertTrue(panel.pressFooterButton(at: start))
        drag(runtime, from: start, by: -300)
        XCTAssertFalse(panel.isFooterButtonPressed, "the pan took the touch")
        frames(60, runtime)
        XCTAssertEqual(panel.controller.state, .full)
        XCTAssertFalse(panel.releaseFooterButton(), "not a tap")
    }

    func test_a_tap_on_the_footer_button_is_a_tap_and_elsewhere_is_not() throws {
        let (runtime, panel) = shownRuntime(scene(contentMode: .fitToBounds, footer: ContentFooter(button: "Go")))
        let button = try XCTUnwrap(panel.contentLayout.footerButtonFrame)
        let point = CGPoint(x: button.midX, y: button.midY)
        XCTAssertTrue(panel.pressFooterButton(at: point))
        runtime.stage.touchDown(at: point, slop: 10)
        XCTAssertNotNil(runtime.stage.touchUp(at: point, velocity: .zero), "no pan began: a tap")
        XCTAssertTrue(panel.releaseFooterButton())
        XCTAssertFalse(panel.pressFooterButton(at: CGPoint(x: button.midX, y: button.minY - 20)))
    }
}
