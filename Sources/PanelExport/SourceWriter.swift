import Foundation
import PanelConfig

/// Builds indented source text line by line, for every export format.
package final class SourceWriter {
    private var lines: [String] = []
    private var depth = 0
    private let unit: String

    /// - Parameter indentation: one level of indentation (four spaces by default).
    package init(indentation: String = "    ") {
        unit = indentation
    }

    /// Appends one line at the current indentation (an empty line stays empty).
    package func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: unit, count: depth) + text)
    }

    /// Appends each line of `text`.
    package func lines(_ text: [String]) {
        for line in text { self.line(line) }
    }

    /// Appends `text` as comment lines starting with `prefix` (e.g. `"// "`, `"/// "`).
    package func comment(_ text: [String], prefix: String = "// ") {
        for line in text { self.line(line.isEmpty ? prefix.trimmingCharacters(in: .whitespaces) : prefix + line) }
    }

    /// Appends `open`, the lines `body` writes one level deeper, then `close`.
    package func block(_ open: String, close: String = "}", _ body: () -> Void) {
        line(open)
        depth += 1
        body()
        depth -= 1
        line(close)
    }

    /// Appends the lines `body` writes one level deeper, then `}`: a block whose opening line
    /// was written by hand.
    package func indented(close: String = "}", _ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
        line(close)
    }

    /// Appends a `switch` header, the `case` lines `body` writes at the header's own indentation
    /// (Swift's usual style), then `}`.
    package func switchBlock(_ header: String, _ body: () -> Void) {
        line(header)
        body()
        line("}")
    }

    /// Everything written, with a final newline.
    package var text: String {
        lines.joined(separator: "\n") + "\n"
    }
}
