import Foundation

/// The pointer's velocity from its recent positions: the least-squares slope of position over
/// time for the samples of the last 100 ms (Docs/engine.md §19-3), per axis.
///
/// A slope over a window, rather than the last two samples, ignores the jitter of single events
/// and the uneven spacing of their timestamps, and a finger that stops before lifting gives 0.
/// The window's pointer, a recording from the live page and its page itself (Docs/live.md) use
/// this one rule.
package struct PointerVelocityEstimator {
    /// How far back samples count, in seconds (Docs/engine.md §19-3).
    package static let window: Double = 0.1

    private var samples: [(time: Double, point: CGPoint)] = []

    package init() {}

    /// Forgets every sample (a new gesture starts).
    package mutating func reset() {
        samples.removeAll(keepingCapacity: true)
    }

    /// Records the pointer at `point` at `time` (seconds, any origin, never decreasing).
    package mutating func add(_ point: CGPoint, at time: Double) {
        samples.append((time, point))
        if let newest = samples.last?.time {
            samples.removeAll { $0.time < newest - Self.window }
        }
    }

    /// The velocity in points per second at `time`, from the samples of the window ending then;
    /// zero with fewer than two samples or no time between them.
    package func velocity(at time: Double) -> CGPoint {
        let recent = samples.filter { $0.time >= time - Self.window && $0.time <= time }
        guard recent.count >= 2 else { return .zero }
        let meanTime = recent.reduce(0) { $0 + $1.time } / Double(recent.count)
        let meanX = recent.reduce(0) { $0 + Double($1.point.x) } / Double(recent.count)
        let meanY = recent.reduce(0) { $0 + Double($1.point.y) } / Double(recent.count)
        var spread = 0.0
        var covarianceX = 0.0
        var covarianceY = 0.0
        for sample in recent {
            let dt = sample.time - meanTime
            spread += dt * dt
            covarianceX += dt * (Double(sample.point.x) - meanX)
            covarianceY += dt * (Double(sample.point.y) - meanY)
        }
        guard spread > 0 else { return .zero }
        return CGPoint(x: covarianceX / spread, y: covarianceY / spread)
    }
}
