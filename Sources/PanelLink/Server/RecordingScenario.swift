import Foundation
import PanelConfig

/// A recording from the live page as a scenario (Docs/live.md "Real gestures back"): the page's
/// container, each panel moved to the state it had when the recording began, then one `pointer` step for each raw
/// sample in the frame of its time at the page's engine rate (`fps`) with its time within that
/// frame (`dt`) and no `vx`/`vy`, so the replay estimates each velocity from the samples' times by
/// the window's rule as the page did, and frames to the recording's end. `simulate` plays it to the release the page made.
package enum RecordingScenario {
    /// The scenario's text; `scene` is the scene file as the scenario names it (relative to it).
    package static func text(_ recording: LiveRecording, scene: String) -> String {
        let n = { (value: Double) in ExportNumber.exact(value) }
        var steps: [String] = []
        if let viewport = recording.viewport {
            let insets = [
                ("top", viewport.top), ("left", viewport.left), ("bottom", viewport.bottom), ("right", viewport.right),
            ]
            .map { "\"\($0.0)\": \(n($0.1))" }.joined(separator: ", ")
            steps.append(
                "{\"resize\": {\"width\": \(n(viewport.width)), \"height\": \(n(viewport.height)), \"safeArea\": {\(insets)}}}"
            )
        }
        for (panel, state) in recording.states.sorted(by: { $0.key < $1.key }) {
            let quoted = ExportJSONValue.quoted(panel)
            steps.append(
                state == "hidden"
                    ? "{\"hide\": {\"panel\": \(quoted)}}"
                    : "{\"move\": {\"panel\": \(quoted), \"to\": \(ExportJSONValue.quoted(state))}}")
        }
        let start = recording.samples.first?.time ?? 0
        let frameOf = { (time: Double) in Int(((time - start) * recording.fps).rounded(.down)) }
        var frame = 0
        for sample in recording.samples {
            let sampleFrame = frameOf(sample.time)
            if sampleFrame > frame { steps.append("{\"frames\": \(sampleFrame - frame)}") }
            frame = max(frame, sampleFrame)
            var fields = "\"phase\": \"\(sample.phase.rawValue)\", \"x\": \(n(sample.x)), \"y\": \(n(sample.y))"
            if sample.phase == .down { fields += ", \"slop\": 10" }
            // The sample's time within its frame; a move's and the up's velocity is left to the
            // replay, which estimates it from these times as the page did.
            let timeInFrame = (sample.time - start) - Double(frame) / recording.fps
            if timeInFrame > 0 { fields += ", \"dt\": \(n(timeInFrame))" }
            steps.append("{\"pointer\": {\(fields)}}")
        }
        let last = frameOf(recording.end)
        if last > frame { steps.append("{\"frames\": \(last - frame)}") }
        var lines = ["{", "  \"scene\": \(ExportJSONValue.quoted(scene)),", "  \"fps\": \(n(recording.fps)),"]
        lines.append("  \"steps\": [")
        lines += steps.enumerated().map { "    " + $0.element + ($0.offset < steps.count - 1 ? "," : "") }
        lines += ["  ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// Writes the recording beside `scenePath` under `recordings/`, under a new generated name
    /// (never one a page chose); returns the file's path.
    package static func save(_ recording: LiveRecording, scenePath: String, now: Date = Date()) throws -> String {
        let sceneURL = URL(fileURLWithPath: scenePath)
        let folder = sceneURL.deletingLastPathComponent().appendingPathComponent("recordings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = Data(Self.text(recording, scene: "../" + sceneURL.lastPathComponent).utf8)
        return try TimestampedFile.create(
            text, folder: folder.path, base: TimestampedFile.base("live", at: now), extension: "json")
    }
}
