import FloatingPanel
import Foundation
import PlatformModels
import XCTest

@testable import PanelConfig
@testable import PanelPlatforms
@testable import PanelScene

final class FeelReportTests: XCTestCase {
    private func scene(removal: Bool) -> ResolvedScene {
        let panel = ResolvedPanel(
            id: "main", layouts: [.bottomLayoutDefault], behavior: FloatingPanelCustomBehavior(),
            surfaceView: SurfaceView(), contentMode: .static, removalInteractionEnabled: removal,
            backdropTapToDismiss: false, contentSize: CGSize(width: 390, height: 320), scrollContentHeight: 0,
            content: PanelContent(title: "T"))
        return ResolvedScene(
            path: "/tmp/feel.json", name: "feel", container: SceneContainer(size: CGSize(width: 390, height: 844)),
            displayScale: 2, background: .plain, panels: [panel], referencedFiles: [])
    }

    func test_release_set() {
        let releases = FeelReleases.releases(panel: scene(removal: true).panels[0], scene: scene(removal: true))
        // full ↔ half ↔ tip: four releases toward each of the four neighbours, and a flick to dismiss.
        XCTAssertEqual(releases.count, 17)
        XCTAssertEqual(releases.filter { $0.kind == .dismissFlick }.map(\.from), [.tip])
        XCTAssertEqual(releases.filter { $0.kind == .dismissFlick }.first?.velocity, 2500)
        let past = releases.first { $0.kind == .pastThreshold && $0.from == .half && $0.toward == .full }
        let short = releases.first { $0.kind == .shortOfThreshold && $0.from == .half && $0.toward == .full }
        let stops = ResolvedStops(panel: scene(removal: true).panels[0], scene: scene(removal: true)).stops
        let distance = stops[0].location - stops[1].location
        XCTAssertEqual(past?.translation ?? 0, distance * 0.55, accuracy: 1e-9)
        XCTAssertEqual(short?.translation ?? 0, distance * 0.45, accuracy: 1e-9)
        XCTAssertEqual(past?.velocity, -5)
        XCTAssertEqual(
            FeelReleases.releases(panel: scene(removal: false).panels[0], scene: scene(removal: false)).count, 16)
    }

    func test_engine_side_follows_the_rho() {
        let report = FeelReport(scene: scene(removal: false), platform: .compose, refreshRate: 60)
        for row in report.rows where row.release.kind == .pastThreshold {
            XCTAssertEqual(row.floatingPanel.stop, row.release.toward.rawValue, row.release.label)
        }
        for row in report.rows where row.release.kind == .shortOfThreshold {
            XCTAssertEqual(row.floatingPanel.stop, row.release.from.rawValue, row.release.label)
        }
        // Compose's positional threshold is the exported ρ, so its slow releases agree.
        for row in report.rows where row.release.kind == .pastThreshold || row.release.kind == .shortOfThreshold {
            XCTAssertEqual(row.target?.stop, row.floatingPanel.stop, row.release.label)
        }
        // A title of two lines, one line a release, then three about the helper column.
        XCTAssertEqual(report.lines.count, 2 + report.rows.count + 3)
        XCTAssertTrue(report.lines[0].hasPrefix("Feel: FloatingPanel at 60 Hz"))
    }

    func test_material_disagreements_are_warnings() {
        let report = FeelReport(scene: scene(removal: false), platform: .material, refreshRate: 60)
        // A downward release from half goes to the nearer of half-expanded and collapsed in
        // Material: a fling toward tip from half stays at half.
        let fling = report.rows.first {
            $0.release.kind == .fastFling && $0.release.from == .half && $0.release.toward == .tip
        }
        XCTAssertEqual(fling?.floatingPanel.stop, "tip")
        XCTAssertEqual(fling?.target?.stop, "half")
        XCTAssertEqual(report.warnings.count, report.rows.filter(\.differs).count)
        XCTAssertTrue(
            report.warnings.contains {
                $0.hasPrefix("panel \"main\": half → tip, fast fling: FloatingPanel goes to tip, Material: half — ")
            }, "\(report.warnings)")
    }

    func test_refresh_rate_changes_the_engine_side() {
        let at60 = FeelReport(scene: scene(removal: false), platform: nil, refreshRate: 60)
        let at120 = FeelReport(scene: scene(removal: false), platform: nil, refreshRate: 120)
        let fling60 = at60.rows.first { $0.release.kind == .fastFling }!.floatingPanel
        let fling120 = at120.rows.first { $0.release.kind == .fastFling }!.floatingPanel
        XCTAssertEqual(fling60.stop, fling120.stop)
        XCTAssertNotEqual(fling60.overshoot, fling120.overshoot)
        XCTAssertTrue(at120.lines[0].hasPrefix("Feel: FloatingPanel at 120 Hz"))
    }
}
