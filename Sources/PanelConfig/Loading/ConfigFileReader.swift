import Foundation

/// How the loader reads files: from disk, or from memory (tests, fuzzing, unsaved editor buffers).
public struct ConfigFileReader: Sendable {
    /// Why a file could not be read, in words for a message ("no such file").
    public struct ReadError: Error, Sendable {
        /// Shown after "cannot read 'FILE': ".
        public var reason: String
        /// An error whose message ends with `reason`.
        public init(reason: String) { self.reason = reason }
    }

    /// Reads the file at an absolute, normalized path.
    public var read: @Sendable (String) throws -> Data
    /// The directory relative paths given to the loader are resolved against.
    public var currentDirectory: String

    /// A reader that resolves relative paths against `currentDirectory` and reads with `read`.
    public init(currentDirectory: String, read: @escaping @Sendable (String) throws -> Data) {
        self.read = read
        self.currentDirectory = currentDirectory
    }

    /// Reads from the file system, relative to the process's working directory.
    public static var disk: ConfigFileReader {
        ConfigFileReader(currentDirectory: FileManager.default.currentDirectoryPath) { path in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ReadError(reason: "no such file")
            }
            guard !isDirectory.boolValue else { throw ReadError(reason: "it is a directory, not a file") }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ReadError(reason: "the file cannot be read (check its permissions)")
            }
            return data
        }
    }

    /// Reads from `files` (absolute or relative to `currentDirectory` paths → contents).
    public static func inMemory(_ files: [String: String], currentDirectory: String = "/") -> ConfigFileReader {
        var table: [String: Data] = [:]
        for (path, text) in files {
            table[ConfigPath.absolute(path, currentDirectory: currentDirectory)] = Data(text.utf8)
        }
        let frozen = table
        return ConfigFileReader(currentDirectory: currentDirectory) { path in
            guard let data = frozen[path] else { throw ReadError(reason: "no such file") }
            return data
        }
    }

    /// This reader, except that `path` reads as `data` (the file watcher validates new bytes this way).
    public func overriding(_ path: String, with data: Data) -> ConfigFileReader {
        let absolute = ConfigPath.absolute(path, currentDirectory: currentDirectory)
        let base = read
        return ConfigFileReader(currentDirectory: currentDirectory) { requested in
            requested == absolute ? data : try base(requested)
        }
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
