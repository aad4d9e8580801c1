import FloatingPanel
import Foundation
import PanelScene

/// The anchors drawn as ticks along the main axis, beside the container: right of it
/// for top and bottom panels, below it for left and right ones, at the container's own scale so a
/// tick lines up with the panel edge it stands for. Every visible panel's anchors are ticked in
/// its own color; the focused panel's are labelled, and for a while after its
/// release the ruler shows why it went where it went: the segment, the redirectional-progress
/// threshold, the projected point and the chosen target. Under each anchor's position its label
/// says what the config gave (`45 % of safe area from bottom`), wrapped within the lane.
struct AnchorRuler {
    let painter: Painter
    let layout: WindowLayout
    let wrapper: TextWrapper

    /// Where labels start, from the lane's container side.
    private static let labelDepth: CGFloat = 18
    private static let labelStyle = TextStyle(size: 10, weight: .bold, color: .white)
    /// What the config said, under a label.
    private static let detailStyle = TextStyle(size: 9, color: RGBAColor(hex: 0xB8B8C0))
    /// The widest a detail line gets in the lane below a horizontal container.
    private static let horizontalDetailWidth: CGFloat = 150

    /// A panel to tick off, in its color.
    struct Entry {
        var panel: FloatingPanelController
        var color: RGBAColor
    }

    /// Draws the lanes the panels need: `others` thin, then `focused` with its labels and the
    /// explanation of its last release while it is recent.
    func draw(focused: Entry, others: [Entry], readout: PanelReadout) {
        let all = others + [focused]
        for isVertical in [true, false] where all.contains(where: { $0.panel.position.isVertical == isVertical }) {
            let lane = isVertical ? layout.verticalRuler : layout.horizontalRuler
            if !lane.intersects(layout.containerFrame) { painter.fill(lane, color: OverlayStyle.ruler) }
        }
        // The other panels tick the lane's first points, the focused one the rest, so anchors
        // that coincide (a detail panel's over its search panel's) stay visible in both colors.
        for entry in others {
            for state in entry.panel.statesByCoordinate {
                tick(position(of: state, entry.panel), entry.panel, from: 0, to: 5, width: 2, color: entry.color)
            }
            tick(current(entry.panel), entry.panel, from: 0, to: 5, width: 3, color: entry.color)
        }
        drawFocused(focused, readout: readout)
    }

    private func drawFocused(_ entry: Entry, readout: PanelReadout) {
        let panel = entry.panel
        var labels = panel.statesByCoordinate.map { state -> Label in
            let value = position(of: state, panel)
            return Label(
                value: value, text: "\(state) \(ReadoutOverlay.format(value, 1))", color: OverlayStyle.tickLabel,
                detail: panel.layout.anchors[state].flatMap(AnchorDescription.text(of:)))
        }
        for label in labels { tick(label.value, panel, from: 6, to: 15, width: 2, color: entry.color) }
        if let release = readout.release, let segment = release.decision.segment,
            release.age < ReadoutOverlay.releaseDisplayTime
        {
            let opacity = min(1, (ReadoutOverlay.releaseDisplayTime - release.age) / 0.3)
            let decision = release.decision
            drawRelease(decision, segment: segment, chosen: release.chosen, panel: panel, opacity: opacity)
            if let index = labels.firstIndex(where: { $0.value == position(of: release.chosen, panel) }) {
                labels[index].text = "→ " + labels[index].text
                labels[index].color = OverlayStyle.target
            }
            labels.append(
                Label(
                    value: segment.thresholdLocation, text: "ρ \(ReadoutOverlay.format(segment.threshold, 2))",
                    color: OverlayStyle.threshold))
            labels.append(Label(value: decision.projection, text: "projected", color: OverlayStyle.projection))
        }
        tick(current(panel), panel, from: 0, to: 18, width: 3, color: .white)
        drawLabels(labels, panel)
    }

    // MARK: Geometry

    /// A label beside the lane.
    private struct Label {
        var value: CGFloat
        var text: String
        var color: RGBAColor
        /// What the config said about this anchor.
        var detail: String?
    }

    private func position(of state: FloatingPanelState, _ panel: FloatingPanelController) -> CGFloat {
        panel.position.mainLocation(panel.surfaceLocation(for: state))
    }

