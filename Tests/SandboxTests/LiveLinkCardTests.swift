import FloatingPanel
import Foundation
import PanelLink
import PanelLive
import XCTest

@testable import Sandbox

/// The phone link's card draws the URL's QR code module for module, on white with its quiet zone.
final class LiveLinkCardTests: XCTestCase {
    func test_every_module_of_the_code_is_drawn_dark_or_light_as_the_code_says() throws {
        let link = try LiveLink(scenePath: "/nonexistent/scene.json", lan: false, port: 0, log: { _ in })
        defer { link.stop() }
        let canvas = try makeCanvas(width: 320, height: 420)
        let card = LiveLinkCard(
            link: link, wrapper: TextWrapper(painter: canvas.painter),
            in: CGRect(x: 0, y: 0, width: 320, height: 420))
        card.draw(with: canvas.painter)
        let image = try canvas.finishedSurface()
        let code = try XCTUnwrap(card.code)
        let size = Int(LiveLinkCard.moduleSize)
        // The code's white square sits below the text rows, at the card's padding.
        let origin = try XCTUnwrap(
            (0..<420).lazy.compactMap { y -> (Int, Int)? in
                let x = Int(OverlayStyle.padding)
                return image.pixel(x: x + 1, y: y).distance(to: PixelColor(red: 255, green: 255, blue: 255)) <= 2
                    ? (x, y) : nil
            }.first)
        var dark = 0
        for row in 0..<code.size {
            for column in 0..<code.size {
                let x = origin.0 + (column + 2) * size + size / 2
                let y = origin.1 + (row + 2) * size + size / 2
                let expected =
                    code.isDark(row: row, column: column)
                    ? PixelColor(red: 0, green: 0, blue: 0) : PixelColor(red: 255, green: 255, blue: 255)
                if code.isDark(row: row, column: column) { dark += 1 }
                assertPixel(image, x: x, y: y, is: expected, "module \(row),\(column)")
            }
        }
        XCTAssertGreaterThan(dark, code.size * code.size / 4)
    }
}
