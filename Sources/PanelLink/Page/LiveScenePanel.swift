import FloatingPanel
import Foundation
import PanelConfig
import PanelExport
import PanelScene

/// One panel of the scene message (Docs/live.md "Messages"): the TypeScript motion part's table
/// (`MotionPanelData`, the names `motionFields` gives the motion parts), what the page draws and
/// scrolls, and what an app's live client applies (`LiveAppValues`), in one JSON object.
struct LiveScenePanel: Encodable {
    /// The motion table, every anchor resolved in the message's container.
    struct Motion: Encodable {
        struct Pair: Encodable {
            var from: String
            var to: String
            var value: WireNumber
        }

        struct Dismiss: Encodable {
            var duration: WireNumber
            var curve: OrNull<[WireNumber]>
            var spring: OrNull<WireSpring>
        }

        var id: String
        var towardHidden: Int
        var states: [String]
        var locations: [WireNumber]
        var mostExpanded: String
        var leastExpanded: String
        var hidden: WireNumber
        var containerLength: WireNumber
        var displayScale: WireNumber
        var projectionRate: WireNumber
        var projectsEverywhere: Bool
        var projectableStates: [String]
        var redirectionalProgress: WireNumber
        var pairs: [Pair]
        var rubberBandsAtLeast: Bool
        var rubberBandsAtMost: Bool
        var rubberBandCoefficient: WireNumber
        var fastSpring: WireSpring
        var slowSpring: WireSpring
        var fastReleaseSpeed: WireNumber
        var transitionSpring: WireSpring
        var removable: Bool
        var removalThreshold: WireNumber
        var removeBeyond: OrNull<WireNumber>
        var dismiss: OrNull<Dismiss>

        init(_ motion: MotionPanelData) {
            id = motion.id
            towardHidden = motion.removalSign
            states = motion.states.map(\.name)
            locations = motion.states.map { WireNumber($0.location) }
            mostExpanded = motion.mostExpanded
            leastExpanded = motion.leastExpanded
            hidden = WireNumber(motion.hiddenLocation)
            containerLength = WireNumber(motion.containerLength)
            displayScale = WireNumber(motion.displayScale)
            projectionRate = WireNumber(motion.momentumProjectionRate)
            projectsEverywhere = motion.projectableStates == nil
            projectableStates = motion.projectableStates ?? []
            redirectionalProgress = WireNumber(motion.defaultRedirectionalProgress)
            pairs = motion.redirectionalPairs.map { Pair(from: $0.from, to: $0.to, value: WireNumber($0.value)) }
            rubberBandsAtLeast = motion.rubberBandsAtLeast
            rubberBandsAtMost = motion.rubberBandsAtMost
            rubberBandCoefficient = WireNumber(motion.rubberBandCoefficient)
            fastSpring = WireSpring(motion.fastSpring)
            slowSpring = WireSpring(motion.slowSpring)
            fastReleaseSpeed = WireNumber(motion.fastReleaseSpeedThreshold)
            transitionSpring = WireSpring(motion.transitionSpring)
            removable = motion.removalEnabled
            removalThreshold = WireNumber(motion.removalThreshold)
            removeBeyond = OrNull(motion.removeBeyond.map(WireNumber.init))
            // The dismissal animator's duration with its cubic Bézier's control points or its
            // spring; null when a removal runs the show/hide spring instead.
            dismiss = .null
            if let duration = motion.dismissDuration, let timing = motion.dismissTiming {
                switch timing {
                case .curve(let points):
                    let curve = points.map { x1, y1, x2, y2 in [x1, y1, x2, y2].map(WireNumber.init) }
                    dismiss = .value(Dismiss(duration: WireNumber(duration), curve: OrNull(curve), spring: .null))
                case .spring(let ratio, let frequency):
                    let spring = FloatingPanelSpringParameters(dampingRatio: ratio, angularFrequency: frequency)
                    dismiss = .value(
                        Dismiss(duration: WireNumber(duration), curve: .null, spring: .value(WireSpring(spring))))
                }
            }
        }
    }

    /// What the page draws.
    struct Drawing: Encodable {
        var position: String
        var initialState: String
        var backdropAlphas: [WireNumber]
        var color: String
        var cornerRadius: WireNumber
        var grabber: Bool
        var grabberColor: String
        var title: String
        var rows: Int
        var rowTitle: String
        var rowHeight: WireNumber
        /// The views that ride on the panel's leading edge.
        var attachments: [LivePageAttachment]
        /// What the page's release sentence names that the motion table leaves out: the states a
        /// `shouldProjectMomentum` list allows (null when it is true or false for every state).
        var momentumStates: OrNull<String>
        var scroll: OrNull<LiveSceneScroll>
    }

    var motion: Motion
    var drawing: Drawing
    var app: LiveAppValues

    init(_ panel: ResolvedPanel, _ motion: MotionPanelData, scene: ResolvedScene, composeFit: FittedSprings?) {
        let controller = ResolvedStops(panel: panel, scene: scene).controller
        let layout = controller.layout
        let surface = panel.surfaceView
        let appearance = surface.appearance
        var listed = OrNull<String>.null
        if case .states(let states) = panel.behavior.momentumProjection {
            listed = .value(ReleaseExplanation.list(states))
        }
        self.motion = Motion(motion)
        drawing = Drawing(
            position: motion.position.rawValue, initialState: layout.initialState.rawValue,
            backdropAlphas: controller.statesByCoordinate.map { WireNumber(Double(layout.backdropAlpha(for: $0))) },
            color: appearance.backgroundColor.map(Self.cssColor) ?? "transparent",
            cornerRadius: WireNumber(Double(appearance.cornerRadius)), grabber: !surface.grabberHandleIsHidden,
            grabberColor: Self.cssColor(surface.grabberHandleColor), title: panel.content.title,
            rows: panel.content.rows, rowTitle: panel.content.rowTitle,
            rowHeight: WireNumber(Double(panel.content.rowHeight)),
            attachments: panel.attachments.map(LivePageAttachment.init), momentumStates: listed,
            scroll: OrNull(LiveSceneScroll(panel, controller)))
        app = LiveAppValues(
            panel, stops: motion.layoutStops, containerLength: motion.containerLength, composeFit: composeFit)
    }

    /// One object: the three parts' fields side by side.
    func encode(to encoder: any Encoder) throws {
        try motion.encode(to: encoder)
        try drawing.encode(to: encoder)
        try app.encode(to: encoder)
    }

    private static func cssColor(_ color: RGBAColor) -> String {
        let byte = { (value: Double) in Int((min(max(value, 0), 1) * 255).rounded()) }
        let alpha = color.alpha.isFinite ? ExportNumber.exact(color.alpha) : "0"
        return "rgba(\(byte(color.red)), \(byte(color.green)), \(byte(color.blue)), \(alpha))"
    }
}

/// A spring as the motion table writes it.
struct WireSpring: Encodable {
    var dampingRatio: WireNumber
    var angularFrequency: WireNumber

    init(_ spring: FloatingPanelSpringParameters) {
        dampingRatio = WireNumber(spring.dampingRatio)
        angularFrequency = WireNumber(spring.angularFrequency)
    }
}
