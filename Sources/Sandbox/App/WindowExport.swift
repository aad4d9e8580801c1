import Foundation
import PanelConfig
import PanelExport

/// What the window's `E` wrote, worked out on a thread of its own (the feel report and the fit of
/// every format take longer than a frame): the files, or why none could be written, and every
/// warning `export` prints for them.
struct WindowExport: Sendable {
    /// The files written, absolute paths.
    var paths: [String] = []
    /// The warnings, as `export` prints them.
    var warnings: [String] = []
    /// Why the scene could not be exported; nil when it was.
    var failure: String?

    /// Loads the scene with `load` (from the bytes that run, as `export` reads the files) and
    /// writes its formats into `exports/` beside it, stamped `date`.
    static func write(
        load: @Sendable () throws -> ResolvedScene, at date: Date, currentDirectory: String
    ) -> WindowExport {
        var export = WindowExport()
        do {
            let scene = try load()
            export.paths = try SceneExportFolder.write(scene, at: date, currentDirectory: currentDirectory) {
                export.warnings.append($0)
            }
        } catch {
            export.failure = (error as? ConfigError)?.description ?? "\(error)"
        }
        return export
    }

    /// The side bar's lines: the paths, then the warnings.
    var message: String {
        failure.map { "Export failed: \($0)" } ?? (["Exported:"] + paths + warnings).joined(separator: "\n")
    }
}
