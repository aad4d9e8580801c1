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
        var recipes = DelegateRecipes()
        recipes.moveBoundary = moveBoundary
        recipes.draggableStates = list(draggableStates, "'draggableStates'")
        recipes.scrollableStates = list(scrollableStates, "'scrollableStates'")
        if let scrollable = recipes.scrollableStates, let key = scrollableStatesKey, states != nil {
            for missing in mostExpandedStates where !scrollable.contains(missing) {
                diagnostics.warning(
                    key.source.displayPath, key.location,
                    "'scrollableStates' leaves out '\(missing.rawValue)', the most expanded state; the content cannot scroll where the panel shows the most of it (FloatingPanel recommends always including it)"
                )
                break
            }
        }
        if let tap = surfaceTap {
            recipes.surfaceTap = DelegateRecipes.SurfaceTap(
                states: list(tap.states, "'surfaceTap.in'") ?? [], moveTo: state(tap.moveTo, "'surfaceTap.moveTo'"))
        }
        recipes.removeBeyond = removeBeyond
        recipes.animations = animations
        return recipes
    }
}

extension DecodingContext {
    /// Decodes the delegate-recipe keys of a behavior object.
    package func decodeRecipes(_ reader: ObjectReader) -> RecipeDefinition {
        var recipes = RecipeDefinition()
        if let value = reader["moveBoundary"],
            let boundary = ObjectReader(value, "moveBoundary", as: .moveBoundary, context: self)
        {
            let expanded = boundary.number("expanded")
            let collapsed = boundary.number("collapsed")
            recipes.moveBoundary = DelegateRecipes.MoveBoundary(expanded: expanded, collapsed: collapsed)
        }
        recipes.draggableStates = reader["draggableStates"].flatMap { stateList($0, "draggableStates") }
        if let value = reader["scrollableStates"] {
            recipes.scrollableStates = stateList(value, "scrollableStates")
            recipes.scrollableStatesKey = (source, reader.keyLocation("scrollableStates") ?? value.location)
        }
        if let value = reader["surfaceTap"], let tap = ObjectReader(value, "surfaceTap", as: .surfaceTap, context: self)
        {
            let states = tap.required("in", "the states a tap acts in, e.g. [\"tip\"]").flatMap {
                stateList($0, "in")
            }
            let moveTo = tap.required("moveTo", "the state a tap moves the panel to, e.g. \"half\"").flatMap {
                stateReference($0, "moveTo")
            }
            if let states, let moveTo { recipes.surfaceTap = (states, moveTo) }
        }
        recipes.removeBeyond = reader.number("removeBeyond")
        if let value = reader["animations"],
            let animations = ObjectReader(value, "animations", as: .animations, context: self)
        {
            recipes.animations.present = animations["present"].flatMap { decodeAnimator($0, "present") }
            recipes.animations.dismiss = animations["dismiss"].flatMap { decodeAnimator($0, "dismiss") }
            recipes.animations.move = animations["move"].flatMap { decodeAnimator($0, "move") }
        }
        return recipes
    }

    /// `{duration, curve}` or `{duration, dampingRatio}`.
    private func decodeAnimator(_ value: JSONValue, _ name: String) -> FloatingPanelPropertyAnimator? {
        guard let reader = ObjectReader(value, name, as: .animation, context: self) else { return nil }
        let duration = reader.required("duration", "the animation's length in seconds, e.g. 0.3").flatMap {
            number($0, "duration", .nonNegativeAtMost(10))
        }
        let timing: FloatingPanelPropertyAnimator.Timing?
        switch (reader["curve"], reader["dampingRatio"]) {
        case (.some, .some):
            error(
                max(reader.keyLocation("curve")!, reader.keyLocation("dampingRatio")!),
                "give either 'curve' or 'dampingRatio' in '\(name)', not both; 'curve' is a cubic timing curve, 'dampingRatio' a spring"
            )
            timing = nil
        case (.some(let curve), nil):
            timing = choice(curve, "curve", FloatingPanelAnimationCurve.self).map { .curve($0) }
        case (nil, .some(let ratio)):
            timing = number(ratio, "dampingRatio", .positiveAtMost(1)).map { .spring(dampingRatio: $0) }
        case (nil, nil):
            error(
                value.location,
                "'\(name)' needs a timing: 'curve' (linear, easeIn, easeOut, easeInOut) or 'dampingRatio' (a spring, 0 < ζ ≤ 1)"
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
