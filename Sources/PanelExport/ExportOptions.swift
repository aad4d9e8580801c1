import Foundation
import PanelConfig
import PanelPlatforms

/// Choices that change an export's text beyond the scene itself.
package struct ExportOptions: Sendable {
    /// When set, the header comment says when the file was written; nil keeps the output the
    /// same for the same scene (tests, diffs).
    package var timestamp: Date?
    /// The feel report's lines (Docs/platforms.md), computed where the engine runs and written
    /// at the end of every code export's header; empty writes none.
    package var feelReport: [String]
    /// Springs fitted to FloatingPanel's path, by panel id (`panel-sandbox fit`); the exports of
    /// targets that take only a spring write them. Empty: the exports point to `fit` instead.
    package var fittedSprings: [String: FittedSprings] = [:]
    /// The feel report's counts for the Compose and vaul headers' opening sentence; nil writes none.
    package var feelCounts: FeelCounts?
    /// What will feel different on the target, in sentences with numbers (`FeelDifference`):
    /// every code export's header opens with them.
    package var feelDifference: [String] = []
    /// The feel report against every modelled platform, for the spec sheet (`md`); empty elsewhere.
    package var platformFeel: [FeelReport] = []
    /// The file ends with the live client (`export --live`): the vaul drawer and the Compose
    /// springs then take the values it receives.
    package var live = false

    /// Options for an export; without arguments the output depends on the scene alone.
    package init(timestamp: Date? = nil, feelReport: [String] = [], live: Bool = false) {
        self.timestamp = timestamp
        self.feelReport = feelReport
        self.live = live
    }

    /// The header comment lines of a code export: the scene, the command, and the time if asked.
    func header(_ scene: ResolvedScene, format: ExportFormat) -> [String] {
        // Compose and vaul open with their own summary (`FeelSetupUsage`), which says it.
        let opening =
            [.compose, .vaul].contains(format) || feelDifference.isEmpty
            ? [] : Self.wrapped("What will feel different: " + feelDifference.joined(separator: " ")) + [""]
        var lines =
            opening + [
                // No double hyphen: XML comments cannot hold one.
                "Exported by panel-sandbox (export format \(format.rawValue)) from \(Self.fileName(scene.path)), scene \"\(scene.name)\"."
            ]
            + Self.wrapped(
                "The numbers here were taken on the scene's container, \(Self.containerText(scene.container)), "
                    + "not on the device this code runs on: the code resolves the stops on the real device. "
                    + "Panels are listed bottom to top.")
            + scene.panels.flatMap {
                Self.wrapped("Backdrop of panel \"\($0.id)\": " + SpecSheet.backdropSentence($0, scene: scene))
            }
            + ExportTarget.of(format, scene: scene).headerLines
        if let timestamp {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime]
            lines.append("Written at \(formatter.string(from: timestamp)).")
        }
        lines += ContentExportNote.lines(scene, format: format)
        lines += FittedSpringNote.lines(scene, format: format, fitted: fittedSprings)
        return feelReport.isEmpty ? lines : lines + [""] + feelReport
    }

    /// `text` in comment lines of at most 96 characters, broken between words, never between a
    /// number and its unit (`13 pt`, `0.4 s`).
    static func wrapped(_ text: String, width: Int = 96) -> [String] {
        var words: [String] = []
        for word in text.split(separator: " ").map(String.init) {
            if ["pt", "s", "%", "pt/s", "px/ms"].contains(word.trimmingCharacters(in: .punctuationCharacters)),
                let last = words.last, last.last?.isNumber == true
            {
                words[words.count - 1] = last + " " + word
            } else {
                words.append(word)
            }
        }
        var lines: [String] = []
        var line = ""
        for word in words {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(word)
            } else {
                line = line.isEmpty ? String(word) : line + " " + word
            }
        }
        return line.isEmpty ? lines : lines + [line]
    }

    /// The scene file's name: where it lies on the exporting machine means nothing to the reader.
    static func fileName(_ path: String) -> String {
        URL(fileURLWithPath: path).lastPathComponent
    }

    static func containerText(_ container: SceneContainer) -> String {
        let n = { (value: CGFloat) in ExportNumber.exact(Double(value)) }
        let insets = container.safeArea
        let size =
            "\(n(container.size.width))×\(n(container.size.height)) pt, safe area "
            + "\(n(insets.top))/\(n(insets.left))/\(n(insets.bottom))/\(n(insets.right)) (top/left/bottom/right)"
        return container.presetName.map { "\($0), \(size)" } ?? size
    }
}
