import Foundation
import PanelConfig
import PanelScene
import Sandbox

/// `panel-sandbox [run] [SCENE]` (Docs/cli.md): the interactive window, a replay, or the screenshots.
enum RunCommand {
    /// The arguments and help of `run`.
    static let syntax = CommandSyntax(
        name: "run", overview: "Open the interactive window on a scene.",
        usage: [
            "[run] [--frames <n>] [--reference <file>] [<scene>]",
            "run --replay <file> [--compare <other-scene>] [<scene>]",
            "run --screenshots <dir>",
        ],
        arguments: [CommandArgument(name: "<scene>", help: "A scene file (default: Configs/scene.json).")],
        options: [
            .value(
                "--frames", placeholder: "<n>", needs: "a positive whole number", help: "Quit after N frames."),
            .value(
                "--replay", placeholder: "<file>", needs: "a scenario file",
                help: """
                    Play a scenario (a recording) in real time, frame for frame as
                    `simulate` runs it: on SCENE when given (in the recording's
                    container), else on the recording's own scene.
                    """),
            .value(
                "--compare", placeholder: "<other-scene>", needs: "the scene to compare with",
                help: """
                    With --replay: play the same input against OTHER_SCENE too, drawn as a
                    ghost over the recording's scene, both in the live plot (G).
                    """),
            .value(
                "--reference", placeholder: "<file>", needs: "a trace or a screen recording",
                help: """
                    A reference motion (a trace or a screen recording, as `fit --to`
                    reads it): a ghost lane in the compare view (M) and a path in the
                    plot (G), aligned at its release; F fits the focused panel to it.
                    Dropping a file on the window reads it the same way.
                    """),
            .value(
                "--screenshots", placeholder: "<dir>", needs: "an output folder",
                help: """
                    Save the README's window screenshots into DIR (the scenes of the
                    folder SCENE is in, default Configs).
                    """),
        ],
        discussion: """
            The window reloads every file the scene uses when it is saved. Press ? in the window for
            the keys; C records the input into recordings/ beside the scene. A Swift file with
            FloatingPanel code is a scene too: it is imported on each save (Docs/import.md).
            Exit status: 0; 1 when there is no display or the scene cannot be used at start.
            """)

    /// Runs the subcommand with the arguments that follow `run`; returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        syntax.run(arguments, output: writeToStandardOutput, errors: writeToStandardError) {
            scanned throws(UsageError) in
            guard scanned.positionals.count <= 1 else {
                throw UsageError("give one scene, found \(scanned.positionals.count)")
            }
            let replayPath = scanned.value("--replay")
            let givenScene = scanned.positionals.first
            // A replay without a scene runs in the scene it was recorded on (`Configs/scene.json`
            // when the recording does not tell); a scene given is the one it plays on.
            let scenePath =
                givenScene ?? replayPath.flatMap { InputRecorder.scenePath(ofScenarioAt: $0) } ?? "Configs/scene.json"
            var options = SandboxOptions(scenePath: scenePath)
            options.readFile = sceneReader(scenePath)
            options.frameLimit = try scanned.value("--frames", as: { Int($0).flatMap { $0 > 0 ? $0 : nil } })
            options.replayPath = replayPath
            options.replayScenePath = replayPath == nil ? nil : givenScene
            options.compareScenePath = scanned.value("--compare")
            options.referencePath = scanned.value("--reference")
            if options.compareScenePath != nil, options.replayPath == nil {
                throw UsageError("--compare needs --replay FILE: the input both scenes play")
            }
            do {
                if let screenshots = scanned.value("--screenshots") {
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
}
