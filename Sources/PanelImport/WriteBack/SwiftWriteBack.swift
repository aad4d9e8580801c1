import PanelConfig

/// `export --into FILE.swift`: the edits that put a scene's tuned values back into the Swift they
/// were imported from. Only values that differ are touched: a literal is rewritten in place, a
/// named deceleration rate becomes the other name when the value is one, and an expression
/// (`85.0 + 44.0`, `UIScreen.main.bounds.height / 2`) is reported with its new value and left
/// alone unless forced. Nothing else in the file changes.
package struct SwiftWriteBack {
    /// One replacement in a file's bytes.
    package struct Edit: Sendable {
        package let file: Int
        package let range: Range<Int>
        package let text: String
    }

    package private(set) var edits: [Edit] = []
    /// `FILE:LINE:COL: warning: …` lines: values that differ and were not written.
    package private(set) var reports: [String] = []
    /// `FILE:LINE:COL: KEY OLD → NEW` lines: what was written.
    package private(set) var changes: [String] = []

    /// The edits that make the imported values equal the scene's `resolved` panel (a panel of
    /// `export --format json`: its `layout`, `behavior` and `appearance` fully written out).
    package init(imported: SwiftSceneImport.Result, resolved panel: JSONValue, force: Bool) {
        // Keys written by one expression (a `switch`'s `default:`) are rewritten only when they
        // all want the same new value.
        var byNode: [String: [(key: String, origin: SwiftValueOrigin, wanted: JSONValue)]] = [:]
        for key in imported.origins.keys.sorted() {
            let origin = imported.origins[key]!
            guard let wanted = Self.resolvedValue(key, in: panel) else { continue }
            let identity = "\(origin.file):\(origin.node.start ?? -1):\(origin.node.end ?? -1)"
            byNode[identity, default: []].append((key, origin, wanted))
        }
        for identity in byNode.keys.sorted() {
            let uses = byNode[identity]!
            let origin = uses[0].origin
            let differing = uses.filter { !Self.same($0.origin.value, $0.wanted) }
            guard !differing.isEmpty else { continue }
            let source = imported.sources[origin.file]
            let position = source.position(origin.node.start)
            let wantedTexts = Set(uses.map { Self.describe($0.wanted) })
            guard wantedTexts.count == 1 else {
                let values = uses.map { "\($0.key) \(Self.describe($0.wanted))" }.joined(separator: ", ")
                reports.append(
                    "\(position): warning: one expression gives \(uses.map(\.key).joined(separator: ", ")), "
                        + "which the scene now sets apart (\(values)); not rewritten: give each its own case")
                continue
            }
            rewrite(origin, to: uses[0].wanted, keys: uses.map(\.key), in: source, force: force)
        }
    }

    private mutating func rewrite(
        _ origin: SwiftValueOrigin, to wanted: JSONValue, keys: [String], in source: SwiftSourceFile, force: Bool
    ) {
        let node = Self.literal(in: origin.node)
        let position = source.position(origin.node.start)
        let key = keys.joined(separator: ", ")
        let old = source.text(of: origin.node) ?? "?"
        switch (node.kind, wanted.kind) {
        case ("integer_literal_expr", .number(let number)), ("float_literal_expr", .number(let number)):
            guard let token = node.token else { break }
            let text = Self.literalText(number, integerStyle: node.kind == "integer_literal_expr")
            edit(origin.file, token, text, "\(position): \(key) \(old) → \(text)")
            return
        case ("unresolved_member_expr", .number(let number)), ("unresolved_dot_expr", .number(let number)):
            // A named rate: `.normal` ↔ `.fast`.
            if let name = SwiftEvaluator.namedDecelerationRates.first(where: { $0.value == number })?.key,
                let token = Self.rateNameToken(origin.node, in: source)
            {
                edit(origin.file, token, name, "\(position): \(key) \(old) → \(name)")
                return
            }
        case ("unresolved_member_expr", .string(let name)):
            if let token = node.token, let current = origin.value.memberName {
                let nameRange = (token.upperBound - current.utf8.count)..<token.upperBound
                edit(origin.file, nameRange, name, "\(position): \(key) \(old) → .\(name)")
                return
            }
        default:
            break
        }
        let text = Self.describe(wanted)
        guard force, case .number(let number) = wanted.kind, let start = origin.node.start,
            let whole = source.text(of: origin.node)
        else {
            reports.append(
                "\(position): warning: '\(old)' gives \(key), which the scene sets to \(text); not rewritten "
                    + "(an expression, not a literal): change it by hand, or pass --force to write the literal")
            return
        }
        let literal = Self.literalText(number, integerStyle: false)
        edit(origin.file, start..<(start + whole.utf8.count), literal, "\(position): \(key) \(old) → \(literal)")
    }

    private mutating func edit(_ file: Int, _ range: Range<Int>, _ text: String, _ change: String) {
        edits.append(Edit(file: file, range: range, text: text))
        changes.append(change)
    }

    /// The literal inside number conversions and parentheses (`CGFloat(12)`, `(0.5)`).
    static func literal(in node: SwiftSyntaxNode) -> SwiftSyntaxNode {
        switch node.kind {
        case "call_expr":
            let arguments = node.child("args")?.children("args") ?? []
            let callee = node.child("fn")?.attributes["name"] ?? node.child("fn")?.attributes["field"] ?? ""
            if ["CGFloat", "Double", "Float", "TimeInterval"].contains(callee), arguments.count == 1,
                let inner = arguments[0].child("expr")
            {
                return literal(in: inner)
            }
        case "paren_expr":
            if let inner = node.children.first?.node { return literal(in: inner) }
        default:
            break
        }
        return node
    }

    /// The token naming the rate in `.fast`, `UIScrollView.DecelerationRate.normal` or
    /// `….fast.rawValue`.
    static func rateNameToken(_ node: SwiftSyntaxNode, in source: SwiftSourceFile) -> Range<Int>? {
        var found: Range<Int>?
        node.forEachNode { inner in
            let name = inner.attributes["field"] ?? inner.attributes["name"]
            if let name, SwiftEvaluator.namedDecelerationRates[name] != nil, let token = inner.token {
                found = (token.upperBound - name.utf8.count)..<token.upperBound
            }
        }
        return found
    }

    /// A number as a Swift literal: an integer-style literal stays integral when it can.
    static func literalText(_ number: Double, integerStyle: Bool) -> String {
        if integerStyle, number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        let text = ExportNumber.exact(number)
        return text
    }

    /// Whether the imported value equals the scene's, to a relative 1e-9 (a value that went
    /// through the decoder as CGFloat comes back the same).
    static func same(_ value: SwiftValue, _ wanted: JSONValue) -> Bool {
        switch wanted.kind {
        case .number(let number):
            guard let current = SwiftImportContext.number(value) else { return false }
            return abs(current - number) <= 1e-9 * max(1, abs(number))
        case .string(let name):
            return value.memberName == name
        default:
            return true
        }
    }

    /// The scene's value at an import key (`layout.anchors.full.absoluteInset`,
    /// `appearance.grabberHandleSize.width`, `appearance.shadows.radius`).
    static func resolvedValue(_ key: String, in panel: JSONValue) -> JSONValue? {
        var parts = key.split(separator: ".").map(String.init)
        // Per-transition progress and rubber-band answers are lists, not one literal each.
        if parts.starts(with: ["behavior", "redirectionalProgress"]), parts.count > 2 { return nil }
        if parts.count >= 2, parts[0] == "appearance", parts[1] == "shadows" { parts.insert("0", at: 2) }
        var current = panel
        for part in parts {
            switch current.kind {
            case .object(let object):
                guard let next = object[part]?.value else { return nil }
                current = next
            case .array(let elements):
                let index = ["width": 0, "height": 1][part] ?? Int(part)
                guard let index, elements.indices.contains(index) else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }

    static func describe(_ value: JSONValue) -> String {
        switch value.kind {
        case .number(let number): return ExportNumber.exact(number)
        case .string(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        default: return value.typeDescription
        }
    }

    /// The text of file `file` with the edits applied, last first so earlier offsets stay valid.
    package func apply(to source: SwiftSourceFile, file: Int) -> [UInt8] {
        var bytes = source.bytes
        for edit in edits.filter({ $0.file == file }).sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return bytes
    }
}
