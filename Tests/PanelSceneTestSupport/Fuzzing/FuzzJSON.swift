import Foundation
import PanelConfig
import PanelScene

/// A JSON tree the fuzzers can break in ways a parsed tree cannot hold: numbers keep their text
/// (`1e999`, `-0`), objects may repeat a key, a node may be any text at all. Serialized back to
/// bytes in a chosen style.
package indirect enum FuzzJSON: Equatable {
    case object([Member])
    case array([FuzzJSON])
    case string(String)
    /// Text written as is: a number's source (`1e999`, `-0`), or nesting too deep to build as a
    /// tree (a recursive writer would need as deep a stack as the parser under test).
    case raw(String)
    case bool(Bool)
    case null

    /// One `"key": value` pair; an object may hold the same key twice.
    package struct Member: Equatable {
        package var key: String
        package var value: FuzzJSON
    }

    /// A step from a container to one of its children.
    package enum PathStep: Equatable {
        case member(Int)
        case element(Int)
    }

    /// The tree of a parsed value (numbers written so that they parse back to the same double).
    package init(_ value: JSONValue) {
        switch value.kind {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .raw(formatNumber(number))
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(FuzzJSON.init))
        case .object(let object): self = .object(object.members.map { Member(key: $0.key, value: FuzzJSON($0.value)) })
        }
    }

    /// The tree of `bytes`, or nil when they are not valid JSON.
    package init?(parsing bytes: Data) {
        let result = JSONParser.parse(bytes)
        guard result.errors.isEmpty, let root = result.root else { return nil }
        self.init(root)
    }

    // MARK: Paths

    /// Every node's path, the root (`[]`) first, parents before children.
    package var paths: [[PathStep]] {
        var result: [[PathStep]] = []
        collectPaths(prefix: [], into: &result)
        return result
    }

    private func collectPaths(prefix: [PathStep], into result: inout [[PathStep]]) {
        result.append(prefix)
        switch self {
        case .object(let members):
            for (index, member) in members.enumerated() {
                member.value.collectPaths(prefix: prefix + [.member(index)], into: &result)
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                element.collectPaths(prefix: prefix + [.element(index)], into: &result)
            }
        default:
            break
        }
    }

    /// The node at `path` (which must exist).
    package subscript(path: ArraySlice<PathStep>) -> FuzzJSON {
        get {
            guard let step = path.first else { return self }
            switch (self, step) {
            case (.object(let members), .member(let index)): return members[index].value[path.dropFirst()]
            case (.array(let elements), .element(let index)): return elements[index][path.dropFirst()]
            default: preconditionFailure("no node at \(path)")
            }
        }
        set {
            guard let step = path.first else {
                self = newValue
                return
            }
            switch (self, step) {
            case (.object(var members), .member(let index)):
                members[index].value[path.dropFirst()] = newValue
                self = .object(members)
            case (.array(var elements), .element(let index)):
                elements[index][path.dropFirst()] = newValue
                self = .array(elements)
            default:
                preconditionFailure("no node at \(path)")
            }
        }
    }

    /// The key of the member `path` ends at, if it ends at a member.
    package func key(at path: [PathStep]) -> String? {
        guard case .member(let index) = path.last, case .object(let members) = self[path.dropLast()[...]] else {
            return nil
        }
        return members[index].key
    }

    // MARK: Writing

    /// How a tree is written: editors and tools save JSON in all of these.
    package struct Style {
        /// Spaces per level; 0 writes everything on one line.
        package var indent = 2
        /// `"\n"`, `"\r\n"` or `"\r"`.
        package var lineEnding = "\n"

        package init(indent: Int = 2, lineEnding: String = "\n") {
            self.indent = indent
            self.lineEnding = lineEnding
        }
    }

    /// The tree as UTF-8 JSON text in `style`.
    package func serialized(_ style: Style = Style()) -> Data {
        var output = ""
        write(to: &output, depth: 0, style: style)
        return Data(output.utf8)
    }

    private func write(to output: inout String, depth: Int, style: Style) {
        let breakLine = style.indent > 0 ? style.lineEnding : ""
        let inner = String(repeating: " ", count: style.indent * (depth + 1))
        let outer = String(repeating: " ", count: style.indent * depth)
        switch self {
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{" + breakLine
            for (index, member) in members.enumerated() {
                output += inner + ExportJSONValue.quoted(member.key) + ": "
                member.value.write(to: &output, depth: depth + 1, style: style)
                output += (index == members.count - 1 ? "" : ",") + breakLine
            }
            output += outer + "}"
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            output += "[" + breakLine
            for (index, element) in elements.enumerated() {
                output += inner
                element.write(to: &output, depth: depth + 1, style: style)
                output += (index == elements.count - 1 ? "" : ",") + breakLine
            }
            output += outer + "]"
        case .string(let text): output += ExportJSONValue.quoted(text)
        case .raw(let text): output += text
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        }
    }
}
