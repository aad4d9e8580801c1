import Foundation
import PanelLink
import TestSupport
import XCTest

/// `panel-sandbox serve … scene.json` run as a process in a copy of `Configs/`, for the tests that
/// talk to the real server.
final class ServeProcess {
    /// The copy of `Configs/` the server serves `scene.json` from.
    let folder: URL
    let process = Process()
    private let output = Pipe()
    private var printed = Data()
    /// Where standard error goes: a file, which never fills up as a pipe would.
    private let errorsFile = FileManager.default.temporaryDirectory.appendingPathComponent("panel-serve-\(UUID()).err")

    /// Where the server keeps its tokens (`XDG_STATE_HOME`), apart from the user's own.
    let stateFolder: URL
    private let ownsFolders: Bool

    /// Starts `serve` with `arguments` before the scene; skips the test when the executable is not
    /// built beside the tests. With `after`, it serves the same copy with the same state folder as
    /// that (stopped) process, which keeps them.
    init(_ arguments: [String], after previous: ServeProcess? = nil) throws {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [bundleDirectory, bundleDirectory.deletingLastPathComponent()].map {
            $0.appendingPathComponent("panel-sandbox")
        }
        guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("panel-sandbox is not built beside the tests")
        }
        if let previous {
            folder = previous.folder
            stateFolder = previous.stateFolder
            ownsFolders = false
        } else {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("panel-serve-\(UUID())")
            stateFolder = FileManager.default.temporaryDirectory.appendingPathComponent("panel-serve-state-\(UUID())")
            try FileManager.default.copyItem(at: Repository.url("Configs"), to: folder)
            ownsFolders = true
        }
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["XDG_STATE_HOME": stateFolder.path], uniquingKeysWith: { $1 })
        process.executableURL = executable
        process.arguments = ["serve"] + arguments + ["scene.json"]
        process.currentDirectoryURL = folder
        process.standardOutput = output
        guard FileManager.default.createFile(atPath: errorsFile.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: errorsFile.path])
        }
        process.standardError = try FileHandle(forWritingTo: errorsFile)
        try process.run()
    }

    /// Stops the server if it still runs and removes its folders (those it made).
    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: errorsFile)
        guard ownsFolders else { return }
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.removeItem(at: stateFolder)
    }

    /// What the server wrote to standard error so far.
    var errors: String {
        (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
    }

    /// Standard output up to its `count`th newline.
    func lines(_ count: Int) -> [String] {
        while printed.filter({ $0 == 10 }).count < count {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += chunk
        }
        return String(decoding: printed, as: UTF8.self).split(separator: "\n").prefix(count).map(String.init)
    }

    /// The port and token of the URL `serve` printed on 127.0.0.1.
    static func urlParts(_ line: String) throws -> (port: Int, token: String) {
        let pattern = try NSRegularExpression(pattern: "^http://127\\.0\\.0\\.1:([0-9]+)/\\?token=([0-9a-f]{32})$")
        let match = try XCTUnwrap(pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), line)
        let port = Int((line as NSString).substring(with: match.range(at: 1)))!
        return (port, (line as NSString).substring(with: match.range(at: 2)))
    }
}
