import Foundation
import PanelConfig
import PanelExport
import Sandbox

/// `panel-sandbox export [--format F] [-o OUT] [--timestamp] SCENE` (Docs/cli.md, §4): writes the
/// scene's tuned parameters in another form, to OUT or else to standard output.
enum ExportCommand {
    /// The arguments and help of `export`.
    static let syntax = CommandSyntax(
        name: "export", overview: "Write a scene's tuned parameters for use elsewhere.",
        usage: [
            "export [--format <format>] [--motion] [--live] [-o <out>] [--timestamp] [--feel] <scene>",
            "export --into <file.swift> [--force] [--panel <id>] [--layout <name>] <scene>",
        ],
        arguments: [.scene],
        options: [
            .value(
                "--format", placeholder: "<format>",
                help: formatHelp),
            .output(
                placeholder: "<out>",
                help: "Write to this file instead of standard output."),
            .flag(
                "--motion",
                help: """
                    compose, css/vaul: only the motion part, FloatingPanel's release rules and
                    per-frame spring as pure Kotlin or TypeScript (Docs/export.md).
                    """),
            .flag(
                "--live",
                help: """
                    swift, compose, vaul: end the file with a client for a debug build that takes
                    each scene version from `panel-sandbox serve` to the app's panel (Docs/live.md).
                    """),
            .flag("--timestamp", help: "Say in the header comment when the file was written (code formats)."),
            .value(
                "--into", placeholder: "<file.swift>",
                help: """
                    Write the scene's values back into the Swift file the panel was imported from
                    (`import`): only values that differ, literals in place; an expression is
                    reported with its new value, not rewritten (Docs/import.md).
                    """),
            .flag("--force", help: "With --into: replace an expression whose value changed by the literal."),
            .panel(help: "With --into: the scene's panel to write back (default: the first)."),
            .value(
                "--layout", placeholder: "<name>",
                help: "With --into: the layout type in the file that is the panel's (when it has several)."),
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

    /// `--format`'s help: each format's name and summary, then the other names, from the formats'
    /// descriptions.
    private static var formatHelp: String {
        let width = ExportFormat.allCases.map(\.rawValue.count).max() ?? 0
        let rows = ExportFormat.allCases.map { format in
            "  " + format.rawValue.padding(toLength: width + 2, withPad: " ", startingAt: 0) + format.details.summary
        }
        let aliases = ExportFormat.allCases.filter { !$0.details.aliases.isEmpty }.map { format in
            format.details.aliases.joined(separator: ", ") + " (\(format.rawValue))"
        }
        return (["What to write (default: json):"] + rows + ["Also accepted: " + aliases.joined(separator: "; ") + "."])
            .joined(separator: "\n")
    }

    /// Runs the subcommand with the arguments that follow `export`; returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        run(
            arguments: arguments, files: .disk, output: writeToStandardOutput, errors: writeToStandardError,
            now: Date.init)
    }

    /// Draws the scene with every panel that has `state` there to a PNG at `path`, as `render
    /// --state` does: the spec sheet's pictures.
    typealias PictureDrawer = (_ scene: ResolvedScene, _ state: String, _ path: String) throws -> Void

    /// The same, with injectable file access, output, clock and pictures (for tests).
    static func run(
        arguments: [String], files: ConfigFileReader, output: (String) -> Void, errors: (String) -> Void,
        now: () -> Date,
        drawPicture: PictureDrawer = { scene, state, path in
            try renderScenePNG(scene: scene, state: state, size: nil, output: path)
        }
    ) -> Int32 {
        syntax.run(arguments, output: output, errors: errors) { scanned throws(UsageError) in
            if let swiftPath = scanned.value("--into") {
                let scenes = scanned.positionals
                guard scenes.count == 1 else {
                    throw UsageError(scenes.isEmpty ? "no scene given" : "give one scene, found \(scenes.count)")
                }
                let other = ["--format", "--output", "--motion", "--live", "--feel", "--timestamp"].first {
                    scanned.flag($0)
                }
                if let other { throw UsageError("--into writes into the Swift file: leave out \(other)") }
                return ExportIntoSwift.run(
                    swiftPath: swiftPath, scenePath: scenes[0], panelID: scanned.value("--panel"),
                    layoutName: scanned.value("--layout"), force: scanned.flag("--force"), files: files,
                    output: output, errors: errors)
            }
            for withInto in ["--force", "--panel", "--layout"] where scanned.flag(withInto) {
                throw UsageError("\(withInto) goes with --into <file.swift>")
            }
            let format = try scanned.value("--format", as: ExportFormat.named, invalid: formatError) ?? .json
            let motion = scanned.flag("--motion")
            guard !motion || format.details.hasMotionPart else {
                throw UsageError("--motion needs --format compose, css or vaul (got \(format.rawValue))")
            }
            let live = scanned.flag("--live")
            guard !live || LiveClientExport.formats.contains(format) else {
                let names = LiveClientExport.formats.map(\.rawValue)
                throw UsageError(
                    "--live needs --format \(names.dropLast().joined(separator: ", ")) or \(names.last!) (got \(format.rawValue))"
                )
            }
            guard !live || !(motion || scanned.flag("--feel")) else {
                throw UsageError("--live adds to the whole file: leave out \(motion ? "--motion" : "--feel")")
            }
            let scenes = scanned.positionals
            guard scenes.count == 1 else {
                throw UsageError(scenes.isEmpty ? "no scene given" : "give one scene, found \(scenes.count)")
            }
            let request = SceneExport.Request(
                motion: motion, feelOnly: scanned.flag("--feel"), timestamp: scanned.flag("--timestamp") ? now() : nil,
                live: live)
            return export(
                scenePath: scenes[0], format: format, request: request, outputPath: scanned.value("--output"),
                files: files, output: output, errors: errors, drawPicture: drawPicture)
        }
    }

