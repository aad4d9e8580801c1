import FloatingPanel
import Foundation

/// Draws the last 3 s of a panel's location and velocity like a scope, with its anchors as
/// horizontal lines (toggle `G`).
struct LivePlot {
    let painter: Painter

    /// Draws `buffer` for `panel` in `frame` (points).
    func draw(_ buffer: LivePlotBuffer, panel: FloatingPanelController, in frame: CGRect) {
        painter.fillRoundedRect(frame, radii: .uniform(OverlayStyle.cardRadius), color: OverlayStyle.card)
        let plot = frame.insetBy(dx: OverlayStyle.padding, dy: OverlayStyle.padding + 6)
        let mainLength = panel.position.mainDimension(panel.containerSize)
        func y(forLocation value: CGFloat) -> CGFloat { plot.minY + value / max(mainLength, 1) * plot.height }

        for state in panel.statesByCoordinate {
            let value = panel.position.mainLocation(panel.surfaceLocation(for: state))
            painter.fill(
                CGRect(x: plot.minX, y: y(forLocation: value), width: plot.width, height: 0.5),
                color: OverlayStyle.plotAnchor)
            painter.drawText(
                "\(state)", at: CGPoint(x: plot.maxX - 40, y: y(forLocation: value) - 11), style: OverlayStyle.dim)
        }
        painter.drawText(
            "location", at: CGPoint(x: frame.minX + 10, y: frame.minY + 4),
            style: TextStyle(size: 10, color: OverlayStyle.plotLocation))
        painter.drawText(
            "velocity", at: CGPoint(x: frame.minX + 64, y: frame.minY + 4),
            style: TextStyle(size: 10, color: OverlayStyle.plotVelocity))
        guard let newest = buffer.samples.last?.time else { return }
        func x(forTime time: Double) -> CGFloat {
            plot.maxX - CGFloat((newest - time) / LivePlotBuffer.span) * plot.width
        }

        let peakSpeed = max(buffer.samples.map { abs($0.velocity) }.max() ?? 0, 500)
        func y(forVelocity velocity: CGFloat) -> CGFloat { plot.midY - velocity / peakSpeed * plot.height / 2 }
        painter.fill(CGRect(x: plot.minX, y: plot.midY, width: plot.width, height: 0.5), color: OverlayStyle.plotAnchor)
        painter.drawPolyline(
            buffer.samples.map { CGPoint(x: x(forTime: $0.time), y: y(forVelocity: $0.velocity)) }, width: 1.5,
            color: OverlayStyle.plotVelocity)
        painter.drawPolyline(
            buffer.samples.map { CGPoint(x: x(forTime: $0.time), y: y(forLocation: $0.location)) }, width: 1.5,
            color: OverlayStyle.plotLocation)
        painter.drawText(
            "±\(TuningOverlay.format(peakSpeed, 0)) pt/s", at: CGPoint(x: frame.minX + 120, y: frame.minY + 4),
            style: OverlayStyle.dim)
    }
}
