import Foundation

/// A JSON value to be written where none is: an inline object or array around the one new value,
/// e.g. `"backdropAlpha": { "half": 0.4 }` when `backdropAlpha` itself is missing.
package indirect enum JSONFragment: Equatable, Sendable {
    /// The value being set.
    case value
    /// Text written as it is (a sibling's default, e.g. the other number of a pair).
    case literal(String)
    case object([Member])
    case array([JSONFragment])

    /// One `"key": value` of an object fragment.
    package struct Member: Equatable, Sendable {
        /// The member's key.
        package var key: String
        /// The member's value.
        package var value: JSONFragment

        /// The member `"key": value`.
        package init(_ key: String, _ value: JSONFragment) {
            self.key = key
            self.value = value
        }
    }

    /// The fragment on one line, with `text` for `.value`: `{ "half": 0.4 }`, `[36, 6]`.
    package func render(_ text: String) -> String {
        switch self {
        case .value: return text
        case .literal(let literal): return literal
        case .object(let members):
            let inner = members.map { "\(ExportJSONValue.quoted($0.key)): \($0.value.render(text))" }
            return "{ \(inner.joined(separator: ", ")) }"
        case .array(let elements):
            return "[\(elements.map { $0.render(text) }.joined(separator: ", "))]"
        }
    }
}

/// Edits of JSON text that change only the characters they must: one value's token replaced, or
/// one member added to an object in the file's own layout. The text must be what the parser
/// accepted (the offsets come from its locations), so token boundaries need no error handling.
package enum JSONSourceEdit {
    /// `bytes` with the value starting at `offset` replaced by `text`.
    package static func replacingValue(at offset: Int, in bytes: [UInt8], with text: String) -> [UInt8] {
        let end = valueEnd(in: bytes, from: offset)
        var result = Array(bytes[..<offset])
        result += Array(text.utf8)
        result += bytes[end...]
        return result
    }

    /// `bytes` with `"key": fragment` added as the last member of the object whose `{` is at
    /// `objectOffset`.
    ///
    /// The new member copies its neighbours: after an existing member it takes the separator the
    /// file puts between members (`,\n    `, `, `, tabs, CRLF), or for a single member a comma, the
    /// file's line ending and that member's indentation. An empty object on one line becomes
    /// `{ "key": value }`; one spanning lines gets the member on a line of its own, indented one
    /// level (the file's indentation unit) deeper than its closing brace.
    package static func insertingMember(
        _ key: String, _ valueText: String, intoObjectAt objectOffset: Int, in bytes: [UInt8]
    ) -> [UInt8] {
        let member = Array("\(ExportJSONValue.quoted(key)): \(valueText)".utf8)
        let members = memberSpans(ofObjectAt: objectOffset, in: bytes)
        let closing = valueEnd(in: bytes, from: objectOffset) - 1
        var result: [UInt8]
        if let last = members.last {
            var separator: [UInt8]
            if members.count >= 2 {
                separator = Array(bytes[members[members.count - 2].valueEnd..<last.keyStart])
            } else if let indentation = lineIndentation(before: last.keyStart, in: bytes) {
                separator = [UInt8(ascii: ",")] + lineEnding(of: bytes) + indentation
            } else {
                separator = Array(", ".utf8)
            }
            if !separator.contains(UInt8(ascii: ",")) { separator.insert(UInt8(ascii: ","), at: 0) }
            result = Array(bytes[..<last.valueEnd]) + separator + member
            result += bytes[last.valueEnd...]
        } else if bytes[objectOffset..<closing].contains(where: isLineBreak) {
            let closingIndentation = lineIndentation(before: closing, in: bytes) ?? []
            let inner = lineEnding(of: bytes) + closingIndentation + indentationUnit(of: bytes) + member
            result = Array(bytes[...objectOffset]) + inner + lineEnding(of: bytes) + closingIndentation
            result += bytes[closing...]
        } else {
            result = Array(bytes[...objectOffset]) + Array(" ".utf8) + member + Array(" ".utf8)
            result += bytes[closing...]
        }
        return result
    }

    // MARK: Token boundaries

    /// The offset just past the value that starts at `start`.
    package static func valueEnd(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return stringEnd(in: bytes, from: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    index = stringEnd(in: bytes, from: index)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default:
                    break
                }
                index += 1
            }
            return index
        default:
            // A number or a literal: every character that can continue one.
            while index < bytes.count, isScalarTokenByte(bytes[index]) { index += 1 }
            return index
        }
    }

    /// Where each member of the object at `objectOffset` starts (its key's quote) and where its value ends.
    static func memberSpans(ofObjectAt objectOffset: Int, in bytes: [UInt8]) -> [(keyStart: Int, valueEnd: Int)] {
        var spans: [(keyStart: Int, valueEnd: Int)] = []
        var index = skipWhitespace(in: bytes, from: objectOffset + 1)
        while index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            let keyStart = index
            index = skipWhitespace(in: bytes, from: stringEnd(in: bytes, from: index))
            index = skipWhitespace(in: bytes, from: index + 1)  // ':'
            let end = valueEnd(in: bytes, from: index)
            spans.append((keyStart, end))
            index = skipWhitespace(in: bytes, from: end)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
            index = skipWhitespace(in: bytes, from: index + 1)
        }
        return spans
    }

    private static func stringEnd(in bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(index + 1, bytes.count)
    }

    private static func skipWhitespace(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index
    }

    private static func isScalarTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "-"),
            UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "E"):
            return true
        default:
            return false
        }
    }

    private static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == 0x0A || byte == 0x0D
    }

    // MARK: The file's layout

    /// The whitespace between the start of `offset`'s line and `offset`, or nil when something
    /// else precedes it on the line (the member shares its line with others).
    static func lineIndentation(before offset: Int, in bytes: [UInt8]) -> [UInt8]? {
        var start = offset
        while start > 0, !isLineBreak(bytes[start - 1]) {
            guard bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 else { return nil }
            start -= 1
        }
        return Array(bytes[start..<offset])
    }

    /// `\r\n` when the file's first line break is one, else `\n`.
    static func lineEnding(of bytes: [UInt8]) -> [UInt8] {
        guard let first = bytes.firstIndex(where: isLineBreak) else { return [0x0A] }
        return bytes[first] == 0x0D && first + 1 < bytes.count && bytes[first + 1] == 0x0A ? [0x0D, 0x0A] : [0x0A]
    }

    /// One level of the file's indentation: a tab when its first indented line starts with one,
    /// else the smallest number of leading spaces of any indented line (2 when none is indented).
    static func indentationUnit(of bytes: [UInt8]) -> [UInt8] {
        var smallest: Int? = nil
        var index = 0
        while index < bytes.count {
            var spaces = 0
            while index + spaces < bytes.count, bytes[index + spaces] == 0x20 { spaces += 1 }
            if index + spaces < bytes.count, bytes[index + spaces] == 0x09, spaces == 0, smallest == nil {
                return [0x09]
            }
            if spaces > 0, index + spaces < bytes.count, !isLineBreak(bytes[index + spaces]) {
                smallest = min(smallest ?? spaces, spaces)
            }
            guard let next = bytes[index...].firstIndex(of: 0x0A) else { break }
            index = next + 1
        }
        return Array(repeating: 0x20, count: smallest ?? 2)
    }
}
