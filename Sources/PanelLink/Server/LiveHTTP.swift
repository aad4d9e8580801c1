import Foundation

/// The HTTP/1.1 the live server speaks (RFC 9112): a request head read strictly, and responses
/// that all carry the same protective headers, refusals included (Docs/live.md "Security").
package enum LiveHTTP {
    /// A request's line and header fields.
    package struct RequestHead: Equatable, Sendable {
        package var method: String
        package var path: String
        /// The part after `?`, if any.
        package var query: String?
        /// Every field in order, names lowercased.
        package var fields: [(name: String, value: String)]

        /// The values of the field `name` (lowercase).
        package func values(_ name: String) -> [String] { fields.filter { $0.name == name }.map(\.value) }

        /// The single value of `name`; nil when absent.
        package func value(_ name: String) -> String? { values(name).first }

        package static func == (a: RequestHead, b: RequestHead) -> Bool {
            a.method == b.method && a.path == b.path && a.query == b.query
                && a.fields.map(\.name) == b.fields.map(\.name) && a.fields.map(\.value) == b.fields.map(\.value)
        }

        /// Reads `bytes`, a head up to its blank line.
        /// - Returns: nil when it is not a well-formed HTTP/1.1 head with exactly one `Host`
        ///   (RFC 9112 §3.2: any other gets 400).
        package static func read(_ bytes: ArraySlice<UInt8>) -> RequestHead? {
            guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
            var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
            while lines.last?.isEmpty == true { lines.removeLast() }
            guard let requestLine = lines.first else { return nil }
            let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
            guard parts.count == 3, parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0", parts[1].hasPrefix("/"),
                !parts[0].isEmpty
            else { return nil }
            var fields: [(name: String, value: String)] = []
            for line in lines.dropFirst() {
                // Obsolete line folding and fields without a name are refused (RFC 9112 §5.2).
                guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                    line.first != " ", line.first != "\t", !line[..<colon].contains(" ")
                else { return nil }
                let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                fields.append((line[..<colon].lowercased(), value))
            }
            let target = parts[1]
            let question = target.firstIndex(of: "?")
            let head = RequestHead(
                method: String(parts[0]), path: String(target[..<(question ?? target.endIndex)]),
                query: question.map { String(target[target.index(after: $0)...]) }, fields: fields)
            return head.values("host").count == 1 ? head : nil
        }
    }

    /// Where the head in `bytes` ends (the index of its blank line's `\r\n\r\n`), searching from
    /// `start`.
    package static func headEnd(_ bytes: [UInt8], from start: Int = 0) -> Int? {
        guard bytes.count >= 4 else { return nil }
        var index = start
        while index + 4 <= bytes.count {
            if bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Sent with every response: nothing is cached (the URL carries the token) and the page may
    /// reach its own origin only.
    package static let protectiveFields = [
        "Cache-Control: no-store",
        "X-Content-Type-Options: nosniff",
        "Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-inline'; "
            + "style-src 'unsafe-inline'; img-src 'self' data:; connect-src 'self'",
    ]

    /// A whole response that closes its connection, or (101) the handshake's head.
    package static func response(
        status: Int, contentType: String = "text/html; charset=utf-8", body: [UInt8], fields: [String] = []
    ) -> [UInt8] {
        var lines = ["HTTP/1.1 \(status) \(reason(status))"] + protectiveFields + fields
        if status != 101 {
            lines += ["Content-Type: \(contentType)", "Content-Length: \(body.count)", "Connection: close"]
        }
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8) + body
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 101: "Switching Protocols"
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 431: "Request Header Fields Too Large"
        default: "Service Unavailable"
        }
    }
}
