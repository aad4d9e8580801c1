import FloatingPanel

/// What a panel does while the software keyboard is shown (the scene's per-panel
/// `keyboard`, Docs/config.md "Scene"). FloatingPanel itself has no keyboard support, so `none`
/// is what it does; the others are what apps add with the keyboard's notifications.
package enum KeyboardAvoidance: Hashable, Sendable {
    /// The keyboard covers the panel; anchors stay where they are.
    case none
    /// Anchors referenced to the safe area move up by the keyboard's height.
    case avoid
    /// When the keyboard appears the panel moves to this state (Apple Maps lifts its search sheet
    /// to full); when it leaves, the panel goes back to where it was, unless the user moved it
    /// in between.
    case moveTo(FloatingPanelState)

    /// The names `keyboard` takes as a string.
    package static let names = ["none", "avoid"]

    /// The state a `moveTo` panel goes to; nil for the others.
    package var targetState: FloatingPanelState? {
        if case .moveTo(let state) = self { return state }
        return nil
    }

    /// How the scene writes it: a name, or `{"moveTo": STATE}`.
    package var summary: String {
        switch self {
        case .none: return "none"
        case .avoid: return "avoid"
        case .moveTo(let state): return "moveTo \(state.rawValue)"
        }
    }
}
