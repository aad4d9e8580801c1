import FloatingPanel
import Foundation
import PanelExport
import PanelPlatforms
import PanelScene

/// The release map card (`X`, Docs/window.md): the focused panel's map (`map`'s grid, smaller),
/// one grid per state a drag starts in, side by side, with the last release of the panel marked
/// on the grid of the state its drag started in.
struct ReleaseMapCard: SideBarCard {
    let map: ReleaseMap
    /// The panel's last release and the state its drag started in, when there is one.
    let release: (from: String, mark: ReleaseMapPlot.Mark)?
    let frame: CGRect

    /// The card's height in the column.
    static let height: CGFloat = 158
    private static let gridTop: CGFloat = 42
    private static let gridHeight: CGFloat = 76
    private static let gap: CGFloat = 6

    /// The card of `map` at the top of `column`.
    init(map: ReleaseMap, release: (from: String, mark: ReleaseMapPlot.Mark)?, in column: CGRect) {
        self.map = map
        self.release = release
        frame = CGRect(x: column.minX, y: column.minY, width: column.width, height: Self.height)
    }

    func draw(with painter: Painter) {
        painter.fillRoundedRect(frame, radii: .uniform(OverlayStyle.cardRadius), color: OverlayStyle.card)
        let colors = ReleaseMapColors([map])
        let plot = ReleaseMapPlot(painter: painter, colors: colors)
        let left = frame.minX + OverlayStyle.padding
        painter.drawText(
            "Where a release lands · \(map.panel)", at: CGPoint(x: left, y: frame.minY + 6),
            style: OverlayStyle.heading)
        var x = left
        for state in colors.states {
            painter.fill(CGRect(x: x, y: frame.minY + 25, width: 8, height: 8), color: colors.color(of: state))
            x +=
                11 + painter.drawText(state, at: CGPoint(x: x + 11, y: frame.minY + 22), style: OverlayStyle.dim).width
                + 8
        }
        let count = CGFloat(max(map.blocks.count, 1))
        let width = (frame.width - 2 * OverlayStyle.padding - (count - 1) * Self.gap) / count
        for (index, block) in map.blocks.enumerated() {
            let grid = CGRect(
                x: left + CGFloat(index) * (width + Self.gap), y: frame.minY + Self.gridTop, width: width,
                height: Self.gridHeight)
            let mark = release.flatMap { $0.from == block.from ? $0.mark : nil }
            plot.draw(map, block: block, grid: grid, labelled: false, mark: mark)
            painter.drawText(
                "from \(block.from)", at: CGPoint(x: grid.minX, y: grid.maxY + 3), style: OverlayStyle.dim)
        }
        painter.drawText(
            "→ \(map.axis) \(Int(map.locations.first ?? 0))…\(Int(map.locations.last ?? 0)) pt  ↓ velocity "
                + "\(Int(map.velocities.first ?? 0))…\(Int(map.velocities.last ?? 0)) pt/s",
            at: CGPoint(x: left, y: frame.maxY - 15), style: OverlayStyle.dim)
    }
}
