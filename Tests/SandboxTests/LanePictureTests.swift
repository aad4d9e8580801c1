import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import XCTest

@testable import Sandbox

/// What a run's pictures show besides the panels (`render --scenario`, `W`, the compare view):
/// the finger while it is down, and every lane's whole label.
final class LanePictureTests: XCTestCase {
    private static let files: [String: String] = [
        "scene.json": #"""
        { "container": { "width": 200, "height": 300 }, "displayScale": 2, "background": "map",
          "panels": [ { "id": "sheet",
            "layout": { "position": "bottom", "initialState": "tip", "anchors": {
              "full": { "absoluteInset": 20, "edge": "top", "referenceGuide": "superview" },
              "tip": { "absoluteInset": 60, "edge": "bottom", "referenceGuide": "superview" } } },
            "behavior": { "springResponseTime": 0.4 },
            "content": { "title": "Places", "rows": 8 } } ] }
        """#,
        "fling.json": #"""
        { "scene": "scene.json", "fps": 50, "steps": [
            { "advance": 0.2 },
            { "drag": { "panel": "sheet", "translation": -150, "duration": 0.3, "velocity": -900 } },
            { "advance": 0.5 } ] }
        """#,
    ]
    private static let reader = ConfigFileReader.inMemory(files, currentDirectory: "/a")

    private func lanes(_ variations: [ValueVariation] = []) throws -> [CompareLane] {
        try CompareLane.lanes(scenarioPath: "fling.json", variations: variations, files: Self.reader)
    }

    /// The scenario played to frame `frame`, as the picture of that frame has it.
    private func player(at frame: Int) throws -> ScenarioPlayer {
        let player = ScenarioPlayer(scenario: try ConfigLoader.loadScenario(path: "fling.json", files: Self.reader))
        for _ in 0..<frame { player.advanceFrame() }
        return player
    }

    /// Frame `frame` of the one-lane run at 1 pixel a point.
    private func picture(at frame: Int) throws -> SDLSurface {
        let animation = try LaneAnimation(lanes: lanes(), scale: 1)
        var surface = try animation.drawNextFrame()
        while animation.frame <= frame { surface = try animation.drawNextFrame() }
        return surface
    }

    private func isSurfaceWhite(_ pixel: PixelColor) -> Bool {
        pixel.red >= 240 && pixel.green >= 240 && pixel.blue >= 240
    }

    func test_a_frame_during_a_drag_shows_the_finger_on_the_grabber_and_one_after_the_release_none() throws {
        // The finger goes down after frame 10 (0.2 s) and lifts in frame 25; in frame 20 it has
        // moved 10 of 15 steps of -150 pt, and the panel with it, so it is on the grabber.
        let during = try player(at: 20)
        let touch = try XCTUnwrap(during.touchLocation, "down in frame 20")
        let sheet = during.runtime.panels[0].controller
        let handle = sheet.grabberHandleFrame
        XCTAssertEqual(touch.x, handle.midX, accuracy: 1 / 64)
        XCTAssertEqual(touch.y, handle.midY, accuracy: 1 / 64)
        XCTAssertEqual(sheet.surfaceLocation.y, 240 - 100, accuracy: 1 / 64)

        let drawn = try picture(at: 20)
        // Under the disc, below the handle: the white surface greyed by the disc's 30 % black.
        assertPixel(drawn, x: Int(touch.x), y: Int(touch.y) + 8, "the finger's grey (255 · 0.7 ≈ 179)") {
            (165...195).contains($0.red) && (165...195).contains($0.green) && (165...195).contains($0.blue)
        }
        // 30 pt to the side, past the disc's 14-pt radius: the surface as it is.
        assertPixel(drawn, x: Int(touch.x) + 30, y: Int(touch.y) + 8, "the surface's white", satisfies: isSurfaceWhite)

        // Frame 26: the finger lifted in frame 25; the same place on the grabber is plain surface.
        let after = try player(at: 26)
        XCTAssertNil(after.touchLocation)
        let released = after.runtime.panels[0].controller.grabberHandleFrame
        assertPixel(
            try picture(at: 26), x: Int(released.midX), y: Int(released.midY) + 8, "no finger after the release",
            satisfies: isSurfaceWhite)
    }

    func test_a_lanes_label_breaks_after_the_panel_then_inside_its_keys_and_never_loses_a_character() {
        let fitsTwentyFour: (String) -> Bool = { $0.count <= 24 }
        XCTAssertEqual(
            CompareCaptions.wrap("1 · main:springResponseTime=0.35", fits: fitsTwentyFour),
            ["1 · main:", "springResponseTime=0.35"])
        XCTAssertEqual(
            CompareCaptions.wrap("1 · main:springResponseTime=0.35", fits: { $0.count <= 12 }),
            ["1 · main:", "spring", "Response", "Time=0.35"])
        XCTAssertEqual(
            CompareCaptions.wrap("1 · main:springResponseTime=0.35", fits: { $0.count <= 17 }),
            ["1 · main:spring", "ResponseTime=0.35"], "a setting too long for a line follows on from it")
        XCTAssertEqual(
            CompareCaptions.wrap("2 · springResponseTime=0.2 springDampingRatio=0.8", fits: fitsTwentyFour),
            ["2 ·", "springResponseTime=0.2", "springDampingRatio=0.8"], "a setting that fits a line stays whole")
        XCTAssertEqual(CompareCaptions.wrap("0 · as is", fits: fitsTwentyFour), ["0 · as is"])
    }

    func test_the_pictures_lanes_show_each_whole_setting_under_them() throws {
        let variation = try ValueVariation.parse("sheet:springResponseTime=0.25,0.7")
        let animation = try LaneAnimation(lanes: lanes([variation]), scale: 1)
        // Lanes at half size: 100 pt wide, 8 pt apart.
        let canvas = try makeCanvas(width: 1, height: 1)
        for (lane, lines) in animation.labels.enumerated() {
            for line in lines {
                let width = canvas.painter.measureText(line, style: ComparePainter.label).width
                XCTAssertLessThanOrEqual(width, 100, "lane \(lane): '\(line)' fits its lane")
            }
        }
        XCTAssertEqual(animation.labels[0], ["0 · as is"])
        for (lane, value) in [(1, "0.25"), (2, "0.7")] {
            XCTAssertEqual(
                animation.labels[lane].joined(), "\(lane) · sheet:springResponseTime=\(value)",
                "every character, broken only where a space or a break goes")
            XCTAssertEqual(animation.labels[lane].first?.hasPrefix("\(lane) · sheet:"), true)
            XCTAssertEqual(animation.labels[lane].last?.hasSuffix("Time=\(value)"), true, "the value with its key")
        }
        // The picture holds the longest label's lines above the two lines of figures.
        let lines = animation.labels.map(\.count).max()!
        XCTAssertGreaterThan(lines, 1)
        XCTAssertEqual(animation.pixelHeight, 8 + 150 + (3 + (lines + 2) * 13 + 2) + 8)
    }
}
