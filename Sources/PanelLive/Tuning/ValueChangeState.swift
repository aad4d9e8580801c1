import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// What the values card asks for; the card's worker does it off the loop's thread.
enum ValueRequest: Equatable {
    /// `steps` presses on the value named `name`; `scrub` names the drag a scrub step belongs to.
    case step(name: String, steps: Int, scale: StepScale, scrub: Int?)
    /// Values set together (a compare lane adopted, a reference fit), each by any name
    /// `ValueCatalog.settings(for:)` takes: one change of one file.
    case set([ValueAssignment])
    case undo
    case redo
    /// Build the catalog again from the files (after a reload from an editor's save).
    case refresh
}

/// What one or more finished requests leave: the card's catalog and history as the files say
/// now, what to tell, and the scene loaded after the last write, for the live scene to apply.
struct ValueChangeResult {
    var catalog: ValueCatalog
    var history: EditHistory
    var message: String?
    /// The scene as loaded from the files after the newest write, and every file it read.
    var load: (scene: ResolvedScene, read: Snapshot)?
    /// Whether a file was written.
    var wrote = false
    /// Whether the catalog was built again from the files.
    var refreshed = false

    /// This result standing also for `older`, which the loop never took: a newer result keeps
    /// the older one's load when it has none of its own, so no write goes unapplied.
    func superseding(_ older: ValueChangeResult) -> ValueChangeResult {
        var merged = self
        if merged.load == nil { merged.load = older.load }
        merged.wrote = wrote || older.wrote
        merged.refreshed = refreshed || older.refreshed
        return merged
    }
}

/// The values card's files, catalog and history as its worker holds them: every read, check,
/// write and parse of a change happens here, on the worker's thread, never on the loop's.
///
/// Every step works from the files as they are on disk: when another program saved one since
/// the catalog was built, the catalog is built again first (the last write wins) and the
/// message says so.
struct ValueChangeState {
    /// The scene file as given.
    let scenePath: String
    let panelIndex: Int
    /// Reads files (the live scene's reader; reads on this thread are not the loop's).
    let reader: ConfigFileReader
    var catalog: ValueCatalog
    var history = EditHistory()
    /// The panel's layouts as last loaded, to tune the entry the container uses.
    var layouts: [ConditionalLayout]
    /// The container's size, for the same choice.
    var containerSize: CGSize
    /// The files as last loaded: a file read again with the same bytes is served with their
    /// storage, so the live scene compares it with what runs without comparing its bytes.
    var known: Snapshot
    /// The live scene's record of the bytes the card wrote into each file.
    let ownWrites: Locked<[String: Data]>
    /// The scrub whose step was written last: its next steps join that undo entry.
    private(set) var lastWrittenScrub: Int?

    /// Does `request` and says what it left.
    mutating func perform(_ request: ValueRequest) -> ValueChangeResult {
        var result = ValueChangeResult(catalog: catalog, history: history)
        switch request {
        case .step(let name, let steps, let scale, let scrub):
            step(name, steps: steps, scale: scale, scrub: scrub, into: &result)
        case .set(let assignments):
            set(assignments, into: &result)
        case .undo:
            if let change = history.nextUndo {
                if write(change.reversed, recording: false, into: &result) { history.didUndo() }
            } else {
                result.message = "nothing to undo"
            }
        case .redo:
            if let change = history.nextRedo {
                if write(change, recording: false, into: &result) { history.didRedo() }
            } else {
                result.message = "nothing to redo"
            }
        case .refresh:
            refresh(into: &result)
        }
        result.catalog = catalog
        result.history = history
        return result
    }

    private mutating func step(
        _ name: String, steps: Int, scale: StepScale, scrub: Int?, into result: inout ValueChangeResult
    ) {
        refreshIfChangedOnDisk(into: &result)
        guard let index = catalog.index(named: name), steps != 0 else { return }
        let value = catalog.values[index]
        // A choice the decoders refuse here (an edge a position does not take) is skipped over.
        let attempts: Int
        switch value.kind {
        case .choice(let names): attempts = max(1, names.count - 1)
        case .flagOrList(let names): attempts = ValueCatalog.flagOrListCycle(names).count - 1
        case .list(let names): attempts = ValueCatalog.listCycle(names).count - 1
        case .number, .boolean: attempts = 1
        }
        var firstProblem: String?
        for attempt in 1...attempts {
            let setting = catalog.stepped(index, steps: steps * attempt, scale: scale)
            guard let change = catalog.change(index, to: setting) else {
                result.message = "\(value.name) is at its \(steps > 0 ? "upper" : "lower") bound"
                return
            }
            switch load(change) {
            case .failure(let problem):
                firstProblem = firstProblem ?? problem.description
            case .success(let loaded):
                let merging = scrub != nil && scrub == lastWrittenScrub
                if write(change, recording: true, merging: merging, loaded: loaded, into: &result) {
                    lastWrittenScrub = scrub
                }
                return
            }
        }
        result.message = "not written, the config would not load: \(firstProblem ?? "")"
    }

