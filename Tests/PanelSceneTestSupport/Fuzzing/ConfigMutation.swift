import Foundation
import PanelScene
import TestSupport

/// One broken input: the files a case changes or adds, and what was done to them.
package struct ConfigFuzzCase {
    /// The case's number within its run (with the seed, enough to rebuild it).
    package var index: Int
    /// The file the mutation targets, relative to the corpus root.
    package var target: String
    /// What was done, in words, for the report.
    package var mutation: String
    /// Path relative to the corpus root → new contents (the target, and any file the case adds).
    package var changes: [String: Data]
    /// The scene or scenario loaded to reach the target (the target itself for a scene or a
    /// scenario); nil when the target is checked on its own.
    package var loadedThrough: String? = nil
}

/// The mutations, each a function of a seed file and a random stream.
package enum ConfigMutation {
    // MARK: Bytes

    /// Byte sequences that break parsers: NUL, bytes that are never UTF-8, overlong and surrogate
    /// encodings, a code point past U+10FFFF, a BOM in the middle, tokens JSON lacks.
    static let interestingBytes: [[UInt8]] = [
        [0x00], [0xFF], [0xFE], [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC3],
        [0xE2, 0x82], [0xEF, 0xBB, 0xBF], [0x0D], [0x0A], [0x09], [0x7F], [0xE2, 0x80, 0xA8],
        Array("\"".utf8), Array("\\".utf8), Array("{".utf8), Array("}".utf8), Array("[".utf8), Array("]".utf8),
        Array(",".utf8), Array(":".utf8), Array("1e999".utf8), Array("-0".utf8), Array("NaN".utf8),
        Array("//".utf8), Array("'".utf8), Array("\\u".utf8), Array("\\ud800".utf8), Array("null".utf8),
    ]

    static func flipBits(_ bytes: Data, _ random: inout SplitMix64) -> (Data, String) {
        var result = [UInt8](bytes)
        guard !result.isEmpty else { return (bytes, "flip nothing (empty file)") }
        let count = Int.random(in: 1...8, using: &random)
        var offsets: [Int] = []
        for _ in 0..<count {
            let offset = random.index(in: result)
            result[offset] ^= 1 << UInt8.random(in: 0...7, using: &random)
            offsets.append(offset)
        }
        return (Data(result), "flip bits at byte offsets \(offsets)")
    }

    static func truncate(_ bytes: Data, at length: Int) -> (Data, String) {
        (bytes.prefix(length), "truncate to \(length) of \(bytes.count) bytes")
    }

    static func insertBytes(_ bytes: Data, _ random: inout SplitMix64) -> (Data, String) {
        var result = [UInt8](bytes)
        let offset = Int.random(in: 0...result.count, using: &random)
        let inserted = random.pick(interestingBytes)
        result.insert(contentsOf: inserted, at: offset)
        return (Data(result), "insert \(hex(inserted)) at byte \(offset)")
    }

    static func deleteOrDuplicateRange(_ bytes: Data, _ random: inout SplitMix64) -> (Data, String) {
        var result = [UInt8](bytes)
        guard !result.isEmpty else { return (bytes, "change nothing (empty file)") }
        let start = random.index(in: result)
        let end = min(result.count, start + Int.random(in: 1...64, using: &random))
        if random.chance(0.5) {
            result.removeSubrange(start..<end)
            return (Data(result), "delete bytes \(start)..<\(end)")
        }
        result.insert(contentsOf: result[start..<end], at: start)
        return (Data(result), "duplicate bytes \(start)..<\(end)")
    }

    static func garbage(_ random: inout SplitMix64) -> (Data, String) {
        let count = Int.random(in: 0...300, using: &random)
        return (Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }), "\(count) random bytes")
    }

    /// Byte-order marks and encodings other than UTF-8: editors on other systems save these.
    static func encoding(_ bytes: Data, variant: Int) -> (Data, String) {
        let text = String(decoding: bytes, as: UTF8.self)
        switch variant % 6 {
        case 0: return (Data([0xEF, 0xBB, 0xBF]) + bytes, "prepend a UTF-8 BOM")
        case 1: return (Data([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF]) + bytes, "prepend two UTF-8 BOMs")
        case 2: return (Data([0xFF, 0xFE]) + utf16(text, bigEndian: false), "UTF-16LE with BOM")
        case 3: return (Data([0xFE, 0xFF]) + utf16(text, bigEndian: true), "UTF-16BE with BOM")
        case 4: return (Data([0xFF, 0xFE, 0x00, 0x00]) + utf32(text), "UTF-32LE with BOM")
        default: return (bytes + Data([0xEF, 0xBB, 0xBF]), "append a UTF-8 BOM")
        }
    }

    private static func utf16(_ text: String, bigEndian: Bool) -> Data {
        Data(
            text.utf16.flatMap { unit in
                bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            })
    }

    private static func utf32(_ text: String) -> Data {
        Data(text.unicodeScalars.flatMap { scalar in (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) } })
    }

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String(format: "%02X", $0) }.joined(separator: " ")
    }

    // MARK: Trees

    /// Numbers at and past the edges of `Double` and of what a config means; about half of them
    /// pass the decoders, so that the engine sees edge values too.
    static let extremeNumbers = [
        "1e999", "-1e999", "-0", "0", "-1", "1e308", "-1e308", "1.7976931348623157e308", "5e-324", "1e-300",
        "1e15", "9007199254740993", "1e400", "123456789012345678901234567890", "0.000000000000000000001",
        "-2147483649", "4294967296", String(repeating: "9", count: 400), "1E+2", "-0.0e-0",
        "10000000", "-10000000", "9999999.5", "1e-9", "0.000001", "0.9999999", "0.999", "1e-7", "0.01", "0.5",
        "1", "3", "16", "-300", "2000", "-2000", "100000", "0.001",
    ]

    /// A value of another type than `value`.
    static func otherType(than value: FuzzJSON, _ random: inout SplitMix64) -> FuzzJSON {
        let candidates: [FuzzJSON] = [
            .null, .bool(true), .bool(false), .raw("0"), .raw("1"), .string(""), .string("full"),
            .array([]), .array([.raw("1"), .raw("2")]), .object([]),
            .object([FuzzJSON.Member(key: "absoluteInset", value: .raw("16"))]),
        ]
        let different = candidates.filter { !sameType($0, value) }
        return random.pick(different)
    }

    private static func sameType(_ a: FuzzJSON, _ b: FuzzJSON) -> Bool {
        switch (a, b) {
        case (.object, .object), (.array, .array), (.string, .string), (.raw, .raw), (.bool, .bool),
            (.null, .null):
            return true
        default:
            return false
        }
    }

    /// `value` inside `levels` arrays or objects.
    static func nested(_ value: FuzzJSON, levels: Int, objects: Bool) -> FuzzJSON {
        let inner = String(decoding: value.serialized(FuzzJSON.Style(indent: 0)), as: UTF8.self)
        let open = objects ? "{\"a\":" : "["
        let close = objects ? "}" : "]"
        return .raw(String(repeating: open, count: levels) + inner + String(repeating: close, count: levels))
    }

    /// A key an editor's typo could make of `key`.
    static func typo(of key: String, _ random: inout SplitMix64) -> String {
        var characters = Array(key)
        guard !characters.isEmpty else { return "x" }
        switch Int.random(in: 0..<4, using: &random) {
        case 0: characters.remove(at: random.index(in: characters))
        case 1: characters.insert("x", at: Int.random(in: 0...characters.count, using: &random))
        case 2: characters = Array(key.uppercased())
        default: characters.append(" ")
        }
        return String(characters)
    }

    /// Strings that are valid JSON but odd as names, colors, paths or state names.
    static func oddString(_ random: inout SplitMix64) -> String {
        let choices = [
            "", " ", "\u{0}", "\u{0}full", "\u{FEFF}", "☕️", "e\u{301}", "\u{202E}llun", "#", "#GGGGGG", "#FFF",
            "#FFFFFFFFFF", "../", "/", ".", "hidden", "full", "half", "tip",
            String(repeating: "a", count: 10_000), String(repeating: "\u{1F600}", count: 1000),
        ]
        return random.pick(choices)
    }
}
