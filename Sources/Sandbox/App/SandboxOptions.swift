/// How `panel-sandbox run` starts the window.
public struct SandboxOptions {
    /// The scene file to show.
    public var scenePath: String
    /// Quit after this many frames (smoke tests and `--frames N`); the loop then never sleeps, so
    /// every frame is drawn. Nil runs until the user quits.
    public var frameLimit: Int?
    /// Run exactly one engine step per frame whatever the real time, and never sleep waiting for
    /// events: a frame-exact, scriptable loop for tests and measurements.
    public var stepsEveryFrame = false
    /// Whether to ask the display to pace presents (vsync).
    public var vsync = true
    /// A scenario file (a recording) to play in the window in place of live input (`--replay`).
    public var replayPath: String?
    /// With `replayPath`: a second scene played under the same input, drawn as a ghost over the
    /// recording's scene (`--compare`, A/B).
    public var compareScenePath: String?
    /// Called after each frame with the frame's number (from 1): scripted input for tests.
    public var afterFrame: ((SandboxApp, Int) -> Void)?

    public init(scenePath: String, frameLimit: Int? = nil) {
        self.scenePath = scenePath
        self.frameLimit = frameLimit
    }
}
