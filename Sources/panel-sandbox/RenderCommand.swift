import Foundation
import PanelConfig
import PanelScene
import Sandbox

/// `panel-sandbox render [--state S] [--size WxH] -o OUT.png SCENE` (Docs/cli.md): one frame to a
/// PNG; `render --scenario SCENARIO -o OUT.gif|OUT.webp`: a scenario's run as an animation.
enum RenderCommand {
    /// The arguments and help of `render`.
    static let syntax = CommandSyntax(
        name: "render", overview: "Draw a scene to a PNG, or a scenario's run to an animated GIF or WebP, headless.",
        usage: [
            "render [--state <state>] [--container NAME|WxH] [--size <w>x<h>] -o <out.png> <scene>",
            "render --scenario <scenario> [--vary KEY=V1,V2,… | --lanes FILE] [--platform LIST] [--container NAME|WxH]"
                + " [--scale <s>] [--at <seconds>] -o <out.gif|out.webp|out.mp4|out.png>",
        ],
        arguments: [.scene],
        options: [
            .value(
                "--state", placeholder: "<state>", needs: "a state name, e.g. full",
                help: "First move every panel that has that state there (not animated)."),
            .container,
            .value(
                "--size", placeholder: "<w>x<h>", needs: "WIDTHxHEIGHT in points, e.g. 390x844",
                help: "Replace the container's size in points, keeping its safe area."),
            .output(
                placeholder: "<out>",
                help: """
                    The PNG to write; with --scenario a .gif, .webp or .mp4 (the animation) or a
                    .png (one frame).
                    """),
            .value(
                "--scenario", placeholder: "<scenario>", needs: "a scenario file",
                help: """
                    Draw the scenario's run, one picture per frame at the scenario's fps, instead
                    of a scene.
                    """),
            .value(
                "--vary", placeholder: "[PANEL:]KEY=V1,V2,…", needs: "KEY=V1,V2,…, e.g. springResponseTime=0.3,0.5",
                help: """
                    With --scenario: the compare view's lanes, as `compare --vary` makes them
                    (lane 0 the scene as is; at most 9 lanes).
                    """),
            .value(
                "--lanes", placeholder: "FILE", needs: "a compare lanes file, e.g. compare-lanes.json",
                help: """
                    With --scenario: the lanes of a compare lanes file, as `compare --lanes` takes
                    them. Without --vary and --lanes, the file the scenario's scene names as
                    compareLanes, if any.
                    """),
            .platforms(
                help: """
                    With --scenario: one lane per platform (material, compose, vaul) after the
                    FloatingPanel lanes, as `compare --platform` adds them.
                    """),
            .value(
                "--scale", placeholder: "<s>", needs: "pixels per point, a number from 0.25 to 4",
                help: "With --scenario: pixels per point (default 1)."),
            .value(
                "--at", placeholder: "<seconds>", needs: "a time in seconds, e.g. 0.5",
                help: """
                    With --scenario and a .png: the moment to draw (default 0), the animation's
                    frame round(seconds × fps).
                    """),
        ],
        discussion: """
            The PNG of a scene is the container's size × displayScale (default 2) in pixels. A
            scenario's animation is the container's size × --scale (the compare view's grid with
            more than one lane), each frame shown until the next: GIF delays are centiseconds,
            WebP's milliseconds, rounded so that they add up to the scenario's time (at 60 fps
            2, 1, 2, … cs; 17, 16, 17, … ms). The GIF is encoded by giflib in 256 colours, the
            WebP by libwebp's animation encoder, lossless: every pixel as drawn; the MP4 by
            FFmpeg's libraries, H.264 at the scenario's fps (a screen recording's format).
            Exit status: 0 when the picture was written, 1 otherwise.
            """)

    /// Runs the subcommand with the arguments that follow `render`; returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        syntax.run(arguments, output: writeToStandardOutput, errors: writeToStandardError) {
            scanned throws(UsageError) in
            if let scenario = scanned.value("--scenario") { return try renderScenario(scenario, scanned) }
            let size = try scanned.value("--size", as: parseSize)
            let container = try scanned.container()
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
                var scene = try ConfigLoader.loadScene(path: scenePath)
                reportWarnings(scene.warnings)
                if let container { scene = scene.placed(in: container) }
                try renderScenePNG(scene: scene, state: scanned.value("--state"), size: size, output: output)
            } catch {
                return reportFailure(error)
            }
            return 0
        }
    }

    /// `render --scenario`: the run as an animation, or one frame of it.
    private static func renderScenario(_ path: String, _ scanned: ScannedArguments) throws(UsageError) -> Int32 {
        guard scanned.positionals.isEmpty else {
            throw UsageError("--scenario names what to draw; drop '\(scanned.positionals[0])'")
        }
        guard let output = scanned.value("--output") else {
            throw UsageError("render needs an output file: add -o OUT.gif")
        }
        let scale = try scanned.value("--scale", as: { Double($0).flatMap { (0.25...4).contains($0) ? $0 : nil } }) ?? 1
        let at = try scanned.value("--at", as: { Double($0).flatMap { $0 >= 0 && $0.isFinite ? $0 : nil } })
        guard let kind = AnimationOutput(path: output) else {
            throw UsageError(
                "with --scenario the output is a .gif, .webp or .mp4 (the animation) or a .png (one frame), found '\(output)'"
            )
        }
        if kind != .png, at != nil {
            throw UsageError("--at picks one frame for a .png; a .\(kind.rawValue) has every frame")
        }
        let options = try scanned.laneOptions()
        do {
            let setup = try options.setup(scenarioPath: path)
            reportWarnings(setup.lanes[0].scenario.scene.warnings)
            let animation = try LaneAnimation(lanes: setup.lanes, platforms: setup.platforms, scale: CGFloat(scale))
            switch kind {
            case .gif:
                if let note = animation.gifNote(path: output) { printError(note) }
                try animation.writeGIF(to: output)
            case .webp: try animation.writeWebP(to: output)
            case .mp4: try animation.writeMP4(to: output)
            case .png: try animation.writePNG(frame: Int(((at ?? 0) * animation.fps).rounded()), to: output)
            }
        } catch let error as CompareLane.SetupError {
            printError(error.description)
            return 1
        } catch {
            return reportFailure(error)
        }
        return 0
    }

    /// What `render --scenario` writes, by the output's extension.
    private enum AnimationOutput: String {
        case gif, webp, mp4, png

        init?(path: String) {
            guard let dot = path.lastIndex(of: ".") else { return nil }
            self.init(rawValue: path[path.index(after: dot)...].lowercased())
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
