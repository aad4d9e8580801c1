import FloatingPanel
import Foundation
import XCTest

@testable import Sandbox

/// The window is right from its first frame: opened on a container other than a phone's, the
/// frame the user sees first already shows the container in place and the side bar whole, and a
/// press where the grabber is drawn takes the panel.
final class FirstFrameTests: XCTestCase {
    func test_a_custom_container_is_in_place_in_the_first_frame_and_the_grabber_drawn_there_takes_the_press() throws {
        if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil { setenv("SDL_VIDEODRIVER", "offscreen", 1) }
        let folder = try SceneFolder()
        try folder.write(
            "scenes/custom.json",
            SceneFolder.scene(
                name: "Custom", container: #"{ "width": 600, "height": 700 }"#, layout: "../layouts/main.json"))
        let shot = folder.path("first-frame.png")
        var options = SandboxOptions(scenePath: folder.path("scenes/custom.json"), frameLimit: 40)
        options.stepsEveryFrame = true
        options.vsync = false
        var halfY: CGFloat = 0
        var grabber = CGPoint.zero
        options.afterFrame = { app, frame in
            switch frame {
            case 1:
                // Where the first frame drew the grabber: the press lands there.
                halfY = app.runtime.panels[0].controller.surfaceLocation.y
                grabber = app.grabberPoint(of: app.runtime.panels[0].controller)
                ScriptedInput.mouseDown(at: grabber)
            case 2...11: ScriptedInput.mouseDrag(to: CGPoint(x: grabber.x, y: grabber.y - CGFloat(frame - 1) * 10))
            default: break
            }
        }
        let app = try SandboxApp(options: options)
        app.requestScreenshot(to: shot)
        try app.run()

        let image = try SDLSurface(contentsOf: shot)
        // 600 × 700 and the side bar; not the provisional phone-sized window.
        XCTAssertEqual(image.width, 600 + Int(WindowLayout.sideBarWidth))
        XCTAssertEqual(image.height, 700)
        XCTAssertEqual(app.windowLayout.containerFrame, CGRect(x: 0, y: 0, width: 600, height: 700))
        let desk = PixelColor(red: 0x1B, green: 0x1B, blue: 0x1E)
        // The grid reaches the window's top-left corner and the container's right edge …
        assertPixel(
            image, x: 2, y: 2, "the grid at the container's top-left", satisfies: { $0.distance(to: desk) > 60 })
        assertPixel(
            image, x: 597, y: 2, "the grid at the container's top-right", satisfies: { $0.distance(to: desk) > 60 })
        // … the panel's white surface reaches its bottom, and the side bar starts right after it.
        assertPixel(image, x: 300, y: 695, is: .white, tolerance: 8, "the panel at the container's bottom")
        assertPixel(image, x: 605, y: 695, is: desk, tolerance: 2, "the side bar right of the container")
        // The half anchor: the panel's top edge is where the layout says (700 − 300).
        XCTAssertEqual(halfY, 400)
        assertPixel(image, x: 300, y: 420, is: .white, tolerance: 8, "the panel below its top edge")
        assertPixel(image, x: 300, y: 380, "the grid above the panel", satisfies: { $0.distance(to: .white) > 8 })
        // The press on the drawn grabber took the panel: it follows the finger, 100 pt up (less
        // the touch slop).
        let panel = app.runtime.panels[0].controller
        XCTAssertTrue(panel.isDragging, "the grabber where it was drawn took the press")
        XCTAssertLessThan(panel.surfaceLocation.y, 320)
    }
}
