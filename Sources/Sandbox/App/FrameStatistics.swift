/// Frame times over the last few seconds: the work of each frame (input, engine, drawing; not the
/// wait for the display) and the interval between presented frames.
package struct FrameStatistics {
    /// How many frames are remembered.
    package let capacity: Int
    private var workTimes: [Double] = []
    private var intervals: [Double] = []

    /// Statistics over the last `capacity` frames.
    package init(capacity: Int = 240) {
        self.capacity = capacity
    }

    /// Records one frame: `work` seconds spent, `interval` seconds since the previous frame.
    package mutating func record(work: Double, interval: Double?) {
        Self.append(work, to: &workTimes, capacity: capacity)
        if let interval, interval > 0 { Self.append(interval, to: &intervals, capacity: capacity) }
    }

    /// Forgets intervals (after the loop slept: a pause is not a slow frame).
    package mutating func resetIntervals() {
        intervals.removeAll(keepingCapacity: true)
    }

    private static func append(_ value: Double, to values: inout [Double], capacity: Int) {
        values.append(value)
        if values.count > capacity { values.removeFirst(values.count - capacity) }
    }

    /// The work time not exceeded by `fraction` of the frames (0.5: median, 0.99: p99), seconds.
    package func workTime(percentile fraction: Double) -> Double {
        Self.percentile(fraction, of: workTimes)
    }

    /// Presented frames per second, from the mean interval.
    package var framesPerSecond: Double {
        guard !intervals.isEmpty else { return 0 }
        return Double(intervals.count) / intervals.reduce(0, +)
    }

    /// The nearest-rank percentile of `values` (0 when empty).
    package static func percentile(_ fraction: Double, of values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}
