import Foundation
import PanelConfig

/// Reads a reference motion from a file (Docs/reference.md): a trace, by its text.
package enum ReferenceReader {
    /// The largest trace read, in bytes: an hour of `simulate` frames at 120 Hz fits well under it.
    package static let maximumTraceSize = 256 << 20

    /// The motion in the file at `path`; `panel` picks one panel of a trace with several.
    package static func read(path: String, panel: String?) throws(ReferenceError) -> ReferenceMotion {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            throw ReferenceError(path: path, "cannot read the file: \(error.localizedDescription)")
        }
        guard data.count <= maximumTraceSize else {
            throw ReferenceError(path: path, "the trace is larger than \(maximumTraceSize >> 20) MB")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ReferenceError(
                path: path,
                "not a trace (CSV 't,y' or JSON Lines with \"t\" and \"y\") and not a video this build reads")
        }
        return try ReferenceTraceReader.read(text, path: path, panel: panel)
    }
}
