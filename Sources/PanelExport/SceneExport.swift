import Foundation
import PanelConfig
import PanelPlatforms
import PlatformModels

/// The one way a scene becomes an export: the feel report, the fitted springs and the format's
/// writer, in that order. `export`, the window's `E` and the live link call it, so each hands
/// over the same file (Docs/export.md).
package enum SceneExport {
    /// What to write besides the format.
    package struct Request: Sendable {
        /// Only the motion part (`export --motion`), for the formats that have one.
        package var motion = false
        /// Only the feel report (`export --feel`).
        package var feelOnly = false
        /// When set, the header says when the file was written (`--timestamp`).
        package var timestamp: Date?
        /// The live client for a debug build at the end of the file (`export --live`, the formats
        /// of `LiveClientExport.formats`).
        package var live = false

        /// A request for the whole file; without arguments the output depends on the scene alone.
        package init(motion: Bool = false, feelOnly: Bool = false, timestamp: Date? = nil, live: Bool = false) {
            self.motion = motion
            self.feelOnly = feelOnly
            self.timestamp = timestamp
            self.live = live
        }
    }

    /// The text of `scene` in `format` and every warning it raised, each as standard error shows
    /// it (`<scene>: warning: … (--format <format>)`): the feel report's releases that land
    /// elsewhere first, then what the format cannot represent.
    package static func result(scene: ResolvedScene, format: ExportFormat, request: Request = Request())
        -> ExportResult
    {
        let options = ExportOptions(timestamp: request.timestamp)
        if request.motion {
            return MotionPanels.motionResult(format, scene: scene, options: options)
        }
        if format == .md, !request.feelOnly {
            // The spec sheet says, per platform, what will feel different: every model's report.
            var written = options
            written.platformFeel = Platform.allCases.map {
                FeelReport(scene: scene, platform: $0, refreshRate: scene.refreshRate)
            }
            return format.exportResult(scene, options: written)
        }
        let feel = format == .json && !request.feelOnly ? nil : FeelReport(scene: scene, format: format)
        var warnings = (feel?.warnings ?? []).map {
            ExportResult.warningLine($0, scenePath: scene.path, format: format)
        }
        if request.feelOnly, let feel {
            return ExportResult(text: feel.lines.joined(separator: "\n") + "\n", warnings: warnings)
        }
        var written = options
        written.feelReport = feel?.lines ?? []
        written.feelCounts = feel.map(FeelCounts.init)
        written.feelDifference = feel.map { FeelDifference($0).header(format: format) } ?? []
        if let fitFormat = format.details.springFit {
            // Targets that take only a spring get the one fitted to FloatingPanel's path, at the
            // scene's refresh rate.
            written.fittedSprings = FitReport(scene: scene, format: fitFormat).fittedSprings
        }
        written.live = request.live
        let result = format.exportResult(scene, options: written)
        warnings += result.warnings.map { ExportResult.warningLine($0, scenePath: scene.path, format: format) }
        return ExportResult(text: result.text, warnings: warnings)
    }
}
