import Foundation

/// One file's bytes before and after a change of the values card: what undo writes back and
/// redo writes again.
package struct FileChange: Equatable, Sendable {
    /// The file, as diagnostics name it, and its absolute path.
    package var file: ConfigSource
    /// The whole file before the change.
    package var before: [UInt8]
    /// The whole file after it.
    package var after: [UInt8]

    /// The change of `file` from `before` to `after`.
    package init(file: ConfigSource, before: [UInt8], after: [UInt8]) {
        self.file = file
        self.before = before
        self.after = after
    }

    /// The change that undoes this one.
    package var reversed: FileChange {
        FileChange(file: file, before: after, after: before)
    }
}

/// Turns a new setting of a catalog value into new file bytes, and checks them with the decoders.
extension ValueCatalog {
    /// The setting `steps` presses give value `index` (negative: the other way): a number moves by
    /// its step times `scale` and stays within its bounds, a flag toggles, a choice cycles.
    package func stepped(_ index: Int, steps: Int, scale: StepScale = .normal) -> TunableSetting {
        let value = values[index]
        switch (value.kind, value.setting) {
        case (.number(let bounds, let step), .number(let number)):
            let delta = step * scale.factor * Double(steps)
            let resolution = step * StepScale.fine.factor
            let moved = bounds.clamp(TunableNumber.adding(delta, to: number), resolution: resolution)
            let decimals = min(12, max(TunableNumber.decimals(number), TunableNumber.decimals(resolution)))
            let result = TunableNumber.rounded(moved, decimals: decimals)
            // Rounding back onto the grid must not step over an excluded bound.
            return .number(bounds.contains(result) ? result : moved)
        case (.boolean, .boolean(let flag)):
            return .boolean(steps % 2 == 0 ? flag : !flag)
        case (.choice(let names), .choice(let name)):
            guard !names.isEmpty else { return value.setting }
            let current = names.firstIndex(of: name) ?? 0
            let next = ((current + steps) % names.count + names.count) % names.count
            return .choice(names[next])
        case (.flagOrList(let names), let setting), (.list(let names), let setting):
            let cycle = value.kind == .list(names) ? Self.listCycle(names) : Self.flagOrListCycle(names)
            let current = cycle.firstIndex { $0.sameChoice(as: setting) } ?? 0
            return cycle[((current + steps) % cycle.count + cycle.count) % cycle.count]
        default:
            return value.setting
        }
    }

    /// The settings a press cycles a `flagOrList` value through (Docs/tuning.md): false, true,
    /// each name alone, then each list of all the names but one (for three states or more).
    package static func flagOrListCycle(_ names: [String]) -> [TunableSetting] {
        [.boolean(false), .boolean(true)] + partialLists(names)
    }

    /// The settings a press cycles a `list` value through (Docs/tuning.md): all the names, each
    /// alone, then each list of all but one (for three states or more).
    package static func listCycle(_ names: [String]) -> [TunableSetting] {
        [.list(names)] + partialLists(names)
    }

    /// Each name alone, then each list of all the names but one when that is not a single name.
    private static func partialLists(_ names: [String]) -> [TunableSetting] {
        var lists: [TunableSetting] = names.map { .list([$0]) }
        if names.count > 2 {
            lists += names.indices.map { left in .list(names.enumerated().filter { $0.offset != left }.map(\.element)) }
        }
        return lists
    }

    /// The change of value `index`'s file that sets it to `setting`; nil when the file already
    /// says so. Only the value's own characters change (or, for a default, one member is added).
    package func change(_ index: Int, to setting: TunableSetting) -> FileChange? {
        let value = values[index]
        guard setting != value.setting, let before = files[value.file.absolutePath] else { return nil }
        let after: [UInt8]
        switch value.placement {
        case .written(let offset):
            after = JSONSourceEdit.replacingValue(at: offset, in: before, with: setting.jsonText)
        case .missing(let objectOffset, let key, let fragment):
            after = JSONSourceEdit.insertingMember(
                key, fragment.render(setting.jsonText), intoObjectAt: objectOffset, in: before)
        case .arrayMember(let offset, let member):
            let end = JSONSourceEdit.valueEnd(in: before, from: offset)
            let text = String(decoding: before[offset..<end], as: UTF8.self)
            var names = JSONParser.parse(text).root?.arrayValue?.compactMap(\.stringValue) ?? []
            if setting == .boolean(true) {
                if !names.contains(member) { names.append(member) }
            } else {
                names.removeAll { $0 == member }
            }
            let array = "[" + names.map(ExportJSONValue.quoted).joined(separator: ", ") + "]"
            after = JSONSourceEdit.replacingValue(at: offset, in: before, with: array)
        }
        return after == before ? nil : FileChange(file: value.file, before: before, after: after)
    }

    /// The errors the scene would have with `change` applied (empty: the change is valid), from
    /// the same decoders `check` and the loader run, reading every other file through `files`.
    package func problems(with change: FileChange, files reader: ConfigFileReader = .disk) -> [String] {
        let overridden = reader.overriding(change.file.absolutePath, with: Data(change.after))
        // Warnings do not stop a change: the scene loads with them, as `check` passes.
        let sceneProblems = ConfigLoader.check(paths: [scenePath], kind: .scene, files: overridden).filter {
            !$0.isWarning
        }
        guard sceneProblems.isEmpty else { return sceneProblems.map(\.description) }
        return problemsAlone(with: change, files: overridden)
    }

    /// The errors `change`'s file would have checked on its own, as `check FILE` does (for a file
    /// with a `$schema`), beyond those it has now (empty: none new). `reader` serves the other
    /// files and `change.after` for this one.
    package func problemsAlone(with change: FileChange, files reader: ConfigFileReader) -> [String] {
        let alone = ConfigLoader.check(
            data: Data(change.after), path: change.file.absolutePath, kind: nil, files: reader
        ).filter { !$0.isWarning }
        guard !alone.isEmpty else { return [] }
        let before = ConfigLoader.check(
            data: Data(change.before), path: change.file.absolutePath, kind: nil, files: reader
        ).filter { !$0.isWarning }
        return alone.count > before.count ? alone.map(\.description) : []
    }
}
