import Foundation
import Sandbox

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
