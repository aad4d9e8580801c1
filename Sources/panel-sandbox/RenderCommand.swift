import Foundation
import PanelConfig
import Sandbox

/// `panel-sandbox render [--state S] [--size WxH] -o OUT.png SCENE` (Docs/cli.md): one frame to a PNG.
enum RenderCommand {
    /// The arguments and help of `render`.
    static let syntax = CommandSyntax(
        name: "render", overview: "Draw one frame of a scene to a PNG, headless (no display needed).",
        usage: ["render [--state <state>] [--size <w>x<h>] -o <out.png> <scene>"],
        arguments: [CommandArgument(name: "<scene>", help: "A scene file.")],
        options: [
            .value(
                "--state", placeholder: "<state>", needs: "a state name, e.g. full",
                help: "First move every panel that has that state there (not animated)."),
            .value(
                "--size", placeholder: "<w>x<h>", needs: "WIDTHxHEIGHT in points, e.g. 390x844",
                help: "Replace the container's size in points."),
            .value("--output", "-o", placeholder: "<out.png>", needs: "a PNG path", help: "The PNG to write."),
        ],
        discussion: """
            The PNG is the container's size × displayScale (default 2) in pixels.
            Exit status: 0 when the PNG was written, 1 otherwise.
            """)

    /// Runs the subcommand with the arguments that follow `render`; returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        syntax.run(arguments, output: writeToStandardOutput, errors: writeToStandardError) {
            scanned throws(UsageError) in
            let size = try scanned.value("--size", as: parseSize)
            guard let scenePath = scanned.positionals.first else {
                throw UsageError("render needs a scene file, e.g. Configs/scene.json")
            }
            guard scanned.positionals.count == 1 else {
                throw UsageError("give one scene, found '\(scenePath)' and '\(scanned.positionals[1])'")
            }
            guard let output = scanned.value("--output") else {
                throw UsageError("render needs an output file: add -o OUT.png")
            }
            do {
                let scene = try ConfigLoader.loadScene(path: scenePath)
                reportWarnings(scene.warnings)
                try renderScenePNG(scene: scene, state: scanned.value("--state"), size: size, output: output)
            } catch {
                return reportFailure(error)
            }
            return 0
        }
    }

    private static func parseSize(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width >= 1, height >= 1,
            width.isFinite, height.isFinite
        else { return nil }
        return CGSize(width: width, height: height)
    }
}
