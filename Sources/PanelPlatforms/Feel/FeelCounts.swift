import Foundation

/// How many of the feel report's releases land elsewhere than with FloatingPanel: with the target
/// library's default setup and with FloatingPanel's feel (the motion part), for the one-sentence
/// summary that opens the Compose and vaul headers (Docs/export.md "Two setups").
package struct FeelCounts: Sendable, Equatable {
    /// The releases the report played.
    package var releases: Int
    /// Those the library's default setup lands elsewhere.
    package var defaultSetupElsewhere: Int
    /// Those FloatingPanel's feel stops elsewhere or strays from FloatingPanel's path.
    package var feelSetupElsewhere: Int

    /// The counts of `report`'s rows.
    package init(_ report: FeelReport) {
        releases = report.rows.count
        defaultSetupElsewhere = report.rows.filter(\.differs).count
        feelSetupElsewhere = report.rows.filter(\.helpersDiffer).count
    }

    /// The sentence, in two lines: `With the default setup 5 of 16 releases land elsewhere than on
    /// iOS;` and how FloatingPanel's feel does.
    package var sentence: [String] {
        let landing =
            defaultSetupElsewhere == 0
            ? "every one of the \(releases) releases lands where it does on iOS"
            : "\(defaultSetupElsewhere) of \(releases) releases \(defaultSetupElsewhere == 1 ? "lands" : "land") elsewhere than on iOS"
        let feel =
            feelSetupElsewhere == 0
            ? "with FloatingPanel's feel (the motion part) every release matches iOS"
            : "with FloatingPanel's feel (the motion part) \(feelSetupElsewhere) still \(feelSetupElsewhere == 1 ? "differs" : "differ")"
        return ["With the default setup \(landing);", "\(feel)."]
    }
}
