import Foundation

/// The columns of a frame the tracker reads (`--band X0-X1`, in pixels; default the middle third).
package struct ColumnBand: Equatable, Sendable {
    /// The first column read.
    package var start: Int
    /// The column after the last one read.
    package var end: Int

    /// The band within a frame `width` pixels wide: this one clamped, or the middle third.
    package static func within(_ band: ColumnBand?, width: Int) -> ColumnBand {
        guard let band else { return ColumnBand(start: width / 3, end: max(width / 3 + 1, 2 * width / 3)) }
        let start = min(max(band.start, 0), max(width - 1, 0))
        return ColumnBand(start: start, end: min(max(band.end, start + 1), width))
    }
}

// In an extension, so that the struct keeps Swift's memberwise initializer.
extension ColumnBand {
    /// The band `--band` writes as `X0-X1`: columns X0 up to and including X1; nil for any other text.
    package init?(argument text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let start = Int(parts[0]), let end = Int(parts[1]), start >= 0, end > start else {
            return nil
        }
        self.init(start: start, end: end + 1)
    }
}

/// One frame reduced to what the tracker reads: per row, the band's mean luma and chroma (0–255),
/// so a horizontal edge is a step along the rows and noise averages out over the columns.
package struct BandProfile: Sendable {
    /// Seconds from the first frame.
    package var t: Double
    package var luma: [Float]
    package var blueDifference: [Float]
    package var redDifference: [Float]

    /// The number of rows.
    package var rows: Int { luma.count }

    /// A profile of planar Y′CbCr 4:2:0 pixels: `y` rows of `lumaStride` bytes, `cb` and `cr` at half
    /// the size with `chromaStride`.
    static func yuv420(
        t: Double, width: Int, height: Int, band: ColumnBand, y: UnsafePointer<UInt8>, lumaStride: Int,
        cb: UnsafePointer<UInt8>, cr: UnsafePointer<UInt8>, chromaStride: Int
    ) -> BandProfile {
        var luma = [Float](repeating: 0, count: height)
        var blue = [Float](repeating: 0, count: height)
        var red = [Float](repeating: 0, count: height)
        let chromaStart = band.start / 2
        let chromaEnd = max(chromaStart + 1, min((band.end + 1) / 2, (width + 1) / 2))
        var chromaRows: [(Float, Float)] = []
        for row in 0..<((height + 1) / 2) {
            var (sumBlue, sumRed) = (0, 0)
            let offset = row * chromaStride
            for column in chromaStart..<chromaEnd {
                sumBlue += Int(cb[offset + column])
                sumRed += Int(cr[offset + column])
            }
            let count = Float(chromaEnd - chromaStart)
            chromaRows.append((Float(sumBlue) / count, Float(sumRed) / count))
        }
        for row in 0..<height {
            var sum = 0
            let offset = row * lumaStride
            for column in band.start..<band.end { sum += Int(y[offset + column]) }
            luma[row] = Float(sum) / Float(band.end - band.start)
            (blue[row], red[row]) = chromaRows[row / 2]
        }
        return BandProfile(t: t, luma: luma, blueDifference: blue, redDifference: red)
    }

    /// A profile of RGBA pixels, converted with BT.601's coefficients.
    static func rgba(t: Double, width: Int, height: Int, band: ColumnBand, pixels: UnsafePointer<UInt8>)
        -> BandProfile
    {
        var luma = [Float](repeating: 0, count: height)
        var blue = [Float](repeating: 0, count: height)
        var red = [Float](repeating: 0, count: height)
        let count = Float(band.end - band.start)
        for row in 0..<height {
            var (r, g, b) = (0, 0, 0)
            for column in band.start..<band.end {
                let offset = (row * width + column) * 4
                r += Int(pixels[offset])
                g += Int(pixels[offset + 1])
                b += Int(pixels[offset + 2])
            }
            let (fr, fg, fb) = (Float(r) / count, Float(g) / count, Float(b) / count)
            let y = 0.299 * fr + 0.587 * fg + 0.114 * fb
            luma[row] = y
            blue[row] = 128 + 0.564 * (fb - y)
            red[row] = 128 + 0.713 * (fr - y)
        }
        return BandProfile(t: t, luma: luma, blueDifference: blue, redDifference: red)
    }
}
