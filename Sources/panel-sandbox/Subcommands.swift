import Foundation
import PanelConfig
import PanelScene

/// The subcommands of INTERFACE §2; each parses its arguments and calls into a module.
extension CommandLine {
    static let usage = """
        usage: panel-sandbox [run] [SCENE]
               panel-sandbox simulate SCENARIO
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
        case "check": return CheckCommand.run(arguments: rest)
        default:
            if first.hasPrefix("-") {
                printError("unknown option '\(first)'\n\(usage)")
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

enum SimulateCommand {
    static let usage = """
        usage: panel-sandbox simulate SCENARIO

        Runs a scenario (a scene plus `fps` and `steps`) headlessly and writes its trace to
        standard output as JSON Lines: one line per panel per frame, one per delegate event, and
        a last `end` line. The same scenario always gives the same bytes.
        """

    static func run(arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return 0
        }
        guard arguments.count == 1 else {
            printError(usage)
            return 1
        }
        let scenario: Scenario
        do {
            scenario = try ConfigLoader.loadScenario(path: arguments[0])
        } catch {
            printError("\(error)")
            return 1
        }
        let stdout = FileHandle.standardOutput
        Simulator(scenario: scenario) { stdout.write(Data($0.utf8)) }.run()
        return 0
    }
}

enum RunCommand {
    static func run(arguments: [String]) -> Int32 {
        printError("the window is not available yet")
        return 1
    }
}
