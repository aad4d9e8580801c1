import Foundation
import PanelConfig
import PanelExport
import PanelScene

/// `panel-sandbox fit [--format F] [--fps N] [--json] SCENE` (Docs/cli.md): each panel's spring
/// fitted for a target to the path FloatingPanel draws, with the residual per release.
enum FitCommand {
    /// The arguments and help of `fit`.
    static let syntax = CommandSyntax(
        name: "fit", overview: "Fit a target's spring to the path FloatingPanel draws over the feel releases.",
        usage: ["fit [--format <format>] [--fps <n>] [--json] <scene>"],
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
            .flag("--json", help: "One JSON object instead of text."),
        ],
        discussion: """
            Per panel: the fitted parameters, then each release of the feel report with the mean and
            largest distance (pt) between the fitted spring and FloatingPanel's path, frame by frame.
            Docs/export.md says how the fit is made. Exit status: 0, or 1 for an unusable scene.
            """)

    /// Runs the subcommand with the arguments that follow `fit`; returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        run(arguments: arguments, output: writeToStandardOutput, errors: writeToStandardError)
    }

    /// The same, with injectable output (for tests).
    static func run(arguments: [String], output: (String) -> Void, errors: (String) -> Void) -> Int32 {
        syntax.run(arguments, output: output, errors: errors) { scanned throws(UsageError) in
            let format = try scanned.value("--format", as: formatNamed) ?? .swiftui
            let fps = try scanned.value("--fps", as: { Double($0).flatMap { $0 >= 1 && $0 <= 1000 ? $0 : nil } })
            guard scanned.positionals.count == 1, let path = scanned.positionals.first else {
                throw UsageError(
                    scanned.positionals.isEmpty ? "fit needs a scene file, e.g. Configs/scene.json" : "give one scene")
            }
            let scene: ResolvedScene
            do {
                scene = try ConfigLoader.loadScene(path: path)
            } catch {
                errors((error as? ConfigError)?.description ?? "error: \(error)")
                errors("\n")
                return 1
            }
            let report = FitReport(scene: scene, format: format, fps: fps)
            output(scanned.flag("--json") ? report.json : report.text)
            return 0
        }
    }

    private static func formatNamed(_ text: String) -> ExportFormat? {
        let format = ExportFormat.named(text)
        return format.flatMap { FitReport.formats.contains($0) ? $0 : nil }
    }
}
