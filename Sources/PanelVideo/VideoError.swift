import Foundation

/// A recording that cannot be read or tracked, said as `FILE:1:1: error: message` with what to do.
package struct VideoError: Error, CustomStringConvertible, Equatable {
    package let description: String

    /// An error about the recording at `path`.
    package init(path: String, _ message: String) {
        description = "\(path):1:1: error: \(message)"
    }
}
