import Foundation
import PanelConfig
import PanelScene

/// One reading of a scene's files, made on a background thread: it compares what the files hold
/// now with what runs (and with what failed last), and loads the scene when they differ. It only
/// reads and parses; what it found is applied, or not, on the loop's thread (`LiveScene`).
struct SceneLoadJob: Sendable {
    /// The scene file as given.
    var path: String
    /// The bytes of every file the running scene was loaded from.
    var applied: Snapshot
    /// The bytes of every file the last failed attempt read; nil once a load succeeded.
    var failed: Snapshot?
    /// Reads one file (absolute path).
    var readFile: @Sendable (String) throws -> Data
    /// The size of the container the scene runs in: each panel's layout entry is chosen for it
    /// here, off the loop's thread.
    var containerSize: CGSize
    /// The bytes the values card last wrote into each file it changed: files that hold them
    /// are the card's, whose own load brings them to the loop, so they are not parsed again.
    var ownWrites: [String: Data] = [:]

    /// What the files held, read once each.
    enum Result {
        /// The files hold what runs (`failed == nil`) or what failed last.
        case unchanged
        /// The scene loaded from `read`.
        case loaded(ResolvedScene, read: Snapshot)
        /// The files do not load: the error lines, every file read, and every file the error names.
        case failed(errors: [String], read: Snapshot, referenced: [String])
    }

    func run() -> Result {
        let files = Set(applied.keys).union(failed.map { Set($0.keys) } ?? [])
        let snapshot = Snapshot(
            uniqueKeysWithValues: files.map { path in
                // Bytes that did not change keep the storage of what runs: the loop's thread then
                // compares them without reading them through.
                let content = FileContent.read(path, with: readFile)
                return (path, applied[path].map { $0 == content ? $0 : content } ?? content)
            })
        return load(snapshot)
    }

    /// Loads the scene from `snapshot` where it has a file (reading the others with `readFile`),
    /// unless it holds what runs or what failed last.
    func load(_ snapshot: Snapshot) -> Result {
        if let failed {
            if failed.allSatisfy({ snapshot[$0.key] == $0.value }) { return .unchanged }
        } else if snapshot.allSatisfy({ isApplied($0.value, at: $0.key) }) {
            return .unchanged
        }
        let recorder = ReadRecorder(snapshot: snapshot, readFile: readFile)
        do {
            let scene = try ConfigLoader.loadScene(path: path, files: recorder.reader)
            return .loaded(scene.choosingLayouts(for: containerSize), read: recorder.read)
        } catch {
            let configError = error as? ConfigError
            return .failed(
                errors: configError?.diagnostics.map(\.description) ?? ["\(path): error: \(error)"],
                read: recorder.read, referenced: configError?.referencedFiles ?? [])
        }
    }
}

extension SceneLoadJob {
    /// Whether `content` at `path` is what runs, or what the values card wrote there last.
    private func isApplied(_ content: FileContent, at path: String) -> Bool {
        if applied[path] == content { return true }
        guard let written = ownWrites[path], case .bytes(let data) = content else { return false }
        return written == data
    }
}

/// A file's content as read once, or why it could not be read.
enum FileContent: Equatable {
    case bytes(Data)
    case unreadable(reason: String)

    /// Equal contents; bytes sharing one storage are equal without comparing them (a large file
    /// the values card did not change keeps the storage of the read before).
    static func == (lhs: FileContent, rhs: FileContent) -> Bool {
        switch (lhs, rhs) {
        case (.bytes(let left), .bytes(let right)):
            guard left.count == right.count else { return false }
            let shared = left.withUnsafeBytes { a in right.withUnsafeBytes { b in a.baseAddress == b.baseAddress } }
            return shared || left == right
        case (.unreadable(let left), .unreadable(let right)):
            return left == right
        default:
            return false
        }
    }

    /// The bytes, or the read's error.
    func data() throws(ConfigFileReader.ReadError) -> Data {
        switch self {
        case .bytes(let data): return data
        case .unreadable(let reason): throw ConfigFileReader.ReadError(reason: reason)
        }
    }

    static func read(_ path: String, with readFile: (String) throws -> Data) -> FileContent {
        do {
            return .bytes(try readFile(path))
        } catch let error as ConfigFileReader.ReadError {
            return .unreadable(reason: error.reason)
        } catch {
            return .unreadable(reason: "\(error)")
        }
    }
}

/// Absolute path → content.
typealias Snapshot = [String: FileContent]

extension Snapshot {
    /// A reader serving these files from memory; a file outside them is read with `fallback`
    /// (nil: it is missing).
    func reader(fallback: (@Sendable (String) throws -> Data)? = nil) -> ConfigFileReader {
        let files = self
        return ConfigFileReader(currentDirectory: FileManager.default.currentDirectoryPath) { path in
            if let content = files[path] { return try content.data() }
            guard let fallback else { throw ConfigFileReader.ReadError(reason: ConfigFileReader.missingFileReason) }
            return try fallback(path)
        }
    }
}

/// A file reader for one load that serves the snapshot taken before it (so what is validated is
/// exactly what was compared), reads files outside it with `readFile`, and records every file
/// served. The loader calls it synchronously on the loading thread, so its state needs no lock.
final class ReadRecorder: @unchecked Sendable {
    private let snapshot: Snapshot
    private let readFile: @Sendable (String) throws -> Data
    private(set) var read: Snapshot = [:]

    init(snapshot: Snapshot, readFile: @escaping @Sendable (String) throws -> Data) {
        self.snapshot = snapshot
        self.readFile = readFile
    }

    var reader: ConfigFileReader {
        // The directory listing only serves "did you mean" for a missing file.
        ConfigFileReader(
            currentDirectory: FileManager.default.currentDirectoryPath,
            read: { [self] path in
                let content = snapshot[path] ?? FileContent.read(path, with: readFile)
                read[path] = content
                return try content.data()
            }, list: ConfigFileReader.disk.list)
    }
}
