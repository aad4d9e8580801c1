import FloatingPanel
import Foundation

/// The delegate recipes' numbers, curves and lists of states (Docs/config.md "Behavior: delegate
/// recipes"), listed only where the behavior writes them: a recipe left out is none, so there is
/// no default to tune.
extension ValueCatalogBuilder {
    mutating func addRecipes(_ scope: ValueScope) {
        if let boundary = scope.child("moveBoundary"), boundary.object != nil {
            key(boundary, "expanded", of: .moveBoundary, .behavior)
            key(boundary, "collapsed", of: .moveBoundary, .behavior)
        }
        for name in [ConfigKeys.Behavior.draggableStates.name, ConfigKeys.Behavior.scrollableStates.name] {
            stateList(scope, name)
        }
        if let tap = scope.child(ConfigKeys.Behavior.surfaceTap.name), tap.object != nil {
            stateList(tap, "in")
            choice(tap, "moveTo", .behavior, states, default: nil)
        }
        key(scope, "removeBeyond", of: .behavior, .behavior)
        guard let animations = scope.child("animations"), animations.object != nil else { return }
        for name in ["present", "dismiss", "move"] {
            guard let animator = animations.child(name), animator.object != nil else { continue }
            for name in ["duration", "dampingRatio", "curve"] { key(animator, name, of: .animation, .behavior) }
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
