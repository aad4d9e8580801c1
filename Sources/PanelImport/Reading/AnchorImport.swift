import PanelConfig

/// Reads one anchor of a layout's `anchors`: `FloatingPanelLayoutAnchor(absoluteInset:|
/// fractionalInset:edge:referenceGuide:)`, `FloatingPanelIntrinsicLayoutAnchor(…)` and
/// `FloatingPanelAdaptiveLayoutAnchor(…)` (FloatingPanel's `LayoutAnchoring.swift`).
enum AnchorImport {
    static func read(
        _ value: SwiftValue, state: String, node: SwiftSyntaxNode, file: Int, into context: inout SwiftImportContext
    ) -> [String: ExportJSONValue]? {
        let key = "layout.anchors.\(state)"
        switch value.callName {
        case "FloatingPanelLayoutAnchor":
            var anchor: [String: ExportJSONValue] = [:]
            if !readNumber(value, "absoluteInset", key, &anchor, &context, fallback: 0) {
                _ = readNumber(value, "fractionalInset", key, &anchor, &context, fallback: 0.5)
            }
            anchor["edge"] = .string(name(value, "edge", key, &context, fallback: "bottom"))
            anchor["referenceGuide"] = .string(name(value, "referenceGuide", key, &context, fallback: "safeArea"))
            return anchor
        case "FloatingPanelIntrinsicLayoutAnchor", "FloatingPanelAdaptiveLayoutAnchor":
            let adaptive = value.callName == "FloatingPanelAdaptiveLayoutAnchor"
            var anchor: [String: ExportJSONValue] = ["type": .string(adaptive ? "adaptive" : "intrinsic")]
            if !readNumber(value, "absoluteOffset", key, &anchor, &context, fallback: 0) {
                if !readNumber(value, "fractionalOffset", key, &anchor, &context, fallback: 0) {
                    anchor["absoluteOffset"] = .number(0)
                }
            }
            anchor["referenceGuide"] = .string(name(value, "referenceGuide", key, &context, fallback: "safeArea"))
            if adaptive {
                anchor["contentBoundingGuide"] = .string(
                    name(value, "contentBoundingGuide", key, &context, fallback: "none"))
            }
            return anchor
        default:
            context.notConstant(value, node: node, file: file, key: key, using: "no anchor (the state is left out)")
            return nil
        }
    }

    /// Reads the number argument `label` into `anchor`; false when the call has no such argument.
    private static func readNumber(
        _ call: SwiftValue, _ label: String, _ key: String, _ anchor: inout [String: ExportJSONValue],
        _ context: inout SwiftImportContext, fallback: Double
    ) -> Bool {
        guard let argument = call.argument(label) else { return false }
        let file = argument.file
        anchor[label] = .number(
            context.number(argument.value, node: argument.node, file: file, key: "\(key).\(label)", fallback: fallback))
        return true
    }

    /// The member name of argument `label` (`.top`, `.safeArea`), or `fallback` when absent.
    private static func name(
        _ call: SwiftValue, _ label: String, _ key: String, _ context: inout SwiftImportContext, fallback: String
    ) -> String {
        guard let argument = call.argument(label) else { return fallback }
        let file = argument.file
        guard let name = argument.value.memberName else {
            context.notConstant(
                argument.value, node: argument.node, file: file, key: "\(key).\(label)", using: "'\(fallback)'")
            return fallback
        }
        context.record("\(key).\(label)", node: argument.node, file: file, value: argument.value)
        return name
    }

}
