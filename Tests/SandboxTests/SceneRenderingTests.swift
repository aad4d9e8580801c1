import FloatingPanel
import Foundation
import PanelConfig
import XCTest

@testable import Sandbox

/// Headless renders of scenes checked pixel by pixel against the engine's geometry.
final class SceneRenderingTests: XCTestCase {
    /// (position, direction from the grabber-side edge into the surface)
    private let positions: [(String, CGVector)] = [
        ("bottom", CGVector(dx: 0, dy: 1)), ("top", CGVector(dx: 0, dy: -1)),
        ("left", CGVector(dx: -1, dy: 0)), ("right", CGVector(dx: 1, dy: 0)),
    ]

    func test_the_grabber_side_edge_is_at_the_engine_location_for_every_position_and_state() throws {
        for (position, inward) in positions {
            for state in ["full", "half", "tip"] {
                let snapshot = try SceneSnapshot(
                    scene: SceneFixtures.scene(position: position), state: state, supersampling: 1)
                let image = try snapshot.canvas.finishedSurface()
                let location = snapshot.panel.surfaceLocation
                let edge = inward.dx == 0 ? CGPoint(x: 50, y: location.y) : CGPoint(x: location.x, y: 75)
                let inside = CGPoint(x: edge.x + inward.dx * 1, y: edge.y + inward.dy * 1)
                let outside = CGPoint(x: edge.x - inward.dx * 1, y: edge.y - inward.dy * 1)
                let what = "\(position) panel at \(state), edge at \(location)"
                XCTAssertEqual(snapshot.pixel(at: inside, in: image), SceneFixtures.red, "inside, \(what)")
                XCTAssertEqual(snapshot.pixel(at: outside, in: image), SceneFixtures.plain, "outside, \(what)")
            }
        }
    }

