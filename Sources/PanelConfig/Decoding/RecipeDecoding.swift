import FloatingPanel
import Foundation

/// The delegate-recipe keys of a behavior object as written; state names are resolved once the
/// panel's layouts are known (Docs/config.md "Behavior: delegate recipes").
package struct RecipeDefinition {
    package var moveBoundary: DelegateRecipes.MoveBoundary?
    package var draggableStates: [StateReference]?
    package var scrollableStates: [StateReference]?
    /// Where `scrollableStates` is written, for the warning about the most expanded state.
    package var scrollableStatesKey: (source: ConfigSource, location: SourceLocation)?
    package var surfaceTap: (states: [StateReference], moveTo: StateReference)?
    package var removeBeyond: CGFloat?
    package var animations = DelegateRecipes.Animations()

    /// The recipes with states resolved. `states` are the panel's states by name (nil: unknown,
    /// names are not checked); `mostExpandedStates` those of each of its layouts, for the warning
    /// about content that cannot scroll where it is fully shown.
    package func resolve(
        states: [String: FloatingPanelState]?, mostExpandedStates: [FloatingPanelState],
        diagnostics: DiagnosticCollector
    ) -> DelegateRecipes {
        func state(_ reference: StateReference, _ role: String) -> FloatingPanelState {
            BehaviorDefinition.resolveState(reference, role, states: states, diagnostics: diagnostics)
        }
        func list(_ references: [StateReference]?, _ role: String) -> [FloatingPanelState]? {
            guard let references else { return nil }
            var seen: [FloatingPanelState] = []
            for state in references.map({ state($0, role) }) where !seen.contains(state) { seen.append(state) }
            return seen
        }
        typealias Key = ConfigKeys.Behavior
        var recipes = DelegateRecipes()
        recipes.moveBoundary = moveBoundary
        recipes.draggableStates = list(draggableStates, "'\(Key.draggableStates.name)'")
        recipes.scrollableStates = list(scrollableStates, "'\(Key.scrollableStates.name)'")
        if let scrollable = recipes.scrollableStates, let key = scrollableStatesKey, states != nil {
            for missing in mostExpandedStates where !scrollable.contains(missing) {
                diagnostics.warning(
                    key.source.displayPath, key.location,
                    "'\(Key.scrollableStates.name)' leaves out '\(missing.rawValue)', the most expanded state; the content cannot scroll where the panel shows the most of it (FloatingPanel recommends always including it)"
                )
                break
            }
        }
        if let tap = surfaceTap {
            recipes.surfaceTap = DelegateRecipes.SurfaceTap(
                states: list(tap.states, "'\(Key.surfaceTap.name).\(ConfigKeys.SurfaceTap.in.name)'") ?? [],
                moveTo: state(tap.moveTo, "'\(Key.surfaceTap.name).\(ConfigKeys.SurfaceTap.moveTo.name)'"))
        }
        recipes.removeBeyond = removeBeyond
        recipes.animations = animations
        return recipes
    }
}

extension DecodingContext {
    /// Decodes the delegate-recipe keys of a behavior object.
    package func decodeRecipes(_ reader: ObjectReader) -> RecipeDefinition {
        typealias Key = ConfigKeys.Behavior
        var recipes = RecipeDefinition()
        if let value = reader[Key.moveBoundary],
            let boundary = ObjectReader(value, Key.moveBoundary, as: .moveBoundary, context: self)
        {
            let expanded = boundary.number(ConfigKeys.MoveBoundary.expanded)
            let collapsed = boundary.number(ConfigKeys.MoveBoundary.collapsed)
            recipes.moveBoundary = DelegateRecipes.MoveBoundary(expanded: expanded, collapsed: collapsed)
        }
        recipes.draggableStates = reader[Key.draggableStates].flatMap { stateList($0, Key.draggableStates.name) }
        if let value = reader[Key.scrollableStates] {
            recipes.scrollableStates = stateList(value, Key.scrollableStates.name)
            recipes.scrollableStatesKey = (source, reader.keyLocation(Key.scrollableStates) ?? value.location)
        }
        if let value = reader[Key.surfaceTap],
            let tap = ObjectReader(value, Key.surfaceTap, as: .surfaceTap, context: self)
        {
            typealias Tap = ConfigKeys.SurfaceTap
            let states = tap.required(Tap.in, "the states a tap acts in, e.g. [\"tip\"]").flatMap {
                stateList($0, Tap.in.name)
            }
            let moveTo = tap.required(Tap.moveTo, "the state a tap moves the panel to, e.g. \"half\"").flatMap {
                stateReference($0, Tap.moveTo.name)
            }
            if let states, let moveTo { recipes.surfaceTap = (states, moveTo) }
        }
        recipes.removeBeyond = reader.number(Key.removeBeyond)
        if let value = reader[Key.animations],
            let animations = ObjectReader(value, Key.animations, as: .animations, context: self)
        {
            typealias Transition = ConfigKeys.Animations
            recipes.animations.present = animations[Transition.present].flatMap {
                decodeAnimator($0, Transition.present.name)
            }
            recipes.animations.dismiss = animations[Transition.dismiss].flatMap {
                decodeAnimator($0, Transition.dismiss.name)
            }
            recipes.animations.move = animations[Transition.move].flatMap { decodeAnimator($0, Transition.move.name) }
        }
        return recipes
    }

    /// `{duration, curve}` or `{duration, dampingRatio}`.
    private func decodeAnimator(_ value: JSONValue, _ name: String) -> FloatingPanelPropertyAnimator? {
        typealias Key = ConfigKeys.Animation
        guard let reader = ObjectReader(value, name, as: .animation, context: self) else { return nil }
        let duration = reader.requiredNumber(Key.duration, "the animation's length in seconds, e.g. 0.3")
        let (curveName, ratioName) = (Key.curve.name, Key.dampingRatio.name)
        let timing: FloatingPanelPropertyAnimator.Timing?
        switch (reader[Key.curve], reader[Key.dampingRatio]) {
        case (.some, .some):
            error(
                max(reader.keyLocation(Key.curve)!, reader.keyLocation(Key.dampingRatio)!),
                "give either '\(curveName)' or '\(ratioName)' in '\(name)', not both; '\(curveName)' is a cubic timing curve, '\(ratioName)' a spring"
            )
            timing = nil
        case (.some(let curve), nil):
            timing = choice(curve, curveName, FloatingPanelAnimationCurve.self).map { .curve($0) }
        case (nil, .some(let ratio)):
            timing = number(ratio, Key.dampingRatio).map { .spring(dampingRatio: $0) }
        case (nil, nil):
            error(
                value.location,
                "'\(name)' needs a timing: '\(curveName)' (linear, easeIn, easeOut, easeInOut) or '\(ratioName)' (a spring, 0 < ζ ≤ 1)"
            )
            timing = nil
        }
        guard let duration, let timing else { return nil }
        return FloatingPanelPropertyAnimator(duration: duration, timing: timing)
    }

    /// An array of state names.
    private func stateList(_ value: JSONValue, _ name: String) -> [StateReference]? {
        guard let elements = array(value, name) else { return nil }
        return elements.compactMap { stateReference($0, name) }
    }
}
