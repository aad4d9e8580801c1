import Foundation

/// The tracked content's lock while the panel moves (Docs/engine.md §8.7): bounce off unless loose,
/// directional lock on, indicator hidden, and the bounce and indicator to restore on unlock.
struct ScrollLock {
    /// Whether the content is locked.
    private(set) var isLocked = false
    private var savedBounces = true
    private var savedIndicator = true

    /// Starts with `scrollView` unlocked, remembering its bounce and indicator.
    mutating func track(_ scrollView: FloatingPanelScrollView) {
        savedBounces = scrollView.bounces
        savedIndicator = scrollView.showsMainIndicator
        isLocked = false
    }

    /// Gives `scrollView` back its bounce, indicator and free direction.
    mutating func untrack(_ scrollView: FloatingPanelScrollView) {
        scrollView.isDirectionalLockEnabled = false
        scrollView.bounces = savedBounces
        scrollView.showsMainIndicator = savedIndicator
        isLocked = false
    }

    /// Locks `scrollView` unless it is locked already; a loose lock keeps its bounce.
    mutating func lock(_ scrollView: FloatingPanelScrollView, loosely: Bool) {
        guard !isLocked else { return }
        savedBounces = scrollView.bounces
        if !loosely { scrollView.bounces = false }
        isLocked = true
        scrollView.isDirectionalLockEnabled = true
        savedIndicator = scrollView.showsMainIndicator
        scrollView.showsMainIndicator = false
    }

    /// Unlocks `scrollView` if it is locked, restoring its bounce and indicator.
    mutating func unlock(_ scrollView: FloatingPanelScrollView) {
        guard isLocked else { return }
        isLocked = false
        scrollView.bounces = savedBounces
        scrollView.isDirectionalLockEnabled = false
        scrollView.showsMainIndicator = savedIndicator
    }
}
