import FloatingPanel
import Foundation
import PanelConfig

/// What the exported motion parts (`export --motion`, Docs/export.md "FloatingPanel's feel") need to
/// decide and play a release as the engine does: the scene's anchor positions resolved by the
/// engine, the behavior's values and the springs the engine derives from them.
package struct MotionPanelData {
    /// `timing` of a delegate's dismissal animator (Docs/engine.md §6.2).
    package enum DismissTiming {
        /// A cubic Bézier from (0, 0) to (1, 1) with these control points; nil is linear.
        case curve(controlPoints: (Double, Double, Double, Double)?)
        /// A spring of this (clamped) damping ratio and natural frequency settling in the duration.
        case spring(dampingRatio: Double, naturalFrequency: Double)
    }

    package var id: String
    package var position: FloatingPanelPosition
    /// The panel's layout resolved in the scene's container: its anchors are what the motion parts
    /// resolve again in the container they run in (Docs/export.md "Stops that follow the device").
    package var layoutStops: ResolvedStops
    /// Anchored states sorted so that their locations increase (Docs/engine.md §1.2).
    package var states: [(name: String, location: Double)]
    package var mostExpanded: String
    package var leastExpanded: String
    /// `pos(hidden)`: the layout's hidden anchor or 100 pt beyond the panel's edge.
    package var hiddenLocation: Double
    /// The container's main-axis length, the rubber band's dimension (Docs/engine.md §7.4).
    package var containerLength: Double
    /// Pixels per point: the spring's stop test is one pixel (Docs/engine.md §5.4).
    package var displayScale: Double
    package var momentumProjectionRate: Double
    /// nil: `shouldProjectMomentum` answers true for every state; otherwise the states it allows.
    package var projectableStates: [String]?
    package var defaultRedirectionalProgress: Double
    package var redirectionalPairs: [(from: String, to: String, value: Double)]
    /// Rubber banding below the least coordinate (top or left edge) and above the most.
    package var rubberBandsAtLeast: Bool
    package var rubberBandsAtMost: Bool
    package var rubberBandCoefficient: Double
    /// The attraction springs after a release faster than the threshold and slower (Docs/engine.md §5.2).
    package var fastSpring: FloatingPanelSpringParameters
    package var slowSpring: FloatingPanelSpringParameters
    package var fastReleaseSpeedThreshold: Double
    /// The show/hide transition spring a removal runs without a dismissal animator (Docs/engine.md §6.1).
    package var transitionSpring: FloatingPanelSpringParameters
    package var removalEnabled: Bool
    package var removalThreshold: Double
    /// `removeBeyond`: points past the least expanded anchor toward hidden that remove on release.
    package var removeBeyond: Double?
    package var dismissDuration: Double?
    package var dismissTiming: DismissTiming?

    /// The panels of `scene`, each resolved by the controller `controller` gives for it (the one
    /// a scene runtime laid out, so that adaptive presentations resolve as `simulate` plays them);
    /// without it, a controller laid out in the scene's container from the panel's own layout.
    package static func panels(
        of scene: ResolvedScene, controller: ((ResolvedPanel) -> FloatingPanelController?)? = nil
    ) -> [MotionPanelData] {
        scene.panels.map { panel in
            let stops = ResolvedStops(panel: panel, scene: scene)
            return MotionPanelData(panel: panel, controller: controller?(panel) ?? stops.controller, layoutStops: stops)
        }
    }

    /// The motion data of `panel` as `controller`, laid out in its container, resolves it;
    /// `layoutStops`, the same layout's anchors in that container.
    package init(panel: ResolvedPanel, controller: FloatingPanelController, layoutStops: ResolvedStops) {
        let position = controller.position
        let location = { (state: FloatingPanelState) in
            Double(position.mainLocation(controller.surfaceLocation(for: state)))
        }
        let behavior = (controller.behavior as? FloatingPanelCustomBehavior) ?? panel.behavior
        id = panel.id
        self.position = position
        self.layoutStops = layoutStops
        states = controller.statesByCoordinate.map { (name: $0.rawValue, location: location($0)) }
        mostExpanded = controller.mostExpandedState.rawValue
        leastExpanded = controller.leastExpandedState.rawValue
        hiddenLocation = location(.hidden)
        containerLength = Double(position.mainDimension(controller.containerSize))
        displayScale = Double(controller.displayScale)
        momentumProjectionRate = Double(behavior.momentumProjectionRate)
        switch behavior.momentumProjection {
        case .never: projectableStates = []
        case .always: projectableStates = nil
        case .states(let allowed): projectableStates = allowed.map(\.rawValue).sorted()
        }
        defaultRedirectionalProgress = Double(behavior.defaultRedirectionalProgress)
        redirectionalPairs = behavior.redirectionalPairs.map {
            (from: $0.from.rawValue, to: $0.to.rawValue, value: Double($0.value))
        }
        rubberBandsAtLeast = behavior.allowsRubberBanding(for: position.isVertical ? .top : .left)
        rubberBandsAtMost = behavior.allowsRubberBanding(for: position.isVertical ? .bottom : .right)
        rubberBandCoefficient = Double(FloatingPanelScrollView.rubberBandCoefficient)
        fastSpring = .fastRelease(of: behavior)
        slowSpring = .slowRelease(of: behavior)
        fastReleaseSpeedThreshold = FloatingPanelSpringParameters.fastReleaseSpeedThreshold
        transitionSpring = .transition
        removalEnabled = controller.isRemovalInteractionEnabled
        removalThreshold = Double(behavior.removalInteractionVelocityThreshold)
        removeBeyond =
            controller.leastExpandedState == .hidden ? nil : panel.recipes.removeBeyond.map { Double($0) }
        if let animator = panel.recipes.animations.dismiss {
            dismissDuration = Double(animator.duration)
            switch animator.timing {
            case .curve(let curve):
                let (x1, y1, x2, y2) = curve.controlPoints
                dismissTiming = .curve(
                    controlPoints: curve == .linear ? nil : (Double(x1), Double(y1), Double(x2), Double(y2)))
            case .spring(let ratio):
                let zeta = FloatingPanelPropertyAnimator.clampedDampingRatio(ratio)
                let omega = FloatingPanelPropertyAnimator.naturalFrequency(
                    duration: animator.duration, dampingRatio: zeta)
                dismissTiming = .spring(dampingRatio: Double(zeta), naturalFrequency: Double(omega))
            }
        }
    }

    /// The sign of the main axis toward `hidden` for bottom and right panels: +1; top and left: −1.
    package var removalSign: Int { position.expandsTowardSmallerCoordinates ? 1 : -1 }
}
