import Foundation
import PanelConfig
import PanelLive
import PanelScene

/// Measures hot-reload latency: from the inotify event that completes a save to the reloaded
/// scene applied to the panels (the window adds the time to draw the next frame).
enum ReloadBenchmark {
    /// Why a measurement could not be made.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Saves a referenced file of a scene `saves` times and returns each save's latency in ms.
    ///
    /// The scene's files are copied to a temporary directory first, so nothing the user owns is
    /// written. Each save rewrites the scene's first referenced file after the scene itself (its
    /// layout, in the shipped scenes) in place, alternately with and without a trailing newline:
    /// the bytes differ, so every save goes through reading, parsing, validation and apply.
    /// - Parameter scenePath: the scene to measure; nil measures a built-in Maps-like scene.
    /// - Throws: `Failure` when the scene does not load or a save is not seen within 2 s.
    /// - Parameter drawFrame: draws the first frame with the new config; its duration is added,
    ///   so the figure runs to the frame drawn (the window's case).
    static func measureReloadLatency(
        saves: Int, scenePath: String? = nil, drawFrame: ((SceneRuntime) throws -> Void)? = nil
    ) throws -> [Double] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("panel-sandbox-reload-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scene = try copyScene(from: scenePath, to: directory)
        let live: LiveScene
        do {
            live = try LiveScene(path: scene, reportError: { _ in })
        } catch {
            throw Failure(description: "the benchmark scene does not load:\n\(error)")
        }
        live.runtime.showAll()
        let edited = live.runtime.scene.referencedFiles.dropFirst().first ?? live.runtime.scene.referencedFiles[0]
        let original = try Data(contentsOf: URL(fileURLWithPath: edited))
        var latencies: [Double] = []
        for save in 0..<saves {
            let content = save % 2 == 0 ? original + Data("\n".utf8) : original
            try content.write(to: URL(fileURLWithPath: edited))
            let applied = try waitForApply(live)
            let drawStart = DispatchTime.now().uptimeNanoseconds
            try drawFrame?(live.runtime)
            latencies.append(applied + Double(DispatchTime.now().uptimeNanoseconds - drawStart) / 1e6)
        }
        return latencies
    }

    /// Waits on the watcher until the save is loaded and applied; returns its latency.
    private static func waitForApply(_ live: LiveScene) throws -> Double {
        let deadline = ContinuousClock.now + .seconds(2)
        while ContinuousClock.now < deadline {
            live.watcher.waitForActivity(timeout: .milliseconds(100))
            var outcome = live.applyPendingChanges()
            // The benchmark has nothing else to do while the scene loads in the background.
            if outcome == .loading { outcome = live.finishLoading() }
            switch outcome {
            case .applied(let timing): return timing.eventToApplyMilliseconds
            case .failed: throw Failure(description: live.errors.joined(separator: "\n"))
            case .unchanged, .unchangedOnRequest, .loading, .recovered, .waitingForWriter: continue
            }
        }
        throw Failure(description: "a save was not seen within 2 s")
    }

    /// Copies `scenePath` and every file it uses to `directory`, keeping their relative places;
    /// returns the copy of the scene. Without a scene, writes the built-in one.
    static func copyScene(from scenePath: String?, to directory: String) throws -> String {
        guard let scenePath else {
            for (name, text) in builtInScene { try write(Data(text.utf8), to: directory + "/" + name) }
            return directory + "/scene.json"
        }
        let sources: [String]
        do {
            sources = try ConfigLoader.loadScene(path: scenePath).referencedFiles
        } catch {
            throw Failure(description: "the benchmark scene does not load:\n\(error)")
        }
        let root = commonDirectory(of: sources)
        for source in sources {
            try write(try Data(contentsOf: URL(fileURLWithPath: source)), to: directory + source.dropFirst(root.count))
        }
        return directory + sources[0].dropFirst(root.count)
    }

    private static func write(_ data: Data, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// The deepest directory containing every path (absolute paths).
    private static func commonDirectory(of paths: [String]) -> String {
        var common = paths[0].split(separator: "/").dropLast()
        for path in paths.dropFirst() {
            let components = path.split(separator: "/").dropLast()
            common = common.prefix(zip(common, components).prefix { $0 == $1 }.count)
        }
        return "/" + common.joined(separator: "/")
    }

    /// A bottom panel with full/half/tip over a long tracked list, its layout, behavior and
    /// appearance in files of their own: the shape of the default scene.
    private static let builtInScene = [
        "scene.json": """
        {
          "container": "iphone-15",
          "panels": [
            { "id": "search", "layout": "layouts/maps.json", "behavior": "behaviors/default.json",
              "appearance": "appearances/light.json", "scrollContentHeight": 2800 }
          ]
        }
        """,
        "layouts/maps.json": """
        {
          "position": "bottom",
          "initialState": "half",
          "anchors": {
            "full": { "absoluteInset": 16, "edge": "top", "referenceGuide": "safeArea" },
            "half": { "fractionalInset": 0.5, "edge": "bottom", "referenceGuide": "safeArea" },
            "tip": { "absoluteInset": 69, "edge": "bottom", "referenceGuide": "safeArea" }
          },
          "backdropAlpha": { "full": 0.3 }
        }
        """,
        "behaviors/default.json": #"{ "springResponseTime": 0.4, "shouldProjectMomentum": false }"#,
        "appearances/light.json": ##"{ "cornerRadius": 12, "backgroundColor": "#FFFFFF" }"##,
    ]
}
