/// Decides how many fixed engine steps each drawn frame runs ("Fix Your Timestep").
///
/// The step `h` never changes (Docs/engine.md §5.3: the display's nominal frame duration), so a trajectory is
/// the same at every speed: slow motion and pause only change how often the engine steps. Real
/// time is scaled by the speed and accumulated; each whole `h` is one step. The accumulator is
/// clamped so a stall (a dragged window, a debugger) does not replay seconds at once.
struct FrameClock {
    /// The speeds `[` and `]` move between: 1×, ½×, ¼×, ⅒×.
    static let speeds: [Double] = [1, 0.5, 0.25, 0.1]
    /// The most steps one frame may run to catch up, at rates up to 60 Hz.
    static let maximumCatchUpSteps = 4
    /// The most time one frame may catch up at any rate (4 steps at 60 Hz): a 120 Hz engine on a
    /// 60 Hz monitor runs 2 steps per drawn frame, and up to 8 after a stall.
    static let maximumCatchUpSeconds = 4.0 / 60

    /// Index into `speeds`.
    private(set) var speedIndex = 0
    /// Whether time stands still (only `stepOnce()` advances it).
    private(set) var isPaused = false
    private var accumulated: Double = 0
    private var pendingSingleSteps = 0

    /// The current speed factor.
    var speed: Double { Self.speeds[speedIndex] }

    /// How many steps of `step` seconds to run for `elapsed` seconds of real time since the last
    /// frame. The step is the drawn runtime's (`WindowPlayback.step`): the clock keeps only the
    /// speed, the pause and the time not yet stepped.
    mutating func steps(forElapsed elapsed: Double, step: Double) -> Int {
        var steps = pendingSingleSteps
        pendingSingleSteps = 0
        guard !isPaused else { return steps }
        let limit = max(Double(Self.maximumCatchUpSteps) * step, Self.maximumCatchUpSeconds)
        accumulated = min(accumulated + max(elapsed, 0) * speed, limit)
        // A hair of tolerance: 60 Hz frames measured as 16.6666 ms must not lose a step to rounding.
        let whole = Int((accumulated / step + 1e-6).rounded(.down))
        accumulated = max(accumulated - Double(whole) * step, 0)
        steps += whole
        return steps
    }

    /// Forgets accumulated time (after the loop slept: idle time is not simulated time).
    mutating func resetAccumulator() {
        accumulated = 0
    }

    /// Pauses or resumes.
    mutating func togglePause() {
        isPaused.toggle()
        accumulated = 0
    }

    /// Runs exactly one step in the next frame (`.`), paused or not.
    mutating func stepOnce() {
        pendingSingleSteps += 1
    }

    /// Half as fast, down to ⅒×.
    mutating func slower() {
        speedIndex = min(speedIndex + 1, Self.speeds.count - 1)
    }

    /// Twice as fast, up to 1×.
    mutating func faster() {
        speedIndex = max(speedIndex - 1, 0)
    }

    /// Whether a frame will step without any new real time (a single step is pending).
    var hasPendingSteps: Bool { pendingSingleSteps > 0 }
}
