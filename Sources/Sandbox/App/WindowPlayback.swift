import Foundation
import PanelScene

/// What the window plays, and what it records: the live scene, the recording under way, the last
/// one saved, a replay (or an A/B replay), and the scene restarted for a recording. Together
/// they decide the runtime the window draws and routes input to (`runtime`).
struct WindowPlayback {
    /// The live scene's runtime.
    var live: SceneRuntime
    /// The recording under way.
    var recording: WindowRecording?
    /// The file the last recording was saved to (what `B` compares).
    var lastRecordingPath: String?
    /// The last drag in the live window since then, the gesture `M`, `W` and `B` play when newer.
    var lastDrag: DragCapture?
    /// The scenario playing in place of live input (`--replay`, `B`).
    var replay: WindowReplay?
    /// The scene started afresh for a recording, shown until a reload or a switch.
    var restartedRuntime: SceneRuntime?
    /// The compare view (`M`): the last recording on lanes side by side.
    var compare: WindowCompare?

    /// The scene drawn and played with: a replay's, else the scene restarted for a recording,
    /// else `live`.
    var runtime: SceneRuntime {
        replay?.runtime ?? restartedRuntime ?? live
    }

    /// Why `command` cannot run now, or nil when it can: it changes the scene in a way a
    /// scenario cannot replay (or, in a replay, would change what plays).
    func refusal(of command: SandboxCommand) -> String? {
        switch command {
        case .number, .hide, .show, .rotate, .toggleKeyboard, .growContent, .shrinkContent:
            if replay != nil { return "Replaying — C records, F1 / F2 / L open a scene" }
            if recording != nil, [.toggleKeyboard, .growContent, .shrinkContent].contains(command) {
                return "Not recordable — C stops the recording first"
            }
            return nil
        default:
            return nil
        }
    }

    /// Whether a replay still has frames to play.
    var isReplaying: Bool { (replay.map { !$0.isFinished } ?? false) || (compare.map { !$0.isFinished } ?? false) }
}

/// A recording under way: what records, and the engine steps run since it started (the frame
/// the next input lands in).
struct WindowRecording {
    let recorder: InputRecorder
    var frame = 0
}
