import Foundation
import PanelConfig
import Sandbox

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
                guard let value = iterator.next() else { return fail("--state needs a state name, e.g. full") }
                state = value
            case "--size":
                guard let value = iterator.next(), let parsed = parseSize(value) else {
                    return fail("--size needs WIDTHxHEIGHT in points, e.g. 390x844")
                }
                size = parsed
            case "-o", "--output":
                guard let value = iterator.next() else { return fail("\(argument) needs a PNG path") }
                output = value
            default:
                if argument.hasPrefix("-") {
                    let options = ["--state", "--size", "--output", "--help"]
                    return fail("unknown option '\(argument)'\(Suggestions.didYouMean(argument, in: options))")
                }
                if let scenePath { return fail("give one scene, found '\(scenePath)' and '\(argument)'") }
                scenePath = argument
            }
        }
        guard let scenePath else { return fail("render needs a scene file, e.g. Configs/scene.json") }
        guard let output else { return fail("render needs an output file: add -o OUT.png") }
        do {
            let scene = try ConfigLoader.loadScene(path: scenePath)
            reportWarnings(scene.warnings)
            try renderScenePNG(scene: scene, state: state, size: size, output: output)
        } catch {
            return reportFailure(error)
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
        usageError(message, command: "render", usage: "render [--state S] [--size WxH] -o OUT.png SCENE")
    }
}
