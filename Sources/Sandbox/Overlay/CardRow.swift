import FloatingPanel
import Foundation

/// One row of text on a side-bar card: pieces placed from the card's text edge, so what a card
/// will draw can be laid out, and checked to fit, before anything is drawn.
struct CardRow {
    /// A string drawn `x` points right of the card's text edge.
    struct Piece {
        var text: String
        var style: TextStyle
        var x: CGFloat
    }

    var pieces: [Piece]
    /// A color dot left of the first piece (a panel's color on the readout card).
    var dot: RGBAColor?

    /// A row of one piece.
    init(_ text: String, _ style: TextStyle, x: CGFloat = 0, dot: RGBAColor? = nil) {
        pieces = [Piece(text: text, style: style, x: x)]
        self.dot = dot
    }

    /// Room a dot takes before its row's text.
    static let dotWidth: CGFloat = 13
}

extension TextWrapper {
    /// `text` wrapped into rows no wider than `width`, starting `x` points in (the first row
    /// carries `dot`, and every row starts after the dot's room when there is one).
    func rows(_ text: String, style: TextStyle, width: CGFloat, x: CGFloat = 0, dot: RGBAColor? = nil) -> [CardRow] {
        let start = x + (dot == nil ? 0 : CardRow.dotWidth)
        return lines(text, style: style, width: width - start).enumerated().map { index, line in
            var row = CardRow(line, style, x: start)
            if index == 0 { row.dot = dot }
            return row
        }
    }
}

/// Draws laid-out rows on a card, one per line from its top padding.
struct CardRowPainter {
    let painter: Painter

    func draw(_ rows: [CardRow], in card: CGRect) {
        painter.withClip(card) {
            for (index, row) in rows.enumerated() {
                let top = card.minY + OverlayStyle.padding + CGFloat(index) * OverlayStyle.lineSpacing
                let left = card.minX + OverlayStyle.padding
                if let dot = row.dot, let first = row.pieces.first {
                    let x = left + first.x - CardRow.dotWidth
                    painter.fillCircle(center: CGPoint(x: x + 4, y: top + 7.5), radius: 4, color: dot)
                }
                for piece in row.pieces {
                    painter.drawText(piece.text, at: CGPoint(x: left + piece.x, y: top), style: piece.style)
                }
            }
        }
    }
}
