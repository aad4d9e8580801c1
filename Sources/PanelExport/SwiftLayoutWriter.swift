import FloatingPanel
import Foundation
import PanelConfig

/// Writes `FloatingPanelLayout` classes and the size-based layout choice for the `swift` and
/// `swiftui` exports (Docs/engine.md §21): exact anchor initialisers with every label, `backdropAlpha(for:)`
/// and `prepareLayout(surfaceView:in:)` only where they differ from FloatingPanel's defaults.
package struct SwiftLayoutWriter {
    let names: SwiftNames
    let writer: SourceWriter

    /// Whether any anchor of `panel` measures a content layout guide: its layout classes then take
    /// one in `init(contentLayout:)`.
    static func needsContentLayout(_ panel: ResolvedPanel) -> Bool {
        panel.layouts.contains { entry in
            entry.layout.anchors.values.contains { $0 is FloatingPanelAdaptiveLayoutAnchor }
        }
    }

    /// The class names of a panel's layouts: one, or one per entry of a `when` list.
    static func classNames(stem: String, panel: ResolvedPanel) -> [String] {
        isConditional(panel) ? entries(panel).indices.map { "\(stem)PanelLayout\($0 + 1)" } : ["\(stem)PanelLayout"]
    }

    /// Whether the panel chooses among layouts by container size.
    static func isConditional(_ panel: ResolvedPanel) -> Bool {
        !(panel.layouts.count == 1 && panel.layouts[0].condition == nil)
    }

    /// Writes `panel`'s layout classes, each after a blank line; returns their names.
    func writeClasses(stem: String, panel: ResolvedPanel) -> [String] {
        let contentLayout = Self.needsContentLayout(panel)
        let classNames = Self.classNames(stem: stem, panel: panel)
        for (entry, name) in zip(Self.entries(panel), classNames) {
            writer.line()
            writeClass(name, entry: entry, panelID: panel.id, contentLayout: contentLayout)
        }
        return classNames
    }

    func writeClass(_ name: String, entry: ConditionalLayout, panelID: String, contentLayout: Bool) {
        let layout = entry.layout
        var summary =
            "Panel \"\(panelID)\": a \(layout.position.rawValue) panel, initially `\(layout.initialState.rawValue)`"
        if let condition = entry.condition { summary += ", when \(Self.conditionText(condition))" }
        writer.comment([summary + "."], prefix: "/// ")
        if layout.crossAxis != .fill {
            // `prepareLayout` builds constraints from views, which UIKit isolates to the main actor.
            writer.line("@MainActor")
            writer.line("final class \(name): @preconcurrency FloatingPanelLayout {")
        } else {
            writer.line("final class \(name): FloatingPanelLayout {")
        }
        writer.indented {
            writer.line("let position: FloatingPanelPosition = .\(layout.position.rawValue)")
            writer.line("let initialState: FloatingPanelState = \(names.expression(layout.initialState))")
            let anchors = layout.anchors.sorted { $0.key.order > $1.key.order }
            if contentLayout {
                writer.line("let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring]")
                writer.comment(["The guide whose height the adaptive anchors show."], prefix: "/// ")
                writer.line("let contentLayout: UILayoutGuide")
                writer.line()
                // A guide sized by the surface (the content view's own edges or safe area) would
                // make the anchor's constraint circular: it must measure the content itself.
                writer.comment(
                    [
                        "- Parameter contentLayout: a guide as tall as the content itself, not sized by the panel:",
                        "  a scroll view's `contentLayoutGuide`, or a guide added to the content view with its height",
                        "  set from the content's fitting size (FloatingPanel's adaptive samples do both). Not the",
                        "  content view's edges or `safeAreaLayoutGuide`: the panel sizes those, which makes the",
                        "  constraint circular. The sandbox measured its `contentSize` here.",
                    ], prefix: "/// ")
                writer.block("init(contentLayout: UILayoutGuide) {") {
                    writer.line("self.contentLayout = contentLayout")
                    writeAnchors(anchors, opening: "anchors = [")
                }
            } else {
                writeAnchors(anchors, opening: "let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [")
            }
            writeBackdropAlpha(layout)
            writeCrossAxis(layout)
        }
    }

    private func writeAnchors(
        _ anchors: [(key: FloatingPanelState, value: FloatingPanelLayoutAnchoring)], opening: String
    ) {
        writer.block(opening, close: "]") {
            for (state, anchor) in anchors {
                writer.line("\(names.expression(state)): \(Self.anchorExpression(anchor)),")
            }
        }
    }

    static func anchorExpression(_ anchor: FloatingPanelLayoutAnchoring) -> String {
        let n = { (value: CGFloat) in ExportNumber.exact(Double(value)) }
        switch anchor {
        case let inset as FloatingPanelLayoutAnchor:
            let label = inset.isAbsolute ? "absoluteInset" : "fractionalInset"
            return "FloatingPanelLayoutAnchor(\(label): \(n(inset.inset)), edge: .\(inset.referenceEdge.rawValue), "
                + "referenceGuide: .\(inset.referenceGuide.rawValue))"
        case let intrinsic as FloatingPanelIntrinsicLayoutAnchor:
            let label = intrinsic.isAbsolute ? "absoluteOffset" : "fractionalOffset"
            return "FloatingPanelIntrinsicLayoutAnchor(\(label): \(n(intrinsic.offset)), "
                + "referenceGuide: .\(intrinsic.referenceGuide.rawValue))"
        case let adaptive as FloatingPanelAdaptiveLayoutAnchor:
            let label = adaptive.isAbsolute ? "absoluteOffset" : "fractionalOffset"
            return "FloatingPanelAdaptiveLayoutAnchor(\(label): \(n(adaptive.offset)), contentLayout: contentLayout, "
                + "referenceGuide: .\(adaptive.referenceGuide.rawValue), "
                + "contentBoundingGuide: .\(adaptive.contentBoundingGuide.rawValue))"
        default:
            preconditionFailure("unknown anchor kind \(type(of: anchor))")
        }
    }

    /// `backdropAlpha(for:)` only when some state's alpha differs from the default (0.3 at full).
    private func writeBackdropAlpha(_ layout: FloatingPanelCustomLayout) {
        let states =
            layout.anchors.keys.sorted { $0.order > $1.order } + (layout.anchors[.hidden] == nil ? [.hidden] : [])
        let isDefault = states.allSatisfy {
            layout.backdropAlpha(for: $0) == FloatingPanelDefaultBackdrop.alpha(for: $0)
        }
        guard !isDefault else { return }
        // One case per alpha, states in order of expansion, so equal alphas share a case.
        var groups: [(alpha: CGFloat, states: [FloatingPanelState])] = []
        for state in states where layout.backdropAlpha(for: state) != 0 {
            let alpha = layout.backdropAlpha(for: state)
            if let index = groups.firstIndex(where: { $0.alpha == alpha }) {
                groups[index].states.append(state)
            } else {
                groups.append((alpha, [state]))
            }
        }
        writer.line()
        writer.block("func backdropAlpha(for state: FloatingPanelState) -> CGFloat {") {
            guard !groups.isEmpty else {
                writer.line("0")
                return
            }
            writer.switchBlock("switch state {") {
                for group in groups {
                    let cases = group.states.map(names.expression).joined(separator: ", ")
                    writer.line("case \(cases): return \(ExportNumber.exact(Double(group.alpha)))")
                }
                writer.line("default: return 0")
            }
        }
    }

    /// `prepareLayout(surfaceView:in:)` unless the surface fills the safe area across the main
    /// axis, which is FloatingPanel's default. Leading is left (top for left/right panels), as in
    /// the sandbox (Docs/config.md).
    private func writeCrossAxis(_ layout: FloatingPanelCustomLayout) {
        let placement = layout.crossAxis
        guard placement != .fill else { return }
        let guide = placement.referenceGuide == .safeArea ? "view.safeAreaLayoutGuide" : "view"
        let vertical = layout.position.isVertical
        let (start, end, center, length) =
            vertical ? ("left", "right", "centerX", "width") : ("top", "bottom", "centerY", "height")
        let inset = ExportNumber.exact(Double(placement.inset))
        let constraints: [String]
        switch placement.alignment {
        case .fill:
            constraints = [
                "surfaceView.\(start)Anchor.constraint(equalTo: \(guide).\(start)Anchor, constant: 0)",
                "surfaceView.\(end)Anchor.constraint(equalTo: \(guide).\(end)Anchor, constant: 0)",
            ]
        case .leading:
            constraints = [
                "surfaceView.\(start)Anchor.constraint(equalTo: \(guide).\(start)Anchor, constant: \(inset))"
            ]
        case .trailing:
            constraints = [
                "surfaceView.\(end)Anchor.constraint(equalTo: \(guide).\(end)Anchor, constant: "
                    + "\(ExportNumber.exact(-Double(placement.inset))))"
            ]
        case .center:
            constraints = [
                "surfaceView.\(center)Anchor.constraint(equalTo: \(guide).\(center)Anchor, constant: \(inset))"
            ]
        }
        let size =
            placement.alignment == .fill
            ? []
            : [
                "surfaceView.\(length)Anchor.constraint(equalToConstant: \(ExportNumber.exact(Double(placement.width))))"
            ]
        writer.line()
        writer.block("func prepareLayout(surfaceView: UIView, in view: UIView) -> [NSLayoutConstraint] {") {
            writer.block("[", close: "]") {
                for constraint in constraints + size { writer.line(constraint + ",") }
            }
        }
    }

    /// The state expression a panel whose first layout starts hidden is presented at (as the
    /// sandbox's window presents it); nil for a panel that starts shown.
    static func presentationAfterHidden(_ panel: ResolvedPanel, names: SwiftNames) -> String? {
        guard let layout = panel.layouts.first?.layout, layout.initialState == .hidden else { return nil }
        let state = layout.presentationState
        return state == .hidden ? nil : names.expression(state)
    }

    // MARK: Conditions

    /// A Swift condition on `size` (a `CGSize`), e.g. `size.width >= 640 && size.width > size.height`.
    static func conditionExpression(_ condition: LayoutCondition) -> String {
        var parts = bounds(of: condition).map { "size.\($0.dimension) \($0.comparison) \($0.value)" }
        if let landscape = condition.landscape {
            parts.append(landscape ? "size.width > size.height" : "size.width <= size.height")
        }
        return parts.isEmpty ? "true" : parts.joined(separator: " && ")
    }

    /// The condition as the config wrote it, for comments: `minWidth 640, landscape`.
    static func conditionText(_ condition: LayoutCondition) -> String {
        var parts = bounds(of: condition).map { "\($0.key) \($0.value)" }
        if let landscape = condition.landscape { parts.append(landscape ? "landscape" : "portrait") }
        return parts.joined(separator: ", ")
    }

    /// The size bounds a condition sets, in the config's order, each with its key, the size's
    /// dimension it bounds, the Swift comparison and the value as written.
    private static func bounds(
        of condition: LayoutCondition
    ) -> [(key: String, dimension: String, comparison: String, value: String)] {
        let all: [(String, String, String, CGFloat?)] = [
            ("minWidth", "width", ">=", condition.minWidth), ("maxWidth", "width", "<=", condition.maxWidth),
            ("minHeight", "height", ">=", condition.minHeight), ("maxHeight", "height", "<=", condition.maxHeight),
        ]
        return all.compactMap { key, dimension, comparison, value in
            value.map { (key, dimension, comparison, ExportNumber.exact(Double($0))) }
        }
    }

    /// The layouts a conditional panel chooses from, with the fallback the sandbox uses when no
    /// condition holds (FloatingPanelBottomLayout's values) appended when the list has none.
    static func entries(_ panel: ResolvedPanel) -> [ConditionalLayout] {
        guard isConditional(panel) else { return panel.layouts }
        var entries: [ConditionalLayout] = []
        for entry in panel.layouts {
            entries.append(entry)
            if entry.condition == nil { return entries }
        }
        return entries + [.bottomLayoutDefault]
    }

    /// `if CONDITION { return VALUE }` per entry, then the fallback's `return VALUE`.
    static func writeChoice(_ entries: [ConditionalLayout], writer: SourceWriter, value: (Int) -> String) {
        for (index, entry) in entries.enumerated() {
            guard let condition = entry.condition else {
                writer.line("return \(value(index))")
                return
            }
            writer.line("if \(SwiftLayoutWriter.conditionExpression(condition)) { return \(value(index)) }")
        }
    }
}
