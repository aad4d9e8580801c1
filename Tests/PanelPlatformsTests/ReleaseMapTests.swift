import FloatingPanel
import Foundation
import XCTest

@testable import PanelConfig
@testable import PanelPlatforms
@testable import PanelScene

/// `map`'s grid (`ReleaseMapper`) on a 400 × 800 pt container without safe area: a bottom panel
/// with full 100 pt from the top (y 100), half 400 pt above the bottom (y 400) and tip 100 pt above
/// it (y 700); ρ is FloatingPanel's 0.5 except from tip toward half, 0.2. So the ρ lines lie at
/// y 250 (full ↔ half), 550 (half → tip) and 700 − 0.2 · 300 = 640 (tip → half).
final class ReleaseMapTests: XCTestCase {
    private func scene(draggableStates: [FloatingPanelState]? = nil) -> ResolvedScene {
        let layout = ConditionalLayout(
            layout: FloatingPanelCustomLayout(
                position: .bottom, initialState: .half,
                anchors: [
                    .full: FloatingPanelLayoutAnchor(absoluteInset: 100, edge: .top, referenceGuide: .superview),
                    .half: FloatingPanelLayoutAnchor(absoluteInset: 400, edge: .bottom, referenceGuide: .superview),
                    .tip: FloatingPanelLayoutAnchor(absoluteInset: 100, edge: .bottom, referenceGuide: .superview),
                ], backdropAlphas: [:]))
        var panel = ResolvedPanel(
            id: "main", layouts: [layout],
            behavior: FloatingPanelCustomBehavior(redirectionalPairs: [.init(from: .tip, to: .half, value: 0.2)]),
            surfaceView: SurfaceView(), contentMode: .static, removalInteractionEnabled: false,
            backdropTapToDismiss: false, contentSize: CGSize(width: 400, height: 320), scrollContentHeight: 0,
            content: PanelContent(title: "T"))
        panel.recipes.draggableStates = draggableStates
        return ResolvedScene(
            path: "/tmp/release-map.json", name: "release-map",
            container: SceneContainer(size: CGSize(width: 400, height: 800)), displayScale: 2, background: .plain,
            panels: [panel], referencedFiles: [])
    }

    func test_the_grid_spans_the_stops_and_the_velocities_with_one_block_per_state_a_drag_starts_in() throws {
        let map = try XCTUnwrap(ReleaseMapper(scene: scene()).map(panel: "main"))
        XCTAssertEqual(map.locations.count, 41)
        XCTAssertEqual(map.locations.first, 100)
        XCTAssertEqual(map.locations[1], 115)
        XCTAssertEqual(map.locations.last, 700)
        XCTAssertEqual(map.velocities.count, 25)
        XCTAssertEqual(map.velocities.first, -3000)
        XCTAssertEqual(map.velocities[1], -2750)
        XCTAssertEqual(map.velocities[12], 0)
        XCTAssertEqual(map.velocities.last, 3000)
        XCTAssertEqual(map.axis, "y")
        XCTAssertEqual(map.blocks.map(\.from), ["full", "half", "tip"])
        XCTAssertEqual(map.blocks.map(\.fromLocation), [100, 400, 700])
        for block in map.blocks {
            XCTAssertEqual(block.targets.count, 25)
            XCTAssertTrue(block.targets.allSatisfy { $0.count == 41 })
        }
        XCTAssertEqual(map.cells.count, 3 * 25 * 41)
        XCTAssertEqual(
            map.stops,
            [
                .init(state: "full", location: 100), .init(state: "half", location: 400),
                .init(state: "tip", location: 700),
            ])
        XCTAssertEqual(
            map.thresholds,
            [
                .init(from: "full", to: "half", progress: 0.5, location: 250),
                .init(from: "half", to: "full", progress: 0.5, location: 250),
                .init(from: "half", to: "tip", progress: 0.5, location: 550),
                .init(from: "tip", to: "half", progress: 0.2, location: 640),
            ])
    }

    func test_draggable_states_leave_out_the_blocks_a_drag_cannot_start_in() throws {
        let map = try XCTUnwrap(ReleaseMapper(scene: scene(draggableStates: [.half, .full])).map(panel: "main"))
        XCTAssertEqual(map.blocks.map(\.from), ["full", "half"])
        XCTAssertNil(ReleaseMapper(scene: scene(draggableStates: [])).map(panel: "main"))
    }

    func test_a_release_at_rest_lands_past_the_rho_line_in_the_next_state_and_short_of_it_where_it_started() throws {
        // Every 2 pt from 100 to 700; velocities −3000, 0, 3000.
        let axes = ReleaseMapAxes(locationCount: 301, velocityCount: 3, maximumSpeed: 3000)
        let map = try XCTUnwrap(ReleaseMapper(scene: scene(), axes: axes).map(panel: "main"))
        func target(from: String, at location: CGFloat) -> String? {
            let cell = map.cells.first { $0.from == from && $0.location == location && $0.velocity == 0 }
            return cell?.targetState
        }
        // From half toward tip, ρ 0.5: the line at 550.
        XCTAssertEqual(target(from: "half", at: 548), "half")
        XCTAssertEqual(target(from: "half", at: 552), "tip")
        // From tip toward half, ρ 0.2: past 640 the panel goes to half, though tip is nearer.
        XCTAssertEqual(target(from: "tip", at: 642), "tip")
        XCTAssertEqual(target(from: "tip", at: 638), "half")
        // Exactly on the line is not past it (travelled / length > ρ).
        XCTAssertEqual(target(from: "tip", at: 640), "tip")
        // From full toward half, ρ 0.5: the line at 250.
        XCTAssertEqual(target(from: "full", at: 248), "full")
        XCTAssertEqual(target(from: "full", at: 252), "half")
    }

    func test_the_text_map_has_a_row_per_velocity_and_a_letter_per_location_under_a_legend() throws {
        let axes = ReleaseMapAxes(locationCount: 7, velocityCount: 3, maximumSpeed: 3000)
        let map = try XCTUnwrap(ReleaseMapper(scene: scene(), axes: axes).map(panel: "main"))
        let block = map.text.components(separatedBy: "\n\n")[2]
        // Locations 100, 200, …, 700. At rest from tip, 600 and 500 are past the line at 640 and 200
        // past the one at 250. A fast fling up is held to the next segment (shouldProjectMomentum
        // is off): from 700 it reaches half, from 400 full.
        // ρ: full ↔ half at 250 both ways (|, the column of 200), half → tip at 550 (>, 500),
        // tip → half at 640 (<, 600).
        XCTAssertEqual(
            block.split(separator: "\n").map(String.init),
            [
                "main · FloatingPanel · from tip (y 700)",
                "      y 100 → 700 pt; rows: velocity pt/s",
                "-3000 FFFFHHH",
                "    0 FFHHHHT",
                " 3000 HHHTTTT",
                "      F  H  T  stops",
                "       |  ><  ρ",
                "      F full  H half  T tip",
            ])
    }
}
