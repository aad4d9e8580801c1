import FloatingPanel
import Foundation
import PanelConfig
import PlatformModels

/// Why a release went where it went, read from the engine's `FloatingPanelReleaseDecision`: the
/// segment it was decided in, the ρ used, whether momentum projection chose the segment, and one
/// sentence naming the config keys that decided (Docs/scenarios.md "Release lines"). A `release`
/// line of `simulate --summary` and the window's side bar both print this sentence.
package struct ReleaseExplanation: Equatable, Sendable {
    /// The two states around the projection (`from`, then `to`); both the kept state when the
    /// layout has one anchor; nil for a target library's stop, which has no segment.
    package var segment: [FloatingPanelState]?
    /// ρ, the share of the segment the projection had to pass; nil when none was tested.
    package var redirectionalProgress: CGFloat?
    /// Whether `shouldProjectMomentum` let the projection choose the segment; nil for a target
    /// library's stop.
    package var projected: Bool?
    /// One sentence: what decided, with the config keys, the numbers and the target last.
    package var because: String

    /// A release of `panel` the engine decided with `decision`; `removed` when the removal gesture
    /// dismissed it. Read as the release happens: the sentence names the anchors and recipe
    /// values of that moment.
    package init(_ decision: FloatingPanelReleaseDecision, of panel: PanelRuntime, removed: Bool) {
        let fpc = panel.controller
        let removal = removed ? Self.removal(decision, of: panel) : nil
        // `hidden` last: it names a location only when the layout anchors it and nothing else is there.
        let anchors = fpc.validStates.sorted {
            ($0 == .hidden ? 1 : 0, $0.rawValue) < ($1 == .hidden ? 1 : 0, $1.rawValue)
        }
        .map { (state: $0, location: fpc.position.mainLocation(fpc.surfaceLocation(for: $0))) }
        self.init(
            decision, behavior: fpc.behavior, isVertical: fpc.position.isVertical, removal: removal,
            anchorAt: { location in anchors.first { $0.location == location }?.state })
    }

    /// A release a target library decided (`simulate --platform`): its model's own sentence.
    package init(platform decision: PlatformDecision) {
        segment = nil
        redirectionalProgress = nil
        projected = nil
        because = decision.explanation
    }

    /// What made the removal gesture dismiss a panel (Docs/engine.md §7.8, Docs/config.md
    /// "removeBeyond").
    package enum Removal: Equatable, Sendable {
        /// The `removeBeyond` recipe: the release was `past` points beyond `least`, more than `beyond`.
        case beyond(distance: CGFloat, past: CGFloat, least: FloatingPanelState)
        /// `removalInteractionVelocityThreshold`: `rate` (s⁻¹) is the release velocity over the
        /// `distance` to hidden, at least `threshold` toward hidden.
        case velocity(rate: CGFloat, distance: CGFloat, threshold: CGFloat)
    }

    /// The explanation of `decision` under `behavior`, on a vertical (`y`) or horizontal (`x`) axis;
    /// `anchorAt` names the anchor at a location, for a projection the segment held past `to`.
    package init(
        _ decision: FloatingPanelReleaseDecision, behavior: FloatingPanelBehavior, isVertical: Bool,
        removal: Removal?, anchorAt: (CGFloat) -> FloatingPanelState?
    ) {
        let axis = isVertical ? "y" : "x"
        projected = decision.projectsMomentum
        guard let segment = decision.segment else {
            self.segment = [decision.target, decision.target]
            redirectionalProgress = nil
            because =
                "anchors lists only one state, so the \(Self.speed(decision.velocity)) release stays at \(decision.target)"
            return
        }
        self.segment = [segment.from, segment.to]
        redirectionalProgress = segment.threshold
        if let removal {
            because = Self.sentence(removal, decision: decision, axis: axis, behavior: behavior)
            return
        }
        var sentence = Self.projectionKey(decision, behavior: behavior) + ": the \(Self.speed(decision.velocity)) "
        sentence += "release projects to \(axis) \(Self.short(decision.momentumProjection))"
        if decision.isProjectionClamped {
            sentence += ", held at \(Self.anchorName(at: decision.projection, in: segment, anchorAt: anchorAt)) "
            sentence += "(\(axis) \(Self.short(decision.projection)))"
        }
        let rho = Self.rho(segment, behavior: behavior)
        if segment.from == segment.to {
            sentence += "; no anchor lies beyond \(segment.from) that way"
        } else if segment.length == 0 {
            // Docs/engine.md §7.6: a zero-length segment is passed by any projection off its start.
            sentence += "; \(segment.from) and \(segment.to) share \(axis) \(Self.short(segment.fromLocation)), so "
            sentence += decision.target == segment.to ? "a projection off it goes on" : "a projection on it stays"
        } else {
            sentence += decision.target == segment.to ? ", past " : ", short of "
            sentence += "\(rho) between \(segment.from) and \(segment.to) "
            sentence += "(\(axis) \(Self.short(segment.thresholdLocation)))"
        }
        because = sentence + ": \(decision.target)" + Self.springClause(decision, behavior: behavior)
    }

    // MARK: - Clauses

    /// The key that let momentum choose the segment, or kept it to the one around the release.
    private static func projectionKey(_ decision: FloatingPanelReleaseDecision, behavior: FloatingPanelBehavior)
        -> String
    {
        let proposed = decision.proposedState.map(\.rawValue) ?? "?"
        guard let custom = behavior as? FloatingPanelCustomBehavior else {
            return "shouldProjectMomentum(to: \(proposed)) is \(decision.projectsMomentum)"
        }
        switch custom.momentumProjection {
        case .never: return "shouldProjectMomentum is false"
        case .always: return "shouldProjectMomentum is true"
        case .states(let states):
            return decision.projectsMomentum
                ? "shouldProjectMomentum lists \(proposed)"
                : "shouldProjectMomentum lists \(list(states)), not \(proposed)"
        }
    }

    /// The states a `shouldProjectMomentum` list allows as the sentence names them: most expanded
    /// first, `no state` for an empty list. The live page's sentence takes it from the scene message.
    package static func list(_ states: Set<FloatingPanelState>) -> String {
        let listed = states.sorted { ($0.order, $0.rawValue) > ($1.order, $1.rawValue) }.map(\.rawValue)
        return listed.isEmpty ? "no state" : listed.joined(separator: ", ")
    }

    /// `ρ 0.5`, naming the `redirectionalProgress` pair when one set it.
    private static func rho(_ segment: FloatingPanelReleaseDecision.Segment, behavior: FloatingPanelBehavior)
        -> String
    {
        let value = "ρ \(short(segment.threshold, digits: 2))"
        guard let custom = behavior as? FloatingPanelCustomBehavior,
            custom.redirectionalPairs.contains(where: { $0.from == segment.from && $0.to == segment.to })
        else { return value }
        return "\(value) (redirectionalProgress pair \(segment.from) → \(segment.to))"
    }

    /// Which attraction spring the release starts: the 300 pt/s cut of Docs/engine.md §5.2.
    private static func springClause(_ decision: FloatingPanelReleaseDecision, behavior: FloatingPanelBehavior)
        -> String
    {
        let cut = short(FloatingPanelSpringParameters.fastReleaseSpeedThreshold, digits: 0)
        guard abs(decision.velocity) > CGFloat(FloatingPanelSpringParameters.fastReleaseSpeedThreshold) else {
            return "; at most \(cut) pt/s it springs critically damped (ζ 1)"
        }
        let zeta = FloatingPanelSpringParameters.fastRelease(of: behavior).dampingRatio
        return "; above \(cut) pt/s it springs with spring.dampingRatio \(short(zeta, digits: 2))"
    }

    private static func sentence(
        _ removal: Removal, decision: FloatingPanelReleaseDecision, axis: String, behavior: FloatingPanelBehavior
    ) -> String {
        switch removal {
        case .beyond(let distance, let past, let least):
            return "removeBeyond is \(short(distance)): the release at \(axis) \(short(decision.location)) is "
                + "\(short(past)) pt past \(least): removed (hidden)"
        case .velocity(let rate, let distance, let threshold):
            return "removalInteractionVelocityThreshold is \(short(threshold)): the \(speed(decision.velocity)) "
                + "release \(short(distance)) pt from hidden gives \(short(abs(rate), digits: 2)) s⁻¹, at least "
                + "\(short(threshold)): removed (hidden)"
        }
    }

    /// What removed `panel` at `decision`'s release, as its delegate and the engine decide it
    /// (PanelRuntime+Recipes, Docs/engine.md §7.8).
    private static func removal(_ decision: FloatingPanelReleaseDecision, of panel: PanelRuntime) -> Removal {
        let fpc = panel.controller
        let position = fpc.position
        let least = fpc.leastExpandedState
        if let beyond = panel.config.recipes.removeBeyond, least != .hidden {
            let towardHidden: CGFloat = position.expandsTowardSmallerCoordinates ? 1 : -1
            let past = (decision.location - position.mainLocation(fpc.surfaceLocation(for: least))) * towardHidden
            if past > beyond { return .beyond(distance: beyond, past: past, least: least) }
        }
        let distance = abs(decision.location - position.mainLocation(fpc.surfaceLocation(for: .hidden)))
        return .velocity(
            rate: distance == 0 ? 0 : decision.velocity / distance, distance: distance,
            threshold: fpc.behavior.removalInteractionVelocityThreshold)
    }

    /// The anchor a clamped projection is held at: `from`, or the one after `to`, which is `to`
    /// itself at the end of the layout (Docs/engine.md §7.6).
    private static func anchorName(
        at location: CGFloat, in segment: FloatingPanelReleaseDecision.Segment,
        anchorAt: (CGFloat) -> FloatingPanelState?
    ) -> String {
        if location == segment.fromLocation { return segment.from.rawValue }
        if location == segment.toLocation { return segment.to.rawValue }
        return anchorAt(location)?.rawValue ?? "the anchor after \(segment.to)"
    }

    // MARK: - Numbers

    /// A speed as the sentence reads it: its size in whole pt/s (the segment says the direction).
    private static func speed(_ velocity: CGFloat) -> String { "\(short(abs(velocity), digits: 0)) pt/s" }

    /// `value` rounded to `digits` decimals without trailing zeros (`334`, `428.7`, `0.35`), −0 as 0.
    package static func short(_ value: some BinaryFloatingPoint, digits: Int = 1) -> String {
        let scale = pow(10, Double(digits))
        let rounded = (Double(value) * scale).rounded() / scale + 0
        guard rounded.isFinite else { return "\(rounded)" }
        var text = String(format: "%.\(digits)f", rounded)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
