/// What a panel does while the software keyboard is shown (the scene's per-panel
/// `keyboard`). FloatingPanel itself has no keyboard support, so `none` is what it does.
package enum KeyboardAvoidance: String, CaseIterable, Sendable {
    /// The keyboard covers the panel; anchors stay where they are.
    case none
    /// Anchors referenced to the safe area move up by the keyboard's height.
    case avoid
}
