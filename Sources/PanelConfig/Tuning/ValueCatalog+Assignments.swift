import Foundation

/// One value of a catalog and the setting it is given.
package struct NamedSetting: Equatable, Sendable {
    /// The value's name as the catalog lists it.
    package var name: String
    /// Its new setting.
    package var setting: TunableSetting
}

/// A value named as `compare --vary`, lanes files and the compare view name it, turned into the
/// settings of the values the catalog lists (Docs/tuning.md "Names"): the value itself, the
/// spring under the other form's name (`SpringValueNames`), or a list for flags the catalog lists
/// one member at a time (`allowsRubberBanding: ["top"]` sets `allowsRubberBanding.top` and clears
/// the other edges).
extension ValueCatalog {
    /// Every name a value can be set by: the values' own, the spring's under the other form, and
    /// each list whose members are listed as flags.
    package var names: [String] {
        let own = values.map(\.name)
        return own + SpringValueNames.otherForm(of: own) + memberFlagLists.map(\.name)
    }

    /// The values `assignment` sets and their settings, or why it cannot be: an unknown name (with
    /// the closest one, or the names there are) or a setting the value refuses.
    package func settings(for assignment: ValueAssignment) throws(ValueEditError) -> [NamedSetting] {
        let name = assignment.name
        // A value written as an object of a default and pairs (`redirectionalProgress`) is set
        // by its own name too: the name sets its default, as the single number it stands for.
        if let index = index(named: name) ?? index(named: "\(name).default") {
            switch values[index].setting(parsing: assignment.text) {
            case .success(let setting): return [NamedSetting(name: values[index].name, setting: setting)]
            case .failure(let error): throw error
            }
        }
        if let key = SpringValueNames.keys[name], SpringValueNames.otherForm(of: values.map(\.name)).contains(name) {
            let kind = TunableKind.number(ValueBounds(key.rule), step: key.step ?? 1)
            guard case .number(let number) = try kind.setting(parsing: assignment.text, for: name).get() else {
                return []
            }
            let settings = SpringValueNames.settings(setting: name, to: number, number: self.number(named:)) ?? []
            return settings.map { NamedSetting(name: $0.name, setting: $0.setting) }
        }
        if let list = memberFlagLists.first(where: { $0.name == name }) {
            return try list.settings(parsing: assignment.text)
        }
        // The closest of the file's own names first: `springResponse` is `springResponseTime` in
        // a file of rates and times.
        let names = self.names
        let ownHint = Suggestions.didYouMean(name, in: values.map(\.name))
        let hint = ownHint.isEmpty ? Suggestions.didYouMean(name, in: names) : ownHint
        let listed =
            hint.isEmpty ? "; its values are \(names.joined(separator: ", ")) (as the values card names them)" : hint
        throw ValueEditError(description: "panel '\(panelID)' has no value '\(name)'\(listed)")
    }

    /// The change of one file that gives every value of `settings` its setting, in order (each
    /// after the ones before it, so a member added for one is where the next finds its object);
    /// nil when the files already say so. `files` reads the scene's files when the catalog is
    /// built again between two settings.
    /// - Throws: when the values are not all in one file, or one is no longer listed.
    package func change(setting settings: [NamedSetting], files: ConfigFileReader) throws(ValueEditError)
        -> FileChange?
    {
        var catalog = self
        var reader = files
        var combined: FileChange?
        for (position, named) in settings.enumerated() {
            guard let index = catalog.index(named: named.name) else {
                throw ValueEditError(description: "panel '\(panelID)' has no value '\(named.name)'")
            }
            guard let change = catalog.change(index, to: named.setting) else { continue }
            if let first = combined, first.file != change.file {
                throw ValueEditError(
                    description:
                        "\(named.name) is in \(change.file.displayPath), not in \(first.file.displayPath) with the rest"
                )
            }
            combined = FileChange(file: change.file, before: combined?.before ?? change.before, after: change.after)
            // The next setting is found in the catalog of the file as changed so far.
            guard position < settings.count - 1 else { break }
            reader = reader.overriding(change.file.absolutePath, with: Data(change.after))
            do {
                catalog = try ValueCatalog.build(
                    scenePath: scenePath, panelIndex: panelIndex, layoutEntry: layoutEntry, files: reader)
            } catch {
                throw ValueEditError(description: error.description)
            }
        }
        return combined.flatMap { $0.before == $0.after ? nil : $0 }
    }

    /// The number value `name` holds, if the catalog lists it.
    func number(named name: String) -> Double? {
        guard let index = index(named: name), case .number(let number) = values[index].setting else { return nil }
        return number
    }

    /// The lists the catalog gives as one flag per member (`allowsRubberBanding.top`, …), by the
    /// flags' names: `NAME.member` for a list key of `memberFlagKeys`.
    var memberFlagLists: [MemberFlagList] {
        var lists: [MemberFlagList] = []
        for value in values where value.kind == .boolean {
            guard let dot = value.name.lastIndex(of: ".") else { continue }
            let name = String(value.name[..<dot])
            let member = String(value.name[value.name.index(after: dot)...])
            guard Self.memberFlagKeys.contains(where: { name == $0 || name.hasSuffix("." + $0) }) else { continue }
            if let index = lists.firstIndex(where: { $0.name == name }) {
                lists[index].members.append(member)
            } else {
                lists.append(MemberFlagList(name: name, members: [member]))
            }
        }
        return lists
    }

    /// The list keys the card gives as one flag per member.
    static let memberFlagKeys = [ConfigKeys.Behavior.allowsRubberBanding.name]
}

/// A list the values card gives as one flag per member (`allowsRubberBanding.top`, …), set as a
/// whole by a lane: each member's flag is on when the list names it.
struct MemberFlagList {
    /// The list's name (`allowsRubberBanding`).
    var name: String
    /// The members that have a flag, in the card's order.
    var members: [String]

    /// The flags `text` (`[top,bottom]`) sets, or why it cannot.
    func settings(parsing text: String) throws(ValueEditError) -> [NamedSetting] {
        let example = "a list of \(members.joined(separator: ", ")) such as [\(members.first ?? "")]"
        guard let items = TunableKind.listItems(text) else {
            throw ValueEditError(description: "\(name) takes \(example), found '\(text)'")
        }
        if let unknown = items.first(where: { !members.contains($0) }) {
            let hint = Suggestions.didYouMean(unknown, in: members)
            throw ValueEditError(
                description: "\(name) lists '\(unknown)', which is not one of \(members.joined(separator: ", "))\(hint)"
            )
        }
        return members.map { NamedSetting(name: "\(name).\($0)", setting: .boolean(items.contains($0))) }
    }
}