    private func current(_ panel: FloatingPanelController) -> CGFloat {
        panel.position.mainLocation(panel.surfaceLocation)
    }

    /// The window point `depth` points into the lane at main-axis coordinate `value` (container
    /// points): rightward from the container's right edge, or downward from the lane's top.
    private func point(_ value: CGFloat, _ panel: FloatingPanelController, depth: CGFloat) -> CGPoint {
        let container = layout.containerFrame
        if panel.position.isVertical {
            return CGPoint(x: layout.verticalRuler.minX + depth, y: container.minY + value)
        }
        return CGPoint(x: container.minX + value, y: layout.horizontalRuler.minY + depth)
    }

    /// A mark across the lane at `value`, from `from` to `to` points deep.
    private func tick(
        _ value: CGFloat, _ panel: FloatingPanelController, from: CGFloat, to: CGFloat, width: CGFloat, color: RGBAColor
    ) {
        painter.drawLine(
            from: point(value, panel, depth: from), to: point(value, panel, depth: to), width: width, color: color)
    }

    /// The labels in main-axis order beside the ticks, pushed apart where they would overlap;
    /// each label's detail lines go under it.
    private func drawLabels(_ labels: [Label], _ panel: FloatingPanelController) {
        var previousEnd = -CGFloat.infinity
        let isVertical = panel.position.isVertical
        let detailWidth =
            isVertical ? layout.verticalRuler.width - Self.labelDepth - 2 : Self.horizontalDetailWidth
        let detailHeight = painter.lineHeight(Self.detailStyle)
        for label in labels.sorted(by: { $0.value < $1.value }) {
            let style = TextStyle(size: Self.labelStyle.size, weight: .bold, color: label.color)
            let size = painter.measureText(label.text, style: style)
            let details =
                label.detail.map { detail in
                    // A vertical lane is narrow but tall: wrap. The horizontal one is one line high.
                    isVertical
                        ? wrapper.lines(detail, style: Self.detailStyle, width: detailWidth)
                        : [wrapper.fitted(detail, style: Self.detailStyle, width: detailWidth)]
                } ?? []
            let detailsWidth = details.map { painter.measureText($0, style: Self.detailStyle).width }.max() ?? 0
            let anchor = point(label.value, panel, depth: Self.labelDepth)
            let origin: CGPoint
            if isVertical {
                let top = max(anchor.y - size.height / 2, previousEnd + 1)
                previousEnd = top + size.height + CGFloat(details.count) * detailHeight
                origin = CGPoint(x: anchor.x, y: top)
            } else {
                let width = max(size.width, detailsWidth)
                let left = max(anchor.x - width / 2, previousEnd + 6)
                previousEnd = left + width
                origin = CGPoint(x: left, y: anchor.y)
            }
            painter.drawText(label.text, at: origin, style: style)
            for (index, line) in details.enumerated() {
                painter.drawText(
                    line, at: CGPoint(x: origin.x, y: origin.y + size.height + CGFloat(index) * detailHeight),
                    style: Self.detailStyle)
            }
        }
    }

    /// The release's segment, threshold, release point, projected point and chosen target.
    private func drawRelease(
        _ decision: FloatingPanelReleaseDecision, segment: FloatingPanelReleaseDecision.Segment,
        chosen: FloatingPanelState, panel: FloatingPanelController, opacity: Double
    ) {
        func faded(_ color: RGBAColor) -> RGBAColor {
            RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * opacity)
        }
        painter.drawLine(
            from: point(position(of: segment.from, panel), panel, depth: 8),
            to: point(position(of: segment.to, panel), panel, depth: 8), width: 8, color: faded(OverlayStyle.segment))
        tick(segment.thresholdLocation, panel, from: 0, to: 18, width: 2.5, color: faded(OverlayStyle.threshold))
        painter.fillCircle(center: point(decision.location, panel, depth: 8), radius: 3.5, color: faded(.white))
        painter.fillCircle(
            center: point(decision.projection, panel, depth: 8), radius: 5, color: faded(OverlayStyle.projection))
        painter.strokeCircle(
            center: point(position(of: chosen, panel), panel, depth: 8), radius: 8, width: 2.5,
            color: faded(OverlayStyle.target))
    }
}
