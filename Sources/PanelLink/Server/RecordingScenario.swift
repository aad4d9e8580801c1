import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// A recording from the live page as a scenario (Docs/live.md "Real gestures back"), written by
/// the window's scenario writer (`ScenarioJSON`), so it is self-contained as the window's are: the
/// scene version the page ran, inline and fully resolved (a later rename or spring change of the
/// scene's files does not change what it replays), the page's container, each panel moved to the
/// state it had when the recording began, then one `pointer` step for each raw sample in the frame
/// of its time at the page's engine rate (`fps`) with its time within that frame (`dt`) and no
/// `vx`/`vy`, so the replay estimates each velocity from the samples' times by the window's rule as
/// the page did, and frames to the recording's end. `simulate` plays it to the release the page made.
package enum RecordingScenario {
    /// The scenario's text; `scene` is the version the page ran when it recorded.
    package static func text(_ recording: LiveRecording, scene: ResolvedScene) -> String {
        ScenarioJSON.document(scene: scene, fps: recording.fps, steps: steps(recording))
    }

    /// The steps: the container, the panels' states, the samples and the frames between them.
    static func steps(_ recording: LiveRecording) -> [ScenarioStep] {
        var steps: [ScenarioStep] = []
        if let viewport = recording.viewport {
            steps.append(
                .resize(
                    SceneContainer(
                        size: CGSize(width: viewport.width, height: viewport.height),
                        safeArea: EdgeInsets(
                            top: viewport.top, left: viewport.left, bottom: viewport.bottom, right: viewport.right))))
        }
        for (panel, state) in recording.states.sorted(by: { $0.key < $1.key }) {
            steps.append(
                state == "hidden"
                    ? .hide(panel: panel, animated: false)
                    : .move(panel: panel, to: FloatingPanelState(rawValue: state, order: 0), animated: false))
        }
        let start = recording.samples.first?.time ?? 0
        let frameOf = { (time: Double) in Int(((time - start) * recording.fps).rounded(.down)) }
        var frame = 0
        for sample in recording.samples {
            let sampleFrame = frameOf(sample.time)
            if sampleFrame > frame { steps.append(.frames(sampleFrame - frame)) }
            frame = max(frame, sampleFrame)
            // The sample's time within its frame; a move's and the up's velocity is left to the
            // replay, which estimates it from these times as the page did.
            let phase: PointerPhase =
                switch sample.phase {
                case .down: .down
                case .move: .move
                case .up: .up
                }
            steps.append(
                .pointer(
                    PointerInput(
                        phase, at: CGPoint(x: sample.x, y: sample.y),
                        timeInFrame: (sample.time - start) - Double(frame) / recording.fps,
                        estimatesVelocity: sample.phase != .down)))
        }
        let last = frameOf(recording.end)
        if last > frame { steps.append(.frames(last - frame)) }
        return steps
    }

    /// Writes the recording beside `scenePath` under `recordings/`, under a new generated name
    /// (never one a page chose); returns the file's path.
    package static func save(
        _ recording: LiveRecording, scene: ResolvedScene, scenePath: String, now: Date = Date()
    ) throws -> String {
        let sceneURL = URL(fileURLWithPath: scenePath)
        let folder = sceneURL.deletingLastPathComponent().appendingPathComponent("recordings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = Data(Self.text(recording, scene: scene).utf8)
        return try TimestampedFile.create(
            text, folder: folder.path, base: TimestampedFile.base("live", at: now), extension: "json")
    }
}
