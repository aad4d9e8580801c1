import Foundation
import PanelConfig
import PanelExport
import PanelLive
import PanelReference

/// The reference motion the window compares with (`run --reference FILE`, or a file dropped on the
/// window; Docs/reference.md "In the window"): the motion as `fit --to FILE` reads it, the release
/// the lanes and the plot align it at, and the fit of a panel to it once `F` made one.
struct WindowReference: Sendable {
    /// The file as given.
    let path: String
    let motion: ReferenceMotion
    /// The panel whose leading edge the reference's y is: the focused one when it was read, the
    /// fitted one after `F`.
    var panel: String
    /// The reference's first release (recorded, else found as `reference` finds it); nil when it
    /// holds none, and it is then aligned at its first sample.
    let release: ReferenceMotion.Release?
    /// Every release of the reference, the first `release`: `M` plays them before any gesture.
    var releases: [ReferenceMotion.Release] = []
    /// The fit of `panel` to the reference (`F`).
    var fit: ReferenceFit?

    /// The file's name, as the lane's label and the messages give it.
    var fileName: String { (path as NSString).lastPathComponent }

    /// The time on the motion's clock the reference is aligned at: its release, else its start.
    var alignmentTime: Double {
        release.map { motion.samples[$0.index].t } ?? motion.samples.first?.t ?? 0
    }

    /// The leading edge at `t` seconds on the motion's clock: linear between two samples, the
    /// first sample's before it and the last's after it.
    func y(at t: Double) -> Double {
        let samples = motion.samples
        guard let first = samples.first, let last = samples.last else { return 0 }
        if t <= first.t { return first.y }
        if t >= last.t { return last.y }
        let after = firstIndex(after: t)
        let (a, b) = (samples[after - 1], samples[after])
        return b.t > a.t ? a.y + (b.y - a.y) * (t - a.t) / (b.t - a.t) : b.y
    }

    /// The samples from `start` to `end` seconds on the motion's clock (the plot draws them each
    /// frame: found by bisection, however long the reference).
    func samples(from start: Double, to end: Double) -> ArraySlice<ReferenceMotion.Sample> {
        let first = firstIndex(after: start.nextDown)
        let last = firstIndex(after: end)
        return first < last ? motion.samples[first..<last] : []
    }

    /// The index of the first sample later than `t` (the count when none is).
    private func firstIndex(after t: Double) -> Int {
        var low = 0
        var high = motion.samples.count
        while low < high {
            let middle = (low + high) / 2
            if motion.samples[middle].t <= t { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// What the side bar says once it is read: the file, its source, its samples and release.
    var summary: String {
        let n = { (value: Double) in ExportNumber.rounded(value, significantDigits: 3) }
        let release =
            release.map { "release at \(n(motion.samples[$0.index].t)) s (\($0.origin.rawValue))" }
            ?? "no release found: aligned at its start"
        return
            "Reference \(fileName): \(motion.source), \(motion.samples.count) samples over \(n(motion.duration)) s, \(release) — M shows it beside the lanes, F fits \(panel) to it"
    }

    /// Reads the file at `path` as `fit --to` does for panel `panel` of a scene whose container
    /// is `containerWidth` points wide (a recording's default scale): off the loop's thread, a
    /// video takes a while.
    static func read(path: String, panel: String, containerWidth: Double) -> Result<WindowReference, ReferenceError> {
        do throws(ReferenceError) {
            let motion = try ReferenceReader.read(
                path: path, panel: nil, recording: RecordingOptions(containerWidth: containerWidth))
            guard !motion.samples.isEmpty else { throw ReferenceError(path: path, "the reference has no samples") }
            // As `reference` prints them: recorded, else found at the motion's own rate.
            let h = motion.duration / Double(max(motion.samples.count - 1, 1))
            let releases = motion.releases.isEmpty ? ReleaseFinder.releases(in: motion, h: h) : motion.releases
            return .success(
                WindowReference(
                    path: path, motion: motion, panel: panel, release: releases.first, releases: releases))
        } catch {
            return .failure(error)
        }
    }
}

/// The reference's work off the loop's thread (reading a file, fitting a panel) and the
/// reference the window shows.
struct WindowReferenceState {
    /// The reference read last; a file that cannot be read keeps it.
    var current: WindowReference?
    /// A file being read.
    var reading: BackgroundTask<Result<WindowReference, ReferenceError>>?
    /// `F`'s fit under way, of the reference read from `path`.
    var fitting: (path: String, task: BackgroundTask<Result<ReferenceFit, FitFailure>>)?

    /// Why a fit gave no values: the scene's or the fit's error, as `fit --to` prints it.
    struct FitFailure: Error {
        var description: String
    }

    /// Fits panel `panel` of the scene `load` gives (the bytes that run, as `fit --to` loads the
    /// file) to `motion`.
    static func fit(
        _ motion: ReferenceMotion, panel: String, load: @Sendable () throws -> ResolvedScene
    ) -> Result<ReferenceFit, FitFailure> {
        do {
            return .success(try ReferenceFit(motion: motion, scene: try load(), panel: panel))
        } catch let error as ConfigError {
            return .failure(FitFailure(description: error.description))
        } catch {
            return .failure(FitFailure(description: "\(error)"))
        }
    }
}
