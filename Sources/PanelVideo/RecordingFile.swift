import Foundation

/// What a path given as a recording or a trace is, before any byte of it is read: a regular file
/// is read; a directory, a device (`/dev/zero` never ends), a FIFO (it blocks until a writer
/// comes) or a socket is refused with what to give instead.
package enum RecordingFile {
    /// Why the path cannot be read as a file, or nil when it is a regular file of at most
    /// `largest` bytes (nil: any size).
    package static func problem(path: String, largest: Int? = nil) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            switch errno {
            case ENOENT: return "no such file"
            case EACCES: return "you don't have permission to read the file"
            default: return "cannot read the file: \(String(cString: strerror(errno)))"
            }
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            if let largest, Int(status.st_size) > largest {
                return
                    "the file is \(Int(status.st_size) >> 20) MB; a trace or recording is read up to \(largest >> 20) MB"
            }
            return access(path, R_OK) == 0 ? nil : "you don't have permission to read the file"
        case S_IFDIR: return "it is a directory; give a trace or a recording file in it"
        case S_IFIFO:
            return "it is a FIFO (named pipe), which blocks until a writer comes; save the recording to a file first"
        case S_IFCHR, S_IFBLK: return "it is a device, not a file; save the recording to a file first"
        case S_IFSOCK: return "it is a socket, not a file; save the recording to a file first"
        default: return "it is not a regular file; give a trace or a recording file"
        }
    }
}
