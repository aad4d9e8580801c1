/// What an expression evaluates to when its value is known from the source alone.
package indirect enum SwiftValue: Sendable {
    case number(Double)
    case bool(Bool)
    case string(String)
    /// A name, possibly qualified: `.fast` is `["fast"]`, `FloatingPanelState.full` is
    /// `["FloatingPanelState", "full"]`.
    case member([String])
    /// A call of a type or function by name, with its labelled arguments.
    case call(name: [String], arguments: [SwiftArgument])
    case array([SwiftValue])
    case dictionary([(key: SwiftValue, value: SwiftValue)])
    case tuple([SwiftValue])
    /// Not a constant: what it was and where it starts.
    case unknown(SwiftUnknown)

    package var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    package var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The last part of a name (`full` for `FloatingPanel.FloatingPanelState.full`).
    package var memberName: String? {
        if case .member(let path) = self { return path.last }
        return nil
    }

    /// The unknown part, if the value is not a constant.
    package var unknown: SwiftUnknown? {
        if case .unknown(let unknown) = self { return unknown }
        return nil
    }

    /// The type or function named by a call, last part only (`SurfaceAppearance.Shadow` → `Shadow`).
    package var callName: String? {
        if case .call(let name, _) = self { return name.last }
        return nil
    }

    /// A call's argument with `label`.
    package func argument(_ label: String) -> SwiftArgument? {
        if case .call(_, let arguments) = self { return arguments.first { $0.label == label } }
        return nil
    }

    /// A call's argument labels, `absoluteInset:edge:referenceGuide:` style.
    package var argumentLabels: [String] {
        if case .call(_, let arguments) = self { return arguments.map { $0.label ?? "_" } }
        return []
    }
}

/// One argument of a call: its label, value and the syntax it was written as.
package struct SwiftArgument: Sendable {
    package let label: String?
    package let value: SwiftValue
    package let node: SwiftSyntaxNode
    /// The index of the file the argument is written in.
    package let file: Int
}

/// An expression that is not a constant: its source text and where it starts (`FILE:LINE:COL`).
package struct SwiftUnknown: Sendable {
    package let text: String
    package let position: String
}
