import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import XCTest

@testable import Sandbox

/// The window draws the iOS 26 look where the panel is: the container view inset by
/// `surfaceInset` (never on the grabber's side) with concentric corners (Docs/config.md "The iOS 26
/// sheet look"), the same numbers the UIKit export's companion writes into `containerMargins`.
final class SurfaceLookTests: XCTestCase {
    private func panel(_ appearance: String) throws -> (SceneRuntime, PanelRuntime) {
        let json = """
            { "container": "iphone-15", "panels": [ { "id": "sheet", "appearance": \(appearance) } ] }
            """
        let scene = try ConfigLoader.loadScene(data: Data(json.utf8), path: "/tmp/look.json", files: .inMemory([:]))
        let runtime = StepApplier.makeRuntime(scene)
        runtime.showAll()
        return (runtime, try XCTUnwrap(runtime.panel(id: "sheet")))
    }

    func test_the_container_is_inset_and_its_corners_concentric_at_half_and_edge_to_edge_at_full() throws {
        let (_, sheet) = try panel(
            #"{ "cornerRadius": 10, "cornerConfiguration": { "radius": "concentric", "minimum": 16 }, "surfaceInset": { "half": 8, "full": 0 } }"#
        )
        let engineFrame = sheet.controller.containerViewFrame
        let half = SurfaceLook(sheet, displayCornerRadius: 55)
        XCTAssertEqual(half.frame.minY, engineFrame.minY, "the grabber's side is not inset")
        XCTAssertEqual(half.frame.minX, 8)
        XCTAssertEqual(half.frame.maxX, 393 - 8)
        XCTAssertEqual(half.frame.maxY, engineFrame.maxY - 8)
        XCTAssertEqual(half.radii, .uniform(47))
        sheet.controller.move(to: .full, animated: false)
        let full = SurfaceLook(sheet, displayCornerRadius: 55)
        XCTAssertEqual(full.frame, sheet.controller.containerViewFrame)
        XCTAssertEqual(full.radii, .uniform(55))
    }

    func test_without_the_new_keys_the_engine_geometry_stays() throws {
        let (_, sheet) = try panel(#"{ "cornerRadius": 10 }"#)
        let look = SurfaceLook(sheet, displayCornerRadius: 55)
        XCTAssertEqual(look.frame, sheet.controller.containerViewFrame)
        XCTAssertEqual(look.radii, PanelSurfacePainter.containerRadii(of: sheet.controller))
    }
}
