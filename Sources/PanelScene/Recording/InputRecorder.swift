import FloatingPanel
import Foundation
import PanelConfig

/// Records the input the window applies and writes it as a scenario that replays it frame for
/// frame: `simulate` gives the same trajectory, `run --replay` shows it again.
///
/// A recording starts from a scene's starting point, which is a scenario's t = 0: a runtime just
/// built from the scene, every panel shown (`showAll`), no step run yet. The window then counts
/// the engine steps it runs from there (each of `1 / fps` seconds) and records every input with
/// that count, the frame it lands in: an input applied after step `n` and before step `n + 1` has
/// frame `n`. The scenario's steps are the inputs with `frames` steps for the gaps between them.
package final class InputRecorder {
    /// The folder recordings are saved in, beside the scene (the file watcher watches files by
    /// name, so nothing written there reloads the scene).
    package static let folderName = "recordings"

    /// The scene as it was when the recording started, with the container and display scale the
    /// runtime had then (the window's size and the screen's density).
    package let scene: ResolvedScene
    /// The frame rate the window steps at: one frame is `1 / fps` seconds, exactly.
    package let fps: Double
    /// The inputs recorded so far, in order, with the frame each landed in.
    package private(set) var inputs: [(frame: Int, step: ScenarioStep)] = []

    /// Starts a recording of `runtime`, which must be at its scene's starting point (see above).
    /// - Parameter fps: the window's engine steps per second; the window must step `1 / fps`
    ///   seconds at a time (e.g. fps 60 and a step of `1.0 / 60`), or replays drift.
    package convenience init(runtime: SceneRuntime, fps: Double) {
        var scene = runtime.scene
        scene.container = runtime.container
        scene.displayScale = runtime.displayScale
        self.init(scene: scene, fps: fps)
    }

    /// A recorder of input on `scene`, in its container at its display scale.
    package init(scene: ResolvedScene, fps: Double) {
        self.scene = scene
        self.fps = fps
    }

    /// Records `step`, applied in `frame` (engine steps since the recording started). Only steps
    /// that act at the current time are input: `pointer`, `wheel`, `scroll`, `move`, `show`,
    /// `hide`, `tapBackdrop`, `present`, `resize`. A reaction of the window to an input that
    /// changes the scene (a row tap presenting a panel) is recorded too, after that input.
    package func record(_ step: ScenarioStep, frame: Int) {
        switch step {
        case .advance, .drag, .frames:
            preconditionFailure("\(step) takes frames; record the input the window applies instead")
        default:
            break
        }
        precondition(frame >= (inputs.last?.frame ?? 0), "inputs are recorded in the order they are applied")
        inputs.append((frame, step))
    }

    /// The scenario's steps: each input after a `frames` step for the gap before it, then the
    /// frames up to `endFrame` (at least the last input's), when the recording stopped.
    package func steps(endingAtFrame endFrame: Int) -> [ScenarioStep] {
        var steps: [ScenarioStep] = []
        var frame = 0
        for input in inputs {
            if input.frame > frame { steps.append(.frames(input.frame - frame)) }
            frame = input.frame
            steps.append(input.step)
        }
        if endFrame > frame { steps.append(.frames(endFrame - frame)) }
        return steps
    }

    /// The recording as a scenario, stopped at `endFrame`.
    package func scenario(endingAtFrame endFrame: Int) -> Scenario {
        Scenario(scene: scene, fps: fps, steps: steps(endingAtFrame: endFrame))
    }

    /// The recording as a scenario file stopped at `endFrame`: the scene with every value resolved
    /// and inline (so the file stands alone wherever it is saved, and later edits of the scene's
    /// layout, behavior and appearance files do not change what it replays), then the steps.
    package func scenarioJSON(endingAtFrame endFrame: Int) -> String {
        ScenarioJSON.document(scene: scene, fps: fps, steps: steps(endingAtFrame: endFrame))
    }

    /// The scene file the scenario at `path` was made on: the file it names as its `scene`, else,
    /// for a recording saved by `saveNextToScene` (`recordings/NAME-DATE.json`, its scene inline),
    /// `NAME.json` beside that folder when it is there; nil when neither tells.
    package static func scenePath(ofScenarioAt path: String, files: ConfigFileReader = .disk) -> String? {
        let named = ScenarioScene.path(ofScenarioAt: path, files: files)
        if named != path { return named }
        let folder = ConfigPath.directory(of: path)
        guard (folder as NSString).lastPathComponent == folderName else { return nil }
        // NAME-DATE-TIME as `TimestampedFile` names it, perhaps with -2, -3, … after it.
        var parts = ConfigPath.baseName(path).split(separator: "-", omittingEmptySubsequences: false)
        if let last = parts.last, last.count < 6, Int(last) != nil { parts.removeLast() }
        guard parts.count >= 3, parts[parts.count - 1].count == 6, parts[parts.count - 2].count == 8,
            Int(parts[parts.count - 1]) != nil, Int(parts[parts.count - 2]) != nil
        else { return nil }
        let name = parts.dropLast(2).joined(separator: "-")
        let scene = ConfigPath.resolve(name + ".json", relativeTo: folder)
        guard (try? files.read(ConfigPath.absolute(scene, currentDirectory: files.currentDirectory))) != nil else {
            return nil
        }
        return scene
    }

    /// Writes the recording to `recordings/<scene file name>-<time>.json` beside the scene file
    /// (`-2`, `-3`, … appended when that name is taken; nothing is overwritten) and returns the
    /// absolute path written.
    /// - Parameter currentDirectory: what a relative scene path is relative to.
    /// - Throws: the file system's error when the folder or the file cannot be created.
    package func saveNextToScene(
        endingAtFrame endFrame: Int, at date: Date = Date(),
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) throws -> String {
        let scenePath = ConfigPath.absolute(scene.path, currentDirectory: currentDirectory)
        let folder = ConfigPath.directory(of: scenePath) + "/" + Self.folderName
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let data = Data(scenarioJSON(endingAtFrame: endFrame).utf8)
        return try TimestampedFile.create(
            data, folder: folder, base: TimestampedFile.base(ConfigPath.baseName(scenePath), at: date),
            extension: "json")
    }
}
