import Foundation
import PanelConfig
import PanelScene

/// `panel-sandbox export [--format F] [-o OUT] [--timestamp] SCENE` (Docs/cli.md, §4): writes the
/// scene's tuned parameters in another form, to OUT or else to standard output.
enum ExportCommand {
    /// The arguments and help of `export`.
    static let syntax = CommandSyntax(
        name: "export", overview: "Write a scene's tuned parameters for use elsewhere.",
        usage: ["export [--format <format>] [--motion] [-o <out>] [--timestamp] [--feel] <scene>"],
        arguments: [.scene],
        options: [
            .value(
                "--format", placeholder: "<format>",
                help: """
                    What to write (default: json):
                      json             the scene with every value resolved and written out;
                                       it loads again to the same `simulate` trace
                      swift            FloatingPanel layout, behavior and surface code (UIKit)
                      swiftui          the same through FloatingPanel's SwiftUI modifiers
                      swiftui-detents  SwiftUI sheet detents, without FloatingPanel
                      android          Material BottomSheetBehavior / SideSheetBehavior XML
                      compose          Jetpack Compose AnchoredDraggable anchors and springs
                      vaul             a vaul drawer (React) with snap points and CSS
                    Also accepted: css, react, tsx (vaul); kotlin (compose); xml,
                    material (android).
                    """),
            .value(
                "--output", "-o", placeholder: "<out>", needs: "a file path",
                help: "Write to this file instead of standard output."),
            .flag(
                "--motion",
                help: """
                    compose, css/vaul: only the motion part, FloatingPanel's release rules and
                    per-frame spring as pure Kotlin or TypeScript (Docs/export.md).
                    """),
            .flag("--timestamp", help: "Say in the header comment when the file was written (code formats)."),
            .flag(
                "--feel",
                help: """
                    Write only the feel report: for a fixed set of releases from each state,
                    FloatingPanel's stop, overshoot and rest time and the format's target
                    library's (Docs/platforms.md). Every code export's header carries the same
                    table; each release that lands elsewhere on the target is a warning.
                    """),
        ],
        discussion: """
            Problems in the scene are printed as "FILE:LINE:COL: error: MESSAGE", one per line; what the
            chosen format cannot represent is written in the file and printed as "FILE: warning: MESSAGE".
            Docs/export.md says what each format is good for and what it leaves out.
            Exit status: 0 when the export was written, 1 otherwise.
            """)

    /// Runs the subcommand with the arguments that follow `export`; returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        run(
            arguments: arguments, files: .disk, output: { FileHandle.standardOutput.write(Data($0.utf8)) },
            errors: { FileHandle.standardError.write(Data($0.utf8)) }, now: Date.init)
    }

    /// The same, with injectable file access, output and clock (for tests).
    static func run(
        arguments: [String], files: ConfigFileReader, output: (String) -> Void, errors: (String) -> Void,
        now: () -> Date
    ) -> Int32 {
        syntax.run(arguments, output: output, errors: errors) { scanned throws(UsageError) in
            let format = try scanned.value("--format", as: ExportFormat.named, invalid: formatError) ?? .json
            let motion = scanned.flag("--motion")
            guard !motion || format.hasMotionPart else {
                throw UsageError("--motion needs --format compose, css or vaul (got \(format.rawValue))")
            }
            let scenes = scanned.positionals
            guard scenes.count == 1 else {
                throw UsageError(scenes.isEmpty ? "no scene given" : "give one scene, found \(scenes.count)")
            }
            return export(
                scenePath: scenes[0], format: format, motion: motion, outputPath: scanned.value("--output"),
                options: ExportOptions(timestamp: scanned.flag("--timestamp") ? now() : nil),
                feelOnly: scanned.flag("--feel"), files: files, output: output, errors: errors)
        }
    }

    /// Writes the export of the scene at `scenePath`; returns the exit status.
    private static func export(
        scenePath: String, format: ExportFormat, motion: Bool, outputPath: String?, options: ExportOptions,
        feelOnly: Bool,
        files: ConfigFileReader, output: (String) -> Void, errors: (String) -> Void
    ) -> Int32 {
        let scene: ResolvedScene
        do {
            scene = try ConfigLoader.loadScene(path: scenePath, files: files)
        } catch let error as ConfigError {
            errors(error.description + "\n")
            return 1
        } catch {
            errors("error: \(error)\n")
            return 1
        }
        for warning in scene.warnings { errors(warning.description + "\n") }
        if motion {
            return write(
                MotionPanels.motionResult(format, scene: scene, options: options).text, to: outputPath, output, errors)
        }
        // The feel report is computed here, where the engine runs, and handed to the exporter as lines.
        let feel = format == .json && !feelOnly ? nil : FeelReport(scene: scene, format: format)
        for warning in feel?.warnings ?? [] {
            errors(ExportResult.warningLine(warning, scenePath: scene.path, format: format) + "\n")
        }
        let text: String
        if feelOnly, let feel {
            text = feel.lines.joined(separator: "\n") + "\n"
        } else {
            var options = options
            options.feelReport = feel?.lines ?? []
            if let fitFormat = FitReport.fitFormat(for: format) {
                // Targets that take only a spring get the one fitted to FloatingPanel's path, at the
                // scene's refresh rate.
                options.fittedSprings = FitReport(scene: scene, format: fitFormat).fittedSprings
            }
            let result = format.exportResult(scene, options: options)
            text = result.text
            // What the target cannot represent is said in the file and here, so it is not missed.
            for warning in result.warnings {
                errors(ExportResult.warningLine(warning, scenePath: scene.path, format: format) + "\n")
            }
        }
        return write(text, to: outputPath, output, errors)
    }

    /// Writes `text` to `outputPath`, or else to `output`; returns the exit status.
    private static func write(
        _ text: String, to outputPath: String?, _ output: (String) -> Void, _ errors: (String) -> Void
    ) -> Int32 {
        guard let outputPath else {
            output(text)
            return 0
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: outputPath))
        } catch {
            errors("error: cannot write '\(outputPath)': \(error.localizedDescription)\n")
            return 1
        }
        return 0
    }

    private static func formatError(_ text: String) -> String {
        let names = ExportFormat.allCases.map(\.rawValue)
        let suggestion = ExportFormat.suggestion(for: text).map { "; did you mean '\($0.rawValue)'?" } ?? ""
        return "unknown format '\(text)': expected one of \(names.joined(separator: ", "))\(suggestion)"
    }

}
