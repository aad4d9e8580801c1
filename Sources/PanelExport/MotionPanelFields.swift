import FloatingPanel
import Foundation
import PanelConfig

/// How a motion part spells the values of its panel table: each language's number, string, list,
/// redirectional pair, spring and dismissal literals.
package struct MotionLiteralStyle {
    let number: (Double) -> String
    let string: (String) -> String
    let strings: ([String]) -> String
    let numbers: ([String]) -> String
    let pairs: ([String]) -> String
    let pair: (_ from: String, _ to: String, _ value: String) -> String
    let spring: (FloatingPanelSpringParameters) -> String
    /// The dismissal animator's literal from its spelled duration, curve and spring (`null` where
    /// it has none).
    let dismiss: (_ duration: String, _ curve: String, _ spring: String) -> String
    /// How the stops are spelled as functions of a container; nil writes them resolved, as
    /// numbers for the container the scene was resolved in (the live page's message).
    var stopFunctions: StopFunctions?

    package init(
        number: @escaping (Double) -> String, string: @escaping (String) -> String,
        strings: @escaping ([String]) -> String, numbers: @escaping ([String]) -> String,
        pairs: @escaping ([String]) -> String,
        pair: @escaping (_ from: String, _ to: String, _ value: String) -> String,
        spring: @escaping (FloatingPanelSpringParameters) -> String,
        dismiss: @escaping (_ duration: String, _ curve: String, _ spring: String) -> String,
        stopFunctions: StopFunctions? = nil
    ) {
        self.number = number
        self.string = string
        self.strings = strings
        self.numbers = numbers
        self.pairs = pairs
        self.pair = pair
        self.spring = spring
        self.dismiss = dismiss
        self.stopFunctions = stopFunctions
    }

    /// The calls a stop's formula needs in the language.
    package struct StopFunctions {
        /// The language's two-argument minimum function (`minOf`, `Math.min`).
        let minimum: String
        /// A call that rounds a location expression to the display's pixels as the engine does.
        let pixel: (_ expression: String, _ displayScale: String) -> String
    }
}

extension MotionPanelData {
    /// The panel's fields in the order both motion parts declare them, each value spelled in
    /// `style`: the one list of what a motion part carries per panel.
    package func motionFields(_ style: MotionLiteralStyle) -> [(name: String, value: String)] {
        let n = style.number
        return [
            ("id", style.string(id)),
            ("towardHidden", n(Double(removalSign))),
            ("states", style.strings(states.map(\.name))),
            ("locations", style.numbers(stopFunctions(style).map(stopLocations) ?? states.map { n($0.location) })),
            ("mostExpanded", style.string(mostExpanded)),
            ("leastExpanded", style.string(leastExpanded)),
            (
                "hidden",
                stopFunctions(style).map {
                    $0.functions.pixel(
                        $0.formula.location(of: hiddenAnchor, resolved: hiddenLocation), n(displayScale))
                } ?? n(hiddenLocation)
            ),
            ("containerLength", style.stopFunctions == nil ? n(containerLength) : containerNames.length),
            ("displayScale", n(displayScale)),
            ("projectionRate", n(momentumProjectionRate)),
            ("projectsEverywhere", "\(projectableStates == nil)"),
            ("projectableStates", style.strings(projectableStates ?? [])),
            ("redirectionalProgress", n(defaultRedirectionalProgress)),
            (
                "pairs",
                style.pairs(
                    redirectionalPairs.map { style.pair(style.string($0.from), style.string($0.to), n($0.value)) })
            ),
            ("rubberBandsAtLeast", "\(rubberBandsAtLeast)"),
            ("rubberBandsAtMost", "\(rubberBandsAtMost)"),
            ("rubberBandCoefficient", n(rubberBandCoefficient)),
            ("fastSpring", style.spring(fastSpring)),
            ("slowSpring", style.spring(slowSpring)),
            ("fastReleaseSpeed", n(fastReleaseSpeedThreshold)),
            ("transitionSpring", style.spring(transitionSpring)),
            ("removable", "\(removalEnabled)"),
            ("removalThreshold", n(removalThreshold)),
            ("removeBeyond", removeBeyond.map(n) ?? "null"),
            ("dismiss", dismissLiteral(style)),
        ]
    }

    /// The dismissal animator's duration with its cubic Bézier's control points or its spring;
    /// `null` when a removal runs the show/hide spring instead.
    private func dismissLiteral(_ style: MotionLiteralStyle) -> String {
        guard let duration = dismissDuration, let timing = dismissTiming else { return "null" }
        switch timing {
        case .curve(let points):
            let curve = points.map { x1, y1, x2, y2 in style.numbers([x1, y1, x2, y2].map(style.number)) }
            return style.dismiss(style.number(duration), curve ?? "null", "null")
        case .spring(let ratio, let frequency):
            let spring = FloatingPanelSpringParameters(dampingRatio: ratio, angularFrequency: frequency)
            return style.dismiss(style.number(duration), "null", style.spring(spring))
        }
    }
}

extension MotionPanelData {
    /// The fields of the container `c` a motion part's functions take, on this panel's main axis:
    /// its length and the safe-area insets at the axis's start and end.
    var containerNames: (length: String, start: String, end: String) {
        position.isVertical ? ("c.height", "c.top", "c.bottom") : ("c.width", "c.left", "c.right")
    }

    /// The anchors' formulas in the container `c` (Docs/export.md "Stops that follow the device"),
    /// with the content length the scene's stops were resolved with.
    func stopFormula(_ style: MotionLiteralStyle, _ functions: MotionLiteralStyle.StopFunctions) -> StopFormula {
        let names = containerNames
        let syntax = StopFormula.Syntax(
            containerLength: names.length, insetStart: names.start, insetEnd: names.end,
            contentLength: style.number(Double(layoutStops.contentLength ?? 0)),
            number: { style.number(Double($0)) }, min: functions.minimum)
        return StopFormula(layoutStops, syntax: syntax)
    }

    /// The style's stop functions with this panel's formula in them; nil for resolved stops.
    func stopFunctions(_ style: MotionLiteralStyle)
        -> (style: MotionLiteralStyle, functions: MotionLiteralStyle.StopFunctions, formula: StopFormula)?
    {
        style.stopFunctions.map { (style, $0, stopFormula(style, $0)) }
    }

    /// Each state's location in `c`, in `states`' order, rounded to the display's pixels.
    func stopLocations(
        _ spelling: (style: MotionLiteralStyle, functions: MotionLiteralStyle.StopFunctions, formula: StopFormula)
    ) -> [String] {
        let (style, functions, formula) = spelling
        let anchors = layoutStops.entry.layout.anchors
        return states.map { state in
            guard let anchor = anchors.first(where: { $0.key.rawValue == state.name })?.value else {
                return style.number(state.location)
            }
            return functions.pixel(
                formula.location(of: anchor, resolved: CGFloat(state.location)), style.number(displayScale))
        }
    }

    /// The layout's hidden anchor, or FloatingPanel's 100 pt beyond the panel's edge (Docs/engine.md §3.6).
    var hiddenAnchor: FloatingPanelLayoutAnchoring {
        layoutStops.entry.layout.anchors[.hidden]
            ?? FloatingPanelLayoutAnchor(absoluteInset: -100, edge: position.ownEdge, referenceGuide: .superview)
    }
}
