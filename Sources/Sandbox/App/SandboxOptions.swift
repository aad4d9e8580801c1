import Foundation
import PanelConfig

/// How `panel-sandbox run` starts the window.
package struct SandboxOptions {
    /// The scene file to show.
    package var scenePath: String
    /// Quit after this many frames (smoke tests and `--frames N`); the loop then never sleeps, so
    /// every frame is drawn. Nil runs until the user quits.
    package var frameLimit: Int?
    /// Run exactly one engine step per frame whatever the real time, and never sleep waiting for
    /// events: a frame-exact, scriptable loop for tests and measurements.
    package var stepsEveryFrame = false
    /// Whether to ask the display to pace presents (vsync).
    package var vsync = true
    /// A scenario file (a recording) to play in the window in place of live input (`--replay`).
    package var replayPath: String?
    /// With `replayPath`: the scene the recording's input plays on, in the recording's container,
    /// in place of the recording's own (`run --replay FILE SCENE`); nil plays the recording's.
    package var replayScenePath: String?
    /// With `replayPath`: a second scene played under the same input, drawn as a ghost over the
    /// recording's scene (`--compare`, A/B).
    package var compareScenePath: String?
    /// A reference motion to compare with and fit to (`--reference`, Docs/reference.md): a trace
    /// or a screen recording, read on a thread of its own once the window is open.
    package var referencePath: String?
    /// Draw with SDL's software renderer even where a GPU could accelerate drawing (the
    /// benchmarks' condition: the no-GPU worst case). Without a GPU the window always does.
    package var softwareRenderer = false
    /// Pixels per point to draw at, on a window that many times larger than its size in points: a
    /// HiDPI display on a driver that has none (the offscreen driver, for `bench`'s 2× figure).
    /// Nil takes the display's own density.
    package var pixelDensity: CGFloat?
    /// Called after each frame with the frame's number (from 1): scripted input, for the screenshot
    /// tour, the window benchmarks and the loop's tests.
    package var afterFrame: ((SandboxApp, Int) -> Void)?
    /// Reads the scene's files by absolute path: the disk, or a reader that imports a Swift file
    /// as the scene (`run FILE.swift`).
    package var readFile: @Sendable (String) throws -> Data = ConfigFileReader.disk.read

    /// Options to show `scenePath`, until the user quits or for `frameLimit` frames.
    package init(scenePath: String, frameLimit: Int? = nil) {
        self.scenePath = scenePath
        self.frameLimit = frameLimit
    }
}
