/// A position in a source file: 1-based line and column, plus the byte offset.
///
/// Columns count Unicode scalars from the start of the line (a tab is one column, `é` is one
/// column, a leading byte-order mark is not counted), which is what most editors show as the
/// cursor column for text without combining characters or characters outside the BMP.
///
/// Stored in 32-bit fields: every value of a parsed file carries one, so its size is most of a
/// tree's memory, and a config file is far smaller than 4 GB (`ConfigFileReader.maximumFileSize`).
package struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    private let storedLine: UInt32
    private let storedColumn: UInt32
    private let storedOffset: UInt32

    package var line: Int { Int(storedLine) }
    package var column: Int { Int(storedColumn) }
    /// Byte offset from the start of the file (including a byte-order mark, if any).
    package var offset: Int { Int(storedOffset) }

    package init(line: Int, column: Int, offset: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        storedOffset = UInt32(clamping: offset)
    }

    /// The start of a file, for problems that belong to no token (an unreadable file).
    package static let start = SourceLocation(line: 1, column: 1, offset: 0)

    package var description: String { "\(line):\(column)" }

    package static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

/// A JSON value that knows where it starts in its file.
package struct JSONValue: Sendable {
    package enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object(JSONObject)
    }

    package var kind: Kind
    /// The location of the value's first character (the quote of a string, the bracket of a container).
    package var location: SourceLocation

    package init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// "an object", "a string", … for messages such as "expected a number, found a string".
    package var typeDescription: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    package var stringValue: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    package var objectValue: JSONObject? {
        if case .object(let object) = kind { return object }
        return nil
    }

    package var arrayValue: [JSONValue]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }
}

/// One `"key": value` pair of an object, with the location of the key's opening quote.
package struct JSONMember: Sendable {
    package var key: String
    package var keyLocation: SourceLocation
    package var value: JSONValue
}

/// A JSON object: its members in source order, keys unique (the parser drops and reports duplicates).
package struct JSONObject: Sendable {
    package var members: [JSONMember]

    package init(members: [JSONMember]) {
        self.members = members
    }

    /// The member named `key`, if present. Config objects are small, so a linear search is the
    /// fastest lookup and keeps source order without a side table.
    package subscript(key: String) -> JSONMember? {
        members.first { $0.key == key }
    }

    package var keys: [String] { members.map(\.key) }
}
