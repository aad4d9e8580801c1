import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// A scenario (a recording) played in the window in real time (`run --replay`), and
/// in A/B mode a second scene played under the same input (`--compare`, the `B` key), which the
/// window draws as a ghost over the first.
///
/// The window calls `advanceFrame(sampleA:sampleB:)` in place of stepping the stage, once per fixed step of
/// `1 / fps` seconds, so the frames are those `simulate` traces for the same file.
final class WindowReplay {
    /// The scenario file played.
    let path: String
    /// The scenario's steps per second.
    let fps: Double
    /// The compared scene's file, in A/B mode.
    let otherScenePath: String?
    /// B's panel motion for the live plot, beside A's.
    var ghostPlot = LivePlotBuffer()
    /// Frames played so far.
    private(set) var frame = 0
    private let playback: Playback

    private enum Playback {
        case single(ScenarioPlayer)
        case abReplay(ABReplayRun)
    }

    /// Loads the scenario at `path` (and the scenes at `scenePath` and `otherScenePath`) and
    /// builds frame 0. The scene at `scenePath`, when given, plays the scenario's input in place
    /// of its own scene, in its container at its display scale (the input's points are the
    /// recording's), as A/B plays the other scene.
    /// - Parameter onEvent: receives the delegate events of the scene played.
    /// - Throws: the files' `ConfigError`s; a `SceneMismatch` when the scene lacks a panel the
    ///   scenario's steps name.
    init(
        path: String, scenePath: String? = nil, otherScenePath: String?,
        onEvent: @escaping (PanelRuntime, PanelEvent) -> Void
    ) throws {
        var scenario = try ConfigLoader.loadScenario(path: path)
        if let scenePath {
            var scene = try ConfigLoader.loadScene(path: scenePath)
            let missing = Set(scenario.steps.compactMap(\.panelID)).subtracting(scene.panels.map(\.id)).sorted()
            guard missing.isEmpty else {
                throw SceneMismatch(
                    description:
                        "\(scenePath) has no panel \(missing.map { "'\($0)'" }.joined(separator: ", ")), which \(path) moves; its panels are \(scene.panels.map(\.id).joined(separator: ", ")) (leave the scene out to play the recording's own)"
                )
            }
            scene.container = scenario.scene.container
            scene.displayScale = scenario.scene.displayScale
            scenario.scene = scene
        }
        self.path = path
        self.otherScenePath = otherScenePath
        fps = scenario.fps
        if let otherScenePath {
            let other = try ConfigLoader.loadScene(path: otherScenePath)
            playback = .abReplay(ABReplayRun(scenario: scenario, sceneB: other, onEvent: onEvent))
        } else {
            playback = .single(ScenarioPlayer(scenario: scenario, onEvent: onEvent))
        }
    }

    /// The scenario's scene: what the window draws and describes.
    var runtime: SceneRuntime {
        switch playback {
        case .single(let player): player.runtime
        case .abReplay(let run): run.runtimeA
        }
    }

    /// The compared scene, drawn as a ghost; nil when not comparing.
    var ghost: SceneRuntime? {
        guard case .abReplay(let run) = playback else { return nil }
        return run.runtimeB
    }

    /// A scene given to play a recording on that lacks one of the recording's panels.
    struct SceneMismatch: Error, CustomStringConvertible {
        /// What is missing, and what to do.
        let description: String
    }

    /// Whether every step has been played.
    var isFinished: Bool {
        switch playback {
        case .single(let player): player.isFinished
        case .abReplay(let run): run.isFinished
        }
    }

    /// Plays the next frame, observed by `sampleA` (the scenario's scene) and `sampleB` (the
    /// ghost) through the scene's frame driver; does nothing once finished.
    func advanceFrame(sampleA: () -> Void, sampleB: () -> Void) {
        guard !isFinished else { return }
        switch playback {
        case .single(let player): player.advanceFrame(sample: sampleA)
        case .abReplay(let run): run.advanceFrame(sampleA: sampleA, sampleB: sampleB)
        }
        frame += 1
    }

    /// One line for the side bar: what plays, and how far.
    var status: String {
        let name = (path as NSString).lastPathComponent
        let state = isFinished ? "done, \(frame) frames" : "frame \(frame)"
        guard let otherScenePath else { return "▶ Replay \(name) — \(state)" }
        let other = (otherScenePath as NSString).lastPathComponent
        return "▶ A/B \(name) — \(state)\nA: \(runtime.scene.name)   B (ghost): \(other)\nB ends the A/B replay"
    }
}

extension ScenarioStep {
    /// The panel the step acts on, for a step that names one.
    fileprivate var panelID: String? {
        switch self {
        case .drag(let panel, _, _, _, _), .scroll(let panel, _), .move(let panel, _, _), .show(let panel, _),
            .hide(let panel, _), .tapBackdrop(let panel), .present(let panel):
            return panel
        case .advance, .frames, .resize, .pointer, .wheel, .keyboard:
            return nil
        }
    }
}
