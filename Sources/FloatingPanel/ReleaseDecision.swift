import Foundation

/// What a release decides and why (Docs/engine.md §7.6, §5.2): the segment the target is chosen
/// in with its redirectional-progress threshold, where momentum projects and whether the segment
/// limited it, the chosen target and the attraction spring a release to it starts.
///
/// The engine chooses every release's target by computing this value, so anything that explains
/// or reports a release — the overlay, `simulate --summary`, exports — reads it instead of
/// restating the rules. `FloatingPanelController.lastRelease` holds the one of the latest release,
/// set before `floatingPanelWillEndDragging` (and before a removal the release triggers);
/// `releaseDecision(from:velocity:)` computes one for any location and velocity. Locations are
/// main-axis coordinates in the container (`L`, Docs/engine.md §2).
public struct FloatingPanelReleaseDecision: Hashable, Sendable {
    /// The two anchors the target is chosen between: the panel comes from `from` and goes to `to`
    /// when the projection passes the threshold.
    public struct Segment: Hashable, Sendable {
        /// The anchor on the near side of the projection; the target when the threshold is not passed.
        public let from: FloatingPanelState
        /// The anchor in the direction of travel; the target when the threshold is passed.
        public let to: FloatingPanelState
        /// `pos(from)`.
        public let fromLocation: CGFloat
        /// `pos(to)`.
        public let toLocation: CGFloat
        /// ρ: `redirectionalProgress(from, to)` clamped to 0…1, the share of the segment the
        /// projection must pass for the panel to go to `to`.
        public let threshold: CGFloat

        /// `|pos(to) − pos(from)|`; 0 when the two anchors coincide (or are the same state at an end).
        public var length: CGFloat { abs(toLocation - fromLocation) }

        /// Where the projection must pass for the panel to go to `to`: `pos(from) + ρ · (pos(to) − pos(from))`.
        public var thresholdLocation: CGFloat { fromLocation + threshold * (toLocation - fromLocation) }
    }

    /// The main-axis location at the release.
    public let location: CGFloat
    /// The main-axis release velocity in pt/s; the attraction spring starts with it.
    public let velocity: CGFloat
    /// Where momentum carries the release, before the segment limits it:
    /// `location + v · r / (1000 · (1 − r))`, `location` itself when every anchor coincides.
    public let momentumProjection: CGFloat
    /// The point the threshold is tested at: `momentumProjection`, kept from reaching past the
    /// anchor after `to` when the behavior does not project momentum to `to`.
    public let projection: CGFloat
    /// Whether `shouldProjectMomentum(to:)` let the projection choose the segment.
    public let projectsMomentum: Bool
    /// The state `shouldProjectMomentum(to:)` was asked about: the far end of the segment momentum
    /// reached. Nil when the layout has fewer than two anchors and nothing was asked.
    public let proposedState: FloatingPanelState?
    /// The segment the target was chosen in, with its threshold; nil when the layout has fewer
    /// than two anchors and the panel keeps its state.
    public let segment: Segment?
    /// The chosen target: `to` when the projection passed the threshold, else `from`. A delegate's
    /// `floatingPanelWillEndDragging` may still replace it.
    public let target: FloatingPanelState
    /// `pos(target)`.
    public let targetLocation: CGFloat
    /// The attraction spring a release to `target` starts (with `velocity`): the fast-release
    /// spring above 300 pt/s, the critically damped one below (Docs/engine.md §5.2).
    public let spring: FloatingPanelSpringParameters

    /// Whether the segment kept the projection from reaching as far as momentum carried it.
    public var isProjectionClamped: Bool { projection != momentumProjection }
}

extension FloatingPanelController {
    // MARK: - Target state (Docs/engine.md §7.6)

    /// The state a release at `current` with main-axis `velocity` settles in.
    public func targetState(from current: CGFloat, velocity: CGFloat) -> FloatingPanelState {
        releaseDecision(from: current, velocity: velocity).target
    }

    /// Everything a release at main-axis `current` with main-axis `velocity` (pt/s) decides, in the
    /// panel's current state, layout and behavior: the one computation of Docs/engine.md §7.6.
    public func releaseDecision(from current: CGFloat, velocity: CGFloat) -> FloatingPanelReleaseDecision {
        let adapter = self.adapter
        let states = adapter.sortedByCoordinate
        let spring = FloatingPanelSpringParameters.attraction(of: behavior, velocity: Double(velocity))
        guard states.count > 1, let first = states.first, let last = states.last else {
            return FloatingPanelReleaseDecision(
                location: current, velocity: velocity, momentumProjection: current, projection: current,
                projectsMomentum: false, proposedState: nil, segment: nil, target: state,
                targetLocation: adapter.location(of: state), spring: spring)
        }
        let rate = behavior.momentumProjectionRate
        let base = abs(
            adapter.location(of: adapter.leastExpandedState) - adapter.location(of: adapter.mostExpandedState))
        // Decision §19-7: a zero base projects nowhere.
        var momentum = base == 0 ? current : ((velocity / base) / 1000) * rate / (1 - rate) * base + current
        if !momentum.isFinite { momentum = current }
        var projection = momentum
        let distance = current - adapter.location(of: state)
        let forward = velocity == 0 ? distance > 0 : velocity > 0

        var (lower, upper) = bracket(adapter.segment(at: projection, forward: forward), first, last)
        var (from, to) = forward ? (lower, upper) : (upper, lower)
        let proposedState = to
        let projectsMomentum = behavior.shouldProjectMomentum(self, to: proposedState)
        if !projectsMomentum {
            (lower, upper) = bracket(adapter.segment(at: current, forward: forward), first, last)
            if lower == upper {
                if forward { upper = adapter.next(lower) } else { lower = adapter.previous(lower) }
            }
            (from, to) = forward ? (lower, upper) : (upper, lower)
            // Keep the projection from reaching past the neighbouring segment.
            if forward {
                projection = max(min(projection, adapter.location(of: adapter.next(to))), adapter.location(of: from))
            } else {
                projection = max(
                    min(projection, adapter.location(of: from)), adapter.location(of: adapter.previous(to)))
            }
        }
        let threshold = clamp(behavior.redirectionalProgress(self, from: from, to: to), 0, 1)
        let segment = FloatingPanelReleaseDecision.Segment(
            from: from, to: to, fromLocation: adapter.location(of: from), toLocation: adapter.location(of: to),
            threshold: threshold)
        let travelled = abs(projection - segment.fromLocation)
        // A zero-length segment (two anchors at one location) is passed by any projection off it,
        // as the ratio's division by zero would have it (x / 0 = ∞ > ρ, 0 / 0 is no pass).
        let passes = segment.length == 0 ? travelled > 0 : travelled / segment.length > threshold
        let target = passes ? to : from
        return FloatingPanelReleaseDecision(
            location: current, velocity: velocity, momentumProjection: momentum, projection: projection,
            projectsMomentum: projectsMomentum, proposedState: proposedState, segment: segment, target: target,
            targetLocation: adapter.location(of: target), spring: spring)
    }

    private func bracket(
        _ segment: (lower: FloatingPanelState?, upper: FloatingPanelState?), _ first: FloatingPanelState,
        _ last: FloatingPanelState
    ) -> (FloatingPanelState, FloatingPanelState) {
        (segment.lower ?? first, segment.upper ?? last)
    }
}
