import Foundation

/// JavaScript from the TypeScript motion part's rules: the same source with its type annotations
/// and `export` keywords removed, so the live page runs FloatingPanel's rules as the exported part
/// writes them without a TypeScript compiler at run time (Docs/live.md "The page"). It knows the
/// forms the rules use — annotated parameters and return types of function declarations, and
/// annotated `const`/`let` declarations —; `LivePageScriptTests` runs its output against the engine.
enum TypeScriptTypeStripper {
    /// `lines` without types.
    static func javaScript(_ lines: [String]) -> [String] {
        lines.map(strip)
    }

    private static func strip(_ line: String) -> String {
        var line = line
        if line.hasPrefix("export ") { line.removeFirst("export ".count) }
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("function ") { return stripFunction(line) }
        if trimmed.hasPrefix("const ") || trimmed.hasPrefix("let ") { return stripDeclaration(line) }
        return line
    }

    /// `function name(a: T, b: (x: U) => V): R {` → `function name(a, b) {`.
    private static func stripFunction(_ line: String) -> String {
        guard let open = line.firstIndex(of: "(") else { return line }
        var depth = 0
        var parameters: [String] = []
        var current = ""
        var index = line.index(after: open)
        while index < line.endIndex {
            let character = line[index]
            if character == "(" || character == "{" || character == "[" { depth += 1 }
            if character == ")" || character == "}" || character == "]" {
                if depth == 0 && character == ")" { break }
                depth -= 1
            }
            if character == "," && depth == 0 {
                parameters.append(current)
                current = ""
            } else {
                current.append(character)
            }
            index = line.index(after: index)
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parameters.append(current) }
        let names = parameters.map { parameter in
            String(parameter.split(separator: ":", maxSplits: 1).first ?? "").trimmingCharacters(in: .whitespaces)
        }
        let tail = line[line.index(after: index)...]
        let body = tail.hasSuffix("{") ? " {" : ""
        return String(line[...open]) + names.joined(separator: ", ") + ")" + body
    }

    /// `const name: T = value;` → `const name = value;`, `let name: T;` → `let name;`.
    private static func stripDeclaration(_ line: String) -> String {
        guard let colon = line.firstIndex(of: ":") else { return line }
        let head = line[..<colon]
        // Only `const name:`, never a colon inside the value (an object literal, `? :`).
        let words = head.split(separator: " ")
        guard words.count == 2, words[1].allSatisfy({ $0.isLetter || $0.isNumber }) else { return line }
        let rest = line[colon...]
        if let equals = rest.range(of: " = ") { return String(head) + rest[equals.lowerBound...] }
        if rest.hasSuffix(";") { return String(head) + ";" }
        return line
    }
}
