import Foundation

/// A problem found while parsing JSON text, at the offending token.
package struct JSONParseError: Hashable, Sendable {
    package var location: SourceLocation
    package var message: String
}

/// The outcome of parsing: the tree (nil after an unrecoverable syntax error) and every problem found.
///
/// Some problems leave a usable tree (a trailing comma, a duplicate key, a control character in a
/// string, a number too large for a double); they are reported and parsing goes on, so a file
/// shows all of them at once. A syntax error that leaves the structure unclear stops the parse.
package struct JSONParseResult: Sendable {
    package var root: JSONValue?
    package var errors: [JSONParseError]
}

/// A strict RFC 8259 parser whose values and keys carry their source locations.
///
/// Written by hand because `JSONDecoder` on this toolchain reports no positions and accepts
/// trailing commas. The parser never traps on any input: nesting is capped at `maximumDepth`
/// (so recursion depth is bounded) and every byte is bounds-checked.
package enum JSONParser {
    /// Deeper nesting is an error rather than a risk of overflowing the stack.
    package static let maximumDepth = 128

    package static func parse(_ data: Data) -> JSONParseResult {
        data.withUnsafeBytes { raw in
            parse(raw.bindMemory(to: UInt8.self))
        }
    }

    /// Parses with another nesting cap: the compiler's parse dump of Swift source nests two
    /// levels for each step of an expression (a long chain of SwiftUI modifiers is one step a
    /// modifier), far deeper than a config.
    package static func parse(_ data: Data, maximumDepth: Int) -> JSONParseResult {
        data.withUnsafeBytes { raw in
            var scanner = JSONScanner(bytes: raw.bindMemory(to: UInt8.self))
            scanner.maximumDepth = maximumDepth
            return scanner.parseDocument()
        }
    }

    package static func parse(_ text: String) -> JSONParseResult {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> JSONParseResult {
        var scanner = JSONScanner(bytes: bytes)
        return scanner.parseDocument()
    }
}

/// Thrown inside the scanner for a syntax error after which the structure cannot be recovered.
struct JSONFatalError: Error {
    var error: JSONParseError
}

/// The byte-level state of one parse.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var line = 1
    /// Offset of the first byte of the current line.
    var lineStart = 0
    /// Bytes of multi-byte scalars beyond their first byte, seen so far: subtracting them from a
    /// byte distance turns it into a count of Unicode scalars (columns) in O(1).
    var extraBytes = 0
    /// `extraBytes` at `lineStart`.
    var extraBytesAtLineStart = 0
    var errors: [JSONParseError] = []

    /// Deeper nesting is an error (`JSONParser.maximumDepth` unless the caller sets another).
    var maximumDepth = JSONParser.maximumDepth

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: Document

    mutating func parseDocument() -> JSONParseResult {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            // A byte-order mark is allowed (RFC 8259 §8.1 lets parsers ignore it) and is not a column.
            index = 3
            lineStart = 3
        }
        if index == bytes.count {
            return JSONParseResult(
                root: nil,
                errors: [JSONParseError(location: .start, message: "the file is empty; expected a JSON object")])
        }
        do throws(JSONFatalError) {
            skipWhitespace()
            if index == bytes.count {
                throw fatal("the file contains only whitespace; expected a JSON object")
            }
            let root = try parseValue(depth: 0)
            skipWhitespace()
            if index < bytes.count {
                throw fatal(
                    "unexpected \(describeToken()) after the end of the top-level value; a file holds exactly one JSON value"
                )
            }
            return JSONParseResult(root: root, errors: errors)
        } catch {
            errors.append(error.error)
            return JSONParseResult(root: nil, errors: errors)
        }
    }

    // MARK: Values

    mutating func parseValue(depth: Int) throws(JSONFatalError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else {
            throw fatal("expected a value, found the end of the file")
        }
        let location = currentLocation()
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return JSONValue(.object(try parseObject(depth: depth + 1)), at: location)
        case UInt8(ascii: "["):
            return JSONValue(.array(try parseArray(depth: depth + 1)), at: location)
        case UInt8(ascii: "\""):
            return JSONValue(.string(try parseString()), at: location)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try parseNumber()), at: location)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            return JSONValue(try parseLiteral(), at: location)
        default:
            throw fatal(unexpectedValueMessage())
        }
    }

    mutating func parseObject(depth: Int) throws(JSONFatalError) -> JSONObject {
        if depth > maximumDepth {
            throw fatal("nesting is deeper than \(maximumDepth) levels; flatten the data")
        }
        index += 1  // '{'
        var members: [JSONMember] = []
        // Large objects switch from a linear duplicate search to a dictionary.
        var seen: [String: Int]? = nil
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return JSONObject(members: members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                if peek() == UInt8(ascii: "'") {
                    throw fatal("object keys must be in double quotes, found a single quote")
                }
                throw fatal("expected a key in double quotes, found \(describeToken())")
            }
            let keyLocation = currentLocation()
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw fatal("expected ':' after the key \"\(key)\", found \(describeToken())")
            }
            index += 1
            let value = try parseValue(depth: depth)

            let firstIndex: Int?
            if seen != nil {
                // Mutated in place: a copy of the table per member would make large objects quadratic.
                firstIndex = seen![key]
            } else {
                firstIndex = members.firstIndex { $0.key == key }
                if members.count >= 16 {
                    seen = Dictionary(members.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { a, _ in a })
                }
            }
            if let firstIndex {
                let first = members[firstIndex].keyLocation
                record(
                    keyLocation,
                    "duplicate key \"\(key)\" (first defined at line \(first.line), column \(first.column)); remove one of them"
                )
            } else {
                if seen != nil { seen![key] = members.count }
                members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            }

            if try consumeSeparator(closing: "}", after: "object member") { return JSONObject(members: members) }
        }
    }

    mutating func parseArray(depth: Int) throws(JSONFatalError) -> [JSONValue] {
        if depth > maximumDepth {
            throw fatal("nesting is deeper than \(maximumDepth) levels; flatten the data")
        }
        index += 1  // '['
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return elements
        }
        while true {
            elements.append(try parseValue(depth: depth))
            if try consumeSeparator(closing: "]", after: "array element") { return elements }
        }
    }

    /// Consumes what follows an object member or array element: a comma, or the container's
    /// `closing` bracket. True when the container ends here; a trailing comma before the bracket
    /// is reported and ends it too.
    mutating func consumeSeparator(closing: Unicode.Scalar, after element: String) throws(JSONFatalError) -> Bool {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: ","):
            let commaLocation = currentLocation()
            index += 1
            skipWhitespace()
            guard peek() == UInt8(ascii: closing) else { return false }
            record(commaLocation, "trailing comma before '\(closing)'; JSON does not allow it, remove the comma")
            index += 1
            return true
        case UInt8(ascii: closing):
            index += 1
            return true
        default:
            throw fatal("expected ',' or '\(closing)' after \(element), found \(describeToken())\(missingCommaHint())")
        }
    }

    mutating func parseLiteral() throws(JSONFatalError) -> JSONValue.Kind {
        let word: String
        let kind: JSONValue.Kind
        switch bytes[index] {
        case UInt8(ascii: "t"): (word, kind) = ("true", .bool(true))
        case UInt8(ascii: "f"): (word, kind) = ("false", .bool(false))
        default: (word, kind) = ("null", .null)
        }
        let end = index + word.utf8.count
        guard matches(word), end == bytes.count || !isWordByte(bytes[end]) else {
            throw fatal(unexpectedValueMessage())
        }
        index = end
        return kind
    }

    // MARK: Whitespace and locations

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                startLine()
            case UInt8(ascii: "\r"):
                index += 1
                if peek() == UInt8(ascii: "\n") { index += 1 }
                startLine()
            default:
                return
            }
        }
    }

    mutating func startLine() {
        line += 1
        lineStart = index
        extraBytesAtLineStart = extraBytes
    }

    func currentLocation() -> SourceLocation {
        location(at: index)
    }

    /// The location of `offset`, which must lie on the current line at or after the last scanned scalar.
    func location(at offset: Int) -> SourceLocation {
        SourceLocation(
            line: line, column: offset - lineStart - (extraBytes - extraBytesAtLineStart) + 1, offset: offset)
    }

    func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    func matches(_ word: String) -> Bool {
        let utf8 = word.utf8
        guard index + utf8.count <= bytes.count else { return false }
        var offset = index
        for byte in utf8 {
            if bytes[offset] != byte { return false }
            offset += 1
        }
        return true
    }

    func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    // MARK: Errors

    mutating func record(_ location: SourceLocation, _ message: String) {
        errors.append(JSONParseError(location: location, message: message))
    }

    func fatal(_ message: String) -> JSONFatalError {
        JSONFatalError(error: JSONParseError(location: currentLocation(), message: message))
    }

    func fatal(_ message: String, at location: SourceLocation) -> JSONFatalError {
        JSONFatalError(error: JSONParseError(location: location, message: message))
    }

    /// The token at `index`, for messages: `'x'`, `'word'`, `the end of the file`, `byte 0xFF`.
    func describeToken() -> String {
        guard index < bytes.count else { return "the end of the file" }
        let byte = bytes[index]
        if isWordByte(byte) {
            var end = index
            while end < bytes.count, end - index < 32, isWordByte(bytes[end]) { end += 1 }
            return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
        }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte == 0x20 { return "a space" }
        if byte < 0x20 || byte == 0x7F { return String(format: "the control character U+%04X", Int(byte)) }
        if let scalar = decodeScalar(at: index) { return "'\(Character(scalar.scalar))'" }
        return String(format: "the byte 0x%02X, which is not valid UTF-8", Int(byte))
    }

    /// A message for a token that cannot start a value, with a hint for the usual mistakes.
    func unexpectedValueMessage() -> String {
        let token = describeToken()
        guard let byte = peek() else { return "expected a value, found the end of the file" }
        switch byte {
        case UInt8(ascii: "'"):
            return "strings must be in double quotes, found a single quote"
        case UInt8(ascii: "/"):
            return "comments are not allowed in JSON; remove the comment"
        case UInt8(ascii: "+"):
            return "a number cannot start with '+'; remove it"
        case UInt8(ascii: "."):
            return "a number cannot start with '.'; write a 0 before it"
        case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","):
            return "expected a value, found \(token)"
        default:
            break
        }
        switch token {
        case "'NaN'", "'Infinity'", "'inf'", "'nan'":
            return "expected a value, found \(token); JSON has no NaN or infinity, write a finite number"
        case "'True'", "'False'", "'TRUE'", "'FALSE'", "'Null'", "'NULL'", "'None'", "'nil'", "'undefined'":
            return "expected a value, found \(token); JSON's literals are true, false and null (lower case)"
        default:
            return "expected a value (object, array, string, number, true, false or null), found \(token)"
        }
    }

    /// "; is a ',' missing?" when the unexpected token could start a value.
    func missingCommaHint() -> String {
        guard let byte = peek() else { return "" }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "-"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            return "; is a ',' missing?"
        default:
            return ""
        }
    }
}
