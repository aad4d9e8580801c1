import Foundation

/// Breaks text into lines that fit a width, for the side bar's cards, and remembers the result:
/// the same text is measured once, not every frame.
///
/// Lines break at spaces; a word wider than the whole width (a long path) breaks after its last
/// `/` or `:` that fits, else at the last character that fits.
final class TextWrapper {
    private struct Key: Hashable {
        let text: String
        let style: TextStyle
        let width: CGFloat
        let pointScale: CGFloat
        /// Cut to one line (`fitted`) rather than wrapped.
        var isFitted = false
    }

    private let painter: Painter
    private var wrapped: [Key: [String]] = [:]
    /// Enough for every banner line and message of a session; beyond it the cache starts over.
    private let capacity = 256

    init(painter: Painter) {
        self.painter = painter
    }

    /// `text` in lines no wider than `width` points in `style`; explicit newlines are kept.
    func lines(_ text: String, style: TextStyle, width: CGFloat) -> [String] {
        // A line that fits is not remembered: figures that change every frame would crowd out
        // the long lines worth keeping.
        if !text.contains("\n"), fits(text, style, width) { return [text] }
        let key = Key(text: text, style: style, width: width, pointScale: painter.pointScale)
        if let lines = wrapped[key] { return lines }
        if wrapped.count >= capacity { wrapped.removeAll() }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
            wrap(String($0), style: style, width: width)
        }
        wrapped[key] = lines
        return lines
    }

    /// `text` as it fits on one line of `width` points: whole, or cut with an ellipsis (a list's
    /// row, whose place must not move to a second line).
    func fitted(_ text: String, style: TextStyle, width: CGFloat) -> String {
        if fits(text, style, width) { return text }
        let key = Key(text: text, style: style, width: width, pointScale: painter.pointScale, isFitted: true)
        if let line = wrapped[key]?.first { return line }
        let characters = Array(text)
        // Binary search: the widths of prefixes only grow.
        var low = 0
        var high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(String(characters[..<middle]) + "…", style, width) { low = middle } else { high = middle - 1 }
        }
        let line = String(characters[..<low]) + "…"
        if wrapped.count >= capacity { wrapped.removeAll() }
        wrapped[key] = [line]
        return line
    }

    private func fits(_ text: String, _ style: TextStyle, _ width: CGFloat) -> Bool {
        painter.measureText(text, style: style).width <= width
    }

    private func wrap(_ paragraph: String, style: TextStyle, width: CGFloat) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if fits(candidate, style, width) {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            var rest = word
            while !rest.isEmpty, !fits(rest, style, width) {
                let head = longestFittingPrefix(of: rest, style: style, width: width)
                lines.append(head)
                rest = String(rest.dropFirst(head.count))
            }
            current = rest
        }
        lines.append(current)
        return lines
    }

    /// The longest start of `word` that fits, cut after a `/` or `:` when one is in it.
    private func longestFittingPrefix(of word: String, style: TextStyle, width: CGFloat) -> String {
        let characters = Array(word)
        // Binary search: the widths of prefixes only grow.
        var low = 1
        var high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(String(characters[..<middle]), style, width) { low = middle } else { high = middle - 1 }
        }
        let prefix = characters[..<low]
        if let separator = prefix.lastIndex(where: { $0 == "/" || $0 == ":" }), separator > 0 {
            return String(characters[...separator])
        }
        return String(prefix)
    }
}
