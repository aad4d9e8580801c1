import FloatingPanel
import Foundation

/// A resting state's position written as an expression of the container the code runs in: its
/// main-axis length, its insets at both ends of that axis and, for intrinsic and adaptive anchors,
/// the content's length. The rules are the engine's anchor geometry (Docs/engine.md §3.3–§3.5),
/// spelled out so the Kotlin and TypeScript exports follow a phone's or a browser's real size.
package struct StopFormula {
    /// How a target language spells the pieces.
    package struct Syntax {
        /// The main-axis length of the container.
        package var containerLength: String
        /// The inset at the start of the main axis (top or left).
        package var insetStart: String
        /// The inset at the end of the main axis (bottom or right).
        package var insetEnd: String
        /// The content's main-axis length (intrinsic and adaptive anchors).
        package var contentLength: String
        /// A number literal.
        package var number: (CGFloat) -> String
        /// The name of the two-argument minimum function.
        package var min: String

        /// A syntax of the given names, number spelling and minimum function.
        package init(
            containerLength: String, insetStart: String, insetEnd: String, contentLength: String,
            number: @escaping (CGFloat) -> String, min: String
        ) {
            self.containerLength = containerLength
            self.insetStart = insetStart
            self.insetEnd = insetEnd
            self.contentLength = contentLength
            self.number = number
            self.min = min
        }

        /// Kotlin `Float`s: `18.0f`, `minOf`.
        package static func kotlin(
            containerLength: String = "containerLength", insetStart: String = "insetStart",
            insetEnd: String = "insetEnd", contentLength: String = "contentLength"
        ) -> Syntax {
            Syntax(
                containerLength: containerLength, insetStart: insetStart, insetEnd: insetEnd,
                contentLength: contentLength, number: { "\(Float($0))f" }, min: "minOf")
        }

        /// TypeScript numbers: `18`, `Math.min`.
        package static func typeScript(
            containerLength: String, insetStart: String, insetEnd: String, contentLength: String = "contentLength"
        ) -> Syntax {
            Syntax(
                containerLength: containerLength, insetStart: insetStart, insetEnd: insetEnd,
                contentLength: contentLength, number: { ExportNumber.exact(Double($0)) }, min: "Math.min")
        }
    }

    /// A distance `amount` measured from one end of the main axis.
    private struct Measure {
        var fromStart: Bool
        var amount: String
    }

    let position: FloatingPanelPosition
    let syntax: Syntax
    /// The most expanded anchor when it caps the measured content (Docs/engine.md §3.5).
    let contentCap: FloatingPanelAdaptiveLayoutAnchor?

    package init(position: FloatingPanelPosition, syntax: Syntax, contentCap: FloatingPanelAdaptiveLayoutAnchor? = nil)
    {
        self.position = position
        self.syntax = syntax
        self.contentCap = contentCap
    }

    /// The formulas of `resolved`'s stops.
    package init(_ resolved: ResolvedStops, syntax: Syntax) {
        self.init(position: resolved.position, syntax: syntax, contentCap: resolved.contentCap)
    }

    /// The content length the anchors use: the measured one, capped by the bounding guide of
    /// an adaptive most expanded anchor in a static layout.
    private var content: String {
        guard let cap = contentCap else { return syntax.contentLength }
        let n = syntax.number
        let bounding =
            cap.contentBoundingGuide == .superview
            ? syntax.containerLength : "(\(syntax.containerLength) - \(syntax.insetStart) - \(syntax.insetEnd))"
        let limit = cap.isAbsolute ? "\(bounding) + \(n(cap.offset))" : "\(bounding) * \(n(cap.offset))"
        return "\(syntax.min)(\(syntax.contentLength), \(limit))"
    }

    /// Whether the panel's own edge is the end of the main axis (bottom and right panels).
    private var panelAtEnd: Bool { position == .bottom || position == .right }

    /// Where the panel's tracked edge is, measured from the start of the main axis (the offset
    /// an `AnchoredDraggableState` or a `top` wants).
    package func location(_ stop: ResolvedStops.Stop) -> String {
        location(of: stop.anchor, resolved: stop.location)
    }

    /// Where `anchor` puts the panel's tracked edge, measured from the start of the main axis;
    /// `resolved`, the location in the scene's container, for an anchor kind without a formula.
    package func location(of anchor: FloatingPanelLayoutAnchoring, resolved: CGFloat) -> String {
        guard let measure = measure(anchor) else { return syntax.number(resolved) }
        return measure.fromStart ? measure.amount : "\(syntax.containerLength) - \(wrapped(measure.amount))"
    }

    /// How much of the panel shows, measured from its own edge of the container.
    package func extent(_ stop: ResolvedStops.Stop) -> String {
        guard let measure = measure(stop.anchor) else { return syntax.number(stop.extent) }
        return measure.fromStart != panelAtEnd
            ? measure.amount : "\(syntax.containerLength) - \(wrapped(measure.amount))"
    }

    /// Whether an anchor depends on the content's length.
    package static func usesContent(_ anchor: FloatingPanelLayoutAnchoring) -> Bool {
        anchor is FloatingPanelIntrinsicLayoutAnchor || anchor is FloatingPanelAdaptiveLayoutAnchor
    }

    /// The content length that gives `stop`'s resolved extent, for anchors that depend on it:
    /// the default of the `contentLength` parameter, so the scene's own container gets its stops.
    package static func contentLength(
        of stop: ResolvedStops.Stop, position: FloatingPanelPosition, insets: EdgeInsets
    ) -> CGFloat? {
        let guideInset = { (safe: Bool) in safe ? position.sideInset(insets) : 0 }
        switch stop.anchor {
        case let intrinsic as FloatingPanelIntrinsicLayoutAnchor:
            let shown = stop.extent - guideInset(intrinsic.referenceGuide == .safeArea)
            return intrinsic.isAbsolute ? shown + intrinsic.offset : shown / max(1 - intrinsic.offset, 0.0001)
        case let adaptive as FloatingPanelAdaptiveLayoutAnchor:
            let shown = stop.extent - guideInset(adaptive.referenceGuide == .safeArea)
            return adaptive.isAbsolute ? shown + adaptive.offset : shown / max(1 - adaptive.offset, 0.0001)
        default:
            return nil
        }
    }

    private func wrapped(_ text: String) -> String {
        text.contains(" ") ? "(\(text))" : text
    }

    /// The inset of the guide at one end: 0 for the container (superview).
    private func guideInset(atStart: Bool, safe: Bool) -> String? {
        safe ? (atStart ? syntax.insetStart : syntax.insetEnd) : nil
    }

    private func sum(_ terms: [String?]) -> String {
        let present = terms.compactMap { $0 }
        return present.isEmpty ? syntax.number(0) : present.joined(separator: " + ")
    }

    private func measure(_ anchor: FloatingPanelLayoutAnchoring) -> Measure? {
        let n = syntax.number
        switch anchor {
        case let inset as FloatingPanelLayoutAnchor:
            let safe = inset.referenceGuide == .safeArea
            let fromStart = inset.referenceEdge == .top || inset.referenceEdge == .left
            let guideLength =
                safe
                ? "(\(syntax.containerLength) - \(syntax.insetStart) - \(syntax.insetEnd))" : syntax.containerLength
            let distance = inset.isAbsolute ? n(inset.inset) : "\(n(inset.inset)) * \(guideLength)"
            return Measure(fromStart: fromStart, amount: sum([guideInset(atStart: fromStart, safe: safe), distance]))
        case let intrinsic as FloatingPanelIntrinsicLayoutAnchor:
            let shown = contentShown(offset: intrinsic.offset, isAbsolute: intrinsic.isAbsolute)
            return Measure(
                fromStart: !panelAtEnd,
                amount: sum([guideInset(atStart: !panelAtEnd, safe: intrinsic.referenceGuide == .safeArea), shown]))
        case let adaptive as FloatingPanelAdaptiveLayoutAnchor:
            let shown = contentShown(offset: adaptive.offset, isAbsolute: adaptive.isAbsolute)
            let amount = sum([guideInset(atStart: !panelAtEnd, safe: adaptive.referenceGuide == .safeArea), shown])
            // The bounding guide stops the panel at its far edge (Docs/engine.md §3.5).
            let limit: String? =
                switch adaptive.contentBoundingGuide {
                case .none: nil
                case .superview: syntax.containerLength
                case .safeArea:
                    "\(syntax.containerLength) - \(panelAtEnd ? syntax.insetStart : syntax.insetEnd)"
                }
            return Measure(
                fromStart: !panelAtEnd, amount: limit.map { "\(syntax.min)(\(amount), \($0))" } ?? amount)
        default:
            return nil
        }
    }

    /// The content length less the anchor's offset.
    private func contentShown(offset: CGFloat, isAbsolute: Bool) -> String {
        let n = syntax.number
        guard offset != 0 else { return content }
        return isAbsolute ? "\(content) - \(n(offset))" : "\(content) * \(n(1 - offset))"
    }
}
