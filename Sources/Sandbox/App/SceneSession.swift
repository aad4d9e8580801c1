import Foundation
import PanelConfig
import PanelLive
import PanelScene

/// The scene the window runs and where it came from: the live scene with the watcher of its
/// files, the list of presets to switch to, and what the last reload or switch did.
final class SceneSession {
    /// The running scene and the watcher of its files.
    private(set) var live: LiveScene
    /// The scenes `L`, `F1` and `F2` switch between.
    var presets: ScenePresetList
    /// Why the last preset could not be opened (the banner shows it until the next switch).
    var switchErrors: [String] = []
    /// The last reload applied, with the time to the first frame drawn with it.
    var lastReload: ReloadReport?
    /// A reload applied but not drawn yet: the frame that draws it completes its timing.
    private var pendingReloadTiming: ReloadTiming?
    /// The window's `E` while its files are being written.
    var export: BackgroundTask<WindowExport>?

    /// The session of `live`, which was opened from the scene file the user named.
    init(live: LiveScene) {
        self.live = live
        presets = ScenePresetList(around: live.path)
    }

    /// The running scene file's name, for messages and the overlay.
    var sceneFileName: String { (live.path as NSString).lastPathComponent }

    /// The banner's lines: what keeps the files from loading, or why a preset did not open.
    var bannerErrors: [String] { switchErrors + live.errors }

    /// Whether the banner shows errors (red) rather than only the running scene's warnings (amber).
    var bannerShowsErrors: Bool { !bannerErrors.isEmpty }

    /// The banner's lines: the errors, else the running scene's warnings; empty when there is no banner.
    var bannerLines: [String] { bannerShowsErrors ? bannerErrors : live.warnings }

    /// The banner's heading for `bannerLines`.
    var bannerTitle: String {
        if !bannerShowsErrors { return "\(sceneFileName) loads with warnings" }
        return switchErrors.isEmpty
            ? "\(sceneFileName) does not load — the last good scene keeps running" : "Scene not opened"
    }

    /// Runs `next` in place of the running scene, with nothing of the old one's reloads or errors.
    func replace(with next: LiveScene, presetIndex: Int) {
        live = next
        presets.selection = presetIndex
        lastReload = nil
        pendingReloadTiming = nil
        switchErrors = []
    }

    /// The list read from disk again (so new files show), around the running scene.
    func refreshPresets() {
        presets = ScenePresetList(around: live.path)
    }

    /// Remembers a reload just applied; the next frame drawn completes its timing.
    func reloadApplied(_ timing: ReloadTiming) {
        pendingReloadTiming = timing
        lastReload = ReloadReport(timing: timing, eventToFrameMilliseconds: nil)
    }

    /// Called after a frame was presented: the first frame drawn with a reload completes its
    /// event-to-frame time. True when it did (the overlay then has a new figure to show).
    func completeReloadTiming() -> Bool {
        guard let timing = pendingReloadTiming else { return false }
        pendingReloadTiming = nil
        lastReload?.eventToFrameMilliseconds = timing.eventTime.duration(to: .now).milliseconds
        return true
    }

    /// The scene `B` compares the last recording with: the one chosen in the preset list, or the
    /// next one when the selection is the running scene; nil when the list has no other.
    var abReplayScenePath: String? {
        let running = presets.index(of: live.path)
        guard presets.paths.count > (running == nil ? 0 : 1) else { return nil }
        let chosen = presets.selection == running ? presets.index(presets.selection, movedBy: 1) : presets.selection
        return presets.paths[chosen]
    }
}

/// The last reload the window applied: LiveScene's timing of it, and how long it took from the
/// file event to the first frame drawn with it.
package struct ReloadReport: Equatable, Sendable {
    /// When the event came and when the scene was applied.
    package var timing: ReloadTiming
    /// From the file event to the end of the first frame drawn with the new scene; nil until drawn.
    package var eventToFrameMilliseconds: Double?
}

extension Duration {
    /// This duration in milliseconds.
    fileprivate var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
