import Foundation
import Sandbox

/// The soak run: the real window loop for many frames — one engine step each, never
/// sleeping, no vsync — while a script drags, flings, scrolls and saves the layout (a reload)
/// over and over. Resident memory, open files and SDL textures are sampled after the first
/// minute (3,600 frames at 60 Hz), every minute after it, and at the last frame that is at the
/// same point of the script as the first sample; a leak shows as growth between the two.
///
/// Like is compared with like: what is alive depends on where the script is (what the overlay
/// shows) and on the text cache's sweep, which runs every `TextCache.retainedFrames` (60) frames
/// and keeps the strings of the last 60. Every frame draws once, so the cache's frame count and
/// the loop's differ by a constant; samples a whole number of save cycles (1,800 frames, itself a
/// multiple of 60) apart therefore sit at the same point of the script and the same point of the
/// sweep, whatever the run's length. A run of 40,000 frames ends its comparison at frame 39,600.
package enum Soak {
    /// What the process holds at one frame.
    package struct Sample: Equatable, Sendable {
        /// The frame after which the sample was taken.
        package var frame: Int
        /// Resident memory (`/proc/self/statm`), in bytes.
        package var residentBytes: Int
        /// Open file descriptors (`/proc/self/fd`).
        package var openFiles: Int
        /// SDL textures alive.
        package var textures: Int
        /// Strings the text cache holds.
        package var cachedTexts: Int
        /// Frames the text cache has ended since its last sweep.
        package var framesSinceSweep: Int

        /// Takes the sample of this process now.
        static func take(frame: Int, app: SandboxApp) -> Sample {
            Sample(
                frame: frame, residentBytes: residentBytes(), openFiles: openFileCount(),
                textures: app.liveTextureCount, cachedTexts: app.cachedTextCount,
                framesSinceSweep: app.textCache.framesSinceSweep)
        }

        private static func residentBytes() -> Int {
            // statm: size resident shared text lib data dt, in pages.
            guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
            let fields = text.split(separator: " ")
            guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
            return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        }

        private static func openFileCount() -> Int {
            // Listing the folder opens one descriptor itself, the same one at every sample.
            (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
        }
    }

    /// What the run saw.
    package struct Result {
        /// Frames run.
        package var frames: Int
        /// Reloads the loop applied.
        package var reloads: Int
        /// After the first minute (in a shorter run, after the save cycle nearest its middle), every
        /// minute after it, and last at `comparedFrame`.
        package var samples: [Sample]
        /// Wall time of the run, in seconds.
        package var duration: Double
        /// Frame wall times, in 0.1 ms buckets (the last bucket holds everything longer).
        package var frameTimeHistogram: [Int]
        /// The longest frame, in seconds.
        package var maximumFrameTime: Double

        /// The sample after the first minute.
        package var reference: Sample { samples[0] }
        /// The last sample at the reference's point of the script (`comparedFrame`).
        package var final: Sample { samples[samples.count - 1] }

        /// The frame time below which `fraction` of the frames fall, in seconds (bucket resolution).
        package func frameTime(percentile fraction: Double) -> Double {
            let total = frameTimeHistogram.reduce(0, +)
            var seen = 0
            for (bucket, count) in frameTimeHistogram.enumerated() {
                seen += count
                if Double(seen) >= fraction * Double(total) { return Double(bucket + 1) * Soak.bucketWidth }
            }
            return maximumFrameTime
        }
    }

    /// Frames in one minute at 60 Hz: the reference sample comes after them.
    package static let framesPerMinute = 3600
    package static let bucketWidth = 0.0001

    /// One cycle of the script, in frames: drag up and fling, scroll, drag down and fling, scroll,
    /// a slow drag; every third cycle also saves the layout.
    package static let cycleLength = 600
    /// Every third cycle saves the layout: the script repeats exactly every `saveCycle` frames.
    package static let saveCycle = cycleLength * 3

    /// The frame of the reference sample in a run of `frames`: after the first minute, or in a
    /// shorter run after the save cycle nearest its middle.
    package static func referenceFrame(frames: Int) -> Int {
        min(framesPerMinute, max(frames / 2 / saveCycle * saveCycle, 1))
    }

    /// The last frame of a run of `frames` at the same point of the script and of the text cache's
    /// sweep as the reference: a whole number of save cycles after it.
    package static func comparedFrame(frames: Int) -> Int {
        let reference = referenceFrame(frames: frames)
        return reference + max(frames - reference, 0) / saveCycle * saveCycle
    }

    /// Runs `frames` frames of the window on a scene in a new temporary folder. Needs a display or
    /// `SDL_VIDEODRIVER=offscreen`.
    package static func run(frames: Int) throws -> Result {
        let folder = try ScratchScene(layout: SaveTorture.layout(version: 0))
        defer { folder.remove() }
        var options = SandboxOptions(scenePath: folder.scenePath, frameLimit: frames)
        options.stepsEveryFrame = true
        options.vsync = false
        let referenceFrame = referenceFrame(frames: frames)
        let comparedFrame = comparedFrame(frames: frames)
        var samples: [Sample] = []
        // Preallocated: the harness must not grow the memory it measures.
        samples.reserveCapacity(frames / framesPerMinute + 2)
        var histogram = [Int](repeating: 0, count: 500)
        var maximumFrameTime = 0.0
        var reloads = 0
        var lastReloadDate: Date?
        var previousFrameEnd: Double?
        var savedVersion = 0
        let start = SandboxApp.now()
        options.afterFrame = { app, frame in
            let now = SandboxApp.now()
            if let previousFrameEnd {
                let time = now - previousFrameEnd
                histogram[min(Int(time / bucketWidth), histogram.count - 1)] += 1
                maximumFrameTime = max(maximumFrameTime, time)
            }
            previousFrameEnd = now
            if let date = app.lastReload?.timing.date, date != lastReloadDate {
                reloads += 1
                lastReloadDate = date
            }
            // Minutes after the reference are save cycles after it too: every sample compares.
            if frame == referenceFrame || frame == comparedFrame
                || (frame > referenceFrame && frame < comparedFrame
                    && (frame - referenceFrame) % framesPerMinute == 0)
            {
                samples.append(Sample.take(frame: frame, app: app))
            }
            if frame % saveCycle == saveCycle - 100 {
                // Two versions in turn: each save is a real change, so each reloads.
                savedVersion = 1 - savedVersion
                try? SaveTorture.layout(version: savedVersion * 100)
                    .write(toFile: folder.layoutPath, atomically: false, encoding: .utf8)
            }
            script(app, frameInCycle: frame % cycleLength)
        }
        let app = try SandboxApp(options: options)
        try app.run()
        return Result(
            frames: frames, reloads: reloads, samples: samples, duration: SandboxApp.now() - start,
            frameTimeHistogram: histogram, maximumFrameTime: maximumFrameTime)
    }

    /// The scripted gestures, as SDL events in window points (the same mapping and routing as a
    /// user's mouse and wheel).
    private static func script(_ app: SandboxApp, frameInCycle frame: Int) {
        guard let panel = app.runtime.panels.first?.controller else { return }
        let origin = app.windowLayout.containerFrame.origin
        let grabber = CGPoint(
            x: origin.x + panel.grabberHandleFrame.midX, y: origin.y + panel.grabberHandleFrame.midY)
        let content = CGPoint(x: grabber.x, y: grabber.y + 150)
        switch frame {
        // A fast drag up: a fling toward full.
        case 0: ScriptedInput.mouseDown(at: grabber)
        case 1...12: ScriptedInput.mouseDrag(to: CGPoint(x: grabber.x, y: grabber.y - 20))
        case 13: ScriptedInput.mouseUp(at: grabber)
        // Scroll the list down, then back.
        case 120..<140: ScriptedInput.wheel(at: content, notches: -1)
        case 140..<160: ScriptedInput.wheel(at: content, notches: 1)
        // A fast drag down: a fling toward half or tip.
        case 240: ScriptedInput.mouseDown(at: grabber)
        case 241...252: ScriptedInput.mouseDrag(to: CGPoint(x: grabber.x, y: grabber.y + 25))
        case 253: ScriptedInput.mouseUp(at: grabber)
        case 360..<380: ScriptedInput.wheel(at: content, notches: -1)
        // A slow drag up that settles without a fling.
        case 480: ScriptedInput.mouseDown(at: grabber)
        case 481...520: ScriptedInput.mouseDrag(to: CGPoint(x: grabber.x, y: grabber.y - 3))
        case 540: ScriptedInput.mouseUp(at: grabber)
        default: break
        }
    }
}
