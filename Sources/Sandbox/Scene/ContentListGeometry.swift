import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// Where a panel's list is: the title row and the blocks shown (`PanelContentLayout`), then the
/// rows, moved by the tracked scroll offset. Drawing (`ContentListPainter`) and clicking a row (the
/// window presents a detail panel) use the same geometry, so a click lands on the row the user sees.
struct ContentListGeometry {
    /// The title row's height, above the blocks and the first row.
    static let headerHeight: CGFloat = PanelContentLayout.titleHeight
    /// The width of a column of rows in left and right panels, whose lists flow sideways.
    static let columnWidth: CGFloat = 220

    /// The content frame in container points.
    let frame: CGRect
    /// The top-left of the content (its header), scrolled.
    let origin: CGPoint
    /// Where each row goes.
    let rows: RowLayout
    /// How many rows there are.
    let rowCount: Int
    /// The title, blocks and footer.
    let parts: PanelContentLayout

    /// The list of `panel`'s content, below its title and blocks, scrolled by its tracked scroll view.
    init(_ panel: PanelRuntime) {
        let content = panel.config.content
        let controller = panel.controller
        parts = PanelContentLayout(panel: panel)
        frame = parts.frame
        origin = parts.origin
        let rowsOrigin = CGPoint(x: origin.x, y: origin.y + parts.rowsOffset)
        rows =
            controller.position.isVertical
            ? RowLayout(origin: rowsOrigin, rowWidth: frame.width, rowHeight: content.rowHeight, rowsPerColumn: nil)
            : RowLayout(
                origin: rowsOrigin, rowWidth: Self.columnWidth, rowHeight: content.rowHeight,
                rowsPerColumn: max(Int((frame.height - parts.rowsOffset) / max(content.rowHeight, 1)), 1))
        rowCount = content.rows
    }

    /// The row under container `point`, if one is there and shows (inside the content frame).
    func row(at point: CGPoint) -> Int? {
        guard frame.contains(point), parts.element(at: point) == nil else { return nil }
        if let footer = parts.footerFrame, footer.contains(point) { return nil }
        let probe = CGRect(origin: point, size: CGSize(width: 0.001, height: 0.001))
        return rows.rows(intersecting: probe, count: rowCount).first { rows.frame(ofRow: $0).contains(point) }
    }
}

/// Where each row goes: stacked in one column, or (`rowsPerColumn` set) flowing into columns
/// from left to right.
struct RowLayout {
    let origin: CGPoint
    let rowWidth: CGFloat
    let rowHeight: CGFloat
    let rowsPerColumn: Int?

    func frame(ofRow row: Int) -> CGRect {
        let (column, line) = rowsPerColumn.map { (row / $0, row % $0) } ?? (0, row)
        return CGRect(
            x: origin.x + CGFloat(column) * rowWidth, y: origin.y + CGFloat(line) * rowHeight, width: rowWidth,
            height: rowHeight)
    }

    /// The width all `count` rows take.
    func width(ofRows count: Int) -> CGFloat {
        guard let rowsPerColumn else { return rowWidth }
        return CGFloat((count + rowsPerColumn - 1) / rowsPerColumn) * rowWidth
    }

    /// The rows among `0..<count` that may intersect `rect`, found without looking at the others.
    func rows(intersecting rect: CGRect, count: Int) -> [Int] {
        guard count > 0, rowHeight > 0 else { return [] }
        let firstLine = max(Int(((rect.minY - origin.y) / rowHeight).rounded(.down)), 0)
        let lastLine = max(Int(((rect.maxY - origin.y) / rowHeight).rounded(.up)), 0)
        guard let rowsPerColumn else { return Array(firstLine..<max(min(lastLine, count), firstLine)) }
        let firstColumn = max(Int(((rect.minX - origin.x) / rowWidth).rounded(.down)), 0)
        let lastColumn = max(Int(((rect.maxX - origin.x) / rowWidth).rounded(.up)), 0)
        var rows: [Int] = []
        for column in firstColumn..<max(lastColumn, firstColumn) {
            for line in firstLine..<max(min(lastLine, rowsPerColumn), firstLine) {
                let row = column * rowsPerColumn + line
                if row < count { rows.append(row) }
            }
        }
        return rows
    }
}
