/// The frame loop's own state (`SandboxApp.runFrame()`): whether the next frame must draw, the
/// picture it saves, when the last drawn frame started, how start-up went.
struct FrameLoop {
    /// Something changed that the next frame must draw even if nothing moves.
    var needsDraw = true
    /// Ends the loop after the current frame.
    var quitRequested = false
    /// Where the next drawn frame is saved as a PNG.
    var pendingScreenshotPath: String?
    /// When the last drawn frame started; nil after the loop slept.
    var lastFrameStart: Double?
    /// Frames presented so far.
    var framesPresented = 0
    /// Where start-up went; complete once the first frame is presented.
    var startup = StartupTimeline()
}
