import FloatingPanel
import Foundation
import PanelPlatforms

/// The search for FloatingPanel's spring values that bring its paths closest to a reference's
/// releases (least squares over every sample): a grid over the fast releases' damping ratio and
/// the response time, then three refinements around the best point, as `fit --format` searches.
struct SpringSearch {
    /// One release's outcome: the release velocity used, the distance at each sample, and
    /// whether the fast-release spring (above 300 pt/s) moved it.
    struct Outcome {
        /// The release's time and location: a found release's may be a sample or two later.
        var t: Double
        var start: Double
        var velocity: Double
        var errors: [Double]
        var fast: Bool
    }

    let segments: [ReleaseSegment]
    let h: Double
    let pixel: Double
    /// The scene's rate and response time, which the search starts from.
    let current: (rate: Double, responseTime: Double)
    private let frames: Int

    init(segments: [ReleaseSegment], h: Double, pixel: Double, current: (rate: Double, responseTime: Double)) {
        self.segments = segments
        self.h = h
        self.pixel = pixel
        self.current = current
        let longest = segments.compactMap(\.taus.last).max() ?? 0
        frames = SpringPathBasis.frames(seconds: longest, h: h)
    }

    /// Whether a release is faster than 300 pt/s with `spring`: only those tell the deceleration rate.
    func hasFast(at spring: (rate: Double, responseTime: Double)) -> Bool {
        outcomes(rate: spring.rate, responseTime: spring.responseTime).contains(where: \.fast)
    }

    /// The searched damping ratios and response times (s): the springs of the shipped scenes and
    /// the target libraries lie well inside the first; a best spring at its edge is searched
    /// again in the wider one (Docs/reference.md "An honest fit").
    static let searched = (zeta: 0.1...2.0, response: 0.1...1.5)
    static let widened = (zeta: 0.05...4.0, response: 0.05...3.0)

    /// The best spring found: its rate and response time, its damping ratio, and the values that
    /// end at the edge of the widest search (by their names in a behavior file).
    struct Best {
        var rate: Double
        var responseTime: Double
        var zeta: Double
        var atBound: [String]
    }

    /// The best rate and response time: a grid over `searched`, or `widened` when the best is at
    /// the edge of the first, then refined.
    func best() -> Best {
        var found = best(zetas: Self.searched.zeta, responses: Self.searched.response, step: 0.05)
        var ranges = Self.searched
        if Self.isAtEdge(found, of: ranges) {
            ranges = Self.widened
            found = best(zetas: ranges.zeta, responses: ranges.response, step: 0.1)
        }
        var atBound: [String] = []
        let margin = 0.01
        if found.zeta <= ranges.zeta.lowerBound + margin || found.zeta >= ranges.zeta.upperBound - margin {
            atBound.append("springDecelerationRate")
        }
        if found.response <= ranges.response.lowerBound + margin
            || found.response >= ranges.response.upperBound - margin
        {
            atBound.append("springResponseTime")
        }
        return Best(
            rate: FloatingPanelSpringParameters.springDecelerationRate(
                dampingRatio: found.zeta, springResponseTime: found.response),
            responseTime: found.response, zeta: found.zeta, atBound: atBound)
    }

    private static func isAtEdge(
        _ found: (zeta: Double, response: Double), of ranges: (zeta: ClosedRange<Double>, response: ClosedRange<Double>)
    ) -> Bool {
        let margin = 0.06
        return found.zeta <= ranges.zeta.lowerBound + margin || found.zeta >= ranges.zeta.upperBound - margin
            || found.response <= ranges.response.lowerBound + margin
            || found.response >= ranges.response.upperBound - margin
    }

    /// The grid over `zetas` × `responses` at `step`, then four rounds of a finer grid around the
    /// best, kept within the ranges.
    private func best(zetas zetaRange: ClosedRange<Double>, responses responseRange: ClosedRange<Double>, step: Double)
        -> (zeta: Double, response: Double)
    {
        var best = (zeta: 1.0, response: current.responseTime, error: Double.infinity)
        var (zetaStep, responseStep) = (step, step)
        var zetas = Array(stride(from: zetaRange.lowerBound, through: zetaRange.upperBound, by: zetaStep))
        var responses = Array(stride(from: responseRange.lowerBound, through: responseRange.upperBound, by: step))
        for _ in 0..<4 {
            for response in responses where responseRange.contains(response) {
                let slow = basis(zeta: 1, response: response)
                for zeta in zetas where zetaRange.contains(zeta) {
                    let error = squaredError(fast: basis(zeta: zeta, response: response), slow: slow)
                    if error < best.error { best = (zeta, response, error) }
                }
            }
            zetaStep /= 5
            responseStep /= 5
            zetas = (-5...5).map { best.zeta + Double($0) * zetaStep }
            responses = (-5...5).map { best.response + Double($0) * responseStep }
        }
        return (best.zeta, best.response)
    }

