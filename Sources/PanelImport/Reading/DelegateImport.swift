import PanelConfig

/// Reads the delegate recipes the behavior config models from a `FloatingPanelControllerDelegate`:
/// the property animators of `floatingPanel(_:animatorForPresentingTo:)`,
/// `…animatorForDismissingWith:` and `…animatorForMovingTo:from:` (Docs/config.md, `animations`).
struct DelegateImport {
    private static let animators = [
        "_:animatorForPresentingTo:": "present", "_:animatorForDismissingWith:": "dismiss",
        "_:animatorForMovingTo:from:": "move",
    ]

    func read(into context: inout SwiftImportContext) -> [String: ExportJSONValue] {
        var animations: [String: ExportJSONValue] = [:]
        for declaration in context.declarations.types {
            for member in declaration.members where member.kind == "func_decl" && member.name == "floatingPanel" {
                guard let labels = member.attributes["argumentLabels"], let key = Self.animators[labels],
                    let body = member.child("body")
                else { continue }
                let trace = SwiftReturnTrace()
                let value = context.evaluator(file: declaration.file).bodyValue(body, trace: trace)
                if let animator = animator(value, key: key, node: trace.node ?? body, file: declaration.file, &context)
                {
                    animations[key] = .object(animator)
                }
            }
        }
        return animations.isEmpty ? [:] : ["animations": .object(animations)]
    }

    /// `UIViewPropertyAnimator(duration:dampingRatio:)` or `(duration:curve:)`.
    private func animator(
        _ value: SwiftValue, key: String, node: SwiftSyntaxNode, file: Int, _ context: inout SwiftImportContext
    ) -> [String: ExportJSONValue]? {
        guard value.callName == "UIViewPropertyAnimator", let duration = value.argument("duration") else {
            context.notConstant(
                value, node: node, file: file, key: "behavior.animations.\(key)",
                using: "FloatingPanel's default animation")
            return nil
        }
        let path = "behavior.animations.\(key)"
        var animator: [String: ExportJSONValue] = [
            "duration": .number(
                context.number(duration.value, node: duration.node, file: file, key: "\(path).duration", fallback: 0.3))
        ]
        if let ratio = value.argument("dampingRatio") {
            animator["dampingRatio"] = .number(
                context.number(ratio.value, node: ratio.node, file: file, key: "\(path).dampingRatio", fallback: 1))
        } else {
            let curve = value.argument("curve")?.value.memberName ?? "easeInOut"
            animator["curve"] = .string(curve)
        }
        return animator
    }
}
