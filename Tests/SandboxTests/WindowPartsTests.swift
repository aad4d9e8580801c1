import FloatingPanel
import Foundation
import TestSupport
import PanelScene
import XCTest

@testable import Sandbox

/// The window's parts that need no window: where the container and the side bar go, the preset
/// list, the keyboard's slide, wrapping banner lines, and which list row a click lands on.
final class WindowLayoutTests: XCTestCase {
    func test_the_window_is_the_container_plus_the_side_bar_and_at_least_tall_enough_for_the_cards() {
        let table: [(container: CGSize, window: CGSize)] = [
            (CGSize(width: 393, height: 852), CGSize(width: 393 + 380, height: 852)),  // iPhone 15
            (CGSize(width: 852, height: 393), CGSize(width: 852 + 380, height: 600)),  // landscape: cards need room
            (CGSize(width: 200.5, height: 700), CGSize(width: 581, height: 700)),  // whole points
        ]
        for row in table {
            XCTAssertEqual(WindowLayout.windowSize(for: row.container), row.window, "\(row.container)")
        }
    }

    func test_the_container_sits_at_the_left_the_ruler_beside_it_the_cards_after() {
        let layout = WindowLayout(
            windowSize: CGSize(width: 773, height: 852), containerSize: CGSize(width: 393, height: 852))
        XCTAssertEqual(layout.containerFrame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(layout.verticalRuler.minX, 393)
        XCTAssertEqual(layout.cardColumn.minX, 393 + WindowLayout.rulerWidth)
        XCTAssertEqual(layout.sideBar.maxX, 773)
        XCTAssertEqual(layout.containerPoint(CGPoint(x: 10, y: 20)), CGPoint(x: 10, y: 20))
        XCTAssertFalse(layout.containerContains(CGPoint(x: 400, y: 20)), "the ruler is not the container")
    }

    func test_a_landscape_container_is_centred_vertically_and_its_side_ruler_goes_below_it() {
        let layout = WindowLayout(
            windowSize: CGSize(width: 1232, height: 600), containerSize: CGSize(width: 852, height: 393))
        XCTAssertEqual(layout.containerFrame.minY, 103, "(600 − 393) / 2, rounded down")
        XCTAssertEqual(layout.horizontalRuler.minY, layout.containerFrame.maxY)
        XCTAssertEqual(layout.containerPoint(CGPoint(x: 10, y: 113)), CGPoint(x: 10, y: 10))
    }

    func test_a_window_larger_than_the_display_is_zoomed_out_whole_so_the_container_stays_in_place() {
        let ipadLandscape = CGSize(width: 1180, height: 820)
        let screen = CGSize(width: 1400, height: 1000)
        let zoom = WindowLayout.zoom(showing: ipadLandscape, unitsPerPoint: 1, display: screen)
        XCTAssertEqual(zoom, 1400.0 / 1560.0, accuracy: 1e-12, "the 1560-pt window (container + side bar) fits 1400")
        XCTAssertEqual(
            WindowLayout.zoom(showing: ipadLandscape, unitsPerPoint: 2, display: screen), 1400.0 / 3120.0,
            accuracy: 1e-12, "an imposed density of 2 doubles the window first")
        XCTAssertEqual(
            WindowLayout.zoom(showing: CGSize(width: 600, height: 700), unitsPerPoint: 1, display: screen), 1,
            "a window that fits is not zoomed")
        XCTAssertEqual(
            WindowLayout.zoom(
                showing: CGSize(width: 390, height: 844), unitsPerPoint: 1, display: CGSize(width: 640, height: 480)),
            480.0 / 844.0, accuracy: 1e-12, "the height limits on a small screen")
        XCTAssertEqual(
            WindowLayout.zoom(showing: ipadLandscape, unitsPerPoint: 1, display: nil), 1,
            "no display limit (offscreen): no zoom")
        let layout = WindowLayout(windowSize: WindowLayout.windowSize(for: ipadLandscape), containerSize: ipadLandscape)
        XCTAssertEqual(layout.visibleContainerFrame, CGRect(origin: .zero, size: ipadLandscape), "the whole container")
        XCTAssertEqual(layout.sideBar, CGRect(x: 1180, y: 0, width: 380, height: 820))
    }

    func test_a_hand_resize_gives_a_custom_container_the_whole_area_never_below_the_minimum() {
        let big = WindowLayout(windowSize: CGSize(width: 1000, height: 700), containerSize: .zero)
        XCTAssertEqual(big.containerSizeFillingArea, CGSize(width: 620, height: 700))
        let tiny = WindowLayout(windowSize: CGSize(width: 400, height: 100), containerSize: .zero)
        XCTAssertEqual(tiny.containerSizeFillingArea, WindowLayout.minimumContainerSize)
    }
}

final class ScenePresetListTests: XCTestCase {
    func test_the_default_scene_comes_first_then_the_presets_by_name_from_either_folder() throws {
        let folder = try SceneFolder()
        try folder.write("scenes/adaptive.json", "{}")
        try folder.write("scenes/notes.txt", "not a scene")
        let fromDefault = ScenePresetList(around: folder.scenePath)
        XCTAssertEqual(
            fromDefault.paths,
            [folder.scenePath, folder.path("scenes/adaptive.json"), folder.path("scenes/other.json")])
        XCTAssertEqual(fromDefault.selection, 0)
        XCTAssertEqual(fromDefault.title(at: 0), "scene.json (default)")
        XCTAssertEqual(fromDefault.title(at: 2), "other")
        let fromPreset = ScenePresetList(around: folder.path("scenes/../scenes/other.json"))
        XCTAssertEqual(fromPreset.paths.count, 3)
        XCTAssertEqual(fromPreset.selection, 2, "the same file, spelled differently")
        XCTAssertEqual(fromPreset.index(2, movedBy: 1), 0, "F2 wraps around")
        XCTAssertEqual(fromPreset.index(0, movedBy: -1), 2, "F1 wraps around")
    }

