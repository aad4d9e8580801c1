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
    /// FloatingPanel's default: UIKit's fast deceleration rate plus 0.001, ζ ≈ 0.5756 at 0.4 s (Docs/engine.md §5.2).
    public static let springDecelerationRate: CGFloat = 0.99 + 0.001
    /// FloatingPanel's default spring period in seconds.
    public static let springResponseTime: CGFloat = 0.4
    /// FloatingPanel's default projection rate: UIKit's normal deceleration, 0.499 s × v (Docs/engine.md §7.6).
    public static let momentumProjectionRate: CGFloat = 0.998
    /// FloatingPanel's default share of a segment a release must pass to go on.
    public static let redirectionalProgress: CGFloat = 0.5
    /// FloatingPanel's default removal threshold, in s⁻¹ (Docs/engine.md §7.8).
    public static let removalInteractionVelocityThreshold: CGFloat = 5.5
}

extension FloatingPanelBehavior {
    /// FloatingPanel's default deceleration rate, 0.991.
    public var springDecelerationRate: CGFloat { FloatingPanelBehaviorDefaults.springDecelerationRate }
    /// FloatingPanel's default response time, 0.4 s.
    public var springResponseTime: CGFloat { FloatingPanelBehaviorDefaults.springResponseTime }
    /// FloatingPanel's default projection rate, 0.998.
    public var momentumProjectionRate: CGFloat { FloatingPanelBehaviorDefaults.momentumProjectionRate }
    /// Never: by default a fling stops at the next anchor.
    public func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool {
        false
    }
    /// 0.5 for every pair of states.
    public func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState)
        -> CGFloat
    {
        FloatingPanelBehaviorDefaults.redirectionalProgress
    }
    /// No edge: by default the surface follows the finger past the extreme anchors.
    public func allowsRubberBanding(for edge: FloatingPanelReferenceEdge) -> Bool { false }
    /// FloatingPanel's default removal threshold, 5.5 s⁻¹.
    public var removalInteractionVelocityThreshold: CGFloat {
        FloatingPanelBehaviorDefaults.removalInteractionVelocityThreshold
    }
}

/// The behavior a new controller starts with.
public final class FloatingPanelDefaultBehavior: FloatingPanelBehavior {
    /// A behavior with every default.
    public init() {}
}

/// A behavior built from values (a config file, an export): every member is stored.
public final class FloatingPanelCustomBehavior: FloatingPanelBehavior {
    /// Which states `shouldProjectMomentum` answers true for.
    public enum MomentumProjection: Hashable, Sendable {
        /// A fling stops at the next anchor.
        case never
        /// A fling may skip to any state.
        case always
        /// A fling may skip to these states only.
        case states(Set<FloatingPanelState>)
    }

    /// A transition-specific redirectional progress.
    public struct RedirectionalPair: Hashable, Sendable {
        /// The state the release comes from.
        public var from: FloatingPanelState
        /// The state it heads to.
        public var to: FloatingPanelState
        /// The redirectional progress for this pair, 0…1.
        public var value: CGFloat
        /// A progress of `value` for releases from `from` toward `to`.
        public init(from: FloatingPanelState, to: FloatingPanelState, value: CGFloat) {
            self.from = from
            self.to = to
            self.value = value
        }
    }

    /// Damping ratio control for fast releases (Docs/engine.md §5.2).
    public let springDecelerationRate: CGFloat
    /// The spring's period in seconds.
    public let springResponseTime: CGFloat
    /// The release projection's deceleration rate (Docs/engine.md §7.6).
    public let momentumProjectionRate: CGFloat
    /// The removal gesture's threshold in s⁻¹ (Docs/engine.md §7.8).
    public let removalInteractionVelocityThreshold: CGFloat
    /// Which states a fling may be projected to.
    public let momentumProjection: MomentumProjection
    /// The redirectional progress of pairs not listed in `redirectionalPairs`.
    public let defaultRedirectionalProgress: CGFloat
    /// Per-pair redirectional progress; the first matching pair wins.
    public let redirectionalPairs: [RedirectionalPair]
    /// The edges where dragging past the extreme anchor rubber-bands.
    public let rubberBandingEdges: Set<FloatingPanelReferenceEdge>

    /// A behavior from values; every one defaults to FloatingPanel's.
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

    /// Whether `momentumProjection` allows projecting to `proposedState`.
    public func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool {
        switch momentumProjection {
        case .never: return false
        case .always: return true
        case .states(let states): return states.contains(proposedState)
        }
    }

    /// The first matching pair's value, else `defaultRedirectionalProgress`.
    public func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState)
        -> CGFloat
    {
        redirectionalPairs.first { $0.from == from && $0.to == to }?.value ?? defaultRedirectionalProgress
    }

    /// Whether `edge` is in `rubberBandingEdges`.
    public func allowsRubberBanding(for edge: FloatingPanelReferenceEdge) -> Bool {
        rubberBandingEdges.contains(edge)
    }
}
