import FloatingPanel
import Foundation
import XCTest

@testable import Sandbox

/// Pixel tests of the painter's shapes on small software-rendered canvases.
final class PainterShapeTests: XCTestCase {
    private let blue = PixelColor(red: 0, green: 0, blue: 255)

    func test_filled_rounded_rect_leaves_corners_transparent_and_fills_the_middle() throws {
        let canvas = try makeCanvas(width: 60, height: 60)
        canvas.painter.fillRoundedRect(
            CGRect(x: 10, y: 10, width: 40, height: 40), radii: .uniform(12), color: .testBlue)
        let image = try canvas.finishedSurface()
        for (x, y) in [(10, 10), (49, 10), (49, 49), (10, 49)] {
            assertPixel(image, x: x, y: y, is: .transparent, "corner")
        }
        assertPixel(image, x: 30, y: 30, is: blue, "centre")
        assertPixel(image, x: 30, y: 10, is: blue, "middle of the top edge")
        assertPixel(image, x: 10, y: 30, is: blue, "middle of the left edge")
        assertPixel(image, x: 30, y: 9, is: .transparent, "just above the top edge")
        assertPixel(image, x: 50, y: 30, is: .transparent, "just right of the right edge")
    }

    func test_per_corner_radii_round_only_the_given_corners() throws {
        let canvas = try makeCanvas(width: 60, height: 60)
        let grabberSideOnly = CornerRadii(topLeft: 12, topRight: 12)
        canvas.painter.fillRoundedRect(
            CGRect(x: 10, y: 10, width: 40, height: 40), radii: grabberSideOnly, color: .testBlue)
        let image = try canvas.finishedSurface()
        assertPixel(image, x: 10, y: 10, is: .transparent, "rounded top-left corner")
        assertPixel(image, x: 49, y: 10, is: .transparent, "rounded top-right corner")
        assertPixel(image, x: 10, y: 49, is: blue, "sharp bottom-left corner")
        assertPixel(image, x: 49, y: 49, is: blue, "sharp bottom-right corner")
    }

    func test_radii_larger_than_the_rect_shrink_to_fit() {
        let shape = RoundedRectShape(CGRect(x: 0, y: 0, width: 20, height: 10), radii: .uniform(50))
        XCTAssertEqual(shape.radii, SIMD4(repeating: 5))
    }

