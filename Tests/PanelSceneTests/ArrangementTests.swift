import FloatingPanel
import Foundation
import PanelScene
import XCTest

@testable import PanelConfig

/// Scenes and helpers for the arrangement tests (sizes, rotation, adaptive presentation,
/// keyboard, content changes, several panels).
enum ArrangementFixtures {
    static let h: CGFloat = 1.0 / 60
    static let iPhone15 = DevicePreset.named("iphone-15")!.container

    /// A panel with FloatingPanel's defaults except what is given.
    static func panel(
        id: String = "main", layouts: [ConditionalLayout] = [.bottomLayoutDefault],
        adaptive: AdaptivePresentation? = nil, keyboard: KeyboardAvoidance = .none, contentHeight: CGFloat = 320,
        rows: Int = 5, modal: Bool = false, removal: Bool = false, tapToDismiss: Bool = false
    ) -> ResolvedPanel {
        ResolvedPanel(
            id: id, layouts: layouts, behavior: FloatingPanelCustomBehavior(), surfaceView: SurfaceView(),
            contentMode: .static, removalInteractionEnabled: removal, backdropTapToDismiss: tapToDismiss,
            contentSize: CGSize(width: 390, height: contentHeight), scrollContentHeight: 0,
            content: PanelContent(title: id, rows: rows), isModal: modal, keyboard: keyboard,
            adaptivePresentation: adaptive)
    }

    /// A runtime for `panels` in `container`, every panel shown at its initial state.
    static func runtime(
        _ panels: [ResolvedPanel], container: SceneContainer = iPhone15, displayScale: CGFloat = 4
    ) -> SceneRuntime {
        let scene = ResolvedScene(
            path: "/tmp/arrangement.json", name: "arrangement", container: container, displayScale: displayScale,
            background: .plain, panels: panels, referencedFiles: [])
        let runtime = SceneRuntime(scene: scene)
        runtime.showAll()
        return runtime
    }

    /// A layout with its own anchors for `position`: `full` 16 pt from the opposite edge, `half`
    /// at half the guide, `tip` 69 pt from the panel's own edge, all in `guide`.
    static func layout(
        _ position: FloatingPanelPosition, initialState: FloatingPanelState = .half,
        guide: FloatingPanelLayoutReferenceGuide = .safeArea, crossAxis: FloatingPanelCrossAxisPlacement = .fill
    ) -> ConditionalLayout {
        let own = position.ownEdge
        let opposite: FloatingPanelReferenceEdge = [.top: .bottom, .bottom: .top, .left: .right, .right: .left][own]!
        let layout = FloatingPanelCustomLayout(
            position: position, initialState: initialState,
            anchors: [
                .full: FloatingPanelLayoutAnchor(absoluteInset: 16, edge: opposite, referenceGuide: guide),
                .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: own, referenceGuide: guide),
                .tip: FloatingPanelLayoutAnchor(absoluteInset: 69, edge: own, referenceGuide: guide),
            ], crossAxis: crossAxis)
        return ConditionalLayout(layout: layout)
    }

    /// Steps the stage until nothing moves (at most `seconds`).
    static func settle(_ runtime: SceneRuntime, seconds: CGFloat = 3) {
        var elapsed: CGFloat = 0
        while runtime.stage.isAnimating && elapsed < seconds {
            runtime.stage.step(h)
            elapsed += h
        }
    }

    /// The main-axis location of `panel`.
    static func location(_ panel: PanelRuntime) -> CGFloat {
        panel.controller.position.mainLocation(panel.controller.surfaceLocation)
    }

    /// The main-axis location of `state`'s anchor.
    static func anchor(_ panel: PanelRuntime, _ state: FloatingPanelState) -> CGFloat {
        panel.controller.position.mainLocation(panel.controller.surfaceLocation(for: state))
    }
}

/// Conditional layouts (FloatingPanel's `floatingPanel(_:layoutFor:)`, Docs/config.md) chosen again
/// on every resize, and `simulate`'s `resize` step.
final class ArrangementTests: XCTestCase {
    typealias F = ArrangementFixtures

