import PanelConfig

/// Reads what the files set on a panel's surface and controller, wherever they set it:
/// `SurfaceAppearance` properties and shadows, the surface view's grabber and insets,
/// `contentMode`, `isRemovalInteractionEnabled`, the backdrop's tap to dismiss, `track(scrollView:)`,
/// which layout and behavior the controller takes (`fpc.layout = …`), and SwiftUI's
/// `.floatingPanel…` modifiers.
struct SurfaceImport {
    /// What was read.
    struct Settings {
        var appearance: [String: ExportJSONValue] = [:]
        var panel: [String: ExportJSONValue] = [:]
        var contentMode: String?
        /// Type names given to `fpc.layout =` / `.floatingPanelLayout(…)` and the behavior's.
        var layoutNames: [String] = []
        var behaviorNames: [String] = []
        var tracksScrollView = false
    }

    private static let appearanceNumbers: Set<String> = [
        "cornerRadius", "borderWidth", "grabberHandlePadding",
    ]
    private static let appearanceColors: Set<String> = ["backgroundColor", "borderColor"]
    private static let shadowKeys: Set<String> = ["color", "offset", "opacity", "radius", "spread", "hidden"]
    private static let surfaceOwners: Set<String> = ["appearance", "surfaceView"]

    /// Each file's top-level declarations to read (`PanelScope`).
    let scope: [[SwiftSyntaxNode]]

    func read(into context: inout SwiftImportContext) -> Settings {
        var settings = Settings()
        var shadows: [String: [String: ExportJSONValue]] = [:]
        var shadowList: [String]?
        let declarations = context.declarations
        for (file, source) in declarations.files.enumerated() {
            let shadowNames = variables(initializedWith: "Shadow", in: source.root)
            let appearanceNames = variables(initializedWith: "SurfaceAppearance", in: source.root)
            let evaluator = context.evaluator(file: file)
            for item in scope[file] {
                item.forEachNode { node in
                    if node.kind == "call_expr" { readCall(node, evaluator, owner: item.name, &settings) }
                    guard node.kind == "sequence_expr" else { return }
                    let parts = node.children("elements")
                    guard parts.count == 3, parts[1].kind == "assign_expr", let path = Self.path(parts[0]),
                        path.count >= 2
                    else { return }
                    let key = path.last!
                    let owner = path[path.count - 2]
                    let target = parts[2]
                    let value = evaluator.value(target)
                    if shadowNames.contains(path[0]), path.count == 2, Self.shadowKeys.contains(key) {
                        shadows[path[0], default: [:]][key] = shadowValue(key, value, target, file, &context)
                        return
                    }
                    let onSurface = Self.surfaceOwners.contains(owner) || appearanceNames.contains(owner)
                    switch key {
                    case _ where onSurface && Self.appearanceNumbers.contains(key):
                        settings.appearance[key] = .number(
                            context.number(value, node: target, file: file, key: "appearance.\(key)", fallback: 0))
                    case _ where onSurface && Self.appearanceColors.contains(key):
                        if let color = color(value, target, file, "appearance.\(key)", &context) {
                            settings.appearance[key] = color
                        }
                    case "grabberHandleSize" where onSurface:
                        if let size = pair(value, ["width", "height"], target, file, "appearance.\(key)", &context) {
                            settings.appearance[key] = size
                        }
                    case "contentPadding",
                        "containerMargins" where onSurface:
                        if let insets = insets(value, target, file, "appearance.\(key)", &context) {
                            settings.appearance[key] = insets
                        }
                    case "isHidden" where owner == "grabberHandle":
                        if let flag = value.bool { settings.appearance["grabberHandleHidden"] = .bool(flag) }
                    case "shadows" where onSurface:
                        if case .array(let elements) = value {
                            shadowList = parts[2].children("elements").compactMap { $0.attributes["name"] }
                            if elements.isEmpty { shadowList = [] }
                        }
                    case "isRemovalInteractionEnabled":
                        if let flag = value.bool { settings.panel["removalInteractionEnabled"] = .bool(flag) }
                    case "isEnabled" where owner == "dismissalTapGestureRecognizer":
                        if let flag = value.bool { settings.panel["backdropTapToDismiss"] = .bool(flag) }
                    case "contentMode":
                        if let mode = value.memberName, ["static", "fitToBounds"].contains(mode) {
                            settings.contentMode = mode
                            context.record("layout.contentMode", node: target, file: file, value: value)
                        }
                    case "layout", "behavior":
                        if let name = calledType(target, owner: item.name, declarations) ?? value.callName {
                            if key == "layout" {
                                settings.layoutNames.append(name)
                            } else {
                                settings.behaviorNames.append(name)
                            }
                        }
                    default:
                        return
                    }
                }
            }
        }
        if let shadowList {
            settings.appearance["shadows"] = .array(shadowList.map { .object(shadows[$0] ?? [:]) })
        } else if shadows.count == 1, let only = shadows.values.first {
            settings.appearance["shadows"] = .array([.object(only)])
        }
        return settings
    }

