import CGIF
import FloatingPanel
import Foundation
import PanelConfig
import PanelScene
import PlatformModels
import XCTest

@testable import Sandbox

/// `render --scenario … -o run.gif|run.webp`: the run encoded by giflib, decoded again by giflib,
/// and encoded by libwebp's animation encoder, decoded again by its animation decoder.
final class AnimationTests: XCTestCase {
    private static let files: [String: String] = [
        "scene.json": #"""
        { "container": { "width": 200, "height": 300 }, "displayScale": 2, "background": "map",
          "panels": [ { "id": "sheet",
            "layout": { "position": "bottom", "initialState": "tip", "anchors": {
              "full": { "absoluteInset": 20, "edge": "top", "referenceGuide": "superview" },
              "half": { "fractionalInset": 0.5, "edge": "bottom", "referenceGuide": "superview" },
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
        "fling60.json": #"""
        { "scene": "scene.json", "fps": 60, "steps": [
            { "advance": 0.2 },
            { "drag": { "panel": "sheet", "translation": -150, "duration": 0.3, "velocity": -900 } },
            { "advance": 0.5 } ] }
        """#,
    ]
    /// 1 (t = 0) + 10 + 15 + 25 frames.
    private static let frameCount = 51

    private func lanes(_ variations: [ValueVariation] = [], of scenario: String = "fling.json") throws -> [CompareLane]
    {
        try CompareLane.lanes(
            scenarioPath: scenario, variations: variations, files: .inMemory(Self.files, currentDirectory: "/a"))
    }

    private func temporaryPath(_ name: String) -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("animation-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory.appendingPathComponent(name).path
    }

    /// How far `frame` is from the PNG at `path`: the mean and the largest channel difference.
    private func difference(_ frame: [UInt8], fromPNG path: String) throws -> (mean: Double, max: Int) {
        let still = try SDLSurface(contentsOf: path)
        var total = 0
        var largest = 0
        for y in 0..<still.height {
            for x in 0..<still.width {
                let pixel = still.pixel(x: x, y: y)
                let offset = (y * still.width + x) * 3
                for (a, b) in zip([pixel.red, pixel.green, pixel.blue], frame[offset..<(offset + 3)]) {
                    let delta = abs(Int(a) - Int(b))
                    total += delta
                    largest = max(largest, delta)
                }
            }
        }
        return (Double(total) / Double(still.width * still.height * 3), largest)
    }

    func test_an_animation_decodes_with_its_size_frames_and_delays_and_a_frame_matches_the_still() throws {
        let gif = temporaryPath("run.gif")
        let written = try LaneAnimation(lanes: lanes(), scale: 1).writeGIF(to: gif)
        XCTAssertEqual(written, Self.frameCount)
        let decoded = try decodeGIF(gif)
        XCTAssertEqual(decoded.width, 200)
        XCTAssertEqual(decoded.height, 300)
        XCTAssertEqual(decoded.frames.count, Self.frameCount)
        XCTAssertEqual(decoded.delays, Array(repeating: 2, count: Self.frameCount))

        // Frame 20 is mid-drag (the finger moves from frame 11 to 25).
        let still = temporaryPath("still.png")
        try LaneAnimation(lanes: lanes(), scale: 1).writePNG(frame: 20, to: still)
        let matching = try difference(decoded.frames[20], fromPNG: still)
        XCTAssertLessThan(matching.mean, 2.5, "the palette's error alone")
        XCTAssertLessThanOrEqual(matching.max, 40)
        // The start differs from that moment: the panel has moved up by 50 pt.
        XCTAssertGreaterThan(try difference(decoded.frames[0], fromPNG: still).mean, 10)
    }

    func test_the_compare_view_animates_its_lanes_in_a_grid() throws {
        let variation = try ValueVariation.parse("springResponseTime=0.2,0.8")
        let gif = temporaryPath("lanes.gif")
        let animation = try LaneAnimation(lanes: lanes([variation]), scale: 1)
        XCTAssertEqual(try animation.writeGIF(to: gif), Self.frameCount)
        let decoded = try decodeGIF(gif)
        // Three lanes in a row at half size, 8 pt apart; under each its label's lines and two
        // lines of figures, 13 pt each (the 100-pt lanes break "1 · springResponseTime=0.2").
        let labelLines = animation.labels.map(\.count).max()!
        XCTAssertGreaterThan(labelLines, 1)
        XCTAssertEqual(decoded.width, 8 + 3 * (100 + 8))
        XCTAssertEqual(decoded.height, 8 + 150 + 3 + (labelLines + 2) * 13 + 2 + 8)
        XCTAssertEqual(decoded.frames.count, Self.frameCount)
        let still = temporaryPath("lanes.png")
        try LaneAnimation(lanes: lanes([variation]), scale: 1).writePNG(frame: 30, to: still)
        XCTAssertLessThan(try difference(decoded.frames[30], fromPNG: still).mean, 2.5)
    }

    func test_platform_lanes_are_animated_after_the_floating_panel_lanes_as_the_view_shows_them() throws {
        let variation = try ValueVariation.parse("springResponseTime=0.2")
        let gif = temporaryPath("platform.gif")
        let animation = try LaneAnimation(lanes: lanes([variation]), platforms: [.vaul], scale: 1)
        XCTAssertEqual(try animation.writeGIF(to: gif), Self.frameCount)
        let decoded = try decodeGIF(gif)
        // Three lanes in a row, as the compare view shows two FloatingPanel lanes and vaul's.
        let labelLines = animation.labels.map(\.count).max()!
        XCTAssertEqual(decoded.width, 8 + 3 * (100 + 8))
        XCTAssertEqual(decoded.height, 8 + 150 + 3 + (labelLines + 2) * 13 + 2 + 8)
        XCTAssertEqual(decoded.frames.count, Self.frameCount)
        // vaul's cell (the third) moves with the fling: its sheet ends 150 pt higher at half size.
        let cell = CompareGrid(count: 3, container: CGSize(width: 200, height: 300), labelLines: labelLines).cells[2]
        var changed = 0
        for y in Int(cell.minY)..<Int(cell.maxY) {
            for x in Int(cell.minX)..<Int(cell.maxX) {
                let offset = (y * decoded.width + x) * 3
                if decoded.frames[0][offset..<(offset + 3)]
                    != decoded.frames[Self.frameCount - 1][offset..<(offset + 3)]
                {
                    changed += 1
                }
            }
        }
        XCTAssertGreaterThan(changed, Int(cell.width * cell.height) / 10, "the platform lane's panel moved")
        // Its caption names the platform, as the window's does.
        let still = temporaryPath("platform.png")
        try LaneAnimation(lanes: lanes([variation]), platforms: [.vaul], scale: 1).writePNG(frame: 30, to: still)
        XCTAssertLessThan(try difference(decoded.frames[30], fromPNG: still).mean, 2.5)
    }

    /// The RGBA pixels of the PNG at `path`.
    private func rgba(ofPNG path: String) throws -> [UInt8] {
        let still = try SDLSurface(contentsOf: path)
        var pixels: [UInt8] = []
        for y in 0..<still.height {
            for x in 0..<still.width {
                let pixel = still.pixel(x: x, y: y)
                pixels += [pixel.red, pixel.green, pixel.blue, pixel.alpha]
            }
        }
        return pixels
    }

    func test_a_webp_shows_each_frame_exactly_for_its_time_and_lasts_as_long_as_the_gif() throws {
        let webp = temporaryPath("run.webp")
        XCTAssertEqual(try LaneAnimation(lanes: lanes(), scale: 1).writeWebP(to: webp), Self.frameCount)
        let decoded = try decodeWebP(webp)
        XCTAssertEqual(decoded.width, 200)
        XCTAssertEqual(decoded.height, 300)
        XCTAssertEqual(decoded.loopCount, 0, "loops forever")
        // 51 frames of 20 ms.
        XCTAssertEqual(decoded.endTimestamps.last, 1020)
        // A frame that changes nothing is stored as a longer showing of the one before: the 11
        // frames up to the drag's start (t = 0 to 0.2 s) are one picture shown for 220 ms.
        XCTAssertEqual(decoded.endTimestamps.first, 220)
        XCTAssertEqual(decoded.frames.count, 36)
        XCTAssertEqual(decoded.endTimestamps.filter { $0 % 20 != 0 }, [], "every picture ends on a frame's time")
        XCTAssertEqual(decoded.frames.indices.dropFirst().filter { decoded.frames[$0] == decoded.frames[$0 - 1] }, [])
        // The picture shown at each frame's time: one for every frame of the GIF of the same run,
        // and each the frame as drawn, pixel for pixel.
        let shown = (0..<(decoded.endTimestamps.last! / 20)).map { index in
            decoded.frames[decoded.endTimestamps.firstIndex { $0 > index * 20 }!]
        }
        let gif = temporaryPath("run.gif")
        try LaneAnimation(lanes: lanes(), scale: 1).writeGIF(to: gif)
        XCTAssertEqual(shown.count, try decodeGIF(gif).frames.count)
        let animation = try LaneAnimation(lanes: lanes(), scale: 1)
        for (index, picture) in shown.enumerated() {
            var drawn: [UInt8] = []
            try animation.drawNextFrame().forEachRow { _, row in
                for argb in row {
                    drawn += [16, 8, 0, 24].map { UInt8(truncatingIfNeeded: argb >> $0) }
                }
            }
            XCTAssertTrue(drawn == picture, "frame \(index) as drawn")
        }
        XCTAssertTrue(animation.isFinished)
        // So the moments are the stills `render --at` writes.
        for index in [0, 20, Self.frameCount - 1] {
            let still = temporaryPath("still-\(index).png")
            try LaneAnimation(lanes: lanes(), scale: 1).writePNG(frame: index, to: still)
            XCTAssertTrue(try rgba(ofPNG: still) == shown[index], "frame \(index) as drawn")
        }
    }

    func test_a_gif_keeps_every_frame_up_to_50_fps_with_delays_adding_up_to_the_run() {
        let delays30 = (0..<30).map { GIFTiming.delay(ofRunFrame: $0, fps: 30) }
        XCTAssertEqual(delays30.prefix(6), [3, 4, 3, 3, 4, 3])
        XCTAssertEqual(delays30.compactMap { $0 }.reduce(0, +), 100)
        XCTAssertEqual((0..<50).map { GIFTiming.delay(ofRunFrame: $0, fps: 50) }, Array(repeating: 2, count: 50))
        XCTAssertNil(GIFTiming.resamplingNote(fps: 50, path: "run.gif"))
        // WebP's milliseconds: 16.7 ms a frame at 60 fps.
        XCTAssertEqual(
            (0...6).map { LaneAnimation.timestamp(ofFrame: $0, fps: 60, perSecond: 1000) },
            [0, 17, 33, 50, 67, 83, 100])
        XCTAssertEqual(LaneAnimation.timestamp(ofFrame: 60, fps: 60, perSecond: 1000), 1000)
    }

    func test_a_60_fps_run_becomes_a_gif_at_50_fps_each_tick_showing_the_frame_of_its_time() {
        // One second at 60 fps: ticks every 20 ms show frames 0, 1, 2, 3, 4, 6, 7, … (⌊k · 1.2⌋),
        // so every sixth frame from frame 5 on is skipped.
        let delays = (0..<60).map { GIFTiming.delay(ofRunFrame: $0, fps: 60) }
        let shown = delays.indices.filter { delays[$0] != nil }
        XCTAssertEqual(shown, (0..<50).map { $0 * 6 / 5 })
        XCTAssertEqual(delays.compactMap { $0 }, Array(repeating: 2, count: 50))
        XCTAssertEqual((0..<120).compactMap { GIFTiming.delay(ofRunFrame: $0, fps: 120) }.count, 50)
        XCTAssertEqual(
            GIFTiming.resamplingNote(fps: 60, path: "run.gif"),
            "note: run.gif: the run has 60 frames a second; a GIF shows no frame for less than 2 cs (browsers play shorter delays as 10 cs), so it shows the run at 50 frames a second, as long as the run lasts; a WebP (-o run.webp) keeps every frame"
        )
    }

    func test_a_60_fps_gif_has_no_delay_under_2_cs_and_lasts_as_long_as_the_run() throws {
        let gif = temporaryPath("run60.gif")
        let animation = try LaneAnimation(lanes: lanes(of: "fling60.json"), scale: 1)
        XCTAssertNotNil(animation.gifNote(path: gif))
        let written = try animation.writeGIF(to: gif)
        let decoded = try decodeGIF(gif)
        // The run: frame 0, then 12 + 18 + 30 frames at 60 fps, 61/60 s; at 50 fps ⌈61 · 5/6⌉ = 51 ticks.
        XCTAssertEqual(written, 51)
        XCTAssertEqual(decoded.frames.count, 51)
        XCTAssertEqual(decoded.delays.filter { $0 < 2 }, [], "no delay a browser plays as 10 cs")
        let total = decoded.delays.reduce(0, +)
        XCTAssertEqual(total, 102)
        XCTAssertLessThanOrEqual(abs(Double(total) - 6100 / 60), 2, "within one GIF frame of the run")
        // Tick 20 (0.4 s) shows run frame 24, mid-drag.
        let still = temporaryPath("still60.png")
        try LaneAnimation(lanes: lanes(of: "fling60.json"), scale: 1).writePNG(frame: 24, to: still)
        XCTAssertLessThan(try difference(decoded.frames[20], fromPNG: still).mean, 2.5)
        XCTAssertGreaterThan(try difference(decoded.frames[19], fromPNG: still).mean, 1, "a frame of another time")
    }
}
