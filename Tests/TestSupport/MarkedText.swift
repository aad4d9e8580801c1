/// Text with `⟨` markers standing for positions (after swift-format's `MarkedText`): the markers
/// are removed and their line:column recorded, so tests never count columns by hand.
///
/// Columns count Unicode scalars, as the parser does; a leading byte-order mark is not counted.
public struct MarkedText {
    public static let marker: Unicode.Scalar = "⟨"

    /// The text without markers.
    public let text: String
    /// Each marker's "line:column", in text order.
    public let positions: [String]

    public init(_ marked: String) {
        var scalars = String.UnicodeScalarView()
        var positions: [String] = []
        var line = 1
        var column = 1
        for (index, scalar) in marked.unicodeScalars.enumerated() {
            if index == 0 && scalar == "\u{FEFF}" {
                // A leading byte-order mark is not a column (as in the parser).
                scalars.append(scalar)
                continue
            }
            if scalar == MarkedText.marker {
                positions.append("\(line):\(column)")
                continue
            }
            scalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = String(scalars)
        self.positions = positions
    }
}
