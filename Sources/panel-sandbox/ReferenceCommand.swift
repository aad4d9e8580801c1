import Foundation
import PanelConfig
import PanelExport

/// `panel-sandbox reference FILE [--panel P] [--json]` (Docs/cli.md): the motion read from a
/// trace, as the fit will see it.
enum ReferenceCommand {
    /// The arguments and help of `reference`.
    static let syntax = CommandSyntax(
        name: "reference", overview: "Print the motion read from a trace, as `fit --to` sees it.",
        usage: ["reference [--panel <id>] [--json] <file>"],
        arguments: [
            CommandArgument(
                name: "<file>",
                help: """
                    A trace: CSV `t,y` (seconds, points; header optional) or JSON Lines with `t`
                    and `y` — `simulate`'s trace and `simulate --platform`'s as they are.
                    Docs/reference.md says how to record one.
                    """)
        ],
        options: [
            .value(
                "--panel", placeholder: "<id>", needs: "a panel id",
                help: "The panel of a trace with several (default: the first)."),
            .flag("--json", help: "One {\"t\", \"y\"} object a sample per line instead of CSV."),
        ],
        discussion: """
            Prints `t,y` lines (t in seconds from the first sample, y the panel's leading edge in
            points), after `#` lines naming the source and each release: recorded when the trace
            has it (simulate's willEndDragging), found from the motion otherwise (with --json on
            standard error). Exit status: 0, or 1 for an unreadable reference.
            """)

    /// Runs the subcommand with the arguments that follow `reference`; returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        run(arguments: arguments, output: writeToStandardOutput, errors: writeToStandardError)
    }

    /// The same, with injectable output (for tests).
    static func run(arguments: [String], output: (String) -> Void, errors: (String) -> Void) -> Int32 {
        syntax.run(arguments, output: output, errors: errors) { scanned throws(UsageError) in
            guard scanned.positionals.count == 1, let path = scanned.positionals.first else {
                throw UsageError(
                    scanned.positionals.isEmpty ? "reference needs a file, e.g. trace.jsonl" : "give one file")
            }
            var motion: ReferenceMotion
            do {
                motion = try ReferenceReader.read(path: path, panel: scanned.value("--panel")).startingAtZero
            } catch {
                errors("\(error)\n")
                return 1
            }
            if motion.releases.isEmpty {
                let h = motion.duration / Double(max(motion.samples.count - 1, 1))
                motion.releases = ReleaseFinder.releases(in: motion, h: h)
            }
            if scanned.flag("--json") {
                errors(motion.csv.split(separator: "\n").filter { $0.hasPrefix("#") }.joined(separator: "\n") + "\n")
                output(motion.jsonLines)
            } else {
                output(motion.csv)
            }
            return 0
        }
    }
}
