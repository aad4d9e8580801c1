import FloatingPanel
import Foundation

/// The delegate recipes' numbers, curves and lists of states (Docs/config.md "Behavior: delegate
/// recipes"), listed only where the behavior writes them: a recipe left out is none, so there is
/// no default to tune.
extension ValueCatalogBuilder {
    mutating func addRecipes(_ scope: ValueScope) {
        if let boundary = scope.child(ConfigKeys.Behavior.moveBoundary.name), boundary.object != nil {
            key(boundary, ConfigKeys.MoveBoundary.expanded.name, of: .moveBoundary, .behavior)
            key(boundary, ConfigKeys.MoveBoundary.collapsed.name, of: .moveBoundary, .behavior)
        }
        for name in [ConfigKeys.Behavior.draggableStates.name, ConfigKeys.Behavior.scrollableStates.name] {
            stateList(scope, name)
        }
        if let tap = scope.child(ConfigKeys.Behavior.surfaceTap.name), tap.object != nil {
            stateList(tap, ConfigKeys.SurfaceTap.in.name)
            choice(tap, ConfigKeys.SurfaceTap.moveTo.name, .behavior, states, default: nil)
        }
        key(scope, ConfigKeys.Behavior.removeBeyond.name, of: .behavior, .behavior)
        guard let animations = scope.child(ConfigKeys.Behavior.animations.name), animations.object != nil else {
            return
        }
        typealias Transition = ConfigKeys.Animations
        typealias Timing = ConfigKeys.Animation
        for transition in [Transition.present, Transition.dismiss, Transition.move] {
            guard let animator = animations.child(transition.name), animator.object != nil else { continue }
            for entry in [Timing.duration, Timing.dampingRatio, Timing.curve] {
                key(animator, entry.name, of: .animation, .behavior)
            }
        }
    }

    /// A recipe's list of the layout's states (`draggableStates`), when written.
    private mutating func stateList(_ scope: ValueScope, _ key: String) {
        add(scope, key, .behavior, kind: .list(layoutStates), default: nil)
    }

    /// The layout's states, or the engine's own three without a layout: what a list of states names.
    var layoutStates: [String] {
        states.isEmpty ? [FloatingPanelState.full, .half, .tip].map(\.rawValue) : states
    }
}
