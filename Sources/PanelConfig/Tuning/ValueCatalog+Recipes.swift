import FloatingPanel
import Foundation

/// The delegate recipes' numbers and curves (Docs/config.md "Behavior: delegate recipes"), listed
/// only where the behavior writes them: a recipe left out is none, so there is no default to tune.
extension ValueCatalogBuilder {
    mutating func addRecipes(_ scope: ValueScope) {
        if let boundary = scope.child("moveBoundary"), boundary.object != nil {
            number(boundary, "expanded", .behavior, .nonNegative, step: 1, default: nil)
            number(boundary, "collapsed", .behavior, .nonNegative, step: 1, default: nil)
        }
        number(scope, "removeBeyond", .behavior, .nonNegative, step: 5, default: nil)
        guard let animations = scope.child("animations"), animations.object != nil else { return }
        for name in ["present", "dismiss", "move"] {
            guard let animator = animations.child(name), animator.object != nil else { continue }
            number(animator, "duration", .behavior, .nonNegativeAtMost(10), step: 0.05, default: nil)
            number(animator, "dampingRatio", .behavior, .positiveAtMost(1), step: 0.05, default: nil)
            choice(animator, "curve", .behavior, FloatingPanelAnimationCurve.allCases.map(\.rawValue), default: nil)
        }
    }
}
