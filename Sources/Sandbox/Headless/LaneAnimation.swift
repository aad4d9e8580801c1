import FloatingPanel
import Foundation
import PanelConfig
import PanelExport
import PanelScene
import PanelVideo
import PlatformModels

/// A scenario's run drawn frame by frame, headless: one lane as the scene itself, several as the
/// compare view's grid with each lane's label and figures, platform lanes after the FloatingPanel
/// ones, the finger on every lane while it is down. `render --scenario` writes it as an animation
/// or one frame of it as a PNG (Docs/cli.md).
package final class LaneAnimation {
    /// The picture's size in pixels.
    package let pixelWidth: Int
    package let pixelHeight: Int
    /// Frames per second of the scenario.
    package let fps: Double
    private let players: [ScenarioPlayer]
    private let platformLanes: [ComparePlatformLane]
    private let grid: CompareGrid
    private let canvas: HeadlessCanvas
    private let renderer: SceneRenderer
    private let captions: CompareCaptions
    /// Each lane's label in the lines its caption has.
    let labels: [[String]]
    /// The frame drawn next (0: the start).
    package private(set) var frame = 0

    /// The lanes' scenarios at `scale` pixels per point, then one lane per platform of `platforms`
    /// (lane 0's scenario played by that library's model, as the compare view's platform lanes).
    package init(lanes: [CompareLane], platforms: [Platform] = [], scale: CGFloat) throws {
        precondition(!lanes.isEmpty, "an animation needs a lane")
        let first = lanes[0].scenario
        fps = first.fps
        players = lanes.map { lane in
            // Every lane plays in the first lane's container, so the lanes differ only by their values.
            var scenario = lane.scenario
            scenario.scene.container = first.scene.container
            return ScenarioPlayer(scenario: scenario)
        }
        platformLanes = try platforms.map { try ComparePlatformLane(scenario: first, platform: $0) }
        let labels =
            lanes.enumerated().map { index, lane in "\(index) · \(lane.label)" }
            + platforms.enumerated().map { index, platform in "\(lanes.count + index) · \(platform.displayName)" }
        if labels.count > 1 {
            let runs = lanes.map { LaneRun(scenario: $0.scenario) } + platformLanes.map(\.run)
            captions = CompareCaptions(
                labels: labels, rows: CompareRow.rows(runs), releaseFrames: runs.map { $0.releases.map(\.line.frame) })
        } else {
            captions = CompareCaptions(labels: labels, rows: [], releaseFrames: [])
        }
        // The labels are measured before the picture's size is known: their lines decide its height.
        let fonts = try FontLibrary()
        let measuring = try HeadlessCanvas(pixelWidth: 1, pixelHeight: 1, pointScale: scale, fonts: fonts)
        (grid, self.labels) = ComparePainter.layOut(
            count: labels.count, container: first.scene.container.size, captions: captions,
            painter: measuring.painter)
        pixelWidth = max(1, Int((grid.size.width * scale).rounded()))
        pixelHeight = max(1, Int((grid.size.height * scale).rounded()))
        canvas = try HeadlessCanvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight, pointScale: scale, fonts: fonts)
        renderer = SceneRenderer(painter: canvas.painter)
    }

    /// Whether every frame has been drawn.
    package var isFinished: Bool {
        frame > 0 && players.allSatisfy(\.isFinished) && platformLanes.allSatisfy(\.isFinished)
    }

    /// Draws frame `frame` and moves on to the next; the picture stays valid until the next call.
    func drawNextFrame() throws -> SDLSurface {
        advance()
        let painter = canvas.painter
        painter.clear(OverlayStyle.desk)
        // A platform lane's model plays lane 0's input: its finger is lane 0's.
        let touches = players.map(\.touchLocation) + platformLanes.map { _ in players[0].touchLocation }
        ComparePainter(painter: painter, renderer: renderer).draw(
            players.map(\.runtime) + platformLanes.map(\.runtime), touches: touches, grid: grid, labels: labels,
            figures: captions.lines(by: frame).map { Array($0.dropFirst()) })
        frame += 1
        return try canvas.finishedSurface()
    }

    /// Moves every lane to frame `frame` (the start stays as built).
    private func advance() {
        guard frame > 0 else { return }
        for player in players { player.advanceFrame() }
        for lane in platformLanes { lane.advanceFrame() }
    }

    /// Plays frame `frame` without drawing it and moves on to the next.
    private func skipFrame() {
        advance()
        frame += 1
    }

    /// When frame `index` starts, in `perSecond` units of a second from the first frame, rounded
    /// from its time so that the frames' durations add up to the scenario's time.
    package static func timestamp(ofFrame index: Int, fps: Double, perSecond: Double) -> Int {
        Int((Double(index) * perSecond / fps).rounded())
    }

    /// Draws every frame in turn from the start and gives it to `body` with its index; the
    /// picture is valid only during the call.
    private func forEachFrame(_ body: (_ index: Int, _ surface: SDLSurface) throws -> Void) throws {
        precondition(frame == 0, "the animation has already been drawn")
        repeat {
            let index = frame
            try body(index, try drawNextFrame())
        } while !isFinished
    }

    /// Writes the run as an animated GIF at `path`, no frame shown for less than 2 cs (a run of
    /// more than 50 frames a second resampled at 50, `GIFTiming`); returns the number of frames
    /// written.
    @discardableResult
    package func writeGIF(to path: String) throws -> Int {
        precondition(frame == 0, "the animation has already been drawn")
        let writer = try GIFWriter(path: path, width: pixelWidth, height: pixelHeight)
        repeat {
            if let delay = GIFTiming.delay(ofRunFrame: frame, fps: fps) {
                try writer.add(try drawNextFrame(), delay: delay)
            } else {
                skipFrame()
            }
        } while !isFinished
        try writer.close()
        return writer.frameCount
    }

    /// What to tell the user about the GIF at `path` of this run: that it is resampled, when it is.
    package func gifNote(path: String) -> String? {
        GIFTiming.resamplingNote(fps: fps, path: path)
    }

    /// Writes every frame as a lossless animated WebP at `path`, each from its time in whole
    /// milliseconds; returns the number of frames drawn.
    @discardableResult
    package func writeWebP(to path: String) throws -> Int {
        let writer = try WebPWriter(path: path, width: pixelWidth, height: pixelHeight)
        try forEachFrame { index, surface in
            try writer.add(surface, timestamp: Self.timestamp(ofFrame: index, fps: fps, perSecond: 1000))
        }
        try writer.close(endingAt: Self.timestamp(ofFrame: writer.frameCount, fps: fps, perSecond: 1000))
        return writer.frameCount
    }

    /// Writes every frame as an H.264 MP4 at `path` through FFmpeg's libraries, at the scenario's
    /// fps rounded to whole frames a second; returns the number of frames.
    @discardableResult
    package func writeMP4(to path: String) throws -> Int {
        let writer = try MP4Writer(
            path: path, width: pixelWidth, height: pixelHeight, fps: max(1, Int(fps.rounded())))
        var pixels = [UInt32](repeating: 0, count: pixelWidth * pixelHeight)
        var count = 0
        try forEachFrame { _, surface in
            surface.forEachRow { y, row in
                pixels.withUnsafeMutableBufferPointer {
                    ($0.baseAddress! + y * pixelWidth).update(from: row.baseAddress!, count: row.count)
                }
            }
            try pixels.withUnsafeBytes { raw in
                try writer.add(bgra: raw.bindMemory(to: UInt8.self).baseAddress!, stride: pixelWidth * 4)
            }
            count += 1
        }
        try writer.close()
        return count
    }

    /// Writes frame `index` (0: the start) as a PNG at `path`, drawn as the animation draws it.
    package func writePNG(frame index: Int, to path: String) throws {
        while frame < index && !isFinished { skipFrame() }
        try drawNextFrame().savePNG(to: path)
    }
}
