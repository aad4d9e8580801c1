import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// Everything the readout overlay shows for the focused panel, gathered by
/// the app.
struct PanelReadout {
    /// One panel of the scene as the legend lists it.
    struct LegendEntry {
        var id: String
        var state: FloatingPanelState
        var color: RGBAColor
        var isFocused: Bool
    }

    var panel: PanelRuntime
    /// The focused panel's color (its ticks on the ruler).
    var color: RGBAColor
    /// Every panel of the scene, when there are several.
    var legend: [LegendEntry]
    /// The state an attraction is heading to, while one runs.
    var targetState: FloatingPanelState?
    /// The focused panel's last release and how many seconds ago it happened.
    var release: (decision: FloatingPanelReleaseDecision, chosen: FloatingPanelState, age: Double)?
    var speed: Double
    var isPaused: Bool
    var framesPerSecond: Double
    /// Engine steps per second: the scene's `refreshRate` (a replay's own rate while one plays).
    var engineRate: Double
    var frameTimeP50: Double
    var frameTimeP99: Double
    var sceneName: String
    var container: SceneContainer
    var keyboardHeight: CGFloat
    var reload: ReloadReport?
}

/// The readout overlay's card in the side bar: the focused panel's motion, its layout, its spring
/// in physical terms, the frame times, the container and the last reload. The ruler beside the
/// container (`AnchorRuler`) draws the anchors.
///
/// The overlay takes no input: the pointer always reaches the panels, so it can never steal a drag.
struct ReadoutOverlay {
    let wrapper: TextWrapper

    /// How long a release's explanation stays on the ruler, fading during its last 0.3 s.
    static let releaseDisplayTime: Double = 1.2

    /// One line of the card, with an optional color dot before it; wrapped when it does not fit.
    private struct Line {
        var text: String
        var style: TextStyle
        var dot: RGBAColor?

        init(_ text: String, _ style: TextStyle = OverlayStyle.text, dot: RGBAColor? = nil) {
            self.text = text
            self.style = style
            self.dot = dot
        }
    }

    /// The card at the top of `column` (a rectangle whose width the card takes).
    func card(_ readout: PanelReadout, in column: CGRect) -> TextCard {
        TextCard(rows: rows(readout, width: TextCard.textWidth(column)), at: column)
    }

    /// The card's text laid out within `width`.
    func rows(_ readout: PanelReadout, width: CGFloat) -> [CardRow] {
        lines(readout).flatMap { wrapper.rows($0.text, style: $0.style, width: width, dot: $0.dot) }
    }

    private func lines(_ readout: PanelReadout) -> [Line] {
        let panel = readout.panel.controller
        let axis = panel.position.isVertical ? "y" : "x"
        let location = panel.position.mainLocation(panel.surfaceLocation)
        let scroll = readout.panel.scrollView.map { panel.position.mainLocation($0.contentOffset) }
        let motion = [panel.isAttracting ? "attracting" : nil, panel.isDragging ? "dragging" : nil].compactMap { $0 }
        var lines = [
            Line("\(readout.panel.id) · \(panel.position.rawValue)", OverlayStyle.heading, dot: readout.color),
            Line("state \(panel.state)" + (readout.targetState.map { " → \($0)" } ?? "")),
            Line("\(axis) \(Self.format(location, 1)) pt · v \(Self.format(panel.velocity, 0)) pt/s"),
            Line(motion.isEmpty ? "at rest" : motion.joined(separator: " · ")),
            Line(
                "backdrop \(Self.format(panel.backdropAlpha, 3))"
                    + (scroll.map { " · scroll \(Self.format($0, 1))" } ?? "")),
            Line(Self.arrangement(of: readout.panel)),
            Line("content \(readout.panel.config.content.rows) rows · \(Self.size(panel.contentSize))"),
        ]
        lines += springLines(panel.behavior, rate: readout.engineRate)
        lines += RecipeReadout.lines(for: readout.panel).map {
            Line($0.text, $0.isLive ? OverlayStyle.key : OverlayStyle.dim)
        }
        if let release = readout.release {
            let decision = release.decision
            lines.append(
                Line(
                    "release \(Self.format(decision.velocity, 0)) pt/s → \(release.chosen) "
                        + "(ρ \(Self.format(decision.segment?.threshold ?? 0, 2)))"))
        }
        if readout.legend.count > 1 {
            for entry in readout.legend {
                lines.append(
                    Line(
                        "\(entry.id) · \(entry.state)" + (entry.isFocused ? "  (focused, Tab)" : ""),
                        entry.isFocused ? OverlayStyle.text : OverlayStyle.dim, dot: entry.color))
            }
        }
        lines += statusLines(readout)
        return lines
    }

