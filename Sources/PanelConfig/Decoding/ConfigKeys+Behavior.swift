import FloatingPanel

/// The keys of behaviors and their delegate recipes (Docs/config.md "Behavior").
extension ConfigKeys {
    /// The behavior table's entries, by key.
    package enum Behavior {
        package static let springDecelerationRate = ConfigKey(
            "springDecelerationRate", .number(.openUnitInterval),
            default: .number(Double(FloatingPanelBehaviorDefaults.springDecelerationRate)), step: 0.001,
            unit: .ratePerMillisecond,
            "Sets the attraction spring's damping for releases faster than 300 pt/s: closer to 1 is bouncier (Docs/engine.md §5.2)."
        )
        package static let springResponseTime = ConfigKey(
            "springResponseTime", .number(.positive),
            default: .number(Double(FloatingPanelBehaviorDefaults.springResponseTime)), step: 0.01, unit: .briefSeconds,
            "The attraction spring's period in seconds.")
        package static let spring = ConfigKey(
            "spring", .structured,
            "The spring as a damping ratio and a response, or as SwiftUI's duration and bounce, in place of springDecelerationRate and springResponseTime (sets both)."
        )
        package static let momentumProjectionRate = ConfigKey(
            "momentumProjectionRate", .number(.openUnitInterval),
            default: .number(Double(FloatingPanelBehaviorDefaults.momentumProjectionRate)), step: 0.001,
            unit: .ratePerMillisecond,
            "The deceleration rate used to project where a fling would end (Docs/engine.md §7.6).")
        package static let redirectionalProgress = ConfigKey(
            "redirectionalProgress", .structured,
            "The fraction of the distance between two states that a drag must pass to go to the next one: a number, or {\"default\", \"pairs\"} for per-transition values."
        )
        package static let shouldProjectMomentum = ConfigKey(
            "shouldProjectMomentum", .structured,
            "Whether a fling may skip past intermediate states: true, false, or the list of states it may be projected to."
        )
        package static let allowsRubberBanding = ConfigKey(
            "allowsRubberBanding", .structured,
            "The edges where a drag past the extreme anchor meets resistance instead of stopping (Docs/engine.md §7.4)."
        )
        package static let removalInteractionVelocityThreshold = ConfigKey(
            "removalInteractionVelocityThreshold", .number(.positive),
            default: .number(Double(FloatingPanelBehaviorDefaults.removalInteractionVelocityThreshold)), step: 0.1,
            "The normalized release velocity (1/s) that removes a panel whose removal interaction is enabled (Docs/engine.md §7.8)."
        )
        package static let moveBoundary = ConfigKey(
            "moveBoundary", .structured,
            "How far a drag may take the surface past the extreme anchors (FloatingPanel's floatingPanelDidMove recipe); a side left out is not bounded."
        )
        package static let draggableStates = ConfigKey(
            "draggableStates", .structured,
            "The states a drag may begin in (floatingPanelShouldBeginDragging); elsewhere the touch goes to the content."
        )
        package static let scrollableStates = ConfigKey(
            "scrollableStates", .structured,
            "The states the tracked content may scroll in (floatingPanel(_:shouldAllowToScroll:in:)).")
        package static let surfaceTap = ConfigKey(
            "surfaceTap", .structured,
            "A tap on the surface moves the panel (a tap gesture recognizer enabled only in the 'in' states).")
        package static let removeBeyond = ConfigKey(
            "removeBeyond", .number(.nonNegative), step: 5,
            "With removalInteractionEnabled, a release more than this many points past the least expanded anchor toward hidden removes the panel whatever its speed (floatingPanel(_:shouldRemoveAt:with:)); the velocity threshold still applies."
        )
        package static let animations = ConfigKey(
            "animations", .structured,
            "Property animators replacing the default transitions (animatorForPresentingTo, animatorForDismissingWith, animatorForMovingTo); isAttracting stays false during them."
        )
    }

    static let behavior: [ConfigKey] = [
        Behavior.springDecelerationRate, Behavior.springResponseTime, Behavior.spring, Behavior.momentumProjectionRate,
        Behavior.redirectionalProgress, Behavior.shouldProjectMomentum, Behavior.allowsRubberBanding,
        Behavior.removalInteractionVelocityThreshold, Behavior.moveBoundary, Behavior.draggableStates,
        Behavior.scrollableStates, Behavior.surfaceTap, Behavior.removeBeyond, Behavior.animations,
    ]

