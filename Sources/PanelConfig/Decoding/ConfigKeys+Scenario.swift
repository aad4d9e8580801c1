import FloatingPanel

/// The keys of scenario steps (Docs/scenarios.md "Steps").
extension ConfigKeys {
    /// The step table's entries: a step's one key, its kind.
    package enum Step {
        package static let advance = ConfigKey(
            "advance", .number(.nonNegative), unit: .seconds, "Run round(SECONDS × fps) frames without input.")
        package static let drag = ConfigKey(
            "drag", .structured,
            "A one-finger pan along the panel's main axis: down now, moved over round(duration × fps) frames, released in the last one."
        )
        package static let scroll = ConfigKey(
            "scroll", .structured, "A wheel or trackpad scroll of the tracked content.")
        package static let move = ConfigKey("move", .structured, "move(to:animated:) now.")
        package static let show = ConfigKey("show", .structured, "show(animated:) now.")
        package static let hide = ConfigKey("hide", .structured, "hide(animated:) now.")
        package static let tapBackdrop = ConfigKey("tapBackdrop", .structured, "A tap on the panel's backdrop.")
        package static let present = ConfigKey(
            "present", .structured,
            "The panel comes to the front and, unless it shows already, in from hidden to its presentation state (a list row's detail panel)."
        )
        package static let resize = ConfigKey(
            "resize", .structured,
            "The container changes (a rotation): a device preset name or a size with safe-area insets; layouts are re-resolved."
        )
        package static let pointer = ConfigKey(
            "pointer", .structured,
            "Pointer input now, in container points, routed as the window routes its mouse: whatever is under a down gets the gesture (a panel's pan, its content, a backdrop tap)."
        )
        package static let wheel = ConfigKey(
            "wheel", .structured,
            "A wheel or trackpad scroll now at a container point: the tracked content of the panel there scrolls.")
        package static let keyboard = ConfigKey(
            "keyboard", .choice(["show", "hide"]),
            "The software keyboard starts sliding in (show) or out (hide) now, at the device's keyboard height, over 0.25 s; panels react as the scene's 'keyboard' says."
        )
        package static let frames = ConfigKey(
            "frames", .integer, "Run exactly this many frames without input (what recordings use between inputs).")
    }

    static let step: [ConfigKey] = [
        Step.advance, Step.drag, Step.scroll, Step.move, Step.show, Step.hide, Step.tapBackdrop, Step.present,
        Step.resize, Step.pointer, Step.wheel, Step.keyboard, Step.frames,
    ]

    /// Entries several step kinds share: the panel a step acts on, whether it animates, a wheel's
    /// point in the container and a scroll distance.
    package enum StepInput {
        package static let panel = ConfigKey("panel", .string, "The id of one of the scene's panels.")
        package static let animated = ConfigKey(
            "animated", .flag, "Whether the change animates (a spring or a show/hide transition).")
        package static let x = ConfigKey("x", .number(.any), "Points from the container's left edge.")
        package static let y = ConfigKey("y", .number(.any), "Points from the container's top edge.")
        package static let by = ConfigKey("by", .number(.any), "Points; positive moves the content toward its end.")
    }

    /// The drag step's own entries.
    package enum Drag {
        package static let translation = ConfigKey(
            "translation", .number(.any), "Points along the main axis (negative is up or left).")
        package static let duration = ConfigKey(
            "duration", .number(.nonNegative), unit: .seconds, "Seconds the finger moves.")
        package static let velocity = ConfigKey(
            "velocity", .number(.any),
            "The main-axis release velocity in points per second; default translation / duration.")
        package static let at = ConfigKey(
            "at", .choice(["grabber", "content"]),
            "Where the finger lands: on the grabber, or on the content (which matters for scroll tracking).")
    }

    static let drag: [ConfigKey] = [StepInput.panel, Drag.translation, Drag.duration, Drag.velocity, Drag.at]

    static let scroll: [ConfigKey] = [StepInput.panel, StepInput.by]

    /// The move step's own entry.
    package enum Move {
        package static let to = ConfigKey("to", .string, "A state of the panel's layout.")
    }

    static let move: [ConfigKey] = [StepInput.panel, Move.to, StepInput.animated]

    static let showOrHide: [ConfigKey] = [StepInput.panel, StepInput.animated]

    static let tapBackdrop: [ConfigKey] = [StepInput.panel]

    static let present: [ConfigKey] = [StepInput.panel]

    /// The pointer step's own entries.
    package enum Pointer {
        /// What vx and vy are when a step leaves them out.
        private static let estimated =
            "Without vx and vy, a move's or an up's velocity is estimated from the gesture's samples at their times (least squares over the last 100 ms)."

        package static let phase = ConfigKey(
            "phase", .choice(["down", "move", "up", "cancel"]),
            "What the pointer does: goes down, moves, goes up (a release), or its gesture is cancelled.")
        package static let x = ConfigKey(
            "x", .number(.any), "Points from the container's left edge; optional for cancel.")
        package static let y = ConfigKey(
            "y", .number(.any), "Points from the container's top edge; optional for cancel.")
        package static let vx = ConfigKey(
            "vx", .number(.any), "Horizontal velocity in points per second (an up's release velocity). \(estimated)")
        package static let vy = ConfigKey(
            "vy", .number(.any), "Vertical velocity in points per second (an up's release velocity). \(estimated)")
        package static let dt = ConfigKey(
            "dt", .number(.nonNegative),
            "Seconds after the current frame's time (frame / fps) at which this sample was taken, below one frame; default 0. Recordings from the live page keep the touch samples' times this way."
        )
        package static let slop = ConfigKey(
            "slop", .number(.nonNegative),
            "For down only: how far the pointer moves before a pan begins, and the most it may move for a backdrop tap (the window's 10 points)."
        )
    }

    static let pointer: [ConfigKey] = [
        Pointer.phase, Pointer.x, Pointer.y, Pointer.vx, Pointer.vy, Pointer.dt, Pointer.slop,
    ]

    static let wheel: [ConfigKey] = [StepInput.x, StepInput.y, StepInput.by]
}
