import PanelConfig

/// Reads a FloatingPanel behavior type into a behavior config (Docs/config.md): the spring and
/// projection values, `removalInteractionVelocityThreshold`, and the methods
/// `shouldProjectMomentum(_:to:)`, `redirectionalProgress(_:from:to:)` and
/// `allowsRubberBanding(for:)` evaluated at every state or edge.
struct BehaviorImport {
    static let numberKeys = [
        "springDecelerationRate", "springResponseTime", "momentumProjectionRate",
        "removalInteractionVelocityThreshold",
    ]
    /// FloatingPanel's defaults (`Behavior.swift`), used when a value is not a constant.
    static let defaults: [String: Double] = [
        "springDecelerationRate": 0.991, "springResponseTime": 0.4, "momentumProjectionRate": 0.998,
        "removalInteractionVelocityThreshold": 5.5, "redirectionalProgress": 0.5,
    ]

    let type: FloatingPanelType
    /// The layout's states, most expanded first.
    let states: [String]
    /// The layout's position: FloatingPanel asks a left or right panel `.top` below its smallest
    /// coordinate and `.bottom` beyond its largest, which the configs call `left` and `right`
    /// (Docs/engine.md §16.2-2).
    let position: String

    func read(into context: inout SwiftImportContext) -> [String: ExportJSONValue] {
        var config: [String: ExportJSONValue] = [:]
        for key in Self.numberKeys {
            guard let source = type.property(key) else { continue }
            let (value, node, file) = context.value(of: source)
            config[key] = .number(
                context.number(value, node: node, file: file, key: "behavior.\(key)", fallback: Self.defaults[key]!))
        }
        if let progress = redirectionalProgress(into: &context) { config["redirectionalProgress"] = progress }
        if let projection = shouldProjectMomentum(into: &context) { config["shouldProjectMomentum"] = projection }
        if let edges = allowsRubberBanding(into: &context) { config["allowsRubberBanding"] = edges }
        return config
    }

    /// `shouldProjectMomentum(_:to:)` at every state: true or false when it answers the same for
    /// all, else the states it answers true for.
    private func shouldProjectMomentum(into context: inout SwiftImportContext) -> ExportJSONValue? {
        guard let method = type.method("shouldProjectMomentum") else { return nil }
        var projected: [String] = []
        for state in states {
            guard let flag = answer(method, [1: .member([state])], key: "behavior.shouldProjectMomentum", &context)
            else { continue }
            if flag { projected.append(state) }
        }
        if projected.count == states.count { return .bool(true) }
        return projected.isEmpty ? .bool(false) : .array(projected.map(ExportJSONValue.string))
    }

    /// `allowsRubberBanding(for:)` at every edge: the edges it answers true for.
    private func allowsRubberBanding(into context: inout SwiftImportContext) -> ExportJSONValue? {
        guard let method = type.method("allowsRubberBanding") else { return nil }
        let edges = ["top", "left", "bottom", "right"].filter { edge in
            answer(method, [0: .member([edge])], key: "behavior.allowsRubberBanding", &context) == true
        }
        let sideways = ["left", "right"].contains(position)
        let sandboxEdges =
            sideways
            ? edges.compactMap { ["top": "left", "bottom": "right"][$0] }
            : edges.filter { $0 == "top" || $0 == "bottom" }
        return .array(sandboxEdges.map(ExportJSONValue.string))
    }

    /// `redirectionalProgress(_:from:to:)` for every pair of neighbouring states: one number when
    /// all agree, else its answer for states no case names (its `default:`) as the default and
    /// the pairs that differ from it.
    private func redirectionalProgress(into context: inout SwiftImportContext) -> ExportJSONValue? {
        if let source = type.property("redirectionalProgress") {
            let (value, node, file) = context.value(of: source)
            return .number(
                context.number(value, node: node, file: file, key: "behavior.redirectionalProgress", fallback: 0.5))
        }
        guard let method = type.method("redirectionalProgress") else { return nil }
        var pairs: [(from: String, to: String, value: Double)] = []
        for (index, state) in states.enumerated() {
            for neighbour in [index - 1, index + 1] where states.indices.contains(neighbour) {
                let trace = SwiftReturnTrace()
                let bindings = binding(method, [1: .member([state]), 2: .member([states[neighbour]])])
                let value = context.evaluator(file: method.file, bindings: bindings).bodyValue(
                    method.body, trace: trace)
                let progress = context.number(
                    value, node: trace.node ?? method.body, file: method.file,
                    key: "behavior.redirectionalProgress.\(state).\(states[neighbour])", fallback: 0.5)
                pairs.append((state, states[neighbour], progress))
            }
        }
        let unnamed = binding(method, [1: .member(["<no state>"]), 2: .member(["<no state>"])])
        let otherwise = context.evaluator(file: method.file, bindings: unnamed).bodyValue(method.body).number
        let counts = Dictionary(grouping: pairs, by: \.value).mapValues(\.count)
        let common = counts.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) })?.key
        guard let fallback = otherwise ?? common else { return nil }
        let others = pairs.filter { $0.value != fallback }
        if others.isEmpty { return .number(fallback) }
        return .object([
            "default": .number(fallback),
            "pairs": .array(
                others.map { .object(["from": .string($0.from), "to": .string($0.to), "value": .number($0.value)]) }),
        ])
    }

    /// A Bool method's answer with the parameters at the given positions bound; nil (warned)
    /// when it is not a constant.
    private func answer(
        _ method: (body: SwiftSyntaxNode, parameters: [String], file: Int), _ arguments: [Int: SwiftValue],
        key: String, _ context: inout SwiftImportContext
    ) -> Bool? {
        let trace = SwiftReturnTrace()
        let value = context.evaluator(file: method.file, bindings: binding(method, arguments)).bodyValue(
            method.body, trace: trace)
        if let flag = value.bool { return flag }
        context.notConstant(value, node: trace.node ?? method.body, file: method.file, key: key, using: "false")
        return nil
    }

    private func binding(
        _ method: (body: SwiftSyntaxNode, parameters: [String], file: Int), _ arguments: [Int: SwiftValue]
    ) -> [String: SwiftValue] {
        var bindings: [String: SwiftValue] = [:]
        for (position, value) in arguments where method.parameters.indices.contains(position) {
            bindings[method.parameters[position]] = value
        }
        return bindings
    }
}
