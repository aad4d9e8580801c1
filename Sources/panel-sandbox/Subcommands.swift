import Foundation
import PanelConfig

/// The subcommands of Docs/cli.md; each parses its arguments and calls into a module.
extension CommandLine {
    static let usage = """
        usage: panel-sandbox [run] [--replay FILE [--compare OTHER_SCENE]] [SCENE]
               panel-sandbox simulate SCENARIO
               panel-sandbox compare SCENARIO --vary KEY=V1,V2,… [--json]
               panel-sandbox check [--kind K] FILE...
               panel-sandbox export [--format json|swift|swiftui|…] [-o OUT] SCENE
               panel-sandbox render [--state S] [--size WxH] -o OUT.png SCENE
               panel-sandbox bench [--json]

        Every subcommand accepts --help.
        """

    static func runSubcommand(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else { return RunCommand.run(arguments: []) }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h", "help":
            print(usage)
            return 0
        case "run": return RunCommand.run(arguments: rest)
        case "simulate": return SimulateCommand.run(arguments: rest)
        case "compare": return CompareCommand.run(arguments: rest)
        case "check": return CheckCommand.run(arguments: rest)
        case "bench": return BenchCommand.run(arguments: rest)
        case "render": return RenderCommand.run(arguments: rest)
        case "export": return ExportCommand.run(arguments: rest)
        default:
            if first.hasPrefix("-") {
                let options = ["--help", "run", "simulate", "compare", "check", "export", "render", "bench"]
                printError(
                    "error: unknown option '\(first)'\(Suggestions.didYouMean(first, in: options))\n\(usage)\nSee 'panel-sandbox --help'."
                )
                return 1
            }
            return RunCommand.run(arguments: arguments)
        }
    }
}

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// A mistake in a subcommand's arguments, in `check`'s form: `error: MESSAGE`, the usage line,
/// and where the help is. Returns the exit status 1.
func usageError(_ message: String, command: String, usage: String) -> Int32 {
    printError("error: \(message)\nUSAGE: panel-sandbox \(usage)\nSee 'panel-sandbox \(command) --help'.")
    return 1
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
