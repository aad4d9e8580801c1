import Foundation
import PanelConfig
import Sandbox

enum RunCommand {
    static let usage = """
        usage: panel-sandbox [run] [--frames N] [SCENE]
               panel-sandbox run --replay FILE [--compare OTHER_SCENE] [SCENE]
               panel-sandbox run --screenshots DIR

        Opens the interactive window on SCENE (default Configs/scene.json), reloading every file
        the scene uses when it is saved. Press ? in the window for the keys; C records the input
        into recordings/ beside the scene. --frames N quits after N frames.

        --replay FILE plays a scenario (a recording) in real time, frame for frame as `simulate`
        runs it; --compare OTHER_SCENE plays the same input against OTHER_SCENE too, drawn as a
        ghost over the recording's scene, both in the live plot (G).
        --screenshots DIR saves the README's window screenshots into DIR (the scenes of the
        folder SCENE is in, default Configs).
        """

    static func run(arguments: [String]) -> Int32 {
        var scenePath = "Configs/scene.json"
        var options = SandboxOptions(scenePath: scenePath)
        var screenshots: String?
        var iterator = arguments.makeIterator()
        func value(of option: String, _ what: String) -> String? {
            guard let value = iterator.next() else {
                printError("error: \(option) needs \(what)")
                return nil
            }
            return value
        }
        while let argument = iterator.next() {
            switch argument {
            case "--help", "-h":
                print(usage)
                return 0
            case "--frames":
                guard let value = iterator.next(), let frames = Int(value), frames > 0 else {
                    printError("error: --frames needs a positive whole number")
                    return 1
                }
                options.frameLimit = frames
            case "--replay":
                guard let path = value(of: argument, "a scenario file") else { return 1 }
                options.replayPath = path
            case "--compare":
                guard let path = value(of: argument, "the scene to compare with") else { return 1 }
                options.compareScenePath = path
            case "--screenshots":
                guard let path = value(of: argument, "an output folder") else { return 1 }
                screenshots = path
            default:
                guard !argument.hasPrefix("-") else {
                    let options = ["--frames", "--replay", "--compare", "--screenshots", "--help"]
                    return usageError(
                        "unknown option '\(argument)'\(Suggestions.didYouMean(argument, in: options))", command: "run",
                        usage: "[run] [--frames N] [--replay FILE [--compare OTHER_SCENE]] [SCENE]")
                }
                scenePath = argument
            }
        }
        if options.compareScenePath != nil, options.replayPath == nil {
            printError("error: --compare needs --replay FILE: the input both scenes play")
            return 1
        }
        options.scenePath = scenePath
        do {
            if let screenshots {
                let folder = (scenePath as NSString).deletingLastPathComponent
                let configs = folder.isEmpty ? "." : folder
                for path in try ScreenshotTour.run(configsDirectory: configs, outputDirectory: screenshots) {
                    print(path)
                }
                return 0
            }
            try SandboxApp(options: options).run()
        } catch {
            return reportFailure(error)
        }
        return 0
    }
}
