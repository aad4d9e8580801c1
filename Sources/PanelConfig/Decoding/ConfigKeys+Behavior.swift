import FloatingPanel

/// The keys of behaviors and their delegate recipes (Docs/config.md "Behavior").
extension ConfigKeys {
    static let behavior: [ConfigKey] = [
        ConfigKey(
            "springDecelerationRate", .number(.openUnitInterval),
            default: .number(Double(FloatingPanelBehaviorDefaults.springDecelerationRate)), step: 0.001,
            "Sets the attraction spring's damping for releases faster than 300 pt/s: closer to 1 is bouncier (Docs/engine.md §5.2)."
        ),
        ConfigKey(
            "springResponseTime", .number(.positive),
            default: .number(Double(FloatingPanelBehaviorDefaults.springResponseTime)), step: 0.01,
            "The attraction spring's period in seconds."),
        ConfigKey(
            "spring", .structured,
            "The spring as a damping ratio and a response, in place of springDecelerationRate and springResponseTime (sets both)."
        ),
        ConfigKey(
            "momentumProjectionRate", .number(.openUnitInterval),
            default: .number(Double(FloatingPanelBehaviorDefaults.momentumProjectionRate)), step: 0.001,
            "The deceleration rate used to project where a fling would end (Docs/engine.md §7.6)."),
        ConfigKey(
            "redirectionalProgress", .structured,
            "The fraction of the distance between two states that a drag must pass to go to the next one: a number, or {\"default\", \"pairs\"} for per-transition values."
        ),
        ConfigKey(
            "shouldProjectMomentum", .structured,
            "Whether a fling may skip past intermediate states: true, false, or the list of states it may be projected to."
        ),
        ConfigKey(
            "allowsRubberBanding", .structured,
            "The edges where a drag past the extreme anchor meets resistance instead of stopping (Docs/engine.md §7.4)."
        ),
        ConfigKey(
            "removalInteractionVelocityThreshold", .number(.positive),
            default: .number(Double(FloatingPanelBehaviorDefaults.removalInteractionVelocityThreshold)), step: 0.1,
            "The normalized release velocity (1/s) that removes a panel whose removal interaction is enabled (Docs/engine.md §7.8)."
        ),
        ConfigKey(
            "moveBoundary", .structured,
            "How far a drag may take the surface past the extreme anchors (FloatingPanel's floatingPanelDidMove recipe); a side left out is not bounded."
        ),
        ConfigKey(
            "draggableStates", .structured,
            "The states a drag may begin in (floatingPanelShouldBeginDragging); elsewhere the touch goes to the content."
        ),
        ConfigKey(
            "scrollableStates", .structured,
            "The states the tracked content may scroll in (floatingPanel(_:shouldAllowToScroll:in:))."),
        ConfigKey(
            "surfaceTap", .structured,
            "A tap on the surface moves the panel (a tap gesture recognizer enabled only in the 'in' states)."),
        ConfigKey(
            "removeBeyond", .number(.nonNegative), step: 5,
            "With removalInteractionEnabled, a release more than this many points past the least expanded anchor toward hidden removes the panel whatever its speed (floatingPanel(_:shouldRemoveAt:with:)); the velocity threshold still applies."
        ),
        ConfigKey(
            "animations", .structured,
            "Property animators replacing the default transitions (animatorForPresentingTo, animatorForDismissingWith, animatorForMovingTo); isAttracting stays false during them."
        ),
    ]

    static let spring: [ConfigKey] = [
        ConfigKey(
            "dampingRatio", .number(.positive), step: 0.01,
            "ζ for releases faster than 300 pt/s; 0.576 at a response of 0.4 s is about FloatingPanel's default rate 0.991."
        ),
        ConfigKey("response", .number(.positive), step: 0.01, "The spring's period in seconds."),
    ]

    static let redirectionalProgress: [ConfigKey] = [
        ConfigKey(
            "default", .number(.unitInterval),
            default: .number(Double(FloatingPanelBehaviorDefaults.redirectionalProgress)), step: 0.05,
            "The progress for transitions not listed in 'pairs'."),
        ConfigKey("pairs", .structured, "Per-transition progress."),
    ]

    static let redirectionalPair: [ConfigKey] = [
        ConfigKey("from", .string, "The state the drag starts from."),
        ConfigKey("to", .string, "The state the drag heads to."),
        ConfigKey("value", .number(.unitInterval), step: 0.05, "The progress for this transition."),
    ]

    static let moveBoundary: [ConfigKey] = [
        ConfigKey(
            "expanded", .number(.nonNegative), step: 1, "Points the surface may go past the most expanded anchor."),
        ConfigKey(
            "collapsed", .number(.nonNegative), step: 1,
            "Points the surface may go past the least expanded anchor (hidden excluded)."),
    ]

    static let surfaceTap: [ConfigKey] = [
        ConfigKey("in", .structured, "The states in which a tap acts."),
        ConfigKey("moveTo", .string, "The state a tap moves the panel to, animated."),
    ]

    static let animations: [ConfigKey] = [
        ConfigKey("present", .structured, "hidden → a state."),
        ConfigKey("dismiss", .structured, "A state → hidden."),
        ConfigKey("move", .structured, "Programmatic moves between shown states (in place of the attraction spring)."),
    ]

    static let animation: [ConfigKey] = [
        ConfigKey("duration", .number(.nonNegativeAtMost(10)), step: 0.05, "Seconds, at most 10."),
        ConfigKey(
            "curve", .choice(FloatingPanelAnimationCurve.allCases.map(\.rawValue)), "UIKit's cubic timing curve."),
        ConfigKey(
            "dampingRatio", .number(.positiveAtMost(1)), step: 0.05,
            "A spring (UISpringTimingParameters) that settles within the duration: mass 1, stiffness (ln 1500 / (ζ·duration))²."
        ),
    ]
}
