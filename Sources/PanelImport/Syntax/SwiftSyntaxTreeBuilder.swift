import PanelConfig

/// Turns the parse dump's JSON into `SwiftSyntaxNode`s and finds each expression leaf's token.
///
/// The walk follows source order (a member access's base before its name, a call's callee before
/// its arguments). A node with a range moves the token cursor to the range's start; a leaf takes
/// the next token that reads the same within a short window, so tokens the dump does not
/// mention (keywords, punctuation, argument labels) are passed over.
struct SwiftSyntaxTreeBuilder {
    let tokens: [SwiftToken]
    private var cursor = 0

    /// Members that are compiler bookkeeping or repeat another member.
    private static let ignoredMembers: Set<String> = [
        "_kind", "decl_context", "init_context", "implicit_self_decl", "function_ref", "compiler_version",
        "processed_init", "range", "name", "for", "type", "builtin_initializer",
    ]

    /// How many tokens a leaf may be past the cursor: enough for labels and punctuation between
    /// two leaves, small enough that a leaf missing from the text does not pull the cursor far.
    private static let searchWindow = 24

    init(tokens: [SwiftToken]) {
        self.tokens = tokens
    }

    mutating func node(_ value: JSONValue) -> SwiftSyntaxNode? {
        guard let object = value.objectValue, let kind = object["_kind"]?.value.stringValue else { return nil }
        let range = Self.range(object["range"]?.value)
        if let range { moveCursor(to: range.lowerBound) }
        var attributes: [String: String] = [:]
        for member in object.members where !Self.ignoredMembers.contains(member.key) {
            switch member.value.kind {
            case .string(let text): attributes[member.key] = text
            case .bool(let flag): attributes[member.key] = flag ? "true" : "false"
            case .number(let number): attributes[member.key] = String(number)
            default: break
            }
        }
        let name = Self.declName(object["name"]?.value) ?? object["name"]?.value.stringValue
        // A referenced name (`unresolved_decl_ref_expr`, `unresolved_member_expr`) is an attribute
        // like a member access's `field`.
        if let referenced = object["name"]?.value.stringValue { attributes["name"] = referenced }
        // A method's argument labels: `_:animatorForPresentingTo:` for `floatingPanel(_:animatorForPresentingTo:)`.
        if let labels = object["name"]?.value.objectValue?["args"]?.value.arrayValue {
            attributes["argumentLabels"] = labels.compactMap { $0.stringValue.map { ($0.isEmpty ? "_" : $0) + ":" } }
                .joined()
        }
        var children: [SwiftSyntaxNode.Child] = []
        var token: Range<Int>?
        // A member access is written base first, then `.field`.
        let fieldAfterBase = kind == "unresolved_dot_expr"
        if !fieldAfterBase { token = matchLeaf(kind: kind, attributes: attributes, name: name) }
        for member in object.members where !Self.ignoredMembers.contains(member.key) {
            switch member.value.kind {
            case .object:
                if let child = node(member.value) { children.append(.init(role: member.key, node: child)) }
            case .array(let elements):
                for element in elements {
                    if let child = node(element) { children.append(.init(role: member.key, node: child)) }
                }
            default: break
            }
        }
        if fieldAfterBase { token = matchLeaf(kind: kind, attributes: attributes, name: name) }
        return SwiftSyntaxNode(
            kind: kind, attributes: attributes, name: name, children: children, range: range, token: token)
    }

    private mutating func moveCursor(to offset: Int) {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        cursor = low
    }

    /// The token of a leaf, found at or after the cursor; the cursor moves past it.
    private mutating func matchLeaf(kind: String, attributes: [String: String], name: String?) -> Range<Int>? {
        let wanted: (SwiftToken) -> Bool
        var includesLeadingSign = false
        var includesLeadingDot = false
        switch kind {
        case "integer_literal_expr", "float_literal_expr":
            guard let value = attributes["value"].flatMap(SwiftNumber.value) else { return nil }
            wanted = { $0.kind == .number && SwiftNumber.value($0.text) == value }
            includesLeadingSign = attributes["negative"] == "true"
        case "string_literal_expr":
            guard let text = attributes["value"] else { return nil }
            wanted = { $0.kind == .string && $0.text == text }
        case "boolean_literal_expr":
            guard let text = attributes["value"] else { return nil }
            wanted = { $0.kind == .identifier && $0.text == text }
        case "nil_literal_expr":
            wanted = { $0.kind == .identifier && $0.text == "nil" }
        case "unresolved_decl_ref_expr":
            guard let text = attributes["name"] ?? name else { return nil }
            wanted = { $0.text == text && $0.kind != .string && $0.kind != .number }
        case "unresolved_member_expr":
            guard let text = attributes["name"] ?? name else { return nil }
            wanted = { $0.kind == .identifier && $0.text == text }
            includesLeadingDot = true
        case "unresolved_dot_expr":
            guard let text = attributes["field"] else { return nil }
            wanted = { $0.kind == .identifier && $0.text == text }
        default:
            return nil
        }
        let limit = min(tokens.count, cursor + Self.searchWindow)
        guard let index = (cursor..<limit).first(where: { wanted(tokens[$0]) }) else { return nil }
        cursor = index + 1
        var start = tokens[index].start
        if includesLeadingSign, index > 0, tokens[index - 1].text == "-" { start = tokens[index - 1].start }
        if includesLeadingDot, index > 0, tokens[index - 1].text == "." { start = tokens[index - 1].start }
        return start..<tokens[index].end
    }

    private static func range(_ value: JSONValue?) -> Range<Int>? {
        guard let object = value?.objectValue, case .number(let start)? = object["start"]?.value.kind,
            case .number(let end)? = object["end"]?.value.kind, start >= 0, end >= start
        else { return nil }
        return Int(start)..<Int(end)
    }

    private static func declName(_ value: JSONValue?) -> String? {
        guard let base = value?.objectValue?["base_name"]?.value.objectValue else { return nil }
        return base["name"]?.value.stringValue ?? base["special"]?.value.stringValue
    }
}
