import Foundation
import PanelConfig
import PlatformModels

/// What a feel report says will feel different on its target, in sentences with numbers (Docs/export.md
/// "What will feel different"): where releases land, how long slow releases and flings take to
/// rest, and how far the panel swings past its stop, each against FloatingPanel on iOS. The spec
/// sheet and the headers of the exports for other platforms open with these sentences.
package struct FeelDifference: Sendable {
    /// The report the sentences read.
    package var report: FeelReport

    package init(_ report: FeelReport) {
        self.report = report
    }

    /// The sentences: where releases land, rest times, overshoot; empty when the report has no target library or no releases.
    package var sentences: [String] {
        guard let platform = report.platform else { return [] }
        let rows = report.rows.filter { $0.target != nil }
        guard !rows.isEmpty else { return [] }
        return [landing(rows, platform)] + motionSentences
    }

    /// The sentences `format`'s header opens with: for another platform's format all of them; for
    /// FloatingPanel's, how the panel moves on iOS; for a SwiftUI sheet, that it has no model, then
    /// how FloatingPanel would move.
    package func header(format: ExportFormat) -> [String] {
        guard report.platform == nil else { return sentences }
        // A system sheet is not FloatingPanel: its numbers say what the sheet will not copy.
        let sheet = format == .swiftuiDetents ? [AppleSheetModel.note, "With FloatingPanel instead:"] : []
        return sheet + motionSentences
    }

    /// The rest times and the overshoot against iOS, without where releases land; for FloatingPanel's
    /// own formats, how the panel moves on iOS.
    package var motionSentences: [String] {
        guard let platform = report.platform else { return floatingPanelSentences }
        let rows = report.rows.filter { $0.target != nil }
        guard !rows.isEmpty else { return [] }
        return rest(rows, platform) + [overshoot(rows, platform)]
    }

    /// `On iOS slow releases come to rest in 0.675 s and flings in 0.496 s (means); the panel swings
    /// at most 13 pt past its stop.`
    private var floatingPanelSentences: [String] {
        let rows = report.rows
        guard !rows.isEmpty else { return [] }
        let slow: Set<FeelRelease.Kind> = [.pastThreshold, .shortOfThreshold]
        let mean = { (kinds: (FeelRelease.Kind) -> Bool) -> String? in
            let times = rows.filter { kinds($0.release.kind) }.compactMap(\.floatingPanel.restTime)
            return times.isEmpty ? nil : Self.seconds(times.reduce(0, +) / Double(times.count))
        }
        let parts = [
            mean { slow.contains($0) }.map { "slow releases come to rest in \($0)" },
            mean { !slow.contains($0) }.map { "flings in \($0)" },
        ].compactMap { $0 }
        let largest = rows.map(\.floatingPanel.overshoot).max() ?? 0
        return [
            "On iOS \(parts.joined(separator: " and ")) (means); the panel swings at most \(Self.points(largest)) "
                + "past its stop."
        ]
    }

    /// `3 of 16 releases land elsewhere than on iOS: main: half → full, medium fling goes to half (iOS: full); …`
    private func landing(_ rows: [FeelRow], _ platform: Platform) -> String {
        let elsewhere = rows.filter(\.differs)
        guard !elsewhere.isEmpty else {
            return "On \(platform.displayName) every one of the \(rows.count) releases lands where it does on iOS."
        }
        let listed = elsewhere.prefix(Self.listedReleases).map { row in
            "\(row.panel): \(row.release.label) goes to \(row.target?.stop ?? "?") (iOS: \(row.floatingPanel.stop))"
        }
        let more = elsewhere.count > listed.count ? "; and \(elsewhere.count - listed.count) more" : ""
        let verb = elsewhere.count == 1 ? "lands" : "land"
        return "On \(platform.displayName) \(elsewhere.count) of \(rows.count) releases \(verb) elsewhere than on iOS: "
            + listed.joined(separator: "; ") + more + "." + borderline(elsewhere, platform)
    }

    /// ` 8 of them are borderline: …`: the verdicts a 1 pt or 5 % change of the gesture flips, with
    /// vaul's threshold in numbers, so a team does not read a threshold as a rule.
    private func borderline(_ elsewhere: [FeelRow], _ platform: Platform) -> String {
        let borderline = elsewhere.filter(\.borderline)
        guard !borderline.isEmpty else { return "" }
        let count = borderline.count == elsewhere.count ? "All \(borderline.count)" : "\(borderline.count)"
        var text =
            " \(count) of them are borderline: the release 1 pt longer or shorter or 5 % faster or slower lands "
            + "elsewhere"
        if platform == .vaul {
            let speeds = Set(
                borderline.map {
                    ExportNumber.rounded(
                        Double(abs($0.release.translation)) / $0.release.duration / 1000, significantDigits: 2)
                })
            text +=
                "; vaul decides by drag distance ÷ time: \(speeds.sorted().joined(separator: ", ")) px/ms for these "
                + "flicks, its threshold \(VaulParameters.velocityThreshold) px/ms"
        }
        return text + "."
    }

    /// How many releases the landing sentence names before it counts the rest.
    static let listedReleases = 3

    /// `Slow releases come to rest in 1.38 s on Compose against 0.75 s on iOS; flings come to rest in
    /// …` (means
    /// over the releases that came to rest on both).
    private func rest(_ rows: [FeelRow], _ platform: Platform) -> [String] {
        var parts: [String] = []
        let slow: Set<FeelRelease.Kind> = [.pastThreshold, .shortOfThreshold]
        for (name, kinds) in [("slow releases", slow), ("flings", Set(FeelRelease.Kind.allCases).subtracting(slow))] {
            let pairs = rows.filter { kinds.contains($0.release.kind) }.compactMap { row -> (Double, Double)? in
                guard let ios = row.floatingPanel.restTime, let target = row.target?.restTime else { return nil }
                return (ios, target)
            }
            guard !pairs.isEmpty else { continue }
            let ios = pairs.map(\.0).reduce(0, +) / Double(pairs.count)
            let target = pairs.map(\.1).reduce(0, +) / Double(pairs.count)
            parts.append(
                "\(name) come to rest in \(Self.seconds(target)) on \(platform.displayName) against "
                    + "\(Self.seconds(ios)) on iOS")
        }
        let unsettled = rows.filter { $0.target != nil && $0.target?.restTime == nil }.count
        var sentences: [String] = []
        if !parts.isEmpty {
            let text = parts.joined(separator: "; ")
            sentences.append(text.prefix(1).uppercased() + text.dropFirst() + " (means).")
        }
        if unsettled > 0 {
            sentences.append(
                "\(unsettled) of \(rows.count) releases are not at rest on \(platform.displayName) "
                    + "\(ExportNumber.rounded(FeelReport.followSeconds)) s after the finger lifts.")
        }
        return sentences
    }

    /// `The panel swings at most 3.1 pt past its stop on iOS and 0 pt on Compose.`
    private func overshoot(_ rows: [FeelRow], _ platform: Platform) -> String {
        let ios = rows.map(\.floatingPanel.overshoot).max() ?? 0
        let target = rows.compactMap { $0.target?.overshoot }.max() ?? 0
        return "The panel swings at most \(Self.points(ios)) past its stop on iOS and \(Self.points(target)) on "
            + "\(platform.displayName)."
    }

    static func seconds(_ value: Double) -> String {
        ExportNumber.rounded(value, significantDigits: 3) + " s"
    }

    static func points(_ value: Double) -> String {
        ExportNumber.rounded(value, significantDigits: 2) + " pt"
    }
}
