import PanelConfig

/// Where an imported value was written: the expression, in which file, and what it evaluated to.
/// `export --into` rewrites the literals these point at.
package struct SwiftValueOrigin: Sendable {
    package let file: Int
    package let node: SwiftSyntaxNode
    package let value: SwiftValue
}

/// What one import gathers while it reads: the declarations, the located warnings, and the
/// origin of every value it took from the source, by key path (`layout.anchors.full.absoluteInset`).
package struct SwiftImportContext {
    package let declarations: SwiftDeclarations
    package private(set) var warnings: [String] = []
    package private(set) var origins: [String: SwiftValueOrigin] = [:]

    package init(declarations: SwiftDeclarations) {
        self.declarations = declarations
    }

    package func evaluator(file: Int, bindings: [String: SwiftValue] = [:]) -> SwiftEvaluator {
        SwiftEvaluator(declarations: declarations, file: file, bindings: bindings)
    }

    /// The value of a property of a FloatingPanel type, and the node it was written as (the
    /// returned expression of a getter).
    package func value(of source: FloatingPanelType.PropertySource) -> (SwiftValue, SwiftSyntaxNode, Int) {
        switch source {
        case .stored(let node, let file), .assigned(let node, let file):
            return (evaluator(file: file).value(node), node, file)
        case .computed(let body, let file):
            let trace = SwiftReturnTrace()
            let value = evaluator(file: file).bodyValue(body, trace: trace)
            return (value, trace.node ?? body, file)
        }
    }

    /// `value` as a number for `key`; a value that is not a constant is warned about at its place
    /// and `fallback` is used.
    package mutating func number(
        _ value: SwiftValue, node: SwiftSyntaxNode, file: Int, key: String, fallback: Double
    ) -> Double {
        if let number = Self.number(value) {
            origins[key] = SwiftValueOrigin(file: file, node: node, value: value)
            return number
        }
        notConstant(value, node: node, file: file, key: key, using: ExportNumber.exact(fallback))
        return fallback
    }

    /// A number, also from a named deceleration rate (`.fast`, `UIScrollView.DecelerationRate.normal`).
    package static func number(_ value: SwiftValue) -> Double? {
        if let number = value.number { return number }
        if let name = value.memberName { return SwiftEvaluator.namedDecelerationRates[name] }
        return nil
    }

    /// Records where a value that is not a number (a state name, an edge) was written.
    package mutating func record(_ key: String, node: SwiftSyntaxNode, file: Int, value: SwiftValue) {
        origins[key] = SwiftValueOrigin(file: file, node: node, value: value)
    }

    /// `FILE:LINE:COL: warning: TEXT is not a constant; using VALUE for KEY`.
    package mutating func notConstant(
        _ value: SwiftValue, node: SwiftSyntaxNode, file: Int, key: String, using fallback: String
    ) {
        let source = declarations.files[file]
        let unknown =
            value.unknown
            ?? SwiftUnknown(text: source.text(of: node) ?? node.kind, position: source.position(node.start))
        warnings.append(
            "\(unknown.position): warning: '\(unknown.text)' is not a constant; using \(fallback) for \(key)")
    }

    /// A located warning about something the import reads differently or leaves out.
    package mutating func warn(file: Int, offset: Int?, _ message: String) {
        warnings.append("\(declarations.files[file].position(offset)): warning: \(message)")
    }
}

/// The expression a getter or method returned, recorded while its body is evaluated.
package final class SwiftReturnTrace {
    package var node: SwiftSyntaxNode?

    package init() {}
}
