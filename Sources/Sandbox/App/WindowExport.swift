import Foundation
import PanelConfig
import PanelExport

/// What the window's `E` wrote, worked out on a thread of its own (the feel report and the fit of
/// every format take longer than a frame): the files, or why none could be written, and every
/// warning `export` prints for them.
struct WindowExport: Sendable {
    /// The files written, absolute paths.
    var paths: [String] = []
    /// The spec sheet's pictures drawn beside it, absolute paths.
    var pictures: [String] = []
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
            var pictures: [String] = []
            let drawer = SpecSheet.PictureDrawer { scene, state, path in
                try renderScenePNG(scene: scene, state: state, size: nil, output: path)
                pictures.append(path)
            }
            export.paths = try SceneExportFolder.write(
                scene, at: date, currentDirectory: currentDirectory, pictures: drawer
            ) {
                export.warnings.append($0)
            }
            export.pictures = pictures
        } catch {
            export.failure = (error as? ConfigError)?.description ?? "\(error)"
        }
        return export
    }

    /// The side bar's lines: the paths, the spec sheet's pictures by name (they lie beside it),
    /// then the warnings.
    var message: String {
        let names = pictures.map { ($0 as NSString).lastPathComponent }
        let pictureLine = names.isEmpty ? [] : ["Spec sheet pictures beside it: " + names.joined(separator: ", ")]
        return failure.map { "Export failed: \($0)" }
            ?? (["Exported:"] + paths + pictureLine + warnings).joined(separator: "\n")
    }
}
