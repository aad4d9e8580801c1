import Foundation

/// Strings and numbers: the two token kinds with an inner grammar (RFC 8259 §6, §7).
extension JSONScanner {
    // MARK: Strings

    /// Parses a string starting at its opening quote and returns its decoded text.
    ///
    /// Runs of plain bytes (printable ASCII and well-formed UTF-8) are scanned in place and copied
    /// once; only escapes and repairs (control characters, invalid UTF-8) need a buffer, and a
    /// string without them becomes a `String` straight from the file's bytes.
    mutating func parseString() throws(JSONFatalError) -> String {
        let startLocation = currentLocation()
        index += 1
        var runStart = index
        var buffer: [UInt8]? = nil
        // One report per kind of problem per string: a binary blob must not give thousands of lines.
        var reportedControl = false
        var reportedEncoding = false
        var reportedEscape = false
        while true {
            guard index < bytes.count else {
                throw fatal("unterminated string; add the closing '\"'", at: startLocation)
            }
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x80 {
                if byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                    index += 1
                    continue
                }
            } else if byte >= 0x80, let length = utf8SequenceLength(at: index) {
                index += length
                extraBytes += length - 1
                continue
            }
            // Anything else ends the run of plain bytes.
            let run = UnsafeBufferPointer(rebasing: bytes[runStart..<index])
            if byte == UInt8(ascii: "\"") {
                index += 1
                guard var text = buffer.take() else { return String(decoding: run, as: UTF8.self) }
                text.append(contentsOf: run)
                return String(decoding: text, as: UTF8.self)
            }
            // Taken, not copied: the buffer stays uniquely referenced, so appends never copy it.
            var text = buffer.take() ?? []
            text.append(contentsOf: run)
            switch byte {
            case UInt8(ascii: "\\"):
                try parseEscape(into: &text, reported: &reportedEscape, stringStart: startLocation)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                // A raw line break almost always means the closing quote is missing.
                throw fatal(
                    "unterminated string: a line break before the closing '\"' (write \\n for a line break inside a string)",
                    at: startLocation)
            case 0..<0x20:
                if !reportedControl {
                    reportedControl = true
                    record(
                        currentLocation(),
                        "\(controlCharacterName(byte)) must be escaped inside a string\(escapeSuggestion(byte))")
                }
                text.append(byte)
                index += 1
            default:
                if !reportedEncoding {
                    reportedEncoding = true
                    record(
                        currentLocation(),
                        String(format: "invalid UTF-8 (byte 0x%02X) in a string; save the file as UTF-8", Int(byte)))
                }
                text.append(contentsOf: [0xEF, 0xBF, 0xBD])  // U+FFFD
                index += 1
            }
            buffer = text
            runStart = index
        }
    }

    /// Decodes one escape sequence at `index` (the backslash).
    mutating func parseEscape(into buffer: inout [UInt8], reported: inout Bool, stringStart: SourceLocation)
        throws(JSONFatalError)
    {
        let escapeLocation = currentLocation()
        guard index + 1 < bytes.count else {
            throw fatal("unterminated string; add the closing '\"'", at: stringStart)
        }
        let byte = bytes[index + 1]
        let simple: UInt8?
        switch byte {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            if !reported {
                reported = true
                let shown = byte >= 0x21 && byte < 0x7F ? "\\\(Character(Unicode.Scalar(byte)))" : "\\"
                record(
                    escapeLocation,
                    "invalid escape '\(shown)'; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
            }
            // Keep the character literally; a line break or a quote is handled by the string loop.
            index += 1
            return
        }
        if let simple {
            buffer.append(simple)
            index += 2
            return
        }
        index += 2
        guard let unit = readHex4() else {
            if !reported {
                reported = true
                record(escapeLocation, "'\\u' must be followed by four hexadecimal digits")
            }
            return
        }
        var scalar = Unicode.Scalar(unit)
        if (0xD800...0xDBFF).contains(unit) {
            // A high surrogate must be followed by an escaped low surrogate (RFC 8259 §7).
            let save = index
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                index += 2
                if let low = readHex4(), (0xDC00...0xDFFF).contains(low) {
                    scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
                } else {
                    index = save
                }
            }
        }
        guard let scalar else {
            if !reported {
                reported = true
                record(
                    escapeLocation,
                    "unpaired UTF-16 surrogate in a '\\u' escape; write the character itself or a valid pair")
            }
            buffer.append(contentsOf: [0xEF, 0xBF, 0xBD])
            return
        }
        UTF8.encode(scalar) { buffer.append($0) }
    }

    /// Reads four hex digits at `index` and advances past them, or returns nil and stays put.
    mutating func readHex4() -> UInt16? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt16 = 0
        for offset in index..<index + 4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt16(digit)
        }
        index += 4
        return value
    }

    /// The length of the well-formed UTF-8 sequence at `offset` (Unicode Table 3-7), or nil.
    func utf8SequenceLength(at offset: Int) -> Int? {
        let lead = bytes[offset]
        // The second byte's range narrows for the leads that could otherwise encode overlongs,
        // surrogates or code points past U+10FFFF.
        let (length, secondRange): (Int, ClosedRange<UInt8>)
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
        case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
        case 0xED: (length, secondRange) = (3, 0x80...0x9F)
        case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
        case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
        default: return nil
        }
        guard offset + length <= bytes.count, secondRange.contains(bytes[offset + 1]) else { return nil }
        for next in offset + 2..<offset + length where !(0x80...0xBF).contains(bytes[next]) {
            return nil
        }
        return length
    }

    /// The scalar encoded at `offset`, if the bytes there are well-formed UTF-8.
    func decodeScalar(at offset: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        guard let length = utf8SequenceLength(at: offset) else { return nil }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return nil }
        return (scalar, length)
    }

    func controlCharacterName(_ byte: UInt8) -> String {
        let names: [UInt8: String] = [0x09: "tab", 0x00: "NUL"]
        let code = String(format: "U+%04X", Int(byte))
        if let name = names[byte] { return "the control character \(code) (\(name))" }
        return "the control character \(code)"
    }

    func escapeSuggestion(_ byte: UInt8) -> String {
        switch byte {
        case 0x09: return "; write \\t"
        case 0x08: return "; write \\b"
        case 0x0C: return "; write \\f"
        default: return String(format: "; write \\u%04X", Int(byte))
        }
    }

    // MARK: Numbers

    /// Parses a number per RFC 8259 §6. A value beyond the range of `Double` is reported (never infinity).
    mutating func parseNumber() throws(JSONFatalError) -> Double {
        let start = index
        let startLocation = currentLocation()
        var isNegative = false
        if bytes[index] == UInt8(ascii: "-") {
            isNegative = true
            index += 1
        }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw fatal("expected a digit after '-', found \(describeToken())")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw fatal("a number cannot have leading zeros; remove them", at: startLocation)
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw fatal("expected a digit after the decimal point, found \(describeToken())")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw fatal("expected a digit in the exponent, found \(describeToken())")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if let value = exactValue(of: (isNegative ? start + 1 : start)..<index) {
            return isNegative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            record(
                startLocation,
                "the number \(text.count > 40 ? String(text.prefix(40)) + "…" : text) is too large (the largest is about 1.8e308)"
            )
            return isNegative ? -Double.greatestFiniteMagnitude : Double.greatestFiniteMagnitude
        }
        return value
    }

    /// Exact powers of ten: 10²² is the largest that a `Double` holds exactly.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22,
    ]

    /// The value of the well-formed unsigned number in `range` when it needs no text conversion:
    /// at most 15 significant digits and a decimal exponent within ±22. Both the digits and the
    /// power of ten are then exact doubles, so one multiplication or division rounds correctly
    /// (Clinger, "How to Read Floating Point Numbers Accurately", PLDI 1990). Typical config numbers
    /// take this path; `Double(String)` costs far more, which a file of millions of numbers shows.
    private func exactValue(of range: Range<Int>) -> Double? {
        var mantissa: Int64 = 0
        var significantDigits = 0
        var exponent = 0
        var isFraction = false
        var offset = range.lowerBound
        while offset < range.upperBound {
            let byte = bytes[offset]
            if byte == UInt8(ascii: ".") {
                isFraction = true
            } else if isDigit(byte) {
                if significantDigits > 0 || byte != UInt8(ascii: "0") {
                    significantDigits += 1
                    guard significantDigits <= 15 else { return nil }
                    mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
                }
                if isFraction { exponent -= 1 }
            } else {
                break  // the exponent's 'e' or 'E'
            }
            offset += 1
        }
        if offset < range.upperBound {
            offset += 1
            var isNegativeExponent = false
            if bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                isNegativeExponent = bytes[offset] == UInt8(ascii: "-")
                offset += 1
            }
            var written = 0
            while offset < range.upperBound {
                written = written * 10 + Int(bytes[offset] - UInt8(ascii: "0"))
                guard written < 1000 else { return nil }
                offset += 1
            }
            exponent += isNegativeExponent ? -written : written
        }
        if mantissa == 0 { return 0 }
        guard abs(exponent) < Self.powersOfTen.count else { return nil }
        let power = Self.powersOfTen[abs(exponent)]
        return exponent < 0 ? Double(mantissa) / power : Double(mantissa) * power
    }

    @inline(__always)
    func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
