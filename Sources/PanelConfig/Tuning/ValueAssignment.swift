import Foundation

/// One value of the values card set to a new setting, as `compare --vary` and the compare view's
/// lanes name it: `springResponseTime=0.4`, or `sheet:springResponseTime=0.4` for panel `sheet`.
package struct ValueAssignment: Equatable, Sendable {
    /// The panel's id; nil: the scene's first panel.
    package var panel: String?
    /// The value's name as the values card lists it (`anchors.half.fractionalInset`).
    package var name: String
    /// The new setting as written on the command line (`0.4`, `true`, `full`, `[tip,half]`).
    package var text: String

    /// The assignment `panel:name=text`.
    package init(panel: String?, name: String, text: String) {
        self.panel = panel
        self.name = name
        self.text = text
    }

    /// `name=text`, with `panel:` in front when a panel is named.
    package var label: String { (panel.map { "\($0):" } ?? "") + name + "=" + text }

    /// The place of the assignment's panel among `panelIDs` (the first when it names none).
    package func panelIndex(in panelIDs: [String]) throws(ValueEditError) -> Int {
        guard let id = panel else {
            guard !panelIDs.isEmpty else { throw ValueEditError(description: "the scene has no panels") }
            return 0
        }
        guard let index = panelIDs.firstIndex(of: id) else {
            throw ValueEditError(
                description:
                    "the scene has no panel '\(id)' (in '\(label)'); its panels are \(panelIDs.joined(separator: ", "))\(Suggestions.didYouMean(id, in: panelIDs))"
            )
        }
        return index
    }
}

/// `--vary KEY=V1,V2,…`: the settings one value takes in turn; a list setting is written in
/// brackets, its names separated by commas too (`shouldProjectMomentum=[tip,half],false`).
package struct ValueVariation: Equatable, Sendable {
    /// The panel's id; nil: the scene's first panel.
    package var panel: String?
    /// The value's name as the values card lists it.
    package var name: String
    /// The settings, in order.
    package var texts: [String]

    /// Value `name` of `panel` (nil: the first panel) at each of `texts`.
    package init(panel: String?, name: String, texts: [String]) {
        self.panel = panel
        self.name = name
        self.texts = texts
    }

    /// A `--vary` argument that does not read as `[PANEL:]KEY=V1,V2,…`.
    package struct SyntaxError: Error, CustomStringConvertible {
        /// What is wrong and how it should look.
        package var description: String
    }

    /// Reads `[PANEL:]KEY=V1,V2,…`, a list setting in brackets (`[tip,half]`).
    package static func parse(_ text: String) throws(SyntaxError) -> ValueVariation {
        guard let equals = text.firstIndex(of: "=") else {
            throw SyntaxError(
                description: "--vary '\(text)' has no '='; write KEY=V1,V2,… e.g. springResponseTime=0.3,0.4,0.5")
        }
        var key = String(text[..<equals])
        var panel: String?
        if let colon = key.firstIndex(of: ":") {
            panel = String(key[..<colon])
            key = String(key[key.index(after: colon)...])
        }
        guard let settings = Self.settingTexts(text[text.index(after: equals)...]) else {
            throw SyntaxError(
                description:
                    "--vary '\(text)' opens a list with '[' that it does not close; write KEY=[A,B],[C],false, a list in brackets"
            )
        }
        let texts = settings.map { $0.trimmingCharacters(in: .whitespaces) }
        guard !key.isEmpty, panel.map({ !$0.isEmpty }) ?? true else {
            throw SyntaxError(
                description: "--vary '\(text)' names no value before '='; write KEY=V1,V2,… or PANEL:KEY=…")
        }
        guard !texts.contains(where: \.isEmpty) else {
            throw SyntaxError(
                description: "--vary '\(text)' has an empty setting; write KEY=V1,V2,… without empty entries")
        }
        return ValueVariation(panel: panel, name: key, texts: texts)
    }

    /// The settings of `text`, split at the commas outside brackets (a list's own commas stay in
    /// it: `[tip,half],false` is two settings); nil when a `[` is not closed.
    private static func settingTexts(_ text: Substring) -> [String]? {
        var settings = [""]
        var depth = 0
        for character in text {
            switch character {
            case "[": depth += 1
            case "]": depth = max(0, depth - 1)
            case "," where depth == 0:
                settings.append("")
                continue
            default: break
            }
            settings[settings.count - 1].append(character)
        }
        return depth == 0 ? settings : nil
    }

    /// One assignment per setting.
    package var assignments: [ValueAssignment] {
        texts.map { ValueAssignment(panel: panel, name: name, text: $0) }
    }
}

