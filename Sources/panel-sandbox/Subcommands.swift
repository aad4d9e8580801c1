import Foundation
import PanelConfig

/// A subcommand of Docs/cli.md: its declared arguments and what runs it with the arguments after
/// its name. Adding a subcommand is one entry in `CommandLine.subcommands`.
struct Subcommand: Sendable {
    /// The arguments and help.
    let syntax: CommandSyntax
    /// Runs it; returns the exit status.
    let run: @Sendable ([String]) -> Int32
}

extension CommandLine {
    /// Every subcommand, in the order the top-level help lists them; the first runs without a name.
    static let subcommands: [Subcommand] = [
        Subcommand(syntax: RunCommand.syntax, run: RunCommand.run),
        Subcommand(syntax: SimulateCommand.syntax, run: SimulateCommand.run),
        Subcommand(syntax: CompareCommand.syntax, run: CompareCommand.run),
        Subcommand(syntax: CheckCommand.syntax, run: CheckCommand.run),
        Subcommand(syntax: ExportCommand.syntax, run: ExportCommand.run),
        Subcommand(syntax: RenderCommand.syntax, run: RenderCommand.run),
        Subcommand(syntax: BenchCommand.syntax, run: BenchCommand.run),
    ]

    /// `panel-sandbox --help`: every subcommand's usage lines.
    static var usage: String {
        let lines = subcommands.flatMap(\.syntax.usage).map { "panel-sandbox " + $0 }
        return "USAGE: " + lines.joined(separator: "\n       ")
            + "\n\nEvery subcommand accepts --help; Docs/cli.md describes them all.\n"
    }

    /// Runs the subcommand `arguments` name, or `run` when the first argument is a scene or one of
    /// `run`'s options; returns the exit status.
    static func runSubcommand(_ arguments: [String]) -> Int32 {
        let window = subcommands[0]
        guard let first = arguments.first else { return window.run([]) }
        if ["--help", "-h", "help"].contains(first) {
            print(usage, terminator: "")
            return 0
        }
        if let subcommand = subcommands.first(where: { $0.syntax.name == first }) {
            return subcommand.run(Array(arguments.dropFirst()))
        }
        let spelled = first.split(separator: "=", maxSplits: 1).first.map(String.init) ?? first
        guard first.hasPrefix("-"), window.syntax.option(named: spelled) == nil else {
            return window.run(arguments)
        }
        let options = window.syntax.options.flatMap(\.names).filter { $0.hasPrefix("--") }
        let names = subcommands.map(\.syntax.name) + options + ["--help"]
        let suggestion = Suggestions.didYouMean(first, in: names)
        writeToStandardError("error: unknown option '\(first)'\(suggestion)\n\(usage)See 'panel-sandbox --help'.\n")
        return 1
    }
}

/// Writes text to standard output as it is.
func writeToStandardOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}

/// Writes text to standard error as it is.
func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

/// Writes a line to standard error.
func printError(_ message: String) {
    writeToStandardError(message + "\n")
}

/// Why a subcommand failed: a config's located `FILE:LINE:COL: error:` lines as they are, anything
/// else as `error: …`. Returns the exit status 1.
func reportFailure(_ error: Error) -> Int32 {
    if let config = error as? ConfigError {
        printError(config.description)
    } else {
        printError("error: \(error)")
    }
    return 1
}

/// The located warnings of a config that loaded, as `check` prints them.
func reportWarnings(_ warnings: [ConfigDiagnostic]) {
    for warning in warnings { printError(warning.description) }
}
