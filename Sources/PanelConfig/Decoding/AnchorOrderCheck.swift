import FloatingPanel
import Foundation

/// One decoded anchor with where its state is named, for the checks across anchors.
struct PlacedAnchor {
    var state: FloatingPanelState
    var anchor: FloatingPanelLayoutAnchoring
    var location: SourceLocation
}

/// A layout's valid anchors in file order, the file they are written in, and the states already
/// warned about (so the check at a scene's container does not repeat the one for every container).
struct PlacedAnchors {
    var source: ConfigSource
    var anchors: [PlacedAnchor] = []
    var warnedStates: Set<String> = []
}

extension DecodingContext {
    /// Warns where a layout's inset anchors contradict the order of their states, or name one
    /// position twice, whatever the container's size (Docs/engine.md §1.1, §3.3).
    ///
    /// Only inset anchors on the same reference guide are compared here: their position is
    /// `a + b · L` on a guide of length `L`, so "for every container" is decided exactly. Other
    /// pairs depend on the content, the safe area or the size: `checkAnchorOrder(_:in:…)` compares
    /// them at a scene's container.
    func checkAnchorOrder(_ placed: inout PlacedAnchors, position: FloatingPanelPosition) {
        let linear = placed.anchors.map { ($0.anchor as? FloatingPanelLayoutAnchor).map(LinearPosition.init) }
        forEachPair(of: &placed, position: position) { first, second in
            guard let a = linear[first], let b = linear[second], a.guide == b.guide else { return nil }
            return (a.constant - b.constant, a.slope - b.slope)
        } report: { first, second, comparison in
            let location = second.location
            switch comparison {
            case .same:
                warning(
                    location,
                    "anchor '\(second.state.rawValue)' is the same position as '\(first.state.rawValue)' (line \(first.location.line)), written another way; the two states share one stop, so the panel cannot rest at one without being at the other: move or remove one"
                )
            case .contradicting:
                warning(
                    location, Self.contradiction(first, second, position: position, where: "for every container size"))
            }
        }
    }

    /// The same check at one container (a scene's), for the pairs the check above could not decide.
    func checkAnchorOrder(_ definition: LayoutDefinition, in container: SceneContainer, contentSize: CGSize) {
        var placed = definition.placedAnchors
        guard placed.anchors.count > 1, placed.anchors.count <= Self.mostAnchorsCompared else { return }
        let layout = definition.layout
        let controller = FloatingPanelController(layout: layout)
        controller.contentSize = contentSize
        controller.setContainer(size: container.size, safeAreaInsets: container.safeArea)
        let isVertical = layout.position == .top || layout.position == .bottom
        let main = placed.anchors.map { anchor -> CGFloat in
            let point = controller.surfaceLocation(for: anchor.state)
            return isVertical ? point.y : point.x
        }
        let size = "\(formatNumber(Double(container.size.width)))×\(formatNumber(Double(container.size.height)))"
        let diagnostics = session.diagnostics
        let file = placed.source.displayPath
        forEachPair(of: &placed, position: layout.position) { first, second in
            (main[first] - main[second], 0)
        } report: { first, second, comparison in
            switch comparison {
            case .same:
                diagnostics.warning(
                    file, second.location,
                    "anchor '\(second.state.rawValue)' lands on the same position as '\(first.state.rawValue)' (line \(first.location.line)) in the scene's \(size) container; the two states share one stop there, so the panel cannot rest at one without being at the other"
                )
            case .contradicting:
                diagnostics.warning(
                    file, second.location,
                    Self.contradiction(
                        first, second, position: layout.position, where: "in the scene's \(size) container"))
            }
        }
    }

    private enum AnchorComparison { case same, contradicting }

    /// The most anchors whose pairs are compared.
    private static let mostAnchorsCompared = 64

    /// Compares every pair of `placed` not yet warned about. `measure` gives, for a pair of
    /// indices, the difference of their positions as `constant + slope · L` (a slope of 0: one
    /// container); a pair is reported when the difference is 0, or has the wrong sign for every `L`.
    private func forEachPair(
        of placed: inout PlacedAnchors, position: FloatingPanelPosition,
        measure: (Int, Int) -> (constant: CGFloat, slope: CGFloat)?,
        report: (PlacedAnchor, PlacedAnchor, AnchorComparison) -> Void
    ) {
        // Pairs grow with the square of the anchors: a generated layout with thousands of states
        // would stall `check` here, and no hand-written layout comes near this many.
        guard placed.anchors.count <= Self.mostAnchorsCompared else { return }
        // Positive when the first of the pair is the more expanded one.
        let towardExpanded: CGFloat = position == .bottom || position == .right ? -1 : 1
        let tolerance: CGFloat = 1e-9
        for second in placed.anchors.indices {
            for first in 0..<second where !placed.warnedStates.contains(placed.anchors[second].state.rawValue) {
                guard let difference = measure(first, second) else { continue }
                let a = placed.anchors[first]
                let b = placed.anchors[second]
                // Expected sign: positive when the first state has the higher order.
                let expected: CGFloat = a.state.order > b.state.order ? towardExpanded : -towardExpanded
                let constant = expected * difference.constant
                let slope = expected * difference.slope
                if abs(constant) <= tolerance && abs(slope) <= tolerance {
                    report(a, b, .same)
                } else if constant <= tolerance && slope <= tolerance {
                    report(a, b, .contradicting)
                } else {
                    continue
                }
                placed.warnedStates.insert(b.state.rawValue)
            }
        }
    }

    /// "anchor 'tip' contradicts 'half' (line 4): 'tip' sits above 'half' …".
    private static func contradiction(
        _ first: PlacedAnchor, _ second: PlacedAnchor, position: FloatingPanelPosition, where context: String
    ) -> String {
        let (higher, lower) = first.state.order > second.state.order ? (first, second) : (second, first)
        let side =
            switch position {
            case .bottom: "above"
            case .top: "below"
            case .left: "to the right of"
            case .right: "to the left of"
            }
        return
            "anchor '\(second.state.rawValue)' contradicts '\(first.state.rawValue)' (line \(first.location.line)): '\(lower.state.rawValue)' sits \(side) '\(higher.state.rawValue)' \(context), though '\(higher.state.rawValue)' has the higher order (\(higher.state.order) > \(lower.state.order)) and a \(position.rawValue) panel's more expanded state sits \(side) the others; drags follow the positions while momentum projection and the backdrop follow the orders, so they disagree: swap the two anchors"
    }
}

/// An inset anchor's main-axis position from the start (top or left) of its reference guide, as
/// `constant + slope · L` for a guide of length `L`.
private struct LinearPosition {
    var guide: FloatingPanelLayoutReferenceGuide
    var constant: CGFloat
    var slope: CGFloat

    init(_ anchor: FloatingPanelLayoutAnchor) {
        guide = anchor.referenceGuide
        let fromStart = anchor.referenceEdge == .top || anchor.referenceEdge == .left
        switch (fromStart, anchor.isAbsolute) {
        case (true, true): (constant, slope) = (anchor.inset, 0)
        case (true, false): (constant, slope) = (0, anchor.inset)
        case (false, true): (constant, slope) = (-anchor.inset, 1)
        case (false, false): (constant, slope) = (0, 1 - anchor.inset)
        }
    }
}
