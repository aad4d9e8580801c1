import Foundation
import PanelConfig

/// `panel-sandbox check [--kind K] FILE...` (Docs/cli.md): validates config files and prints one
/// `FILE:LINE:COL: error: MESSAGE` (or `warning:`) line per problem to standard error.
enum CheckCommand {
    /// The text `--help` prints.
    static let usage = """
        OVERVIEW: Validate scene, layout, behavior, appearance and scenario files.

        USAGE: panel-sandbox check [--kind <kind>] <file> ...

        ARGUMENTS:
          <file>           A JSON config file. Files it refers to are checked too.

        OPTIONS:
          --kind <kind>    What the files are: \(ConfigKind.allCases.map(\.rawValue).joined(separator: ", ")).
                           Default: from the file name in "$schema", else from the keys present.
          -h, --help       Show this help.

        Prints one "FILE:LINE:COL: error: MESSAGE" line per problem to standard error,
        and "FILE:LINE:COL: warning: MESSAGE" for what loads but may not do what you meant.
        Exit status: 0 when every file is valid (warnings or not), 1 otherwise.

        Device presets for a scene's "container": \(DevicePreset.all.map(\.name).joined(separator: ", ")).

        """

    /// Runs the subcommand with the arguments that follow `check`; returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        run(arguments: arguments, files: .disk, output: { print($0, terminator: "") }, errors: writeToStandardError)
    }

    /// The same, with injectable file access and output (for tests).
    static func run(
        arguments: [String], files: ConfigFileReader, output: (String) -> Void, errors: (String) -> Void
    ) -> Int32 {
        var kind: ConfigKind? = nil
        var paths: [String] = []
        var index = 0
        var optionsEnded = false
        func usageError(_ message: String) -> Int32 {
            errors(
                "error: \(message)\nUSAGE: panel-sandbox check [--kind <kind>] <file> ...\nSee 'panel-sandbox check --help'.\n"
            )
            return 1
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                paths.append(argument)
                continue
            }
            switch argument {
            case "--":
                optionsEnded = true
            case "-h", "--help":
                output(usage)
                return 0
            case "--kind":
                guard index < arguments.count else { return usageError("--kind needs a value") }
                guard let parsed = parseKind(arguments[index]) else {
                    return usageError(kindError(arguments[index]))
                }
                kind = parsed
                index += 1
            case _ where argument.hasPrefix("--kind="):
                let value = String(argument.dropFirst("--kind=".count))
                guard let parsed = parseKind(value) else { return usageError(kindError(value)) }
                kind = parsed
            default:
                return usageError("unknown option '\(argument)'")
            }
        }
        guard !paths.isEmpty else { return usageError("no files given") }
        let diagnostics = ConfigLoader.check(paths: paths, kind: kind, files: files)
        for diagnostic in diagnostics {
            errors(diagnostic.description + "\n")
        }
        return diagnostics.contains { !$0.isWarning } ? 1 : 0
    }

    private static func parseKind(_ text: String) -> ConfigKind? {
        ConfigKind(rawValue: text)
    }

    private static func kindError(_ text: String) -> String {
        let names = ConfigKind.allCases.map(\.rawValue)
        let suggestion = Suggestions.didYouMean(text, in: names)
        return "invalid kind '\(text)': expected one of \(names.joined(separator: ", "))\(suggestion)"
    }

    private static func writeToStandardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
