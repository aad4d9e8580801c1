import Foundation

/// A screen recording's panel motion (Docs/reference.md "Recordings"): the frames decoded, the
/// leading edge tracked in a column band, in pixels from the frame's top.
package struct RecordedMotion: Sendable {
    package var samples: [EdgeTracker.Sample]
    package var width: Int
    package var height: Int
    package var band: ColumnBand
    /// When the last frame stops showing, s from the first's start: a recording that ends at rest
    /// shows its last picture until then.
    package var end: Double

    /// Reads and tracks the recording at `path` in `band` (default the middle third).
    package static func read(path: String, band: ColumnBand?) throws(VideoError) -> RecordedMotion {
        if let problem = RecordingFile.problem(path: path) { throw VideoError(path: path, problem) }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            throw VideoError(path: path, "cannot read the file: \(error.localizedDescription)")
        }
        let decoded =
            WebPFrameReader.isWebP(data)
            ? try WebPFrameReader.profiles(data, path: path, band: band)
            : try FFmpegFrameReader.profiles(path: path, band: band)
        let columns = ColumnBand.within(band, width: decoded.width)
        var samples = try EdgeTracker.track(decoded.profiles, path: path, band: columns)
        samples = regularized(samples)
        return RecordedMotion(
            samples: samples, width: decoded.width, height: decoded.height, band: columns,
            end: max(decoded.end, samples.last?.t ?? 0))
    }

    /// Times on a regular grid when every frame's duration is within 1.5 ms of the mean: GIF's
    /// centiseconds and WebP's milliseconds round a steady rate (60 fps as 17, 16, 17 ms).
    static func regularized(_ samples: [EdgeTracker.Sample]) -> [EdgeTracker.Sample] {
        guard samples.count > 2, let last = samples.last?.t, let first = samples.first?.t else { return samples }
        let mean = (last - first) / Double(samples.count - 1)
        let steady = zip(samples, samples.dropFirst()).allSatisfy { abs(($1.t - $0.t) - mean) <= 0.0015 }
        guard steady, mean > 0 else { return samples }
        return samples.enumerated().map { EdgeTracker.Sample(t: Double($0.offset) * mean, row: $0.element.row) }
    }
}
