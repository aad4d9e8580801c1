import FloatingPanel
import Foundation
import PanelConfig
import PanelReference
import PanelVideo
import TestSupport
import XCTest

/// Screen recordings of a panel drawn by another program (Docs/reference.md "Recordings"): a
/// flat sheet of another colour with rounded corners, a shadow and rows of content, over a
/// textured background, moved by FloatingPanel's spring with known values, encoded to H.264 and
/// re-encoded lossy; the tracker reads its edge and the fit finds the values back.
final class RecordingReferenceTests: XCTestCase {
    private var folder: URL!
    /// The drawing's values: not the scene's (0.991, 0.4), so the fit must find them.
    private let drawnRate = 0.985
    private let drawnResponseTime = 0.32
    private let scale = 2
    /// The recording's width in pixels: a strip of the screen is enough to see the edge.
    private let width = 300

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("recording-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    private func scene() throws -> ResolvedScene {
        try ConfigLoader.loadScene(path: Repository.path("Configs/scene.json"))
    }

    /// The edge, in points, at each 60 Hz frame: at rest at half, a drag up, a fling released at
    /// −1500 pt/s that FloatingPanel's spring with the drawn values carries to full, rest; then a
    /// drag down released at 900 pt/s back to half.
    private func drawnPath() throws -> [Double] {
        let stops = ResolvedStops(panel: try scene().panels[0], scene: try scene()).stops
        let full = Double(try XCTUnwrap(stops.first { $0.state == .full }).location)
        let half = Double(try XCTUnwrap(stops.first { $0.state == .half }).location)
        let fast = FloatingPanelSpringParameters(
            fastReleaseDecelerationRate: drawnRate, springResponseTime: drawnResponseTime)
        var path = Array(repeating: half, count: 8)
        for frame in 1...6 { path.append(half - 60 * Double(frame) / 6) }
        var up = NumericSpring(location: CGFloat(path.last!), velocity: -1500, target: CGFloat(full), parameters: fast)
        for _ in 0..<45 {
            up.step(1.0 / 60)
            path.append(Double(up.location))
        }
        path += Array(repeating: full, count: 15)
        for frame in 1...4 { path.append(full + 30 * Double(frame) / 4) }
        var down = NumericSpring(location: CGFloat(path.last!), velocity: 900, target: CGFloat(half), parameters: fast)
        for _ in 0..<45 {
            down.step(1.0 / 60)
            path.append(Double(down.location))
        }
        path += Array(repeating: half, count: 15)
        return path
    }

