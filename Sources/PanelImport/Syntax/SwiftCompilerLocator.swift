import Foundation

/// Finds the user's Swift compiler: `SWIFTC`, then `xcrun --find swiftc` (Xcode), then `PATH`.
package enum SwiftCompilerLocator {
    package static func locate(environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(SwiftImportError) -> URL
    {
        if let configured = environment["SWIFTC"], !configured.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: configured) else {
                throw SwiftImportError("error: SWIFTC is '\(configured)', which is not an executable file")
            }
            return URL(fileURLWithPath: configured)
        }
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        let directories = path.split(separator: ":").map(String.init)
        if let xcrun = executable(named: "xcrun", in: directories), let found = xcrunSwiftc(xcrun) {
            return found
        }
        if let swiftc = executable(named: "swiftc", in: directories) { return swiftc }
        throw SwiftImportError(
            "error: no Swift compiler found: set SWIFTC to swiftc's path, or put swiftc on PATH (Xcode: xcode-select)")
    }

    private static func executable(named name: String, in directories: [String]) -> URL? {
        for directory in directories {
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    private static func xcrunSwiftc(_ xcrun: URL) -> URL? {
        let process = Process()
        process.executableURL = xcrun
        process.arguments = ["--find", "swiftc"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: path) else { return nil }
        return URL(fileURLWithPath: path)
    }
}
