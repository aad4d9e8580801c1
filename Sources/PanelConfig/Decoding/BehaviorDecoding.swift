import FloatingPanel
import Foundation

/// A state name as written in a behavior or scenario, kept with its position so that it can be
/// checked once the panel's layouts (and so its states) are known.
package struct StateReference {
    package var name: String
    package var location: SourceLocation
    package var source: ConfigSource
}

/// A decoded behavior object; state names are resolved later against the panel's layouts.
package struct BehaviorDefinition {
    package var springDecelerationRate: CGFloat?
    package var springResponseTime: CGFloat?
    package var momentumProjectionRate: CGFloat?
    package var removalInteractionVelocityThreshold: CGFloat?
    package var defaultRedirectionalProgress: CGFloat?
    package var redirectionalPairs: [(from: StateReference, to: StateReference, value: CGFloat)] = []
    package var projectsMomentum: Bool = false
    /// Non-nil when `shouldProjectMomentum` is a list of states.
    package var momentumStates: [StateReference]? = nil
    package var rubberBandingEdges: Set<FloatingPanelReferenceEdge> = []
    /// The delegate-recipe keys (Docs/config.md "Behavior: delegate recipes").
    package var recipes = RecipeDefinition()

    /// The state `reference` names; an unknown name is reported (when `states` is known).
    static func resolveState(
        _ reference: StateReference, _ role: String, states: [String: FloatingPanelState]?,
        diagnostics: DiagnosticCollector
    ) -> FloatingPanelState {
        guard let states else { return FloatingPanelState(rawValue: reference.name, order: 0) }
        if let state = states[reference.name] { return state }
        let known = DecodingContext.stateNames(states.values)
        diagnostics.error(
            reference.source.displayPath, reference.location,
            "unknown state '\(reference.name)' in \(role); the panel's layout states are \(Suggestions.list(known))\(StateNameHints.suggestion(reference.name, known: known))"
        )
        return FloatingPanelState(rawValue: reference.name, order: 0)
    }

    /// Builds the engine behavior; `states` are the panel's states by name (nil: not known, e.g.
    /// when a behavior file is checked on its own, so names are not checked).
    package func resolve(states: [String: FloatingPanelState]?, diagnostics: DiagnosticCollector)
        -> FloatingPanelCustomBehavior
    {
        func state(_ reference: StateReference, _ role: String) -> FloatingPanelState {
            Self.resolveState(reference, role, states: states, diagnostics: diagnostics)
        }
        typealias Key = ConfigKeys.Behavior
        let progressRole = "'\(Key.redirectionalProgress.name)'"
        let pairs = redirectionalPairs.map {
            FloatingPanelCustomBehavior.RedirectionalPair(
                from: state($0.from, progressRole), to: state($0.to, progressRole), value: $0.value)
        }
        let projection: FloatingPanelCustomBehavior.MomentumProjection
        if let momentumStates {
            projection = .states(Set(momentumStates.map { state($0, "'\(Key.shouldProjectMomentum.name)'") }))
        } else {
            projection = projectsMomentum ? .always : .never
        }
        typealias Defaults = FloatingPanelBehaviorDefaults
        return FloatingPanelCustomBehavior(
            springDecelerationRate: springDecelerationRate ?? Defaults.springDecelerationRate,
            springResponseTime: springResponseTime ?? Defaults.springResponseTime,
            momentumProjectionRate: momentumProjectionRate ?? Defaults.momentumProjectionRate,
            removalInteractionVelocityThreshold: removalInteractionVelocityThreshold
                ?? Defaults.removalInteractionVelocityThreshold,
            momentumProjection: projection,
            defaultRedirectionalProgress: defaultRedirectionalProgress ?? Defaults.redirectionalProgress,
            redirectionalPairs: pairs,
            rubberBandingEdges: rubberBandingEdges)
    }
}

