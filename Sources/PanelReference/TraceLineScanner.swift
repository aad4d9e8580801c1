import Foundation

/// Reads a trace's lines straight from its bytes (Docs/reference.md "Limits"): a trace may be
/// hundreds of megabytes, so a line of two numbers or a flat JSON object is read without making
/// strings; anything else is left to the full readers, which say what is wrong where.
struct TraceLineScanner {
    /// The longest line read, in bytes: a `simulate` frame line is a few hundred.
    static let longestLine = 1 << 16

    /// One line: its number (from 1) and its bytes without the line end (`\n`, `\r\n` or `\r`).
    struct Line {
        var number: Int
        var bytes: Range<Int>
    }

    /// The bytes, with a zero after the last so that `strtod` stops there.
    private let bytes: [UInt8]
    let count: Int

    init(_ data: some Collection<UInt8>) {
        var bytes = [UInt8]()
        bytes.reserveCapacity(data.count + 1)
        bytes.append(contentsOf: data)
        count = bytes.count
        bytes.append(0)
        self.bytes = bytes
    }

    /// Calls `body` with every line in order; a line ends at `\n`, at `\r\n` or at a lone `\r`.
    func forEachLine<Failure: Error>(_ body: (Line) throws(Failure) -> Void) throws(Failure) {
        var start = 0
        var number = 1
        var index = 0
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                try body(Line(number: number, bytes: start..<index))
                if byte == 0x0D, index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
                number += 1
                start = index + 1
            }
            index += 1
        }
        if start < count { try body(Line(number: number, bytes: start..<count)) }
    }

    /// The line's text, for the readers that take strings.
    func text(_ line: Line) -> String {
        String(decoding: bytes[line.bytes], as: UTF8.self)
    }

    /// Whether the line holds only spaces and tabs.
    func isBlank(_ line: Line) -> Bool {
        line.bytes.allSatisfy { bytes[$0] == 0x20 || bytes[$0] == 0x09 }
    }

    /// The file's first byte that is not a space, a tab or a line end.
    var firstVisibleByte: UInt8? {
        bytes[0..<count].first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
    }

    /// `t,y` as two finite numbers, spaces around each allowed; nil for any other line.
    func numberPair(_ line: Line) -> (Double, Double)? {
        var index = line.bytes.lowerBound
        guard let t = number(at: &index, end: line.bytes.upperBound), index < line.bytes.upperBound,
            bytes[index] == UInt8(ascii: ",")
        else { return nil }
        index += 1
        guard let y = number(at: &index, end: line.bytes.upperBound), index == line.bytes.upperBound else {
            return nil
        }
        return (t, y)
    }

    /// A flat JSON object's members that are numbers, strings or booleans, by name; nil when the
    /// line is anything else (nested values, escapes, bad syntax): the full parser reads it then.
    func flatObject(_ line: Line) -> [String: FlatValue]? {
        let end = line.bytes.upperBound
        var index = line.bytes.lowerBound
        skipSpaces(&index, end: end)
        guard index < end, bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        var members: [String: FlatValue] = [:]
        skipSpaces(&index, end: end)
        if index < end, bytes[index] == UInt8(ascii: "}") {
            index += 1
            skipSpaces(&index, end: end)
            return index == end ? members : nil
        }
        while true {
            guard let name = string(at: &index, end: end) else { return nil }
            skipSpaces(&index, end: end)
            guard index < end, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            skipSpaces(&index, end: end)
            guard index < end else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard let text = string(at: &index, end: end) else { return nil }
                members[name] = .string(text)
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                guard let literal = literal(at: &index, end: end) else { return nil }
                members[name] = literal
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard let value = number(at: &index, end: end) else { return nil }
                members[name] = .number(value)
            default:
                return nil
            }
            skipSpaces(&index, end: end)
            guard index < end else { return nil }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipSpaces(&index, end: end)
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { return nil }
            index += 1
            skipSpaces(&index, end: end)
            return index == end ? members : nil
        }
    }

    /// A member's value in a flat object.
    enum FlatValue: Equatable {
        case number(Double)
        case string(String)
        case bool(Bool)
        case null
    }

    private func skipSpaces(_ index: inout Int, end: Int) {
        while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }

    /// A finite decimal number (digits, one point, an exponent), spaces around it skipped.
    private func number(at index: inout Int, end: Int) -> Double? {
        skipSpaces(&index, end: end)
        let start = index
        var scan = index
        if scan < end, bytes[scan] == UInt8(ascii: "-") || bytes[scan] == UInt8(ascii: "+") { scan += 1 }
        var digits = 0
        while scan < end, isDigit(bytes[scan]) { (scan, digits) = (scan + 1, digits + 1) }
        if scan < end, bytes[scan] == UInt8(ascii: ".") {
            scan += 1
            while scan < end, isDigit(bytes[scan]) { (scan, digits) = (scan + 1, digits + 1) }
        }
        guard digits > 0 else { return nil }
        if scan < end, bytes[scan] == UInt8(ascii: "e") || bytes[scan] == UInt8(ascii: "E") {
            scan += 1
            if scan < end, bytes[scan] == UInt8(ascii: "-") || bytes[scan] == UInt8(ascii: "+") { scan += 1 }
            let exponentStart = scan
            while scan < end, isDigit(bytes[scan]) { scan += 1 }
            guard scan > exponentStart else { return nil }
        }
        // The grammar above is a subset of strtod's; strtod rounds it correctly.
        let value = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { strtod($0 + start, nil) }
        }
        index = scan
        skipSpaces(&index, end: end)
        return value.isFinite ? value : nil
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// A string without escapes or control characters.
    private func string(at index: inout Int, end: Int) -> String? {
        guard index < end, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        var scan = start
        while scan < end, bytes[scan] != UInt8(ascii: "\"") {
            guard bytes[scan] != UInt8(ascii: "\\"), bytes[scan] >= 0x20 else { return nil }
            scan += 1
        }
        guard scan < end else { return nil }
        index = scan + 1
        return String(decoding: bytes[start..<scan], as: UTF8.self)
    }

    private func literal(at index: inout Int, end: Int) -> FlatValue? {
        for (word, value) in [("true", FlatValue.bool(true)), ("false", .bool(false)), ("null", .null)] {
            let utf8 = Array(word.utf8)
            if index + utf8.count <= end, bytes[index..<(index + utf8.count)].elementsEqual(utf8) {
                index += utf8.count
                return value
            }
        }
        return nil
    }
}
