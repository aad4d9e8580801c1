import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// Draws a panel's content: a title row, the blocks shown (at their opacity), a list of rows
/// (text, secondary text, separators), clipped to the content frame, moved by the tracked scroll
/// view's offset, with a scroll indicator; then the footer, pinned to the content's bottom.
///
/// The content scrolls along the panel's main axis (Docs/engine.md §8.1), so for left and right panels the
/// rows flow into columns side by side and the offset moves them sideways.
///
/// Only the rows that intersect the visible part of the content are drawn, and their text comes
/// from the painter's text cache, so a list of 10,000 rows costs what a list of 10 does.
struct ContentListPainter {
    let painter: Painter

    /// Text and line colors that read on the panel's background: iOS's light palette, or its
    /// dark one on a dark background.
    private struct Palette {
        let title: TextStyle
        let rowTitle: TextStyle
        let rowSubtitle: TextStyle
        let separator: RGBAColor
        let indicator: RGBAColor

        init(background: RGBAColor?) {
            let color = background ?? .white
            let isDark = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue < 0.5 && color.alpha > 0.5
            let primary = isDark ? RGBAColor(hex: 0xF2F2F7) : RGBAColor(hex: 0x1C1C1E)
            title = TextStyle(size: 20, weight: .bold, color: primary)
            rowTitle = TextStyle(size: 16, color: primary)
            rowSubtitle = TextStyle(size: 12.5, color: isDark ? RGBAColor(hex: 0x98989F) : RGBAColor(hex: 0x8A8A8E))
            separator = isDark ? RGBAColor(hex: 0x38383A) : RGBAColor(hex: 0xC6C6C8)
            indicator =
                isDark
                ? RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.35) : RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.35)
        }
    }

    private enum Style {
        static let leadingInset: CGFloat = 16
        static let indicatorThickness: CGFloat = 3
        static let indicatorInset: CGFloat = 3
    }

    /// Where the header's text starts below the content's top: clear of a grabber at the top.
    private static func titleTop(for position: FloatingPanelPosition) -> CGFloat {
        position == .bottom ? 22 : 14
    }

    /// Draws `panel`'s content inside `bounds`.
    func draw(_ panel: PanelRuntime, bounds: CGRect) {
        let content = panel.config.content
        let controller = panel.controller
        let geometry = ContentListGeometry(panel)
        let visible = geometry.frame.intersection(controller.containerViewFrame).intersection(bounds)
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return }
        let palette = Palette(background: controller.surfaceView.appearance.backgroundColor)
        painter.withClip(visible) {
            let headerWidth =
                controller.position.isVertical ? geometry.frame.width : geometry.rows.width(ofRows: content.rows)
            drawHeader(
                content.title, at: geometry.origin, width: headerWidth, position: controller.position,
                palette: palette)
            let sections = ContentSectionPainter(painter: painter)
            for placed in geometry.parts.sections where placed.frame.intersects(visible) {
                sections.draw(placed, style: palette.rowTitle, secondary: palette.rowSubtitle)
            }
            drawRows(content, layout: geometry.rows, visible: visible, palette: palette)
        }
        if let scrollView = panel.scrollView {
            drawIndicator(
                scrollView, frame: geometry.frame, isVertical: controller.position.isVertical,
                color: palette.indicator)
        }
        if let footer = content.footer, let bar = geometry.parts.footerFrame,
            let button = geometry.parts.footerButtonFrame
        {
            painter.withClip(visible) {
                ContentSectionPainter(painter: painter).drawFooter(
                    footer, bar: bar, button: button, isPressed: panel.isFooterButtonPressed,
                    barColor: controller.surfaceView.appearance.backgroundColor ?? .white,
                    separator: palette.separator)
            }
        }
    }

    private func drawHeader(
        _ title: String, at origin: CGPoint, width: CGFloat, position: FloatingPanelPosition, palette: Palette
    ) {
        painter.drawText(
            title, at: CGPoint(x: origin.x + Style.leadingInset, y: origin.y + Self.titleTop(for: position)),
            style: palette.title)
        painter.fillHairline(
            CGRect(x: origin.x, y: origin.y + ContentListGeometry.headerHeight - 0.5, width: width, height: 0.5),
            color: palette.separator)
    }

    private func drawRows(_ content: PanelContent, layout: RowLayout, visible: CGRect, palette: Palette) {
        guard content.rowHeight > 0 else { return }
        let titleHeight = painter.lineHeight(palette.rowTitle)
        let subtitleHeight = painter.lineHeight(palette.rowSubtitle)
        for row in layout.rows(intersecting: visible, count: content.rows) {
            let frame = layout.frame(ofRow: row)
            let subtitle = content.subtitle(ofRow: row)
            let textHeight = subtitle.isEmpty ? titleHeight : titleHeight + 1 + subtitleHeight
            let textTop = frame.minY + (frame.height - textHeight) / 2
            let x = frame.minX + Style.leadingInset
            painter.drawText(content.title(ofRow: row), at: CGPoint(x: x, y: textTop), style: palette.rowTitle)
            if !subtitle.isEmpty {
                painter.drawText(subtitle, at: CGPoint(x: x, y: textTop + titleHeight + 1), style: palette.rowSubtitle)
            }
            painter.fillHairline(
                CGRect(x: x, y: frame.maxY - 0.5, width: frame.width - Style.leadingInset, height: 0.5),
                color: palette.separator)
        }
    }

    /// The main-axis scroll indicator, shown whenever the content is longer than its frame and the
    /// engine lets the indicator show (it hides it while the content is locked, Docs/engine.md §8.7).
    private func drawIndicator(_ scrollView: FloatingPanelScrollView, frame: CGRect, isVertical: Bool, color: RGBAColor)
    {
        let shows = isVertical ? scrollView.showsVerticalScrollIndicator : scrollView.showsHorizontalScrollIndicator
        let contentLength = isVertical ? scrollView.contentSize.height : scrollView.contentSize.width
        let frameLength = isVertical ? frame.height : frame.width
        guard shows, contentLength > frameLength, frameLength > 0 else { return }
        let offset = isVertical ? scrollView.contentOffset.y : scrollView.contentOffset.x
        let range = max(contentLength - frameLength, 1)
        let track = frameLength - 2 * Style.indicatorInset
        let length = max(track * frameLength / contentLength, 36)
        let progress = min(max(offset / range, 0), 1)
        let start = Style.indicatorInset + progress * (track - length)
        let bar =
            isVertical
            ? CGRect(
                x: frame.maxX - Style.indicatorInset - Style.indicatorThickness, y: frame.minY + start,
                width: Style.indicatorThickness, height: length)
            : CGRect(
                x: frame.minX + start, y: frame.maxY - Style.indicatorInset - Style.indicatorThickness, width: length,
                height: Style.indicatorThickness)
        painter.fillRoundedRect(bar, radii: .uniform(Style.indicatorThickness / 2), color: color)
    }
}
