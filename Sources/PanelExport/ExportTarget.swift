import Foundation
import PanelConfig

/// What a code export was written for: the library, the versions its API was checked against and
/// the platform floor (Docs/export.md). Every header says it, so a file pasted into a project
/// says on its own which versions it needs.
package struct ExportTarget: Sendable {
    /// The library and the versions whose API the output uses, e.g. `FloatingPanel 3.0.0 to 3.2.2`.
    package var library: String
    /// The oldest OS and toolchain the output compiles for, with the reason when it is not the
    /// library's own floor.
    package var floor: String

    /// The target of `format`'s output for `scene`: some of a scene's settings need a later
    /// version than the format's own floor (Docs/export.md "Floors").
    package static func of(_ format: ExportFormat, scene: ResolvedScene) -> ExportTarget {
        var target = of(format)
        if format == .swiftui, scene.panels.contains(where: ContentSectionsSwiftWriter.applies) {
            // FloatingPanelView passes new content to the hosted view from 3.2.0 (FloatingPanelView.swift,
            // `updateContent`); before it, a state's blocks never reach the panel.
            target.library =
                "FloatingPanel 3.2.0 to 3.2.2 (SwiftUI API; per-state content blocks need 3.2.0, where content updates reach the panel; checked against 3.2.2)"
        }
        return target
    }

    /// The target of `format`'s output: its description's library and floor.
    package static func of(_ format: ExportFormat) -> ExportTarget {
        ExportTarget(library: format.details.library, floor: format.details.floor)
    }

    /// The header lines naming the target.
    package var headerLines: [String] {
        ["Target: \(library).", "Floor: \(floor)."]
    }
}

/// What an export could not carry over, collected while it is written: each note goes into the
/// file where the panel is written and, through `ExportCommand`, to standard error as a warning.
package final class ExportNotes {
    /// One line per panel and problem: `panel "detail": …`.
    package private(set) var warnings: [String] = []

    package init() {}

    /// Records that `panel` cannot be represented as the sandbox showed it, and returns the
    /// sentence for the file's comment.
    @discardableResult
    package func cannotRepresent(_ panel: ResolvedPanel, _ sentence: String) -> String {
        warnings.append("panel \"\(panel.id)\": \(sentence)")
        return "Cannot be represented: \(sentence)"
    }
}

/// An export's text with the warnings written while producing it.
package struct ExportResult: Sendable {
    /// The file's content.
    package var text: String
    /// What the target cannot represent of this scene, one line each (without `warning:`).
    package var warnings: [String]

    /// A warning as standard error shows it: `<scene>: warning: … (--format <format>)`.
    package static func warningLine(_ warning: String, scenePath: String, format: ExportFormat) -> String {
        "\(scenePath): warning: \(warning) (--format \(format.rawValue))"
    }
}
