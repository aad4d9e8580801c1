import Foundation

/// How a panel moves: spring, projection, redirection, rubber band, removal (Docs/engine.md §4).
///
/// Every member has a default (the values of FloatingPanel's default behavior).
public protocol FloatingPanelBehavior: AnyObject {
    /// Controls the attraction spring's damping ratio for releases faster than 300 pt/s (Docs/engine.md §5.2).
    var springDecelerationRate: CGFloat { get }
    /// The attraction spring's period in seconds: `ω = 2π / springResponseTime`.
    var springResponseTime: CGFloat { get }
    /// The deceleration rate used to project the release position (Docs/engine.md §7.6).
    var momentumProjectionRate: CGFloat { get }
    /// Whether a fling may skip past intermediate anchors toward `proposedState`.
    func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool
    /// The fraction of the distance `from → to` that must be passed to go to `to` (clamped to [0, 1]).
    func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState)
        -> CGFloat
    /// Whether the surface resists, rather than follows, a drag beyond the extreme anchor on `edge` (Docs/engine.md §7.4).
    func allowsRubberBanding(for edge: FloatingPanelReferenceEdge) -> Bool
    /// The normalized release velocity (1/s) that removes the panel (Docs/engine.md §7.8).
    var removalInteractionVelocityThreshold: CGFloat { get }
}

/// FloatingPanel's default behavior values (Docs/engine.md §4, §15).
public enum FloatingPanelBehaviorDefaults {
    public static let springDecelerationRate: CGFloat = 0.99 + 0.001
    public static let springResponseTime: CGFloat = 0.4
    public static let momentumProjectionRate: CGFloat = 0.998
    public static let redirectionalProgress: CGFloat = 0.5
    public static let removalInteractionVelocityThreshold: CGFloat = 5.5
}

extension FloatingPanelBehavior {
    public var springDecelerationRate: CGFloat { FloatingPanelBehaviorDefaults.springDecelerationRate }
    public var springResponseTime: CGFloat { FloatingPanelBehaviorDefaults.springResponseTime }
    public var momentumProjectionRate: CGFloat { FloatingPanelBehaviorDefaults.momentumProjectionRate }
    public func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool {
        false
    }
    public func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState)
        -> CGFloat
    {
        FloatingPanelBehaviorDefaults.redirectionalProgress
    }
    public func allowsRubberBanding(for edge: FloatingPanelReferenceEdge) -> Bool { false }
    public var removalInteractionVelocityThreshold: CGFloat {
        FloatingPanelBehaviorDefaults.removalInteractionVelocityThreshold
    }
}

/// The behavior a new controller starts with.
public final class FloatingPanelDefaultBehavior: FloatingPanelBehavior {
    public init() {}
}

/// A behavior built from values (a config file, an export): every member is stored.
public final class FloatingPanelCustomBehavior: FloatingPanelBehavior {
    /// Which states `shouldProjectMomentum` answers true for.
    public enum MomentumProjection: Hashable, Sendable {
        case never
        case always
        case states(Set<FloatingPanelState>)
    }

    /// A transition-specific redirectional progress.
    public struct RedirectionalPair: Hashable, Sendable {
        public var from: FloatingPanelState
        public var to: FloatingPanelState
        public var value: CGFloat
        public init(from: FloatingPanelState, to: FloatingPanelState, value: CGFloat) {
            self.from = from
            self.to = to
            self.value = value
        }
    }

    public let springDecelerationRate: CGFloat
    public let springResponseTime: CGFloat
    public let momentumProjectionRate: CGFloat
    public let removalInteractionVelocityThreshold: CGFloat
    public let momentumProjection: MomentumProjection
    public let defaultRedirectionalProgress: CGFloat
    public let redirectionalPairs: [RedirectionalPair]
    public let rubberBandingEdges: Set<FloatingPanelReferenceEdge>

    public init(
        springDecelerationRate: CGFloat = FloatingPanelBehaviorDefaults.springDecelerationRate,
        springResponseTime: CGFloat = FloatingPanelBehaviorDefaults.springResponseTime,
        momentumProjectionRate: CGFloat = FloatingPanelBehaviorDefaults.momentumProjectionRate,
        removalInteractionVelocityThreshold: CGFloat = FloatingPanelBehaviorDefaults
            .removalInteractionVelocityThreshold,
        momentumProjection: MomentumProjection = .never,
        defaultRedirectionalProgress: CGFloat = FloatingPanelBehaviorDefaults.redirectionalProgress,
        redirectionalPairs: [RedirectionalPair] = [],
        rubberBandingEdges: Set<FloatingPanelReferenceEdge> = []
    ) {
        self.springDecelerationRate = springDecelerationRate
        self.springResponseTime = springResponseTime
        self.momentumProjectionRate = momentumProjectionRate
        self.removalInteractionVelocityThreshold = removalInteractionVelocityThreshold
        self.momentumProjection = momentumProjection
        self.defaultRedirectionalProgress = defaultRedirectionalProgress
        self.redirectionalPairs = redirectionalPairs
        self.rubberBandingEdges = rubberBandingEdges
    }

    public func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool {
        switch momentumProjection {
        case .never: return false
        case .always: return true
        case .states(let states): return states.contains(proposedState)
        }
    }

    public func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState)
        -> CGFloat
    {
        redirectionalPairs.first { $0.from == from && $0.to == to }?.value ?? defaultRedirectionalProgress
    }

    public func allowsRubberBanding(for edge: FloatingPanelReferenceEdge) -> Bool {
        rubberBandingEdges.contains(edge)
    }
}
