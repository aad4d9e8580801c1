import FloatingPanel
import Foundation
import PanelConfig

/// What an app's live client (`export --live`, Docs/live.md "Your own app, live") applies to
/// its real panel, as fields of each panel in the scene message: the layout's anchors as the
/// `swift` export writes them, for FloatingPanel to resolve in the app's own view, and the
/// behavior's values, and the Compose export's two springs for them (fitted when the client asks). The stops resolved in the message's container (`locations`) and the rest of
/// the behavior (`redirectionalProgress`, `pairs`, `projectableStates`, the rubber band) are the
/// motion table's fields already.
package enum LiveAppValues {
    /// The `anchors`, `behavior` and `composeSprings` fields of `panel` in the container its stops
    /// were resolved in, `containerLength` long on the main axis; the Compose springs are
    /// `composeFit`'s when the client asked for them, else the closed form.
    package static func fields(
        _ panel: ResolvedPanel, stops: ResolvedStops, containerLength: Double, composeFit: FittedSprings?,
        number: @escaping (Double) -> String
    ) -> [(String, String)] {
        let q = ExportJSONValue.quoted
        let n = { (value: CGFloat) in number(Double(value)) }
        let anchors = stops.entry.layout.anchors.sorted { $0.key.order > $1.key.order }.compactMap {
            state, anchor -> String? in
            let fields: [(String, String)]
            switch anchor {
            case let inset as FloatingPanelLayoutAnchor:
                fields = [
                    ("kind", q("inset")), ("absolute", "\(inset.isAbsolute)"), ("value", n(inset.inset)),
                    ("edge", q(inset.referenceEdge.rawValue)), ("referenceGuide", q(inset.referenceGuide.rawValue)),
                ]
            case let intrinsic as FloatingPanelIntrinsicLayoutAnchor:
                fields = [
                    ("kind", q("intrinsic")), ("absolute", "\(intrinsic.isAbsolute)"), ("value", n(intrinsic.offset)),
                    ("referenceGuide", q(intrinsic.referenceGuide.rawValue)),
                ]
            case let adaptive as FloatingPanelAdaptiveLayoutAnchor:
                fields = [
                    ("kind", q("adaptive")), ("absolute", "\(adaptive.isAbsolute)"), ("value", n(adaptive.offset)),
                    ("referenceGuide", q(adaptive.referenceGuide.rawValue)),
                    ("contentBoundingGuide", q(adaptive.contentBoundingGuide.rawValue)),
                ]
            default:
                return nil
            }
            return "{" + ([("state", q(state.rawValue))] + fields).map { "\(q($0.0)): \($0.1)" }.joined(separator: ", ")
                + "}"
        }
        // The exact values: where the `swift` export writes a shorter number it moves the panel
        // within 0.01 pt of these (`ShortSpringNumbers`).
        let behavior = panel.behavior
        let values = [
            ("springDecelerationRate", behavior.springDecelerationRate),
            ("springResponseTime", behavior.springResponseTime),
            ("momentumProjectionRate", behavior.momentumProjectionRate),
            ("removalInteractionVelocityThreshold", behavior.removalInteractionVelocityThreshold),
        ]
        let springs = ExportedMotion.composeSprings(panel, fitted: composeFit, distance: containerLength)
        let compose = [("fling", springs.exactFling), ("settle", springs.exactSettle)].map { name, spring in
            "\(q(name)): {\"dampingRatio\": \(number(spring.dampingRatio)), \"stiffness\": \(number(spring.stiffness))}"
        }
        return [
            ("anchors", "[" + anchors.joined(separator: ", ") + "]"),
            ("behavior", "{" + values.map { "\(q($0.0)): \(n($0.1))" }.joined(separator: ", ") + "}"),
            ("composeSprings", "{" + compose.joined(separator: ", ") + "}"),
        ]
    }
}
