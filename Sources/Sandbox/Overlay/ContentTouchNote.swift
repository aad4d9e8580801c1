import Foundation
import PanelConfig
import PanelScene

/// What the side bar says when the pointer acts on a panel's content (Docs/config.md "Content"):
/// why a drag that began on an interactive block moved nothing, and that the footer's button was
/// tapped. Pressing the button (its pressed look) happens here too, so the window only forwards
/// the pointer.
enum ContentTouchNote {
    /// The pointer went down on `panel` at container `point`: presses the footer's button if it is
    /// there; returns the note for a block that keeps the gesture.
    static func touchDown(on panel: PanelRuntime, at point: CGPoint) -> String? {
        if panel.pressFooterButton(at: point) { return nil }
        guard let section = panel.interactiveSection(at: point) else { return nil }
        return
            "\(panel.id) did not move: the drag began on '\(section.id)', which handles its own gestures "
            + "(\"interactive\": true), so neither the panel nor its list sees it. Drag from the title or the list."
    }

    /// A tap (no pan began) ended on `panel`: the note for a tap of the footer's button, if that
    /// is what it was.
    static func tap(on panel: PanelRuntime) -> String? {
        guard panel.releaseFooterButton(), let footer = panel.config.content.footer else { return nil }
        return "\(panel.id): footer button \"\(footer.button)\" tapped. A drag that starts on it still moves the panel."
    }
}
