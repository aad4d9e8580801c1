import Foundation
import PanelConfig
import PanelExport
import PanelScene
import PlatformModels

enum CompareCommand: FileReadingSubcommand {
    /// The arguments and help of `compare`.
    static let syntax = CommandSyntax(
        name: "compare", overview: "Run one scenario on several variants of its scene side by side.",
        usage: [
            "compare <scenario> --vary KEY=V1,V2,… [--vary …] [--platform LIST] [--container NAME|WxH] [--json]",
            "compare <scenario> [--lanes FILE] [--platform LIST] [--container NAME|WxH] [--json]",
        ],
        arguments: [
            CommandArgument(
                name: "<scenario>",
                help: """
                    A scenario (Docs/scenarios.md). Lane 0 is its scene as is; then one lane for
                    every combination of the --vary settings (their cross product, the last
                    --vary changing fastest), or the lanes of a compare lanes file (--lanes, else
                    the file the scenario's scene names as compareLanes), at most 9 lanes in all.
                    """)
        ],
        options: [
            .container,
            .value(
                "--vary", placeholder: "[PANEL:]KEY=V1,V2,…", needs: "KEY=V1,V2,…, e.g. springResponseTime=0.3,0.4,0.5",
                help: """
                    A value's name as the values card lists it (springResponseTime,
                    anchors.half.fractionalInset, …; the spring by either form's names,
                    spring.response or springResponseTime), of the scene's first panel or of
                    PANEL, and the settings its lanes take; a list in brackets
                    (shouldProjectMomentum=[tip,half],false). Repeat for more values.
                    """),
            .value(
                "--lanes", placeholder: "FILE", needs: "a compare lanes file, e.g. compare-lanes.json",
                help: """
                    A compare lanes file (Docs/config.md): its lanes after lane 0, each the values
                    it sets or a platform, instead of --vary. Without --vary and --lanes, the file
                    the scenario's scene names as compareLanes, if any.
                    """),
            .platforms(
                help: """
                    Comma-separated platforms (material, compose, vaul): one lane each after the
                    FloatingPanel lanes, the scene played by that library's model as
                    `simulate --platform` plays it (Docs/platforms.md).
                    """),
            .flag(
                "--json",
                help: """
                    One JSON object per row: lane, panel, release, targetState, peakOvershoot,
                    settleTime, meanDistance.
                    """),
        ],
        discussion: """
            One row per lane and release: the stop reached, the peak overshoot (pt), the rest time
            (s: from the release to the first frame at rest; `settleTime` in --json) and the mean
            distance of the release's path from lane 0's (pt). The figures are those
            `simulate --summary` prints for the scene with the lane's values; no file is written.
            Without --json each lane's config change comes first, as lines to paste into a review. `release` counts a lane's releases from 0. Docs/cli.md describes it in full.
            """)

    /// Runs the subcommand with the arguments that follow `compare`, on `files`; returns the exit status.
    static func run(
        arguments: [String], files: ConfigFileReader, output: @escaping (String) -> Void, errors: (String) -> Void
    ) -> Int32 {
        syntax.run(arguments, output: output, errors: errors) { scanned throws(UsageError) in
            let path = try scanned.onlyFile("scenario")
            return compare(
                path: path, options: try scanned.laneOptions(), json: scanned.flag("--json"), files: files,
                output: output, errors: errors)
        }
    }

    private static func compare(
        path: String, options: LaneOptions, json: Bool, files: ConfigFileReader, output: (String) -> Void,
        errors: (String) -> Void
    ) -> Int32 {
        let lanes: [CompareLane]
        let platforms: [Platform]
        do {
            let setup = try options.setup(scenarioPath: path, files: files)
            lanes = setup.lanes
            platforms = setup.platforms
        } catch {
            errors(error.description + "\n")
            return 1
        }
        let scenario = lanes[0].scenario
        for warning in scenario.scene.warnings { errors(warning.description + "\n") }
        var runs = lanes.map { LaneRun(scenario: $0.scenario) }
        for platform in platforms {
            do {
                // The same simulator and error as `simulate --platform`.
                runs.append(try LaneRun(scenario: scenario, platform: platform))
            } catch {
                errors("\(error)\n")
                return 1
            }
        }
        let rows = CompareRow.rows(runs)
        let labels = lanes.map(\.label) + platforms.map { "\($0.displayName) (platform model)" }
        output(json ? rows.map { $0.jsonLine + "\n" }.joined() : table(lanes: lanes, labels: labels, rows: rows))
        return 0
    }

    /// The lanes, each with its change, then the rows as a table.
    private static func table(lanes: [CompareLane], labels: [String], rows: [CompareRow]) -> String {
        var text = ""
        for (index, label) in labels.enumerated() {
            text += "lane \(index): \(label)\n"
            if index < lanes.count, let edit = lanes[index].edit {
                text += edit.isEmpty ? "  (the files already say so)\n" : edit.patch
            }
        }
        text += "\n"
        let header = ["lane", "panel", "release", "stop", "overshoot pt", "rest s", "distance pt"]
        let cells =
            [header]
            + rows.map { row in
                [
                    "\(row.lane)", row.panel, "\(row.release)", row.targetState, format(row.peakOvershoot),
                    row.restTime.map(format) ?? "—", format(row.meanDistance),
                ]
            }
        let widths = header.indices.map { column in cells.map { $0[column].count }.max() ?? 0 }
        for line in cells {
            let padded = line.enumerated().map { column, cell in
                cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }
            text += padded.joined(separator: "  ").trimmingCharacters(in: .whitespaces) + "\n"
        }
        if rows.isEmpty { text += "(the scenario releases no drag)\n" }
        return text
    }

    private static func format(_ value: Double) -> String {
        // A model's overshoot can be -0; the table prints it as 0.
        String(format: "%.3f", value == 0 ? 0 : value)
    }
}
