import FloatingPanel
import Foundation

/// Measures the frame a user sees: the real window loop — the container and the side bar with
/// the readout overlay and the live plot open — on SDL's software renderer (the no-GPU worst case)
/// under the offscreen video driver, while the front panel is dragged and flung again and again.
///
/// A frame's time runs from the end of one frame to the end of the next: input, the engine step,
/// laying out and drawing the whole window, presenting. The loop steps once per frame and never
/// sleeps, so that is all it does.
enum WindowFrameBenchmark {
    /// Frame times in seconds, wall-clock and the loop thread's CPU time (on a busy machine the
    /// wall time also counts the time other processes ran; the CPU time does not).
    struct Result {
        var wallTimes: [Double]
        var processorTimes: [Double]
    }

    /// Frame times of `frames` frames (the first, which opens the window and fills the caches, not
    /// counted) of `scenePath`'s window at `pixelDensity` pixels per point. `prepare` runs after
    /// the first frame (the compare view's benchmark opens the view there); while a compare view
    /// plays, nothing is dragged.
    static func run(
        scenePath: String, pixelDensity: CGFloat, frames: Int, prepare: @escaping (SandboxApp) -> Void = { _ in }
    ) throws -> Result {
        let previousDriver = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        defer {
            if let previousDriver { setenv("SDL_VIDEODRIVER", previousDriver, 1) } else { unsetenv("SDL_VIDEODRIVER") }
        }
        var options = SandboxOptions(scenePath: scenePath, frameLimit: frames + 1)
        options.stepsEveryFrame = true
        options.vsync = false
        options.softwareRenderer = true
        options.pixelDensity = pixelDensity
        var result = Result(wallTimes: [], processorTimes: [])
        result.wallTimes.reserveCapacity(frames)
        result.processorTimes.reserveCapacity(frames)
        var previousFrameEnd: (wall: UInt64, processor: UInt64)?
        options.afterFrame = { app, frame in
            let now = (wall: DispatchTime.now().uptimeNanoseconds, processor: threadProcessorNanoseconds())
            if let previousFrameEnd {
                result.wallTimes.append(Double(now.wall - previousFrameEnd.wall) / 1e9)
                result.processorTimes.append(Double(now.processor - previousFrameEnd.processor) / 1e9)
            }
            previousFrameEnd = now
            if frame == 1 {
                app.sideBar.showsOverlay = true
                app.sideBar.showsPlot = true
                prepare(app)
            }
            if app.playback.compare == nil { drag(app, frame: frame - 1) }
        }
        try SandboxApp(options: options).run()
        return result
    }

    /// CPU time of the calling thread so far, in nanoseconds.
    private static func threadProcessorNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// A cycle of 90 frames on the front panel, as `FrameBenchmark` drags it: a 20-frame drag from
    /// its grabber, a fling, then it settles; every other cycle drags the other way. The pointer
    /// goes straight to the window's router, in container points.
    private static func drag(_ app: SandboxApp, frame: Int) {
        guard let panel = app.runtime.panels.last?.controller else { return }
        let cycle = frame / 90
        let phase = frame % 90
        let direction: CGFloat = cycle % 2 == 0 ? -1 : 1
        let grabber = CGPoint(x: panel.grabberHandleFrame.midX, y: panel.grabberHandleFrame.midY)
        let time = Double(frame) / 60
        switch phase {
        case 0: app.focus.router.handle(.down(grabber, time: time))
        case 1...20: app.focus.router.handle(.moved(CGPoint(x: grabber.x, y: grabber.y + direction * 14), time: time))
        case 21: app.focus.router.handle(.up(CGPoint(x: grabber.x, y: grabber.y + direction * 14), time: time))
        default: break
        }
    }
}
