import Foundation
import PanelConfig

/// `panel-sandbox check [--kind K] FILE...` (Docs/cli.md): validates config files and prints one
/// `FILE:LINE:COL: error: MESSAGE` (or `warning:`) line per problem to standard error.
enum CheckCommand {
    /// The arguments and help of `check`.
    static let syntax = CommandSyntax(
        name: "check", overview: "Validate scene, layout, behavior, appearance and scenario files.",
        usage: ["check [--kind <kind>] <file> ..."],
        arguments: [CommandArgument(name: "<file>", help: "A JSON config file. Files it refers to are checked too.")],
        options: [
            .value(
                "--kind", placeholder: "<kind>",
                help: """
                    What the files are: \(ConfigKind.allCases.map(\.rawValue).joined(separator: ", ")).
                    Default: from the file name in "$schema", else from the keys present.
                    """)
        ],
        discussion: """
            Prints one "FILE:LINE:COL: error: MESSAGE" line per problem to standard error,
            and "FILE:LINE:COL: warning: MESSAGE" for what loads but may not do what you meant.
            Exit status: 0 when every file is valid (warnings or not), 1 otherwise.

            Device presets for a scene's "container": \(DevicePreset.all.map(\.name).joined(separator: ", ")).
            """)

    /// Runs the subcommand with the arguments that follow `check`; returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        run(arguments: arguments, files: .disk, output: { print($0, terminator: "") }, errors: writeToStandardError)
    }

    /// The same, with injectable file access and output (for tests).
    static func run(
        arguments: [String], files: ConfigFileReader, output: (String) -> Void, errors: (String) -> Void
    ) -> Int32 {
        syntax.run(arguments, output: output, errors: errors) { scanned throws(UsageError) in
            let kind = try scanned.value("--kind", as: ConfigKind.init(rawValue:), invalid: kindError)
            guard !scanned.positionals.isEmpty else { throw UsageError("no files given") }
            let diagnostics = ConfigLoader.check(paths: scanned.positionals, kind: kind, files: files)
            for diagnostic in diagnostics {
                errors(diagnostic.description + "\n")
            }
            return diagnostics.contains { !$0.isWarning } ? 1 : 0
        }
    }

    private static func kindError(_ text: String) -> String {
        let names = ConfigKind.allCases.map(\.rawValue)
        let suggestion = Suggestions.didYouMean(text, in: names)
        return "invalid kind '\(text)': expected one of \(names.joined(separator: ", "))\(suggestion)"
    }
}
