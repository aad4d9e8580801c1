import Foundation

/// A new file the program writes beside a scene — the window's and the page's recordings, the
/// window's exports and screenshots — named `STEM-yyyyMMdd-HHmmss.EXT` in the machine's local
/// time (Docs/window.md "Files the window writes"), so the names sort by time and read as the
/// clock on the wall. Nothing is overwritten: a taken name gets `-2`, `-3`, … before its extension.
package enum TimestampedFile {
    /// `20261129-200146` for `date` in local time.
    package static func timeStamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }

    /// `STEM-TIME`, the name of a file made at `date` before any `-N` and extension.
    package static func base(_ stem: String, at date: Date) -> String { stem + "-" + timeStamp(date) }

    /// Creates `folder/base.ext` or, when it exists, the first free `folder/base-N.ext`, exclusively
    /// (two writers in the same second get two files); returns the path written.
    /// - Throws: the file system's error when the file cannot be created.
    package static func create(_ data: Data, folder: String, base: String, extension: String) throws -> String {
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
