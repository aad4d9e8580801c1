import Foundation

/// The last few seconds of one panel's motion, one sample per engine step, for the live plot.
public struct LivePlotBuffer {
    /// One engine step's values.
    public struct Sample: Equatable {
        /// Engine time in seconds.
        public var time: Double
        /// Main-axis location, points.
        public var location: CGFloat
        /// Main-axis velocity, pt/s.
        public var velocity: CGFloat
    }

    /// How much history the plot shows, seconds.
    public static let span: Double = 3

    public private(set) var samples: [Sample] = []

    public init() {}

    /// Adds a sample and drops those older than `span` before it.
    public mutating func record(_ sample: Sample) {
        samples.append(sample)
        let oldest = sample.time - Self.span
        if let firstKept = samples.firstIndex(where: { $0.time >= oldest }), firstKept > 0 {
            samples.removeFirst(firstKept)
        }
    }

    /// Forgets everything (the focus moved to another panel).
    public mutating func removeAll() {
        samples.removeAll()
    }
}
