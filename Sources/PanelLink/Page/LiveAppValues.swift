import FloatingPanel
import Foundation
import PanelConfig

/// What an app's live client (`export --live`, Docs/live.md "Your own app, live") applies to
/// its real panel, as fields of each panel in the scene message: the layout's anchors as the
/// `swift` export writes them, for FloatingPanel to resolve in the app's own view, the
/// behavior's values, and the Compose export's two springs for them (fitted when the client
/// asks). The stops resolved in the message's container (`locations`) and the rest of the
/// behavior (`redirectionalProgress`, `pairs`, `projectableStates`, the rubber band) are the
/// motion table's fields already.
struct LiveAppValues: Encodable {
    /// One state's anchor as the `swift` export writes it.
    struct Anchor: Encodable {
        var state: String
        var kind: String
        var absolute: Bool
        var value: WireNumber
        var edge: String?
        var referenceGuide: String
        var contentBoundingGuide: String?
    }

    /// The exact values: where the `swift` export writes a shorter number it moves the panel
    /// within 0.01 pt of these (`ShortSpringNumbers`).
    struct Behavior: Encodable {
        var springDecelerationRate: WireNumber
        var springResponseTime: WireNumber
        var momentumProjectionRate: WireNumber
        var removalInteractionVelocityThreshold: WireNumber
    }

    struct ComposeSpring: Encodable {
        var dampingRatio: WireNumber
        var stiffness: WireNumber

        init(_ spring: FloatingPanelSpringParameters) {
            dampingRatio = WireNumber(spring.dampingRatio)
            stiffness = WireNumber(spring.stiffness)
        }
    }

    struct ComposeSprings: Encodable {
        var fling: ComposeSpring
        var settle: ComposeSpring
    }

    var anchors: [Anchor]
    var behavior: Behavior
    var composeSprings: ComposeSprings

    /// The values of `panel` in the container its stops were resolved in, `containerLength` long
    /// on the main axis; the Compose springs are `composeFit`'s when the client asked for them,
    /// else the closed form.
    init(_ panel: ResolvedPanel, stops: ResolvedStops, containerLength: Double, composeFit: FittedSprings?) {
        let n = { (value: CGFloat) in WireNumber(Double(value)) }
        anchors = stops.entry.layout.anchors.sorted { $0.key.order > $1.key.order }.compactMap { state, anchor in
            switch anchor {
            case let inset as FloatingPanelLayoutAnchor:
                Anchor(
                    state: state.rawValue, kind: "inset", absolute: inset.isAbsolute, value: n(inset.inset),
                    edge: inset.referenceEdge.rawValue, referenceGuide: inset.referenceGuide.rawValue)
            case let intrinsic as FloatingPanelIntrinsicLayoutAnchor:
                Anchor(
                    state: state.rawValue, kind: "intrinsic", absolute: intrinsic.isAbsolute,
                    value: n(intrinsic.offset),
                    referenceGuide: intrinsic.referenceGuide.rawValue)
            case let adaptive as FloatingPanelAdaptiveLayoutAnchor:
                Anchor(
                    state: state.rawValue, kind: "adaptive", absolute: adaptive.isAbsolute, value: n(adaptive.offset),
                    referenceGuide: adaptive.referenceGuide.rawValue,
                    contentBoundingGuide: adaptive.contentBoundingGuide.rawValue)
            default:
                nil
            }
        }
        let values = panel.behavior
        behavior = Behavior(
            springDecelerationRate: n(values.springDecelerationRate),
            springResponseTime: n(values.springResponseTime),
            momentumProjectionRate: n(values.momentumProjectionRate),
            removalInteractionVelocityThreshold: n(values.removalInteractionVelocityThreshold))
        let springs = ExportedMotion.composeSprings(panel, fitted: composeFit, distance: containerLength)
        composeSprings = ComposeSprings(
            fling: ComposeSpring(springs.exactFling), settle: ComposeSpring(springs.exactSettle))
    }
}
