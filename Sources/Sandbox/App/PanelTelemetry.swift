import FloatingPanel
import Foundation
import PanelScene

/// What the overlay needs to know that the engine only tells through delegate events: where each
/// panel's attraction is heading, and the last release with the reasons for its target.
final class PanelTelemetry {
    /// One release, explained.
    struct Release {
        let panel: ObjectIdentifier
        /// The engine's decision, as it handed it out with `willEndDragging` (or kept as
        /// `lastRelease` for a release the removal gesture ended).
        let decision: FloatingPanelReleaseDecision
        /// Why it went there, as `simulate --summary` says it.
        let explanation: ReleaseExplanation
        /// The target the decision chose, `hidden` for a removal.
        let chosen: FloatingPanelState
        /// The state the drag started in (a drag leaves the state as it is until its release).
        let from: FloatingPanelState
        /// When it happened, in the app's seconds.
        let time: Double
    }

    private var targets: [ObjectIdentifier: FloatingPanelState] = [:]
    /// Panels a finger is dragging: a removal ends their drag without `willEndDragging`.
    private var dragging: Set<ObjectIdentifier> = []
    private(set) var lastRelease: Release?

    /// Records `event` of `panel`, which happened at `time`.
    func record(_ event: PanelEvent, of panel: PanelRuntime, at time: Double) {
        let id = ObjectIdentifier(panel.controller)
        switch event {
        case .willBeginAttracting(let state):
            targets[id] = state
        case .willBeginDragging:
            targets[id] = nil
            dragging.insert(id)
        case .didEndAttracting:
            targets[id] = nil
        case .willEndDragging(let decision):
            dragging.remove(id)
            lastRelease = Release(
                panel: id, decision: decision,
                explanation: ReleaseExplanation(decision, of: panel, removed: false), chosen: decision.target,
                from: panel.controller.state, time: time)
        case .willRemove where dragging.contains(id):
            dragging.remove(id)
            if let decision = panel.controller.lastRelease {
                lastRelease = Release(
                    panel: id, decision: decision, explanation: ReleaseExplanation(decision, of: panel, removed: true),
                    chosen: .hidden, from: panel.controller.state, time: time)
            }
        default:
            break
        }
    }

    /// The state `panel`'s attraction is heading to, while one runs.
    func target(of panel: FloatingPanelController) -> FloatingPanelState? {
        panel.isAttracting ? targets[ObjectIdentifier(panel)] : nil
    }
}