    /// Writes the export of the scene at `scenePath`; returns the exit status. Standard error
    /// says every file written (Docs/cli.md), so a hand-off names what it hands over.
    private static func export(
        scenePath: String, format: ExportFormat, request: SceneExport.Request, outputPath: String?,
        files: ConfigFileReader, output: (String) -> Void, errors: (String) -> Void, drawPicture: PictureDrawer
    ) -> Int32 {
        guard let scene = loadScene(path: scenePath, files: files, errors: errors) else { return 1 }
        let result = SceneExport.result(scene: scene, format: format, request: request)
        // What the target cannot represent is said in the file and here, so it is not missed.
        for warning in result.warnings { errors(warning + "\n") }
        let status = write(result.text, to: outputPath, output, errors)
        guard status == 0 else { return status }
        if let outputPath { errors("wrote \(outputPath)\n") }
        if format.details.hasMotionPart, !request.motion, !request.feelOnly, !request.live {
            return writeMotionPart(of: scene, format: format, besideFile: outputPath, errors: errors)
        }
        guard format == .md, !request.feelOnly else { return 0 }
        return writePictures(of: scene, besidePage: outputPath, errors: errors, drawPicture: drawPicture)
    }

    /// The motion part the Compose and vaul files' usage names (`object FloatingPanelMotion` in
    /// `FloatingPanelMotion.kt`; the `./motion` module, `motion.ts`), beside the file written at
    /// `filePath`, so one command hands a team everything; with the file on standard output, none,
    /// and standard error says how to get it.
    private static func writeMotionPart(
        of scene: ResolvedScene, format: ExportFormat, besideFile filePath: String?, errors: (String) -> Void
    ) -> Int32 {
        let name = format == .compose ? "FloatingPanelMotion.kt" : "motion.ts"
        guard let filePath else {
            errors(
                "\(scene.path): note: the usage block names the motion part, \(name); with -o FILE it is written "
                    + "beside FILE, or export --format \(format.rawValue) --motion writes it alone\n")
            return 0
        }
        let directory = (filePath as NSString).deletingLastPathComponent
        let path = directory.isEmpty ? name : directory + "/" + name
        let motion = SceneExport.result(scene: scene, format: format, request: .init(motion: true))
        do {
            try Data(motion.text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            errors("error: cannot write '\(path)': \(error.localizedDescription)\n")
            return 1
        }
        errors("wrote \(path) (the motion part)\n")
        return 0
    }

    /// The spec sheet's pictures, beside the page written at `pagePath`; with the page on standard
    /// output, none, and standard error says how to get them.
    private static func writePictures(
        of scene: ResolvedScene, besidePage pagePath: String?, errors: (String) -> Void, drawPicture: PictureDrawer
    ) -> Int32 {
        let pictures = SpecSheet.pictures(of: scene)
        guard let pagePath else {
            errors(
                "\(scene.path): note: the spec sheet names \(pictures.count) pictures of render; "
                    + "export --format md -o FILE writes them beside FILE\n")
            return 0
        }
        let directory = (pagePath as NSString).deletingLastPathComponent
        for picture in pictures {
            let path = directory.isEmpty ? picture.fileName : directory + "/" + picture.fileName
            do {
                try drawPicture(scene, picture.state, path)
            } catch {
                errors("error: cannot draw '\(path)': \(error)\n")
                return 1
            }
            errors("wrote \(path)\n")
        }
        return 0
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