    /// `fpc.track(scrollView:)` and SwiftUI's `.floatingPanel…` modifiers.
    private func readCall(
        _ node: SwiftSyntaxNode, _ evaluator: SwiftEvaluator, owner: String?, _ settings: inout Settings
    ) {
        guard let callee = node.child("fn"), callee.kind == "unresolved_dot_expr", let name = callee.attributes["field"]
        else { return }
        let argument = node.child("args")?.children("args").first
        let argumentNode = argument?.child("expr")
        let value = argumentNode.map(evaluator.value)
        switch name {
        case "track" where argument?.attributes["label"] == "scrollView":
            settings.tracksScrollView = true
        case "floatingPanelScrollTracking":
            settings.tracksScrollView = true
        case "floatingPanelLayout", "floatingPanelBehavior":
            let type =
                argumentNode.flatMap { calledType($0, owner: owner, evaluator.declarations) } ?? value?.callName
            if let type {
                if name == "floatingPanelLayout" {
                    settings.layoutNames.append(type)
                } else {
                    settings.behaviorNames.append(type)
                }
            }
        case "floatingPanelContentMode":
            if let mode = value?.memberName { settings.contentMode = mode }
        case "floatingPanelGrabberHandlePadding":
            if let padding = value?.number { settings.appearance["grabberHandlePadding"] = .number(padding) }
        default:
            return
        }
    }

    /// The type a property is initialized with, for `fpc.layout = layout` where
    /// `let layout = MyLayout()` (or `@State var layout = MyLayout()`).
    private func calledType(_ node: SwiftSyntaxNode, owner: String?, _ declarations: SwiftDeclarations) -> String? {
        guard let name = node.attributes["name"] ?? node.attributes["field"],
            let constant = owner.flatMap({ declarations.constants["\($0).\(name)"] }) ?? declarations.constants[name]
        else { return nil }
        return SwiftEvaluator(declarations: declarations, file: constant.file).value(constant.initializer).callName
    }

    /// Names of the variables initialized with a call of `typeName` (`let shadow = SurfaceAppearance.Shadow()`).
    private func variables(initializedWith typeName: String, in root: SwiftSyntaxNode) -> Set<String> {
        var names: Set<String> = []
        root.forEachNode { node in
            guard node.kind == "pattern_entry", let name = SwiftDeclarations.boundName(node),
                let initializer = node.child("original_init"), initializer.kind == "call_expr",
                let callee = initializer.child("fn")
            else { return }
            let called = callee.attributes["field"] ?? callee.attributes["name"]
            if called == typeName { names.insert(name) }
        }
        return names
    }

    /// A dotted path written on the left of `=` (`fpc.surfaceView.appearance.cornerRadius`).
    static func path(_ node: SwiftSyntaxNode) -> [String]? {
        switch node.kind {
        case "unresolved_decl_ref_expr": return node.attributes["name"].map { [$0] }
        case "unresolved_dot_expr":
            guard let base = node.child("base"), let field = node.attributes["field"] else { return nil }
            return path(base).map { $0 + [field] }
        default: return nil
        }
    }

    private func shadowValue(
        _ key: String, _ value: SwiftValue, _ node: SwiftSyntaxNode, _ file: Int, _ context: inout SwiftImportContext
    ) -> ExportJSONValue {
        switch key {
        case "color": return color(value, node, file, "appearance.shadows.\(key)", &context) ?? .string("#000000")
        case "offset":
            return pair(value, ["width", "height"], node, file, "appearance.shadows.offset", &context)
                ?? .array([.number(0), .number(1)])
        case "hidden": return .bool(value.bool ?? false)
        default:
            return .number(context.number(value, node: node, file: file, key: "appearance.shadows.\(key)", fallback: 0))
        }
    }

    /// `CGSize(width:height:)` (or `.init`) as `[width, height]`.
    private func pair(
        _ value: SwiftValue, _ labels: [String], _ node: SwiftSyntaxNode, _ file: Int, _ key: String,
        _ context: inout SwiftImportContext
    ) -> ExportJSONValue? {
        let arguments = labels.compactMap { value.argument($0) }
        guard arguments.count == labels.count else {
            context.notConstant(value, node: node, file: file, key: key, using: "the default")
            return nil
        }
        return .array(
            zip(labels, arguments).map { label, argument in
                .number(
                    context.number(
                        argument.value, node: argument.node, file: argument.file, key: "\(key).\(label)", fallback: 0))
            })
    }

    /// `UIEdgeInsets(top:left:bottom:right:)` as an insets object.
    private func insets(
        _ value: SwiftValue, _ node: SwiftSyntaxNode, _ file: Int, _ key: String, _ context: inout SwiftImportContext
    ) -> ExportJSONValue? {
        if value.memberName == "zero" {
            return .object(["top": .number(0), "left": .number(0), "bottom": .number(0), "right": .number(0)])
        }
        let sides = ["top", "left", "bottom", "right"]
        guard value.callName != nil else {
            context.notConstant(value, node: node, file: file, key: key, using: "no insets")
            return nil
        }
        var object: [String: ExportJSONValue] = [:]
        for side in sides {
            guard let argument = value.argument(side) else { continue }
            object[side] = .number(
                context.number(
                    argument.value, node: argument.node, file: argument.file, key: "\(key).\(side)", fallback: 0))
        }
        return .object(object)
    }

    private func color(
        _ value: SwiftValue, _ node: SwiftSyntaxNode, _ file: Int, _ key: String, _ context: inout SwiftImportContext
    ) -> ExportJSONValue? {
        if let color = SwiftColor.hex(value) { return .string(color) }
        context.notConstant(value, node: node, file: file, key: key, using: "the default")
        return nil
    }
}
