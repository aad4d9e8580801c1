import CGIF

/// The 256 colours of an animation and the nearest of them for any colour.
///
/// 160 colours come from giflib's median cut (`GifQuantizeBuffer`) over a sample picture (the
/// first frame: the scene's map, surfaces and text), the other 96 are an even 4 × 6 × 4 grid of
/// the colour cube, so colours the sample lacks (a backdrop darkening the map) still find one
/// close by. A colour maps through its 15-bit bucket (5 bits a channel), whose nearest palette
/// entry is found once, so mapping a frame is one table look-up a pixel.
struct GIFPalette {
    /// The colours, red, green, blue.
    private(set) var colors: [(red: UInt8, green: UInt8, blue: UInt8)] = []
    /// The palette entry of each 15-bit bucket; −1 until first asked for.
    private var buckets = [Int16](repeating: -1, count: 1 << 15)

    /// The colours the median cut picks from the sample.
    static let sampledCount = 160

    /// A palette for pictures like `sample`: `width` × `height` ARGB pixels.
    init(sample: [UInt32], width: Int, height: Int) {
        var red = sample.map { UInt8(truncatingIfNeeded: $0 >> 16) }
        var green = sample.map { UInt8(truncatingIfNeeded: $0 >> 8) }
        var blue = sample.map { UInt8(truncatingIfNeeded: $0) }
        var output = [UInt8](repeating: 0, count: sample.count)
        var map = [GifColorType](repeating: GifColorType(), count: 256)
        var count: Int32 = Int32(Self.sampledCount)
        let status = GifQuantizeBuffer(
            UInt32(width), UInt32(height), &count, &red, &green, &blue, &output, &map)
        if status == GIF_OK {
            colors = map.prefix(Int(max(0, min(count, Int32(Self.sampledCount))))).map {
                ($0.Red, $0.Green, $0.Blue)
            }
        }
        for r in 0..<4 {
            for g in 0..<6 {
                for b in 0..<4 {
                    colors.append((UInt8(r * 255 / 3), UInt8(g * 255 / 5), UInt8(b * 255 / 3)))
                }
            }
        }
        while colors.count < 256 { colors.append((0, 0, 0)) }
        colors = Array(colors.prefix(256))
    }

    /// The palette entry nearest `argb`'s colour.
    mutating func index(of argb: UInt32) -> UInt8 {
        let red: UInt32 = (argb >> 9) & 0x7C00
        let green: UInt32 = (argb >> 6) & 0x03E0
        let blue: UInt32 = (argb >> 3) & 0x001F
        let key = Int(red | green | blue)
        let known = buckets[key]
        if known >= 0 { return UInt8(known) }
        // The bucket's centre, so a bucket's entry does not depend on which colour asked first.
        let nearest = nearestEntry(red: Int(red >> 7) | 4, green: Int(green >> 2) | 4, blue: Int(blue << 3) | 4)
        buckets[key] = Int16(nearest)
        return UInt8(nearest)
    }

    private func nearestEntry(red: Int, green: Int, blue: Int) -> Int {
        var best = 0
        var bestDistance = Int.max
        for (index, color) in colors.enumerated() {
            let dr = Int(color.red) - red
            let dg = Int(color.green) - green
            let db = Int(color.blue) - blue
            // Weighted as the eye weighs the channels (green most, blue least).
            let distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

    /// The colours as giflib's colour map.
    func makeColorMap() -> UnsafeMutablePointer<ColorMapObject>? {
        let entries = colors.map { GifColorType(Red: $0.red, Green: $0.green, Blue: $0.blue) }
        return entries.withUnsafeBufferPointer { GifMakeMapObject(256, $0.baseAddress) }
    }
}
