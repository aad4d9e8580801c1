import FloatingPanel
import Foundation

/// The key list (`?`) and short messages (a saved screenshot, a reload or its error).
struct MessageOverlays {
    let painter: Painter
    let containerSize: CGSize

    /// The key list of issue 3 §4 in a card at the middle of the window.
    func drawHelp() {
        let lines = ["Keys"] + SandboxCommand.helpLines
        let styles = [OverlayStyle.heading] + Array(repeating: OverlayStyle.text, count: SandboxCommand.helpLines.count)
        drawCard(
            lines: Array(zip(lines, styles)), center: CGPoint(x: containerSize.width / 2, y: containerSize.height / 2))
    }

    /// A message near the bottom; several lines for an error.
    func drawMessage(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(6).map {
            (String($0), OverlayStyle.text)
        }
        drawCard(lines: lines, center: CGPoint(x: containerSize.width / 2, y: containerSize.height - 60))
    }

    private func drawCard(lines: [(String, TextStyle)], center: CGPoint) {
        let maximumWidth = containerSize.width - 40
        let width = min(lines.map { painter.measureText($0.0, style: $0.1).width }.max() ?? 0, maximumWidth)
        let height = CGFloat(lines.count) * OverlayStyle.lineSpacing
        let card = CGRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
            .insetBy(dx: -OverlayStyle.padding, dy: -OverlayStyle.padding)
        painter.fillRoundedRect(card, radii: .uniform(OverlayStyle.cardRadius), color: OverlayStyle.card)
        painter.withClip(card.insetBy(dx: OverlayStyle.padding - 2, dy: 0)) {
            for (index, line) in lines.enumerated() {
                painter.drawText(
                    line.0,
                    at: CGPoint(
                        x: card.minX + OverlayStyle.padding,
                        y: card.minY + OverlayStyle.padding + CGFloat(index) * OverlayStyle.lineSpacing),
                    style: line.1)
            }
        }
    }
}
