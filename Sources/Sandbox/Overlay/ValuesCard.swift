import FloatingPanel
import Foundation

/// The values card (`V`): the focused panel's values, one row each under the file they come
/// from, defaults dimmed, the selected row highlighted and its details at the bottom
/// (Docs/tuning.md). Draws only from a `ValuesCardModel`; the app owns the tuner and the keys.
///
/// When the rows do not fit the column, a window of them around the selection is shown.
struct ValuesCard {
    let painter: Painter
    let wrapper: TextWrapper

    /// Where the card went and where each visible value row is (for clicks, drags and the wheel).
    struct Frame: Equatable {
        var card: CGRect
        /// Catalog index → the row's rectangle.
        var rows: [Int: CGRect]

        /// The value whose row contains `point`.
        func valueIndex(at point: CGPoint) -> Int? {
            rows.first { $0.value.contains(point) }?.key
        }
    }

    /// Width of the line-number column.
    static let lineNumberWidth: CGFloat = 26

    /// What the card shows in `column`: its wrapped lines, the window of rows that fits, its frame.
    private struct Plan {
        var details: [String]
        var message: [String]
        var lines: [ValuesCardModel.Line]
        var first: Int
        var rowCount: Int
        var visible: ArraySlice<ValuesCardModel.Line>
        var card: CGRect
    }

    private func plan(_ model: ValuesCardModel, in column: CGRect) -> Plan {
        let width = column.width - 2 * OverlayStyle.padding
        let details = model.details.flatMap { wrapper.lines($0, style: OverlayStyle.dim, width: width) }
        let message = model.message.map { wrapper.lines($0, style: OverlayStyle.key, width: width) } ?? []
        let lines = model.lines.flatMap { line -> [ValuesCardModel.Line] in
            guard case .physics(let text) = line else { return [line] }
            return wrapper.lines(text, style: OverlayStyle.dim, width: width - Self.lineNumberWidth).map {
                .physics($0)
            }
        }
        // Title, rows, a gap, details, message.
        let fixed = 1 + 1 + details.count + message.count
        let fitting = Int(((column.height - 2 * OverlayStyle.padding) / OverlayStyle.lineSpacing).rounded(.down))
        let rowCount = max(1, min(lines.count, fitting - fixed))
        let first = Self.firstVisibleLine(
            selected: Self.selectedLine(in: lines, selection: model.selection), visible: rowCount, total: lines.count)
        let visible = lines[first..<min(lines.count, first + rowCount)]
        let card = CGRect(
            x: column.minX, y: column.minY, width: column.width,
            height: CGFloat(fixed + visible.count) * OverlayStyle.lineSpacing + 2 * OverlayStyle.padding - 2)
        return Plan(
            details: details, message: message, lines: lines, first: first, rowCount: rowCount, visible: visible,
            card: card)
    }

    /// Where `draw` puts the card and its value rows at the top of `column`, without drawing: the
    /// window lays its cards out before drawing, so a click finds the row that was drawn.
    func layout(_ model: ValuesCardModel, in column: CGRect) -> Frame {
        let plan = plan(model, in: column)
        var frame = Frame(card: plan.card, rows: [:])
        var y = plan.card.minY + OverlayStyle.padding + OverlayStyle.lineSpacing
        for line in plan.visible {
            if case .value(let index, _, _, _, _) = line { frame.rows[index] = Self.rowFrame(y: y, card: plan.card) }
            y += OverlayStyle.lineSpacing
        }
        return frame
    }

    /// A value row's rectangle, its text's top at `y`.
    private static func rowFrame(y: CGFloat, card: CGRect) -> CGRect {
        CGRect(x: card.minX + 4, y: y - 1, width: card.width - 8, height: OverlayStyle.lineSpacing)
    }

    /// Draws the card at the top of `column`, as tall as its content or the column allows.
    @discardableResult
    func draw(_ model: ValuesCardModel, in column: CGRect) -> Frame {
        let plan = plan(model, in: column)
        let (details, message, lines, first, rowCount, visible, card) = (
            plan.details, plan.message, plan.lines, plan.first, plan.rowCount, plan.visible, plan.card
        )
        painter.fillRoundedRect(card, radii: .uniform(OverlayStyle.cardRadius), color: OverlayStyle.card)
        var frame = Frame(card: card, rows: [:])
        let left = card.minX + OverlayStyle.padding
        let right = card.maxX - OverlayStyle.padding
        painter.withClip(card) {
            var y = card.minY + OverlayStyle.padding
            painter.drawText(model.title, at: CGPoint(x: left, y: y), style: OverlayStyle.heading)
            let more =
                first > 0 || first + rowCount < lines.count
                ? "\(first + 1)–\(first + visible.count)/\(lines.count)" : ""
            if !more.isEmpty {
                let size = painter.measureText(more, style: OverlayStyle.dim)
                painter.drawText(more, at: CGPoint(x: right - size.width, y: y), style: OverlayStyle.dim)
            }
            y += OverlayStyle.lineSpacing
            for line in visible {
                switch line {
                case .heading(let text):
                    painter.drawText(text, at: CGPoint(x: left, y: y), style: OverlayStyle.key)
                case .physics(let text):
                    painter.drawText(text, at: CGPoint(x: left + Self.lineNumberWidth, y: y), style: OverlayStyle.dim)
                case .value(let index, let number, let name, let value, let isDefault):
                    let row = Self.rowFrame(y: y, card: card)
                    frame.rows[index] = row
                    if index == model.selection {
                        painter.fillRoundedRect(row, radii: .uniform(4), color: OverlayStyle.selection)
                    }
                    let style = isDefault ? OverlayStyle.dim : OverlayStyle.text
                    if let number {
                        painter.drawText("\(number)", at: CGPoint(x: left, y: y), style: OverlayStyle.dim)
                    }
                    let valueWidth = painter.measureText(value, style: style).width
                    let nameWidth = max(0, right - valueWidth - 8 - left - Self.lineNumberWidth)
                    painter.drawText(
                        wrapper.fitted(name, style: style, width: nameWidth),
                        at: CGPoint(x: left + Self.lineNumberWidth, y: y), style: style)
                    painter.drawText(value, at: CGPoint(x: right - valueWidth, y: y), style: style)
                }
                y += OverlayStyle.lineSpacing
            }
            y += OverlayStyle.lineSpacing / 2
            for text in details {
                painter.drawText(text, at: CGPoint(x: left, y: y), style: OverlayStyle.dim)
                y += OverlayStyle.lineSpacing
            }
            for text in message {
                painter.drawText(text, at: CGPoint(x: left, y: y), style: OverlayStyle.key)
                y += OverlayStyle.lineSpacing
            }
        }
        return frame
    }

    static func selectedLine(in lines: [ValuesCardModel.Line], selection: Int) -> Int {
        lines.firstIndex {
            if case .value(let index, _, _, _, _) = $0 { return index == selection }
            return false
        } ?? 0
    }

    /// The first line of a window of `visible` lines out of `total` that shows `selected` with
    /// a third of the window above it (so the heading of its file is usually in view).
    static func firstVisibleLine(selected: Int, visible: Int, total: Int) -> Int {
        guard total > visible else { return 0 }
        return min(max(0, selected - visible / 3), total - visible)
    }
}
