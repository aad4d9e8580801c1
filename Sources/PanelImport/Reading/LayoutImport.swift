import PanelConfig

/// Reads a FloatingPanel layout type into a layout config (Docs/config.md): position, initial
/// state, anchors of every anchor type, custom states' orders and `backdropAlpha(for:)`.
struct LayoutImport {
    /// FloatingPanelBottomLayout's own values (FloatingPanel's `Layout.swift`).
    static let bottomLayoutAnchors: [String: ExportJSONValue] = [
        "full": .object(["absoluteInset": .number(18), "edge": .string("top"), "referenceGuide": .string("safeArea")]),
        "half": .object([
            "fractionalInset": .number(0.5), "edge": .string("bottom"), "referenceGuide": .string("safeArea"),
        ]),
        "tip": .object(["absoluteInset": .number(69), "edge": .string("bottom"), "referenceGuide": .string("safeArea")]
        ),
    ]
    static let builtInOrders: [String: Double] = ["full": 1000, "half": 500, "tip": 100, "hidden": 0]

    let type: FloatingPanelType

    /// The layout config, and the states it has from most to least expanded.
    func read(into context: inout SwiftImportContext) -> (config: [String: ExportJSONValue], states: [String]) {
        var config: [String: ExportJSONValue] = ["position": .string("bottom"), "initialState": .string("half")]
        for key in ["position", "initialState"] {
            guard let source = type.property(key) else { continue }
            let (value, node, file) = context.value(of: source)
            guard let name = value.memberName else {
                context.notConstant(
                    value, node: node, file: file, key: "layout.\(key)", using: "'\(config[key]!.stringText)'")
                continue
            }
            config[key] = .string(name)
            context.record("layout.\(key)", node: node, file: file, value: value)
        }
        var anchors: [String: ExportJSONValue] = [:]
        var orders: [String: Double] = Self.builtInOrders
        if let source = type.property("anchors") {
            let (value, node, file) = context.value(of: source)
            guard case .dictionary(let entries) = value else {
                context.notConstant(
                    value, node: node, file: file, key: "layout.anchors", using: "FloatingPanelBottomLayout's anchors")
                anchors = Self.bottomLayoutAnchors
                return finish(config, anchors, orders, &context)
            }
            for entry in entries {
                guard let state = entry.key.memberName else {
                    context.notConstant(
                        entry.key, node: node, file: file, key: "a state of layout.anchors", using: "nothing")
                    continue
                }
                if Self.builtInOrders[state] == nil { orders[state] = customOrder(state, context: context) }
                guard let anchor = AnchorImport.read(entry.value, state: state, node: node, file: file, into: &context)
                else { continue }
                var object = anchor
                if Self.builtInOrders[state] == nil { object["order"] = .number(orders[state] ?? 750) }
                anchors[state] = .object(object)
            }
        } else {
            anchors = Self.bottomLayoutAnchors
        }
        return finish(config, anchors, orders, &context)
    }

    private func finish(
        _ base: [String: ExportJSONValue], _ anchors: [String: ExportJSONValue], _ orders: [String: Double],
        _ context: inout SwiftImportContext
    ) -> (config: [String: ExportJSONValue], states: [String]) {
        var config = base
        config["anchors"] = .object(anchors)
        let states = anchors.keys.sorted { (orders[$0] ?? 0, $0) > (orders[$1] ?? 0, $1) }
        if let alpha = backdropAlpha(states: states, into: &context) { config["backdropAlpha"] = .object(alpha) }
        return (config, states)
    }

    /// A custom state's order from its declaration, `static let name = FloatingPanelState(rawValue:order:)`.
    private func customOrder(_ state: String, context: SwiftImportContext) -> Double {
        guard let constant = context.declarations.constants["FloatingPanelState.\(state)"] else { return 750 }
        let value = context.evaluator(file: constant.file).value(constant.initializer)
        return value.argument("order")?.value.number ?? 750
    }

    /// `backdropAlpha(for:)` at every state: a constant, a ternary, an `if` or a `switch` over the state.
    private func backdropAlpha(states: [String], into context: inout SwiftImportContext) -> [String: ExportJSONValue]? {
        guard let method = type.method("backdropAlpha"), let parameter = method.parameters.first else { return nil }
        var alphas: [String: ExportJSONValue] = [:]
        // The backdrop is always clear at `hidden` (Docs/engine.md §9), so its answer there is not read.
        for state in states where alphas[state] == nil && state != "hidden" {
            let trace = SwiftReturnTrace()
            let evaluator = context.evaluator(file: method.file, bindings: [parameter: .member([state])])
            let value = evaluator.bodyValue(method.body, trace: trace)
            let fallback = state == "full" ? 0.3 : 0
            let alpha = context.number(
                value, node: trace.node ?? method.body, file: method.file, key: "layout.backdropAlpha.\(state)",
                fallback: fallback)
            alphas[state] = .number(alpha)
        }
        return alphas
    }
}

extension ExportJSONValue {
    /// A string value's text ("" for other values), for messages.
    var stringText: String {
        if case .string(let text) = self { return text }
        return ""
    }
}