extension TunableValue {
    /// The setting `text` gives this value, or why it cannot be: a number within the value's
    /// bounds, `true`/`false`, one of the choice's names, or a list of names (`[tip,half]`).
    package func setting(parsing text: String) -> Result<TunableSetting, ValueEditError> {
        kind.setting(parsing: text, for: name)
    }
}

extension TunableKind {
    /// The setting `text` gives a value of this kind named `name`, or why it cannot be.
    package func setting(parsing text: String, for name: String) -> Result<TunableSetting, ValueEditError> {
        switch self {
        case .number(let bounds, _):
            guard let number = Double(text), number.isFinite else {
                return .failure(ValueEditError(description: "\(name) takes a number, found '\(text)'"))
            }
            guard bounds.contains(number) else {
                return .failure(
                    ValueEditError(description: "\(name) = \(text) is out of range; \(bounds.rangeText)"))
            }
            return .success(.number(number))
        case .boolean:
            guard let flag = Bool(text) else {
                return .failure(ValueEditError(description: "\(name) takes true or false, found '\(text)'"))
            }
            return .success(.boolean(flag))
        case .choice(let names):
            guard names.contains(text) else {
                return Self.unrecognized(
                    text, among: names, "\(name) is one of \(names.joined(separator: ", ")), found '\(text)'")
            }
            return .success(.choice(text))
        case .flagOrList(let names):
            if let flag = Bool(text) { return .success(.boolean(flag)) }
            return Self.list(parsing: text, of: names, for: name, or: "true, false or ")
        case .list(let names):
            return Self.list(parsing: text, of: names, for: name, or: "")
        }
    }

    /// The list `text` gives a value that takes lists of `names`, or why it cannot be; `other`
    /// names what else it takes, for the message.
    private static func list(
        parsing text: String, of names: [String], for name: String, or other: String
    ) -> Result<TunableSetting, ValueEditError> {
        guard let items = listItems(text) else {
            let example = "\(other)a list of \(names.joined(separator: ", ")) such as [\(names.first ?? "")]"
            return .failure(ValueEditError(description: "\(name) takes \(example), found '\(text)'"))
        }
        if let unknown = items.first(where: { !names.contains($0) }) {
            return Self.unrecognized(
                unknown, among: names,
                "\(name) lists '\(unknown)', which is not one of \(names.joined(separator: ", "))")
        }
        return .success(.list(items))
    }

    /// The failure for `found`, which is none of `names`: `message`, then the name it most likely
    /// meant, if one is close.
    private static func unrecognized(
        _ found: String, among names: [String], _ message: String
    ) -> Result<TunableSetting, ValueEditError> {
        .failure(ValueEditError(description: message + Suggestions.didYouMean(found, in: names)))
    }

    /// The names of a list as `--vary` and lanes files give it (`[tip,half]`, `["tip", "half"]`,
    /// `[]`); nil when `text` is no list.
    package static func listItems(_ text: String) -> [String]? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("["), trimmed.hasSuffix("]"), trimmed.count >= 2 else { return nil }
        let inner = trimmed.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
        guard !inner.isEmpty else { return [] }
        return inner.split(separator: ",", omittingEmptySubsequences: false).map { item in
            let name = item.trimmingCharacters(in: .whitespaces)
            let quoted = name.count >= 2 && name.hasPrefix("\"") && name.hasSuffix("\"")
            return quoted ? String(name.dropFirst().dropLast()) : name
        }
    }
}

/// A lane's value that cannot be set: an unknown name or panel, or a setting the value refuses.
package struct ValueEditError: Error, CustomStringConvertible {
    /// What is wrong, naming the value, and what it accepts.
    package var description: String
}

extension ValueBounds {
    /// "it must be ≥ 0", "it must be within 0…1", in words for a message.
    package var rangeText: String {
        let low = (excludesLower ? "> " : "≥ ") + TunableNumber.text(lower)
        let high = (excludesUpper ? "< " : "≤ ") + TunableNumber.text(upper)
        return "it must be \(low) and \(high)"
    }
}