    /// The spring table's entries, by key.
    package enum Spring {
        package static let dampingRatio = ConfigKey(
            "dampingRatio", .number(.positive), step: 0.01,
            "ζ for releases faster than 300 pt/s; 0.576 at a response of 0.4 s is about FloatingPanel's default rate 0.991."
        )
        package static let response = ConfigKey(
            "response", .number(.positive), step: 0.01, unit: .briefSeconds, "The spring's period in seconds.")
        package static let duration = ConfigKey(
            "duration", .number(.positive), step: 0.01, unit: .briefSeconds,
            "SwiftUI's Spring(duration:): the spring's period in seconds, the same number as response.")
        package static let bounce = ConfigKey(
            "bounce", .number(.openSignedUnitInterval), step: 0.01,
            "SwiftUI's Spring(bounce:) for releases faster than 300 pt/s: 0 is no bounce, bounce = 1 − dampingRatio (1/dampingRatio − 1 below 0)."
        )

        /// How the two ways of writing a spring relate, for messages about its keys.
        package static let conversion =
            "a spring is {dampingRatio, response} or SwiftUI's {duration, bounce}: duration = response, bounce = 1 − dampingRatio"
    }

    static let spring: [ConfigKey] = [Spring.dampingRatio, Spring.response, Spring.duration, Spring.bounce]

    /// The redirectionalProgress table's entries, by key.
    package enum RedirectionalProgress {
        package static let `default` = ConfigKey(
            "default", .number(.unitInterval),
            default: .number(Double(FloatingPanelBehaviorDefaults.redirectionalProgress)), step: 0.05,
            "The progress for transitions not listed in 'pairs'.")
        package static let pairs = ConfigKey("pairs", .structured, "Per-transition progress.")
    }

    static let redirectionalProgress: [ConfigKey] = [RedirectionalProgress.default, RedirectionalProgress.pairs]

    /// The redirectionalPair table's entries, by key.
    package enum RedirectionalPair {
        package static let from = ConfigKey("from", .string, "The state the drag starts from.")
        package static let to = ConfigKey("to", .string, "The state the drag heads to.")
        package static let value = ConfigKey(
            "value", .number(.unitInterval), step: 0.05, "The progress for this transition.")
    }

    static let redirectionalPair: [ConfigKey] = [RedirectionalPair.from, RedirectionalPair.to, RedirectionalPair.value]

    /// The moveBoundary table's entries, by key.
    package enum MoveBoundary {
        package static let expanded = ConfigKey(
            "expanded", .number(.nonNegative), step: 1, "Points the surface may go past the most expanded anchor.")
        package static let collapsed = ConfigKey(
            "collapsed", .number(.nonNegative), step: 1,
            "Points the surface may go past the least expanded anchor (hidden excluded).")
    }

    static let moveBoundary: [ConfigKey] = [MoveBoundary.expanded, MoveBoundary.collapsed]

    /// The surfaceTap table's entries, by key.
    package enum SurfaceTap {
        package static let `in` = ConfigKey("in", .structured, "The states in which a tap acts.")
        package static let moveTo = ConfigKey("moveTo", .string, "The state a tap moves the panel to, animated.")
    }

    static let surfaceTap: [ConfigKey] = [SurfaceTap.in, SurfaceTap.moveTo]

    /// The animations table's entries, by key.
    package enum Animations {
        package static let present = ConfigKey("present", .structured, "hidden → a state.")
        package static let dismiss = ConfigKey("dismiss", .structured, "A state → hidden.")
        package static let move = ConfigKey(
            "move", .structured, "Programmatic moves between shown states (in place of the attraction spring).")
    }

    static let animations: [ConfigKey] = [Animations.present, Animations.dismiss, Animations.move]

    /// The animation table's entries, by key.
    package enum Animation {
        package static let duration = ConfigKey(
            "duration", .number(.nonNegativeAtMost(10)), step: 0.05, unit: .seconds, "Seconds, at most 10.")
        package static let curve = ConfigKey(
            "curve", .choice(FloatingPanelAnimationCurve.allCases.map(\.rawValue)), "UIKit's cubic timing curve.")
        package static let dampingRatio = ConfigKey(
            "dampingRatio", .number(.positiveAtMost(1)), step: 0.05,
            "A spring (UISpringTimingParameters) that settles within the duration: mass 1, stiffness (ln 1500 / (ζ·duration))²."
        )
    }

    static let animation: [ConfigKey] = [Animation.duration, Animation.curve, Animation.dampingRatio]
}
