import FloatingPanel
import Foundation

/// The side bar's cards other than the readout overlay, the plot and the values card: the red
/// banner of a config that does not load, the recording, a timed message, the list of scene
/// presets, the key list and the hint.
///
/// Each is made at the top of the column it is given, laid out there (its text wrapped within the
/// card's width through `TextWrapper`, measured once; a list's rows cut with an ellipsis), ready
/// to draw; the app stacks them (`SandboxApp.layOutSideBar()`). The `…Rows` functions are the cards' text.
struct SideBarCards {
    let painter: Painter
    let wrapper: TextWrapper

    /// Where the key list's descriptions start, right of the keys.
    static let keyColumnWidth: CGFloat = 62

    /// The banner: `title`, then every `FILE:LINE:COL: error: …` (or `warning: …`) line, wrapped,
    /// on red (or `color`).
    func banner(title: String, errors: [String], color: RGBAColor = OverlayStyle.banner, in column: CGRect) -> TextCard
    {
        TextCard(
            rows: bannerRows(title: title, errors: errors, width: Self.textWidth(column)), color: color, at: column)
    }

    func bannerRows(title: String, errors: [String], width: CGFloat) -> [CardRow] {
        wrapper.rows(title, style: OverlayStyle.bannerHeading, width: width)
            + errors.flatMap { wrapper.rows($0, style: OverlayStyle.bannerText, width: width) }
    }

    /// A message (a reload, an export's paths, a saved screenshot), wrapped.
    func message(_ text: String, in column: CGRect) -> TextCard {
        TextCard(rows: messageRows(text, width: Self.textWidth(column)), at: column)
    }

    func messageRows(_ text: String, width: CGFloat) -> [CardRow] {
        wrapper.rows(text, style: OverlayStyle.text, width: width)
    }

    /// The recording indicator: a red card with how long the recording runs.
    func recording(seconds: Double, in column: CGRect) -> TextCard {
        TextCard(
            rows: recordingRows(seconds: seconds, width: Self.textWidth(column)), color: OverlayStyle.banner, at: column
        )
    }

    func recordingRows(seconds: Double, width: CGFloat) -> [CardRow] {
        wrapper.rows(
            "●  REC  \(ReadoutOverlay.format(CGFloat(seconds), 1)) s", style: OverlayStyle.bannerHeading, width: width)
            + wrapper.rows("C stops and saves into recordings/", style: OverlayStyle.bannerText, width: width)
    }

    /// The scene presets, numbered for the digit keys, the selection highlighted and the running
    /// scene marked.
    func presetList(_ list: ScenePresetList, running: Int?, in column: CGRect) -> PresetListCard {
        PresetListCard(
            text: TextCard(rows: presetRows(list, running: running, width: Self.textWidth(column)), at: column),
            selection: list.selection)
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

    /// The key list (`?`): keys in one column, what they do in the next, wrapped within it.
    func help(in column: CGRect) -> TextCard {
        TextCard(rows: helpRows(width: Self.textWidth(column)), at: column)
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
    func hint(_ text: String, in column: CGRect) -> HintLine {
        HintLine(row: hintRow(text, width: Self.textWidth(column)), in: column)
    }

    func hintRow(_ text: String, width: CGFloat) -> CardRow {
        CardRow(wrapper.fitted(text, style: OverlayStyle.dim, width: width), OverlayStyle.dim)
    }

    /// The width a card's text may take in `column`.
    static func textWidth(_ column: CGRect) -> CGFloat {
        TextCard.textWidth(column)
    }
}

/// The scene presets, the selection highlighted.
struct PresetListCard: SideBarCard {
    /// The heading and one row per scene.
    let text: TextCard
    /// The selected scene's index.
    let selection: Int

    var frame: CGRect { text.frame }

    /// The scene whose row is at window `point`, if there is one there.
    func presetIndex(at point: CGPoint) -> Int? {
        guard frame.contains(point) else { return nil }
        let line = Int(((point.y - frame.minY - OverlayStyle.padding) / OverlayStyle.lineSpacing).rounded(.down))
        return line >= 1 && line < text.rows.count ? line - 1 : nil
    }

    func draw(with painter: Painter) {
        painter.fillRoundedRect(frame, radii: .uniform(OverlayStyle.cardRadius), color: OverlayStyle.card)
        let top = frame.minY + OverlayStyle.padding + CGFloat(selection + 1) * OverlayStyle.lineSpacing
        let highlight = CGRect(
            x: frame.minX + 4, y: top - 1, width: frame.width - 8, height: OverlayStyle.lineSpacing)
        painter.fillRoundedRect(highlight, radii: .uniform(4), color: OverlayStyle.selection)
        CardRowPainter(painter: painter).draw(text.rows, in: frame)
    }
}
