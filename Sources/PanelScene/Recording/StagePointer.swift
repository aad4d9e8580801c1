import FloatingPanel
import Foundation
import PanelConfig

/// One pointer on a stage: the routing `simulate` and the window share (Sandbox's `PointerRouter`
/// estimates velocities and hands every event here), so a recording replays as it was played.
///
/// A down goes through the stage's hit testing: on a surface the stage runs the pan (with the
/// step's slop); on a backdrop that swallows touches, releasing it without having moved `slop`
/// is a tap there (Docs/engine.md §9.3: the panel decides whether a tap dismisses it); elsewhere nothing
/// of the panels reacts.
package struct StagePointer {
    /// The backdrop a down landed on, until the pointer goes up or moves too far for a tap.
    private var backdropTap: (panel: FloatingPanelController, start: CGPoint, slop: CGFloat)?

    package init() {}

    /// What an event did besides driving the stage, for a window that reacts to it (focus, a
    /// detail panel opened from a row).
    package enum Reaction {
        /// A down landed on `target`.
        case landed(FloatingPanelStage.HitTarget)
        /// An up ended a touch on `panel`'s surface before a pan began: a tap on it.
        case tappedSurface(FloatingPanelController)
        /// Such a tap moved `panel` by its `surfaceTap` recipe; it does nothing else.
        case tapMovedPanel(FloatingPanelController)
    }

    /// Applies one pointer event to `stage`.
    @discardableResult
    package mutating func apply(_ input: PointerInput, to stage: FloatingPanelStage) -> Reaction? {
        switch input.phase {
        case .down:
            backdropTap = nil
            if case .surface(let panel, _) = stage.hitTest(input.location) { Self.runtime(of: panel)?.touchDidBegin() }
            let target = stage.touchDown(at: input.location, slop: input.slop, velocity: input.velocity)
            if case .backdrop(let panel) = target { backdropTap = (panel, input.location, input.slop) }
            return .landed(target)
        case .move:
            stage.touchMoved(to: input.location, velocity: input.velocity)
            if let tap = backdropTap, Self.hasMoved(to: input.location, from: tap.start, slop: tap.slop) {
                backdropTap = nil
            }
        case .up:
            let tapped = stage.touchUp(at: input.location, velocity: input.velocity)
            if let tap = backdropTap, !Self.hasMoved(to: input.location, from: tap.start, slop: tap.slop) {
                tap.panel.tapBackdrop()
            }
            backdropTap = nil
            guard let tapped else { return nil }
            if Self.runtime(of: tapped)?.surfaceTapped() == true { return .tapMovedPanel(tapped) }
            return .tappedSurface(tapped)
        case .cancel:
            stage.touchCancelled()
            backdropTap = nil
        }
        return nil
    }

    /// The scene's runtime of a panel: every panel of a scene has its runtime as delegate.
    private static func runtime(of panel: FloatingPanelController) -> PanelRuntime? {
        panel.delegate as? PanelRuntime
    }

    /// Whether the pointer went `slop` or more from `start`; with a slop of 0, any movement counts.
    package static func hasMoved(to point: CGPoint, from start: CGPoint, slop: CGFloat) -> Bool {
        let dx = point.x - start.x
        let dy = point.y - start.y
        let distance = (dx * dx + dy * dy).squareRoot()
        return distance > 0 && distance >= slop
    }
}
