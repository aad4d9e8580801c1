/// Evaluates the expressions and small function bodies FloatingPanel code is written with, from
/// the source alone: literals and their arithmetic, names of other constants in the files,
/// `CGFloat(…)`, UIKit's named deceleration rates, `?:`, `if` and `switch` over a parameter.
/// Anything else is `.unknown`, with its text and place, for the caller to warn about.
package struct SwiftEvaluator {
    let declarations: SwiftDeclarations
    let file: Int
    /// Parameters and local constants in scope.
    var bindings: [String: SwiftValue] = [:]
    /// The constant lookups under way, so a constant defined through itself is unknown, not a loop.
    private var resolving: Set<String> = []
    /// Records the expression a body returns, for the caller that rewrites it.
    private var trace: SwiftReturnTrace?

    /// UIKit's `UIScrollView.DecelerationRate` values (UIScrollView's documentation).
    package static let namedDecelerationRates: [String: Double] = ["normal": 0.998, "fast": 0.99]

    package init(declarations: SwiftDeclarations, file: Int, bindings: [String: SwiftValue] = [:]) {
        self.declarations = declarations
        self.file = file
        self.bindings = bindings
    }

    private var source: SwiftSourceFile { declarations.files[file] }

    /// The value of `node`, or `.unknown` naming the part that is not a constant.
    package func value(_ node: SwiftSyntaxNode) -> SwiftValue {
        switch node.kind {
        case "integer_literal_expr", "float_literal_expr":
            guard let number = node.attributes["value"].flatMap(SwiftNumber.value) else { return unknown(node) }
            return .number(node.attributes["negative"] == "true" ? -number : number)
        case "boolean_literal_expr":
            return .bool(node.attributes["value"] == "true")
        case "string_literal_expr":
            return .string(node.attributes["value"] ?? "")
        case "unresolved_member_expr":
            return .member([node.attributes["name"] ?? ""])
        case "unresolved_decl_ref_expr":
            return reference(node)
        case "unresolved_dot_expr":
            return memberAccess(node)
        case "call_expr":
            return call(node)
        case "sequence_expr":
            return sequence(node)
        case "paren_expr":
            return node.children.first.map { value($0.node) } ?? unknown(node)
        case "tuple_expr":
            let elements = node.children("elements")
            if elements.count == 1, node.attributes["labels"] == nil { return value(elements[0]) }
            return .tuple(elements.map(value))
        case "array_expr":
            return .array(node.children("elements").map(value))
        case "dictionary_expr":
            return .dictionary(
                node.children("elements").compactMap { pair in
                    let parts = pair.children("elements")
                    guard parts.count == 2 else { return nil }
                    return (key: value(parts[0]), value: value(parts[1]))
                })
        case "prefix_unary_expr":
            return prefix(node)
        case "single_value_stmt_expr":
            return node.children.first.map { statementValue($0.node) } ?? unknown(node)
        default:
            return unknown(node)
        }
    }

    /// What a function or getter body returns: its `return`, or its single expression.
    package func bodyValue(_ body: SwiftSyntaxNode, trace: SwiftReturnTrace? = nil) -> SwiftValue {
        var scope = self
        scope.trace = trace ?? self.trace
        let elements = body.children("elements")
        if elements.count == 1, elements[0].kind.hasSuffix("_expr") {
            scope.trace?.node = elements[0]
            return value(elements[0])
        }
        for element in elements {
            switch element.kind {
            case "pattern_binding_decl":
                for entry in element.children("pattern_entries") {
                    if let name = SwiftDeclarations.boundName(entry), let initializer = entry.child("original_init") {
                        scope.bindings[name] = scope.value(initializer)
                    }
                }
            case "var_decl":
                continue
            default:
                if let result = scope.statementResult(element) { return result }
            }
        }
        return unknown(body)
    }

    /// A statement's returned value, nil when it falls through.
    private func statementResult(_ statement: SwiftSyntaxNode) -> SwiftValue? {
        switch statement.kind {
        case "return_stmt":
            guard let result = statement.child("result") else { return unknown(statement) }
            trace?.node = result
            return value(result)
        case "switch_stmt", "if_stmt", "brace_stmt":
            let result = statementValue(statement)
            if case .unknown(let missing) = result, missing.text == "" { return nil }
            return result
        default:
            return unknown(statement)
        }
    }

    /// The value a `switch`, `if` or block yields (as a statement with `return`s or as an
    /// expression); an empty unknown when it yields nothing, so the caller goes on.
    private func statementValue(_ statement: SwiftSyntaxNode) -> SwiftValue {
        switch statement.kind {
        case "brace_stmt":
            return bodyValue(statement)
        case "switch_stmt":
            guard let subject = statement.child("subject_expr") else { return unknown(statement) }
            let subjectValue = value(subject)
            if subjectValue.unknown != nil { return subjectValue }
            for caseNode in statement.children("cases") {
                for item in caseNode.children("case_label_items") {
                    guard matches(item, subjectValue) else { continue }
                    return caseNode.child("body").map { bodyValue($0) } ?? unknown(caseNode)
                }
            }
            return .unknown(SwiftUnknown(text: "", position: source.position(statement.start)))
        case "if_stmt":
            for condition in statement.children("conditions") {
                // `if case .full = state`: a pattern matched against a value.
                let test =
                    condition.kind == "pattern"
                    ? patternCondition(condition) : value(condition)
                guard let flag = test.bool else { return test.unknown.map(SwiftValue.unknown) ?? unknown(condition) }
                if !flag {
                    guard let otherwise = statement.child("else_stmt") else {
                        return .unknown(SwiftUnknown(text: "", position: source.position(statement.start)))
                    }
                    return statementValue(otherwise)
                }
            }
            return statement.child("then_stmt").map(statementValue) ?? unknown(statement)
        default:
            return statementResult(statement) ?? unknown(statement)
        }
    }

    private func patternCondition(_ condition: SwiftSyntaxNode) -> SwiftValue {
        guard let pattern = condition.child("pattern"), let subjectNode = condition.child("initializer") else {
            return unknown(condition)
        }
        let subject = value(subjectNode)
        if subject.unknown != nil { return subject }
        return .bool(matches(pattern: pattern, subject))
    }

    private func matches(_ item: SwiftSyntaxNode, _ subject: SwiftValue) -> Bool {
        if item.attributes["default"] == "true" { return true }
        guard let pattern = item.child("pattern") else { return false }
        return matches(pattern: pattern, subject)
    }

    private func matches(pattern: SwiftSyntaxNode, _ subject: SwiftValue) -> Bool {
        switch pattern.kind {
        case "pattern_any": return true
        case "pattern_expr":
            return pattern.child("sub_expr").map { Self.equal(value($0), subject) ?? false } ?? false
        case "pattern_tuple":
            guard case .tuple(let parts) = subject else { return false }
            let elements = pattern.children("elements")
            return elements.count == parts.count && zip(elements, parts).allSatisfy { matches(pattern: $0, $1) }
        default:
            return pattern.children.first.map { matches(pattern: $0.node, subject) } ?? false
        }
    }

    /// Whether two values are equal; nil when that cannot be known. Names compare by their last
    /// part, so `.full` equals `FloatingPanelState.full`.
    package static func equal(_ a: SwiftValue, _ b: SwiftValue) -> Bool? {
        switch (a, b) {
        case (.number(let x), .number(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.member(let x), .member(let y)): return x.last == y.last
        case (.tuple(let x), .tuple(let y)):
            guard x.count == y.count else { return false }
            var all = true
            for (p, q) in zip(x, y) {
                guard let same = equal(p, q) else { return nil }
                all = all && same
            }
            return all
        default: return nil
        }
    }

    // MARK: Names

    private func reference(_ node: SwiftSyntaxNode) -> SwiftValue {
        let name = node.attributes["name"] ?? ""
        if let bound = bindings[name] { return bound }
        if let constant = lookUp(name) { return constant }
        // A type or module name starts a qualified name; anything else is a variable.
        if name.first?.isUppercase == true { return .member([name]) }
        return unknown(node)
    }

    private func memberAccess(_ node: SwiftSyntaxNode) -> SwiftValue {
        guard let baseNode = node.child("base"), let field = node.attributes["field"] else { return unknown(node) }
        if baseNode.kind == "unresolved_decl_ref_expr", ["self", "Self"].contains(baseNode.attributes["name"]) {
            return lookUp(field) ?? unknown(node)
        }
        let base = value(baseNode)
        guard case .member(let path) = base else { return base.unknown != nil ? base : unknown(node) }
        if field == "rawValue", path.count >= 1, let rate = Self.namedDecelerationRates[path.last!],
            path.count == 1 || path.dropLast().last == "DecelerationRate"
        {
            return .number(rate)
        }
        if let constant = lookUp(path.joined(separator: ".") + "." + field) { return constant }
        if path.last == "CGFloat" || path.last == "Double", field == "zero" { return .number(0) }
        return .member(path + [field])
    }

    private func lookUp(_ name: String) -> SwiftValue? {
        guard let constant = declarations.constants[name], !resolving.contains(name) else { return nil }
        var inner = SwiftEvaluator(declarations: declarations, file: constant.file)
        inner.resolving = resolving.union([name])
        return inner.value(constant.initializer)
    }

    // MARK: Calls and operators

    private func call(_ node: SwiftSyntaxNode) -> SwiftValue {
        guard let callee = node.child("fn") else { return unknown(node) }
        let arguments = (node.child("args")?.children("args") ?? []).map { argument in
            let expression = argument.child("expr") ?? argument
            return SwiftArgument(
                label: argument.attributes["label"], value: value(expression), node: expression, file: file)
        }
        if callee.kind == "closure_expr", arguments.isEmpty, let body = callee.child("body") { return bodyValue(body) }
        let name: [String]
        switch value(callee) {
        case .member(let path): name = path
        default: return unknown(node)
        }
        // Conversions between number types keep the number.
        if ["CGFloat", "Double", "Float", "Int", "TimeInterval"].contains(name.last ?? ""), arguments.count == 1,
            arguments[0].label == nil
        {
            return arguments[0].value
        }
        return .call(name: name, arguments: arguments)
    }

    private func prefix(_ node: SwiftSyntaxNode) -> SwiftValue {
        guard let operatorName = node.child("fn")?.attributes["name"], let operand = node.child("arg") else {
            return unknown(node)
        }
        let operandValue = value(operand)
        switch (operatorName, operandValue) {
        case ("-", .number(let number)): return .number(-number)
        case ("!", .bool(let flag)): return .bool(!flag)
        case (_, .unknown): return operandValue
        default: return unknown(node)
        }
    }

    /// An infix sequence, folded by Swift's standard precedences; `as` casts keep the value.
    private func sequence(_ node: SwiftSyntaxNode) -> SwiftValue {
        var operands: [SwiftSyntaxNode] = []
        var operators: [SwiftSyntaxNode] = []
        var expectsOperand = true
        for element in node.children("elements") {
            if ["coerce_expr", "conditional_checked_cast_expr", "forced_checked_cast_expr"].contains(element.kind) {
                continue
            }
            if expectsOperand { operands.append(element) } else { operators.append(element) }
            expectsOperand.toggle()
        }
        guard operands.count == operators.count + 1 else { return unknown(node) }
        return fold(operands, operators, 0..<operators.count, whole: node)
    }

    private static func precedence(_ node: SwiftSyntaxNode) -> (level: Int, rightAssociative: Bool) {
        switch node.kind {
        case "ternary_expr": return (100, true)
        case "assign_expr": return (90, true)
        default: break
        }
        switch node.attributes["name"] ?? "" {
        case "*", "/", "%": return (150, false)
        case "+", "-": return (140, false)
        case "??": return (131, true)
        case "<", ">", "<=", ">=", "==", "!=": return (130, false)
        case "&&": return (120, false)
        case "||": return (110, false)
        default: return (140, false)
        }
    }

    /// The value of operands `range.lowerBound…range.upperBound` joined by `operators[range]`.
    private func fold(
        _ operands: [SwiftSyntaxNode], _ operators: [SwiftSyntaxNode], _ range: Range<Int>, whole: SwiftSyntaxNode
    ) -> SwiftValue {
        guard !range.isEmpty else { return value(operands[range.lowerBound]) }
        var split = range.lowerBound
        for index in range {
            let candidate = Self.precedence(operators[index])
            let current = Self.precedence(operators[split])
            if candidate.level < current.level || (candidate.level == current.level && !candidate.rightAssociative) {
                split = index
            }
        }
        let operatorNode = operators[split]
        let left = fold(operands, operators, range.lowerBound..<split, whole: whole)
        if operatorNode.kind == "ternary_expr" {
            guard let condition = left.bool else { return left.unknown.map(SwiftValue.unknown) ?? unknown(whole) }
            if condition { return operatorNode.child("then_expr").map(value) ?? unknown(whole) }
            return fold(operands, operators, (split + 1)..<range.upperBound, whole: whole)
        }
        let right = fold(operands, operators, (split + 1)..<range.upperBound, whole: whole)
        return apply(operatorNode.attributes["name"] ?? "", left, right, whole: whole)
    }

    private func apply(_ name: String, _ left: SwiftValue, _ right: SwiftValue, whole: SwiftSyntaxNode) -> SwiftValue {
        switch (name, left, right) {
        case ("+", .number(let x), .number(let y)): return .number(x + y)
        case ("-", .number(let x), .number(let y)): return .number(x - y)
        case ("*", .number(let x), .number(let y)): return .number(x * y)
        case ("/", .number(let x), .number(let y)) where y != 0: return .number(x / y)
        case ("<", .number(let x), .number(let y)): return .bool(x < y)
        case (">", .number(let x), .number(let y)): return .bool(x > y)
        case ("<=", .number(let x), .number(let y)): return .bool(x <= y)
        case (">=", .number(let x), .number(let y)): return .bool(x >= y)
        case ("&&", .bool(let x), .bool(let y)): return .bool(x && y)
        case ("||", .bool(let x), .bool(let y)): return .bool(x || y)
        case ("==", _, _): return Self.equal(left, right).map(SwiftValue.bool) ?? unknown(whole)
        case ("!=", _, _): return Self.equal(left, right).map { .bool(!$0) } ?? unknown(whole)
        default: return unknown(whole)
        }
    }

    /// `node` as not a constant, with its text and place.
    package func unknown(_ node: SwiftSyntaxNode) -> SwiftValue {
        let text = source.text(of: node) ?? node.name ?? node.kind
        return .unknown(SwiftUnknown(text: text, position: source.position(node.start)))
    }
}
