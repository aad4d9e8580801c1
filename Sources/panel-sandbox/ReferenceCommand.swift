import Foundation
import PanelConfig
import PanelExport
import PanelReference
import PanelVideo

/// `panel-sandbox reference FILE [--scale PX_PER_PT] [--band X0-X1] [--scene SCENE] [--panel P]
/// [--json]` (Docs/cli.md): the motion read from a trace or tracked in a screen recording, as the
/// fit will see it.
enum ReferenceCommand {
    /// The arguments and help of `reference`.
    static let syntax = CommandSyntax(
        name: "reference",
        overview: "Print the motion read from a trace or tracked in a screen recording, as `fit --to` sees it.",
        usage: ["reference [--scale <px-per-pt>] [--band <x0>-<x1>] [--scene <scene>] [--panel <id>] [--json] <file>"],
        arguments: [
            CommandArgument(
                name: "<file>",
                help: """
                    A trace: CSV `t,y` (seconds, points; header optional) or JSON Lines with `t`
                    and `y` — `simulate`'s trace and `simulate --platform`'s as they are; or a
                    screen recording: MP4, MOV, WebM, GIF or animated WebP. Docs/reference.md says
                    how to record one.
                    """)
        ],
        options: [
            .recordingScale(
                help: """
                    A recording's pixels per point (default: the frame's width ÷ the --scene
                    container's width; 1 without --scene).
                    """),
            .recordingBand(
                help: "The columns of a recording where the panel's edge is tracked (default: the middle third)."),
            .value(
                "--scene", placeholder: "<scene>", needs: "a scene file",
                help: "The scene whose container the recording shows, for the default --scale."),
            .panel(help: "The panel of a trace with several (default: the first)."),
            .flag("--json", help: "One {\"t\", \"y\"} object a sample per line instead of CSV."),
        ],
        discussion: """
            Prints `t,y` lines (t in seconds from the first sample, y the panel's leading edge in
            points), after `#` lines naming the source and each release: recorded when the trace
            has it (simulate's willEndDragging), found from the motion otherwise (with --json on
            standard error). In a recording the edge is tracked in every frame; a frame where it
            cannot be read (a cut, a frozen frame, a band without an edge) is an error naming
            the frame. Exit status: 0, or 1 for an unreadable reference.
            """)

    /// Runs the subcommand with the arguments that follow `reference`; returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        run(arguments: arguments, output: writeToStandardOutput, errors: writeToStandardError)
    }

    /// The same, with injectable output (for tests).
    static func run(arguments: [String], output: (String) -> Void, errors: (String) -> Void) -> Int32 {
        syntax.run(arguments, output: output, errors: errors) { scanned throws(UsageError) in
            let path = try scanned.onlyArgument("file", needs: "a file, e.g. trace.jsonl")
            let recording = try RecordingOptions(scanned)
            var motion: ReferenceMotion
            do {
                var options = recording
                if let scenePath = scanned.value("--scene") {
                    options.containerWidth = Double(try ConfigLoader.loadScene(path: scenePath).containerSize.width)
                }
                motion = try ReferenceReader.read(path: path, panel: scanned.value("--panel"), recording: options)
                    .startingAtZero
            } catch {
                // Each error describes itself; a config's as its located `FILE:LINE:COL: error:` lines.
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

extension RecordingOptions {
    /// `--scale` and `--band` as a subcommand was given them.
    init(_ scanned: ScannedArguments) throws(UsageError) {
        self.init(
            scale: try scanned.value("--scale", as: { Double($0).flatMap { $0 > 0 && $0.isFinite ? $0 : nil } }),
            band: try scanned.value("--band", as: ColumnBand.init(argument:)))
    }
}
