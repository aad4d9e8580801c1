import FloatingPanel
import Foundation
import PanelConfig
import PanelPlatforms

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
        /// Whether the fit used the release: one with fewer than `minimumSamples` samples from
        /// its release to its rest is shown, not fitted.
        package var used: Bool
    }

    /// The fewest samples from a release to its rest that the fit takes as evidence: a mean over
    /// three to five samples says nothing of a spring.
    package static let minimumSamples = 8
    /// How far from a stop, pt, a reference's rest may lie before `--write` refuses the fit.
    package static let farRestPt = 3.0
    /// How much farther from the best fit's path, pt (mean), a value may go and stay in its range.
    package static let uncertaintySlackPt = 0.5

    package var panel: String
    /// What the reference is (`ReferenceMotion.source`).
    package var source: String
    package var values: Values
    package var releases: [Release]
    /// What the reference could not decide, each a sentence.
    package var undetermined: [String]
    /// The values that end at the edge of their search, by their names in a behavior file.
    package var atBound: [String]
    /// Each fitted spring value's range whose paths stay within `uncertaintySlackPt` of the best's.
    package var uncertainty: [(name: String, range: ClosedRange<Double>)]
    /// The mean distance over every sample of the fitted releases, pt, of FloatingPanel's path
    /// with the fitted values and with the scene's own: a fit no closer is no reason to change them.
    package var sampleMeanPt: Double
    package var sceneMeanPt: Double
    /// The frame rate FloatingPanel's paths are stepped at (the scene's `refreshRate`).
    package var fps: Double

    /// The mean of the used releases' means.
    package var meanPt: Double {
        let used = releases.filter(\.used)
        return used.isEmpty ? 0 : used.map(\.meanPt).reduce(0, +) / Double(used.count)
    }
    package var largestPt: Double { releases.filter(\.used).map(\.largestPt).max() ?? 0 }

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
        let all = ReleaseSegments.segments(motion, releases: releases, stops: stops)
        guard !all.isEmpty else {
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
        let isUsed = all.map { $0.segment.taus.count >= Self.minimumSamples }
        let segments = zip(all, isUsed).filter(\.1).map(\.0)
        guard !segments.isEmpty else {
            let counts = all.map { String($0.segment.taus.count) }.joined(separator: ", ")
            throw ReferenceFitError(
                "every release has fewer than \(Self.minimumSamples) samples from its release to its rest (\(counts)); record at a higher frame rate, or until the panel has rested"
            )
        }
        let behavior = panel.behavior
        let sceneSpring = (
            rate: Double(behavior.springDecelerationRate), responseTime: Double(behavior.springResponseTime)
        )
        let search = SpringSearch(segments: segments.map(\.segment), h: h, pixel: stops.pixel, current: sceneSpring)
        let best = search.best()
        let hasFast = search.hasFast(at: (best.rate, best.responseTime))
        let (rate, responseTime) = Self.shortest(
            hasFast ? best.rate : sceneSpring.rate, best.responseTime, keepsRate: !hasFast,
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
        atBound = best.atBound.filter { hasFast || $0 != "springDecelerationRate" }
        for name in atBound {
            let value = name == "springResponseTime" ? responseTime : rate
            undetermined.append(
                "\(name) \(ExportNumber.rounded(value, significantDigits: 6)) ends at the edge of its search (damping ratio \(SpringSearch.widened.zeta.lowerBound)–\(SpringSearch.widened.zeta.upperBound), response \(SpringSearch.widened.response.lowerBound)–\(SpringSearch.widened.response.upperBound) s): the reference does not decide it"
            )
        }
        uncertainty = Self.uncertainty(
            search: search, rate: rate, responseTime: responseTime, fitsRate: hasFast)
        sampleMeanPt = search.meanError(rate: rate, responseTime: responseTime)
        sceneMeanPt = search.meanError(rate: sceneSpring.rate, responseTime: sceneSpring.responseTime)
        let outcomes = search.outcomes(rate: rate, responseTime: responseTime)
        let decisions = ReleaseDecisions(
            stops: stops, behavior: behavior,
            releases: zip(segments, outcomes).map { ($0.from, $1.start, $1.velocity, $0.stop) })
        let chosen = decisions.best()
        let decided = decisions.decided(projects: chosen.projects, progress: chosen.progress)
        if segments.count < 2 {
            undetermined.append(
                "shouldProjectMomentum and redirectionalProgress: one release cannot tell where the panel stops; record several releases that end at different stops"
            )
        } else {
            if !decided.projects {
                undetermined.append(
                    "shouldProjectMomentum: the releases reach the same stops with and without projection; the scene's is kept"
                )
            }
            if !decided.progress {
                undetermined.append(
                    "redirectionalProgress: every progress sends the releases to the same stops; the scene's is kept")
            }
        }
        for (cut, used) in zip(all, isUsed) where !used {
            undetermined.append(
                "the release at \(ExportNumber.rounded(cut.segment.t, significantDigits: 4)) s has \(cut.segment.taus.count) samples to its rest, fewer than \(Self.minimumSamples): shown, not fitted"
            )
        }
        undetermined.append(
            "momentumProjectionRate and removalInteractionVelocityThreshold are not fitted: the stops reached are matched with the scene's"
        )
        let ruleStops = decisions.targets(projects: chosen.projects, progress: chosen.progress)
        self.panel = panel.id
        source = motion.source
        self.fps = scene.refreshRate
        let several = segments.count >= 2
        values = Values(
            springDecelerationRate: rate, springResponseTime: responseTime,
            shouldProjectMomentum: several && decided.projects ? chosen.projects : nil,
            redirectionalProgress: several && decided.progress ? Self.rounded(chosen.progress, digits: 3) : nil)
        // Every release found, the ones too short to fit shown with the fitted values' path.
        let shown = SpringSearch(segments: all.map(\.segment), h: h, pixel: stops.pixel, current: sceneSpring)
            .outcomes(rate: rate, responseTime: responseTime)
        var ruleStop = ruleStops.makeIterator()
        self.releases = all.indices.map { index in
            let segment = all[index]
            let outcome = shown[index]
            return Release(
                t: outcome.t, start: outcome.start, stop: segment.stop.name,
                ruleStop: isUsed[index] ? ruleStop.next() ?? segment.stop.name : segment.stop.name,
                velocity: outcome.velocity, velocityRecorded: segment.segment.knownVelocity != nil,
                meanPt: outcome.errors.reduce(0, +) / Double(max(outcome.errors.count, 1)),
                largestPt: outcome.errors.max() ?? 0, samples: outcome.errors.count,
                restOffsetPt: segment.restOffset, used: isUsed[index])
        }
        self.undetermined = undetermined
    }

    /// The ranges of the response time (and of the rate, when the releases fit it) over which the
    /// mean distance stays within `uncertaintySlackPt` of the best's, each varied alone; the rate
    /// is varied through the damping ratio, which it sets at the response time.
    private static func uncertainty(search: SpringSearch, rate: Double, responseTime: Double, fitsRate: Bool)
        -> [(name: String, range: ClosedRange<Double>)]
    {
        let widest = SpringSearch.widened
        var ranges: [(name: String, range: ClosedRange<Double>)] = []
        if fitsRate {
            let zeta = FloatingPanelSpringParameters(
                fastReleaseDecelerationRate: rate, springResponseTime: responseTime
            )
            .dampingRatio
            let rateOf = { (zeta: Double) in
                FloatingPanelSpringParameters.springDecelerationRate(
                    dampingRatio: zeta, springResponseTime: responseTime)
            }
            let zetas = SpringSearch.range(around: zeta, within: widest.zeta, slack: uncertaintySlackPt) {
                search.meanError(rate: rateOf($0), responseTime: responseTime)
            }
            ranges.append(("springDecelerationRate", rateOf(zetas.upperBound)...rateOf(zetas.lowerBound)))
        }
        let responses = SpringSearch.range(around: responseTime, within: widest.response, slack: uncertaintySlackPt) {
            search.meanError(rate: rate, responseTime: $0)
        }
        ranges.append(("springResponseTime", responses))
        return ranges
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
