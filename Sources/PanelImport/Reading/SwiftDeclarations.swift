/// The types and named constants of the imported files, for the evaluator's name lookups and
/// for finding FloatingPanel's conformers.
package struct SwiftDeclarations: Sendable {
    /// A class, struct, enum or extension: its name, what it inherits or conforms to, its members.
    package struct TypeDeclaration: Sendable {
        package let kind: String
        package let name: String
        package let inherits: [String]
        package let members: [SwiftSyntaxNode]
        package let node: SwiftSyntaxNode
        package let file: Int
    }

    /// A named value written once: a global or static `let`, or a type's stored property.
    package struct Constant: Sendable {
        package let initializer: SwiftSyntaxNode
        package let file: Int
    }

    package let files: [SwiftSourceFile]
    package private(set) var types: [TypeDeclaration] = []
    /// Global constants by name and static ones by `Type.name` and by name.
    package private(set) var constants: [String: Constant] = [:]

    package init(files: [SwiftSourceFile]) {
        self.files = files
        for (index, file) in files.enumerated() {
            collect(file.root.children("items"), in: nil, file: index)
        }
    }

    /// Every declaration of the type `name` (the type and its extensions), in file order.
    package func declarations(of name: String) -> [TypeDeclaration] {
        types.filter { $0.name == name }
    }

    private mutating func collect(_ items: [SwiftSyntaxNode], in typeName: String?, file: Int) {
        for item in items {
            switch item.kind {
            case "class_decl", "struct_decl", "enum_decl", "extension_decl", "actor_decl":
                let name = item.kind == "extension_decl" ? (item.attributes["extended_type"] ?? "") : (item.name ?? "")
                let members = item.children("members")
                types.append(
                    TypeDeclaration(
                        kind: item.kind, name: name, inherits: inheritance(of: item, file: file), members: members,
                        node: item, file: file))
                collect(members, in: name, file: file)
            case "pattern_binding_decl":
                for entry in item.children("pattern_entries") {
                    guard let name = Self.boundName(entry), let initializer = entry.child("original_init") else {
                        continue
                    }
                    let constant = Constant(initializer: initializer, file: file)
                    if let typeName {
                        constants["\(typeName).\(name)"] = constant
                        if constants[name] == nil { constants[name] = constant }
                    } else {
                        constants[name] = constant
                    }
                }
            case "constructor_decl" where typeName != nil:
                collectInitializerAssignments(item, in: typeName!, file: file)
            case "top_level_code_decl":
                collect(item.child("body")?.children("elements") ?? [], in: typeName, file: file)
            default:
                continue
            }
        }
    }

    /// `self.name = value` in an initializer gives the stored property `name` its value, also
    /// through a parameter's default (`init(inset: CGFloat = 100) { self.inset = inset }`); a
    /// property written where it is declared keeps that value.
    private mutating func collectInitializerAssignments(_ initializer: SwiftSyntaxNode, in typeName: String, file: Int)
    {
        var defaults: [String: SwiftSyntaxNode] = [:]
        for parameter in initializer.child("params")?.children("params") ?? [] {
            if let name = parameter.name, let value = parameter.child("expression") { defaults[name] = value }
        }
        for statement in initializer.child("body")?.children("elements") ?? [] where statement.kind == "sequence_expr" {
            let parts = statement.children("elements")
            guard parts.count == 3, parts[1].kind == "assign_expr" else { continue }
            let target = parts[0]
            let name: String?
            switch target.kind {
            case "unresolved_decl_ref_expr": name = target.attributes["name"]
            case "unresolved_dot_expr" where target.child("base")?.attributes["name"] == "self":
                name = target.attributes["field"]
            default: name = nil
            }
            guard let name, constants["\(typeName).\(name)"] == nil else { continue }
            var value = parts[2]
            if value.kind == "unresolved_decl_ref_expr", let parameter = value.attributes["name"] {
                guard let fallback = defaults[parameter] else { continue }
                value = fallback
            }
            constants["\(typeName).\(name)"] = Constant(initializer: value, file: file)
            if constants[name] == nil { constants[name] = Constant(initializer: value, file: file) }
        }
    }

    /// The name a pattern entry binds (`let name = …`, `let name: T = …`).
    package static func boundName(_ entry: SwiftSyntaxNode) -> String? {
        var pattern = entry.child("pattern")
        while let current = pattern, current.kind != "pattern_named" {
            pattern = current.child("sub_pattern")
        }
        return pattern?.name
    }

    /// The types after the `:` of a declaration's header, last component of each
    /// (`FloatingPanel.FloatingPanelLayout` → `FloatingPanelLayout`). The parse dump leaves them
    /// out, so they are read from the tokens between the header and its `{`.
    private func inheritance(of item: SwiftSyntaxNode, file: Int) -> [String] {
        guard let start = item.range?.lowerBound else { return [] }
        let tokens = files[file].tokens
        guard var index = tokens.firstIndex(where: { $0.start >= start }) else { return [] }
        var depth = 0
        var afterColon = false
        var current: String?
        var names: [String] = []
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token.text {
            case "(", "<", "[": depth += 1
            case ")", ">", "]": depth -= 1
            case "{" where depth == 0, "where" where depth == 0:
                if let current { names.append(current) }
                return names
            case ":" where depth == 0 && !afterColon: afterColon = true
            case "," where depth == 0:
                if let current { names.append(current) }
                current = nil
            default:
                if afterColon, depth == 0, token.kind == .identifier,
                    index < 2 || tokens[index - 2].text != "@"
                {
                    current = token.text
                }
            }
        }
        return names
    }
}
