import FloatingPanel
import Foundation
import PanelConfig

/// The behavior values that make a panel of a scene move like a reference motion
/// (Docs/reference.md "The fit"): FloatingPanel's spring (`springDecelerationRate`,
/// `springResponseTime`) from the path after each release, and — when the reference holds
/// several releases — the momentum projection and redirectional progress that send each release
/// to the stop it reached.
package struct ReferenceFit: Sendable {
    /// The values found; a value the reference cannot decide keeps the scene's.
    package struct Values: Equatable, Sendable {
        package var springDecelerationRate: Double
        package var springResponseTime: Double
        /// Nil when the reference does not hold several releases to decide it.
        package var shouldProjectMomentum: Bool?
        package var redirectionalProgress: Double?
    }

    /// One release: FloatingPanel's path with the fitted values against the reference's.
    package struct Release: Sendable {
        /// The release's time in the reference, seconds.
        package var t: Double
        package var start: Double
        /// The stop the reference comes to rest at, and where FloatingPanel's rules send the release.
        package var stop: String
        package var ruleStop: String
        /// The release velocity, pt/s, and whether the reference recorded it or the fit found it.
        package var velocity: Double
        package var velocityRecorded: Bool
        package var meanPt: Double
        package var largestPt: Double
        package var samples: Int
        /// How far the reference rests from the stop's location, pt.
        package var restOffsetPt: Double
    }

    package var panel: String
    /// What the reference is (`ReferenceMotion.source`).
    package var source: String
    package var values: Values
    package var releases: [Release]
    /// What the reference could not decide, each a sentence.
    package var undetermined: [String]
    /// The frame rate FloatingPanel's paths are stepped at (the scene's `refreshRate`).
    package var fps: Double

    /// The mean of the releases' means.
    package var meanPt: Double {
        releases.isEmpty ? 0 : releases.map(\.meanPt).reduce(0, +) / Double(releases.count)
    }
    package var largestPt: Double { releases.map(\.largestPt).max() ?? 0 }

    /// Fits panel `panelID` of `scene` (the first when nil) to `motion`.
    package init(motion: ReferenceMotion, scene: ResolvedScene, panel panelID: String?) throws(ReferenceFitError) {
        guard let panel = panelID.map({ id in scene.panels.first { $0.id == id } }) ?? scene.panels.first else {
            let ids = scene.panels.map(\.id)
            throw ReferenceFitError(
                "the scene has no panel '\(panelID ?? "")'; its panels are \(ids.joined(separator: ", "))\(Suggestions.didYouMean(panelID ?? "", in: ids))"
            )
        }
        let stops = ReferenceStops(panel: panel, scene: scene)
        let h = 1 / scene.refreshRate
        var releases = motion.releases
        if releases.isEmpty { releases = ReleaseFinder.releases(in: motion, h: h) }
        let segments = ReleaseSegments.segments(motion, releases: releases, stops: stops)
        guard !segments.isEmpty else {
            let samples = motion.samples
            let moving =
                samples.count >= 2
                && abs(samples[samples.count - 1].y - samples[samples.count - 2].y) > ReleaseSegments.restTolerance
            let end =
                moving
                ? " (it ends while the panel moves, at t \(ExportNumber.rounded(samples[samples.count - 1].t, significantDigits: 6)) s)"
                : ""
            throw ReferenceFitError(
                "the reference holds no release that comes to rest\(end); record the panel from before the finger lets go until it stops"
            )
        }
        let behavior = panel.behavior
        let search = SpringSearch(
            segments: segments.map(\.segment), h: h, pixel: stops.pixel,
            current: (Double(behavior.springDecelerationRate), Double(behavior.springResponseTime)))
        let best = search.best()
        let hasFast = search.hasFast(at: best)
        let current = Double(behavior.springDecelerationRate)
        let (rate, responseTime) = Self.shortest(
            hasFast ? best.rate : current, best.responseTime, keepsRate: !hasFast,
            samples: segments.reduce(0) { $0 + $1.segment.taus.count }
        ) {
            search.outcomes(rate: $0, responseTime: $1).reduce(0) { sum, outcome in
                sum + outcome.errors.reduce(0) { $0 + $1 * $1 }
            }
        }
        var undetermined: [String] = []
        if !hasFast {
            undetermined.append(
                "springDecelerationRate: no release is faster than 300 pt/s, where FloatingPanel's fast-release spring takes it; kept at \(ExportNumber.rounded(rate, significantDigits: 6))"
            )
        }
        let outcomes = search.outcomes(rate: rate, responseTime: responseTime)
        let decisions = ReleaseDecisions(
            stops: stops, behavior: behavior,
            releases: zip(segments, outcomes).map { ($0.from, $1.start, $1.velocity, $0.stop) })
        let chosen = decisions.best()
        if segments.count < 2 {
            undetermined.append(
                "shouldProjectMomentum and redirectionalProgress: one release cannot tell where the panel stops; record several releases that end at different stops"
            )
        }
        undetermined.append(
            "momentumProjectionRate and removalInteractionVelocityThreshold are not fitted: the stops reached are matched with the scene's"
        )
        let ruleStops = decisions.targets(projects: chosen.projects, progress: chosen.progress)
        self.panel = panel.id
        source = motion.source
        self.fps = scene.refreshRate
        values = Values(
            springDecelerationRate: rate, springResponseTime: responseTime,
            shouldProjectMomentum: segments.count >= 2 ? chosen.projects : nil,
            redirectionalProgress: segments.count >= 2 ? Self.rounded(chosen.progress, digits: 3) : nil)
        self.releases = segments.indices.map { index in
            let segment = segments[index]
            let outcome = outcomes[index]
            return Release(
                t: outcome.t, start: outcome.start, stop: segment.stop.name, ruleStop: ruleStops[index],
                velocity: outcome.velocity, velocityRecorded: segment.segment.knownVelocity != nil,
                meanPt: outcome.errors.reduce(0, +) / Double(max(outcome.errors.count, 1)),
                largestPt: outcome.errors.max() ?? 0, samples: outcome.errors.count,
                restOffsetPt: segment.restOffset)
        }
        self.undetermined = undetermined
    }

    /// The rate and response time with the fewest digits (2 to 6) that follow the reference's
    /// `samples` as closely as the search's (within 1 % of its squared error, or a hundredth of a
    /// point a sample): what a person writes.
    static func shortest(
        _ rate: Double, _ responseTime: Double, keepsRate: Bool, samples: Int,
        squaredError: (Double, Double) -> Double
    ) -> (Double, Double) {
        let target = squaredError(rate, responseTime) * 1.01 + Double(samples) * 0.01 * 0.01
        var best = (rate, responseTime)
        for responseDigits in (2...6).reversed() {
            let response = rounded(responseTime, digits: responseDigits)
            guard squaredError(keepsRate ? rate : rounded(rate, digits: 6), response) <= target else { break }
            best.1 = response
        }
        guard !keepsRate else { return best }
        for rateDigits in (2...6).reversed() {
            let shorter = rounded(rate, digits: rateDigits)
            guard shorter < 1, squaredError(shorter, best.1) <= target else { break }
            best.0 = shorter
        }
        return best
    }

    /// `value` to `digits` significant digits.
    static func rounded(_ value: Double, digits: Int) -> Double {
        Double(ExportNumber.rounded(value, significantDigits: digits)) ?? value
    }
}

/// Why a reference cannot be fitted.
package struct ReferenceFitError: Error, CustomStringConvertible {
    package let description: String

    /// `error: message`.
    package init(_ message: String) { description = "error: \(message)" }
}
