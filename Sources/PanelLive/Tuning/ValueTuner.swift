import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// The values card's model for one panel of a live scene: the catalog of its values, the
/// selection, changes written back to the files and applied, and their undo history
/// (Docs/tuning.md).
///
/// The loop's thread only asks: a change, an undo or a redo is queued for the card's worker,
/// which checks it with the decoders, writes it atomically, loads the scene with it and builds
/// the catalog again, all on its own thread (`ValueChangeState`). `applyFinished()`, called
/// between frames, takes the newest finished result and applies its scene through `LiveScene`,
/// which also keeps the watcher from applying it a second time. So the loop neither reads nor
/// parses a file for a change, however large the scene's files are, and never waits for one.
package final class ValueTuner {
    /// The running scene the changes are applied to.
    package let scene: LiveScene
    /// The panel's place in the scene's `panels`.
    package let panelIndex: Int
    /// The panel's values as the files said when the last result was taken.
    package private(set) var catalog: ValueCatalog
    /// The selected value's index in `catalog.values`.
    package private(set) var selection: Int
    /// The changes to undo and redo, as of the last result taken.
    package private(set) var history = EditHistory()
    /// What the card shows under the values: a refused change, a file that cannot be written, an
    /// overridden write. Nil when there is nothing to say.
    package private(set) var message: String?
    /// What the live scene did with the write of the last result taken; nil when it wrote
    /// nothing (the window reports an applied reload as it does an editor's save).
    package private(set) var lastOutcome: LiveScene.Outcome?
    /// Calls of `finishChanges()`, the one method that waits.
    package private(set) var waits = 0
    /// Points of horizontal drag per step when scrubbing a value.
    package static let scrubPointsPerStep: Double = 6

    private let worker: ValueChangeWorker
    private var scrubRemainder: Double = 0
    /// The scrub under way (its steps are one undo entry), and how many there were.
    private var scrub: Int?
    private var scrubCount = 0

    /// Opens the values of panel `panelIndex` with the spring response selected, from the
    /// files as the running scene read them (no file is read). Changes nothing.
    package init(scene: LiveScene, panelIndex: Int) throws {
        // The card edits JSON in place; a scene imported from Swift has no JSON to edit.
        guard !scene.path.lowercased().hasSuffix(".swift") else { throw SwiftSceneNotTunable(path: scene.path) }
        self.scene = scene
        self.panelIndex = panelIndex
        // A conditional layout list is tuned at the entry the container uses now.
        let panels = scene.runtime.scene.panels
        let layouts = panels.indices.contains(panelIndex) ? panels[panelIndex].layouts : []
        let size = scene.runtime.container.size
        let entry = layouts.firstIndex { $0.applies(to: size) } ?? 0
        catalog = try ValueCatalog.build(
            scenePath: scene.path, panelIndex: panelIndex, layoutEntry: entry, files: scene.appliedFilesReader)
        selection = catalog.initialSelection
        let state = ValueChangeState(
            scenePath: scene.path, panelIndex: panelIndex, reader: scene.reader, catalog: catalog, layouts: layouts,
            containerSize: size, known: scene.appliedFiles, ownWrites: scene.ownWrites)
        worker = ValueChangeWorker(state: state, onFinish: scene.wake)
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

    /// Asks to change the selected value by `steps` presses (← is −1, → is +1; wheel notches
    /// alike); `applyFinished()` applies it once written.
    /// - Returns: whether a change was asked for.
    @discardableResult
    package func change(steps: Int, scale: StepScale = .normal) -> Bool {
        ask(steps: steps, scale: scale, scrub: nil)
    }

    private func ask(steps: Int, scale: StepScale, scrub: Int?) -> Bool {
        guard let value = selectedValue, steps != 0 else { return false }
        submit(.step(name: value.name, steps: steps, scale: scale, scrub: scrub))
        return true
    }

    /// Asks to set the values `assignments` name (a compare lane adopted, a reference fit; a
    /// spring may be named in either form): checked and written as one change of one file, one
    /// undo step; `applyFinished()` applies it once written.
    package func set(_ assignments: [ValueAssignment]) {
        submit(.set(assignments))
    }

    /// Scrubs the selected value by a horizontal drag of `points` (positive: to the right);
    /// every `scrubPointsPerStep` points is one step, the rest carries over to the next call.
    /// The changes of one scrub are one undo entry, until `endScrub()`.
    /// - Returns: whether a change was asked for.
    @discardableResult
    package func scrub(by points: Double, scale: StepScale = .normal) -> Bool {
        scrubRemainder += points
        let steps = Int((scrubRemainder / Self.scrubPointsPerStep).rounded(.towardZero))
        guard steps != 0 else { return false }
        scrubRemainder -= Double(steps) * Self.scrubPointsPerStep
        if scrub == nil {
            scrubCount += 1
            scrub = scrubCount
        }
        return ask(steps: steps, scale: scale, scrub: scrub)
    }

    /// The drag ended: the next scrub starts afresh and is a new undo entry.
    package func endScrub() {
        scrubRemainder = 0
        scrub = nil
    }

    /// Ctrl+Z: asks to write back the bytes the file had before the last change.
    package func undo() {
        submit(.undo)
    }

    /// Ctrl+Shift+Z: asks to write the last undone change again.
    package func redo() {
        submit(.redo)
    }

    /// Asks to build the catalog again from the files (after a reload from an editor's save),
    /// keeping the selected value by name.
    package func refresh() {
        submit(.refresh)
    }

    private func submit(_ request: ValueRequest) {
        if request != .refresh {
            message = nil
            lastOutcome = nil
        }
        worker.submit(request, containerSize: scene.runtime.container.size)
    }

    /// Whether a request is under way or its result waits to be applied.
    package var isBusy: Bool { worker.isBusy }

    /// Requests and results the worker dropped because a newer one stood for them.
    package var supersededCount: Int { worker.supersededCount }

    /// Applies the newest finished result, if there is one: its catalog, history and message,
    /// and its scene through the live scene. Never reads a file and never waits.
    /// - Returns: whether a result was applied.
    @discardableResult
    package func applyFinished() -> Bool {
        guard let result = worker.takeFinished() else { return false }
        apply(result)
        return true
    }

    /// Waits for every request asked for and applies the result (for tools and tests, never the
    /// window). - Returns: whether a file was written.
    @discardableResult
    package func finishChanges() -> Bool {
        waits += 1
        worker.waitUntilIdle()
        guard let result = worker.takeFinished() else { return false }
        apply(result)
        return result.wrote
    }

    private func apply(_ result: ValueChangeResult) {
        let name = selectedValue?.name
        catalog = result.catalog
        history = result.history
        message = result.message
        selection = name.flatMap(catalog.index(named:)) ?? min(selection, max(0, catalog.values.count - 1))
        lastOutcome = result.load.map { scene.applyTunedLoad($0.scene, read: $0.read) }
        if result.refreshed, let notice = scene.takeWriteNotice() { message = notice }
    }
}

/// Why the values card does not open on a scene imported from a Swift file: it writes JSON
/// configs, and the Swift file is the source (Docs/import.md).
package struct SwiftSceneNotTunable: Error, CustomStringConvertible {
    package let path: String

    package var description: String {
        "\(path) is Swift: change its values there (each save reloads), or import it to JSON (`panel-sandbox import`) to tune here and write back with `export --into`"
    }
}
