import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How the loader reads files: from disk, or from memory (tests, fuzzing, unsaved editor buffers).
package struct ConfigFileReader: Sendable {
    /// Why a file could not be read, in words for a message ("no such file").
    package struct ReadError: Error, Sendable {
        /// Shown after "cannot read 'FILE': ".
        package var reason: String
        /// An error whose message ends with `reason`.
        package init(reason: String) { self.reason = reason }
    }

    /// Reads the file at an absolute, normalized path.
    package var read: @Sendable (String) throws -> Data
    /// The directory relative paths given to the loader are resolved against.
    package var currentDirectory: String
    /// The names in a directory (absolute path), for "did you mean" on a missing file; empty when
    /// the reader cannot list.
    package var list: @Sendable (String) -> [String]

    /// A reader that resolves relative paths against `currentDirectory`, reads with `read` and
    /// lists directories with `list`.
    package init(
        currentDirectory: String, read: @escaping @Sendable (String) throws -> Data,
        list: @escaping @Sendable (String) -> [String] = { _ in [] }
    ) {
        self.read = read
        self.currentDirectory = currentDirectory
        self.list = list
    }

    /// The name of the entry beside a missing `absolutePath` closest to its own name, if one is a
    /// plausible typo of it ("sheet-layout.json" for "sheet-layot.json").
    /// Names are compared without their extension, among those with the same one, so a shared
    /// ".json" does not make "gone.json" look like "scene.json"; failing that, a name with the
    /// same stem and another extension ("scene.json" for "scene.jsn").
    package func nearestName(to absolutePath: String) -> String? {
        let name = absolutePath.split(separator: "/").last.map(String.init) ?? absolutePath
        let directory = ConfigPath.directory(of: absolutePath)
        let (stem, suffix) = Self.splitExtension(name)
        let entries = list(directory.isEmpty ? currentDirectory : directory).filter { $0 != name }
        let stems = entries.filter { Self.splitExtension($0).suffix == suffix }.map { Self.splitExtension($0).stem }
        if let closest = Suggestions.closest(to: stem, in: stems) { return closest + suffix }
        return entries.filter { Self.splitExtension($0).stem == stem }.min()
    }

    /// "sheet.json" → ("sheet", ".json"); a name without a dot has an empty suffix.
    private static func splitExtension(_ name: String) -> (stem: String, suffix: String) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
        return (String(name[..<dot]), String(name[dot...]))
    }

    /// Why a path could not be read when nothing is there.
    package static let missingFileReason = "no such file"

    /// The largest config file the loader reads (Docs/config.md "Limits"): hand-written configs
    /// are kilobytes, and a cap keeps a runaway file from holding the window or `check` for seconds.
    package static let maximumFileSize = 16 * 1024 * 1024

    /// Why `byteCount` bytes are too many for a config file, or nil.
    package static func sizeProblem(byteCount: Int) -> String? {
        guard byteCount > maximumFileSize else { return nil }
        let megabytes = String(format: "%.1f", Double(byteCount) / 1_048_576)
        return
            "it is \(megabytes) MiB, and a config file may be at most \(maximumFileSize / 1_048_576) MiB (Docs/config.md, \"Limits\"); split it or generate a smaller one"
    }

    /// Reads from the file system, relative to the process's working directory.
    package static var disk: ConfigFileReader {
        ConfigFileReader(currentDirectory: FileManager.default.currentDirectoryPath) { path in
            try readRegularFile(path)
        } list: { directory in
            (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        }
    }

    /// Reads the regular file at `path`. Anything else (a FIFO, a device, a socket) is refused
    /// from its type without reading, so that no such path can block the caller or feed it
    /// without end; a file over the size cap is refused from its size.
    static func readRegularFile(_ path: String) throws(ReadError) -> Data {
        // O_NONBLOCK: opening a FIFO without a writer returns at once instead of waiting for one.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(reason: openFailure(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ReadError(reason: String(cString: strerror(errno))) }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else {
            if type == S_IFDIR { throw ReadError(reason: "it is a directory, not a file") }
            throw ReadError(reason: "it is not a regular file (\(fileTypeName(type))); give the path of a JSON file")
        }
        if let problem = sizeProblem(byteCount: Int(status.st_size)) { throw ReadError(reason: problem) }
        // One byte more than the cap allows: a file that grew after `fstat` is still caught.
        var data = Data(count: Int(status.st_size) + 1)
        var filled = 0
        while true {
            if filled == data.count {
                guard sizeProblem(byteCount: filled) == nil else { break }
                data.count = min(max(filled * 2, 4096), maximumFileSize + 1)
            }
            let count = data.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw ReadError(reason: String(cString: strerror(errno))) }
            if count == 0 { break }
            filled += count
        }
        if let problem = sizeProblem(byteCount: filled) { throw ReadError(reason: problem) }
        data.count = filled
        return data
    }

    private static func openFailure(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: return missingFileReason
        case EACCES: return "permission denied; check its permissions"
        default: return String(cString: strerror(code))
        }
    }

    private static func fileTypeName(_ type: mode_t) -> String {
        switch type {
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a plain file"
        }
    }

    /// Reads from `files` (absolute or relative to `currentDirectory` paths → contents).
    package static func inMemory(_ files: [String: String], currentDirectory: String = "/") -> ConfigFileReader {
        var table: [String: Data] = [:]
        for (path, text) in files {
            table[ConfigPath.absolute(path, currentDirectory: currentDirectory)] = Data(text.utf8)
        }
        let frozen = table
        return ConfigFileReader(currentDirectory: currentDirectory) { path in
            guard let data = frozen[path] else { throw ReadError(reason: missingFileReason) }
            return data
        } list: { directory in
            frozen.keys.filter { ConfigPath.directory(of: $0) == directory }.map {
                $0.split(separator: "/").last.map(String.init) ?? $0
            }
        }
    }

    /// This reader, except that `path` reads as `data` (the file watcher validates new bytes this way).
    package func overriding(_ path: String, with data: Data) -> ConfigFileReader {
        let absolute = ConfigPath.absolute(path, currentDirectory: currentDirectory)
        let base = read
        return ConfigFileReader(
            currentDirectory: currentDirectory,
            read: { requested in requested == absolute ? data : try base(requested) },
            list: list)
    }
}

/// Lexical path arithmetic: no file system access, no symlink resolution.
package enum ConfigPath {
    /// `path` with `.` and `name/..` components removed; keeps a leading `/` and leading `..`s.
    package static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", isAbsolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return isAbsolute ? "/" + joined : joined
    }

    package static func absolute(_ path: String, currentDirectory: String) -> String {
        normalize(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
    }

    /// The directory part of `path` ("" for a bare file name).
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `reference` resolved against the directory of `file` (absolute references stay as they are).
    package static func resolve(_ reference: String, relativeTo file: String) -> String {
        if reference.hasPrefix("/") { return normalize(reference) }
        let directory = directory(of: file)
        return normalize(directory.isEmpty ? reference : directory + "/" + reference)
    }

    /// The file name without directory and extension.
    package static func baseName(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
