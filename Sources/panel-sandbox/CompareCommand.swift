import Foundation
import PanelConfig
import PanelScene

enum CompareCommand {
    static let usage = """
        usage: panel-sandbox compare SCENARIO --vary KEY=V1,V2,… [--vary …] [--platform LIST] [--json]

        Runs one scenario on several variants of its scene side by side (lanes) and prints one row
        per lane and release: the stop reached, the overshoot, the settle time and the mean
        distance of the release's path from lane 0's. Lane 0 is the scene as is; then one lane for
        every combination of the --vary settings (their cross product, the last --vary changing
        fastest), at most 9 lanes in all. Docs/cli.md describes it in full.

        options:
          --vary KEY=V1,V2,…  a value's name as the values card lists it (springResponseTime,
                              anchors.half.fractionalInset, …), optionally PANEL:KEY for a panel
                              other than the scene's first, and the settings it takes
          --platform LIST     platform lanes (material, compose, vaul)
          --json              one JSON object per row: lane, panel, release, targetState,
                              peakOvershoot, settleTime, meanDistance

        The figures are those `simulate --summary` prints for the scene with the lane's values.
        Without --json each lane's config change is printed as lines to paste into a review.
        """

    static func run(arguments: [String]) -> Int32 {
        run(
            arguments: arguments, files: .disk, output: { FileHandle.standardOutput.write(Data($0.utf8)) },
            errors: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    /// The same, with injectable file access and output (for tests).
    static func run(
        arguments: [String], files: ConfigFileReader, output: (String) -> Void, errors: (String) -> Void
    ) -> Int32 {
        func fail(_ message: String) -> Int32 {
            errors(
                "error: \(message)\nUSAGE: panel-sandbox compare SCENARIO --vary KEY=V1,V2,… [--vary …] [--platform LIST] [--json]\nSee 'panel-sandbox compare --help'.\n"
            )
            return 1
        }
        var variations: [ValueVariation] = []
        var platforms: String?
        var json = false
        var scenarioPath: String?
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--help", "-h":
                output(usage + "\n")
                return 0
            case "--json": json = true
            case "--vary":
                guard let value = iterator.next() else {
                    return fail("--vary needs KEY=V1,V2,…, e.g. springResponseTime=0.3,0.4,0.5")
                }
                do {
                    variations.append(try ValueVariation.parse(value))
                } catch {
                    return fail(error.description)
                }
            case "--platform":
                guard let value = iterator.next() else { return fail("--platform needs a list, e.g. material,vaul") }
                platforms = value
            default:
                if argument.hasPrefix("-") {
                    let options = ["--vary", "--platform", "--json", "--help"]
                    return fail("unknown option '\(argument)'\(Suggestions.didYouMean(argument, in: options))")
                }
                if let scenarioPath { return fail("give one scenario, found '\(scenarioPath)' and '\(argument)'") }
                scenarioPath = argument
            }
        }
        guard let scenarioPath else { return fail("compare needs a scenario file") }
        if let platforms {
            errors(
                "error: --platform \(platforms): the platform models are not part of this build yet; compare FloatingPanel lanes with --vary\n"
            )
            return 1
        }
        let lanes: [CompareLane]
        do {
            lanes = try CompareLane.lanes(scenarioPath: scenarioPath, variations: variations, files: files)
        } catch {
            errors(error.description + "\n")
            return 1
        }
        for warning in lanes[0].scenario.scene.warnings { errors(warning.description + "\n") }
        let rows = CompareRow.rows(lanes.map { LaneRun(scenario: $0.scenario) })
        output(json ? rows.map { $0.jsonLine + "\n" }.joined() : table(lanes: lanes, rows: rows))
        return 0
    }

    /// The lanes, each with its change, then the rows as a table.
    private static func table(lanes: [CompareLane], rows: [CompareRow]) -> String {
        var text = ""
        for (index, lane) in lanes.enumerated() {
            text += "lane \(index): \(lane.label)\n"
            if let edit = lane.edit {
                text += edit.isEmpty ? "  (the files already say so)\n" : edit.patch
            }
        }
        text += "\n"
        let header = ["lane", "panel", "release", "stop", "overshoot pt", "settle s", "distance pt"]
        let cells =
            [header]
            + rows.map { row in
                [
                    "\(row.lane)", row.panel, "\(row.release)", row.targetState, format(row.peakOvershoot),
                    row.settleTime.map(format) ?? "—", format(row.meanDistance),
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
        String(format: "%.3f", value)
    }
}