    /// The attraction spring after a fast release in physical terms, and the
    /// critically damped one slow releases and programmatic moves use (Docs/engine.md §5.2).
    private func springLines(_ behavior: FloatingPanelBehavior, rate: Double) -> [Line] {
        let fast = FloatingPanelSpringParameters.fastRelease(of: behavior)
        let slow = FloatingPanelSpringParameters.slowRelease(of: behavior)
        let threshold = Self.format(FloatingPanelSpringParameters.fastReleaseSpeedThreshold, 0)
        return [
            // The spring steps once per frame, so its numbers hold for one rate.
            Line("spring after a release > \(threshold) pt/s, at \(Self.format(rate, 0)) Hz", OverlayStyle.dim),
            Line("ζ \(Self.format(fast.dampingRatio, 3)) · ω \(Self.format(fast.angularFrequency, 2)) rad/s"),
            Line(
                "2 % in \(Self.format(fast.settlingTime, 2)) s · overshoot \(Self.format(fast.overshootPercent, 1)) %"),
            Line("slower releases, moves: ζ 1 · \(Self.format(slow.settlingTime, 2)) s", OverlayStyle.dim),
        ]
    }

    private func statusLines(_ readout: PanelReadout) -> [Line] {
        let timing = readout.isPaused ? "paused" : readout.speed == 1 ? "1×" : "\(Self.format(readout.speed, 2))×"
        let container = readout.container
        let keyboard = readout.keyboardHeight > 0 ? " · kbd \(Self.format(readout.keyboardHeight, 0))" : ""
        var lines = [
            Line(
                "\(timing) · \(Self.format(readout.framesPerSecond, 0)) fps · engine \(Self.format(readout.engineRate, 0)) Hz · "
                    + "\(Self.format(readout.frameTimeP50 * 1000, 1))/\(Self.format(readout.frameTimeP99 * 1000, 1)) ms"
            ),
            Line("\(container.presetName ?? "custom") · \(Self.size(container.size))\(keyboard)"),
        ]
        guard let reload = readout.reload else {
            lines.append(Line("\(readout.sceneName) · not reloaded yet", OverlayStyle.dim))
            return lines
        }
        lines.append(Line("\(readout.sceneName) · reloaded \(Self.clockTime(reload.timing.date))", OverlayStyle.dim))
        let drawn = reload.eventToFrameMilliseconds.map { " · drawn \(Self.format($0, 1)) ms" } ?? ""
        lines.append(
            Line(
                "file event → applied \(Self.format(reload.timing.eventToApplyMilliseconds, 1)) ms\(drawn)",
                OverlayStyle.dim))
        return lines
    }

    /// Which layout the panel uses in this container.
    static func arrangement(of panel: PanelRuntime) -> String {
        switch panel.arrangement {
        case .adaptive(let resolved):
            switch resolved.style {
            case .sheet: return "adaptive: bottom sheet"
            case .card(let side, let width, _): return "adaptive: \(side) card, \(format(width, 0)) pt"
            }
        case .layoutEntry(let index?):
            let layouts = panel.config.layouts
            guard layouts.count > 1 else { return "layout: the only one" }
            let condition = layouts[index].condition.map(describe) ?? "otherwise"
            return "layout \(index + 1) of \(layouts.count): \(condition)"
        case .layoutEntry(nil):
            return "layout: none applies, bottom defaults"
        }
    }

    /// A layout condition as its bounds, e.g. `landscape, width ≥ 600`.
    private static func describe(_ condition: LayoutCondition) -> String {
        var parts: [String] = []
        if let landscape = condition.landscape { parts.append(landscape ? "landscape" : "portrait") }
        if let value = condition.minWidth { parts.append("w ≥ \(format(value, 0))") }
        if let value = condition.maxWidth { parts.append("w ≤ \(format(value, 0))") }
        if let value = condition.minHeight { parts.append("h ≥ \(format(value, 0))") }
        if let value = condition.maxHeight { parts.append("h ≤ \(format(value, 0))") }
        return parts.isEmpty ? "always" : parts.joined(separator: ", ")
    }

    // MARK: Formatting

    static func format(_ value: some BinaryFloatingPoint, _ digits: Int) -> String {
        // Adding zero turns −0 into 0, so a value at rest does not print as "-0.0".
        String(format: "%.\(digits)f", Double(value) + 0)
    }

    static func size(_ size: CGSize) -> String {
        "\(format(size.width, 0)) × \(format(size.height, 0))"
    }

    static func clockTime(_ date: Date) -> String {
        clockFormatter.string(from: date)
    }

    /// Made once: a formatter costs more to make than a whole line of the card to draw.
    private static let clockFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter
    }()
}
