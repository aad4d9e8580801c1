import Foundation

/// Exports written from the window: next to the scene, in an `exports/` folder, under
/// names that carry the time, never replacing a file that exists.
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
    /// written. `<kind>` tells the SwiftUI files from the UIKit one (`-swiftui`), so no name carries
    /// two extensions.
    /// - Parameter currentDirectory: what a relative `scene.path` is relative to.
    /// - Parameter warning: gets what a format cannot write, as `export` prints it
    ///   (`<scene>: warning: … (--format <format>)`).
    /// - Throws: the file system's error when the folder or a file cannot be created.
    package static func write(
        _ scene: ResolvedScene, formats: [ExportFormat]? = nil, at date: Date = Date(),
        currentDirectory: String = FileManager.default.currentDirectoryPath, warning: (String) -> Void = { _ in }
    ) throws -> [String] {
        let scenePath = ConfigPath.absolute(scene.path, currentDirectory: currentDirectory)
        let folder = ConfigPath.directory(of: scenePath) + "/" + name
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let stem = ConfigPath.baseName(scenePath) + "-" + timeStamp(date)
        var written: [String] = []
        for format in formats ?? windowFormats(for: scene) {
            let result = format.exportResult(scene, options: ExportOptions(timestamp: date))
            for note in result.warnings {
                warning(ExportResult.warningLine(note, scenePath: scene.path, format: format))
            }
            written.append(
                try writeNew(
                    Data(result.text.utf8), folder: folder, base: stem + kindSuffix(format),
                    extension: format.fileExtension))
        }
        return written
    }

    /// `-swiftui` / `-swiftui-detents` for the formats that share `.swift` with the UIKit export,
    /// `""` for every other.
    static func kindSuffix(_ format: ExportFormat) -> String {
        format == .swiftui || format == .swiftuiDetents ? "-" + format.rawValue : ""
    }

    /// `20261129-200146`: local time, sorts by time, safe in every file system.
    static func timeStamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }

    /// Creates `folder/base.ext` or, when it exists, the first free `folder/base-N.ext`.
    private static func writeNew(_ data: Data, folder: String, base: String, extension: String) throws -> String {
        var suffix = 1
        while true {
            let path = folder + "/" + base + (suffix == 1 ? "" : "-\(suffix)") + "." + `extension`
            do {
                try data.write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
                return path
            } catch CocoaError.fileWriteFileExists {
                suffix += 1
            }
        }
    }
}
