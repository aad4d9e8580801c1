import CWebP
import CWebPDemux
import Foundation
import XCTest

/// The animated WebP at `path` read by libwebp's `WebPAnimDecoder`: its canvas, loop count, each
/// stored frame composed onto the canvas as RGBA, and the millisecond at which each one ends.
func decodeWebP(_ path: String) throws -> (
    width: Int, height: Int, loopCount: Int, frames: [[UInt8]], endTimestamps: [Int]
) {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    var options = WebPAnimDecoderOptions()
    XCTAssertNotEqual(WebPAnimDecoderOptionsInit(&options), 0)
    options.color_mode = MODE_RGBA
    return try bytes.withUnsafeBufferPointer { buffer in
        var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
        let decoder = try XCTUnwrap(WebPAnimDecoderNew(&data, &options), "WebPAnimDecoderNew: not an animated WebP")
        defer { WebPAnimDecoderDelete(decoder) }
        var info = WebPAnimInfo()
        XCTAssertNotEqual(WebPAnimDecoderGetInfo(decoder, &info), 0)
        let width = Int(info.canvas_width)
        let height = Int(info.canvas_height)
        var frames: [[UInt8]] = []
        var ends: [Int] = []
        while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
            var pixels: UnsafeMutablePointer<UInt8>?
            var timestamp: Int32 = 0
            XCTAssertNotEqual(WebPAnimDecoderGetNext(decoder, &pixels, &timestamp), 0)
            frames.append(Array(UnsafeBufferPointer(start: try XCTUnwrap(pixels), count: width * height * 4)))
            ends.append(Int(timestamp))
        }
        XCTAssertEqual(frames.count, Int(info.frame_count))
        return (width, height, Int(info.loop_count), frames, ends)
    }
}
