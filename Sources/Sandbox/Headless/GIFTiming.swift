import Foundation

/// Which frames of a run a GIF shows, and for how long (Docs/cli.md).
///
/// A GIF's delays are whole centiseconds, and browsers play a delay under 2 cs as 10 cs, so a
/// 60 fps run written frame by frame (2, 1, 2, 2, 1, 2, … cs) plays several times too slowly.
/// No delay here is under `shortestDelay`: a run at `highestFrameRate` or below keeps every frame,
/// each shown until the next one's time; a faster run is resampled at `highestFrameRate`, each
/// tick showing the run's frame at that moment. Either way the delays add up to the run's time
/// within one GIF frame.
enum GIFTiming {
    /// The shortest delay every browser plays as written, in centiseconds.
    static let shortestDelay = 2
    /// The most frames a second a GIF holds: one every `shortestDelay`.
    static let highestFrameRate = 100 / Double(shortestDelay)
    /// Slack for frame rates that are not exact in binary (59.94).
    private static let tolerance = 1e-9

    /// Whether a run at `fps` is resampled rather than written frame by frame.
    static func resamples(fps: Double) -> Bool {
        fps > highestFrameRate + tolerance
    }

    /// How long the GIF shows the run's frame `index`, in centiseconds; nil when the GIF skips it.
    static func delay(ofRunFrame index: Int, fps: Double) -> Int? {
        guard resamples(fps: fps) else {
            return LaneAnimation.timestamp(ofFrame: index + 1, fps: fps, perSecond: 100)
                - LaneAnimation.timestamp(ofFrame: index, fps: fps, perSecond: 100)
        }
        // The first tick at or after the frame's start, and whether the frame is still the one
        // shown then (a tick shows the last frame that started by its time).
        let tick = (Double(index) * highestFrameRate / fps - tolerance).rounded(.up)
        let shown = Int((tick * fps / highestFrameRate + tolerance).rounded(.down))
        return shown == index ? shortestDelay : nil
    }

    /// What to say when a run at `fps` is resampled for the GIF at `path`; nil when it is not.
    static func resamplingNote(fps: Double, path: String) -> String? {
        guard resamples(fps: fps) else { return nil }
        let rate = String(format: "%g", fps)
        return
            "note: \(path): the run has \(rate) frames a second; a GIF shows no frame for less than \(shortestDelay) cs (browsers play shorter delays as 10 cs), so it shows the run at \(Int(highestFrameRate)) frames a second, as long as the run lasts; a WebP (-o run.webp) keeps every frame"
    }
}