    /// The other program's picture: a textured blue-grey background, computed once.
    private func background(width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (fx, fy) = (Double(x), Double(y))
                let offset = (y * width + x) * 4
                pixels[offset] = UInt8(210 + 20 * sin(fy / 13))
                pixels[offset + 1] = UInt8(180 + 25 * cos(fx / 17 + fy / 41))
                pixels[offset + 2] = UInt8(150 + 30 * sin(fx / 23) * cos(fy / 31))
            }
        }
        return pixels
    }

    /// The other program's sheet: its surface, grabber and content colours.
    private struct SheetStyle {
        var surface: (Double, Double, Double)
        var grabber: (Double, Double, Double)
        var content: (Double, Double, Double)

        /// Over a plain background (the map's colour, no texture), or the textured one.
        var plainBackground: (UInt8, UInt8, UInt8)?

        static let dark = SheetStyle(surface: (60, 44, 48), grabber: (130, 120, 120), content: (170, 190, 200))
        static let light = SheetStyle(
            surface: (246, 246, 248), grabber: (192, 192, 196), content: (80, 80, 88), plainBackground: (200, 215, 190))
    }

    /// One frame of the other program over `background`: a dark sheet from `edge` (points)
    /// down with 16 pt rounded corners, an 8 pt shadow above it, a grabber and rows of lighter
    /// content, its top row covered in part for an antialiased edge.
    private func drawFrame(
        edge: Double, width: Int, height: Int, background: [UInt8], dimming: Double = 0, style: SheetStyle = .dark,
        into pixels: inout [UInt8]
    ) {
        pixels = background
        if dimming > 0 {
            for index in pixels.indices where index % 4 != 3 {
                pixels[index] = UInt8(Double(pixels[index]) * (1 - dimming))
            }
        }
        let top = edge * Double(scale)
        let shadowRows = Double(8 * scale)
        let radius = Double(16 * scale)
        pixels.withUnsafeMutableBufferPointer { buffer in
            for y in max(0, Int(top - shadowRows))..<height {
                let fy = Double(y) + 0.5
                let row = buffer.baseAddress! + y * width * 4
                if fy < top {
                    let shade = 1 - 0.35 * max(0, 1 - (top - fy) / shadowRows)
                    for index in 0..<(width * 4) where index % 4 != 3 { row[index] = UInt8(Double(row[index]) * shade) }
                    if Double(y + 1) <= top { continue }
                }
                let coverage = min(Double(y + 1) - top, 1)
                let inside = (fy - top) / Double(scale)
                let corner =
                    fy - top < radius
                    ? radius - (radius * radius - (radius - (fy - top)) * (radius - (fy - top))).squareRoot() : 0
                for x in 0..<width {
                    let fx = Double(x) + 0.5
                    guard min(fx, Double(width) - fx) >= corner else { continue }
                    var sheet = style.surface
                    if inside > 8, inside < 13, abs(fx - Double(width) / 2) < Double(18 * scale) {
                        sheet = style.grabber
                    }
                    if inside > 40, Int(inside) % 44 < 6, x % 37 < 25 { sheet = style.content }
                    let pixel = row + x * 4
                    pixel[0] = UInt8(Double(pixel[0]) * (1 - coverage) + sheet.0 * coverage)
                    pixel[1] = UInt8(Double(pixel[1]) * (1 - coverage) + sheet.1 * coverage)
                    pixel[2] = UInt8(Double(pixel[2]) * (1 - coverage) + sheet.2 * coverage)
                }
            }
        }
    }

    /// Writes `path` drawn by `drawFrame` as an MP4 through FFmpeg's libraries, then `edit`s the
    /// frames' list first (to cut or freeze frames); `dimming` darkens the background by a share
    /// that depends on the edge (a backdrop).
    private func writeRecording(
        _ path: [Double], name: String, frames edit: ([Int]) -> [Int] = { $0 },
        dimming: (Double) -> Double = { _ in 0 },
        style: SheetStyle = .dark
    ) throws -> String {
        let (width, height) = (width, 852 * scale)
        let file = folder.appendingPathComponent(name).path
        let writer = try MP4Writer(path: file, width: width, height: height, fps: 60)
        let backdrop =
            style.plainBackground.map { color in
                (0..<(width * height)).flatMap { _ in [color.0, color.1, color.2, 255] }
            } ?? background(width: width, height: height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in edit(Array(path.indices)) {
            if index < 0 {
                pixels = [UInt8](repeating: 90, count: width * height * 4)
            } else {
                drawFrame(
                    edge: path[index], width: width, height: height, background: backdrop,
                    dimming: dimming(path[index]), style: style, into: &pixels)
            }
            try pixels.withUnsafeBufferPointer { try writer.add(bgra: $0.baseAddress!, stride: width * 4) }
        }
        try writer.close()
        return file
    }

    /// `file` re-encoded lossy by the `ffmpeg` command (H.264 at a high CRF).
    private func lossy(_ file: String) throws -> String {
        let output = file.replacingOccurrences(of: ".mp4", with: "-lossy.mp4")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-v", "error", "-y", "-i", file, "-c:v", "libx264", "-crf", "30", output]
        do {
            try process.run()
        } catch {
            throw XCTSkip("the ffmpeg command is not installed (make test-deps installs it)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw XCTSkip("ffmpeg could not re-encode the recording") }
        return output
    }

    func test_a_lossy_recording_of_another_renderer_tracks_within_a_point_and_fits_back_to_its_values() throws {
        let path = try drawnPath()
        let file = try lossy(try writeRecording(path, name: "other.mp4"))
        let motion = try ReferenceReader.read(
            path: file, panel: nil, recording: RecordingOptions(scale: Double(scale)))
        XCTAssertEqual(motion.samples.count, path.count)
        for (sample, drawn) in zip(motion.samples, path) {
            XCTAssertEqual(sample.y, drawn, accuracy: 1, "at t \(sample.t)")
        }
        XCTAssertEqual(motion.samples[1].t, 1.0 / 60, accuracy: 1e-6)
        let fit = try ReferenceFit(motion: motion, scene: try scene(), panel: nil)
        XCTAssertEqual(fit.releases.map(\.stop), ["full", "half"])
        XCTAssertLessThan(fit.meanPt, 0.5)
        XCTAssertEqual(fit.values.springResponseTime, drawnResponseTime, accuracy: 0.01)
        let zeta = FloatingPanelSpringParameters(
            fastReleaseDecelerationRate: fit.values.springDecelerationRate,
            springResponseTime: fit.values.springResponseTime
        ).dampingRatio
        let drawnZeta = FloatingPanelSpringParameters(
            fastReleaseDecelerationRate: drawnRate, springResponseTime: drawnResponseTime
        ).dampingRatio
        XCTAssertEqual(zeta, drawnZeta, accuracy: 0.03)
    }

    /// Another library's motion: a steady drag up released at −1200 pt/s, then a continuous
    /// damped spring (damping ratio 0.85, response 0.42 s, the form SwiftUI's `.spring` takes)
    /// to full. Lossy tracking is noisier while the edge moves than at rest, so the release is
    /// found where the spring's error levels off, not only where it falls below the still jitter.
    func test_a_continuous_spring_of_another_library_is_found_at_its_release_and_fitted_within_half_a_point() throws {
        let stops = ResolvedStops(panel: try scene().panels[0], scene: try scene()).stops
        let full = Double(try XCTUnwrap(stops.first { $0.state == .full }).location)
        let (start, velocity, zeta, response) = (560.0, -1200.0, 0.85, 0.42)
        var path = Array(repeating: start, count: 12)
        for frame in 1...10 { path.append(start + velocity * Double(frame) / 60) }
        let releaseIndex = path.count - 1
        let omega = 2 * Double.pi / response
        let dampedOmega = omega * (1 - zeta * zeta).squareRoot()
        let offset = path[releaseIndex] - full
        for frame in 1...70 {
            let t = Double(frame) / 60
            let decay = exp(-zeta * omega * t)
            let sine = (velocity + zeta * omega * offset) / dampedOmega
            path.append(full + decay * (offset * cos(dampedOmega * t) + sine * sin(dampedOmega * t)))
        }
        path += Array(repeating: full, count: 10)
        let file = try lossy(try writeRecording(path, name: "continuous.mp4"))
        let motion = try ReferenceReader.read(
            path: file, panel: nil, recording: RecordingOptions(scale: Double(scale)))
        XCTAssertEqual(ReleaseFinder.releases(in: motion, h: 1.0 / 60).map(\.index), [releaseIndex])
        let fit = try ReferenceFit(motion: motion, scene: try scene(), panel: nil)
        XCTAssertEqual(fit.releases.map(\.stop), ["full"])
        XCTAssertLessThan(fit.meanPt, 0.5)
    }

    /// A backdrop that darkens the background by up to 45 % as the sheet rises, as Maps-like
    /// sheets do: the rows beside the edge change from frame to frame while the sheet's own do not.
    func test_a_recording_whose_backdrop_dims_as_the_sheet_rises_tracks_within_a_point() throws {
        let path = try drawnPath()
        let (lowest, highest) = (path.max()!, path.min()!)
        for (name, style) in [("dark", SheetStyle.dark), ("light", SheetStyle.light)] {
            let file = try lossy(
                try writeRecording(
                    path, name: "dimming-\(name).mp4",
                    dimming: { edge in 0.45 * (lowest - edge) / (lowest - highest) }, style: style))
            let motion = try ReferenceReader.read(
                path: file, panel: nil, recording: RecordingOptions(scale: Double(scale)))
            XCTAssertEqual(motion.samples.count, path.count)
            let largest = zip(motion.samples, path).map { abs($0.y - $1) }.max() ?? .infinity
            XCTAssertLessThan(largest, 1, "\(name) sheet")
            let fit = try ReferenceFit(motion: motion, scene: try scene(), panel: nil)
            XCTAssertEqual(fit.releases.map(\.stop), ["full", "half"], "\(name) sheet")
            XCTAssertLessThan(fit.meanPt, 0.5, "\(name) sheet")
        }
    }

    func test_a_cut_to_another_picture_is_an_error_naming_its_frames() throws {
        let file = try writeRecording(
            try drawnPath(), name: "cut.mp4", frames: { frames in frames.prefix(20) + [-1, -1] + frames.dropFirst(22) })
        XCTAssertThrowsError(try RecordedMotion.read(path: file, band: nil)) { error in
            XCTAssertTrue("\(error)".contains("cannot be read in frames 21, 22 of 138:"), "\(error)")
        }
    }

    func test_a_frozen_frame_while_the_panel_moves_is_an_error_naming_it() throws {
        let file = try writeRecording(
            try drawnPath(), name: "frozen.mp4", frames: { frames in frames.map { $0 == 17 ? 16 : $0 } })
        XCTAssertThrowsError(try RecordedMotion.read(path: file, band: nil)) { error in
            XCTAssertTrue(
                "\(error)".contains("cannot be read in frames 18 of 138: frame 18 (t 0.283 s) repeats frame 17"),
                "\(error)")
        }
    }

    func test_a_band_without_an_edge_is_an_error_asking_for_another_band() throws {
        let file = try writeRecording(
            Array(repeating: 300, count: 10), name: "flat.mp4", frames: { $0.map { _ in -1 } })
        XCTAssertThrowsError(try RecordedMotion.read(path: file, band: nil)) { error in
            XCTAssertTrue("\(error)".contains("frame 1 shows no edge in columns 100–199"), "\(error)")
        }
    }

    func test_a_file_that_is_no_video_and_a_truncated_one_are_clear_errors() throws {
        let garbage = folder.appendingPathComponent("noise.mp4")
        var random = SplitMix64(seed: 7)
        try Data((0..<4096).map { _ in UInt8(truncatingIfNeeded: random.next()) }).write(to: garbage)
        XCTAssertThrowsError(try ReferenceReader.read(path: garbage.path, panel: nil)) { error in
            XCTAssertTrue("\(error)".contains("not a video FFmpeg can read, nor a trace"), "\(error)")
        }
        let file = try writeRecording(try drawnPath(), name: "whole.mp4")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        for share in [0.1, 0.5, 0.9] {
            let truncated = folder.appendingPathComponent("truncated-\(share).mp4")
            try bytes.prefix(Int(Double(bytes.count) * share)).write(to: truncated)
            // Truncated: either a clear error or the frames that survive; never a crash.
            let outcome = Result { try RecordedMotion.read(path: truncated.path, band: nil) }
            switch outcome {
            case .success(let motion): XCTAssertLessThanOrEqual(motion.samples.count, 138)
            case .failure(let error): XCTAssertTrue("\(error)".hasPrefix(truncated.path + ":1:1: error: "), "\(error)")
            }
        }
    }
}
