import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

extension SandboxApp {
    // MARK: - Recording

    /// `C`: starts a recording, or stops it and saves it. During a replay, ends the replay and
    /// starts recording on the live scene.
    func toggleRecording() {
        if playback.recording != nil { return stopRecording() }
        if playback.replay != nil { endReplay() }
        startRecording()
    }

    /// Restarts the scene from its starting point — a fresh runtime in the window's container, every
    /// panel shown, no step run — which is a scenario's t = 0, and records from there.
    func startRecording() {
        let current = runtime
        let live = session.live.runtime
        let fresh = SceneRuntime(scene: live.scene, defaultDisplayScale: live.displayScale)
        if fresh.container != current.container { fresh.resize(to: current.container) }
        fresh.showAll()
        playback.restartedRuntime = fresh
        playback.recording = WindowRecording(recorder: InputRecorder(runtime: fresh, fps: playback.stepRate))
        show(message: "Recording from the scene's start — C stops and saves", seconds: 2)
    }

    /// Saves the recording into `recordings/` beside the scene and shows where.
    func stopRecording(because reason: String? = nil) {
        guard let recording = playback.recording else { return }
        playback.recording = nil
        let seconds = ReadoutOverlay.format(CGFloat(Double(recording.frame) / playback.stepRate), 1)
        do {
            let path = try recording.recorder.saveNextToScene(endingAtFrame: recording.frame)
            playback.lastRecordingPath = path
            playback.lastDrag = nil
            printError("Recorded \(path)")
            let heading = reason.map { "Recording stopped (\($0))" } ?? "Recorded \(seconds) s"
            show(message: "\(heading):\n\(path)\nB replays it A/B", seconds: 8)
        } catch {
            printError("recording not saved: \(error)")
            show(message: "Recording not saved: \(error)", seconds: 8)
        }
    }

    /// Records `step`, about to be applied to the scene, when a recording is under way; else keeps
    /// it in the last drag's capture, which a press on the live scene starts.
    func record(_ step: ScenarioStep) {
        if let recording = playback.recording { return recording.recorder.record(step, frame: recording.frame) }
        guard playback.replay == nil, playback.compare == nil else { return }
        // A press on a panel starts a new capture; one elsewhere (a tap on the map) keeps the last.
        if case .pointer(let input) = step, input.phase == .down, case .surface = runtime.stage.hitTest(input.location)
        {
            playback.lastDrag = DragCapture(runtime: runtime, fps: playback.stepRate)
        }
        playback.lastDrag?.record(step)
    }

    /// The gesture `M`, `W` and `B` play, once a recording under way is stopped and saved; nil
    /// after saying how to make one and what `action` then does.
    func gestureToPlay(then action: String, orElse fallback: () -> String? = { nil }) -> String? {
        stopRecording()
        if let path = lastGesturePath() ?? fallback() { return path }
        show(message: "No gesture yet: drag a panel (or C records one, C again saves it), then \(action)", seconds: 4)
        return nil
    }

    /// The last drag when it is newer than the last recording (saved beside the scene on first
    /// use, as `C` saves one), else the recording or `--replay`'s scenario.
    private func lastGesturePath() -> String? {
        if var drag = playback.lastDrag, drag.releaseFrame != nil {
            if let path = drag.savedPath { return path }
            do {
                let path = try drag.recorder.saveNextToScene(endingAtFrame: drag.endFrame)
                drag.savedPath = path
                playback.lastDrag = drag
                printError("Recorded the last drag: \(path)")
                return path
            } catch {
                printError("the last drag not saved: \(error)")
            }
        }
        return playback.lastRecordingPath ?? options.replayPath
    }

    // MARK: - Replay and A/B

    /// Plays the scenario at `path` in place of live input, on the scene at `scenePath` when given;
    /// with `otherScenePath`, plays that scene under the same input and draws it as a ghost.
    /// - Throws: the files' `ConfigError`s.
    func startReplay(path: String, on scenePath: String? = nil, comparedWith otherScenePath: String?) throws {
        let replay = try WindowReplay(
            path: path, scenePath: scenePath, otherScenePath: otherScenePath, onEvent: panelEventHandler)
        playback.recording = nil
        playback.replay = replay
        fitWindowToContainer()
    }

    /// Back to the live scene (or the one restarted for the last recording).
    func endReplay() {
        guard playback.replay != nil else { return }
        playback.replay = nil
        fitWindowToContainer()
    }

    /// `B`: the last recording against the scene chosen in the preset list (the next preset when
    /// the list's selection is the running scene), or back from an A/B replay.
    func toggleABReplay() {
        if playback.replay?.ghost != nil {
            endReplay()
            return show(message: "A/B ended", seconds: 1.5)
        }
        guard let recordingPath = gestureToPlay(then: "B compares") else { return }
        guard let other = session.abReplayScenePath else {
            return show(message: "No other scene to compare with: add one to the preset list (L)", seconds: 4)
        }
        do {
            try startReplay(path: recordingPath, comparedWith: other)
            show(message: "A/B: \((other as NSString).lastPathComponent) as the ghost — L picks another", seconds: 3)
        } catch {
            let lines = (error as? ConfigError)?.diagnostics.map(\.description) ?? ["\(error)"]
            for line in lines { printError(line) }
            show(message: (["A/B failed:"] + lines).joined(separator: "\n"), seconds: 6)
        }
    }
}