    func test_black_at_alpha_03_over_white_is_light_grey() throws {
        let canvas = try makeCanvas(width: 20, height: 20)
        canvas.painter.clear(.white)
        canvas.painter.fill(
            CGRect(x: 0, y: 0, width: 10, height: 20), color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3))
        canvas.painter.fillRoundedRect(
            CGRect(x: 10, y: 0, width: 10, height: 20), radii: .uniform(3),
            color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3))
        let image = try canvas.finishedSurface()
        let grey = PixelColor(red: 179, green: 179, blue: 179)
        assertPixel(image, x: 5, y: 10, is: grey, "plain rectangle")
        assertPixel(image, x: 15, y: 10, is: grey, "inside of a rounded rectangle (no double blending)")
    }

    func test_stroke_draws_the_border_inside_the_edge_and_leaves_the_inside_alone() throws {
        let canvas = try makeCanvas(width: 40, height: 40)
        canvas.painter.clear(.white)
        canvas.painter.strokeRoundedRect(
            CGRect(x: 10, y: 10, width: 20, height: 20), radii: .uniform(4), width: 2, color: .black)
        let image = try canvas.finishedSurface()
        assertPixel(image, x: 20, y: 10, is: .black, "first border row")
        assertPixel(image, x: 20, y: 11, is: .black, "second border row")
        assertPixel(image, x: 20, y: 13, is: .white, "inside")
        assertPixel(image, x: 20, y: 8, is: .white, "outside")
    }

    func test_shadow_fades_with_distance_from_the_shape() throws {
        let canvas = try makeCanvas(width: 80, height: 80)
        canvas.painter.clear(.white)
        var shadow = SurfaceAppearance.Shadow()
        shadow.opacity = 0.5
        shadow.radius = 8
        shadow.offset = .zero
        let card = CGRect(x: 20, y: 20, width: 40, height: 40)
        canvas.painter.drawShadow(shadow, of: card, cornerRadius: 0)
        let image = try canvas.finishedSurface()
        let darkness = [1, 4, 8, 16].map { 255 * 3 - image.pixel(x: 40, y: 60 + $0).brightness }
        XCTAssertEqual(darkness, darkness.sorted(by: >), "darkness below the card: \(darkness)")
        XCTAssertGreaterThan(darkness[0], 90, "right at the edge the shadow is clearly visible")
        XCTAssertLessThan(darkness[3], 6, "two blur radii away it is gone")
        assertPixel(image, x: 40, y: 40, is: .white, "under the card (the shadow's middle is hidden there)")
    }

    func test_hidden_shadow_is_not_drawn() throws {
        let canvas = try makeCanvas(width: 40, height: 40)
        var shadow = SurfaceAppearance.Shadow()
        shadow.hidden = true
        canvas.painter.drawShadow(shadow, of: CGRect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 4)
        assertPixel(try canvas.finishedSurface(), x: 20, y: 31, is: .transparent, "below the shape")
    }

    func test_shadow_pushed_out_by_its_offset_is_solid_where_it_leaves_the_shape() throws {
        let canvas = try makeCanvas(width: 60, height: 80)
        var shadow = SurfaceAppearance.Shadow()
        shadow.opacity = 1
        shadow.radius = 2
        shadow.offset = CGSize(width: 0, height: 20)
        canvas.painter.drawShadow(shadow, of: CGRect(x: 10, y: 10, width: 40, height: 40), cornerRadius: 0)
        assertPixel(try canvas.finishedSurface(), x: 30, y: 55, is: .black, "the offset shadow's middle")
    }

    func test_diagonal_line_covers_its_path_and_nothing_beside() throws {
        let canvas = try makeCanvas(width: 40, height: 40)
        canvas.painter.clear(.white)
        canvas.painter.drawLine(from: CGPoint(x: 5, y: 5), to: CGPoint(x: 35, y: 35), width: 2, color: .black)
        let image = try canvas.finishedSurface()
        for t in [10, 20, 30] {
            assertPixel(image, x: t, y: t, "dark on the line") { $0.brightness < 200 }
            assertPixel(image, x: t + 4, y: t - 4, is: .white, "beside the line")
        }
    }

    func test_polyline_is_continuous_through_its_joints() throws {
        let canvas = try makeCanvas(width: 40, height: 20)
        canvas.painter.clear(.white)
        let zigzag = [CGPoint(x: 2, y: 10), CGPoint(x: 20, y: 10), CGPoint(x: 38, y: 10)]
        canvas.painter.drawPolyline(zigzag, width: 2, color: .black)
        let image = try canvas.finishedSurface()
        for x in stride(from: 4, through: 36, by: 4) {
            assertPixel(image, x: x, y: 10, "dark along the line") { $0.brightness < 100 }
        }
    }

    func test_circle_fills_its_disc_only() throws {
        let canvas = try makeCanvas(width: 40, height: 40)
        canvas.painter.fillCircle(center: CGPoint(x: 20, y: 20), radius: 10, color: .testBlue)
        let image = try canvas.finishedSurface()
        assertPixel(image, x: 20, y: 20, is: blue, "centre")
        assertPixel(image, x: 20, y: 11, is: blue, "just inside the top")
        assertPixel(image, x: 12, y: 12, is: .transparent, "outside, on the diagonal")
        assertPixel(image, x: 20, y: 31, is: .transparent, "below")
    }

    func test_clip_keeps_drawing_inside() throws {
        let canvas = try makeCanvas(width: 40, height: 40)
        canvas.painter.withClip(CGRect(x: 0, y: 0, width: 20, height: 40)) {
            canvas.painter.fill(CGRect(x: 0, y: 0, width: 40, height: 40), color: .black)
        }
        canvas.painter.fill(CGRect(x: 30, y: 30, width: 10, height: 10), color: .testBlue)
        let image = try canvas.finishedSurface()
        assertPixel(image, x: 10, y: 10, is: .black, "inside the clip")
        assertPixel(image, x: 25, y: 10, is: .transparent, "outside the clip")
        assertPixel(image, x: 35, y: 35, is: blue, "after the clip ended")
    }

    func test_point_scale_doubles_every_length() throws {
        let canvas = try makeCanvas(width: 30, height: 30, scale: 2)
        canvas.painter.fillRoundedRect(CGRect(x: 5, y: 5, width: 20, height: 20), radii: .uniform(5), color: .testBlue)
        let image = try canvas.finishedSurface()
        XCTAssertEqual(image.width, 60)
        assertPixel(image, x: 30, y: 11, is: blue, "just inside the top edge at 10 px")
        assertPixel(image, x: 30, y: 8, is: .transparent, "above the top edge")
        assertPixel(image, x: 11, y: 11, is: .transparent, "inside the corner's square but outside its arc")
    }

    func test_supersampling_gives_edges_partial_coverage() throws {
        let canvas = try makeCanvas(width: 40, height: 40, supersampling: 2)
        canvas.painter.fillCircle(center: CGPoint(x: 20, y: 20), radius: 12, color: .testBlue)
        let image = try canvas.finishedSurface()
        XCTAssertEqual(image.width, 40, "averaged down to the asked size")
        var partial = 0
        for y in 0..<40 {
            for x in 0..<40 where (20...235).contains(image.pixel(x: x, y: y).alpha) { partial += 1 }
        }
        XCTAssertGreaterThan(partial, 40, "a smooth circle has a ring of partly covered pixels")
    }
}
