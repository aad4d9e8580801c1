import FloatingPanel
import Foundation
import PanelScene

/// Draws a compare run's lanes in their grid: each lane's scene scaled into its cell with the
/// finger on it while it is down, its label and figures under it, each lane framed in its plot
/// colour.
struct ComparePainter {
    let painter: Painter
    let renderer: SceneRenderer

    /// One lane's colour, shared by its frame and its path in the plot.
    static let laneColors: [RGBAColor] = [
        RGBAColor(hex: 0x64D2FF), RGBAColor(hex: 0xFF6482), RGBAColor(hex: 0x30D158), RGBAColor(hex: 0xFFD60A),
        RGBAColor(hex: 0xBF5AF2), RGBAColor(hex: 0xFF9F0A), RGBAColor(hex: 0x5E5CE6), RGBAColor(hex: 0xAC8E68),
        RGBAColor(hex: 0xE5E5EA),
    ]

    /// A lane's label.
    static let label = TextStyle(size: 11, weight: .bold, color: RGBAColor(hex: 0xF2F2F7))
    private static let figures = TextStyle(size: 10, color: RGBAColor(hex: 0xA0A0A8))

    /// The finger: a grey disc with a white rim, as a phone's "show touches" draws it, seen on the
    /// map and on a white surface alike.
    static let touchRadius: CGFloat = 14
    /// The least radius the finger is drawn at on the picture, in its points: lanes drawn at a
    /// third of the container's size would shrink it to a speck.
    static let smallestTouchRadius: CGFloat = 6
    /// Laid over a ghost lane's scene, so its outlined panel stands out as the one that moves.
    private static let ghostFade = RGBAColor(hex: 0x1B1B1E, alpha: 0.6)
    private static let touchFill = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3)
    private static let touchRim = RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.9)

    /// The grid for `count` lanes of `container` (within `room`, when given) whose captions hold
    /// every label of `captions` whole, and each label in its lines, measured by `painter`.
    static func layOut(
        count: Int, container: CGSize, fitting room: CGSize? = nil, captions: CompareCaptions, painter: Painter
    ) -> (grid: CompareGrid, labels: [[String]]) {
        var grid = CompareGrid(count: count, container: container, fitting: room)
        guard count > 1 else { return (grid, captions.labelLines(width: .infinity) { _ in true }) }
        // More label lines can shrink the lanes within `room`, and narrower lanes can need more
        // lines: a second look settles it.
        for _ in 0..<2 {
            let width = grid.cells[0].width
            let labels = captions.labelLines(width: width) { painter.measureText($0, style: label).width <= width }
            let needed = labels.map(\.count).max() ?? 1
            if needed <= grid.labelLines { return (grid, labels) }
            grid = CompareGrid(count: count, container: container, fitting: room, labelLines: needed)
        }
        let width = grid.cells[0].width
        return (grid, captions.labelLines(width: width) { painter.measureText($0, style: label).width <= width })
    }

    /// Draws `runtimes` (one per lane) at `origin`, each with its finger (`touches`, in the lane's
    /// points; nil while none is down); `labels` gives each lane's label in lines (at most the
    /// grid's `labelLines`) and `figures` the lines after it; the lanes of `ghostLanes` (a
    /// reference's) are drawn faded, their panels as ghosts. Not inside a clip: each lane's
    /// viewport ends by restoring the clip at the lane's scale.
    func draw(
        _ runtimes: [SceneRuntime], touches: [CGPoint?], grid: CompareGrid, origin: CGPoint = .zero,
        labels: [[String]], figures: [[String]], ghostLanes: Set<Int> = []
    ) {
        let base = painter.pointScale
        for (index, runtime) in runtimes.enumerated() where grid.cells.indices.contains(index) {
            let cell = grid.cells[index].offsetBy(dx: origin.x, dy: origin.y)
            // The lane's scene in its own points, scaled down: a viewport in the lane's pixels.
            painter.pointScale = base * grid.cellScale
            let viewport = CGRect(
                x: cell.minX / grid.cellScale, y: cell.minY / grid.cellScale, width: cell.width / grid.cellScale,
                height: cell.height / grid.cellScale)
            painter.withViewport(viewport) {
                renderer.draw(runtime)
                if ghostLanes.contains(index) {
                    painter.fill(CGRect(origin: .zero, size: runtime.stage.containerSize), color: Self.ghostFade)
                    GhostPainter(painter: painter).draw(runtime)
                }
                if let touch = touches.indices.contains(index) ? touches[index] : nil {
                    drawTouch(at: touch, radius: max(Self.touchRadius, Self.smallestTouchRadius / grid.cellScale))
                }
            }
            painter.pointScale = base
            guard runtimes.count > 1 else { continue }
            let color = Self.laneColors[index % Self.laneColors.count]
            painter.fill(CGRect(x: cell.minX, y: cell.maxY, width: cell.width, height: 2), color: color)
            let caption = grid.captions[index].offsetBy(dx: origin.x, dy: origin.y)
            let label = labels.indices.contains(index) ? labels[index].prefix(grid.labelLines) : []
            let lines = figures.indices.contains(index) ? figures[index] : []
            painter.withClip(caption) {
                for (line, text) in label.enumerated() { drawCaptionLine(text, line, in: caption, style: Self.label) }
                for (line, text) in lines.enumerated() {
                    drawCaptionLine(text, grid.labelLines + line, in: caption, style: Self.figures)
                }
            }
        }
    }

    private func drawCaptionLine(_ text: String, _ line: Int, in caption: CGRect, style: TextStyle) {
        let y = caption.minY + 3 + CGFloat(line) * CompareGrid.captionLineHeight
        _ = painter.drawText(text, at: CGPoint(x: caption.minX, y: y), style: style)
    }

    /// The finger at `point`, `radius` across, in the points being drawn.
    private func drawTouch(at point: CGPoint, radius: CGFloat) {
        painter.fillCircle(center: point, radius: radius, color: Self.touchFill)
        painter.strokeCircle(center: point, radius: radius, width: 1.5, color: Self.touchRim)
    }
}
