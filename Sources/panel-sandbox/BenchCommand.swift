import Foundation
import PanelConfig
import PanelScene
import Sandbox

enum BenchCommand {
    static let usage = """
        usage: panel-sandbox bench [--json] [--quick] [--scene SCENE]

        Headless performance figures, each with its conditions: frame time on SDL's software
        renderer (1, 3 and 10 panels × 100 and 10,000 rows, at 390×844 and 780×1688 pixels, while a
        drag and fling run), the whole window's frame (container and side bar with the overlay and
        the plot, at 1× and 2×), simulate throughput, hot-reload latency through the real file
        watcher, start-up time and its parts, idle CPU and peak memory. --json prints one object;
        --quick takes fewer samples (for smoke tests).
        """

    static func run(arguments: [String]) -> Int32 {
        var json = false
        var quick = false
        var scenePath = "Configs/scene.json"
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--help", "-h":
                print(usage)
                return 0
            case "--json": json = true
            case "--quick": quick = true
            case "--scene":
                guard let value = iterator.next() else { return fail("--scene needs a path") }
                scenePath = value
            default:
                let options = ["--json", "--quick", "--scene", "--help"]
                return fail("unknown argument '\(argument)'\(Suggestions.didYouMean(argument, in: options))\n\(usage)")
            }
        }
        do {
            let executable = CommandLine.arguments[0].contains("/") ? CommandLine.arguments[0] : "/proc/self/exe"
            let report = try BenchReport.measure(
                scenePath: scenePath, quick: quick,
                executable: URL(fileURLWithPath: executable).resolvingSymlinksInPath().path)
            print(json ? report.json : report.table)
        } catch {
            return reportFailure(error)
        }
        return 0
    }

    private static func fail(_ message: String) -> Int32 {
        printError("error: \(message)")
        return 1
    }
}
