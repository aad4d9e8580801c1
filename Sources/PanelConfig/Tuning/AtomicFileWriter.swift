import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a config file's bytes all at once: a temporary file beside it, written and synced,
/// given the file's permissions, then renamed over it. A reader (the watcher, an editor) sees the
/// old bytes or the new ones, never half of them; a failure leaves the file as it was.
package enum AtomicFileWriter {
    /// Why a file was not written, in words for the side bar.
    package struct WriteError: Error, Equatable, CustomStringConvertible {
        /// The file, as the user knows it.
        package var path: String
        /// Why, in words: "it is read-only".
        package var reason: String

        /// The failure to write `path` because of `reason`.
        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        /// `cannot write 'FILE': REASON; the file is unchanged`.
        package var description: String { "cannot write '\(path)': \(reason); the file is unchanged" }
    }

    /// Writes `bytes` over the existing file at `path` (through a symbolic link, to its target).
    ///
    /// Only an existing, writable regular file is replaced: a file that was deleted is not created
    /// again, and a read-only file (no write permission bit, or none for this user) is refused even
    /// though its folder would allow the rename.
    package static func replace(_ path: String, with bytes: [UInt8]) throws(WriteError) {
        guard let resolved = realpath(path, nil) else {
            let reason =
                errno == ENOENT
                ? "it no longer exists (deleted, or its folder is gone)" : String(cString: strerror(errno))
            throw WriteError(path: path, reason: reason)
        }
        let target = String(cString: resolved)
        free(resolved)
        var status = stat()
        guard stat(target, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw WriteError(path: path, reason: "it is not a regular file")
        }
        // A file nobody may write is read-only on purpose, also for root (whom access() lets through).
        let writeBits = S_IWUSR | S_IWGRP | S_IWOTH
        guard status.st_mode & writeBits != 0, access(target, W_OK) == 0 else {
            throw WriteError(path: path, reason: "it is read-only")
        }
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var template = Array("\(directory)/.\(name).tuning-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else {
            throw WriteError(path: path, reason: "no temporary file beside it (\(String(cString: strerror(errno))))")
        }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        func fail(_ what: String) -> WriteError {
            let reason = "\(what) (\(String(cString: strerror(errno))))"
            close(descriptor)
            unlink(temporary)
            return WriteError(path: path, reason: reason)
        }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw fail("writing failed") }
            written += count
        }
        guard fchmod(descriptor, status.st_mode & 0o7777) == 0 else { throw fail("cannot keep its permissions") }
        // Keeping the owner needs privileges the writer rarely has; a file of one's own keeps it anyway.
        _ = fchown(descriptor, status.st_uid, status.st_gid)
        guard fsync(descriptor) == 0 else { throw fail("syncing failed") }
        close(descriptor)
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: path, reason: "renaming failed (\(reason))")
        }
    }
}
