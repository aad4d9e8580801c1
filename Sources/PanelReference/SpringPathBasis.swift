import FloatingPanel
import Foundation
import PanelPlatforms

/// FloatingPanel's attraction spring, stepped once a frame, as two unit paths: the engine's step
/// is linear in the distance from the target and the velocity, so the path from any release is
/// `target + a(τ)·(x0 − target) + b(τ)·v0` (Docs/reference.md "The fit").
struct SpringPathBasis {
    /// The path from distance 1 at rest, and from distance 0 at 1 pt/s, frame by frame.
    let distance: [Double]
    let velocity: [Double]
    let h: Double

    /// The basis of `parameters` stepped at `h` for `frames` frames.
    init(parameters: FloatingPanelSpringParameters, h: Double, frames: Int) {
        self.h = h
        var fromDistance = NumericSpring(location: 1, velocity: 0, target: 0, parameters: parameters)
        var fromVelocity = NumericSpring(location: 0, velocity: 1, target: 0, parameters: parameters)
        var distance = [1.0]
        var velocity = [0.0]
        distance.reserveCapacity(frames + 1)
        velocity.reserveCapacity(frames + 1)
        for _ in 0..<frames {
            fromDistance.step(CGFloat(h))
            fromVelocity.step(CGFloat(h))
            distance.append(Double(fromDistance.location))
            velocity.append(Double(fromVelocity.location))
        }
        self.distance = distance
        self.velocity = velocity
    }

    /// The most a basis is stepped, s: every spring the fit tries has come to rest long before.
    static let longestPath = 30.0

    /// The frames that cover `seconds` after a release at `h`, at most `longestPath`'s.
    static func frames(seconds: Double, h: Double) -> Int {
        let covered = min(max(seconds, 0), longestPath) / h
        return covered.isFinite ? Int(covered.rounded(.up)) + 2 : 2
    }

    /// `a(τ)` and `b(τ)` at `τ` seconds after the release, between frames by straight lines;
    /// past the last frame, the last frame's.
    func at(_ tau: Double) -> (distance: Double, velocity: Double) {
        let position = tau / h
        guard position < Double(distance.count - 1) else {
            return (distance[distance.count - 1], velocity[velocity.count - 1])
        }
        guard position > 0 else { return (distance[0], velocity[0]) }
        let lower = min(Int(position), distance.count - 1)
        let upper = min(lower + 1, distance.count - 1)
        let share = min(max(position - Double(lower), 0), 1)
        return (
            distance[lower] + (distance[upper] - distance[lower]) * share,
            velocity[lower] + (velocity[upper] - velocity[lower]) * share
        )
    }
}

/// One release of a reference as the fit sees it: where it starts, the stop it goes to, and the
/// reference's samples after it.
struct ReleaseSegment {
    /// Seconds after the release and the reference's location there, from the first sample after it.
    var taus: [Double]
    var locations: [Double]
    var start: Double
    var target: Double
    /// The recorded release velocity; nil: the fit finds it.
    var knownVelocity: Double?
    /// The release's time in the reference.
    var t: Double = 0
    /// For a release found from the motion, the same release let go one and two samples later:
    /// a finger slowing at the end of a drag can pass for a spring's first frame.
    var later: [ReleaseSegment] = []

    /// The release velocity that brings FloatingPanel's path closest to the samples with
    /// `basis`, kept on the side of 300 pt/s the basis is for, and the distance at each sample.
    func closest(_ basis: SpringPathBasis, fast: Bool, snap pixel: Double) -> (velocity: Double, errors: [Double]) {
        let weights = taus.map(basis.at)
        var velocity: Double
        if let knownVelocity {
            velocity = knownVelocity
        } else {
            var (numerator, denominator) = (0.0, 0.0)
            for (index, weight) in weights.enumerated() {
                let residual = locations[index] - target - weight.distance * (start - target)
                numerator += weight.velocity * residual
                denominator += weight.velocity * weight.velocity
            }
            velocity = denominator > 0 ? numerator / denominator : 0
            let threshold = FloatingPanelSpringParameters.fastReleaseSpeedThreshold
            if fast {
                velocity = velocity < 0 ? min(velocity, -threshold - 1e-6) : max(velocity, threshold + 1e-6)
            } else {
                velocity = min(max(velocity, -threshold), threshold)
            }
        }
        var errors: [Double] = []
        errors.reserveCapacity(taus.count)
        var settled = false
        var previous = start
        for (index, weight) in weights.enumerated() {
            var location = target + weight.distance * (start - target) + weight.velocity * velocity
            // The engine's stop test: within a pixel of the target and moving less than one, it snaps.
            if settled || (abs(location - target) <= pixel && abs(location - previous) <= pixel) {
                settled = true
                location = target
            }
            previous = location
            errors.append(abs(location - locations[index]))
        }
        return (velocity, errors)
    }
}
