import CQREncode
import Foundation

/// A QR code of a URL by libqrencode: its modules for the window's card and as text for a
/// terminal (Docs/live.md "On a phone").
package struct QRCode: Equatable, Sendable {
    /// Modules per side, without the quiet zone.
    package let size: Int
    /// Row-major, true for a dark module.
    package let modules: [Bool]

    /// The code of `text` at error correction level M; nil if libqrencode cannot encode it.
    package init?(_ text: String) {
        guard let code = QRcode_encodeString8bit(text, 0, QR_ECLEVEL_M) else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        size = width
        modules = (0..<(width * width)).map { code.pointee.data[$0] & 1 == 1 }
    }

    package func isDark(row: Int, column: Int) -> Bool {
        guard row >= 0, column >= 0, row < size, column < size else { return false }
        return modules[row * size + column]
    }

    /// The code in half blocks, two rows of modules a line, dark on a light quiet zone of two
    /// modules, so it scans from a dark or a light terminal.
    package var terminalText: String {
        let quiet = 2
        var lines: [String] = []
        for top in stride(from: -quiet, to: size + quiet, by: 2) {
            var line = ""
            for column in -quiet..<(size + quiet) {
                switch (isDark(row: top, column: column), isDark(row: top + 1, column: column)) {
                case (true, true): line += " "
                case (true, false): line += "▄"
                case (false, true): line += "▀"
                case (false, false): line += "█"
                }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
