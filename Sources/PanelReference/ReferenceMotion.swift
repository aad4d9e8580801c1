import Foundation
import PanelConfig
import PanelPlatforms

/// A motion to make FloatingPanel feel like (Docs/reference.md): the panel's leading edge over
/// time, read from a trace or tracked in a screen recording, with the releases where the finger
/// let go.
package struct ReferenceMotion: Sendable, Equatable {
    /// One reading: seconds from the first, and the leading edge's main-axis location in points.
    package struct Sample: Sendable, Equatable {
        package var t: Double
        package var y: Double
    }

    /// Where the finger let go.
    package struct Release: Sendable, Equatable {
        /// How the release is known.
        package enum Origin: String, Sendable {
            /// The trace records it (`simulate`'s `willEndDragging` or its frame lines' `dragging`).
            case recorded
            /// Found from the motion: the last sample before the path follows a spring to rest.
            case found
        }

        /// The sample at the release.
        package var index: Int
        /// The release velocity in pt/s when the trace records it; nil when the fit must find it.
        package var velocity: Double?
        package var origin: Origin
        /// The state the drag started from when the reference knows it (a built-in reference);
        /// nil: the stop the panel rested at before.
        package var from: String?

        /// A release at sample `index`.
        package init(index: Int, velocity: Double?, origin: Origin, from: String? = nil) {
            self.index = index
            self.velocity = velocity
            self.origin = origin
            self.from = from
        }
    }

    package var samples: [Sample]
    package var releases: [Release]
    /// When a recording's last frame stops showing, on the samples' clock; nil for a trace, whose
    /// last sample is its end.
    package var end: Double?
    /// What the motion was read from: `simulate trace, panel sheet`, `video 1179×2556, 60 fps`.
    package var source: String

    /// A motion of `samples` with `releases`, read from `source`.
    package init(samples: [Sample], releases: [Release], source: String, end: Double? = nil) {
        self.samples = samples
        self.releases = releases
        self.source = source
        self.end = end
    }

    /// The motion with its first sample at t = 0, as `reference` prints it.
    package var startingAtZero: ReferenceMotion {
        guard let first = samples.first?.t, first != 0 else { return self }
        var moved = self
        moved.samples = samples.map { Sample(t: $0.t - first, y: $0.y) }
        moved.end = end.map { $0 - first }
        return moved
    }

    /// `t,y` lines under a header, each release said in a `#` line before it (Docs/reference.md).
    package var csv: String {
        var text = "# \(source): \(samples.count) samples over \(Self.number(duration)) s\n"
        for (number, release) in releases.enumerated() where samples.indices.contains(release.index) {
            let sample = samples[release.index]
            let velocity = release.velocity.map { ", velocity \(Self.number($0)) pt/s" } ?? ""
            text += "# release \(number + 1) at t \(Self.number(sample.t)) s, y \(Self.number(sample.y)) pt"
            text += "\(velocity) (\(release.origin.rawValue))\n"
        }
        text += "t,y\n"
        for sample in samples { text += "\(Self.number(sample.t)),\(Self.number(sample.y))\n" }
        return text
    }

    /// One `{"t": …, "y": …}` object a sample per line.
    package var jsonLines: String {
        samples.map { "{\"t\": \(Self.number($0.t)), \"y\": \(Self.number($0.y))}\n" }.joined()
    }

    /// Seconds from the first sample to the last.
    package var duration: Double { (samples.last?.t ?? 0) - (samples.first?.t ?? 0) }

    /// A number as the lines print it: at most six decimals (a micropoint, a microsecond), no
    /// trailing zeros.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return rounded == 0 ? "0" : ExportNumber.rounded(rounded, significantDigits: 15)
    }
}

/// A reference that cannot be read, said as `FILE:LINE:COL: error: message`.
package struct ReferenceError: Error, CustomStringConvertible, Equatable {
    package let description: String

    /// An error at `line`:`column` of `path` (the file's start when no line applies).
    package init(path: String, line: Int = 1, column: Int = 1, _ message: String) {
        description = "\(path):\(line):\(column): error: \(message)"
    }

    /// An error already said in full (a recording's).
    init(described: String) { description = described }
}
