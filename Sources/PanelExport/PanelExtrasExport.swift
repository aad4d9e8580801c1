import FloatingPanel
import Foundation
import PanelConfig

/// A panel's attachments, keyboard and iOS 26 shape (Docs/config.md "Keyboard", "Attachments", "The
/// iOS 26 sheet look") in the formats that do not write them: each is said in the panel's comment
/// and as a warning of the export, with how the platform would do it (Docs/export.md).
package enum PanelExtrasExport {
    /// How a platform does each of the three, in a phrase after "; ".
    struct Hints {
        var keyboard: String
        var attachments: String
        var shape: String
    }

    static let compose = Hints(
        keyboard:
            "read `WindowInsets.ime.getBottom(density)` and, when it becomes non-zero, `state.animateTo(…)` the state (moveTo) or add it to the anchors' bottom inset (avoid).",
        attachments:
            "draw them in the host above the sheet at `state.requireOffset()` minus their height and gap, with `Modifier.alpha` from the same rule.",
        shape: "give the sheet a `RoundedCornerShape` and horizontal padding that follow `state.requireOffset()`.")
    static let vaul = Hints(
        keyboard:
            "listen to `window.visualViewport`'s `resize` (its height shrinks by the keyboard) and `setActiveSnapPoint` the state (moveTo) or lower the snap points (avoid).",
        attachments:
            "position them above the drawer from its `getBoundingClientRect().top` in `onDrag` and after each snap, with the same opacity rule.",
        shape: "set the drawer's `border-radius` and side margins from its position.")
    static let android = Hints(
        keyboard:
            "`ViewCompat.setOnApplyWindowInsetsListener` with `WindowInsetsCompat.Type.ime()`, then `behavior.state = …` (moveTo) or the sheet's bottom padding (avoid).",
        attachments: "move them in `BottomSheetCallback.onSlide` from the sheet's `top`, with the same alpha rule.",
        shape: "a `MaterialShapeDrawable` whose corners and margins follow `onSlide`.")
    static let swiftUISheet = Hints(
        keyboard: "a SwiftUI sheet moves with the keyboard on its own; set `selection` to the detent for moveTo.",
        attachments: "a sheet offers no views beside it; draw them in the presenting view.",
        shape: "on iOS 26 a partial-height sheet already floats inset with concentric corners.")

    /// Comment lines for `panel` in `format`; empty when it uses none of the keys.
    static func notes(_ panel: ResolvedPanel, format: String, hints: Hints, notes: ExportNotes) -> [String] {
        var lines: [String] = []
        if panel.keyboard != .none {
            lines.append(
                "- "
                    + notes.cannotRepresent(
                        panel, "keyboard (\(panel.keyboard.summary)) in the \(format); \(hints.keyboard)"))
        }
        if !panel.attachments.isEmpty {
            let ids = panel.attachments.map(\.id).joined(separator: ", ")
            lines.append(
                "- " + notes.cannotRepresent(panel, "attachments (\(ids)) in the \(format); \(hints.attachments)"))
        }
        let surface = panel.surfaceView
        if surface.appearance.cornerConfiguration != nil || !surface.insetsByState.isEmpty {
            lines.append(
                "- "
                    + notes.cannotRepresent(
                        panel, "cornerConfiguration and surfaceInset in the \(format); \(hints.shape)"))
        }
        return lines.isEmpty ? [] : ["What FloatingPanel leaves to apps, not written for the \(format):"] + lines
    }
}
