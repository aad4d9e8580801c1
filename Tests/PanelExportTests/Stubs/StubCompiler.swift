import ConfigTestSupport
import Dispatch
import Foundation
import XCTest

/// Builds the stub modules of `TypeCheckStubs` once, with the toolchain's `swiftc`, and
/// type-checks sources against them in a chosen Swift language mode.
final class StubCompiler: Sendable {
    let swiftc: URL
    let directory: URL

    private static let lock = NSLock()
    /// Guarded by `lock`: every read and write of it happens between `lock()` and `unlock()`.
    nonisolated(unsafe) private static var built: Result<StubCompiler, Error>?

    /// The compiler with the stub modules built; skips the test when no `swiftc` is found.
    static func shared() throws -> StubCompiler {
        lock.lock()
        defer { lock.unlock() }
        if built == nil {
            built = Result { try StubCompiler() }
        }
        return try built!.get()
    }

    private init() throws {
        guard let swiftc = Self.findSwiftc() else {
            throw XCTSkip("no swiftc found (set SWIFTC or put the toolchain on PATH)")
        }
        self.swiftc = swiftc
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("export-stubs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Each module imports the ones before it, as FloatingPanel imports UIKit and SwiftUI.
        for (module, source) in [
            ("UIKit", TypeCheckStubs.uiKit), ("SwiftUI", TypeCheckStubs.swiftUI),
            ("FloatingPanel", TypeCheckStubs.floatingPanel),
        ] {
            let file = directory.appendingPathComponent("\(module).swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            // Built in Swift 5 mode, as FloatingPanel's package declares; isolation comes from the
            // annotations the SDK modules carry.
            let (status, output) = run([
                "-emit-module", "-parse-as-library", "-swift-version", "5", "-module-name", module, "-I",
                directory.path,
                "-module-cache-path", directory.appendingPathComponent("cache").path,
                "-o", directory.appendingPathComponent("\(module).swiftmodule").path, file.path,
            ])
            guard status == 0 else {
                throw NSError(
                    domain: "StubCompiler", code: Int(status),
                    userInfo: [NSLocalizedDescriptionKey: "the \(module) stub does not compile:\n\(output)"])
            }
        }
    }

    /// Removes the built modules; the next `shared()` builds them again. Statics outlive the
    /// tests, so the test class calls this from its class `tearDown`.
    static func discard() {
        lock.lock()
        defer { lock.unlock() }
        if case .success(let compiler) = built {
            try? FileManager.default.removeItem(at: compiler.directory)
        }
        built = nil
    }

    /// Type-checks each source as its own file in Swift `languageMode` (`"5"` or `"6"`) with the
    /// compilation `conditions` set (`DEBUG` for a debug build), in parallel; returns the ones
    /// that fail, with the compiler's output, in the order given.
    func typeCheck(_ jobs: [(name: String, source: String)], languageMode: String, conditions: [String] = [])
        -> [(name: String, output: String)]
    {
        let results = ResultSlots(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let file = directory.appendingPathComponent("check-\(languageMode)-\(index).swift")
            let result: (Int32, String)
            do {
                try Self.withoutObjectiveC(jobs[index].source).write(to: file, atomically: true, encoding: .utf8)
                result = run(
                    [
                        "-typecheck", "-parse-as-library", "-warnings-as-errors", "-swift-version", languageMode,
                        "-I", directory.path,
                        "-module-cache-path", directory.appendingPathComponent("cache").path, file.path,
                    ] + conditions.flatMap { ["-D", $0] })
            } catch {
                result = (-1, "\(error)")
            }
            results.store(result, at: index)
        }
        return zip(jobs, results.values).compactMap { job, result in
            result!.status == 0 ? nil : (job.name, result!.output)
        }
    }

    /// `source` for a compiler without the Objective-C runtime (Linux): `@objc` is dropped and
    /// `#selector(m)` becomes the UIKit stub's `Selector(m)`, which still type-checks that `m`
    /// names a method of the class.
    static func withoutObjectiveC(_ source: String) -> String {
        source.replacingOccurrences(of: "@objc ", with: "").replacingOccurrences(of: "#selector(", with: "Selector(")
    }

    private func run(_ arguments: [String]) -> (Int32, String) {
        let process = Process()
        process.executableURL = swiftc
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (-1, "cannot run \(swiftc.path): \(error)")
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// `$SWIFTC`, else the first `swiftc` on `PATH` (what `/usr/bin/env swiftc` runs).
    private static func findSwiftc() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let explicit = environment["SWIFTC"] { candidates.append(explicit) }
        candidates += (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        candidates.append("/usr/bin/swiftc")
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
    }
}

/// One slot per type-check job, filled from concurrent workers under a lock.
private final class ResultSlots: @unchecked Sendable {
    // Safe: `slots` is only touched while `lock` is held.
    private let lock = NSLock()
    private var slots: [(status: Int32, output: String)?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ result: (Int32, String), at index: Int) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    var values: [(status: Int32, output: String)?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
