import Foundation
import XCTest

/// The real tools some tests compile and run exported code with (`make test-deps` installs them).
public enum ExternalTool {
    /// The tool on PATH, or a skip that says how to get it.
    public static func path(_ name: String) throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw XCTSkip("\(name) is not installed (make test-deps installs kotlin, nodejs and node-typescript)")
    }

    /// Runs `executable` in `directory` with its output and errors in files (no pipe to fill up);
    /// `output` holds the errors too when the status is not 0.
    public static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> (
        status: Int32, output: String, errors: String
    ) {
        let id = UUID().uuidString
        let outURL = directory.appendingPathComponent("\(id).out")
        let errURL = directory.appendingPathComponent("\(id).err")
        for url in [outURL, errURL] where !FileManager.default.createFile(atPath: url.path, contents: nil) {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        let output = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
        let errors = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        return (process.terminationStatus, output + (process.terminationStatus == 0 ? "" : errors), errors)
    }
}
