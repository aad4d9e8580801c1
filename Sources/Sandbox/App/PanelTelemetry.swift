import FloatingPanel
import Foundation
import PanelScene

/// What the overlay needs to know that the engine only tells through delegate events: where each
/// panel's attraction is heading, and the last release with the reasons for its target.
final class PanelTelemetry {
    /// One release, explained.
    struct Release {
        let panel: ObjectIdentifier
        /// The engine's decision, as it handed it out with `willEndDragging`.
        let decision: FloatingPanelReleaseDecision
        /// The state the drag started in (a drag leaves the state as it is until its release).
        let from: FloatingPanelState
        /// The target the decision chose.
        var chosen: FloatingPanelState { decision.target }
        /// When it happened, in the app's seconds.
        let time: Double
    }

    private var targets: [ObjectIdentifier: FloatingPanelState] = [:]
    private(set) var lastRelease: Release?

    /// Records `event` of `panel`, which happened at `time`.
    func record(_ event: PanelEvent, of panel: PanelRuntime, at time: Double) {
        let id = ObjectIdentifier(panel.controller)
        switch event {
        case .willBeginAttracting(let state):
            targets[id] = state
        case .didEndAttracting, .willBeginDragging:
            targets[id] = nil
        case .willEndDragging(let decision) where decision.segment != nil:
            // A layout of one anchor decides nothing worth explaining.
            lastRelease = Release(panel: id, decision: decision, from: panel.controller.state, time: time)
        default:
            break
        }
    }

    /// The state `panel`'s attraction is heading to, while one runs.
    func target(of panel: FloatingPanelController) -> FloatingPanelState? {
        panel.isAttracting ? targets[ObjectIdentifier(panel)] : nil
    }
}
