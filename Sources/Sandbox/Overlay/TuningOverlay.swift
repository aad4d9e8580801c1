import FloatingPanel
import Foundation
import PanelScene

/// Everything the tuning overlay shows for the focused panel (issue 3 §5), gathered by the app.
struct TuningReadout {
    var panel: PanelRuntime
    /// The state an attraction is heading to, while one runs.
    var targetState: FloatingPanelState?
    /// The last release and how many seconds ago it happened.
    var release: (decision: ReleaseDecision, chosen: FloatingPanelState, age: Double)?
    var speed: Double
    var isPaused: Bool
    var framesPerSecond: Double
    var frameTimeP50: Double
    var frameTimeP99: Double
    var sceneName: String
    var lastReload: Date?
}

/// Draws the tuning overlay: a card of figures, the anchors as ticks along the main axis, and for
/// a second after each release why the panel went where it went.
///
/// The overlay takes no input: the pointer always reaches the panels, so it can never steal a drag.
struct TuningOverlay {
    let painter: Painter
    let containerSize: CGSize

    /// How long a release's explanation stays, fading during its last 0.3 s.
    static let releaseDisplayTime: Double = 1.2

    /// Draws the card of figures at the top left; returns its frame.
    func drawCard(_ readout: TuningReadout) -> CGRect {
        let lines = lines(readout)
        let width = lines.map { painter.measureText($0.0, style: $0.1).width }.max() ?? 0
        let card = CGRect(
            x: 8, y: 8, width: width + 2 * OverlayStyle.padding,
            height: CGFloat(lines.count) * OverlayStyle.lineSpacing + 2 * OverlayStyle.padding - 2)
        painter.fillRoundedRect(card, radii: .uniform(OverlayStyle.cardRadius), color: OverlayStyle.card)
        for (index, line) in lines.enumerated() {
            let origin = CGPoint(
                x: card.minX + OverlayStyle.padding,
                y: card.minY + OverlayStyle.padding + CGFloat(index) * OverlayStyle.lineSpacing)
            painter.drawText(line.0, at: origin, style: line.1)
        }
        return card
    }

    /// Draws the anchors along the main axis and, for a while after a release, its explanation;
    /// above the cards, so nothing hides them.
    func drawAxis(_ readout: TuningReadout) {
        let panel = readout.panel.controller
        var labels = panel.statesByCoordinate.map { state -> AxisLabel in
            let value = position(of: state, panel)
            return AxisLabel(value: value, text: "\(state) \(Self.format(value, 1))", color: OverlayStyle.tickText)
        }
        for label in labels { tick(label.value, panel, length: 14, width: 2, color: OverlayStyle.tick) }
        if let release = readout.release, release.age < Self.releaseDisplayTime {
            let opacity = min(1, (Self.releaseDisplayTime - release.age) / 0.3)
            let decision = release.decision
            drawRelease(decision, chosen: release.chosen, panel: panel, opacity: opacity)
            if let index = labels.firstIndex(where: { $0.value == position(of: release.chosen, panel) }) {
                labels[index].text = "→ " + labels[index].text
                labels[index].color = OverlayStyle.target
            }
            labels.append(
                AxisLabel(
                    value: decision.thresholdLocation, text: "ρ \(Self.format(decision.threshold, 2))",
                    color: OverlayStyle.threshold))
            labels.append(
                AxisLabel(
                    value: decision.projection, text: "projected (\(Self.format(decision.velocity, 0)) pt/s)",
                    color: OverlayStyle.projection))
        }
        tick(
            panel.position.mainLocation(panel.surfaceLocation), panel, length: 20, width: 3, color: OverlayStyle.current
        )
        drawLabels(labels, panel)
    }

    // MARK: Figures

    private func lines(_ readout: TuningReadout) -> [(String, TextStyle)] {
        let panel = readout.panel.controller
        let axis = panel.position.isVertical ? "y" : "x"
        let location = panel.position.mainLocation(panel.surfaceLocation)
        let spring = SpringFigures(behavior: panel.behavior)
        let zeta = spring.flingDampingRatio
        let scroll = readout.panel.scrollView.map { panel.position.mainLocation($0.contentOffset) }
        let timing = readout.isPaused ? "paused" : readout.speed == 1 ? "1×" : "\(Self.format(readout.speed, 2))×"
        let motion = [panel.isAttracting ? "attracting" : nil, panel.isDragging ? "dragging" : nil].compactMap { $0 }
        let reloaded = readout.lastReload.map { "reloaded \(Self.clockTime($0))" } ?? "not reloaded"
        return [
            ("\(readout.panel.id) · \(panel.position.rawValue)", OverlayStyle.heading),
            ("state \(panel.state)" + (readout.targetState.map { " · target \($0)" } ?? ""), OverlayStyle.text),
            ("\(axis) \(Self.format(location, 1)) pt · v \(Self.format(panel.velocity, 0)) pt/s", OverlayStyle.text),
            (motion.isEmpty ? "at rest" : motion.joined(separator: " · "), OverlayStyle.text),
            (
                "backdrop \(Self.format(panel.backdropAlpha, 3))"
                    + (scroll.map { " · scroll \(Self.format($0, 1))" } ?? ""),
                OverlayStyle.text
            ),
            (
                "ω \(Self.format(spring.angularFrequency, 2)) rad/s · ζ \(Self.format(zeta, 3)) fling, 1 slow",
                OverlayStyle.text
            ),
            (
                "2 % in \(Self.format(spring.settlingTime(dampingRatio: zeta), 2)) s / "
                    + "\(Self.format(spring.settlingTime(dampingRatio: 1), 2)) s · overshoot "
                    + "\(Self.format(spring.overshootPercent(dampingRatio: zeta), 1)) %",
                OverlayStyle.text
            ),
            (
                "\(timing) · \(Self.format(readout.framesPerSecond, 0)) fps · \(Self.format(readout.frameTimeP50 * 1000, 1))"
                    + " / \(Self.format(readout.frameTimeP99 * 1000, 1)) ms p50/p99",
                OverlayStyle.text
            ),
            ("\(readout.sceneName) · \(reloaded)", OverlayStyle.dim),
        ]
    }

