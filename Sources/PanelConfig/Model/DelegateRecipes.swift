import FloatingPanel
import Foundation

/// What FloatingPanel apps write in their delegate rather than in a behavior object, tuned by
/// behavior keys (Docs/config.md "Behavior: delegate recipes"). Nil or empty parts keep the
/// engine's own answer.
package struct DelegateRecipes: Equatable, Sendable {
    /// `moveBoundary`: how far a drag may take the surface past the extreme anchors.
    package struct MoveBoundary: Equatable, Sendable {
        /// Points past the most expanded anchor; nil leaves that side unbounded.
        package var expanded: CGFloat?
        /// Points past the least expanded shown anchor; nil leaves that side unbounded.
        package var collapsed: CGFloat?

        package init(expanded: CGFloat?, collapsed: CGFloat?) {
            self.expanded = expanded
            self.collapsed = collapsed
        }
    }

    /// `surfaceTap`: a tap on the surface in one of `states` moves the panel to `moveTo`.
    package struct SurfaceTap: Equatable, Sendable {
        package var states: [FloatingPanelState]
        package var moveTo: FloatingPanelState

        package init(states: [FloatingPanelState], moveTo: FloatingPanelState) {
            self.states = states
            self.moveTo = moveTo
        }
    }

    /// `animations`: property animators replacing the default transitions; nil keeps the default.
    package struct Animations: Equatable, Sendable {
        /// `hidden` → a state.
        package var present: FloatingPanelPropertyAnimator?
        /// A state → `hidden`.
        package var dismiss: FloatingPanelPropertyAnimator?
        /// Programmatic moves between shown states.
        package var move: FloatingPanelPropertyAnimator?

        package init(
            present: FloatingPanelPropertyAnimator? = nil, dismiss: FloatingPanelPropertyAnimator? = nil,
            move: FloatingPanelPropertyAnimator? = nil
        ) {
            self.present = present
            self.dismiss = dismiss
            self.move = move
        }

        /// Whether no animator is given.
        package var isEmpty: Bool { present == nil && dismiss == nil && move == nil }
    }

    package var moveBoundary: MoveBoundary?
    /// The states a drag may begin in; nil: every state.
    package var draggableStates: [FloatingPanelState]?
    /// The states the tracked content may scroll in; nil: only the most expanded one.
    package var scrollableStates: [FloatingPanelState]?
    package var surfaceTap: SurfaceTap?
    /// Points past the least expanded anchor toward hidden beyond which a release removes the panel.
    package var removeBeyond: CGFloat?
    package var animations: Animations

    package init(
        moveBoundary: MoveBoundary? = nil, draggableStates: [FloatingPanelState]? = nil,
        scrollableStates: [FloatingPanelState]? = nil, surfaceTap: SurfaceTap? = nil, removeBeyond: CGFloat? = nil,
        animations: Animations = Animations()
    ) {
        self.moveBoundary = moveBoundary
        self.draggableStates = draggableStates
        self.scrollableStates = scrollableStates
        self.surfaceTap = surfaceTap
        self.removeBeyond = removeBeyond
        self.animations = animations
    }

    /// No recipe: the delegate answers as FloatingPanel does by default.
    package static let none = DelegateRecipes()

    /// Whether no key is set.
    package var isEmpty: Bool { self == .none }
}
