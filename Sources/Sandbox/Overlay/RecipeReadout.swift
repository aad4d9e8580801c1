import FloatingPanel
import Foundation
import PanelConfig
import PanelScene

/// The side bar's account of a panel's delegate recipes (Docs/config.md "Behavior: delegate
/// recipes"): which are set, whether a boundary holds the drag now, and what a recipe last did.
enum RecipeReadout {
    /// One line of the card; `isLive` lines say what happens now or happened last.
    struct Line: Equatable {
        var text: String
        var isLive: Bool
    }

    static func lines(for panel: PanelRuntime) -> [Line] {
        let recipes = panel.config.recipes
        guard !recipes.isEmpty else { return [] }
        var lines = settings(recipes).map { Line(text: $0, isLive: false) }
        if let side = panel.boundaryHoldingDrag {
            lines.append(Line(text: "boundary holds the drag past \(side.rawValue)", isLive: true))
        }
        let holding = panel.boundaryHoldingDrag != nil
        if let event = panel.lastRecipeEvent, let text = describe(event), !(holding && event.name == "boundaryClamped")
        {
            lines.append(Line(text: "last: " + text, isLive: true))
        }
        return lines
    }

    /// The recipes that are set, one short line each.
    static func settings(_ recipes: DelegateRecipes) -> [String] {
        func names(_ states: [FloatingPanelState]) -> String {
            states.isEmpty ? "none" : states.map(\.rawValue).joined(separator: ", ")
        }
        func points(_ value: CGFloat?) -> String {
            value.map { "\(ReadoutOverlay.format($0, 0)) pt" } ?? "open"
        }
        var lines: [String] = []
        if let boundary = recipes.moveBoundary {
            lines.append("boundary: \(points(boundary.expanded)) expanded · \(points(boundary.collapsed)) collapsed")
        }
        if let states = recipes.draggableStates { lines.append("drags begin in \(names(states))") }
        if let states = recipes.scrollableStates { lines.append("content scrolls in \(names(states))") }
        if let tap = recipes.surfaceTap { lines.append("tap in \(names(tap.states)) → \(tap.moveTo)") }
        if let distance = recipes.removeBeyond { lines.append("removed past \(points(distance))") }
        let animations = recipes.animations
        let animated = [("present", animations.present), ("dismiss", animations.dismiss), ("move", animations.move)]
            .compactMap { name, animator in animator.map { "\(name) \(describe($0))" } }
        if !animated.isEmpty { lines.append(animated.joined(separator: " · ")) }
        return lines
    }

    private static func describe(_ animator: FloatingPanelPropertyAnimator) -> String {
        let duration = ReadoutOverlay.format(animator.duration, 2)
        switch animator.timing {
        case .curve(let curve): return "\(duration) s \(curve.rawValue)"
        case .spring(let ratio): return "\(duration) s ζ \(ReadoutOverlay.format(ratio, 2))"
        }
    }

    private static func describe(_ event: PanelEvent) -> String? {
        switch event {
        case .dragRefused(let state): return "drag refused in \(state)"
        case .boundaryClamped(let side, _): return "boundary held a drag past \(side.rawValue)"
        case .surfaceTap(let from, let to): return "tap moved \(from) → \(to)"
        default: return nil
        }
    }
}
