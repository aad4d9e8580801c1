import CGIF
import XCTest

/// The GIF at `path` read by giflib's `DGifSlurp`: its size, its frames composed onto the
/// screen one after the other as RGB, and each frame's delay.
func decodeGIF(_ path: String) throws -> (width: Int, height: Int, frames: [[UInt8]], delays: [Int]) {
    var error: Int32 = 0
    let file = try XCTUnwrap(DGifOpenFileName(path, &error), "DGifOpenFileName: \(error)")
    defer { DGifCloseFile(file, &error) }
    XCTAssertEqual(DGifSlurp(file), GIF_OK)
    let gif = file.pointee
    let width = Int(gif.SWidth)
    let height = Int(gif.SHeight)
    let map = try XCTUnwrap(gif.SColorMap).pointee
    var screen = [UInt8](repeating: 0, count: width * height * 3)
    var frames: [[UInt8]] = []
    var delays: [Int] = []
    for index in 0..<Int(gif.ImageCount) {
        let image = gif.SavedImages[index]
        let desc = image.ImageDesc
        for y in 0..<Int(desc.Height) {
            for x in 0..<Int(desc.Width) {
                let color = map.Colors[Int(image.RasterBits[y * Int(desc.Width) + x])]
                let offset = ((Int(desc.Top) + y) * width + Int(desc.Left) + x) * 3
                screen[offset] = color.Red
                screen[offset + 1] = color.Green
                screen[offset + 2] = color.Blue
            }
        }
        frames.append(screen)
        var control = GraphicsControlBlock()
        XCTAssertEqual(DGifSavedExtensionToGCB(file, Int32(index), &control), GIF_OK)
        delays.append(Int(control.DelayTime))
    }
    return (width, height, frames, delays)
}
