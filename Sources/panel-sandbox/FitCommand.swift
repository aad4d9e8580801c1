import Foundation
import PanelConfig
import PanelExport
import PanelPlatforms
import PanelReference
import PanelScene

/// `panel-sandbox fit [--format F] [--fps N] [--json] SCENE` (Docs/cli.md): each panel's spring
/// fitted for a target to the path FloatingPanel draws, with the residual per release; and
/// `fit --to FILE [--panel P] [--json] [--write] SCENE`: a panel's behavior values fitted to a
/// reference motion (Docs/reference.md).
enum FitCommand {
    /// The arguments and help of `fit`.
    static let syntax = CommandSyntax(
        name: "fit", overview: "Fit a target's spring to the path FloatingPanel draws over the feel releases.",
        usage: [
            "fit [--format <format>] [--fps <n>] [--json] <scene>",
            "fit --to <file|material|compose|vaul|swiftui|uikit> [--scale <px-per-pt>] [--band <x0>-<x1>] [--panel <id>] [--json] [--write [--force]] <scene>",
        ],
        arguments: [.scene],
        options: [
            .value(
                "--format", placeholder: "<format>", needs: "one of swiftui, swift, compose, css, vaul",
                help: """
                    The target (default: swiftui): swiftui Spring(duration:bounce:), swift
                    UISpringTimingParameters, compose spring(), css/vaul the drawer's transition.
                    """),
            .value(
                "--fps", placeholder: "<n>", needs: "a frame rate in Hz, e.g. 120",
                help:
                    "The device's refresh rate the paths are stepped at (default: the scene's refreshRate, 60 unless set)."
            ),
            .value(
                "--to", placeholder: "<reference>", needs: "a trace file or material, compose, vaul, swiftui, uikit",
                help: """
                    Fit the panel's behavior values to a reference motion instead: a trace (CSV
                    `t,y` or JSON Lines, `simulate`'s own included), or a built-in reference:
                    material, compose, vaul (the library's model over the feel releases), swiftui
                    (.spring(): response 0.55 s, dampingFraction 0.825), uikit (UIView spring
                    defaults: springDuration 0.5 s, bounce 0). Docs/reference.md.
                    """),
            .recordingScale(
                help: "With --to a recording: its pixels per point (default: frame width ÷ the container's width)."),
            .recordingBand(
                help: "With --to a recording: the columns where the edge is tracked (default: the middle third)."),
            .panel(
                help: "With --to: the panel fitted, and the one read from a trace of several (default: the first)."),
            .flag(
                "--write",
                help: """
                    With --to: write the values into the scene's behavior file (the values card's
                    write-back); refused for a value at the edge of its search, a rest far from
                    the scene's stops, or a fit no closer than the scene's own values.
                    """),
            .flag("--force", help: "With --write: write a fit --write refuses."),
            .flag("--json", help: "One JSON object instead of text."),
        ],
        discussion: """
            Per panel: the fitted parameters, then each release of the feel report with the mean and
            largest distance (pt) between the fitted spring and FloatingPanel's path, frame by frame.
            Docs/export.md says how the fit is made. With --to: the values, each release's mean and
            largest distance (pt) between FloatingPanel's path with them and the reference, and
            what the reference cannot decide (Docs/reference.md). Exit status: 0, or 1 for an
            unusable scene or reference, or a write that fails.
            """)

    /// Runs the subcommand with the arguments that follow `fit`; returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        run(arguments: arguments, output: writeToStandardOutput, errors: writeToStandardError)
    }

    /// The same, with injectable output (for tests).
    static func run(arguments: [String], output: (String) -> Void, errors: (String) -> Void) -> Int32 {
        syntax.run(arguments, output: output, errors: errors) { scanned throws(UsageError) in
            if let reference = scanned.value("--to") {
                guard scanned.value("--format") == nil, scanned.value("--fps") == nil else {
                    throw UsageError(
                        "--to fits to a reference at the scene's refreshRate; leave out --format and --fps")
                }
                return try fitToReference(reference, scanned: scanned, output: output, errors: errors)
            }
            for option in ["--panel", "--write", "--force", "--scale", "--band"]
            where scanned.value(option) != nil || scanned.flag(option) {
                throw UsageError("\(option) goes with --to <reference>")
            }
            let format = try scanned.value("--format", as: formatNamed) ?? .swiftui
            let fps = try scanned.value("--fps", as: { Double($0).flatMap { $0 >= 1 && $0 <= 1000 ? $0 : nil } })
            let path = try scanned.onlyScene()
            let scene: ResolvedScene
            do {
                scene = try ConfigLoader.loadScene(path: path)
            } catch {
                errors(failureText(error) + "\n")
                return 1
            }
            let report = FitReport(scene: scene, format: format, fps: fps)
            output(scanned.flag("--json") ? report.json : report.text)
            return 0
        }
    }

    private static func fitToReference(
        _ reference: String, scanned: ScannedArguments, output: (String) -> Void, errors: (String) -> Void
    ) throws(UsageError) -> Int32 {
        let path = try scanned.onlyScene()
        let panel = scanned.value("--panel")
        var recording = try RecordingOptions(scanned)
        let fit: ReferenceFit
        do {
            let scene = try ConfigLoader.loadScene(path: path)
            let motion =
                try BuiltInReference.named(reference)?.motion(scene: scene, panel: panel)
                ?? {
                    recording.containerWidth = Double(scene.containerSize.width)
                    return try ReferenceReader.read(path: reference, panel: panel, recording: recording)
                }()
            fit = try ReferenceFit(motion: motion, scene: scene, panel: panel)
            if scanned.flag("--write") {
                let refusals = fit.writeRefusals
                guard refusals.isEmpty || scanned.flag("--force") else {
                    output(scanned.flag("--json") ? fit.json(reference: reference) : fit.text(reference: reference))
                    errors(
                        "error: not written: "
                            + refusals.joined(separator: "; ")
                            + "; --force writes it anyway\n")
                    return 1
                }
                let edit = try fit.edit(scenePath: path, panelIDs: scene.panels.map(\.id))
                let problems = ReferenceFit.write(edit, scenePath: path)
                guard problems.isEmpty else {
                    errors(problems.map { "\($0)\n" }.joined())
                    return 1
                }
                errors(edit.isEmpty ? "the scene already has these values\n" : edit.patch)
            }
        } catch {
            // Each error describes itself; a config's as its located `FILE:LINE:COL: error:` lines.
            errors("\(error)\n")
            return 1
        }
        output(scanned.flag("--json") ? fit.json(reference: reference) : fit.text(reference: reference))
        return 0
    }

    private static func formatNamed(_ text: String) -> ExportFormat? {
        let format = ExportFormat.named(text)
        return format.flatMap { FitReport.formats.contains($0) ? $0 : nil }
    }
}
