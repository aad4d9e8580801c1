import FloatingPanel
import Foundation
import XCTest

@testable import Sandbox

/// Text through SDL_ttf and the text cache, and PNG output through SDL2_image.
final class TextAndImageTests: XCTestCase {
    func test_text_paints_inside_its_measured_box_only() throws {
        let canvas = try makeCanvas(width: 200, height: 40, scale: 2)
        canvas.painter.clear(.white)
        let style = TextStyle(size: 15, weight: .bold)
        let origin = CGPoint(x: 10, y: 8)
        let measured = canvas.painter.measureText("Panels 1234", style: style)
        let drawn = canvas.painter.drawText("Panels 1234", at: origin, style: style)
        XCTAssertEqual(measured, drawn, "measuring agrees with drawing")
        XCTAssertGreaterThan(measured.width, 60)
        let image = try canvas.finishedSurface()
        var inside = 0
        var outside = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).brightness < 600 {
                let point = CGPoint(x: CGFloat(x) / 2, y: CGFloat(y) / 2)
                if CGRect(origin: origin, size: measured).insetBy(dx: -1, dy: -1).contains(point) {
                    inside += 1
                } else {
                    outside += 1
                }
            }
        }
        XCTAssertGreaterThan(inside, 200, "glyph pixels in the box; picture: \(saveForInspection(image))")
        XCTAssertEqual(outside, 0, "glyph pixels outside the box")
    }

    func test_text_cache_renders_a_string_once_and_reuses_it() throws {
        let canvas = try makeCanvas(width: 100, height: 40)
        let style = TextStyle(size: 12)
        let cache = canvas.painter.textCache
        let first = try XCTUnwrap(try cache.entry(for: "Row 7", style: style, pointScale: 1)).texture
        for _ in 0..<5 { canvas.painter.drawText("Row 7", at: .zero, style: style) }
        XCTAssertEqual(cache.count, 1)
        XCTAssertTrue(try cache.entry(for: "Row 7", style: style, pointScale: 1)?.texture === first)
        canvas.painter.drawText("Row 7", at: .zero, style: TextStyle(size: 12, color: .testBlue))
        XCTAssertEqual(cache.count, 2, "another color is another texture")
        XCTAssertTrue(try cache.entry(for: "Row 7", style: style, pointScale: 1)?.texture === first)
        try canvas.painter.finish()
    }

    func test_text_cache_stays_within_its_capacity_keeping_recent_entries() throws {
        let canvas = try makeCanvas(width: 10, height: 10)
        let cache = TextCache(renderer: canvas.renderer, fonts: try FontLibrary(), capacity: 8)
        let style = TextStyle(size: 10)
        let title = try XCTUnwrap(try cache.entry(for: "Title", style: style, pointScale: 1)).texture
        for i in 0..<30 {
            _ = try cache.entry(for: "Row \(i)", style: style, pointScale: 1)
            _ = try cache.entry(for: "Title", style: style, pointScale: 1)
        }
        XCTAssertLessThanOrEqual(cache.count, 8)
        XCTAssertTrue(
            try cache.entry(for: "Title", style: style, pointScale: 1)?.texture === title,
            "the string used all along is still cached")
    }

    func test_empty_text_draws_nothing_and_measures_zero() throws {
        let canvas = try makeCanvas(width: 10, height: 10)
        XCTAssertEqual(canvas.painter.drawText("", at: .zero, style: TextStyle(size: 12)), .zero)
        XCTAssertEqual(canvas.painter.measureText("", style: TextStyle(size: 12)), .zero)
        try canvas.painter.finish()
    }

    func test_png_is_written_and_loads_back_with_the_same_size_and_pixels() throws {
        let canvas = try makeCanvas(width: 30, height: 20, scale: 2)
        canvas.painter.clear(.white)
        canvas.painter.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: .testBlue)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try canvas.savePNG(to: path)
        let loaded = try SDLSurface(contentsOf: path)
        XCTAssertEqual(loaded.width, 60)
        XCTAssertEqual(loaded.height, 40)
        XCTAssertEqual(loaded.pixel(x: 5, y: 5), PixelColor(red: 0, green: 0, blue: 255))
        XCTAssertEqual(loaded.pixel(x: 50, y: 30), PixelColor.white)
    }

    func test_loading_a_missing_image_throws_SDLs_message() {
        XCTAssertThrowsError(try SDLSurface(contentsOf: "/nonexistent/picture.png")) { error in
            XCTAssertTrue("\(error)".hasPrefix("IMG_Load(/nonexistent/picture.png) failed"), "\(error)")
        }
    }
}
