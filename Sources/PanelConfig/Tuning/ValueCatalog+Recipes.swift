import FloatingPanel
import Foundation

/// The delegate recipes' numbers and curves (Docs/config.md "Behavior: delegate recipes"), listed
/// only where the behavior writes them: a recipe left out is none, so there is no default to tune.
extension ValueCatalogBuilder {
    mutating func addRecipes(_ scope: ValueScope) {
        if let boundary = scope.child("moveBoundary"), boundary.object != nil {
            key(boundary, "expanded", of: .moveBoundary, .behavior)
            key(boundary, "collapsed", of: .moveBoundary, .behavior)
        }
        key(scope, "removeBeyond", of: .behavior, .behavior)
        guard let animations = scope.child("animations"), animations.object != nil else { return }
        for name in ["present", "dismiss", "move"] {
            guard let animator = animations.child(name), animator.object != nil else { continue }
            for name in ["duration", "dampingRatio", "curve"] { key(animator, name, of: .animation, .behavior) }
        }
    }
}
