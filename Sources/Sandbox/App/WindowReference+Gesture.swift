import Foundation
import PanelConfig
import PanelExport

/// The reference's own releases as a gesture (Docs/reference.md "In the window"): with a reference
/// read and no gesture yet, `M` plays drags that let go where and as fast as the reference's
/// finger did, so its lanes and the reference's can be compared at once.
extension WindowReference {
    /// A still step between two samples, pt: where the drag before a release begins.
    private static let stillStep = 0.2

    /// The scenario text: panel `panel` of the scene at `scenePath`, at `fps`; for each release a
    /// drag from where the motion last stood still to the release's location, released at the
    /// recorded velocity (else the last step's), at the reference's times; then the rest of it.
    func gestureScenario(scenePath: String, fps: Double) -> String? {
        let samples = motion.samples
        var steps: [String] = []
        var clock = samples.first?.t ?? 0
        let number = { (value: Double) in ExportNumber.rounded(value, significantDigits: 6) }
        for release in releases where release.index > 0 && release.index < samples.count {
            let index = release.index
            var start = index - 1
            while start > 0, abs(samples[start].y - samples[start - 1].y) > Self.stillStep { start -= 1 }
            let duration = max(samples[index].t - samples[start].t, 2 / fps)
            let step = samples[index].t - samples[index - 1].t
            let velocity = release.velocity ?? (step > 0 ? (samples[index].y - samples[index - 1].y) / step : 0)
            let wait = samples[index].t - duration - clock
            if wait > 0 { steps.append(#"{ "advance": \#(number(wait)) }"#) }
            steps.append(
                #"{ "drag": { "panel": "\#(panel)", "translation": \#(number(samples[index].y - samples[start].y)), "duration": \#(number(duration)), "velocity": \#(number(velocity)) } }"#
            )
            clock = max(clock, samples[index].t)
        }
        guard !steps.isEmpty, let last = samples.last else { return nil }
        steps.append(#"{ "advance": \#(number(max(last.t - clock, 0.5))) }"#)
        let scene = ExportJSONValue.string(scenePath).rendered().trimmingCharacters(in: .whitespacesAndNewlines)
        return #"{ "scene": \#(scene), "fps": \#(number(fps)), "steps": [\#n  "# + steps.joined(separator: ",\n  ")
            + "\n] }\n"
    }
}

extension SandboxApp {
    /// The reference's releases written as a scenario in the temporary folder, for `M` before any
    /// gesture; nil without a reference or a release in it.
    func referenceGesturePath() -> String? {
        guard let current = reference.current else { return nil }
        let scene = session.live.runtime.scene
        let scenePath = ConfigPath.absolute(scene.path, currentDirectory: FileManager.default.currentDirectoryPath)
        guard let text = current.gestureScenario(scenePath: scenePath, fps: scene.refreshRate) else { return nil }
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("reference-gesture-\(ProcessInfo.processInfo.processIdentifier).json").path
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            printError("the reference's releases not saved as a gesture: \(error)")
            return nil
        }
        printError("Playing the reference's \(current.releases.count) releases: \(path)")
        return path
    }
}
