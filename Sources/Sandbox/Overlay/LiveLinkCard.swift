import FloatingPanel
import Foundation
import PanelLink
import PanelLive

/// The phone link's card (`D`, Docs/live.md): the URL, its QR code to scan, and each connected
/// page with the version it applied and its measured frame rate.
struct LiveLinkCard: SideBarCard {
    let rows: [CardRow]
    let pageRows: [CardRow]
    let code: QRCode?
    let frame: CGRect
    private let codeFrame: CGRect

    /// Modules' size in window points: a 33-module code is 132 pt, big enough to scan from a screen.
    static let moduleSize: CGFloat = 4

    init(link: LiveLink, wrapper: TextWrapper, in column: CGRect) {
        let width = TextCard.textWidth(column)
        let url = link.server.url
        rows =
            [CardRow("Phone link", OverlayStyle.heading)]
            + wrapper.rows(url, style: OverlayStyle.text, width: width)
        code = QRCode(url)
        let pages = link.server.pages
        pageRows =
            pages.isEmpty
            ? [CardRow("No page connected: scan the code", OverlayStyle.dim)]
            : pages.map { page in
                let rate = page.refreshRate > 0 ? String(format: "%.0f Hz", page.refreshRate) : "– Hz"
                return CardRow("\(page.remoteAddress) · v\(page.appliedVersion) · \(rate)", OverlayStyle.text)
            }
        let side = CGFloat((code?.size ?? 0) + 4) * Self.moduleSize
        let top = TextCard.frame(lineCount: rows.count, at: column).maxY
        codeFrame = CGRect(x: column.minX + OverlayStyle.padding, y: top, width: side, height: side)
        let pagesHeight = CGFloat(pageRows.count) * OverlayStyle.lineSpacing + OverlayStyle.padding
        frame = CGRect(
            x: column.minX, y: column.minY, width: column.width, height: codeFrame.maxY - column.minY + pagesHeight)
    }

    func draw(with painter: Painter) {
        painter.fillRoundedRect(frame, radii: .uniform(OverlayStyle.cardRadius), color: OverlayStyle.card)
        let painterRows = CardRowPainter(painter: painter)
        painterRows.draw(rows, in: frame)
        if let code {
            // Dark modules on white with a quiet zone of two modules, as scanners expect.
            painter.fill(codeFrame, color: .white)
            // A row's run of dark modules is one rectangle: a third of the fills of one a module,
            // drawn every frame while the card shows.
            let size = Self.moduleSize
            for row in 0..<code.size {
                var column = 0
                while column < code.size {
                    guard code.isDark(row: row, column: column) else {
                        column += 1
                        continue
                    }
                    let start = column
                    while column < code.size, code.isDark(row: row, column: column) { column += 1 }
                    painter.fill(
                        CGRect(
                            x: codeFrame.minX + CGFloat(start + 2) * size, y: codeFrame.minY + CGFloat(row + 2) * size,
                            width: CGFloat(column - start) * size, height: size), color: .black)
                }
            }
        }
        let pagesFrame = CGRect(
            x: frame.minX, y: codeFrame.maxY + 2 - OverlayStyle.padding, width: frame.width,
            height: frame.maxY - codeFrame.maxY)
        painterRows.draw(pageRows, in: pagesFrame)
    }
}