    func test_a_scene_outside_a_configs_folder_is_a_list_of_one() throws {
        let folder = try SceneFolder()
        let lone = folder.path("layouts/lone.json")
        try folder.write("layouts/lone.json", "{}")
        XCTAssertEqual(ScenePresetList(around: lone).paths.first, lone)
    }
}

final class KeyboardSlideTests: XCTestCase {
    func test_the_keyboard_slides_in_and_out_and_takes_a_new_height_at_once_when_shown() {
        var slide = KeyboardSlide()
        slide.toggle(fullHeight: 336)
        XCTAssertTrue(slide.isSliding)
        slide.advance(by: 0.125)
        XCTAssertEqual(slide.height, 336 * (1 - 0.125), accuracy: 1e-9, "a cubic ease-out: 7/8 of the way at half time")
        slide.advance(by: 0.2)
        XCTAssertEqual(slide.height, 336)
        XCTAssertFalse(slide.isSliding)
        slide.adopt(fullHeight: 209)
        XCTAssertEqual(slide.height, 209, "rotated while shown")
        slide.toggle(fullHeight: 209)
        slide.advance(by: 1)
        XCTAssertEqual(slide.height, 0)
        slide.adopt(fullHeight: 336)
        XCTAssertEqual(slide.height, 0, "a hidden keyboard stays hidden")
    }
}

final class WindowTextAndRowsTests: XCTestCase {
    func test_long_banner_lines_wrap_at_spaces_and_long_paths_after_a_slash() throws {
        let canvas = try HeadlessCanvas(pixelWidth: 10, pixelHeight: 10, pointScale: 1)
        let wrapper = TextWrapper(painter: canvas.painter)
        let style = OverlayStyle.bannerText
        let line =
            "/a/rather/long/folder/name/Configs/layouts/maps.json:4:3: error: expected ',' or '}' after the member"
        let lines = wrapper.lines(line, style: style, width: 160)
        XCTAssertGreaterThan(lines.count, 2)
        XCTAssertEqual(
            lines.joined().replacingOccurrences(of: " ", with: ""), line.replacingOccurrences(of: " ", with: ""))
        for piece in lines {
            XCTAssertLessThanOrEqual(canvas.painter.measureText(piece, style: style).width, 160, piece)
        }
        XCTAssertTrue(lines[0].hasSuffix("/"), "a path breaks after a slash: \(lines[0])")
        let held = canvas.painter.textCache.count
        XCTAssertEqual(wrapper.lines(line, style: style, width: 160), lines)
        XCTAssertEqual(canvas.painter.textCache.count, held, "wrapping renders nothing")
    }

    func test_a_click_finds_the_row_under_it_not_the_title_row() throws {
        let scene = try SceneFixtures.scene(content: #"{ "title": "T", "rows": 5, "rowHeight": 50 }"#)
        let runtime = SceneRuntime(scene: scene)
        runtime.showAll()
        let panel = runtime.panels[0]
        let geometry = ContentListGeometry(panel)
        let top = panel.controller.contentFrame.minY
        XCTAssertNil(geometry.row(at: CGPoint(x: 50, y: top + 30)), "the title row")
        XCTAssertEqual(geometry.row(at: CGPoint(x: 50, y: top + ContentListGeometry.headerHeight + 75)), 1)
        XCTAssertNil(geometry.row(at: CGPoint(x: 50, y: top - 5)), "above the content")
    }
}

/// The README's screenshots are the window's own frames.
final class ScreenshotTourTests: XCTestCase {
    func test_the_tour_saves_every_picture_at_the_windows_size() throws {
        if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil { setenv("SDL_VIDEODRIVER", "offscreen", 1) }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tour-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let checkout = Repository.root
        let paths = try ScreenshotTour.run(
            configsDirectory: checkout.appendingPathComponent("Configs").path, outputDirectory: output)
        XCTAssertEqual(paths.map { ($0 as NSString).lastPathComponent }, ScreenshotTour.shots.map(\.name))
        let portrait = try SDLSurface(contentsOf: paths[0])
        XCTAssertEqual(portrait.width * 852, portrait.height * (393 + 380), "iPhone 15 and the side bar")
        let landscape = try SDLSurface(contentsOf: paths[2])
        XCTAssertEqual(landscape.width * 600, landscape.height * (852 + 380), "turned, the window at its least height")
    }
}
