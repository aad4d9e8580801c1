import FloatingPanel
import Foundation

/// The side bar's cards other than the tuning overlay: the red banner of a config that does not
/// load, a timed message, the list of scene presets and the key list.
///
/// Each card is drawn at the top of the column it is given and returns its frame, so the app
/// stacks them. A card's text is laid out first (`…Rows`), within the card's width: long lines
/// wrap (through `TextWrapper`, measured once), a list's rows are cut with an ellipsis.
struct SideBarCards {
    let painter: Painter
    let wrapper: TextWrapper

    /// Where the key list's descriptions start, right of the keys.
    static let keyColumnWidth: CGFloat = 62

    /// The banner: `title`, then every `FILE:LINE:COL: error: …` (or `warning: …`) line, wrapped,
    /// on red (or `color`).
    func drawBanner(
        title: String, errors: [String], color: RGBAColor = OverlayStyle.banner, in column: CGRect
    ) -> CGRect {
        drawCard(bannerRows(title: title, errors: errors, width: Self.textWidth(column)), color: color, in: column)
    }

    func bannerRows(title: String, errors: [String], width: CGFloat) -> [CardRow] {
        wrapper.rows(title, style: OverlayStyle.bannerHeading, width: width)
            + errors.flatMap { wrapper.rows($0, style: OverlayStyle.bannerText, width: width) }
    }

    /// A message (a reload, an export's paths, a saved screenshot), wrapped.
    func drawMessage(_ text: String, in column: CGRect) -> CGRect {
        drawCard(messageRows(text, width: Self.textWidth(column)), color: OverlayStyle.card, in: column)
    }

    func messageRows(_ text: String, width: CGFloat) -> [CardRow] {
        wrapper.rows(text, style: OverlayStyle.text, width: width)
    }

    /// The recording indicator: a red card with how long the recording runs.
    func drawRecording(seconds: Double, in column: CGRect) -> CGRect {
        drawCard(recordingRows(seconds: seconds, width: Self.textWidth(column)), color: OverlayStyle.banner, in: column)
    }

    func recordingRows(seconds: Double, width: CGFloat) -> [CardRow] {
        wrapper.rows(
            "●  REC  \(TuningOverlay.format(CGFloat(seconds), 1)) s", style: OverlayStyle.bannerHeading, width: width)
            + wrapper.rows("C stops and saves into recordings/", style: OverlayStyle.bannerText, width: width)
    }

    /// The scene presets, numbered for the digit keys, the selection highlighted and the running
    /// scene marked.
    func drawPresetList(_ list: ScenePresetList, running: Int?, in column: CGRect) -> CGRect {
        let rows = presetRows(list, running: running, width: Self.textWidth(column))
        let card = cardFrame(lineCount: rows.count, in: column)
        painter.fillRoundedRect(card, radii: .uniform(OverlayStyle.cardRadius), color: OverlayStyle.card)
        let highlight = CGRect(
            x: card.minX + 4, y: lineTop(list.selection + 1, in: card) - 1, width: card.width - 8,
            height: OverlayStyle.lineSpacing)
        painter.fillRoundedRect(highlight, radii: .uniform(4), color: OverlayStyle.selection)
        CardRowPainter(painter: painter).draw(rows, in: card)
        return card
    }

    /// One row per scene, under the heading: a click's row is the scene's index, so a long title
    /// is cut, never wrapped.
    func presetRows(_ list: ScenePresetList, running: Int?, width: CGFloat) -> [CardRow] {
        var rows = [
            CardRow(
                wrapper.fitted("Scenes — ↑ ↓ Enter, digits, Esc", style: OverlayStyle.heading, width: width),
                OverlayStyle.heading)
        ]
        for index in list.paths.indices {
            let digit = index < 9 ? "\(index + 1)" : index == 9 ? "0" : " "
            let mark = index == running ? "  ●" : ""
            let markWidth = painter.measureText(mark, style: OverlayStyle.text).width
            let title = wrapper.fitted(
                "\(digit)   \(list.title(at: index))", style: OverlayStyle.text, width: width - markWidth)
            rows.append(CardRow(title + mark, OverlayStyle.text))
        }
        return rows
    }

