import Foundation
import PanelConfig

/// A Swift file parsed by the user's own compiler: its bytes, tokens and syntax tree.
///
/// `swiftc -dump-parse -dump-ast-format json` parses without type-checking, so it needs neither
/// FloatingPanel nor UIKit, and reads every form the user's compiler accepts (Docs/import.md
/// says why this and not a syntax library).
package struct SwiftSourceFile: Sendable {
    package let path: String
    package let bytes: [UInt8]
    package let tokens: [SwiftToken]
    package let root: SwiftSyntaxNode
    private let lineStarts: [Int]

    package init(path: String, bytes: [UInt8], dump: JSONValue) throws(SwiftImportError) {
        self.path = path
        self.bytes = bytes
        tokens = SwiftTokenizer.tokens(of: bytes)
        var builder = SwiftSyntaxTreeBuilder(tokens: tokens)
        guard let root = builder.node(dump) else {
            throw SwiftImportError("\(path): error: the compiler's parse dump has no source file in it")
        }
        self.root = root
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        lineStarts = starts
    }

    /// The line and column (Unicode scalars, 1-based) of a byte offset.
    package func location(_ offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        let column = bytes[lineStarts[low]..<clamped].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return SourceLocation(line: low + 1, column: column, offset: clamped)
    }

    /// `FILE:LINE:COL` of a byte offset (the file's start when unknown).
    package func position(_ offset: Int?) -> String {
        "\(path):\(location(offset ?? 0))"
    }

    /// The source text of a byte range.
    package func text(_ range: Range<Int>) -> String {
        let clamped = max(0, range.lowerBound)..<min(bytes.count, range.upperBound)
        return String(decoding: bytes[clamped], as: UTF8.self)
    }

    /// The text a node was written as, from its first to its last located token.
    package func text(of node: SwiftSyntaxNode) -> String? {
        guard let start = node.start, var end = node.end, end > start else { return nil }
        // A call's last located token is inside its parentheses; the text goes on to the `)`.
        if node.kind == "call_expr", let next = tokens.first(where: { $0.start >= end }), next.text == ")" {
            end = next.end
        }
        return text(start..<end)
    }
}

/// Why Swift source could not be imported: the message as it is printed, located when it
/// belongs to a place in a file.
package struct SwiftImportError: Error, CustomStringConvertible, Sendable {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}

/// Runs the user's compiler for the parse dump.
package enum SwiftParseDump {
    /// The compiler versions whose dump this reader has been checked against. Another version is
    /// refused: the dump's format is not promised stable across releases.
    package static let knownCompilerVersions: Set<String> = ["6.3"]

    /// The deepest dump read: a chain of about 250 SwiftUI modifiers, while the parser's
    /// recursion stays far inside a background thread's stack (`run FILE.swift` reloads there).
    static let maximumDumpDepth = 768

    /// The file at `path` parsed by `swiftc`.
    package static func parse(path: String, compiler: URL) throws(SwiftImportError) -> SwiftSourceFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SwiftImportError("\(path): error: cannot read the file")
        }
        let dump = try run(compiler: compiler, path: path)
        let parsed = JSONParser.parse(dump, maximumDepth: maximumDumpDepth)
        guard let root = parsed.root, parsed.errors.isEmpty else {
            let reason = parsed.errors.first.map { "\($0.location): \($0.message)" } ?? "no document"
            throw SwiftImportError("\(path): error: the compiler's parse dump could not be read (\(reason))")
        }
        try checkVersion(root, compiler: compiler, path: path)
        return try SwiftSourceFile(path: path, bytes: [UInt8](data), dump: root)
    }

    /// Refuses a dump from a compiler version this reader does not know.
    package static func checkVersion(_ root: JSONValue, compiler: URL, path: String) throws(SwiftImportError) {
        let version = root.objectValue?["compiler_version"]?.value.objectValue
        let major = version?["major"]?.value.stringValue ?? "?"
        let minor = version?["minor"]?.value.stringValue ?? "?"
        guard !knownCompilerVersions.contains("\(major).\(minor)") else { return }
        let full = version?["full"]?.value.stringValue ?? "an unnamed version"
        let known = knownCompilerVersions.sorted().joined(separator: ", ")
        throw SwiftImportError(
            "\(path): error: \(compiler.path) is \(full), whose parse dump this import has not been checked "
                + "against (known: Swift \(known)); set SWIFTC to a Swift \(known) compiler")
    }

    private static func run(compiler: URL, path: String) throws(SwiftImportError) -> Data {
        let process = Process()
        process.executableURL = compiler
        // One-line `FILE:LINE:COL: error:` diagnostics, as the configs' own.
        process.arguments = ["-dump-parse", "-dump-ast-format", "json", "-diagnostic-style", "llvm", path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw SwiftImportError("error: cannot run \(compiler.path): \(error.localizedDescription)")
        }
        // Both pipes drain while the compiler runs, so neither fills and blocks it.
        nonisolated(unsafe) var errorData = Data()
        let errorReader = Thread { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
        errorReader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorReader.isFinished { Thread.sleep(forTimeInterval: 0.001) }
        guard process.terminationStatus == 0 else {
            let located = String(decoding: errorData, as: UTF8.self).split(separator: "\n").filter {
                $0.contains(": error: ")
            }
            let message = located.joined(separator: "\n")
            throw SwiftImportError(
                message.isEmpty ? "\(path): error: \(compiler.path) could not parse the file" : message)
        }
        return data
    }
}
