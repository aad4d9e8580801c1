import FloatingPanel
import Foundation
import PanelExport
import PanelPlatforms
import PanelScene
import PlatformModels

/// `map -o map.png` (Docs/cli.md "map"): release maps drawn headless, one row per panel and
/// from-state, one column per engine — FloatingPanel's first, then each platform's — so where
/// a library lands a release elsewhere shows as an area. A legend of the states' colours and the
/// lines is at the bottom.
package struct ReleaseMapPicture {
    /// The maps in `map`'s order: each panel's FloatingPanel map, then its platforms'.
    package let maps: [ReleaseMap]

    /// Pixels per point of the PNG.
    package static let scale: CGFloat = 2
    /// One map's place in points: its grid, with room for the labels around it.
    package static let mapSize = CGSize(width: 400, height: 250)
    /// The grid inside a map's place.
    static let grid = CGRect(x: 48, y: 40, width: 336, height: 170)
    /// The title line's height at the top, points.
    package static let headerHeight: CGFloat = 28
    /// The legend's height at the bottom, points, before the engines' rules.
    package static let legendHeight: CGFloat = 30
    /// The height of one engine's rule under the legend, points: two lines, as a narrow picture
    /// wraps it.
    static let ruleHeight: CGFloat = 30

    /// A picture of `maps`.
    package init(maps: [ReleaseMap]) {
        self.maps = maps
    }

    /// The engines, in column order: nil for FloatingPanel, then the platforms in the order met.
    private var engines: [Platform?] {
        var engines: [Platform?] = []
        for map in maps where !engines.contains(map.platform) { engines.append(map.platform) }
        return engines
    }

    /// One row per panel and from-state of FloatingPanel's maps (or of the first map of a panel
    /// without one), in order.
    private var rows: [(panel: String, from: String)] {
        var rows: [(panel: String, from: String)] = []
        for map in maps where !rows.contains(where: { $0.panel == map.panel }) {
            let first = maps.first { $0.panel == map.panel && $0.platform == nil } ?? map
            rows += first.blocks.map { (map.panel, $0.from) }
        }
        return rows
    }

    /// The picture's size in points.
    package var size: CGSize {
        CGSize(
            width: CGFloat(max(engines.count, 1)) * Self.mapSize.width,
            height: Self.headerHeight + CGFloat(rows.count) * Self.mapSize.height + Self.legendHeight
                + CGFloat(engines.count) * Self.ruleHeight)
    }

    /// The PNG's size in pixels.
    package var pixelSize: (width: Int, height: Int) {
        (Int(size.width * Self.scale), Int(size.height * Self.scale))
    }

    /// Draws the picture and writes it as a PNG.
    /// - Throws: an `SDLError` when drawing or writing fails.
    package func writePNG(to path: String) throws {
        let size = self.size
        let canvas = try HeadlessCanvas(
            pixelWidth: pixelSize.width, pixelHeight: pixelSize.height, pointScale: Self.scale)
        let painter = canvas.painter
        painter.fill(CGRect(origin: .zero, size: size), color: OverlayStyle.desk)
        let colors = ReleaseMapColors(maps)
        let plot = ReleaseMapPlot(painter: painter, colors: colors)
        painter.drawText(
            "Where a release lands — by release location and velocity, from each state a drag starts in",
            at: CGPoint(x: 12, y: 8), style: OverlayStyle.heading)
        for (rowIndex, row) in rows.enumerated() {
            for (columnIndex, engine) in engines.enumerated() {
                let origin = CGPoint(
                    x: CGFloat(columnIndex) * Self.mapSize.width,
                    y: Self.headerHeight + CGFloat(rowIndex) * Self.mapSize.height)
                let grid = Self.grid.offsetBy(dx: origin.x, dy: origin.y)
                let title = "\(row.panel) · \(engine?.displayName ?? "FloatingPanel") · from \(row.from)"
                painter.drawText(title, at: CGPoint(x: origin.x + 12, y: origin.y + 4), style: OverlayStyle.text)
                guard let map = maps.first(where: { $0.panel == row.panel && $0.platform == engine }),
                    let block = map.blocks.first(where: { $0.from == row.from })
                else {
                    painter.drawText(
                        "the export keeps no \(row.from) to drag from", at: CGPoint(x: grid.minX, y: grid.midY),
                        style: OverlayStyle.dim)
                    continue
                }
                plot.draw(map, block: block, grid: grid, labelled: true)
            }
        }
        let legendTop = Self.headerHeight + CGFloat(rows.count) * Self.mapSize.height + 8
        drawLegend(colors, painter: painter, top: legendTop)
        // Each engine's rule as a caption, so the shapes explain themselves.
        for (index, engine) in engines.enumerated() {
            let lines = Self.wrapped(ReleaseMap.rule(of: engine), width: size.width - 24, painter: painter)
            for (number, line) in lines.prefix(2).enumerated() {
                let y = legendTop + Self.legendHeight - 8 + CGFloat(index) * Self.ruleHeight + CGFloat(number) * 14
                painter.drawText(line, at: CGPoint(x: number == 0 ? 12 : 24, y: y), style: OverlayStyle.text)
            }
        }
        try canvas.savePNG(to: path)
    }

    /// `text` in lines no wider than `width`, broken between words.
    private static func wrapped(_ text: String, width: CGFloat, painter: Painter) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if !line.isEmpty, painter.measureText(candidate, style: OverlayStyle.text).width > width {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
        }
        return line.isEmpty ? lines : lines + [line]
    }

    /// The states' colours, then the stop and ρ lines, on one line.
    private func drawLegend(_ colors: ReleaseMapColors, painter: Painter, top: CGFloat) {
        var x: CGFloat = 12
        for state in colors.states {
            painter.fill(CGRect(x: x, y: top + 2, width: 10, height: 10), color: colors.color(of: state))
            x += 14 + painter.drawText(state, at: CGPoint(x: x + 14, y: top), style: OverlayStyle.text).width + 12
        }
        for (name, color) in [
            ("stop", RGBAColor.white),
            (
                maps.first?.axis == "x"
                    ? "ρ (redirectionalProgress): flicks left above 0, right below"
                    : "ρ (redirectionalProgress): flicks up above 0, down below", ReleaseMapPlot.rhoColor
            ),
        ] {
            // A light swatch behind each line, so the black ρ line shows on the dark desk too.
            painter.fill(CGRect(x: x - 3, y: top - 1, width: 6, height: 15), color: RGBAColor(hex: 0x8E8E93))
            painter.drawLine(from: CGPoint(x: x, y: top), to: CGPoint(x: x, y: top + 13), width: 2, color: color)
            x += 6 + painter.drawText(name, at: CGPoint(x: x + 6, y: top), style: OverlayStyle.text).width + 12
        }
        painter.drawText("● the state the drag starts in", at: CGPoint(x: x, y: top), style: OverlayStyle.text)
    }
}
