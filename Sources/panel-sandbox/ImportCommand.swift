import Foundation
import PanelConfig
import PanelImport

/// `panel-sandbox import FILE.swift… [--layout NAME] [-o SCENE.json]` (Docs/cli.md,
/// Docs/import.md): the FloatingPanel code of Swift files as a scene and its config files.
enum ImportCommand {
    static let syntax = CommandSyntax(
        name: "import", overview: "Make a scene from a FloatingPanel panel written in Swift.",
        usage: ["import <file.swift> ... [--layout <name>] [-o <scene.json>]"],
        arguments: [
            CommandArgument(
                name: "<file.swift>",
                help: "Swift files with the panel's layout, behavior, surface and controller settings.")
        ],
        options: [
            .value(
                "--layout", placeholder: "<name>",
                help: "The layout type to import when the files declare several (all are listed)."),
            .output(
                placeholder: "<scene.json>",
                help: """
                    Where to write the scene (default: the first file's name with .json, here); its
                    layout, behavior and appearance files are written beside it.
                    """),
        ],
        discussion: """
            Parses with your own compiler (SWIFTC, else `xcrun --find swiftc`, else swiftc on PATH):
            `swiftc -dump-parse`, which needs neither FloatingPanel nor UIKit. Prints what it read.
            A value that is not a constant is a "FILE:LINE:COL: warning: …" naming the value used
            instead; files without FloatingPanel code are an error.
            Exit status: 0 when the scene was written (warnings or not), 1 otherwise.
            """)

    static func run(arguments: [String]) -> Int32 {
        run(arguments: arguments, output: writeToStandardOutput, errors: writeToStandardError)
    }

    static func run(arguments: [String], output: (String) -> Void, errors: (String) -> Void) -> Int32 {
        syntax.run(arguments, output: output, errors: errors) { scanned throws(UsageError) in
            let paths = scanned.positionals
            guard !paths.isEmpty else { throw UsageError("no Swift file given") }
            let scenePath =
                scanned.value("--output")
                ?? URL(fileURLWithPath: paths[0]).deletingPathExtension().lastPathComponent + ".json"
            do {
                let result = try SwiftFileImport.importFiles(
                    paths, layoutName: scanned.value("--layout"), scenePath: scenePath)
                for warning in result.warnings { errors(warning + "\n") }
                for line in result.summary { output(line + "\n") }
                for file in result.files {
                    try Data(file.text.utf8).write(to: URL(fileURLWithPath: file.path))
                    output("wrote \(file.path)\n")
                }
            } catch let error as SwiftImportError {
                errors(error.description + "\n")
                return 1
            } catch {
                errors("error: \(error.localizedDescription)\n")
                return 1
            }
            // The scene must load as written; say so now rather than when it is opened.
            guard loadScene(path: scenePath, files: .disk, errors: errors) != nil else { return 1 }
            return 0
        }
    }
}

/// How `run` and `serve` read a scene's files: a Swift file given as the scene is imported on each
/// read (so a save reloads it), its warnings printed; anything else is read from disk.
func sceneReader(_ scenePath: String) -> @Sendable (String) throws -> Data {
    guard SwiftSceneSource.isSwift(scenePath) else { return ConfigFileReader.disk.read }
    return SwiftSceneSource.reading(reportWarning: { printError($0) })
}
