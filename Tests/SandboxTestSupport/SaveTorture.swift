import Foundation
import PanelLive
import PanelScene
import Sandbox
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Editor-save torture: the real window loop runs while a writer thread saves a
/// layout file of the scene again and again, in every way editors save, at random intervals.
///
/// Every save writes a complete *version*: version `n` sets the `half` anchor's fractional inset
/// to `inset(ofVersion: n)`, a value no other version has. After every frame the harness reads the
/// inset the loop applied, so a half-written file that slipped through, or an old version applied
/// after a newer one, shows by its value. That a save never blocks a frame is proven by counts,
/// not by the clock: the loop's thread reads no file and never waits for a load
/// (`LiveScene.loopStatistics`). Frames run one engine step each and never sleep
/// (`stepsEveryFrame`); their wall times are reported, not judged, since a busy machine stretches
/// frames whatever the loop does.
package enum SaveTorture {
    /// How an editor puts new content in the file.
    package enum SaveStyle: String, CaseIterable, Sendable {
        /// Truncate and write in one `write`, then close (nano, VS Code, `echo >`).
        case inPlace = "in-place"
        /// Truncate, then write in a few chunks with pauses between them (a slow or large write).
        case chunked = "truncate + chunked write"
        /// Write a temporary file beside it and rename it over (JetBrains, Foundation's atomic write).
        case tempAndRename = "temp + rename"
        /// Rename the file to `file~`, write a new file, delete the backup (vim's default).
        case vim = "vim (backup rename)"
        /// Delete the file, then create and write it again.
        case deleteAndRecreate = "delete + recreate"
    }

    /// How long and how hard to torture.
    package struct Configuration: Sendable {
        /// Saves in each style.
        package var savesPerStyle: Int
        /// The longest random pause after a save, in seconds (uniform from zero).
        package var maximumPause: Double
        /// The longest pause between two chunks of a chunked write, in seconds.
        package var maximumChunkPause: Double
        /// The seed of the writer's random intervals and chunk boundaries.
        package var seed: UInt64

        /// `savesPerStyle` saves of each style, up to 4 ms apart (several saves per frame at times,
        /// none for a few frames at others).
        package init(
            savesPerStyle: Int, maximumPause: Double = 0.004, maximumChunkPause: Double = 0.002, seed: UInt64 = 7
        ) {
            self.savesPerStyle = savesPerStyle
            self.maximumPause = maximumPause
            self.maximumChunkPause = maximumChunkPause
            self.seed = seed
        }
    }

    /// What the loop applied while the files were being saved.
    package struct Result {
        /// Saves written (every style).
        package var saves: Int
        /// The last version written.
        package var lastVersion: Int
        /// The version applied when the run ended (nil: a value no version has).
        package var finalVersion: Int?
        /// Insets the loop applied that no complete version had: half-written content got through.
        package var foreignInsets: [CGFloat]
        /// Times the loop applied a version older than one it had applied before.
        package var regressions: Int
        /// How many times the applied version changed.
        package var appliedChanges: Int
        /// Wall time of each frame after the first, in seconds.
        package var frameTimes: [Double]
        /// Wall time of the frames that applied a new version, in seconds.
        package var reloadFrameTimes: [Double]
        /// Wall time of the whole run, in seconds.
        package var duration: Double
        /// What the loop's thread did with files and loads: no reads and no waits on it.
        package var loop: LiveScene.LoopStatistics?
        /// Frames that ended while a background load was still due: frames went on meanwhile.
        package var framesWhileLoading: Int

        /// The longest frame, in seconds.
        package var maximumFrameTime: Double { frameTimes.max() ?? 0 }
        /// The 99th percentile frame time, in seconds.
        package var p99FrameTime: Double { FrameStatistics.percentile(0.99, of: frameTimes) }
    }

    /// Version 0 is the file as the scene starts; each save writes the next.
    package static func inset(ofVersion version: Int) -> CGFloat {
        // 1e-4 apart from 0.25: 5,000 saves stay below 0.75, between the tip and full anchors.
        CGFloat(2500 + version) / 10_000
    }

    /// The version whose inset is `inset`, or nil when no version has it.
    package static func version(ofInset inset: CGFloat, upTo last: Int) -> Int? {
        let version = Int((inset * 10_000).rounded()) - 2500
        // The config's number parser need not round exactly as this division does.
        guard (0...last).contains(version), abs(inset - Self.inset(ofVersion: version)) < 1e-9 else { return nil }
        return version
    }

    /// The layout file of `version`: a bottom panel, its half anchor at the version's inset.
    /// Every version has the same length (the inset is written with four decimals).
    package static func layout(version: Int) -> String {
        let half = String(format: "%.4f", Double(inset(ofVersion: version)))
        return """
            {
              "position": "bottom",
              "initialState": "half",
              "anchors": {
                "full": { "absoluteInset": 16, "edge": "top", "referenceGuide": "safeArea" },
                "half": { "fractionalInset": \(half), "edge": "bottom", "referenceGuide": "safeArea" },
                "tip": { "absoluteInset": 69, "edge": "bottom", "referenceGuide": "safeArea" }
              }
            }

            """
    }

    /// Runs the window on a scene in a new temporary folder while a writer thread saves its layout
    /// `savesPerStyle` times in each style, then keeps the loop running until the last version is
    /// applied (or 5 s pass). Needs a display or `SDL_VIDEODRIVER=offscreen`.
    package static func run(_ configuration: Configuration) throws -> Result {
        let folder = try ScratchScene(layout: layout(version: 0))
        defer { folder.remove() }
        let writer = SaveWriter(path: folder.layoutPath, configuration: configuration)
        let lastVersion = configuration.savesPerStyle * SaveStyle.allCases.count

        var options = SandboxOptions(scenePath: folder.scenePath)
        options.stepsEveryFrame = true
        options.vsync = false
        var result = Result(
            saves: 0, lastVersion: lastVersion, finalVersion: 0, foreignInsets: [], regressions: 0, appliedChanges: 0,
            frameTimes: [], reloadFrameTimes: [], duration: 0, loop: nil, framesWhileLoading: 0)
        var appliedVersion = 0
        var previousFrameEnd: Double?
        var giveUpTime: Double?
        let start = SandboxApp.now()
        options.afterFrame = { app, frame in
            let now = SandboxApp.now()
            let frameTime = previousFrameEnd.map { now - $0 }
            if let frameTime { result.frameTimes.append(frameTime) }
            previousFrameEnd = now
            if frame == 1 { writer.start() }
            if app.liveScene.isLoading { result.framesWhileLoading += 1 }
            let inset = app.appliedHalfInset ?? -1
            if let version = version(ofInset: inset, upTo: lastVersion) {
                if version != appliedVersion {
                    result.appliedChanges += 1
                    if let frameTime { result.reloadFrameTimes.append(frameTime) }
                }
                if version < appliedVersion { result.regressions += 1 }
                appliedVersion = version
                result.finalVersion = version
            } else {
                if result.foreignInsets.last != inset { result.foreignInsets.append(inset) }
                result.finalVersion = nil
            }
            guard writer.isFinished else { return }
            giveUpTime = giveUpTime ?? now + 5
            if result.finalVersion == lastVersion || now > giveUpTime! { app.quitRequested = true }
        }
        let app = try SandboxApp(options: options)
        try app.run()
        result.loop = app.liveScene.loopStatistics
        result.saves = writer.savesWritten
        result.duration = SandboxApp.now() - start
        return result
    }
}

