import Foundation
import PanelConfig

/// Exports written from the window: next to the scene, in an `exports/` folder, under
/// names that carry the time, never replacing a file that exists. Each file is what
/// `export --timestamp --format F` writes at the same time (`SceneExport`).
///
/// The folder holds outputs only; the file watcher should neither watch nor reload it.
package enum SceneExportFolder {
    /// The folder's name, beside the scene file.
    package static let name = "exports"

    /// What the window's `E` writes for `scene`: the formats its `exportFormats` lists, else every
    /// format (Docs/export.md).
    package static func windowFormats(for scene: ResolvedScene) -> [ExportFormat] {
        scene.exportFormats ?? ExportFormat.allCases
    }

    /// Writes `scene` in each of `formats` (nil: `windowFormats(for:)`) to `<scene's directory>/exports/<scene file name>-<time><kind>.<ext>`
    /// (`-2`, `-3`, … before the extension when that name is taken) and returns the absolute paths
    /// written. `<kind>` is the format's file suffix (`-swiftui`), which tells the SwiftUI files from
    /// the UIKit one.
    /// - Parameter currentDirectory: what a relative `scene.path` is relative to.
    /// - Parameter pictures: draws the spec sheet's pictures (`SpecSheet.pictures(of:)`) beside it,
    ///   as `export --format md -o FILE` does. A picture already in the folder is the same scene's
    ///   (its name carries the scene's digest) and is kept. Nil draws none.
    /// - Parameter warning: gets every warning `export` prints for the format (releases that land
    ///   elsewhere, what the format cannot write), as it prints them.
    /// - Throws: the file system's error when the folder or a file cannot be created.
    package static func write(
        _ scene: ResolvedScene, formats: [ExportFormat]? = nil, at date: Date = Date(),
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        pictures: SpecSheet.PictureDrawer? = nil, warning: (String) -> Void = { _ in }
    ) throws -> [String] {
        let scenePath = ConfigPath.absolute(scene.path, currentDirectory: currentDirectory)
        let folder = ConfigPath.directory(of: scenePath) + "/" + name
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let stem = TimestampedFile.base(ConfigPath.baseName(scenePath), at: date)
        var written: [String] = []
        for format in formats ?? windowFormats(for: scene) {
            let result = SceneExport.result(scene: scene, format: format, request: .init(timestamp: date))
            result.warnings.forEach(warning)
            written.append(
                try TimestampedFile.create(
                    Data(result.text.utf8), folder: folder, base: stem + format.details.fileSuffix,
                    extension: format.fileExtension))
            if format == .md, let pictures {
                for picture in SpecSheet.pictures(of: scene) {
                    let path = folder + "/" + picture.fileName
                    guard !FileManager.default.fileExists(atPath: path) else { continue }
                    try pictures.draw(scene, picture.state, path)
                }
            }
        }
        return written
    }
}
