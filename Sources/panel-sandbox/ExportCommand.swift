import Foundation
import PanelConfig

/// `panel-sandbox export [--format F] [-o OUT] [--timestamp] SCENE` (Docs/cli.md, §4): writes the
/// scene's tuned parameters in another form, to OUT or else to standard output.
enum ExportCommand {
    /// The text `--help` prints.
    static let usage = """
        OVERVIEW: Write a scene's tuned parameters for use elsewhere.

        USAGE: panel-sandbox export [--format <format>] [-o <out>] [--timestamp] <scene>

        ARGUMENTS:
          <scene>                A scene file.

        OPTIONS:
          --format <format>      What to write (default: json):
                                   json             the scene with every value resolved and written out;
                                                    it loads again to the same `simulate` trace
                                   swift            FloatingPanel layout, behavior and surface code (UIKit)
                                   swiftui          the same through FloatingPanel's SwiftUI modifiers
                                   swiftui-detents  SwiftUI sheet detents, without FloatingPanel
                                   android          Material BottomSheetBehavior / SideSheetBehavior XML
                                   compose          Jetpack Compose AnchoredDraggable anchors and springs
                                   vaul             a vaul drawer (React) with snap points and CSS
                                 Also accepted: css, react, tsx (vaul); kotlin (compose); xml,
                                 material (android).
          -o, --output <out>     Write to this file instead of standard output.
          --timestamp            Say in the header comment when the file was written (code formats).
          -h, --help             Show this help.

        Problems in the scene are printed as "FILE:LINE:COL: error: MESSAGE", one per line; what the
        chosen format cannot represent is written in the file and printed as "FILE: warning: MESSAGE".
        Docs/export.md says what each format is good for and what it leaves out.
        Exit status: 0 when the export was written, 1 otherwise.

        """

    /// Runs the subcommand with the arguments that follow `export`; returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        run(
            arguments: arguments, files: .disk, output: { FileHandle.standardOutput.write(Data($0.utf8)) },
            errors: { FileHandle.standardError.write(Data($0.utf8)) }, now: Date.init)
    }

    /// The same, with injectable file access, output and clock (for tests).
    static func run(
        arguments: [String], files: ConfigFileReader, output: (String) -> Void, errors: (String) -> Void,
        now: () -> Date
    ) -> Int32 {
        func usageError(_ message: String) -> Int32 {
            errors(
                "error: \(message)\nUSAGE: panel-sandbox export [--format <format>] [-o <out>] <scene>\nSee 'panel-sandbox export --help'.\n"
            )
            return 1
        }
        var format = ExportFormat.json
        var outputPath: String? = nil
        var timestamp = false
        var scenes: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                scenes.append(argument)
                continue
            }
            let (name, inlineValue) = splitOption(argument)
            func value() -> String? {
                if let inlineValue { return inlineValue }
                guard index < arguments.count else { return nil }
                index += 1
                return arguments[index - 1]
            }
            switch name {
            case "--":
                optionsEnded = true
            case "-h", "--help":
                output(usage)
                return 0
            case "--format":
                guard let text = value() else { return usageError("--format needs a value") }
                guard let parsed = ExportFormat.named(text) else { return usageError(formatError(text)) }
                format = parsed
            case "-o", "--output":
                guard let text = value(), !text.isEmpty else { return usageError("\(name) needs a file path") }
                outputPath = text
            case "--timestamp":
                timestamp = true
            default:
                let options = ["--format", "--output", "--timestamp", "--help"]
                return usageError("unknown option '\(name)'\(Suggestions.didYouMean(name, in: options))")
            }
        }
        guard scenes.count == 1 else {
            return usageError(scenes.isEmpty ? "no scene given" : "give one scene, found \(scenes.count)")
        }

        let scene: ResolvedScene
        do {
            scene = try ConfigLoader.loadScene(path: scenes[0], files: files)
        } catch let error as ConfigError {
            errors(error.description + "\n")
            return 1
        } catch {
            errors("error: \(error)\n")
            return 1
        }
        for warning in scene.warnings { errors(warning.description + "\n") }
        let result = format.exportResult(scene, options: ExportOptions(timestamp: timestamp ? now() : nil))
        let text = result.text
        // What the target cannot represent is said in the file and here, so it is not missed.
        for warning in result.warnings {
            errors(ExportResult.warningLine(warning, scenePath: scene.path, format: format) + "\n")
        }
        guard let outputPath else {
            output(text)
            return 0
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: outputPath))
        } catch {
            errors("error: cannot write '\(outputPath)': \(error.localizedDescription)\n")
            return 1
        }
        return 0
    }

    /// `--format=swift` → (`--format`, `swift`); anything else → (argument, nil).
    private static func splitOption(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func formatError(_ text: String) -> String {
        let names = ExportFormat.allCases.map(\.rawValue)
        let suggestion = ExportFormat.suggestion(for: text).map { "; did you mean '\($0.rawValue)'?" } ?? ""
        return "unknown format '\(text)': expected one of \(names.joined(separator: ", "))\(suggestion)"
    }
}
