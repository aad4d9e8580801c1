import Foundation
import XCTest

@testable import PanelConfig

/// Write-back editing of JSON text: one token replaced, members inserted in the file's own layout.
final class TuningSourceEditTests: XCTestCase {
    private func offset(of token: String, in text: String) -> Int {
        let range = text.range(of: token)!
        return text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound)
    }

    private func replace(_ token: String, in text: String, with replacement: String) -> String {
        let bytes = JSONSourceEdit.replacingValue(
            at: offset(of: token, in: text), in: Array(text.utf8), with: replacement)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func insert(_ key: String, _ value: String, intoObjectAfter marker: String, in text: String) -> String {
        let bytes = JSONSourceEdit.insertingMember(
            key, value, intoObjectAt: offset(of: marker, in: text) + marker.utf8.count - 1, in: Array(text.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    func test_replaces_exactly_the_number_token() {
        let text = "{\n  \"a\": 0.4,\n  \"b\": [1, 2],\t\"c\":0.4e0 }\n"
        XCTAssertEqual(replace("0.4,", in: text, with: "0.41"), "{\n  \"a\": 0.41,\n  \"b\": [1, 2],\t\"c\":0.4e0 }\n")
        XCTAssertEqual(replace("0.4e0", in: text, with: "3"), "{\n  \"a\": 0.4,\n  \"b\": [1, 2],\t\"c\":3 }\n")
        XCTAssertEqual(replace("2]", in: text, with: "-7"), "{\n  \"a\": 0.4,\n  \"b\": [1, -7],\t\"c\":0.4e0 }\n")
    }

    func test_replaces_every_number_form_the_parser_accepts() {
        for token in ["0", "-0", "7", "-12", "0.5", "-0.25", "1e5", "1E5", "1e+5", "1e-5", "-2.5E-3", "12.50", "1e300"]
        {
            let text = "{ \"x\": \(token), \"y\": true }"
            XCTAssertNotNil(JSONParser.parse(text).root, token)
            XCTAssertEqual(replace(token + ",", in: text, with: "0.41"), "{ \"x\": 0.41, \"y\": true }", token)
        }
        // A literal and a string replace the same way (flags and choices).
        XCTAssertEqual(replace("true", in: "{ \"y\": true}", with: "false"), "{ \"y\": false}")
        XCTAssertEqual(
            replace("\"to\\\"p\"", in: "{ \"e\": \"to\\\"p\" , \"f\": 1 }", with: "\"bottom\""),
            "{ \"e\": \"bottom\" , \"f\": 1 }")
    }

    func test_inserts_with_two_space_indentation() {
        let text = "{\n  \"a\": 1,\n  \"b\": { \"c\": 2 }\n}\n"
        XCTAssertEqual(
            insert("d", "0.5", intoObjectAfter: "{", in: text),
            "{\n  \"a\": 1,\n  \"b\": { \"c\": 2 },\n  \"d\": 0.5\n}\n")
    }

    func test_inserts_with_four_space_indentation_after_a_single_member() {
        let text = "{\n    \"a\": 1\n}"
        XCTAssertEqual(insert("d", "2", intoObjectAfter: "{", in: text), "{\n    \"a\": 1,\n    \"d\": 2\n}")
    }

    func test_inserts_with_tabs_and_keeps_CRLF() {
        let text = "{\r\n\t\"a\": {\r\n\t\t\"b\": 1\r\n\t}\r\n}\r\n"
        XCTAssertEqual(
            insert("c", "true", intoObjectAfter: "\"a\": {", in: text),
            "{\r\n\t\"a\": {\r\n\t\t\"b\": 1,\r\n\t\t\"c\": true\r\n\t}\r\n}\r\n")
    }

    func test_inserts_into_an_inline_object_on_its_line() {
        let text = "{\n  \"size\": { \"width\": 393, \"height\": 320 },\n  \"z\": 0\n}"
        XCTAssertEqual(
            insert("depth", "4", intoObjectAfter: "\"size\": {", in: text),
            "{\n  \"size\": { \"width\": 393, \"height\": 320, \"depth\": 4 },\n  \"z\": 0\n}")
    }

    func test_inserts_into_empty_objects() {
        XCTAssertEqual(insert("a", "1", intoObjectAfter: "\"o\": {", in: "{ \"o\": {} }"), "{ \"o\": { \"a\": 1 } }")
        let spanning = "{\n    \"o\": {\n    }\n}"
        XCTAssertEqual(
            insert("a", "1", intoObjectAfter: "\"o\": {", in: spanning), "{\n    \"o\": {\n        \"a\": 1\n    }\n}")
        let tabs = "{\n\t\"o\": {\n\t}\n}"
        XCTAssertEqual(insert("a", "1", intoObjectAfter: "\"o\": {", in: tabs), "{\n\t\"o\": {\n\t\t\"a\": 1\n\t}\n}")
    }

    func test_fragments_render_nested_missing_objects() {
        let fragment = JSONFragment.object([JSONFragment.Member("half", .value)])
        XCTAssertEqual(fragment.render("0.4"), "{ \"half\": 0.4 }")
        let shadows = JSONFragment.array([.object([JSONFragment.Member("opacity", .value)])])
        XCTAssertEqual(shadows.render("0.3"), "[{ \"opacity\": 0.3 }]")
        XCTAssertEqual(JSONFragment.array([.literal("36"), .value]).render("6"), "[36, 6]")
    }

    // MARK: Numbers

    func test_numbers_are_written_as_short_as_they_can_be_said_exactly() {
        XCTAssertEqual(TunableNumber.text(0.41), "0.41")
        XCTAssertEqual(TunableNumber.text(0.1 + 0.2), "0.30000000000000004")
        XCTAssertEqual(TunableNumber.text(1e-05), "1e-05")
        XCTAssertEqual(TunableNumber.text(16), "16")
        XCTAssertEqual(TunableNumber.text(-3), "-3")
        XCTAssertEqual(TunableNumber.text(-0.0), "0")
        XCTAssertEqual(TunableNumber.text(0.9999), "0.9999")
        XCTAssertEqual(TunableNumber.text(1e16), "1e+16")
    }

    func test_stepping_does_not_pick_up_binary_noise() {
        XCTAssertEqual(TunableNumber.adding(0.01, to: 0.41), 0.42)
        XCTAssertEqual(TunableNumber.text(TunableNumber.adding(0.01, to: 0.41)), "0.42")
        XCTAssertEqual(TunableNumber.adding(0.1, to: 0.2), 0.3)
        XCTAssertEqual(TunableNumber.adding(0.001, to: 0.98441), 0.98541)
        XCTAssertEqual(TunableNumber.adding(-1, to: 69), 68)
        XCTAssertEqual(TunableNumber.adding(1e-06, to: 1e-05), 1.1e-05)
        XCTAssertEqual(TunableNumber.decimals(0.98441), 5)
        XCTAssertEqual(TunableNumber.decimals(1e-05), 5)
        XCTAssertEqual(TunableNumber.decimals(16), 0)
    }

    func test_bounds_follow_the_decoder_rules() {
        let rate = ValueBounds(.openUnitInterval)
        XCTAssertEqual(rate.clamp(1.2, resolution: 0.0001), 0.9999)
        XCTAssertEqual(rate.clamp(-1, resolution: 0.0001), 0.0001)
        XCTAssertFalse(rate.contains(1))
        XCTAssertEqual(ValueBounds(.unitInterval).clamp(1.2, resolution: 0.001), 1)
        XCTAssertEqual(ValueBounds(.positive).clamp(-4, resolution: 0.001), 0.001)
        XCTAssertEqual(ValueBounds(.any).clamp(2e7, resolution: 0.1), 10_000_000)
        XCTAssertEqual(ValueBounds(.nonNegative).clamp(-4, resolution: 0.1), 0)
    }
}
