import FloatingPanel
import Foundation

/// Why a released panel goes where it goes: Docs/engine.md §7.6's target-state selection written out step
/// by step, so the overlay can draw the projected point, the segment, the redirectional-progress
/// threshold and the chosen target.
///
/// The engine computes the same selection in `targetState(from:velocity:)` without exposing its
/// intermediate values; this restatement uses only API, and the tests check that its
/// target equals the engine's for the engine document's tables.
struct ReleaseDecision: Equatable {
    /// Main-axis location at the release.
    let location: CGFloat
    /// Main-axis release velocity, pt/s.
    let velocity: CGFloat
    /// The projected location (clamped to the neighbouring segment when momentum is not projected).
    let projection: CGFloat
    /// The segment's end the panel comes from and the one it may go to.
    let from: FloatingPanelState
    let to: FloatingPanelState
    /// `redirectionalProgress(from, to)`, clamped to 0…1.
    let threshold: CGFloat
    /// Where the projection must pass for the panel to go to `to`: `pos(from) + ρ·(pos(to) − pos(from))`.
    let thresholdLocation: CGFloat
    /// `to` when the projection passed the threshold, else `from`.
    let target: FloatingPanelState

    /// The decision for `panel` released at main-axis `location` with `velocity`, before its
    /// state changes (as at `willEndDragging`).
    init?(panel: FloatingPanelController, location: CGFloat, velocity: CGFloat) {
        let states = panel.statesByCoordinate
        guard states.count > 1, let first = states.first, let last = states.last else { return nil }
        func position(_ state: FloatingPanelState) -> CGFloat {
            panel.position.mainLocation(panel.surfaceLocation(for: state))
        }
        func next(_ state: FloatingPanelState) -> FloatingPanelState {
            guard let index = states.firstIndex(of: state), index + 1 < states.count else { return state }
            return states[index + 1]
        }
        func previous(_ state: FloatingPanelState) -> FloatingPanelState {
            guard let index = states.firstIndex(of: state), index > 0 else { return state }
            return states[index - 1]
        }
        // Docs/engine.md §7.5, with the nil ends replaced by the first and last states.
        func segment(at point: CGFloat, forward: Bool) -> (FloatingPanelState, FloatingPanelState) {
            let index =
                forward ? states.firstIndex { point < position($0) } : states.firstIndex { point <= position($0) }
            guard let index else { return (last, last) }
            return index == 0 ? (first, first) : (states[index - 1], states[index])
        }

        let rate = panel.behavior.momentumProjectionRate
        let base = abs(position(panel.leastExpandedState) - position(panel.mostExpandedState))
        var projection = base == 0 ? location : ((velocity / base) / 1000) * rate / (1 - rate) * base + location
        if !projection.isFinite { projection = location }
        let forward = velocity == 0 ? location - position(panel.state) > 0 : velocity > 0

        var (lower, upper) = segment(at: projection, forward: forward)
        var (from, to) = forward ? (lower, upper) : (upper, lower)
        if !panel.behavior.shouldProjectMomentum(panel, to: to) {
            (lower, upper) = segment(at: location, forward: forward)
            if lower == upper {
                if forward { upper = next(lower) } else { lower = previous(lower) }
            }
            (from, to) = forward ? (lower, upper) : (upper, lower)
            projection =
                forward
                ? max(min(projection, position(next(to))), position(from))
                : max(min(projection, position(from)), position(previous(to)))
        }
        let threshold = min(max(panel.behavior.redirectionalProgress(panel, from: from, to: to), 0), 1)
        let progress = abs(projection - position(from)) / abs(position(from) - position(to))
        self.location = location
        self.velocity = velocity
        self.projection = projection
        self.from = from
        self.to = to
        self.threshold = threshold
        self.thresholdLocation = position(from) + threshold * (position(to) - position(from))
        self.target = progress > threshold ? to : from
    }
}