    /// The mean distance, pt, over every sample of every release with `rate` and `responseTime`.
    func meanError(rate: Double, responseTime: Double) -> Double {
        let errors = outcomes(rate: rate, responseTime: responseTime).flatMap(\.errors)
        return errors.isEmpty ? 0 : errors.reduce(0, +) / Double(errors.count)
    }

    /// The range of a value around `best` over which the mean distance stays within `slack` pt of
    /// the best's: `error(x)` at each setting x, scanned outward in 1 % steps within `range`.
    static func range(
        around best: Double, within range: ClosedRange<Double>, slack: Double, error: (Double) -> Double
    ) -> ClosedRange<Double> {
        let limit = error(best) + slack
        var (low, high) = (best, best)
        for _ in 0..<200 {
            let next = max(low * 0.99, range.lowerBound)
            guard next < low, error(next) <= limit else { break }
            low = next
        }
        for _ in 0..<200 {
            let next = min(high * 1.01, range.upperBound)
            guard next > high, error(next) <= limit else { break }
            high = next
        }
        return low...high
    }

    /// Each release's outcome with FloatingPanel's springs for `rate` and `responseTime`.
    func outcomes(rate: Double, responseTime: Double) -> [Outcome] {
        let fast = SpringPathBasis(
            parameters: FloatingPanelSpringParameters(
                fastReleaseDecelerationRate: rate, springResponseTime: responseTime), h: h, frames: frames)
        let slow = basis(zeta: 1, response: responseTime)
        return segments.map { outcome($0, fast: fast, slow: slow) }
    }

    private func basis(zeta: Double, response: Double) -> SpringPathBasis {
        SpringPathBasis(
            parameters: FloatingPanelSpringParameters(dampingRatio: zeta, response: response), h: h, frames: frames)
    }

    private func squaredError(fast: SpringPathBasis, slow: SpringPathBasis) -> Double {
        segments.reduce(0) { sum, segment in
            sum + outcome(segment, fast: fast, slow: slow).errors.reduce(0) { $0 + $1 * $1 }
        }
    }

    /// A recorded velocity picks its spring; a found one takes whichever spring comes closer,
    /// and of a found release and the same let go a sample or two later, the earliest that
    /// follows the samples they share as closely as the best.
    private func outcome(_ segment: ReleaseSegment, fast: SpringPathBasis, slow: SpringPathBasis) -> Outcome {
        let threshold = FloatingPanelSpringParameters.fastReleaseSpeedThreshold
        if let known = segment.knownVelocity {
            let isFast = abs(known) > threshold
            let result = segment.closest(isFast ? fast : slow, fast: isFast, snap: pixel)
            return Outcome(
                t: segment.t, start: segment.start, velocity: result.velocity, errors: result.errors, fast: isFast)
        }
        let candidates = ([segment] + segment.later).map { closer($0, fast: fast, slow: slow) }
        guard candidates.count > 1, let shared = segment.later.last?.taus.count else { return candidates[0] }
        let sharedMeans = candidates.map { $0.errors.suffix(shared).reduce(0, +) / Double(shared) }
        let best = sharedMeans.min() ?? 0
        let chosen = sharedMeans.firstIndex { $0 <= best * 1.5 + 0.01 } ?? 0
        return candidates[chosen]
    }

    private func closer(_ segment: ReleaseSegment, fast: SpringPathBasis, slow: SpringPathBasis) -> Outcome {
        let viaFast = segment.closest(fast, fast: true, snap: pixel)
        let viaSlow = segment.closest(slow, fast: false, snap: pixel)
        let squares = { (errors: [Double]) in errors.reduce(0) { $0 + $1 * $1 } }
        return squares(viaFast.errors) < squares(viaSlow.errors)
            ? Outcome(
                t: segment.t, start: segment.start, velocity: viaFast.velocity, errors: viaFast.errors, fast: true)
            : Outcome(
                t: segment.t, start: segment.start, velocity: viaSlow.velocity, errors: viaSlow.errors, fast: false)
    }
}
