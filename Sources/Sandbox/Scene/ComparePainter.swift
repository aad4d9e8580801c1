import FloatingPanel
import Foundation
import PanelScene

/// Draws a compare run's lanes in their grid: each lane's scene scaled into its cell, its label
/// and figures under it, each lane framed in its plot colour.
struct ComparePainter {
    let painter: Painter
    let renderer: SceneRenderer

    /// One lane's colour, shared by its frame and its path in the plot.
    static let laneColors: [RGBAColor] = [
        RGBAColor(hex: 0x64D2FF), RGBAColor(hex: 0xFF6482), RGBAColor(hex: 0x30D158), RGBAColor(hex: 0xFFD60A),
        RGBAColor(hex: 0xBF5AF2), RGBAColor(hex: 0xFF9F0A), RGBAColor(hex: 0x5E5CE6), RGBAColor(hex: 0xAC8E68),
        RGBAColor(hex: 0xE5E5EA),
    ]

    private static let label = TextStyle(size: 11, weight: .bold, color: RGBAColor(hex: 0xF2F2F7))
    private static let figures = TextStyle(size: 10, color: RGBAColor(hex: 0xA0A0A8))

    /// Draws `runtimes` (one per lane) at `origin`; `captions` gives each lane's lines (its label,
    /// then its figures). Not inside a clip: each lane's viewport ends by restoring the clip at
    /// the lane's scale.
    func draw(_ runtimes: [SceneRuntime], grid: CompareGrid, origin: CGPoint = .zero, captions: [[String]]) {
        let base = painter.pointScale
        for (index, runtime) in runtimes.enumerated() where grid.cells.indices.contains(index) {
            let cell = grid.cells[index].offsetBy(dx: origin.x, dy: origin.y)
            // The lane's scene in its own points, scaled down: a viewport in the lane's pixels.
            painter.pointScale = base * grid.cellScale
            let viewport = CGRect(
                x: cell.minX / grid.cellScale, y: cell.minY / grid.cellScale, width: cell.width / grid.cellScale,
                height: cell.height / grid.cellScale)
            painter.withViewport(viewport) { renderer.draw(runtime) }
            painter.pointScale = base
            guard runtimes.count > 1 else { continue }
            let color = Self.laneColors[index % Self.laneColors.count]
            painter.fill(CGRect(x: cell.minX, y: cell.maxY, width: cell.width, height: 2), color: color)
            let caption = grid.captions[index].offsetBy(dx: origin.x, dy: origin.y)
            guard captions.indices.contains(index) else { continue }
            painter.withClip(caption) {
                for (line, text) in captions[index].enumerated() {
                    let y = caption.minY + 3 + CGFloat(line) * CompareGrid.captionLineHeight
                    _ = painter.drawText(
                        text, at: CGPoint(x: caption.minX, y: y), style: line == 0 ? Self.label : Self.figures)
                }
            }
        }
    }
}
