import FloatingPanel
import Foundation

/// What FloatingPanel apps write in their delegate rather than in a behavior object, tuned by
/// behavior keys (Docs/config.md "Behavior: delegate recipes"). Nil or empty parts keep the
/// engine's own answer.
public struct DelegateRecipes: Equatable, Sendable {
    /// `moveBoundary`: how far a drag may take the surface past the extreme anchors.
    public struct MoveBoundary: Equatable, Sendable {
        /// Points past the most expanded anchor; nil leaves that side unbounded.
        public var expanded: CGFloat?
        /// Points past the least expanded shown anchor; nil leaves that side unbounded.
        public var collapsed: CGFloat?

        public init(expanded: CGFloat?, collapsed: CGFloat?) {
            self.expanded = expanded
            self.collapsed = collapsed
        }
    }

    /// `surfaceTap`: a tap on the surface in one of `states` moves the panel to `moveTo`.
    public struct SurfaceTap: Equatable, Sendable {
        public var states: [FloatingPanelState]
        public var moveTo: FloatingPanelState

        public init(states: [FloatingPanelState], moveTo: FloatingPanelState) {
            self.states = states
            self.moveTo = moveTo
        }
    }

    /// `animations`: property animators replacing the default transitions; nil keeps the default.
    public struct Animations: Equatable, Sendable {
        /// `hidden` → a state.
        public var present: FloatingPanelPropertyAnimator?
        /// A state → `hidden`.
        public var dismiss: FloatingPanelPropertyAnimator?
        /// Programmatic moves between shown states.
        public var move: FloatingPanelPropertyAnimator?

        public init(
            present: FloatingPanelPropertyAnimator? = nil, dismiss: FloatingPanelPropertyAnimator? = nil,
            move: FloatingPanelPropertyAnimator? = nil
        ) {
            self.present = present
            self.dismiss = dismiss
            self.move = move
        }

        /// Whether no animator is given.
        public var isEmpty: Bool { present == nil && dismiss == nil && move == nil }
    }

    public var moveBoundary: MoveBoundary?
    /// The states a drag may begin in; nil: every state.
    public var draggableStates: [FloatingPanelState]?
    /// The states the tracked content may scroll in; nil: only the most expanded one.
    public var scrollableStates: [FloatingPanelState]?
    public var surfaceTap: SurfaceTap?
    /// Points past the least expanded anchor toward hidden beyond which a release removes the panel.
    public var removeBeyond: CGFloat?
    public var animations: Animations

    public init(
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
    public static let none = DelegateRecipes()

    /// Whether no key is set.
    public var isEmpty: Bool { self == .none }
}