    /// The row of the preset list at window `point`, if the list drawn in `card` has one there.
    static func presetIndex(at point: CGPoint, listCard card: CGRect, count: Int) -> Int? {
        guard card.contains(point) else { return nil }
        let line = Int(((point.y - card.minY - OverlayStyle.padding) / OverlayStyle.lineSpacing).rounded(.down))
        return line >= 1 && line <= count ? line - 1 : nil
    }

    /// The key list (`?`): keys in one column, what they do in the next, wrapped within it.
    func drawHelp(in column: CGRect) -> CGRect {
        drawCard(helpRows(width: Self.textWidth(column)), color: OverlayStyle.card, in: column)
    }

    func helpRows(width: CGFloat) -> [CardRow] {
        var rows = [CardRow("Keys", OverlayStyle.heading)]
        for line in SandboxCommand.helpLines {
            var actions = wrapper.rows(line.action, style: OverlayStyle.text, width: width, x: Self.keyColumnWidth)
            actions[0].pieces.insert(CardRow.Piece(text: line.keys, style: OverlayStyle.key, x: 0), at: 0)
            rows += actions
        }
        return rows
    }

    /// One dim line at the bottom of `column`, saying where the keys are.
    func drawHint(_ text: String, in column: CGRect) {
        let row = hintRow(text, width: Self.textWidth(column))
        painter.drawText(
            row.pieces[0].text,
            at: CGPoint(x: column.minX + OverlayStyle.padding, y: column.maxY - OverlayStyle.lineSpacing),
            style: OverlayStyle.dim)
    }

    func hintRow(_ text: String, width: CGFloat) -> CardRow {
        CardRow(wrapper.fitted(text, style: OverlayStyle.dim, width: width), OverlayStyle.dim)
    }

    // MARK: Cards

    /// The width a card's text may take in `column`.
    // MARK: Layout

    /// Where `drawBanner` puts the banner at the top of `column`, without drawing it (the window
    /// lays its cards out before drawing, so clicks hit what is drawn).
    func bannerFrame(title: String, errors: [String], in column: CGRect) -> CGRect {
        cardFrame(lineCount: bannerRows(title: title, errors: errors, width: Self.textWidth(column)).count, in: column)
    }

    /// Where `drawMessage` puts a message at the top of `column`.
    func messageFrame(_ text: String, in column: CGRect) -> CGRect {
        cardFrame(lineCount: messageRows(text, width: Self.textWidth(column)).count, in: column)
    }

    /// Where `drawRecording` puts the recording indicator at the top of `column`.
    func recordingFrame(seconds: Double, in column: CGRect) -> CGRect {
        cardFrame(lineCount: recordingRows(seconds: seconds, width: Self.textWidth(column)).count, in: column)
    }

    /// Where `drawPresetList` puts the list of `list` at the top of `column`.
    func presetListFrame(_ list: ScenePresetList, running: Int?, in column: CGRect) -> CGRect {
        cardFrame(lineCount: presetRows(list, running: running, width: Self.textWidth(column)).count, in: column)
    }

    static func textWidth(_ column: CGRect) -> CGFloat {
        column.width - 2 * OverlayStyle.padding
    }

    private func cardFrame(lineCount: Int, in column: CGRect) -> CGRect {
        CGRect(
            x: column.minX, y: column.minY, width: column.width,
            height: CGFloat(lineCount) * OverlayStyle.lineSpacing + 2 * OverlayStyle.padding - 2)
    }

    private func lineTop(_ index: Int, in card: CGRect) -> CGFloat {
        card.minY + OverlayStyle.padding + CGFloat(index) * OverlayStyle.lineSpacing
    }

    private func drawCard(_ rows: [CardRow], color: RGBAColor, in column: CGRect) -> CGRect {
        let card = cardFrame(lineCount: rows.count, in: column)
        painter.fillRoundedRect(card, radii: .uniform(OverlayStyle.cardRadius), color: color)
        CardRowPainter(painter: painter).draw(rows, in: card)
        return card
    }
}
