import Foundation

/// Measures what an idle window costs (the goal: ≤ 1 % of a core): the window opens, draws its
/// first frame and is then left alone.
enum IdleBenchmark {
    /// Opens `scenePath`'s window, leaves it idle for `seconds` after its first frame, closes it,
    /// and returns the CPU time the process used meanwhile as a percentage of one core. Needs a
    /// display (or `SDL_VIDEODRIVER=offscreen`).
    static func run(scenePath: String, seconds: Double = 2) throws -> Double {
        var options = SandboxOptions(scenePath: scenePath)
        options.vsync = false
        var start: (processor: Double, wall: UInt64)?
        options.afterFrame = { _, frame in
            guard frame == 1 else { return }
            // Measured from the end of the first frame: drawing the map and the text once is
            // start-up, not idling.
            start = (processorSeconds(), DispatchTime.now().uptimeNanoseconds)
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                ScriptedInput.quit()
            }
        }
        try SandboxApp(options: options).run()
        guard let start else { return 0 }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start.wall) / 1e9
        return 100 * (processorSeconds() - start.processor) / wall
    }

    /// User and system CPU time of this process so far, in seconds.
    private static func processorSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
