import FloatingPanel
import Foundation
import PanelPlatforms

/// Cuts a reference into its releases as the fit uses them (Docs/reference.md "The fit"): each
/// release from the sample where the finger let go until the panel rests, with the stop it rests
/// at and the stop it started from.
enum ReleaseSegments {
    /// One release of the reference.
    struct Cut {
        var segment: ReleaseSegment
        /// The stop the panel rested at before the drag, and the one it comes to rest at.
        var from: FloatingPanelState
        var stop: ReferenceStops.Stop
        /// How far the reference rests from the stop's location, pt.
        var restOffset: Double
    }

    /// How still the reference must stay, pt, and for how long, s, to be at rest.
    static let restTolerance = 0.5
    static let restSeconds = 0.2
    /// How much rest after the panel stops a release keeps, s: enough to see it stay.
    static let keptRestSeconds = 0.25

    /// The releases of `motion` at `releases` that come to rest before the next one.
    static func segments(_ motion: ReferenceMotion, releases: [ReferenceMotion.Release], stops: ReferenceStops)
        -> [Cut]
    {
        let samples = motion.samples
        let ordered = releases.sorted { $0.index < $1.index }.filter { samples.indices.contains($0.index) }
        var cuts: [Cut] = []
        var from = stops.nearest(samples[0].y).state
        for (number, release) in ordered.enumerated() {
            let limit = number + 1 < ordered.count ? ordered[number + 1].index : samples.count
            guard let rest = restRun(samples, after: release.index, before: limit, end: motion.end) else { continue }
            let stop = stops.nearest(rest.location)
            guard release.index + 1 < rest.end else { continue }
            let segment = { (index: Int) in
                ReleaseSegment(
                    taus: samples[(index + 1)..<rest.end].map { $0.t - samples[index].t },
                    locations: samples[(index + 1)..<rest.end].map(\.y), start: samples[index].y,
                    target: stop.location, knownVelocity: release.velocity, t: samples[index].t)
            }
            var first = segment(release.index)
            if release.velocity == nil {
                first.later = (1...2).map { release.index + $0 }.filter { rest.end - $0 > 3 }.map(segment)
            }
            if let named = release.from, let state = stops.stops.first(where: { $0.name == named })?.state {
                from = state
            }
            cuts.append(
                Cut(
                    segment: first, from: from, stop: stop,
                    restOffset: abs(rest.location - stop.location)))
            from = stop.state
        }
        return cuts
    }

    /// The time between two samples, s: the middle of the first few steps, for a frame's hold.
    static func frameTime(_ samples: [ReferenceMotion.Sample]) -> Double {
        let steps = zip(samples.prefix(16), samples.prefix(16).dropFirst()).map { $1.t - $0.t }.sorted()
        return steps.isEmpty ? 0 : steps[steps.count / 2]
    }

    /// Where the samples after `index` (before `limit`) come to rest: the rest's mean location,
    /// its first sample, the end of the samples a release keeps and the rest's last sample; nil
    /// when they never rest.
    static func restRun(
        _ samples: [ReferenceMotion.Sample], after index: Int, before limit: Int, end recordingEnd: Double? = nil
    ) -> (location: Double, start: Int, end: Int, last: Int)? {
        guard index + 1 < limit else { return nil }
        var start = index + 1
        while start < limit {
            var end = start
            while end + 1 < limit, abs(samples[end + 1].y - samples[start].y) <= restTolerance { end += 1 }
            // A frame holds until the next one: an encoder that merges still frames leaves one
            // long frame where the panel rests; the last holds until the recording ends (a
            // trace's last sample for a frame's time).
            let held =
                end + 1 < samples.count
                ? samples[end + 1].t : max(recordingEnd ?? 0, samples[end].t + frameTime(samples))
            let lasts = held - samples[start].t
            // A still stretch cut by the next release is a rest however short; one that ends the
            // reference must last as any rest does, or a reference cut while the panel settles
            // would rest where it was cut.
            let reachesNext = end + 1 == limit && limit < samples.count && end > start
            if lasts >= restSeconds || reachesNext {
                let run = samples[start...end]
                let location = run.map(\.y).reduce(0, +) / Double(run.count)
                var kept = start
                while kept < end, samples[kept].t - samples[start].t < keptRestSeconds { kept += 1 }
                return (location, start, kept + 1, end)
            }
            start += 1
        }
        return nil
    }
}