/// A scene folder in the temporary directory: `scene.json` with one panel laid out by
/// `layouts/main.json` (an iPhone 15 container at display scale 1).
struct ScratchScene {
    let root: String
    var scenePath: String { root + "/scene.json" }
    var layoutPath: String { root + "/layouts/main.json" }

    init(layout: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("panel-torture-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/layouts", withIntermediateDirectories: true)
        try """
        {
          "name": "Torture", "container": "iphone-15", "displayScale": 1, "background": "grid",
          "panels": [ { "id": "main", "layout": "layouts/main.json", "scrollContentHeight": 2860,
                        "content": { "title": "Torture", "rows": 50, "rowTitle": "Row {n}" } } ]
        }
        """.write(toFile: scenePath, atomically: false, encoding: .utf8)
        try layout.write(toFile: layoutPath, atomically: false, encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

/// The writer thread: saves versions 1, 2, … of the layout, `savesPerStyle` in each style in
/// turn, with plain system calls so each style makes exactly the events its editor makes.
/// Sendable because its mutable state (`finished`, `written`) is used only while `lock` is held.
private final class SaveWriter: @unchecked Sendable {
    private let path: String
    private let configuration: SaveTorture.Configuration
    private let lock = NSLock()
    private var finished = false
    private var written = 0

    init(path: String, configuration: SaveTorture.Configuration) {
        self.path = path
        self.configuration = configuration
    }

    var isFinished: Bool { lock.withLock { finished } }
    var savesWritten: Int { lock.withLock { written } }

    func start() {
        let thread = Thread { [self] in
            var random = SplitMix64(seed: configuration.seed)
            var version = 0
            for style in SaveTorture.SaveStyle.allCases {
                for _ in 0..<configuration.savesPerStyle {
                    version += 1
                    save(Array(SaveTorture.layout(version: version).utf8), style: style, random: &random)
                    lock.withLock { written += 1 }
                    pause(configuration.maximumPause, random: &random)
                }
            }
            lock.withLock { finished = true }
        }
        thread.name = "save-torture-writer"
        thread.start()
    }

    private func save(_ bytes: [UInt8], style: SaveTorture.SaveStyle, random: inout SplitMix64) {
        switch style {
        case .inPlace:
            write(bytes, to: path, flags: O_TRUNC)
        case .chunked:
            let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
            guard descriptor >= 0 else { return }
            var cuts = (0..<3).map { _ in Int(random.next() % UInt64(bytes.count)) }.sorted()
            cuts.append(bytes.count)
            var offset = 0
            for cut in cuts where cut > offset {
                bytes[offset..<cut].withUnsafeBytes { _ = Foundation.write(descriptor, $0.baseAddress, $0.count) }
                offset = cut
                pause(configuration.maximumChunkPause, random: &random)
            }
            close(descriptor)
        case .tempAndRename:
            let temporary = path + ".tmp"
            write(bytes, to: temporary, flags: O_TRUNC)
            rename(temporary, path)
        case .vim:
            let backup = path + "~"
            rename(path, backup)
            write(bytes, to: path, flags: O_TRUNC)
            unlink(backup)
        case .deleteAndRecreate:
            unlink(path)
            write(bytes, to: path, flags: O_TRUNC)
        }
    }

    private func write(_ bytes: [UInt8], to path: String, flags: Int32) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | flags, 0o644)
        guard descriptor >= 0 else { return }
        bytes.withUnsafeBytes { _ = Foundation.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    private func pause(_ longest: Double, random: inout SplitMix64) {
        let microseconds = UInt32(Double(random.next() % 1_000_001) / 1_000_000 * longest * 1_000_000)
        if microseconds > 0 { usleep(microseconds) }
    }
}