    func test_conditional_layouts_are_chosen_at_their_inclusive_boundaries() {
        let wide = F.layout(.left)
        let landscape = F.layout(.top)
        let fallback = F.layout(.bottom)
        let layouts = [
            ConditionalLayout(condition: LayoutCondition(minWidth: 640), layout: wide.layout),
            ConditionalLayout(condition: LayoutCondition(landscape: true), layout: landscape.layout),
            fallback,
        ]
        let runtime = F.runtime(
            [F.panel(layouts: layouts)], container: SceneContainer(size: CGSize(width: 640, height: 900)))
        let panel = runtime.panels[0]
        let rows: [(width: CGFloat, height: CGFloat, index: Int, comment: String)] = [
            (640, 900, 0, "minWidth 640 holds at exactly 640"),
            (639, 400, 1, "one point narrower: the landscape entry"),
            (639, 639, 2, "a square is not landscape"),
            (639, 640, 2, "portrait falls back"),
            (641, 300, 0, "the first entry that holds wins"),
        ]
        for row in rows {
            runtime.resize(to: CGSize(width: row.width, height: row.height), safeAreaInsets: .zero)
            XCTAssertEqual(panel.activeLayoutIndex, row.index, row.comment)
            XCTAssertTrue(panel.controller.layout === layouts[row.index].layout, row.comment)
            XCTAssertEqual(F.location(panel), F.anchor(panel, .half), "at rest on its state: \(row.comment)")
        }
    }

    func test_no_entry_holding_falls_back_to_the_bottom_layout() {
        let layouts = [ConditionalLayout(condition: LayoutCondition(maxWidth: 639), layout: F.layout(.top).layout)]
        let runtime = F.runtime(
            [F.panel(layouts: layouts)], container: SceneContainer(size: CGSize(width: 639, height: 900)))
        let panel = runtime.panels[0]
        XCTAssertEqual(panel.activeLayoutIndex, 0)
        runtime.resize(to: CGSize(width: 640, height: 900), safeAreaInsets: .zero)
        XCTAssertNil(panel.activeLayoutIndex)
        XCTAssertEqual(panel.controller.position, .bottom)
        XCTAssertEqual(F.anchor(panel, .tip), 900 - 69)  // FloatingPanelBottomLayout (Docs/engine.md §3.10)
    }

    func test_resize_matching_a_preset_is_that_preset() {
        let runtime = F.runtime([F.panel()], container: SceneContainer(size: CGSize(width: 500, height: 500)))
        let landscape = DevicePreset.named("iphone-15-landscape")!
        runtime.resize(to: landscape.size, safeAreaInsets: landscape.safeArea)
        XCTAssertEqual(runtime.container.presetName, "iphone-15-landscape")
        runtime.rotate()
        XCTAssertEqual(runtime.container, F.iPhone15)
    }

    /// `simulate`'s `resize` step goes through the same runtime: a conditional layout switches and
    /// the panel at rest ends on its new anchor.
    func test_simulate_resize_step_switches_the_layout() {
        let layouts = [
            ConditionalLayout(condition: LayoutCondition(landscape: true), layout: F.layout(.left).layout),
            F.layout(.bottom),
        ]
        let landscape = DevicePreset.named("iphone-15-landscape")!.container
        let scene = ResolvedScene(
            path: "/tmp/arrangement.json", name: "arrangement", container: F.iPhone15, displayScale: 2,
            background: .plain, panels: [F.panel(layouts: layouts)], referencedFiles: [])
        var trace = ""
        Simulator(
            scenario: Scenario(scene: scene, fps: 60, steps: [.resize(landscape), .advance(seconds: 0.1)])
        ) { trace += $0 }.run()
        let end =
            try! JSONSerialization.jsonObject(with: Data(trace.split(separator: "\n").last!.utf8)) as! [String: Any]
        let panel = (end["panels"] as! [[String: Any]])[0]
        XCTAssertEqual(panel["state"] as? String, "half")
        XCTAssertEqual(panel["x"] as? Double, 59 + 0.5 * 734)  // half of the safe width from the left inset
        XCTAssertEqual(panel["y"] as? Double, 0)
    }
}
