import FloatingPanel
import Foundation

/// A card of the side bar's column, laid out for one frame: where it goes and how it paints
/// there. The app builds the frame's cards once, top to bottom, in the update step
/// (`SandboxApp.layOutSideBar()`); drawing only paints them, so whether a card shows, and how big it is, is
/// decided in one place, and a click finds what was drawn.
protocol SideBarCard {
    /// Where the card goes, in window points.
    var frame: CGRect { get }
    /// Paints the card at `frame`.
    func draw(with painter: Painter)
}

/// Rows of text on a rounded card of one color: the banner, a message, the recording, the tuning
/// card, the key list.
struct TextCard: SideBarCard {
    let rows: [CardRow]
    let color: RGBAColor
    let frame: CGRect

    /// The card of `rows` at the top of `column`, as wide as the column and as tall as its rows.
    init(rows: [CardRow], color: RGBAColor = OverlayStyle.card, at column: CGRect) {
        self.rows = rows
        self.color = color
        frame = Self.frame(lineCount: rows.count, at: column)
    }

    /// A card of `lineCount` rows at the top of `column`.
    static func frame(lineCount: Int, at column: CGRect) -> CGRect {
        CGRect(
            x: column.minX, y: column.minY, width: column.width,
            height: CGFloat(lineCount) * OverlayStyle.lineSpacing + 2 * OverlayStyle.padding - 2)
    }

    /// The width a card's text may take in `column`.
    static func textWidth(_ column: CGRect) -> CGFloat {
        column.width - 2 * OverlayStyle.padding
    }

    func draw(with painter: Painter) {
        painter.fillRoundedRect(frame, radii: .uniform(OverlayStyle.cardRadius), color: color)
        CardRowPainter(painter: painter).draw(rows, in: frame)
    }
}

/// One dim line at the bottom of the column, without a card, saying where the keys are.
struct HintLine: SideBarCard {
    let row: CardRow
    let frame: CGRect

    /// The line of `row` on the last line of `column`.
    init(row: CardRow, in column: CGRect) {
        self.row = row
        frame = CGRect(
            x: column.minX + OverlayStyle.padding, y: column.maxY - OverlayStyle.lineSpacing,
            width: TextCard.textWidth(column), height: OverlayStyle.lineSpacing)
    }

    func draw(with painter: Painter) {
        painter.drawText(row.pieces[0].text, at: frame.origin, style: OverlayStyle.dim)
    }
}

/// The live plot (`G`) of the focused panel, with B's series in A/B mode.
struct PlotCard: SideBarCard {
    let plot: LivePlotBuffer
    let ghost: LivePlotBuffer?
    /// The platform ghosts' paths (`P`), each in its color.
    var platforms: [(buffer: LivePlotBuffer, color: RGBAColor, name: String)] = []
    let panel: FloatingPanelController
    let frame: CGRect

    /// The plot's height in the column.
    static let height: CGFloat = 130
    /// The least it is drawn at when the key list below needs its room (its three state lines and
    /// legend still apart).
    static let minimumHeight: CGFloat = 70

    func draw(with painter: Painter) {
        LivePlot(painter: painter).draw(plot, ghost: ghost, platforms: platforms, panel: panel, in: frame)
    }
}

/// The values card (`V`) laid out in `column`, with its value rows' frames for the pointer.
struct ValuesSideBarCard: SideBarCard {
    let model: ValuesCardModel
    let column: CGRect
    let wrapper: TextWrapper
    /// The card and its rows.
    let laidOut: ValuesCard.Frame

    var frame: CGRect { laidOut.card }

    func draw(with painter: Painter) {
        _ = ValuesCard(painter: painter, wrapper: wrapper).draw(model, in: column)
    }
}
