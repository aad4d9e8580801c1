import FloatingPanel
import Foundation

/// The delegate recipes (Docs/config.md "Behavior: delegate recipes") as the JSON export writes
/// them in a behavior object.
enum RecipeJSON {
    /// The recipe keys of a behavior object, only those set: a recipe left out is none.
    static func members(_ recipes: DelegateRecipes) -> [String: ExportJSONValue] {
        func states(_ list: [FloatingPanelState]) -> ExportJSONValue {
            .array(list.map { .string($0.rawValue) })
        }
        func number(_ value: CGFloat) -> ExportJSONValue { .number(Double(value)) }
        typealias Key = ConfigKeys.Behavior
        typealias Transition = ConfigKeys.Animations
        var members: [String: ExportJSONValue] = [:]
        if let boundary = recipes.moveBoundary {
            var sides: [String: ExportJSONValue] = [:]
            sides[ConfigKeys.MoveBoundary.expanded.name] = boundary.expanded.map(number)
            sides[ConfigKeys.MoveBoundary.collapsed.name] = boundary.collapsed.map(number)
            members[Key.moveBoundary.name] = .object(sides)
        }
        members[Key.draggableStates.name] = recipes.draggableStates.map(states)
        members[Key.scrollableStates.name] = recipes.scrollableStates.map(states)
        if let tap = recipes.surfaceTap {
            members[Key.surfaceTap.name] = .object([
                ConfigKeys.SurfaceTap.in.name: states(tap.states),
                ConfigKeys.SurfaceTap.moveTo.name: .string(tap.moveTo.rawValue),
            ])
        }
        members[Key.removeBeyond.name] = recipes.removeBeyond.map(number)
        var animations: [String: ExportJSONValue] = [:]
        animations[Transition.present.name] = recipes.animations.present.map(animator)
        animations[Transition.dismiss.name] = recipes.animations.dismiss.map(animator)
        animations[Transition.move.name] = recipes.animations.move.map(animator)
        if !animations.isEmpty { members[Key.animations.name] = .object(animations) }
        return members
    }

    private static func animator(_ animator: FloatingPanelPropertyAnimator) -> ExportJSONValue {
        typealias Key = ConfigKeys.Animation
        var members: [String: ExportJSONValue] = [Key.duration.name: .number(Double(animator.duration))]
        switch animator.timing {
        case .curve(let curve): members[Key.curve.name] = .string(curve.rawValue)
        case .spring(let dampingRatio): members[Key.dampingRatio.name] = .number(Double(dampingRatio))
        }
        return .object(members)
    }
}
