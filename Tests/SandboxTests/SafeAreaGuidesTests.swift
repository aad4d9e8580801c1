import FloatingPanel
import Foundation
import PanelConfig
import XCTest

@testable import Sandbox

/// The window in the user's terms: `A` draws the safe area and the container's edges, and the
/// ruler's labels say what the config gave each anchor.
final class SafeAreaGuidesTests: XCTestCase {
    private func isOrange(_ pixel: PixelColor) -> Bool {
        pixel.red > 200 && (110...200).contains(pixel.green) && pixel.blue < 90
    }

    private func isCyan(_ pixel: PixelColor) -> Bool {
        pixel.red < 110 && pixel.green > 170 && pixel.blue > 200
    }

    func test_the_guides_line_the_safe_area_and_the_container_and_tint_the_insets() throws {
        let canvas = try makeCanvas(width: 200, height: 300)
        let container = SceneContainer(
            size: CGSize(width: 200, height: 300), safeArea: EdgeInsets(top: 40, left: 0, bottom: 30, right: 0))
        canvas.painter.fill(CGRect(x: 0, y: 0, width: 200, height: 300), color: .white)
        SafeAreaGuides(painter: canvas.painter).draw(container)
        let image = try canvas.finishedSurface()

        assertPixel(image, x: 170, y: 40, "the safe area's top edge, orange", satisfies: isOrange)
        assertPixel(image, x: 170, y: 270, "the safe area's bottom edge, orange", satisfies: isOrange)
        assertPixel(image, x: 1, y: 150, "the container's left edge, cyan", satisfies: isCyan)
        assertPixel(image, x: 170, y: 298, "the container's bottom edge, cyan", satisfies: isCyan)
        assertPixel(image, x: 170, y: 150, is: PixelColor(red: 255, green: 255, blue: 255), "inside the safe area")
        assertPixel(image, x: 170, y: 20, "the top inset, tinted", satisfies: { $0.red > 245 && $0.blue < 230 })
        assertPixel(image, x: 170, y: 285, "the bottom inset, tinted", satisfies: { $0.red > 245 && $0.blue < 230 })
    }

    func test_A_toggles_the_guides_in_the_window_and_the_key_list_says_so() throws {
        XCTAssertEqual(SandboxCommand(character: "A"), .toggleGuides)
        XCTAssertEqual(SandboxCommand(character: "a"), .toggleGuides)
        XCTAssertTrue(SandboxCommand.helpLines.contains { $0.keys == "A" && $0.action.contains("safe-area") })

        let folder = try SceneFolder()
        let before = folder.path("before.png")
        let after = folder.path("after.png")
        let app = try runWindow(folder.scenePath) { app, frame in
            switch frame {
            case 1: app.requestScreenshot(to: before)
            case 2: ScriptedInput.type("a")
            case 4: app.requestScreenshot(to: after)
            default: break
            }
            return frame == 6
        }
        XCTAssertTrue(app.sideBar.showsGuides)
        // iPhone 15: the safe area starts 59 pt down; the panel rests lower, at its half anchor.
        let origin = app.windowLayout.containerFrame.origin
        let point = CGPoint(x: origin.x + 200, y: origin.y + 59)
        for (path, shown) in [(before, false), (after, true)] {
            let image = try SDLSurface(contentsOf: path)
            let scale = CGFloat(image.width) / app.windowLayout.windowSize.width
            let pixel = image.pixel(x: Int(point.x * scale), y: Int(point.y * scale))
            XCTAssertEqual(isOrange(pixel), shown, "the safe area's top edge, \(pixel); picture: \(path)")
        }
    }

    func test_anchor_labels_say_what_the_config_said() {
        let table: [(anchor: FloatingPanelLayoutAnchoring, text: String)] = [
            (
                FloatingPanelLayoutAnchor(fractionalInset: 0.45, edge: .bottom, referenceGuide: .safeArea),
                "45 % of safe area from bottom"
            ),
            (
                FloatingPanelLayoutAnchor(absoluteInset: 16, edge: .top, referenceGuide: .safeArea),
                "16 pt from safe-area top"
            ),
            (
                FloatingPanelLayoutAnchor(absoluteInset: 12.5, edge: .left, referenceGuide: .superview),
                "12.5 pt from container left"
            ),
            (
                FloatingPanelLayoutAnchor(fractionalInset: 0.125, edge: .top, referenceGuide: .superview),
                "12.5 % of container from top"
            ),
            (FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: 0), "fits the content"),
            (FloatingPanelIntrinsicLayoutAnchor(fractionalOffset: 0.25), "fits the content less 25 %"),
            (
                FloatingPanelAdaptiveLayoutAnchor(absoluteOffset: 20, contentBoundingGuide: .safeArea),
                "follows the content less 20 pt, within the safe area"
            ),
        ]
        for row in table {
            XCTAssertEqual(AnchorDescription.text(of: row.anchor), row.text)
        }
    }
}
