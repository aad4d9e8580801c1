import FloatingPanel

/// The keys of scenario steps (Docs/scenarios.md "Steps").
extension ConfigKeys {
    static let step: [ConfigKey] = [
        ConfigKey("advance", .number(.nonNegative), "Run round(SECONDS × fps) frames without input."),
        ConfigKey(
            "drag", .structured,
            "A one-finger pan along the panel's main axis: down now, moved over round(duration × fps) frames, released in the last one."
        ),
        ConfigKey("scroll", .structured, "A wheel or trackpad scroll of the tracked content."),
        ConfigKey("move", .structured, "move(to:animated:) now."),
        ConfigKey("show", .structured, "show(animated:) now."),
        ConfigKey("hide", .structured, "hide(animated:) now."),
        ConfigKey("tapBackdrop", .structured, "A tap on the panel's backdrop."),
        ConfigKey(
            "present", .structured,
            "The panel comes to the front and, unless it shows already, in from hidden to its presentation state (a list row's detail panel)."
        ),
        ConfigKey(
            "resize", .structured,
            "The container changes (a rotation): a device preset name or a size with safe-area insets; layouts are re-resolved."
        ),
        ConfigKey(
            "pointer", .structured,
            "Pointer input now, in container points, routed as the window routes its mouse: whatever is under a down gets the gesture (a panel's pan, its content, a backdrop tap)."
        ),
        ConfigKey(
            "wheel", .structured,
            "A wheel or trackpad scroll now at a container point: the tracked content of the panel there scrolls."),
        ConfigKey(
            "frames", .integer, "Run exactly this many frames without input (what recordings use between inputs)."),
    ]

    static let drag: [ConfigKey] = [
        ConfigKey("panel", .string, "The id of one of the scene's panels."),
        ConfigKey("translation", .number(.any), "Points along the main axis (negative is up or left)."),
        ConfigKey("duration", .number(.nonNegative), "Seconds the finger moves."),
        ConfigKey(
            "velocity", .number(.any),
            "The main-axis release velocity in points per second; default translation / duration."),
        ConfigKey(
            "at", .choice(["grabber", "content"]),
            "Where the finger lands: on the grabber, or on the content (which matters for scroll tracking)."),
    ]

    static let scroll: [ConfigKey] = [
        ConfigKey("panel", .string, "The id of one of the scene's panels."),
        ConfigKey("by", .number(.any), "Points; positive moves the content toward its end."),
    ]

    static let move: [ConfigKey] = [
        ConfigKey("panel", .string, "The id of one of the scene's panels."),
        ConfigKey("to", .string, "A state of the panel's layout."),
        ConfigKey("animated", .flag, "Whether the change animates (a spring or a show/hide transition)."),
    ]

    static let showOrHide: [ConfigKey] = [
        ConfigKey("panel", .string, "The id of one of the scene's panels."),
        ConfigKey("animated", .flag, "Whether the change animates (a spring or a show/hide transition)."),
    ]

    static let tapBackdrop: [ConfigKey] = [
        ConfigKey("panel", .string, "The id of one of the scene's panels.")
    ]

    static let present: [ConfigKey] = [
        ConfigKey("panel", .string, "The id of one of the scene's panels.")
    ]

    static let pointer: [ConfigKey] = [
        ConfigKey(
            "phase", .choice(["down", "move", "up", "cancel"]),
            "What the pointer does: goes down, moves, goes up (a release), or its gesture is cancelled."),
        ConfigKey("x", .number(.any), "Points from the container's left edge; optional for cancel."),
        ConfigKey("y", .number(.any), "Points from the container's top edge; optional for cancel."),
        ConfigKey(
            "vx", .number(.any),
            "Horizontal velocity in points per second (an up's release velocity). Without vx and vy, a move's or an up's velocity is estimated from the gesture's samples at their times (least squares over the last 100 ms)."
        ),
        ConfigKey(
            "vy", .number(.any),
            "Vertical velocity in points per second (an up's release velocity). Without vx and vy, a move's or an up's velocity is estimated from the gesture's samples at their times (least squares over the last 100 ms)."
        ),
        ConfigKey(
            "dt", .number(.nonNegative),
            "Seconds after the current frame's time (frame / fps) at which this sample was taken, below one frame; default 0. Recordings from the live page keep the touch samples' times this way."
        ),
        ConfigKey(
            "slop", .number(.nonNegative),
            "For down only: how far the pointer moves before a pan begins, and the most it may move for a backdrop tap (the window's 10 points)."
        ),
    ]

    static let wheel: [ConfigKey] = [
        ConfigKey("x", .number(.any), "Points from the container's left edge."),
        ConfigKey("y", .number(.any), "Points from the container's top edge."),
        ConfigKey("by", .number(.any), "Points; positive moves the content toward its end."),
    ]
}
