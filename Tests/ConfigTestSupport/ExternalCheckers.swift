import Foundation
import XCTest

/// The real tools the TypeScript and Kotlin exports are checked with: TypeScript's `tsc` against
/// the React and vaul declaration stubs, and tree-sitter's Kotlin grammar (from PyPI, installed by
/// the Makefile's `test-deps`); and python3's jsonschema, which `scripts/check-configs.sh` validates
/// configs with. A missing tool skips the test with the reason.
package enum ExternalCheckers {
    /// One file's problems, as the tool printed them.
    package struct Failure: Equatable {
        package var name: String
        package var output: String
    }

    /// Type-checks each TSX source with `tsc --noEmit --jsx preserve` in strict mode, all in one run
    /// (each file is its own module); returns the files with errors.
    package static func typeCheckTSX(_ files: [(name: String, source: String)]) throws -> [Failure] {
        guard let tsc = which("tsc") else { throw XCTSkip("no tsc on PATH (Debian: node-typescript)") }
        let directory = try scratch("tsx")
        defer { try? FileManager.default.removeItem(at: directory) }
        try TypeCheckStubs.react.write(
            to: directory.appendingPathComponent("react.d.ts"), atomically: true, encoding: .utf8)
        try TypeCheckStubs.vaul.write(
            to: directory.appendingPathComponent("vaul.d.ts"), atomically: true, encoding: .utf8)
        for (index, file) in files.enumerated() {
            try file.source.write(
                to: directory.appendingPathComponent("export\(index).tsx"), atomically: true, encoding: .utf8)
        }
        // No @types lookups: React and vaul are the stubs; the DOM is TypeScript's own lib.
        var config: [String: Any] = [
            "compilerOptions": [
                "strict": true, "target": "es2020", "module": "esnext", "moduleResolution": "node",
                "lib": ["es2020", "dom"], "types": [String](),
            ]
        ]
        // tsc skips type-checking every file once one has a syntax error, so the files that fail are
        // set aside and the rest checked again until a run finds no new failure.
        var failures: [Failure] = []
        var remaining = Array(files.indices)
        while !remaining.isEmpty {
            config["files"] = ["react.d.ts", "vaul.d.ts"] + remaining.map { "export\($0).tsx" }
            try JSONSerialization.data(withJSONObject: config).write(
                to: directory.appendingPathComponent("tsconfig.json"))
            let (status, output) = run(tsc, ["--noEmit", "--jsx", "preserve", "-p", directory.path], in: directory)
            let failed = remaining.filter { index in output.contains("export\(index).tsx(") }
            for index in failed {
                let lines = output.split(separator: "\n").filter { $0.hasPrefix("export\(index).tsx(") }
                failures.append(Failure(name: files[index].name, output: lines.joined(separator: "\n")))
            }
            if failed.isEmpty {
                if status != 0 { failures.append(Failure(name: "tsc", output: output)) }
                break
            }
            remaining.removeAll { failed.contains($0) }
        }
        return failures.sorted { a, b in
            (files.firstIndex { $0.name == a.name } ?? 0) < (files.firstIndex { $0.name == b.name } ?? 0)
        }
    }

    /// Parses each Kotlin source with tree-sitter's Kotlin grammar; returns the files with a syntax
    /// error (an `ERROR` or a missing node), with line and column.
    package static func parseKotlin(_ files: [(name: String, source: String)]) throws -> [Failure] {
        guard let python = which("python3") else { throw XCTSkip("no python3 on PATH") }
        let (probe, _) = run(python, ["-c", "import tree_sitter, tree_sitter_kotlin"], in: nil)
        guard probe == 0 else {
            throw XCTSkip("Python's tree_sitter and tree_sitter_kotlin are not installed (make test-deps)")
        }
        let directory = try scratch("kotlin")
        defer { try? FileManager.default.removeItem(at: directory) }
        try kotlinScript.write(to: directory.appendingPathComponent("parse.py"), atomically: true, encoding: .utf8)
        var paths: [String] = []
        for (index, file) in files.enumerated() {
            let path = directory.appendingPathComponent("export\(index).kt").path
            try file.source.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        let (_, output) = run(python, [directory.appendingPathComponent("parse.py").path] + paths, in: directory)
        return files.enumerated().compactMap { index, file in
            let lines = output.split(separator: "\n").filter { $0.hasPrefix(paths[index] + ":") }
            return lines.isEmpty ? nil : Failure(name: file.name, output: lines.joined(separator: "\n"))
        }
    }

    /// Prints `path:line:col: …` for every error or missing node of each file.
    private static let kotlinScript = #"""
        import sys
        import tree_sitter
        import tree_sitter_kotlin

        parser = tree_sitter.Parser(tree_sitter.Language(tree_sitter_kotlin.language()))
        for path in sys.argv[1:]:
            with open(path, 'rb') as handle:
                source = handle.read()
            stack = [parser.parse(source).root_node]
            while stack:
                node = stack.pop()
                if node.type == 'ERROR' or node.is_missing:
                    row, column = node.start_point
                    kind = 'missing ' + node.type if node.is_missing else 'syntax error'
                    text = source[node.start_byte:node.end_byte].decode('utf-8', 'replace')[:60]
                    print(f'{path}:{row + 1}:{column + 1}: {kind}: {text!r}')
                    continue
                stack.extend(node.children)
        """#

    /// Whether each JSON text of `instances` is valid under the schema file at `schema`, by
    /// python3's jsonschema with the validator the schema's `$schema` names (after checking the
    /// schema itself); sibling schema files are not resolved, so `schema` must stand alone.
    package static func jsonSchemaVerdicts(schema: URL, instances: [String]) throws -> [Bool] {
        guard let python = which("python3") else { throw XCTSkip("no python3 on PATH") }
        let directory = try scratch("schema")
        defer { try? FileManager.default.removeItem(at: directory) }
        let list = directory.appendingPathComponent("instances.json")
        try JSONSerialization.data(withJSONObject: instances).write(to: list)
        let (status, output) = run(python, ["-c", jsonSchemaScript, schema.path, list.path], in: nil)
        if status == 3 { throw XCTSkip("python3 has no jsonschema (Debian: python3-jsonschema)") }
        guard status == 0 else { throw CheckerError(output: output) }
        return output.split(separator: "\n").map { $0 == "valid" }
    }

    /// The schema's check failed or the script could not run.
    package struct CheckerError: Error, CustomStringConvertible {
        package var output: String
        package var description: String { output }
    }

    private static let jsonSchemaScript = #"""
        import json, sys
        try:
            import jsonschema
        except ImportError:
            sys.exit(3)
        schema = json.load(open(sys.argv[1], encoding='utf-8'))
        cls = jsonschema.validators.validator_for(schema)
        cls.check_schema(schema)
        validator = cls(schema)
        for text in json.load(open(sys.argv[2], encoding='utf-8')):
            print('valid' if validator.is_valid(json.loads(text)) else 'invalid')
        """#

    private static func scratch(_ kind: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "export-\(kind)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    private static func which(_ tool: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(tool) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    private static func run(_ tool: URL, _ arguments: [String], in directory: URL?) -> (Int32, String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
