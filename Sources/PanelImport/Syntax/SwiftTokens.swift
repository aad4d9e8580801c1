/// One token of Swift source: where it is and what kind of text it holds.
///
/// The compiler's parse dump gives source ranges for declarations and statements but not for
/// expressions, so the expressions' leaves (literals, names, operators) are found again among
/// these tokens, in source order, inside the range of the statement that holds them.
package struct SwiftToken: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case identifier, number, string, symbol
    }

    package let kind: Kind
    /// The token's text as written (a backticked name without its backticks; a string without
    /// its quotes).
    package let text: String
    /// Byte offset of the first byte and one past the last, in the file.
    package let start: Int
    package let end: Int
}

/// Splits Swift source into tokens, skipping whitespace and comments (nested block comments
/// included). Never traps: every index is checked, an unterminated comment or string ends at
/// the end of the file.
package enum SwiftTokenizer {
    package static func tokens(of source: [UInt8]) -> [SwiftToken] {
        var scanner = Scanner(bytes: source)
        return scanner.all()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        func byte(_ offset: Int = 0) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        mutating func all() -> [SwiftToken] {
            var tokens: [SwiftToken] = []
            while let next = nextToken() { tokens.append(next) }
            return tokens
        }

        mutating func nextToken() -> SwiftToken? {
            skipTrivia()
            guard let first = byte() else { return nil }
            let start = index
            if isIdentifierHead(first) {
                while let next = byte(), isIdentifierHead(next) || isDigit(next) { index += 1 }
                return token(.identifier, from: start)
            }
            if first == UInt8(ascii: "`") {
                index += 1
                while let next = byte(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { index += 1 }
                let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
                if byte() == UInt8(ascii: "`") { index += 1 }
                return SwiftToken(kind: .identifier, text: name, start: start, end: index)
            }
            if isDigit(first) { return number(from: start) }
            if first == UInt8(ascii: "\"") || (first == UInt8(ascii: "#") && rawStringFollows()) {
                return string(from: start)
            }
            if isOperator(first) {
                while let next = byte(), isOperator(next) {
                    // `.` only continues an operator that began with a dot (`..<`), as in Swift.
                    if next == UInt8(ascii: "."), bytes[start] != UInt8(ascii: ".") { break }
                    index += 1
                }
                return token(.symbol, from: start)
            }
            index += 1
            return token(.symbol, from: start)
        }

        func token(_ kind: SwiftToken.Kind, from start: Int) -> SwiftToken {
            SwiftToken(
                kind: kind, text: String(decoding: bytes[start..<index], as: UTF8.self), start: start, end: index)
        }

        mutating func skipTrivia() {
            while let next = byte() {
                if next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\n")
                    || next == UInt8(ascii: "\r")
                {
                    index += 1
                } else if next == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "/") {
                    while let next = byte(), next != UInt8(ascii: "\n") { index += 1 }
                } else if next == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                    skipBlockComment()
                } else {
                    return
                }
            }
        }

        mutating func skipBlockComment() {
            var depth = 0
            while let next = byte() {
                if next == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if next == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    index += 1
                }
            }
        }

        mutating func number(from start: Int) -> SwiftToken {
            let hex = byte() == UInt8(ascii: "0") && (byte(1) == UInt8(ascii: "x") || byte(1) == UInt8(ascii: "X"))
            if hex { index += 2 }
            while let next = byte() {
                let exponent = hex ? [UInt8(ascii: "p"), UInt8(ascii: "P")] : [UInt8(ascii: "e"), UInt8(ascii: "E")]
                if exponent.contains(next), let sign = byte(1), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                    index += 2
                } else if next == UInt8(ascii: "."), let after = byte(1), isDigit(after) {
                    index += 1
                } else if isDigit(next) || isIdentifierHead(next) {
                    index += 1
                } else {
                    break
                }
            }
            return token(.number, from: start)
        }

        func rawStringFollows() -> Bool {
            var offset = 0
            while byte(offset) == UInt8(ascii: "#") { offset += 1 }
            return byte(offset) == UInt8(ascii: "\"")
        }

        mutating func string(from start: Int) -> SwiftToken {
            var hashes = 0
            while byte() == UInt8(ascii: "#") {
                hashes += 1
                index += 1
            }
            let multiline =
                byte() == UInt8(ascii: "\"") && byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
            let quotes = multiline ? 3 : 1
            index += quotes
            let contentStart = index
            var contentEnd = bytes.count
            while let next = byte() {
                if next == UInt8(ascii: "\\"), hashes == 0 {
                    index += 2
                    continue
                }
                if next == UInt8(ascii: "\n"), !multiline { break }
                if next == UInt8(ascii: "\""), closes(quotes: quotes, hashes: hashes) {
                    contentEnd = index
                    index += quotes + hashes
                    break
                }
                index += 1
            }
            index = min(index, bytes.count)
            let text = String(decoding: bytes[contentStart..<min(contentEnd, index)], as: UTF8.self)
            return SwiftToken(kind: .string, text: text, start: start, end: index)
        }

        func closes(quotes: Int, hashes: Int) -> Bool {
            for offset in 0..<quotes where byte(offset) != UInt8(ascii: "\"") { return false }
            for offset in 0..<hashes where byte(quotes + offset) != UInt8(ascii: "#") { return false }
            return true
        }

        func isIdentifierHead(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0xC0
                || (byte >= 0x80 && byte < 0xC0)
        }

        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        func isOperator(_ byte: UInt8) -> Bool {
            "/=-+!*%<>&|^~?.".utf8.contains(byte)
        }
    }
}
