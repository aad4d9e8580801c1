import FloatingPanel
import Foundation

/// Draws the last 3 s of a panel's location and velocity like a scope, with its anchors as
/// horizontal lines (toggle `G`). In A/B mode B's series are drawn too, in their own colors, so
/// two tunings show on one gesture. After a value change in the values card, the release before
/// it is drawn faded from where the latest release started.
struct LivePlot {
    let painter: Painter

    /// Draws `buffer` (and `ghost`, B's, when comparing) for `panel` in `frame` (points).
    /// `platforms` are the platform ghosts' paths (`P`), drawn as locations in their colors.
    func draw(
        _ buffer: LivePlotBuffer, ghost: LivePlotBuffer? = nil,
        platforms: [(buffer: LivePlotBuffer, color: RGBAColor, name: String)] = [], panel: FloatingPanelController,
        in frame: CGRect
    ) {
        painter.fillRoundedRect(frame, radii: .uniform(OverlayStyle.cardRadius), color: OverlayStyle.card)
        let plot = frame.insetBy(dx: OverlayStyle.padding, dy: OverlayStyle.padding + 6)
        let mainLength = panel.position.mainDimension(panel.containerSize)
        func y(forLocation value: CGFloat) -> CGFloat { plot.minY + value / max(mainLength, 1) * plot.height }

        for state in panel.statesByCoordinate {
            let value = panel.position.mainLocation(panel.surfaceLocation(for: state))
            painter.fillHairline(
                CGRect(x: plot.minX, y: y(forLocation: value), width: plot.width, height: 0.5),
                color: OverlayStyle.plotAnchor)
            painter.drawText(
                "\(state)", at: CGPoint(x: plot.maxX - 40, y: y(forLocation: value) - 11), style: OverlayStyle.dim)
        }
        let series =
            [(buffer, OverlayStyle.plotLocation, OverlayStyle.plotVelocity, "A")]
            + (ghost.map { [($0, OverlayStyle.ghostLocation, OverlayStyle.ghostVelocity, "B")] } ?? [])
        var legendX = frame.minX + 10
        for (_, location, velocity, name) in series {
            let prefix = ghost == nil ? "" : name + " "
            for (text, color) in [(prefix + "location", location), (prefix + "velocity", velocity)] {
                legendX +=
                    painter.drawText(
                        text, at: CGPoint(x: legendX, y: frame.minY + 4), style: TextStyle(size: 10, color: color)
                    ).width + 8
            }
        }
        for platform in platforms {
            legendX +=
                painter.drawText(
                    platform.name, at: CGPoint(x: legendX, y: frame.minY + 4),
                    style: TextStyle(size: 10, color: platform.color)
                ).width + 8
        }
        let samples = series.flatMap(\.0.samples) + platforms.flatMap(\.buffer.samples)
        guard let newest = samples.map(\.time).max() else { return }
        func x(forTime time: Double) -> CGFloat {
            plot.maxX - CGFloat((newest - time) / LivePlotBuffer.span) * plot.width
        }
        // The release before the last value change, started where the last release started.
        let previous =
            buffer.lastReleaseTime.map { release in
                buffer.previousRelease.map {
                    LivePlotBuffer.Sample(time: release + $0.time, location: $0.location, velocity: $0.velocity)
                }
            } ?? []

        let peakSpeed = max((samples + previous).map { abs($0.velocity) }.max() ?? 0, 500)
        func y(forVelocity velocity: CGFloat) -> CGFloat { plot.midY - velocity / peakSpeed * plot.height / 2 }
        painter.fillHairline(
            CGRect(x: plot.minX, y: plot.midY, width: plot.width, height: 0.5), color: OverlayStyle.plotAnchor)
        let visible = previous.filter { $0.time <= newest && $0.time >= newest - LivePlotBuffer.span }
        if !visible.isEmpty {
            painter.drawPolyline(
                visible.map { CGPoint(x: x(forTime: $0.time), y: y(forVelocity: $0.velocity)) }, width: 1.5,
                color: OverlayStyle.previousVelocity)
            painter.drawPolyline(
                visible.map { CGPoint(x: x(forTime: $0.time), y: y(forLocation: $0.location)) }, width: 1.5,
                color: OverlayStyle.previousLocation)
            painter.drawText(
                "faded: before the change", at: CGPoint(x: plot.minX, y: frame.maxY - 15), style: OverlayStyle.dim)
        }
        for platform in platforms {
            painter.drawPolyline(
                platform.buffer.samples.map { CGPoint(x: x(forTime: $0.time), y: y(forLocation: $0.location)) },
                width: 1.5, color: platform.color)
        }
        for (buffer, location, velocity, _) in series {
            painter.drawPolyline(
                buffer.samples.map { CGPoint(x: x(forTime: $0.time), y: y(forVelocity: $0.velocity)) }, width: 1.5,
                color: velocity)
            painter.drawPolyline(
                buffer.samples.map { CGPoint(x: x(forTime: $0.time), y: y(forLocation: $0.location)) }, width: 1.5,
                color: location)
        }
        painter.drawText(
            "±\(ReadoutOverlay.format(peakSpeed, 0)) pt/s", at: CGPoint(x: legendX, y: frame.minY + 4),
            style: OverlayStyle.dim)
    }
}
