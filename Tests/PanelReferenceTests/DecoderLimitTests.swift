import Foundation
import PanelReference
import PanelVideo
import XCTest

/// The decoders' budget and a file cut short (Docs/reference.md "Limits"): a few kilobytes that
/// declare gigapixels are refused from their header, and a recording that ends early says so.
final class DecoderLimitTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("decoder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    private func write(_ data: Data, _ name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    func test_a_gif_declaring_a_16000_pixel_screen_is_refused_from_its_header() throws {
        let bomb = HostileRecordings.gif(side: 16000, frames: 200)
        XCTAssertLessThan(bomb.count, 5000)
        let path = try write(bomb, "bomb.gif")
        XCTAssertThrowsError(try ReferenceReader.read(path: path, panel: nil)) { error in
            XCTAssertEqual(
                "\(error)",
                "\(path):1:1: error: the recording is refused: its frames are 16000×16000 pixels, more than 16 million; not a screen recording (scale it down to the screen's size)"
            )
        }
    }

    func test_a_webp_declaring_a_16384_pixel_canvas_is_refused_from_its_header() throws {
        let path = try write(HostileRecordings.webP(side: 16384, frames: 2), "bomb.webp")
        XCTAssertThrowsError(try ReferenceReader.read(path: path, panel: nil)) { error in
            XCTAssertEqual(
                "\(error)",
                "\(path):1:1: error: the WebP is refused: its frames are 16384×16384 pixels, more than 16 million; not a screen recording (scale it down to the screen's size)"
            )
        }
    }

    func test_the_budget_counts_frames_times_area() {
        XCTAssertNil(DecodeBudget.problem(width: 1179, height: 2556, frames: 3600))
        XCTAssertEqual(
            DecodeBudget.problem(width: 4000, height: 4000, frames: 2000),
            "it holds 2000 frames of 4000×4000 pixels, more than the 17 billion pixels a recording is decoded up to; trim it to the motion or scale it down"
        )
        XCTAssertNotNil(DecodeBudget.problem(width: Int.max, height: 2, frames: 1))
        XCTAssertNotNil(DecodeBudget.problem(width: 0, height: 2, frames: 1))
    }

    func test_a_recording_cut_short_says_how_many_frames_were_read() throws {
        let (width, height) = (96, 160)
        let whole = folder.appendingPathComponent("whole.mp4").path
        let writer = try MP4Writer(path: whole, width: width, height: height, fps: 30)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for frame in 0..<60 {
            let edge = 140 - frame * 2
            for y in 0..<height {
                for x in 0..<(width * 4) { pixels[y * width * 4 + x] = y < edge ? 220 : 40 }
            }
            try pixels.withUnsafeBufferPointer { try writer.add(bgra: $0.baseAddress!, stride: width * 4) }
        }
        try writer.close()
        let indexFirst = HostileRecordings.movingIndexFirst(try Data(contentsOf: URL(fileURLWithPath: whole)))
        XCTAssertEqual(try RecordedMotion.read(path: try write(indexFirst, "first.mp4"), band: nil).samples.count, 60)
        let cut = try write(indexFirst.prefix(indexFirst.count / 2), "cut.mp4")
        XCTAssertThrowsError(try RecordedMotion.read(path: cut, band: nil)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("\(cut):1:1: error: the file ends early: "), text)
            XCTAssertTrue(
                text.hasSuffix(
                    " frames read of the 60 its header declares; it is truncated or damaged, export or copy the recording again"
                ), text)
        }
    }
}
