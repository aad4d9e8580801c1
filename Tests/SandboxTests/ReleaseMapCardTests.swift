import FloatingPanel
import Foundation
import PanelExport
import PanelPlatforms
import PanelScene
import XCTest

@testable import Sandbox

/// The release map card (`X`, Docs/window.md): the focused panel's map in the side bar, the last
/// release marked on the grid of the state its drag started in, computed again when the scene is.
final class ReleaseMapCardTests: XCTestCase {
    private func card(_ app: SandboxApp) -> ReleaseMapCard? {
        app.sideBar.layout?.cards.lazy.compactMap { $0 as? ReleaseMapCard }.first
    }

    func test_d_opens_the_map_marks_the_last_release_and_follows_a_saved_layout() throws {
        let folder = try SceneFolder()
        var opened: ReleaseMapCard?
        var marked: ReleaseMapCard?
        var release: PanelTelemetry.Release?
        var reloaded: ReleaseMapCard?
        var start = CGPoint.zero
        let app = try runWindow(folder.scenePath, maximumFrames: 600) { app, frame in
            switch frame {
            case 2: ScriptedInput.type("x")
            case 4:
                opened = self.card(app)
                start = app.grabberPoint(of: app.runtime.panels[0].controller)
                ScriptedInput.mouseDown(at: start)
            case 5...10: ScriptedInput.mouseDrag(to: CGPoint(x: start.x, y: start.y - CGFloat(frame - 4) * 15))
            case 11: ScriptedInput.mouseUp(at: CGPoint(x: start.x, y: start.y - 90))
            case 13:
                marked = self.card(app)
                release = app.telemetry.panelEvents.lastRelease
                try? folder.write("layouts/main.json", SceneFolder.layout(halfInset: 350))
            case 14...:
                guard let card = self.card(app), card.map.stops.contains(where: { $0.location == 468 }) else {
                    return false
                }
                reloaded = card
                return true
            default: break
            }
            return false
        }
        let map = try XCTUnwrap(opened?.map)
        XCTAssertEqual(map.panel, "main")
        XCTAssertEqual(map.blocks.map(\.from), ["full", "half", "tip"])
        XCTAssertEqual(map.locations.count, ReleaseMapAxes.card.locationCount)
        XCTAssertEqual(map.velocities.count, ReleaseMapAxes.card.velocityCount)
        // iPhone 15: 852 pt tall, 34 pt of safe area at the bottom; half 300 pt above it.
        XCTAssertEqual(map.stops.first { $0.state == "half" }?.location, 852 - 34 - 300)
        XCTAssertNil(opened?.release, "no release yet")
        let decision = try XCTUnwrap(release?.decision)
        XCTAssertEqual(marked?.release?.from, "half", "the drag started at rest in half")
        XCTAssertEqual(marked?.release?.mark.location, decision.location)
        XCTAssertEqual(marked?.release?.mark.velocity, decision.velocity)
        XCTAssertEqual(marked?.release?.mark.target, decision.target.rawValue)
        XCTAssertEqual(reloaded?.map.stops.first { $0.state == "half" }?.location, 852 - 34 - 350)
        XCTAssertNotNil(app.sideBar.releaseMap)
    }

    func test_d_again_closes_the_card() throws {
        let folder = try SceneFolder()
        var shown: [Bool] = []
        try runWindow(folder.scenePath) { app, frame in
            switch frame {
            case 2, 4: ScriptedInput.type("x")
            case 3: shown.append(self.card(app) != nil)
            case 5:
                shown.append(self.card(app) != nil)
                return true
            default: break
            }
            return false
        }
        XCTAssertEqual(shown, [true, false])
    }
}
