import FloatingPanel
import Foundation
import PanelPlatforms

/// Finds where the finger let go in a motion that does not record it (a CSV trace, a screen
/// recording; Docs/reference.md "Releases"): in each stretch from rest to rest, the earliest
/// sample from which FloatingPanel's spring, from some release velocity, follows the path to rest.
package enum ReleaseFinder {
    /// A step between two samples larger than this, pt, is motion.
    static let stillStep = 0.2
    /// How close, as a mean over the samples, pt, a spring must follow the rest of the path
    /// without noise; a noisy reference adds its still samples' jitter (`tolerance(for:)`).
    static let exactTolerance = 0.1

    /// A candidate whose error falls below this share of the sample before's, and below the
    /// ceiling (pt), is where the path starts to follow a spring.
    static let dropShare = 0.35
    static let dropCeiling = 1.0

    /// A candidate whose error is within this share (plus `plateauMargin`, pt) of the best of
    /// the next `plateauLookahead` candidates is where the error stops falling: starting the
    /// spring later does not follow the path better, so what is left is the tracker's noise.
    static let plateauShare = 1.25
    static let plateauMargin = 0.02
    static let plateauLookahead = 4

    /// The tolerance for `samples`: the exact one plus 2.5 times the mean step between still
    /// samples, the jitter a tracker or a rounding leaves.
    static func tolerance(for samples: [ReferenceMotion.Sample]) -> Double {
        let stillSteps = zip(samples, samples.dropFirst()).map { abs($1.y - $0.y) }.filter { $0 <= stillStep }
        let jitter = stillSteps.isEmpty ? 0 : stillSteps.reduce(0, +) / Double(stillSteps.count)
        return exactTolerance + 2.5 * jitter
    }

    /// The springs tried when none is known yet: damping ratios and response times that span
    /// the springs of the shipped scenes and the target libraries; the closest is then refined.
    private static let trialSprings: [(zeta: Double, response: Double)] = stride(from: 0.4, through: 1.6, by: 0.2)
        .flatMap { zeta in stride(from: 0.2, through: 1.0, by: 0.1).map { (zeta, $0) } }

    /// How long before the rest, s, a release is looked for: FloatingPanel's springs over the
    /// searched values come within a point of rest well inside it, and it bounds the work a
    /// stretch of motion that never rests costs.
    static let longestSettle = 6.0

    /// The releases of `motion`, its springs stepped at `h`.
    package static func releases(in motion: ReferenceMotion, h: Double) -> [ReferenceMotion.Release] {
        let samples = motion.samples
        guard h.isFinite, h > 0 else { return [] }
        let tolerance = tolerance(for: samples)
        var releases: [ReferenceMotion.Release] = []
        var index = 0
        while index + 1 < samples.count {
            guard
                let start = (index..<(samples.count - 1)).first(where: {
                    abs(samples[$0 + 1].y - samples[$0].y) > stillStep
                }),
                let rest = ReleaseSegments.restRun(samples, after: start, before: samples.count, end: motion.end)
            else { break }
            if let release = release(samples, from: start, to: rest, h: h, tolerance: tolerance) {
                releases.append(ReferenceMotion.Release(index: release, velocity: nil, origin: .found))
            }
            index = rest.last
        }
        return releases
    }

    /// The earliest sample of the stretch from `start` to `rest` after which a spring follows
    /// the path within `tolerance`.
    private static func release(
        _ samples: [ReferenceMotion.Sample], from start: Int,
        to rest: (location: Double, start: Int, end: Int, last: Int), h: Double,
        tolerance: Double
    ) -> Int? {
        // A release is looked for in the last `longestSettle` seconds before the rest only.
        let restTime = samples[rest.start].t
        let earliest = samples[start..<rest.start].firstIndex { restTime - $0.t <= longestSettle } ?? start
        let frames = SpringPathBasis.frames(seconds: samples[rest.end - 1].t - samples[earliest].t, h: h)
        let trials = trialSprings.map {
            (
                $0,
                SpringPathBasis(
                    parameters: FloatingPanelSpringParameters(dampingRatio: $0.zeta, response: $0.response), h: h,
                    frames: frames)
            )
        }
        var errors: [Int: Double?] = [:]
        func error(_ candidate: Int) -> Double? {
            if let known = errors[candidate] { return known }
            // A candidate needs three samples after it before the rest's end.
            guard candidate + 3 < rest.end else { return nil }
            let after = samples[(candidate + 1)..<rest.end]
            let segment = ReleaseSegment(
                taus: after.map { $0.t - samples[candidate].t }, locations: after.map(\.y),
                start: samples[candidate].y, target: rest.location, knownVelocity: nil)
            let found = refinedError(segment, trials: trials, h: h, frames: frames)
            errors[candidate] = found
            return found
        }
        var previous: Double?
        for candidate in earliest..<max(earliest, rest.start - 1) {
            guard let first = error(candidate) else { break }
            defer { previous = first }
            // Noise a spring cannot follow keeps the error above the tolerance after the release;
            // the drop from the drag's error to the spring's still marks it.
            let drops = previous.map { first <= $0 * dropShare && first <= dropCeiling } ?? false
            // A lossy recording's tracker is noisier while the panel moves than while it rests:
            // the error then levels off above the tolerance from the release on.
            let later = ((candidate + 1)...(candidate + plateauLookahead)).compactMap { error($0) }.min()
            let levels = later.map { first <= $0 * plateauShare + plateauMargin && first <= dropCeiling } ?? false
            guard first <= tolerance || drops || levels else { continue }
            // A finger slowing at the end of a slow drag passes for a spring a frame early; a
            // sample that a spring follows far better is the release.
            let next = ((candidate + 1)...(candidate + 2)).compactMap { index in error(index).map { (index, $0) } }
            return next.first { $0.1 < first / 2 }?.0 ?? candidate
        }
        return nil
    }

    /// The smallest mean error of a spring on `segment`: the closest trial, then four rounds of
    /// a finer grid around it.
    private static func refinedError(
        _ segment: ReleaseSegment, trials: [((zeta: Double, response: Double), SpringPathBasis)], h: Double,
        frames: Int
    ) -> Double {
        var best = (zeta: 1.0, response: 0.4, error: Double.infinity)
        for (spring, basis) in trials {
            let error = meanError(segment, basis)
            if error < best.error { best = (spring.zeta, spring.response, error) }
        }
        var (zetaStep, responseStep) = (0.2 / 3, 0.1 / 3)
        for _ in 0..<4 {
            let center = best
            for zeta in (-2...2).map({ center.zeta + Double($0) * zetaStep }) where zeta > 0 {
                for response in (-2...2).map({ center.response + Double($0) * responseStep }) where response > 0.02 {
                    let parameters = FloatingPanelSpringParameters(dampingRatio: zeta, response: response)
                    let error = meanError(segment, SpringPathBasis(parameters: parameters, h: h, frames: frames))
                    if error < best.error { best = (zeta, response, error) }
                }
            }
            zetaStep /= 3
            responseStep /= 3
        }
        return best.error
    }

    /// The mean distance of the spring of `basis` from `segment`, from the closest release velocity.
    private static func meanError(_ segment: ReleaseSegment, _ basis: SpringPathBasis) -> Double {
        [true, false].map { fast in
            let errors = segment.closest(basis, fast: fast, snap: 0).errors
            return errors.reduce(0, +) / Double(errors.count)
        }.min() ?? .infinity
    }
}
