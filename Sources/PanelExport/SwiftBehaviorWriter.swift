import FloatingPanel
import Foundation
import PanelConfig

/// Writes a class adopting `FloatingPanelBehavior` directly (Docs/engine.md §21): `FloatingPanelDefaultBehavior`
/// has no `shouldProjectMomentum` to override and a stored threshold. Every property is typed
/// `: CGFloat` explicitly, since a property inferred as `Double` is never read by the library.
package struct SwiftBehaviorWriter {
    let names: SwiftNames
    let writer: SourceWriter

    /// Whether `panel`'s behavior is FloatingPanel's default in every member the export writes:
    /// then no class is written and the controller keeps its own behavior.
    static func isDefault(_ panel: ResolvedPanel) -> Bool {
        typealias Defaults = FloatingPanelBehaviorDefaults
        let behavior = panel.behavior
        return behavior.springDecelerationRate == Defaults.springDecelerationRate
            && behavior.springResponseTime == Defaults.springResponseTime
            && behavior.momentumProjectionRate == Defaults.momentumProjectionRate
            && behavior.removalInteractionVelocityThreshold == Defaults.removalInteractionVelocityThreshold
            && behavior.momentumProjection == .never
            && behavior.defaultRedirectionalProgress == Defaults.redirectionalProgress
            && behavior.redirectionalPairs.isEmpty && upstreamRubberBandingEdges(panel).isEmpty
    }

    /// - Parameter distance: the longest move the panel makes (the container's length), over which
    ///   shortened spring numbers must keep the exact trajectory.
    func writeClass(_ name: String, panel: ResolvedPanel, distance: CGFloat) {
        let behavior = panel.behavior
        writer.comment(["The behavior of panel \"\(panel.id)\".", ""] + SpringSummary.lines(behavior), prefix: "/// ")
        typealias Defaults = FloatingPanelBehaviorDefaults
        let short = ShortSpringNumbers(behavior, distance: distance)
        var properties: [String] = []
        for (label, value, written, fallback) in [
            ("springDecelerationRate", behavior.springDecelerationRate, short.rate, Defaults.springDecelerationRate),
            ("springResponseTime", behavior.springResponseTime, short.response, Defaults.springResponseTime),
            (
                "momentumProjectionRate", behavior.momentumProjectionRate, Double(behavior.momentumProjectionRate),
                Defaults.momentumProjectionRate
            ),
            (
                "removalInteractionVelocityThreshold", behavior.removalInteractionVelocityThreshold,
                Double(behavior.removalInteractionVelocityThreshold), Defaults.removalInteractionVelocityThreshold
            ),
        ] where value != fallback {
            if written != Double(value) {
                properties.append(
                    "// Exactly \(ExportNumber.exact(Double(value))); \(ExportNumber.exact(written)) keeps every attraction within "
                        + "\(ExportNumber.exact(Double(ShortSpringNumbers.tolerance))) pt of it.")
            }
            properties.append("let \(label): CGFloat = \(ExportNumber.exact(written))")
        }
        var methods: [() -> Void] = []
        if behavior.momentumProjection != .never {
            methods.append { writeMomentumProjection(behavior.momentumProjection) }
        }
        if behavior.defaultRedirectionalProgress != Defaults.redirectionalProgress
            || !behavior.redirectionalPairs.isEmpty
        {
            methods.append { writeRedirectionalProgress(behavior) }
        }
        let edges = Self.upstreamRubberBandingEdges(panel)
        if !edges.isEmpty {
            methods.append { writeRubberBanding(edges, panel: panel) }
        }

        guard !properties.isEmpty || !methods.isEmpty else {
            writer.line("final class \(name): FloatingPanelBehavior {}")
            return
        }
        writer.block("final class \(name): FloatingPanelBehavior {") {
            writer.lines(properties)
            for (index, method) in methods.enumerated() {
                if index > 0 || !properties.isEmpty { writer.line() }
                method()
            }
        }
    }

    private func writeMomentumProjection(_ projection: FloatingPanelCustomBehavior.MomentumProjection) {
        writer.block(
            "func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool {"
        ) {
            switch projection {
            case .never, .always:
                writer.line(projection == .always ? "true" : "false")
            case .states(let states):
                let sorted = states.sorted { $0.order > $1.order }
                guard !sorted.isEmpty else {
                    writer.line("false")
                    return
                }
                writer.switchBlock("switch proposedState {") {
                    writer.line("case \(sorted.map(names.expression).joined(separator: ", ")): return true")
                    writer.line("default: return false")
                }
            }
        }
    }

    private func writeRedirectionalProgress(_ behavior: FloatingPanelCustomBehavior) {
        let fallback = ExportNumber.exact(Double(behavior.defaultRedirectionalProgress))
        writer.block(
            "func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState) -> CGFloat {"
        ) {
            guard !behavior.redirectionalPairs.isEmpty else {
                writer.line(fallback)
                return
            }
            writer.switchBlock("switch (from, to) {") {
                var seen: Set<[String]> = []
                // The first pair for a transition wins, as in the sandbox.
                for pair in behavior.redirectionalPairs
                where seen.insert([pair.from.rawValue, pair.to.rawValue]).inserted {
                    writer.line(
                        "case (\(names.expression(pair.from)), \(names.expression(pair.to))): "
                            + "return \(ExportNumber.exact(Double(pair.value)))")
                }
                writer.line("default: return \(fallback)")
            }
        }
    }

    private func writeRubberBanding(_ edges: [String], panel: ResolvedPanel) {
        if SwiftLayoutWriter.entries(panel).contains(where: { !$0.layout.position.isVertical }) {
            writer.comment([
                "FloatingPanel asks `.top` below the smallest coordinate and `.bottom` beyond the largest for",
                "every position, so a left/right panel's `left`/`right` become `.top`/`.bottom`.",
            ])
        }
        writer.block("func allowsRubberBanding(for edge: UIRectEdge) -> Bool {") {
            writer.line(edges.map { "edge == .\($0)" }.joined(separator: " || "))
        }
    }

    /// The `UIRectEdge`s FloatingPanel itself must allow to reproduce the sandbox's rubber band:
    /// upstream asks `.top`/`.bottom` for every position, the sandbox asks `left`/`right` for
    /// left/right panels (decision §16.2-2). Only the edges a panel's positions ask are kept.
    static func upstreamRubberBandingEdges(_ panel: ResolvedPanel) -> [String] {
        let edges = panel.behavior.rubberBandingEdges
        var result: Set<String> = []
        for entry in SwiftLayoutWriter.entries(panel) {
            if entry.layout.position.isVertical {
                if edges.contains(.top) { result.insert("top") }
                if edges.contains(.bottom) { result.insert("bottom") }
            } else {
                if edges.contains(.left) { result.insert("top") }
                if edges.contains(.right) { result.insert("bottom") }
            }
        }
        return ["top", "bottom"].filter(result.contains)
    }
}
