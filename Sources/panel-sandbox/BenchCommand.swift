import Foundation
import PanelConfig
import PanelScene
import Sandbox

/// `panel-sandbox bench [--json] [--quick] [--scene SCENE]` (Docs/cli.md, Docs/performance.md).
enum BenchCommand {
    /// The arguments and help of `bench`.
    static let syntax = CommandSyntax(
        name: "bench", overview: "Print headless performance figures, each with its conditions.",
        usage: ["bench [--json] [--quick] [--scene <scene>]"],
        options: [
            .flag("--json", help: "Print one JSON object instead of the table."),
            .flag("--quick", help: "Take fewer samples (for smoke tests)."),
            .value(
                "--scene", placeholder: "<scene>", needs: "a path",
                help: "The scene measured (default: Configs/scene.json)."),
        ],
        discussion: """
            The figures: frame time on SDL's software renderer (1, 3 and 10 panels × 100 and 10,000
            rows, at 390×844 and 780×1688 pixels, while a drag and fling run), the whole window's frame
            (container and side bar with the overlay and the plot, at 1× and 2×), simulate throughput,
            hot-reload latency through the real file watcher, start-up time and its parts, idle CPU and
            peak memory. Docs/performance.md explains every figure.
            Exit status: 0 when the figures were measured, 1 otherwise.
            """)

    /// Runs the subcommand with the arguments that follow `bench`; returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        syntax.run(arguments, output: writeToStandardOutput, errors: writeToStandardError) { scanned in
            do {
                // The running binary, however it was started (a relative path, through PATH, a link).
                let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
                let report = try BenchReport.measure(
                    scenePath: scanned.value("--scene") ?? "Configs/scene.json", quick: scanned.flag("--quick"),
                    executable: URL(fileURLWithPath: executable).resolvingSymlinksInPath().path)
                print(scanned.flag("--json") ? report.json : report.table)
            } catch {
                return reportFailure(error)
            }
            return 0
        }
    }
}
