import FloatingPanel
import Foundation
import PanelConfig

/// The values card's model for one panel of a live scene: the catalog of its values, the
/// selection, changes written back to the files and applied at once, and their undo history
/// (Docs/tuning.md).
///
/// A change is checked with the decoders before it is written, written atomically, then applied
/// through `LiveScene`'s reload, which also keeps the watcher from applying it a second time.
/// Every step works from the files as they are on disk: when another program saved one since the
/// catalog was built, the catalog is built again first (the last write wins) and `message` says so.
package final class ValueTuner {
    /// The running scene the changes are applied to.
    package let scene: LiveScene
    /// The panel's place in the scene's `panels`.
    package let panelIndex: Int
    /// The panel's values as the files say now.
    package private(set) var catalog: ValueCatalog
    /// The selected value's index in `catalog.values`.
    package private(set) var selection: Int
    /// The changes to undo and redo.
    package private(set) var history = EditHistory()
    /// What the card shows under the values: a refused change, a file that cannot be written, an
    /// overridden write. Nil when there is nothing to say.
    package private(set) var message: String?
    /// What the live scene did with the write of the last change, undo or redo; nil when it wrote
    /// nothing (the window reports an applied reload as it does an editor's save).
    package private(set) var lastOutcome: LiveScene.Outcome?
    /// Points of horizontal drag per step when scrubbing a value.
    package static let scrubPointsPerStep: Double = 6

    private let files: ConfigFileReader
    private var scrubRemainder: Double = 0
    /// Whether the scrub under way has written a change (its next ones join that undo entry).
    private var scrubHasWritten = false

    /// Opens the values of panel `panelIndex` with the spring response selected. Changes nothing.
    package init(scene: LiveScene, panelIndex: Int, files: ConfigFileReader = .disk) throws {
        self.scene = scene
        self.panelIndex = panelIndex
        self.files = files
        catalog = try Self.buildCatalog(scene: scene, panelIndex: panelIndex, files: files)
        selection = catalog.initialSelection
    }

    /// The selected value.
    package var selectedValue: TunableValue? {
        catalog.values.indices.contains(selection) ? catalog.values[selection] : nil
    }

    /// Moves the selection by `offset` rows (↑ is −1), stopping at the ends.
    package func select(by offset: Int) {
        guard !catalog.values.isEmpty else { return }
        selection = min(max(selection + offset, 0), catalog.values.count - 1)
        endScrub()
    }

    /// Selects row `index` (a click on it).
    package func select(_ index: Int) {
        guard catalog.values.indices.contains(index) else { return }
        selection = index
        endScrub()
    }

    /// Changes the selected value by `steps` presses (← is −1, → is +1; wheel notches alike).
    /// - Returns: whether a file was written.
    @discardableResult
    package func change(steps: Int, scale: StepScale = .normal) -> Bool {
        change(steps: steps, scale: scale, merging: false)
    }

    private func change(steps: Int, scale: StepScale, merging: Bool) -> Bool {
        message = nil
        lastOutcome = nil
        refreshIfChangedOnDisk()
        guard let value = selectedValue, steps != 0 else { return false }
        // A choice the decoders refuse here (an edge a position does not take) is skipped over.
        let attempts: Int
        if case .choice(let names) = value.kind { attempts = max(1, names.count - 1) } else { attempts = 1 }
        var firstProblem: String?
        for attempt in 1...attempts {
            let setting = catalog.stepped(selection, steps: steps * attempt, scale: scale)
            guard let change = catalog.change(selection, to: setting) else {
                message = "\(value.name) is at its \(steps > 0 ? "upper" : "lower") bound"
                return false
            }
            let problems = catalog.problems(with: change, files: files)
            if let problem = problems.first {
                firstProblem = firstProblem ?? problem
                continue
            }
            return write(change, recording: true, merging: merging)
        }
        message = "not written, the config would not load: \(firstProblem ?? "")"
        return false
    }

    /// Sets the value named `name` to `setting` (a compare lane adopted), checked and written as
    /// one change, one undo step. - Returns: whether a file was written.
    @discardableResult
    package func set(_ name: String, to setting: TunableSetting) -> Bool {
        message = nil
        lastOutcome = nil
        refreshIfChangedOnDisk()
        guard let index = catalog.index(named: name) else {
            message = "no value \(name) here any more"
            return false
        }
        guard let change = catalog.change(index, to: setting) else { return false }
        if let problem = catalog.problems(with: change, files: files).first {
            message = "not written, the config would not load: \(problem)"
            return false
        }
        return write(change, recording: true)
    }

    /// Scrubs the selected value by a horizontal drag of `points` (positive: to the right);
    /// every `scrubPointsPerStep` points is one step, the rest carries over to the next call.
    /// The changes of one scrub are one undo entry, until `endScrub()`.
    @discardableResult
    package func scrub(by points: Double, scale: StepScale = .normal) -> Bool {
        scrubRemainder += points
        let steps = Int((scrubRemainder / Self.scrubPointsPerStep).rounded(.towardZero))
        guard steps != 0 else { return false }
        scrubRemainder -= Double(steps) * Self.scrubPointsPerStep
        let written = change(steps: steps, scale: scale, merging: scrubHasWritten)
        scrubHasWritten = scrubHasWritten || written
        return written
    }

    /// The drag ended: the next scrub starts afresh and is a new undo entry.
    package func endScrub() {
        scrubRemainder = 0
        scrubHasWritten = false
    }

    /// Ctrl+Z: writes back the bytes the file had before the last change.
    @discardableResult
    package func undo() -> Bool {
        message = nil
        lastOutcome = nil
        guard let change = history.nextUndo else {
            message = "nothing to undo"
            return false
        }
        guard write(change.reversed, recording: false) else { return false }
        history.didUndo()
        return true
    }

    /// Ctrl+Shift+Z: writes the last undone change again.
    @discardableResult
    package func redo() -> Bool {
        message = nil
        lastOutcome = nil
        guard let change = history.nextRedo else {
            message = "nothing to redo"
            return false
        }
        guard write(change, recording: false) else { return false }
        history.didRedo()
        return true
    }

    /// Builds the catalog again from the files (after a reload from an editor's save), keeping
    /// the selected value by name.
    package func refresh() {
        let name = selectedValue?.name
        guard let rebuilt = try? Self.buildCatalog(scene: scene, panelIndex: panelIndex, files: files) else { return }
        catalog = rebuilt
        selection = name.flatMap(catalog.index(named:)) ?? min(selection, max(0, catalog.values.count - 1))
        if let notice = scene.takeWriteNotice() { message = notice }
    }

    // MARK: Writing

    /// Writes `change.after` if the file still holds `change.before`, applies it to the scene and
    /// rebuilds the catalog; on failure leaves file and scene as they were and says why.
    private func write(_ change: FileChange, recording: Bool, merging: Bool = false) -> Bool {
        let path = change.file.absolutePath
        let current = try? files.read(path)
        guard let current, [UInt8](current) == change.before else {
            message =
                current == nil
                ? AtomicFileWriter.WriteError(path: change.file.displayPath, reason: "it can no longer be read")
                    .description
                : "\(change.file.displayPath) was changed by another program since; its save wins and is not overwritten"
            refresh()
            return false
        }
        do {
            try AtomicFileWriter.replace(path, with: change.after)
        } catch {
            message = error.description + " and the scene keeps running"
            return false
        }
        if recording { history.record(change, merging: merging) }
        lastOutcome = scene.applyOwnWrite(path, bytes: Data(change.after))
        refresh()
        return true
    }

    private func refreshIfChangedOnDisk() {
        let stale = catalog.files.contains { path, bytes in
            (try? files.read(path)).map { [UInt8]($0) != bytes } ?? true
        }
        guard stale else { return }
        refresh()
        message = message ?? "a file changed on disk; the values show what it says now"
    }

    private static func buildCatalog(scene: LiveScene, panelIndex: Int, files: ConfigFileReader) throws
        -> ValueCatalog
    {
        // A conditional layout list is tuned at the entry the container uses now.
        let layouts =
            scene.runtime.scene.panels.indices.contains(panelIndex)
            ? scene.runtime.scene.panels[panelIndex].layouts : []
        let entry = layouts.firstIndex { $0.applies(to: scene.runtime.container.size) } ?? 0
        return try ValueCatalog.build(scenePath: scene.path, panelIndex: panelIndex, layoutEntry: entry, files: files)
    }
}
