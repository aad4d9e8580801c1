/// A FloatingPanel layout or behavior type in the imported files: its declarations (the type,
/// its extensions, and the user's own superclasses) and the FloatingPanel class it ends in.
package struct FloatingPanelType: Sendable {
    package enum Role: Sendable {
        case layout, behavior
    }

    package let name: String
    package let role: Role
    /// The type's declarations, most derived first: a member found earlier overrides later ones.
    package let declarations: [SwiftDeclarations.TypeDeclaration]
    /// The FloatingPanel class it inherits from (`FloatingPanelBottomLayout`,
    /// `FloatingPanelDefaultBehavior`), nil for a plain protocol conformer.
    package let libraryBase: String?

    /// Where a property's value is written.
    package enum PropertySource: Sendable {
        /// `let name = value` (or `var`): the initializer.
        case stored(SwiftSyntaxNode, file: Int)
        /// `var name: T { … }` or `get { … }`: the getter's body.
        case computed(SwiftSyntaxNode, file: Int)
        /// `name = value` or `self.name = value` in an initializer.
        case assigned(SwiftSyntaxNode, file: Int)
    }

    static let layoutProtocols: Set<String> = ["FloatingPanelLayout"]
    static let layoutClasses: Set<String> = ["FloatingPanelBottomLayout"]
    static let behaviorProtocols: Set<String> = ["FloatingPanelBehavior"]
    static let behaviorClasses: Set<String> = ["FloatingPanelDefaultBehavior"]

    /// Every layout and behavior type the files declare, in file order.
    package static func all(in declarations: SwiftDeclarations) -> [FloatingPanelType] {
        var found: [FloatingPanelType] = []
        var seen: Set<String> = []
        for declaration in declarations.types {
            guard !seen.contains(declaration.name), let type = type(named: declaration.name, in: declarations) else {
                continue
            }
            seen.insert(declaration.name)
            found.append(type)
        }
        return found
    }

    /// The layout or behavior type `name`, following the user's superclasses through the files.
    static func type(named name: String, in declarations: SwiftDeclarations) -> FloatingPanelType? {
        var chain: [SwiftDeclarations.TypeDeclaration] = []
        var current = name
        var visited: Set<String> = []
        while !visited.contains(current) {
            visited.insert(current)
            let parts = declarations.declarations(of: current)
            guard !parts.isEmpty else { break }
            chain += parts
            let inherited = parts.flatMap(\.inherits)
            for base in inherited {
                if layoutClasses.contains(base) || layoutProtocols.contains(base) {
                    return FloatingPanelType(
                        name: name, role: .layout, declarations: chain,
                        libraryBase: layoutClasses.contains(base) ? base : nil)
                }
                if behaviorClasses.contains(base) || behaviorProtocols.contains(base) {
                    return FloatingPanelType(
                        name: name, role: .behavior, declarations: chain,
                        libraryBase: behaviorClasses.contains(base) ? base : nil)
                }
            }
            // A superclass of the user's own (the first inherited name that is a class here).
            guard let superclass = inherited.first(where: { !declarations.declarations(of: $0).isEmpty }) else { break }
            current = superclass
        }
        return nil
    }

    /// Where the property `name` gets its value, the most derived declaration first.
    package func property(_ name: String) -> PropertySource? {
        for declaration in declarations {
            for member in declaration.members {
                switch member.kind {
                case "pattern_binding_decl":
                    for entry in member.children("pattern_entries") where SwiftDeclarations.boundName(entry) == name {
                        if let initializer = entry.child("original_init") {
                            return .stored(initializer, file: declaration.file)
                        }
                    }
                case "var_decl" where member.name == name:
                    for accessor in member.children("accessors") where accessor.attributes["get"] == "true" {
                        if let body = accessor.child("body") { return .computed(body, file: declaration.file) }
                    }
                default:
                    continue
                }
            }
            if let assignment = initializerAssignment(name, in: declaration) { return assignment }
        }
        return nil
    }

    /// `name = value` or `self.name = value` in one of the declaration's initializers.
    private func initializerAssignment(_ name: String, in declaration: SwiftDeclarations.TypeDeclaration)
        -> PropertySource?
    {
        for member in declaration.members where member.kind == "constructor_decl" {
            for statement in member.child("body")?.children("elements") ?? [] where statement.kind == "sequence_expr" {
                let parts = statement.children("elements")
                guard parts.count == 3, parts[1].kind == "assign_expr" else { continue }
                let target = parts[0]
                let named =
                    (target.kind == "unresolved_decl_ref_expr" && target.attributes["name"] == name)
                    || (target.kind == "unresolved_dot_expr" && target.attributes["field"] == name
                        && target.child("base")?.attributes["name"] == "self")
                if named { return .assigned(parts[2], file: declaration.file) }
            }
        }
        return nil
    }

    /// The method whose base name is `name` (`backdropAlpha` for `backdropAlpha(for:)`), with
    /// its parameter names in order.
    package func method(_ name: String) -> (body: SwiftSyntaxNode, parameters: [String], file: Int)? {
        for declaration in declarations {
            for member in declaration.members where member.kind == "func_decl" && member.name == name {
                guard let body = member.child("body") else { continue }
                let parameters = (member.child("params")?.children("params") ?? []).compactMap(\.name)
                return (body, parameters, declaration.file)
            }
        }
        return nil
    }

    /// Where the type is declared (its first declaration's start).
    package var start: (file: Int, offset: Int?) {
        (declarations[0].file, declarations[0].node.start)
    }
}
