import FloatingPanel
import Foundation
import PlatformModels

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
        /// `behavior_fitToContents`: the sheet is `layout_height` = `sheetLength` dp tall and
        /// expands to fit it (a two-state panel); false for three states.
        package var fitsContents: Bool
        package var sheetLength: Double
        /// `significantVelocityThreshold` as set in code, dp/s (the code multiplies by the
        /// density); nil keeps Material's 500 px/s.
        package var significantVelocity: Double?
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
        /// The fling spring, as written.
        package var spring: ComposeSpring
        /// The settle spring, used by the written fling behavior at or below `fastReleaseSpeed`.
        package var settleSpring: ComposeSpring
        /// The speed (dp/s) above which the written fling behavior uses the fling spring.
        package var fastReleaseSpeed: Float
    }

    /// What `export --format vaul` writes for one panel.
    package struct VaulDrawer: Sendable {
        package var direction: FloatingPanelPosition
        /// The container's main-axis length, CSS px (vaul's window length).
        package var windowLength: Double
        /// The snap points, least visible first: how many px of the drawer each shows, as the
        /// written `px()` rounds the stop's length in the scene's viewport.
        package var snapPoints: [(state: FloatingPanelState, length: Double)]
        package var dismissible: Bool
        package var snapToSequentialPoint: Bool
        /// The snap transition's duration (s) and `linear()` stops, as written.
        package var transitionDuration: Double
        package var easingStops: [Double]
    }

    /// The Android export's values for `panel`, nil when it writes no sheet for it.
    package static func materialSheet(_ panel: ResolvedPanel, scene: ResolvedScene) -> MaterialSheet? {
        let resolved = ResolvedStops(panel: panel, scene: scene)
        guard let expanded = resolved.stops.first else { return nil }
        let length = Double(resolved.containerLength)
        let width = Double(scene.containerSize.width)
        let rounded = { (value: CGFloat) in Double(value.rounded()) }
        let threshold = panel.behavior.removalInteractionVelocityThreshold
        if !resolved.position.isVertical {
            // The side sheet's removal is described, not set: Material's friction stays.
            return MaterialSheet(
                kind: .sideSheet(right: resolved.position == .right), containerLength: length, containerWidth: width,
                expandedOffset: 0, fitsContents: false, sheetLength: 0, significantVelocity: nil,
                halfExpandedRatio: 0.5, peekHeight: 0, sheetWidth: rounded(expanded.extent), hideable: true,
                hideFriction: 0.1, expanded: expanded.state, halfExpanded: nil, collapsed: nil)
        }
        let stops = resolved.stops
        let collapsed = stops.count > 1 ? stops.last : nil
        let half = stops.count > 2 ? stops[1] : nil
        let fitsContents = stops.count <= 2
        var ratio: Float = 0.5
        if let half {
            let text = ExportNumber.fraction(Double(half.extent / resolved.containerLength), of: length)
            ratio = Float(text) ?? 0.5
        }
        let offset =
            !fitsContents && expanded.extent != resolved.containerLength
            ? rounded(resolved.containerLength - expanded.extent) : 0
        var friction: Float = 0.1
        var significant: Double?
        if resolved.removalEnabled {
            let least = collapsed ?? expanded
            // The code the export writes: `hideFriction = …f`, `significantVelocityThreshold = (…f × density)`.
            let removal = AndroidRemoval(threshold: threshold, least: least, hiddenExtent: resolved.hiddenExtent)
            friction = Float(removal.friction)
            significant = removal.significantVelocity
        }
        return MaterialSheet(
            kind: resolved.position == .top ? .topAsBottomSheet : .bottomSheet, containerLength: length,
            containerWidth: width, expandedOffset: offset, fitsContents: fitsContents,
            sheetLength: rounded(expanded.extent), significantVelocity: significant, halfExpandedRatio: ratio,
            peekHeight: rounded((collapsed ?? expanded).extent), sheetWidth: width,
            hideable: resolved.removalEnabled || resolved.initialStop == nil, hideFriction: friction,
            expanded: expanded.state, halfExpanded: half?.state, collapsed: collapsed?.state)
    }

    /// The Compose export's values for `panel`, nil when it writes no anchors for it; `fitted` are
    /// the springs the export was given (`ExportOptions.fittedSprings`).
    package static func composeDrag(_ panel: ResolvedPanel, scene: ResolvedScene, fitted: FittedSprings?)
        -> ComposeDrag?
    {
        let resolved = ResolvedStops(panel: panel, scene: scene)
        guard !resolved.stops.isEmpty else { return nil }
        var anchors = resolved.stops.map { (state: $0.state, offset: Double($0.location)) }
        if resolved.initialStop == nil || resolved.removalEnabled {
            let offscreen = resolved.position == .bottom || resolved.position == .right
            anchors.append((state: .hidden, offset: offscreen ? Double(resolved.containerLength) : 0))
        }
        let springs = composeSprings(panel, fitted: fitted, distance: Double(resolved.containerLength))
        return ComposeDrag(
            anchors: anchors, positionalThreshold: Float(panel.behavior.defaultRedirectionalProgress),
            spring: ComposeSpring(written: springs.fling), settleSpring: ComposeSpring(written: springs.settle),
            fastReleaseSpeed: Float(FloatingPanelSpringParameters.fastReleaseSpeedThreshold))
    }

    /// The Compose export's two springs: the ones fitted to FloatingPanel's path when the export
    /// has them, else the closed form; each as the spring and as the shorter numbers written.
    package static func composeSprings(_ panel: ResolvedPanel, fitted: FittedSprings?, distance: Double) -> (
        exactFling: FloatingPanelSpringParameters, exactSettle: FloatingPanelSpringParameters,
        fling: (dampingRatio: Double, stiffness: Double), settle: (dampingRatio: Double, stiffness: Double)
    ) {
        let fast = fitted?.fling?.spring ?? FloatingPanelSpringParameters.fastRelease(of: panel.behavior)
        let slow = fitted?.settle?.spring ?? FloatingPanelSpringParameters.slowRelease(of: panel.behavior)
        return (
            fast, slow, ShortSpringNumbers.dampingAndStiffness(fast, distance: distance),
            ShortSpringNumbers.dampingAndStiffness(slow, distance: distance)
        )
    }

    /// The css export's values for `panel`, nil when it has no snap point; `fitted` are the
    /// springs the export was given (`ExportOptions.fittedSprings`).
    package static func vaulDrawer(_ panel: ResolvedPanel, scene: ResolvedScene, fitted: FittedSprings?)
        -> VaulDrawer?
    {
        let resolved = ResolvedStops(panel: panel, scene: scene)
        guard !resolved.stops.isEmpty else { return nil }
        let stops = resolved.stops.reversed()
        let transition = VaulTransition.snapTransition(VaulTransition.snapSpring(panel.behavior, fitted: fitted))
        return VaulDrawer(
            direction: resolved.position, windowLength: Double(resolved.containerLength),
            snapPoints: stops.map { (state: $0.state, length: Double($0.extent).rounded()) },
            dismissible: resolved.removalEnabled,
            snapToSequentialPoint: panel.behavior.momentumProjection == .never,
            transitionDuration: Double(transition.duration) ?? 0.5,
            easingStops: transition.stops.compactMap(Double.init))
    }
}
