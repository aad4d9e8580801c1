import FloatingPanel
import Foundation

/// The side bar's cards other than the tuning overlay: the red banner of a config that does not
/// load, a timed message, the list of scene presets and the key list.
///
/// Each card is drawn at the top of the column it is given and returns its frame, so the app
/// stacks them; long lines wrap to the column's width (through `TextWrapper`, measured once).
struct SideBarCards {
    let painter: Painter
    let wrapper: TextWrapper

    /// The banner: `title`, then every `FILE:LINE:COL: error: …` line, wrapped, on red.
    func drawBanner(title: String, errors: [String], in column: CGRect) -> CGRect {
        let width = textWidth(column)
        var lines = wrapper.lines(title, style: OverlayStyle.bannerHeading, width: width).map {
            ($0, OverlayStyle.bannerHeading)
        }
        for error in errors {
            lines += wrapper.lines(error, style: OverlayStyle.bannerText, width: width).map {
                ($0, OverlayStyle.bannerText)
            }
        }
        return drawCard(lines, color: OverlayStyle.banner, in: column)
    }

    /// A message (a reload, an export's paths, a saved screenshot), wrapped.
    func drawMessage(_ text: String, in column: CGRect) -> CGRect {
        let lines = wrapper.lines(text, style: OverlayStyle.text, width: textWidth(column)).map {
            ($0, OverlayStyle.text)
        }
        return drawCard(lines, color: OverlayStyle.card, in: column)
    }

    /// The recording indicator: a red card with how long the recording runs.
    func drawRecording(seconds: Double, in column: CGRect) -> CGRect {
        let lines = [
            ("●  REC  \(TuningOverlay.format(CGFloat(seconds), 1)) s", OverlayStyle.bannerHeading),
            ("C stops and saves into recordings/", OverlayStyle.bannerText),
        ]
        return drawCard(lines, color: OverlayStyle.banner, in: column)
    }

    /// The scene presets, numbered for the digit keys, the selection highlighted and the running
    /// scene marked.
    func drawPresetList(_ list: ScenePresetList, running: Int?, in column: CGRect) -> CGRect {
        var lines = [("Scenes — ↑ ↓ Enter, digits, Esc", OverlayStyle.heading)]
        for index in list.paths.indices {
            let digit = index < 9 ? "\(index + 1)" : index == 9 ? "0" : " "
            let mark = index == running ? "  ●" : ""
            lines.append(("\(digit)   \(list.title(at: index))\(mark)", OverlayStyle.text))
        }
        let card = cardFrame(lineCount: lines.count, in: column)
        painter.fillRoundedRect(card, radii: .uniform(OverlayStyle.cardRadius), color: OverlayStyle.card)
        let highlight = CGRect(
            x: card.minX + 4, y: lineTop(list.selection + 1, in: card) - 1, width: card.width - 8,
            height: OverlayStyle.lineSpacing)
        painter.fillRoundedRect(highlight, radii: .uniform(4), color: OverlayStyle.selection)
        drawLines(lines, in: card)
        return card
    }

    /// The row of the preset list at window `point`, if the list drawn in `card` has one there.
    static func presetIndex(at point: CGPoint, listCard card: CGRect, count: Int) -> Int? {
        guard card.contains(point) else { return nil }
        let line = Int(((point.y - card.minY - OverlayStyle.padding) / OverlayStyle.lineSpacing).rounded(.down))
        return line >= 1 && line <= count ? line - 1 : nil
    }

    /// The key list (`?`): keys in one column, what they do in the next.
    func drawHelp(in column: CGRect) -> CGRect {
        let keyWidth: CGFloat = 62
        let lines = SandboxCommand.helpLines
        let card = cardFrame(lineCount: lines.count + 1, in: column)
        painter.fillRoundedRect(card, radii: .uniform(OverlayStyle.cardRadius), color: OverlayStyle.card)
        painter.withClip(card) {
            painter.drawText(
                "Keys", at: CGPoint(x: card.minX + OverlayStyle.padding, y: lineTop(0, in: card)),
                style: OverlayStyle.heading)
            for (index, line) in lines.enumerated() {
                let y = lineTop(index + 1, in: card)
                painter.drawText(
                    line.keys, at: CGPoint(x: card.minX + OverlayStyle.padding, y: y), style: OverlayStyle.key)
                painter.drawText(
                    line.action, at: CGPoint(x: card.minX + OverlayStyle.padding + keyWidth, y: y),
                    style: OverlayStyle.text)
            }
        }
        return card
    }

    /// One dim line at the bottom of `column`, saying where the keys are.
    func drawHint(_ text: String, in column: CGRect) {
        painter.drawText(
            text, at: CGPoint(x: column.minX + OverlayStyle.padding, y: column.maxY - OverlayStyle.lineSpacing),
            style: OverlayStyle.dim)
    }

    // MARK: Cards

    private func textWidth(_ column: CGRect) -> CGFloat {
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

    private func drawCard(_ lines: [(String, TextStyle)], color: RGBAColor, in column: CGRect) -> CGRect {
        let card = cardFrame(lineCount: lines.count, in: column)
        painter.fillRoundedRect(card, radii: .uniform(OverlayStyle.cardRadius), color: color)
        drawLines(lines, in: card)
        return card
    }

    private func drawLines(_ lines: [(String, TextStyle)], in card: CGRect) {
        painter.withClip(card) {
            for (index, line) in lines.enumerated() {
                painter.drawText(
                    line.0, at: CGPoint(x: card.minX + OverlayStyle.padding, y: lineTop(index, in: card)), style: line.1
                )
            }
        }
    }
}
