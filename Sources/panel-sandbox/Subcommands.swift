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

/// A subcommand that reads its files through a `ConfigFileReader` and writes through the output
/// it is given, so tests run it on files in memory.
protocol FileReadingSubcommand {
    /// Runs the subcommand with the arguments that follow its name; returns the exit status.
    static func run(
        arguments: [String], files: ConfigFileReader, output: @escaping (String) -> Void, errors: (String) -> Void
    ) -> Int32
}

extension FileReadingSubcommand {
    /// Runs the subcommand on the files on disk, writing to standard output and standard error.
    static func run(arguments: [String]) -> Int32 {
        run(arguments: arguments, files: .disk, output: writeToStandardOutput, errors: writeToStandardError)
    }
}

extension CommandLine {
    /// Every subcommand, in the order the top-level help lists them; the first runs without a name.
    static let subcommands: [Subcommand] = [
        Subcommand(syntax: RunCommand.syntax, run: RunCommand.run),
        Subcommand(syntax: SimulateCommand.syntax, run: SimulateCommand.run),
        Subcommand(syntax: CompareCommand.syntax, run: CompareCommand.run),
        Subcommand(syntax: CheckCommand.syntax, run: CheckCommand.run),
        Subcommand(syntax: ExportCommand.syntax, run: ExportCommand.run),
        Subcommand(syntax: ImportCommand.syntax, run: ImportCommand.run),
        Subcommand(syntax: FitCommand.syntax, run: FitCommand.run),
        Subcommand(syntax: MapCommand.syntax, run: MapCommand.run),
        Subcommand(syntax: ReferenceCommand.syntax, run: ReferenceCommand.run),
        Subcommand(syntax: RenderCommand.syntax, run: RenderCommand.run),
        Subcommand(syntax: BenchCommand.syntax, run: BenchCommand.run),
        Subcommand(syntax: ServeCommand.syntax, run: ServeCommand.run),
    ]

    /// `panel-sandbox --help`, in the subcommands' layout: every subcommand's usage lines, then
    /// each subcommand with its overview.
    static var usage: String { topLevel.help }

    /// The top level's arguments: a subcommand's name first.
    static var topLevel: CommandSyntax {
        CommandSyntax(
            name: "", overview: "Design how a floating panel feels, and take it to other platforms.",
            usage: subcommands.flatMap(\.syntax.usage),
            arguments: subcommands.map { CommandArgument(name: $0.syntax.name, help: $0.syntax.overview) },
            argumentsHeading: "SUBCOMMANDS",
            discussion: "Every subcommand accepts --help; Docs/cli.md describes them all.")
    }

    /// Runs the subcommand `arguments` name, or `run` when the first argument is a scene or one of
    /// `run`'s options; returns the exit status. A mistake in the first argument goes to `errors`.
    static func runSubcommand(_ arguments: [String], errors: (String) -> Void = writeToStandardError) -> Int32 {
        let window = subcommands[0]
        guard let first = arguments.first else { return window.run([]) }
        if ["--help", "-h", "help"].contains(first) {
            print(usage, terminator: "")
            return 0
        }
        if let subcommand = subcommands.first(where: { $0.syntax.name == first }) {
            return subcommand.run(Array(arguments.dropFirst()))
        }
        let names = subcommands.map(\.syntax.name)
        if !first.hasPrefix("-") {
            // A scene for `run`, unless it is no file and a subcommand's name misspelled.
            guard !FileManager.default.fileExists(atPath: first), let name = Suggestions.closest(to: first, in: names)
            else { return window.run(arguments) }
            errors(topLevelError("unknown subcommand '\(first)'; did you mean '\(name)'?"))
            return 1
        }
        let spelled = first.split(separator: "=", maxSplits: 1).first.map(String.init) ?? first
        if window.syntax.option(named: spelled) != nil { return window.run(arguments) }
        let options = window.syntax.options.flatMap(\.names).filter { $0.hasPrefix("--") }
        // `--chek` is a subcommand written as an option as often as an option misspelled.
        let word = String(first.drop { $0 == "-" })
        let nearest =
            Suggestions.closest(to: first, in: options + ["--help"]) ?? Suggestions.closest(to: word, in: names)
        errors(topLevelError("unknown option '\(first)'" + (nearest.map { "; did you mean '\($0)'?" } ?? "")))
        return 1
    }

    /// A mistake in the first argument: the message, every subcommand's usage and where the help is.
    static func topLevelError(_ message: String) -> String {
        "error: \(message)\n\(topLevel.usageLines)\nSee 'panel-sandbox --help'.\n"
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
    printError(failureText(error))
    return 1
}

/// How a failure reads: a config's located lines as they are, anything else as `error: …`.
func failureText(_ error: Error) -> String {
    (error as? ConfigError)?.description ?? "error: \(error)"
}

/// The scene at `path`, its located warnings written to `errors`; nil, with its failure written
/// there, when it does not load.
func loadScene(path: String, files: ConfigFileReader, errors: (String) -> Void) -> ResolvedScene? {
    loadConfig({ try ConfigLoader.loadScene(path: path, files: files) }, warnings: \.warnings, errors: errors)
}

/// The scenario at `path`, its scene's located warnings written to `errors`; nil, with its failure
/// written there, when it does not load.
func loadScenario(path: String, files: ConfigFileReader, errors: (String) -> Void) -> Scenario? {
    loadConfig({ try ConfigLoader.loadScenario(path: path, files: files) }, warnings: \.scene.warnings, errors: errors)
}

/// What `load` returns, its `warnings` written to `errors` one a line; nil, with the failure
/// written there, when `load` throws.
private func loadConfig<Config>(
    _ load: () throws -> Config, warnings: (Config) -> [ConfigDiagnostic], errors: (String) -> Void
) -> Config? {
    do {
        let config = try load()
        for warning in warnings(config) { errors(warning.description + "\n") }
        return config
    } catch {
        errors(failureText(error) + "\n")
        return nil
    }
}

/// The located warnings of a config that loaded, as `check` prints them.
func reportWarnings(_ warnings: [ConfigDiagnostic]) {
    for warning in warnings { printError(warning.description) }
}
