import FloatingPanel
import Foundation

/// The values that decide how a target library moves a panel, as the Android, Compose and css
/// exports write them (in dp or CSS px, read back from the written text where it is rounded):
/// the one place the platform models and the feel report take them from.
package enum ExportedMotion {
    /// What `export --format android` writes for one panel.
    package struct MaterialSheet: Sendable {
        package enum Kind: Sendable, Equatable {
            case bottomSheet
            /// A top panel, written as a bottom sheet with the same visible lengths.
            case topAsBottomSheet
            case sideSheet(right: Bool)
        }
        package var kind: Kind
        /// The container's main-axis length and its width, pt (= dp).
        package var containerLength: Double
        package var containerWidth: Double
        /// `behavior_expandedOffset` (0 when not written), dp.
        package var expandedOffset: Double
        /// `behavior_halfExpandedRatio` as written, or Material's default 0.5.
        package var halfExpandedRatio: Float
        /// `behavior_peekHeight`, dp.
        package var peekHeight: Double
        /// A side sheet's `layout_width`, dp.
        package var sheetWidth: Double
        package var hideable: Bool
        /// The hide friction the export asks for in code, or Material's default 0.1.
        package var hideFriction: Float
        /// The scene's states that became expanded, half-expanded and collapsed.
        package var expanded: FloatingPanelState
        package var halfExpanded: FloatingPanelState?
        package var collapsed: FloatingPanelState?
    }

    /// What `export --format compose` writes for one panel.
    package struct ComposeDrag: Sendable {
        /// The anchors in the written order: the states (most expanded first), then `hidden`
        /// where written; the offset of the tracked edge, dp.
        package var anchors: [(state: FloatingPanelState, offset: Double)]
        /// The `positionalThreshold` factor.
        package var positionalThreshold: Float
        /// The fling spring's `dampingRatio` and `stiffness`, as written.
        package var dampingRatio: Float
        package var stiffness: Float
    }

    /// What `export --format css` writes for one panel.
    package struct VaulDrawer: Sendable {
        package var direction: FloatingPanelPosition
        /// The container's main-axis length, CSS px (vaul's window length).
        package var windowLength: Double
        /// The snap points, least visible first, as written: a fraction of the window or px.
        package var snapPoints: [(state: FloatingPanelState, text: String)]
        package var dismissible: Bool
        package var snapToSequentialPoint: Bool
        /// The snap transition's duration (s) and `linear()` stops, as written.
        package var transitionDuration: Double
        package var easingStops: [Double]

        /// How much of the drawer a written snap point shows, CSS px: a fraction × the window,
        /// or a `'Npx'` string read with `parseInt` as vaul does.
        package func length(_ text: String) -> Double {
            if text.hasPrefix("'") {
                let digits = text.dropFirst().prefix { $0.isNumber || $0 == "-" }
                return Double(Int(digits) ?? 0)
            }
            return (Double(text) ?? 0) * windowLength
        }
    }

    /// The Android export's values for `panel`, nil when it writes no sheet for it.
    package static func materialSheet(_ panel: ResolvedPanel, scene: ResolvedScene) -> MaterialSheet? {
        let resolved = ResolvedStops(panel: panel, scene: scene)
        guard let expanded = resolved.stops.first else { return nil }
        let length = Double(resolved.containerLength)
        let width = Double(scene.containerSize.width)
        let rounded = { (value: CGFloat) in Double(value.rounded()) }
        let friction = hideFriction(panel)
        if !resolved.position.isVertical {
            return MaterialSheet(
                kind: .sideSheet(right: resolved.position == .right), containerLength: length, containerWidth: width,
                expandedOffset: 0, halfExpandedRatio: 0.5, peekHeight: 0, sheetWidth: rounded(expanded.extent),
                hideable: true, hideFriction: friction, expanded: expanded.state, halfExpanded: nil, collapsed: nil)
        }
        let stops = resolved.stops
        let collapsed = stops.count > 1 ? stops.last : nil
        let half = stops.count > 2 ? stops[1] : nil
        var ratio: Float = 0.5
        if let half {
            let text = ExportNumber.fraction(Double(half.extent / resolved.containerLength), of: length)
            ratio = Float(text) ?? 0.5
        }
        let offset =
            expanded.extent != resolved.containerLength ? rounded(resolved.containerLength - expanded.extent) : 0
        return MaterialSheet(
            kind: resolved.position == .top ? .topAsBottomSheet : .bottomSheet, containerLength: length,
            containerWidth: width, expandedOffset: offset, halfExpandedRatio: ratio,
            peekHeight: rounded((collapsed ?? expanded).extent), sheetWidth: width,
            hideable: panel.removalInteractionEnabled || resolved.initialStop == nil, hideFriction: friction,
            expanded: expanded.state, halfExpanded: half?.state, collapsed: collapsed?.state)
    }

    /// The friction the export asks for in code (`0.5 / threshold`, as written), for a
    /// removable panel with a threshold; else Material's default.
    static func hideFriction(_ panel: ResolvedPanel) -> Float {
        let threshold = Double(panel.behavior.removalInteractionVelocityThreshold)
        guard panel.removalInteractionEnabled, threshold > 0 else { return 0.1 }
        return Float(ExportNumber.rounded(0.5 / threshold)) ?? 0.1
    }

    /// The Compose export's values for `panel`, nil when it writes no anchors for it.
    package static func composeDrag(_ panel: ResolvedPanel, scene: ResolvedScene) -> ComposeDrag? {
        let resolved = ResolvedStops(panel: panel, scene: scene)
        guard !resolved.stops.isEmpty else { return nil }
        var anchors = resolved.stops.map { (state: $0.state, offset: Double($0.location)) }
        if resolved.initialStop == nil || panel.removalInteractionEnabled {
            let offscreen = resolved.position == .bottom || resolved.position == .right
            anchors.append((state: .hidden, offset: offscreen ? Double(resolved.containerLength) : 0))
        }
        let spring = ShortSpringNumbers.dampingAndStiffness(
            FloatingPanelSpringParameters.fastRelease(of: panel.behavior), distance: Double(resolved.containerLength))
        return ComposeDrag(
            anchors: anchors, positionalThreshold: Float(panel.behavior.defaultRedirectionalProgress),
            dampingRatio: Float(spring.dampingRatio), stiffness: Float(spring.stiffness))
    }

    /// The css export's values for `panel`, nil when it has no snap point.
    package static func vaulDrawer(_ panel: ResolvedPanel, scene: ResolvedScene) -> VaulDrawer? {
        let resolved = ResolvedStops(panel: panel, scene: scene)
        guard !resolved.stops.isEmpty else { return nil }
        let stops = resolved.stops.reversed()
        let transition = VaulExporter.snapTransition(panel.behavior)
        return VaulDrawer(
            direction: resolved.position, windowLength: Double(resolved.containerLength),
            snapPoints: stops.map { (state: $0.state, text: VaulExporter.snapPoint($0, resolved)) },
            dismissible: panel.removalInteractionEnabled,
            snapToSequentialPoint: panel.behavior.momentumProjection == .never,
            transitionDuration: Double(transition.duration) ?? 0.5,
            easingStops: transition.stops.compactMap(Double.init))
    }
}