    /// Sets the values `assignments` name as one change of one file, checked and written as a
    /// step is; a spring named in the other form is written in the file's (`settings(for:)`).
    private mutating func set(_ assignments: [ValueAssignment], into result: inout ValueChangeResult) {
        refreshIfChangedOnDisk(into: &result)
        let change: FileChange?
        do throws(ValueEditError) {
            var settings: [NamedSetting] = []
            for assignment in assignments { settings += try catalog.settings(for: assignment) }
            change = try catalog.change(setting: settings, files: reader)
        } catch {
            result.message = "not written: \(error.description)"
            return
        }
        guard let change else {
            result.message = assignments.map { "\($0.name) is already \($0.text)" }.joined(separator: ", ")
            return
        }
        switch load(change) {
        case .failure(let problem):
            result.message = "not written, the config would not load: \(problem.description)"
        case .success(let loaded):
            _ = write(change, recording: true, loaded: loaded, into: &result)
        }
    }

    /// A problem that keeps a change from being written.
    private struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// The scene loaded with `change` applied (the other files as on disk), with the same
    /// decoders `check` runs; the changed file must also pass `check` on its own as it did.
    private func load(_ change: FileChange) -> Result<(scene: ResolvedScene, read: Snapshot), Problem> {
        let known = self.known
        let read = reader.read
        let recorder = ReadRecorder(snapshot: [change.file.absolutePath: .bytes(Data(change.after))]) { path in
            let data = try read(path)
            if case .bytes(let before)? = known[path], before == data { return before }
            return data
        }
        let scene: ResolvedScene
        do {
            scene = try ConfigLoader.loadScene(path: scenePath, files: recorder.reader).choosingLayouts(
                for: containerSize)
        } catch let error as ConfigError {
            // Warnings do not stop a change: the scene loads with them, as `check` passes.
            let first = error.diagnostics.first { !$0.isWarning }
            return .failure(Problem(description: first?.description ?? "\(error)"))
        } catch {
            return .failure(Problem(description: "\(scenePath): error: \(error)"))
        }
        let served = recorder.read
        if let problem = catalog.problemsAlone(with: change, files: served.reader()).first {
            return .failure(Problem(description: problem))
        }
        return .success((scene, served))
    }

    /// Writes `change.after` if the file still holds `change.before` and records it; the scene
    /// loaded with it goes to `result`, and the catalog is built again from what was loaded. On
    /// failure leaves file and scene as they were and says why.
    private mutating func write(
        _ change: FileChange, recording: Bool, merging: Bool = false,
        loaded: (scene: ResolvedScene, read: Snapshot)? = nil, into result: inout ValueChangeResult
    ) -> Bool {
        let path = change.file.absolutePath
        let current = try? reader.read(path)
        guard let current, [UInt8](current) == change.before else {
            result.message =
                current == nil
                ? AtomicFileWriter.WriteError(path: change.file.displayPath, reason: "it can no longer be read")
                    .description
                : "\(change.file.displayPath) was changed by another program since; its save wins and is not overwritten"
            refresh(into: &result)
            return false
        }
        // Known as the card's own before the rename lands: the watcher's load that the rename
        // wakes may start before this thread runs again, and must find the bytes, not parse them.
        let earlierWrite = ownWrites.withLock { $0.updateValue(Data(change.after), forKey: path) }
        do {
            try AtomicFileWriter.replace(path, with: change.after)
        } catch {
            ownWrites.withLock { $0[path] = earlierWrite }
            result.message = error.description + " and the scene keeps running"
            return false
        }
        if recording { history.record(change, merging: merging) }
        result.wrote = true
        let loaded = loaded ?? (try? load(change).get())
        guard let loaded else {
            // An undo or redo the decoders now refuse: the watcher reports the errors.
            refresh(into: &result)
            return true
        }
        result.load = loaded
        known = loaded.read
        layouts = loaded.scene.panels.indices.contains(panelIndex) ? loaded.scene.panels[panelIndex].layouts : []
        rebuild(from: loaded.read.reader(), into: &result)
        return true
    }

    /// Builds the catalog again from the files on disk, keeping it when they do not parse.
    private mutating func refresh(into result: inout ValueChangeResult) {
        rebuild(from: reader, into: &result)
    }

    private mutating func rebuild(from files: ConfigFileReader, into result: inout ValueChangeResult) {
        // A conditional layout list is tuned at the entry the container uses now.
        let entry = layouts.firstIndex { $0.applies(to: containerSize) } ?? 0
        guard
            let rebuilt = try? ValueCatalog.build(
                scenePath: scenePath, panelIndex: panelIndex, layoutEntry: entry, files: files)
        else { return }
        catalog = rebuilt
        result.refreshed = true
    }

    private mutating func refreshIfChangedOnDisk(into result: inout ValueChangeResult) {
        let stale = catalog.files.contains { path, bytes in
            (try? reader.read(path)).map { [UInt8]($0) != bytes } ?? true
        }
        guard stale else { return }
        refresh(into: &result)
        result.message = "a file changed on disk; the values show what it says now"
    }
}
