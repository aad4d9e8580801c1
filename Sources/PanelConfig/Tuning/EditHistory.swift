/// The values card's undo and redo stacks (Ctrl+Z, Ctrl+Shift+Z): each entry holds a file's
/// whole bytes before and after one change, so undoing restores the file byte for byte.
package struct EditHistory: Sendable {
    /// The changes made, oldest first.
    package private(set) var undoStack: [FileChange] = []
    /// The changes undone, the most recently undone last.
    package private(set) var redoStack: [FileChange] = []

    /// An empty history.
    package init() {}

    /// A new change: it can be undone, and what was undone can no longer be redone.
    /// - Parameter merging: joins the change with the last one when it continues it (same file,
    ///   starting from the bytes the last one left), so one scrub is one undo.
    package mutating func record(_ change: FileChange, merging: Bool = false) {
        redoStack.removeAll()
        if merging, let last = undoStack.last, last.file == change.file, last.after == change.before {
            undoStack[undoStack.count - 1].after = change.after
            return
        }
        undoStack.append(change)
    }

    /// The change the next undo reverts.
    package var nextUndo: FileChange? { undoStack.last }
    /// The change the next redo applies again.
    package var nextRedo: FileChange? { redoStack.last }

    /// Moves the last change to the redo stack (after its `before` bytes were written back).
    package mutating func didUndo() {
        if let change = undoStack.popLast() { redoStack.append(change) }
    }

    /// Moves the last undone change back to the undo stack (after its `after` bytes were written again).
    package mutating func didRedo() {
        if let change = redoStack.popLast() { undoStack.append(change) }
    }
}
