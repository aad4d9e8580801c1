import FloatingPanel
import Foundation
import PanelConfig

/// The fitted springs of the Apple exports (Docs/export.md "Fitted springs"): what to give
/// SwiftUI's `Spring(duration:bounce:)` or UIKit's `UISpringTimingParameters` when a sheet is
/// made by hand rather than with FloatingPanel, with how far each stays from FloatingPanel's path.
enum FittedSpringNote {
    /// The formats whose header carries the note.
    static let formats: [ExportFormat] = [.swift, .swiftui, .swiftuiDetents]

    /// The header lines for `format`, one block per panel; empty when the export has no fits.
    static func lines(_ scene: ResolvedScene, format: ExportFormat, fitted: [String: FittedSprings]) -> [String] {
        guard formats.contains(format) else { return [] }
        let panels = scene.panels.compactMap { panel in fitted[panel.id].map { (panel.id, $0) } }
        guard !panels.isEmpty else { return [] }
        let target = format == .swift ? "UIKit UISpringTimingParameters" : "SwiftUI Spring(duration:bounce:)"
        var lines = [
            "",
            "Springs for a hand-made sheet (\(target), started from the release velocity),",
            "instead of the closed-form ζ and ω, which overshoot more than FloatingPanel's per-frame spring;",
            "fitted to FloatingPanel's per-frame path:",
        ]
        for (id, springs) in panels {
            lines.append("Panel \"\(id)\":")
            lines += springs.lines { FittedSprings.parameters($0, format: format) }.map { "  " + $0 }
        }
        return lines
    }
}