    func test_the_backdrop_is_black_at_the_engine_alpha() throws {
        let snapshot = try SceneSnapshot(
            scene: SceneFixtures.scene(backdropAlpha: #"{ "full": 0.4 }"#), state: "full", supersampling: 1)
        XCTAssertEqual(snapshot.panel.backdropAlpha, 0.4, accuracy: 1e-9)
        let image = try snapshot.canvas.finishedSurface()
        // 242 · 0.6 and 247 · 0.6, with SDL's 8-bit blending.
        assertPixel(image, x: 200, y: 10, is: PixelColor(red: 145, green: 145, blue: 148), "above the panel")
        assertPixel(image, x: 200, y: 300, is: SceneFixtures.red, "the panel itself is not dimmed")
    }

    func test_outside_a_rounded_corner_the_background_shows() throws {
        let snapshot = try SceneSnapshot(
            scene: SceneFixtures.scene(
                appearance: ##""backgroundColor": "#FF0000", "shadows": [], "cornerRadius": 16"##),
            supersampling: 1)
        let image = try snapshot.canvas.finishedSurface()
        let top = snapshot.panel.surfaceLocation.y
        XCTAssertEqual(
            snapshot.pixel(at: CGPoint(x: 1, y: top + 1), in: image), SceneFixtures.plain, "outside the top-left arc")
        XCTAssertEqual(
            snapshot.pixel(at: CGPoint(x: 198.5, y: top + 1), in: image), SceneFixtures.plain,
            "outside the top-right arc")
        XCTAssertEqual(snapshot.pixel(at: CGPoint(x: 8, y: top + 8), in: image), SceneFixtures.red, "inside the arc")
        XCTAssertEqual(
            snapshot.pixel(at: CGPoint(x: 1, y: 299), in: image), SceneFixtures.red, "the far corners stay square")
    }

    func test_the_grabber_handle_is_where_the_engine_document_puts_it() throws {
        let grabber = PixelColor(red: 194, green: 196, blue: 194)
        for (position, _) in positions {
            let snapshot = try SceneSnapshot(
                scene: SceneFixtures.scene(position: position), state: "half", supersampling: 1)
            let image = try snapshot.canvas.finishedSurface()
            let surface = snapshot.panel.surfaceFrame
            // 36 × 5 (5 × 36 on the sides), 6 pt from the grabber edge, centred across.
            let (centre, besideIt): (CGPoint, CGPoint) =
                switch position {
                case "bottom":
                    (
                        CGPoint(x: surface.midX, y: surface.minY + 8.5),
                        CGPoint(x: surface.midX + 20, y: surface.minY + 8.5)
                    )
                case "top":
                    (
                        CGPoint(x: surface.midX, y: surface.maxY - 8.5),
                        CGPoint(x: surface.midX + 20, y: surface.maxY - 8.5)
                    )
                case "left":
                    (
                        CGPoint(x: surface.maxX - 8.5, y: surface.midY),
                        CGPoint(x: surface.maxX - 8.5, y: surface.midY + 20)
                    )
                default:
                    (
                        CGPoint(x: surface.minX + 8.5, y: surface.midY),
                        CGPoint(x: surface.minX + 8.5, y: surface.midY + 20)
                    )
                }
            XCTAssertEqual(snapshot.pixel(at: centre, in: image), grabber, "\(position): handle centre")
            XCTAssertEqual(
                snapshot.pixel(at: besideIt, in: image), SceneFixtures.red, "\(position): past the handle's end")
        }
    }

    func test_a_list_row_shows_its_text() throws {
        let snapshot = try SceneSnapshot(
            scene: SceneFixtures.scene(
                appearance: ##""backgroundColor": "#FFFFFF", "shadows": []"##,
                content: #"{ "title": "List", "rows": 10 }"#),
            state: "full", supersampling: 1)
        let image = try snapshot.canvas.finishedSurface()
        let content = snapshot.panel.contentFrame
        // The first row lies below the 60 pt title row and is 56 pt high.
        let darkPixels = countPixels(
            in: image, snapshot: snapshot,
            rect: CGRect(x: content.minX, y: content.minY + 60, width: content.width, height: 56)
        ) {
            $0.brightness < 300
        }
        XCTAssertGreaterThan(darkPixels, 40, "glyph pixels of \"Row 1\"; picture: \(saveForInspection(image))")
    }

    func test_row_text_is_clipped_at_the_container_edge() throws {
        let snapshot = try SceneSnapshot(
            scene: SceneFixtures.scene(
                appearance:
                    ##""backgroundColor": "#FFFFFF", "shadows": [], "containerMargins": { "left": 20, "right": 40 }"##,
                content: #"{ "title": "List", "rows": 3, "rowTitle": "Row {n} has a title far too long for its card" }"#
            ),
            state: "full", supersampling: 1)
        let image = try snapshot.canvas.finishedSurface()
        let container = snapshot.panel.containerViewFrame
        XCTAssertEqual(container.maxX, 160)
        let row = CGRect(x: container.maxX, y: snapshot.panel.contentFrame.minY + 60, width: 40, height: 56)
        let foreign = countPixels(in: image, snapshot: snapshot, rect: row) { $0 != SceneFixtures.plain }
        XCTAssertEqual(foreign, 0, "nothing drawn right of the card; picture: \(saveForInspection(image))")
        let inside = CGRect(x: container.maxX - 40, y: row.minY, width: 40, height: 56)
        XCTAssertGreaterThan(
            countPixels(in: image, snapshot: snapshot, rect: inside) { $0.brightness < 300 }, 10,
            "text runs up to the edge")
    }

    func test_render_writes_APNG_of_container_size_times_display_scale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(scene: ResolvedScene, size: CGSize?, expected: (Int, Int))] = [
            (try SceneFixtures.scene(displayScale: ""), nil, (400, 600)),  // default scale 2
            (try SceneFixtures.scene(displayScale: #""displayScale": 3,"#), nil, (600, 900)),
            (try SceneFixtures.scene(displayScale: ""), CGSize(width: 320, height: 200), (640, 400)),  // --size
        ]
        for (index, item) in cases.enumerated() {
            let path = folder.appendingPathComponent("\(index).png").path
            try renderScenePNG(scene: item.scene, state: nil, size: item.size, output: path)
            let image = try SDLSurface(contentsOf: path)
            XCTAssertEqual(image.width, item.expected.0, "case \(index)")
            XCTAssertEqual(image.height, item.expected.1, "case \(index)")
        }
    }

    func test_an_unknown_state_is_an_error_that_names_the_known_ones() throws {
        XCTAssertThrowsError(try SceneSnapshot(scene: SceneFixtures.scene(), state: "middle", supersampling: 1)) {
            error in
            XCTAssertEqual(
                "\(error)", "no panel has the state 'middle'; the scene's states are full, half, hidden, tip")
        }
    }

    private func countPixels(
        in image: SDLSurface, snapshot: SceneSnapshot, rect: CGRect, where condition: (PixelColor) -> Bool
    ) -> Int {
        let scale = snapshot.canvas.pointScale
        var count = 0
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) where y >= 0 && y < image.height {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) where x >= 0 && x < image.width {
                if condition(image.pixel(x: x, y: y)) { count += 1 }
            }
        }
        return count
    }
}
