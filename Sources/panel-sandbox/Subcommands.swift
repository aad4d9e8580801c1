import Foundation
import PanelConfig
import PanelScene
import Sandbox

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
        case "bench": return BenchCommand.run(arguments: rest)
        case "render": return RenderCommand.run(arguments: rest)
        case "export": return ExportCommand.run(arguments: rest)
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
    static let usage = """
        usage: panel-sandbox [run] [--frames N] [SCENE]

        Opens the interactive window on SCENE (default Configs/scene.json), reloading every file
        the scene uses when it is saved. Press ? in the window for the keys. --frames N quits
        after N frames.
        """

    static func run(arguments: [String]) -> Int32 {
        var scenePath = "Configs/scene.json"
        var frameLimit: Int?
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--help", "-h":
                print(usage)
                return 0
            case "--frames":
                guard let value = iterator.next(), let frames = Int(value), frames > 0 else {
                    printError("--frames needs a positive whole number")
                    return 1
                }
                frameLimit = frames
            default:
                guard !argument.hasPrefix("-") else {
                    printError("unknown option '\(argument)'\n\(usage)")
                    return 1
                }
                scenePath = argument
            }
        }
        do {
            let app = try SandboxApp(options: SandboxOptions(scenePath: scenePath, frameLimit: frameLimit))
            try app.run()
        } catch {
            printError("\(error)")
            return 1
        }
        return 0
    }
}

enum BenchCommand {
    static let usage = """
        usage: panel-sandbox bench [--json] [--scene SCENE] [--frames N]

        Headless performance figures, each with its conditions. `--json` prints one object.
        """

    static func run(arguments: [String]) -> Int32 {
        var json = false
        var scenePath = "Configs/scene.json"
        var frames = 200_000
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--help", "-h":
                print(usage)
                return 0
            case "--json": json = true
            case "--scene":
                guard let value = iterator.next() else { return fail("--scene needs a path") }
                scenePath = value
            case "--frames":
                guard let value = iterator.next(), let number = Int(value), number > 0 else {
                    return fail("--frames needs a positive whole number")
                }
                frames = number
            default: return fail("unknown argument '\(argument)'\n\(usage)")
            }
        }
        let scene: ResolvedScene
        do {
            scene = try ConfigLoader.loadScene(path: scenePath)
        } catch {
            printError("\(error)")
            return 1
        }
        let simulate = SimulateBenchmark.run(scene: scene, frames: frames)
        if json {
            let object: [String: Any] = [
                "simulatePanelFramesPerSecond": simulate.panelFramesPerSecond.rounded(),
                "simulatePanelFrames": simulate.panelFrames,
                "simulateScene": scenePath,
            ]
            let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        } else {
            print("figure                          value           conditions")
            print(
                "simulate throughput             \(Int(simulate.panelFramesPerSecond)) panel-frames/s   "
                    + "\(scenePath), \(simulate.panelFrames) panel-frames at 60 fps, drags, flings, scrolls, moves; trace formatted and discarded"
            )
        }
        return 0
    }

    private static func fail(_ message: String) -> Int32 {
        printError(message)
        return 1
    }
}

enum RenderCommand {
    static let usage = """
        usage: panel-sandbox render [--state S] [--size WxH] -o OUT.png SCENE

        Draws one frame of SCENE to a PNG, headless (no display needed). --state first moves
        every panel that has that state there (not animated); --size replaces the container's
        size in points. The PNG is the container's size × displayScale (default 2) in pixels.
        """

    static func run(arguments: [String]) -> Int32 {
        var state: String?
        var size: CGSize?
        var output: String?
        var scenePath: String?
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--help", "-h":
                print(usage)
                return 0
            case "--state":
                guard let value = iterator.next() else { return fail("--state needs a state name") }
                state = value
            case "--size":
                guard let value = iterator.next(), let parsed = parseSize(value) else {
                    return fail("--size needs WIDTHxHEIGHT in points, e.g. 390x844")
                }
                size = parsed
            case "-o", "--output":
                guard let value = iterator.next() else { return fail("-o needs a PNG path") }
                output = value
            default:
                guard !argument.hasPrefix("-"), scenePath == nil else {
                    return fail("unexpected argument '\(argument)'\n\(usage)")
                }
                scenePath = argument
            }
        }
        guard let output, let scenePath else { return fail(usage) }
        do {
            let scene = try ConfigLoader.loadScene(path: scenePath)
            try renderScenePNG(scene: scene, state: state, size: size, output: output)
        } catch {
            return fail("\(error)")
        }
        return 0
    }

    private static func parseSize(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width >= 1, height >= 1,
            width.isFinite, height.isFinite
        else { return nil }
        return CGSize(width: width, height: height)
    }

    private static func fail(_ message: String) -> Int32 {
        printError(message)
        return 1
    }
}
