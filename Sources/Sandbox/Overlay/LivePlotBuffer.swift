import Foundation

/// The last few seconds of one panel's motion, one sample per engine step, for the live plot.
struct LivePlotBuffer {
    /// One engine step's values.
    struct Sample: Equatable {
        /// Engine time in seconds.
        var time: Double
        /// Main-axis location, points.
        var location: CGFloat
        /// Main-axis velocity, pt/s.
        var velocity: CGFloat
    }

    /// How much history the plot shows, seconds.
    static let span: Double = 3

    private(set) var samples: [Sample] = []
    /// Engine time of the last release: the first sample after a drag ended.
    private(set) var lastReleaseTime: Double?
    /// The trajectory after the release before the last change of a value, its times counted
    /// from that release: the plot draws it faded behind the next release's, so the effect of a
    /// change is seen, not remembered (Docs/tuning.md).
    private(set) var previousRelease: [Sample] = []
    private var wasDragging = false
    /// When the panel first came to rest after the last release.
    private var releaseEndTime: Double?

    init() {}

    /// Adds a sample and drops those older than `span` before it.
    /// - Parameters:
    ///   - isDragging: whether the panel is being dragged at this sample (a drag that ends marks
    ///     a release).
    ///   - isAnimating: whether it is moving by itself (the first sample at rest after a release
    ///     ends that release's trajectory).
    mutating func record(_ sample: Sample, isDragging: Bool = false, isAnimating: Bool = true) {
        if wasDragging && !isDragging {
            lastReleaseTime = sample.time
            releaseEndTime = nil
        }
        if lastReleaseTime != nil, releaseEndTime == nil, !isDragging, !isAnimating {
            releaseEndTime = sample.time
        }
        wasDragging = isDragging
        samples.append(sample)
        let oldest = sample.time - Self.span
        if let firstKept = samples.firstIndex(where: { $0.time >= oldest }), firstKept > 0 {
            samples.removeFirst(firstKept)
        }
    }

    /// A value was changed: keeps the last release's trajectory, from the release until the
    /// panel came to rest, to draw behind the next one.
    mutating func keepLastRelease() {
        guard let release = lastReleaseTime else { return }
        let end = releaseEndTime ?? .infinity
        previousRelease = samples.filter { $0.time >= release && $0.time <= end }.map {
            Sample(time: $0.time - release, location: $0.location, velocity: $0.velocity)
        }
    }

    /// Forgets everything (the focus moved to another panel).
    mutating func removeAll() {
        samples.removeAll()
        previousRelease.removeAll()
        lastReleaseTime = nil
        releaseEndTime = nil
        wasDragging = false
    }
}
