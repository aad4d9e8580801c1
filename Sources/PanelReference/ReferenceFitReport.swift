import FloatingPanel
import Foundation
import PanelConfig
import PanelPlatforms

/// `fit --to`'s output (Docs/cli.md "fit"): the values found, each release's distance between
/// FloatingPanel's path and the reference, and what the reference could not decide.
extension ReferenceFit {
    /// The values as the values card names them, in the order they are printed and written.
    package var assignments: [(name: String, text: String)] {
        var list = [
            ("springDecelerationRate", Self.text(values.springDecelerationRate)),
            ("springResponseTime", Self.text(values.springResponseTime)),
        ]
        if let projects = values.shouldProjectMomentum { list.append(("shouldProjectMomentum", String(projects))) }
        if let progress = values.redirectionalProgress { list.append(("redirectionalProgress", Self.text(progress))) }
        return list
    }

    /// The report as text, naming the reference as `reference`.
    package func text(reference: String) -> String {
        let n = { (value: Double) in ExportNumber.rounded(value, significantDigits: 3) }
        var lines = ["panel \(panel) fitted to \(reference) (\(source)) at \(n(fps)) Hz:"]
        lines += assignments.map { "  \($0.name) \($0.text)" }
        let spring = FloatingPanelSpringParameters(
            fastReleaseDecelerationRate: values.springDecelerationRate, springResponseTime: values.springResponseTime)
        lines.append("  (fast releases: ζ \(n(spring.dampingRatio)), response \(n(values.springResponseTime)) s)")
        for (number, release) in releases.enumerated() {
            let velocity = "\(n(release.velocity)) pt/s \(release.velocityRecorded ? "recorded" : "found")"
            var line =
                "release \(number + 1) at \(n(release.t)) s from \(n(release.start)) pt, \(velocity) → \(release.stop)"
            line += ": mean \(n(release.meanPt)) pt, largest \(n(release.largestPt)) pt over \(release.samples) samples"
            if release.ruleStop != release.stop {
                line += "; FloatingPanel's rules send it to \(release.ruleStop)"
            }
            if release.restOffsetPt > 1 { line += "; the reference rests \(n(release.restOffsetPt)) pt from the stop" }
            if !release.used { line += " (too few samples: shown, not fitted)" }
            lines.append(line)
        }
        lines.append("mean \(n(meanPt)) pt, largest \(n(largestPt)) pt")
        lines.append("over every sample: mean \(n(sampleMeanPt)) pt; with the scene's own values \(n(sceneMeanPt)) pt")
        for (name, range) in uncertainty {
            let digits = name == "springDecelerationRate" ? 5 : 3
            let (low, high) = (
                ExportNumber.rounded(range.lowerBound, significantDigits: digits),
                ExportNumber.rounded(range.upperBound, significantDigits: digits)
            )
            lines.append("  \(name) \(low)–\(high) keeps the path within \(n(Self.uncertaintySlackPt)) pt of the best")
        }
        if !undetermined.isEmpty {
            lines.append("not determined from the reference:")
            lines += undetermined.map { "  - \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as one JSON object.
    package func json(reference: String) -> String {
        var values: [String: ExportJSONValue] = [
            "springDecelerationRate": .number(self.values.springDecelerationRate),
            "springResponseTime": .number(self.values.springResponseTime),
        ]
        if let projects = self.values.shouldProjectMomentum { values["shouldProjectMomentum"] = .bool(projects) }
        if let progress = self.values.redirectionalProgress { values["redirectionalProgress"] = .number(progress) }
        let releases = releases.map { release in
            ExportJSONValue.object([
                "t": .number(release.t), "start": .number(release.start), "stop": .string(release.stop),
                "ruleStop": .string(release.ruleStop), "velocity": .number(release.velocity),
                "velocityRecorded": .bool(release.velocityRecorded), "meanPt": .number(release.meanPt),
                "largestPt": .number(release.largestPt), "samples": .number(Double(release.samples)),
                "restOffsetPt": .number(release.restOffsetPt), "used": .bool(release.used),
            ])
        }
        let ranges = uncertainty.map {
            ($0.name, ExportJSONValue.array([.number($0.range.lowerBound), .number($0.range.upperBound)]))
        }
        return ExportJSONValue.object([
            "panel": .string(panel), "reference": .string(reference), "source": .string(source), "fps": .number(fps),
            "values": .object(values),
            "releases": .array(releases), "meanPt": .number(meanPt), "largestPt": .number(largestPt),
            "undetermined": .array(undetermined.map { .string($0) }),
            "atBound": .array(atBound.map { .string($0) }),
            "uncertainty": .object(Dictionary(uniqueKeysWithValues: ranges)), "sampleMeanPt": .number(sampleMeanPt),
            "sceneMeanPt": .number(sceneMeanPt),
            "writeRefusals": .array(writeRefusals.map { .string($0) }),
        ]).rendered() + "\n"
    }

    /// A value as it is written to the file.
    static func text(_ value: Double) -> String { ExportNumber.rounded(value, significantDigits: 6) }
}
