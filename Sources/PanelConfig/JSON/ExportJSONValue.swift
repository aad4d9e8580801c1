import Foundation

/// A JSON document to write: objects print with sorted keys and numbers print so that they
/// parse back to the same `Double`, so the same value always gives the same bytes.
package indirect enum ExportJSONValue: Equatable {
    case object([String: ExportJSONValue])
    case array([ExportJSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The document, indented by two spaces, with a final newline. Arrays of scalars stay on one
    /// line (`[0, -2]`) so that sizes and offsets read like the hand-written configs.
    package func rendered() -> String {
        var output = ""
        write(to: &output, depth: 0)
        return output + "\n"
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: return false
        default: return true
        }
    }

    private func write(to output: inout String, depth: Int) {
        let indent = String(repeating: "  ", count: depth + 1)
        let closingIndent = String(repeating: "  ", count: depth)
        switch self {
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            for (index, key) in members.keys.sorted().enumerated() {
                output += indent + Self.quoted(key) + ": "
                members[key]!.write(to: &output, depth: depth + 1)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += closingIndent + "}"
        case .array(let elements):
            if elements.allSatisfy(\.isScalar) {
                output += "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { output += ", " }
                    element.write(to: &output, depth: depth)
                }
                output += "]"
                return
            }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += indent
                element.write(to: &output, depth: depth + 1)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += closingIndent + "]"
        case .string(let text):
            output += Self.quoted(text)
        case .number(let value):
            output += ExportNumber.exact(value)
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .null:
            output += "null"
        }
    }

    /// `text` as a JSON string literal (RFC 8259 §7): quotes, backslashes and control characters
    /// escaped, everything else written as UTF-8.
    package static func quoted(_ text: String) -> String {
        quotedLiteral(text) { scalar in
            scalar.value < 0x20 ? String(format: "\\u%04X", scalar.value) : nil
        }
    }

    /// `text` between double quotes with the escapes JSON and Swift share
    /// (quote, backslash, newline, return, tab); `escape` writes any other scalar that needs one,
    /// or returns nil to keep it as it is.
    package static func quotedLiteral(_ text: String, escape: (Unicode.Scalar) -> String?) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if let escaped = escape(scalar) {
                    result += escaped
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
