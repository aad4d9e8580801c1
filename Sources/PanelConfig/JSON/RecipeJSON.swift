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
        var members: [String: ExportJSONValue] = [:]
        if let boundary = recipes.moveBoundary {
            var sides: [String: ExportJSONValue] = [:]
            sides["expanded"] = boundary.expanded.map(number)
            sides["collapsed"] = boundary.collapsed.map(number)
            members["moveBoundary"] = .object(sides)
        }
        members["draggableStates"] = recipes.draggableStates.map(states)
        members["scrollableStates"] = recipes.scrollableStates.map(states)
        if let tap = recipes.surfaceTap {
            members["surfaceTap"] = .object(["in": states(tap.states), "moveTo": .string(tap.moveTo.rawValue)])
        }
        members["removeBeyond"] = recipes.removeBeyond.map(number)
        var animations: [String: ExportJSONValue] = [:]
        animations["present"] = recipes.animations.present.map(animator)
        animations["dismiss"] = recipes.animations.dismiss.map(animator)
        animations["move"] = recipes.animations.move.map(animator)
        if !animations.isEmpty { members["animations"] = .object(animations) }
        return members
    }

    private static func animator(_ animator: FloatingPanelPropertyAnimator) -> ExportJSONValue {
        var members: [String: ExportJSONValue] = ["duration": .number(Double(animator.duration))]
        switch animator.timing {
        case .curve(let curve): members["curve"] = .string(curve.rawValue)
        case .spring(let dampingRatio): members["dampingRatio"] = .number(Double(dampingRatio))
        }
        return .object(members)
    }
}
