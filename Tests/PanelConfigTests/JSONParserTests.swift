import Foundation
import TestSupport
import XCTest

@testable import PanelConfig

/// The located JSON parser: values, locations, and every syntax problem at its token.
final class JSONParserTests: XCTestCase {
    /// Parses `marked` and asserts the problems, one per `⟨` marker, in order.
    private func assertParseErrors(
        _ marked: String, _ messages: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        let text = MarkedText(marked)
        let result = JSONParser.parse(text.text)
        XCTAssertEqual(
            result.errors.map { "\($0.location): \($0.message)" },
            zip(text.positions, messages).map { "\($0): \($1)" }, file: file, line: line)
    }

    private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONValue? {
        let result = JSONParser.parse(text)
        XCTAssertEqual(result.errors.map(\.message), [], file: file, line: line)
        return result.root
    }

    // MARK: Values and locations

    func test_values_of_every_kind_are_decoded() throws {
        let root = try XCTUnwrap(
            parse(#"{"a": [1, -2.5e2, 0.125, true, false, null], "b": "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"}"#))
        let object = try XCTUnwrap(root.objectValue)
        let array = try XCTUnwrap(object["a"]?.value.arrayValue)
        let numbers = array.prefix(3).compactMap { value -> Double? in
            if case .number(let number) = value.kind { return number }
            return nil
        }
        XCTAssertEqual(numbers, [1, -250, 0.125])
        if case .bool(true) = array[3].kind {} else { XCTFail("true") }
        if case .bool(false) = array[4].kind {} else { XCTFail("false") }
        if case .null = array[5].kind {} else { XCTFail("null") }
        XCTAssertEqual(object["b"]?.value.stringValue, "x\"\\/\u{8}\u{c}\n\r\t\u{e9}\u{1F600}")
    }

    func test_keys_and_values_carry_line_and_column() throws {
        let text = MarkedText(
            """
            {
              ⟨"first": ⟨1,
            \t⟨"é🙂": ⟨"ü", ⟨"last": ⟨[⟨true]
            }
            """)
        let root = try XCTUnwrap(parse(text.text))
        let members = try XCTUnwrap(root.objectValue).members
        let located = [
            members[0].keyLocation, members[0].value.location, members[1].keyLocation, members[1].value.location,
            members[2].keyLocation, members[2].value.location, members[2].value.arrayValue![0].location,
        ]
        XCTAssertEqual(located.map(\.description), text.positions)
    }

    func test_columns_count_unicode_scalars_and_skip_a_byte_order_mark() {
        assertParseErrors(
            "\u{FEFF}{\"ä\": \"ö\" ⟨1}", ["expected ',' or '}' after object member, found '1'; is a ',' missing?"])
        assertParseErrors(
            "{\"🙂\": [\"日本\" ⟨1]}", ["expected ',' or ']' after array element, found '1'; is a ',' missing?"])
    }

    func test_a_byte_order_mark_is_accepted() {
        XCTAssertNotNil(parse("\u{FEFF}{}"))
    }

    func test_crlf_line_endings_count_one_line() {
        assertParseErrors(
            "{\r\n  \"a\": 1\r\n  ⟨\"b\": 2\r\n}",
            ["expected ',' or '}' after object member, found '\"'; is a ',' missing?"])
    }

    func test_large_objects_keep_all_members_in_order() throws {
        let members = (0..<100).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let object = try XCTUnwrap(parse("{\(members)}")?.objectValue)
        XCTAssertEqual(object.keys, (0..<100).map { "k\($0)" })
    }

    // MARK: Problems that stop the parse

    func test_syntax_errors_name_what_was_expected() {
        assertParseErrors(
            #"{"a": 1 ⟨"b": 2}"#, [#"expected ',' or '}' after object member, found '"'; is a ',' missing?"#])
        assertParseErrors(#"[1 ⟨2]"#, ["expected ',' or ']' after array element, found '2'; is a ',' missing?"])
        assertParseErrors(#"{"a" ⟨1}"#, [#"expected ':' after the key "a", found '1'"#])
        assertParseErrors(#"{⟨a: 1}"#, ["expected a key in double quotes, found 'a'"])
        assertParseErrors(#"{⟨'a': 1}"#, ["object keys must be in double quotes, found a single quote"])
        assertParseErrors(#"{"a": ⟨}"#, ["expected a value, found '}'"])
        assertParseErrors(
            #"{"a": ⟨tru}"#, ["expected a value (object, array, string, number, true, false or null), found 'tru'"])
        assertParseErrors(
            #"{"a": ⟨True}"#, ["expected a value, found 'True'; JSON's literals are true, false and null (lower case)"])
        assertParseErrors(
            #"{"a": ⟨NaN}"#, ["expected a value, found 'NaN'; JSON has no NaN or infinity, write a finite number"])
        assertParseErrors(#"{"a": ⟨// note"#, ["comments are not allowed in JSON; remove the comment"])
        assertParseErrors(#"{"a": ⟨+1}"#, ["a number cannot start with '+'; remove it"])
        assertParseErrors(#"{"a": ⟨.5}"#, ["a number cannot start with '.'; write a 0 before it"])
        assertParseErrors(#"{"a": ⟨01}"#, ["a number cannot have leading zeros; remove them"])
        assertParseErrors(#"{"a": 1.⟨}"#, ["expected a digit after the decimal point, found '}'"])
        assertParseErrors(#"{"a": 1e⟨}"#, ["expected a digit in the exponent, found '}'"])
        assertParseErrors(#"{"a": -⟨x}"#, ["expected a digit after '-', found 'x'"])
        assertParseErrors(
            #"{"a": 1}⟨}"#, ["unexpected '}' after the end of the top-level value; a file holds exactly one JSON value"]
        )
        assertParseErrors("{\"a\": 1⟨", ["expected ',' or '}' after object member, found the end of the file"])
    }

    func test_unterminated_strings_point_at_the_opening_quote() {
        assertParseErrors(#"{"a": ⟨"abc"#, [#"unterminated string; add the closing '"'"#])
        assertParseErrors(
            "{\"a\": ⟨\"abc\n}",
            [#"unterminated string: a line break before the closing '"' (write \n for a line break inside a string)"#])
    }

    func test_an_empty_file_is_an_error() {
        assertParseErrors("⟨", ["the file is empty; expected a JSON object"])
        assertParseErrors("\u{FEFF}⟨", ["the file is empty; expected a JSON object"])
        assertParseErrors("  \n  ⟨", ["the file contains only whitespace; expected a JSON object"])
    }

    func test_nesting_deeper_than_the_limit_is_an_error_not_a_crash() {
        let depth = JSONParser.maximumDepth
        XCTAssertNotNil(parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)))
        let deep = String(repeating: "[", count: depth) + "⟨" + String(repeating: "[", count: 100_000)
        assertParseErrors(deep, ["nesting is deeper than 128 levels; flatten the data"])
    }

    func test_bytes_outside_strings_that_are_not_json_are_named() {
        let result = JSONParser.parse(Data([0x7B, 0xFF, 0x7D]))
        XCTAssertEqual(
            result.errors.map { "\($0.location): \($0.message)" },
            ["1:2: expected a key in double quotes, found the byte 0xFF, which is not valid UTF-8"])
    }

    // MARK: Problems that leave a usable tree

    func test_trailing_commas_are_reported_at_the_comma() throws {
        assertParseErrors(
            """
            {
              "a": [1, 2⟨,],
              "b": 3⟨,
            }
            """,
            [
                "trailing comma before ']'; JSON does not allow it, remove the comma",
                "trailing comma before '}'; JSON does not allow it, remove the comma",
            ])
        XCTAssertEqual(JSONParser.parse(#"{"a": [1,], "b": 2,}"#).root?.objectValue?.keys, ["a", "b"])
    }

    func test_duplicate_keys_are_reported_at_the_second_with_the_first_line() {
        assertParseErrors(
            """
            {
              "full": 1,
              "half": 2,
              ⟨"full": 3
            }
            """,
            [#"duplicate key "full" (first defined at line 2, column 3); remove one of them"#])
    }

    func test_duplicate_keys_in_large_objects_are_found() {
        // Past 16 members the parser switches to a hash table; the result must be the same.
        let members = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        func column(of key: String) -> Int {
            members.distance(from: members.startIndex, to: members.range(of: "\"\(key)\"")!.lowerBound) + 2
        }
        assertParseErrors(
            "{\(members), ⟨\"k7\": 0, ⟨\"k39\": 1}",
            [
                #"duplicate key "k7" (first defined at line 1, column \#(column(of: "k7"))); remove one of them"#,
                #"duplicate key "k39" (first defined at line 1, column \#(column(of: "k39"))); remove one of them"#,
            ])
    }

    func test_control_characters_in_strings_are_reported() {
        assertParseErrors(
            "{\"a\": \"x⟨\ty\"}", [#"the control character U+0009 (tab) must be escaped inside a string; write \t"#])
        assertParseErrors(
            "{\"a\": \"⟨\u{1}\"}", [#"the control character U+0001 must be escaped inside a string; write \u0001"#])
    }

    func test_invalid_escapes_are_reported() {
        assertParseErrors(
            #"{"a": "x⟨\q"}"#, [#"invalid escape '\q'; valid escapes are \" \\ \/ \b \f \n \r \t and \uXXXX"#])
        assertParseErrors(#"{"a": "⟨\u12"}"#, [#"'\u' must be followed by four hexadecimal digits"#])
        assertParseErrors(
            #"{"a": "⟨\ud800x"}"#,
            [#"unpaired UTF-16 surrogate in a '\u' escape; write the character itself or a valid pair"#])
    }

    func test_invalid_utf_8_in_strings_is_reported_once_per_string() {
        var bytes = Array(#"{"a": "é"#.utf8)
        bytes += [0xC3, 0x28, 0xFF]  // a broken two-byte sequence, then a byte that never occurs
        bytes += Array(#"", "b": "ok"}"#.utf8)
        let result = JSONParser.parse(Data(bytes))
        XCTAssertEqual(
            result.errors.map { "\($0.location): \($0.message)" },
            ["1:9: invalid UTF-8 (byte 0xC3) in a string; save the file as UTF-8"])
        XCTAssertEqual(result.root?.objectValue?["b"]?.value.stringValue, "ok")
        // Overlong encodings and encoded surrogates are not UTF-8 either.
        for invalid: [UInt8] in [[0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]] {
            let result = JSONParser.parse(Data([0x22] + invalid + [0x22]))
            XCTAssertEqual(result.errors.count, 1, "\(invalid)")
        }
    }

    func test_numbers_beyond_double_are_errors_never_infinity() throws {
        assertParseErrors(
            #"{"a": ⟨1e999, "b": ⟨-1e999, "c": 1e-999}"#,
            [
                "the number 1e999 is too large (the largest is about 1.8e308)",
                "the number -1e999 is too large (the largest is about 1.8e308)",
            ])
        let root = try XCTUnwrap(JSONParser.parse(#"[1e999, 123456789012345678901234567890]"#).root?.arrayValue)
        for value in root {
            guard case .number(let number) = value.kind else { return XCTFail("number") }
            XCTAssertTrue(number.isFinite)
        }
    }

    func test_problems_after_a_recoverable_one_are_still_found() {
        assertParseErrors(
            """
            {
              "a": [1⟨,],
              ⟨"a": 2,
              "c": ⟨1e400,
              "d" ⟨2
            }
            """,
            [
                "trailing comma before ']'; JSON does not allow it, remove the comma",
                #"duplicate key "a" (first defined at line 2, column 3); remove one of them"#,
                "the number 1e400 is too large (the largest is about 1.8e308)",
                #"expected ':' after the key "d", found '2'"#,
            ])
    }
}