extension DecodingContext {
    /// Decodes a behavior object, reporting every problem in it.
    package func decodeBehavior(_ value: JSONValue) -> BehaviorDefinition? {
        guard let reader = ObjectReader(value, "behavior", as: .behavior, context: self)
        else { return nil }
        typealias Key = ConfigKeys.Behavior
        var behavior = BehaviorDefinition()
        behavior.springDecelerationRate = reader.number(Key.springDecelerationRate)
        behavior.springResponseTime = reader.number(Key.springResponseTime)
        behavior.momentumProjectionRate = reader.number(Key.momentumProjectionRate)
        behavior.removalInteractionVelocityThreshold = reader.number(Key.removalInteractionVelocityThreshold)

        if let springValue = reader[Key.spring] {
            if reader.has(Key.springDecelerationRate) || reader.has(Key.springResponseTime) {
                error(
                    reader.keyLocation(Key.spring)!,
                    "give either '\(Key.spring.name)' or '\(Key.springDecelerationRate.name)'/'\(Key.springResponseTime.name)', not both; '\(Key.spring.name)' sets both"
                )
            } else if let spring = ObjectReader(
                springValue, Key.spring.name, as: .spring, context: self,
                unknownKeyNote: ConfigKeys.Spring.conversion)
            {
                if let (dampingRatio, response) = decodeSpring(spring) {
                    behavior.springResponseTime = CGFloat(response)
                    // The engine's own conversion, so the spring that runs is the one written.
                    behavior.springDecelerationRate = CGFloat(
                        FloatingPanelSpringParameters.springDecelerationRate(
                            dampingRatio: dampingRatio, springResponseTime: response))
                }
            }
        }

        if let value = reader[Key.redirectionalProgress] {
            decodeRedirectionalProgress(value, into: &behavior)
        }
        let projectMomentum = Key.shouldProjectMomentum.name
        if let value = reader[Key.shouldProjectMomentum] {
            switch value.kind {
            case .bool(let flag):
                behavior.projectsMomentum = flag
            case .array(let elements):
                behavior.momentumStates = elements.compactMap { stateReference($0, projectMomentum) }
                warnRepeatedNames(elements, in: projectMomentum)
            default:
                typeMismatch(value, expected: "true, false or an array of state names", for: projectMomentum)
            }
        }
        if let value = reader[Key.allowsRubberBanding] {
            if let elements = value.arrayValue {
                warnRepeatedNames(elements, in: Key.allowsRubberBanding.name)
                for element in elements {
                    if let edge = choice(element, "edge", FloatingPanelReferenceEdge.self) {
                        behavior.rubberBandingEdges.insert(edge)
                    }
                }
            } else {
                typeMismatch(
                    value, expected: "an array of edges (top, left, bottom, right)", for: Key.allowsRubberBanding.name)
            }
        }
        behavior.recipes = decodeRecipes(reader)
        return behavior
    }

    private func decodeRedirectionalProgress(_ value: JSONValue, into behavior: inout BehaviorDefinition) {
        typealias Progress = ConfigKeys.RedirectionalProgress
        typealias Pair = ConfigKeys.RedirectionalPair
        let progressKey = ConfigKeys.Behavior.redirectionalProgress
        if case .number = value.kind {
            behavior.defaultRedirectionalProgress = number(value, progressKey, Progress.default.rule)
            return
        }
        guard case .object = value.kind else {
            typeMismatch(
                value, expected: "a number or {\"\(Progress.default.name)\", \"\(Progress.pairs.name)\"}",
                for: progressKey.name)
            return
        }
        guard let reader = ObjectReader(value, progressKey, as: .redirectionalProgress, context: self)
        else { return }
        behavior.defaultRedirectionalProgress = reader.number(Progress.default)
        guard let pairsValue = reader[Progress.pairs], let pairs = array(pairsValue, Progress.pairs.name) else {
            return
        }
        var givenPairs = FirstMentions<[String]>()
        for pairValue in pairs {
            guard let pair = ObjectReader(pairValue, "pair", as: .redirectionalPair, context: self) else {
                continue
            }
            let from = pair.required(Pair.from, "a state name").flatMap { stateReference($0, Pair.from.name) }
            let to = pair.required(Pair.to, "a state name").flatMap { stateReference($0, Pair.to.name) }
            let progress = pair.requiredNumber(Pair.value, "a fraction from 0 to 1")
            if let from, let to, from.name == to.name {
                error(
                    to.location,
                    "'\(Pair.from.name)' and '\(Pair.to.name)' are both '\(to.name)'; a pair names two different states"
                )
                continue
            }
            if let from, let to, let first = givenPairs.earlier([from.name, to.name], at: pairValue.location) {
                error(
                    pairValue.location,
                    "the pair '\(from.name)' → '\(to.name)' is already given at line \(first.line); only one value can apply to a pair: keep one entry and remove the other"
                )
                continue
            }
            if let from, let to, let progress {
                behavior.redirectionalPairs.append((from, to, progress))
            }
        }
    }