    // MARK: Main axis

    /// A label beside the lane.
    private struct AxisLabel {
        var value: CGFloat
        var text: String
        var color: RGBAColor
    }

    private func position(of state: FloatingPanelState, _ panel: FloatingPanelController) -> CGFloat {
        panel.position.mainLocation(panel.surfaceLocation(for: state))
    }

    /// The point on the lane where main-axis coordinate `value` is drawn: along the right edge for
    /// top and bottom panels, along the bottom edge for left and right ones.
    private func lanePoint(_ value: CGFloat, _ panel: FloatingPanelController, inset: CGFloat = 10) -> CGPoint {
        panel.position.isVertical
            ? CGPoint(x: containerSize.width - inset, y: value) : CGPoint(x: value, y: containerSize.height - inset)
    }

    /// A short mark across the lane at `value`.
    private func tick(
        _ value: CGFloat, _ panel: FloatingPanelController, length: CGFloat, width: CGFloat, color: RGBAColor
    ) {
        let center = lanePoint(value, panel)
        let half =
            panel.position.isVertical ? CGVector(dx: length / 2, dy: 0) : CGVector(dx: 0, dy: length / 2)
        painter.drawLine(
            from: CGPoint(x: center.x - half.dx, y: center.y - half.dy),
            to: CGPoint(x: center.x + half.dx, y: center.y + half.dy), width: width, color: color)
    }

    /// The labels in main-axis order beside the lane, each on a light halo, pushed apart where
    /// they would overlap.
    private func drawLabels(_ labels: [AxisLabel], _ panel: FloatingPanelController) {
        var previousEnd = -CGFloat.infinity
        for label in labels.sorted(by: { $0.value < $1.value }) {
            let style = TextStyle(size: 10, weight: .bold, color: label.color)
            let size = painter.measureText(label.text, style: style)
            let origin: CGPoint
            if panel.position.isVertical {
                let top = max(label.value - size.height / 2, previousEnd + 2)
                previousEnd = top + size.height
                origin = CGPoint(x: containerSize.width - 22 - size.width, y: top)
            } else {
                let left = max(label.value - size.width / 2, previousEnd + 6)
                previousEnd = left + size.width
                origin = CGPoint(x: left, y: containerSize.height - 22 - size.height)
            }
            painter.fillRoundedRect(
                CGRect(origin: origin, size: size).insetBy(dx: -3, dy: -1), radii: .uniform(4),
                color: OverlayStyle.tickHalo)
            painter.drawText(label.text, at: origin, style: style)
        }
    }

    /// The release's segment, threshold, release point, projected point and chosen target.
    private func drawRelease(
        _ decision: ReleaseDecision, chosen: FloatingPanelState, panel: FloatingPanelController, opacity: Double
    ) {
        func faded(_ color: RGBAColor) -> RGBAColor {
            RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * opacity)
        }
        painter.drawLine(
            from: lanePoint(position(of: decision.from, panel), panel),
            to: lanePoint(position(of: decision.to, panel), panel),
            width: 8, color: faded(OverlayStyle.segment))
        tick(decision.thresholdLocation, panel, length: 22, width: 2.5, color: faded(OverlayStyle.threshold))
        painter.fillCircle(center: lanePoint(decision.location, panel), radius: 3.5, color: faded(OverlayStyle.tick))
        painter.fillCircle(
            center: lanePoint(decision.projection, panel), radius: 5, color: faded(OverlayStyle.projection))
        painter.strokeCircle(
            center: lanePoint(position(of: chosen, panel), panel), radius: 8, width: 2.5,
            color: faded(OverlayStyle.target))
    }

    // MARK: Formatting

    static func format(_ value: some BinaryFloatingPoint, _ digits: Int) -> String {
        // Adding zero turns −0 into 0, so a value at rest does not print as "-0.0".
        String(format: "%.\(digits)f", Double(value) + 0)
    }

    static func clockTime(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: date)
    }
}
