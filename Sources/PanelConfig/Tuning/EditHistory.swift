/// The values card's undo and redo stacks (Ctrl+Z, Ctrl+Shift+Z): each entry holds a file's
/// whole bytes before and after one change, so undoing restores the file byte for byte.
package struct EditHistory: Sendable {
    package private(set) var undoStack: [FileChange] = []
    package private(set) var redoStack: [FileChange] = []

    package init() {}

    /// A new change: it can be undone, and what was undone can no longer be redone.
    package mutating func record(_ change: FileChange) {
        undoStack.append(change)
        redoStack.removeAll()
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