    /// A state name to be checked later against the panel's layout.
    package func stateReference(_ value: JSONValue, _ name: String) -> StateReference? {
        guard let text = string(value, name) else { return nil }
        guard !text.isEmpty else {
            error(value.location, "'\(name)' is empty; write a state name such as \"full\"")
            return nil
        }
        return StateReference(name: text, location: value.location, source: source)
    }
}

extension DecodingContext {
    /// The damping ratio and response of a `spring` object, written as `{dampingRatio, response}`
    /// or as SwiftUI's `{duration, bounce}` (or one of each: `{response, bounce}`), the bounce
    /// converted by `FloatingPanelSpringParameters(swiftUIDuration:bounce:)`. Nil after reporting
    /// a missing or doubled key.
    func decodeSpring(_ spring: ObjectReader) -> (dampingRatio: Double, response: Double)? {
        typealias Key = ConfigKeys.Spring
        let fast = Int(FloatingPanelSpringParameters.fastReleaseSpeedThreshold)
        let response = pick(
            spring, Key.response, or: Key.duration, missing: "the spring's period in seconds, e.g. 0.4",
            writesSwiftUI: spring.has(Key.bounce))
        let damping = pick(
            spring, Key.dampingRatio, or: Key.bounce,
            missing: spring.has(Key.duration)
                ? "SwiftUI's bounce, 0 for none, e.g. 0.2" : "ζ for releases faster than \(fast) pt/s, e.g. 0.58",
            writesSwiftUI: spring.has(Key.duration))
        guard let response, let damping else { return nil }
        let ratio =
            damping.key == Key.bounce.name
            ? FloatingPanelSpringParameters(swiftUIDuration: response.value, bounce: damping.value).dampingRatio
            : damping.value
        return (ratio, response.value)
    }

    /// The one of `key` and `alternative` the spring writes: an error when it writes both, or
    /// (unless misspelled) neither — then the form the rest of the object uses is the one named.
    private func pick(
        _ spring: ObjectReader, _ key: ConfigKey, or alternative: ConfigKey, missing: String, writesSwiftUI: Bool
    ) -> (key: String, value: Double)? {
        switch (spring.has(key), spring.has(alternative)) {
        case (true, true):
            error(
                max(spring.keyLocation(key)!, spring.keyLocation(alternative)!),
                "give either '\(key.name)' or '\(alternative.name)' in spring, not both; \(ConfigKeys.Spring.conversion)"
            )
            return nil
        case (false, true):
            return spring.number(alternative).map { (alternative.name, Double($0)) }
        case (true, false):
            return spring.number(key).map { (key.name, Double($0)) }
        case (false, false):
            // A misspelling of either was reported already: one typo, one error.
            guard spring.suggestedKeys.isDisjoint(with: [key.name, alternative.name]) else { return nil }
            _ = spring.requiredNumber(writesSwiftUI ? alternative : key, missing)
            return nil
        }
    }
}
