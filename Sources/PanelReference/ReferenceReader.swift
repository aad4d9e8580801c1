import Foundation
import PanelConfig
import PanelPlatforms
import PanelVideo

/// How to read a screen recording: pixels per point and the columns tracked.
package struct RecordingOptions: Sendable {
    /// Pixels per point; nil: `defaultScale(frameWidth:)`.
    package var scale: Double?
    /// The tracked columns in pixels; nil: the middle third.
    package var band: ColumnBand?
    /// The scene container's width in points, when a scene is given.
    package var containerWidth: Double?

    /// Options with every default.
    package init(scale: Double? = nil, band: ColumnBand? = nil, containerWidth: Double? = nil) {
        self.scale = scale
        self.band = band
        self.containerWidth = containerWidth
    }

    /// Without `scale`: the frame's width ÷ `containerWidth` (1 without one), or the whole number
    /// of pixels per point within a pixel of it — H.264 and VP9 take even widths, so a 393 pt
    /// container drawn at 1 px/pt is encoded 392 px wide, and 392 ÷ 393 would misplace a stop
    /// 800 pt down by 2 pt.
    package func defaultScale(frameWidth: Int) -> Double {
        if let scale { return scale }
        guard let containerWidth, containerWidth > 0 else { return 1 }
        let whole = (Double(frameWidth) / containerWidth).rounded()
        if whole >= 1, abs(whole * containerWidth - Double(frameWidth)) <= 1 { return whole }
        return Double(frameWidth) / containerWidth
    }
}

/// Reads a reference motion from a file (Docs/reference.md): a trace by its text, anything else
/// as a screen recording.
package enum ReferenceReader {
    /// The largest trace read, in bytes: an hour of `simulate` frames at 120 Hz fits well under it.
    package static let maximumTraceSize = 256 << 20

    /// The motion in the file at `path`; `panel` picks one panel of a trace with several.
    package static func read(path: String, panel: String?, recording: RecordingOptions = RecordingOptions())
        throws(ReferenceError) -> ReferenceMotion
    {
        if let problem = RecordingFile.problem(path: path, largest: maximumTraceSize) {
            throw ReferenceError(path: path, problem)
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            throw ReferenceError(path: path, "cannot read the file: \(error.localizedDescription)")
        }
        guard !data.isEmpty else { throw ReferenceError(path: path, "the file is empty") }
        guard isText(data) else { return try recorded(path: path, options: recording) }
        return try ReferenceTraceReader.read(TraceLineScanner(data), path: path, panel: panel)
    }

    /// Whether `data` is UTF-8 text without a zero byte: a trace; anything else is a recording.
    static func isText(_ data: Data) -> Bool {
        guard !data.contains(0) else { return false }
        // Most traces are ASCII; only text with other bytes needs decoding to be checked.
        guard data.contains(where: { $0 >= 0x80 }) else { return true }
        return String(data: data, encoding: .utf8) != nil
    }

    /// The motion tracked in the recording at `path`, in points.
    static func recorded(path: String, options: RecordingOptions) throws(ReferenceError) -> ReferenceMotion {
        let recorded: RecordedMotion
        do {
            recorded = try RecordedMotion.read(path: path, band: options.band)
        } catch {
            throw ReferenceError(described: error.description)
        }
        let scale = options.defaultScale(frameWidth: recorded.width)
        let samples = recorded.samples.map { ReferenceMotion.Sample(t: $0.t, y: $0.row / scale) }
        let rate = samples.count > 1 ? Double(samples.count - 1) / max(samples.last!.t, 1e-9) : 0
        let source =
            "video \(recorded.width)×\(recorded.height), \(ExportNumber.rounded(rate, significantDigits: 3)) fps, "
            + "columns \(recorded.band.start)–\(recorded.band.end - 1), \(ExportNumber.rounded(scale, significantDigits: 4)) px/pt"
        return ReferenceMotion(samples: samples, releases: [], source: source, end: recorded.end)
    }
}
